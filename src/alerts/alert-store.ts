// Where alerts live: one Netlify Blobs store, "job-alerts", each key a small
// JSON document (AlertRecord, with its version). Blobs has no transactions,
// so every change is a compare-and-set on the blob's ETag (onlyIfMatch) or a
// create-if-absent (onlyIfNew), retried on conflict: two writers of one key
// never both win, and concurrent sign-ups for one address and search
// converge on one record.
//
// What makes that hold:
// - On the host, the store does the check and the write as one step: the
//   change that added these options to @netlify/blobs says of onlyIfNew
//   "This is an atomic operation, which previously required two separate
//   steps, making it prone to TOCTOU bugs", and onlyIfMatch writes "only if
//   there is already an entry with the given key and with an ETag matching
//   this value" (https://github.com/netlify/primitives/pull/303). Without a
//   condition, "If multiple write calls to the same key are issued, the last
//   write wins" (https://docs.netlify.com/blobs/overview/), which is why
//   every write of an alert here carries one.
// - @netlify/blobs before the fix of August 2026 dropped the condition of a
//   setJSON (https://github.com/netlify/primitives/pull/731), and any answer
//   but 412 to a conditional write still reads as { modified: true }: so a
//   write counts only with the new ETag the store answers a stored blob with
//   (checkedWrite), and package.json pins a version that sends the condition.
// - On this computer (tests, dev server, preview), local-blobs.ts serves
//   the library's local server with writes one at a time and ETags of the
//   content, so the same compare-and-set holds there
//   (tests/job-alerts-local-store.test.ts runs three sends at once).
//
// Keys:
//   alert/<address hash>/<search hash>    one alert (alert-rules.ts alertKey)
//   pending/<YYYY-MM-DD>/<alert key tail> an unconfirmed sign-up of that day, so the
//                                         daily tidy finds old ones without reading every alert
//   rate/client/<client hash>/<hour>/<id>  one sign-up from one IP address in that hour (countEventWithin)
//   rate/address/<mailbox hash>/<day>      confirmation e-mails to one mailbox that day (a count, countWithin)
// Rate-limit keys of past hours are deleted by the tidy: no IP address, even
// hashed, is kept beyond its hour.
import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import type { AlertRecord } from "./alert-rules";

export const alertStoreName = "job-alerts";

/** The site's alert store. On the host the function's environment names it; locally, local-services.ts points it at the Blobs local server. */
export function openAlertStore(): Store {
  // Strong consistency: a confirmation or an unsubscribe read straight after a write must see it.
  return getStore({ name: alertStoreName, consistency: "strong" });
}

/**
 * A blob's JSON and its ETag, read together, for a compare-and-set. The
 * host answers a read with its ETag, and so does the local server
 * (local-blobs.ts); a store that gave none could not be written safely.
 */
async function readWithTag(store: Store, key: string): Promise<{ data: unknown; etag: string } | undefined> {
  const found = await store.getWithMetadata(key, { type: "json" });
  if (!found) return undefined;
  if (!found.etag) throw new Error(`The alert store answered a read of ${key} without an ETag, so it cannot be changed safely.`);
  return { data: found.data, etag: found.etag };
}

/** A conditional write's outcome, believed only when the store gave the stored blob's new ETag (see the top of this file). */
function checkedWrite(key: string, result: { modified: boolean; etag?: string }): boolean {
  if (result.modified && !result.etag) throw new Error(`The alert store did not confirm the write of ${key}.`);
  return result.modified;
}

export async function readAlert(store: Store, key: string): Promise<{ record: AlertRecord; etag: string } | undefined> {
  const found = await readWithTag(store, key);
  return found ? { record: found.data as AlertRecord, etag: found.etag } : undefined;
}

/** Writes a record only if the key is free; false when another writer got there first. */
export async function createAlert(store: Store, key: string, record: AlertRecord): Promise<boolean> {
  return checkedWrite(key, await store.setJSON(key, record, { onlyIfNew: true }));
}

/**
 * Changes one record by compare-and-set: reads it, applies `change` (which
 * returns the new record, or undefined to leave it), writes only if nobody
 * wrote in between, and tries again if someone did. Returns what was written,
 * or undefined when the record is gone or `change` declined.
 */
export async function updateAlert(store: Store, key: string, change: (record: AlertRecord) => AlertRecord | undefined): Promise<AlertRecord | undefined> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await readAlert(store, key);
    if (!current) return undefined;
    const next = change(current.record);
    if (!next) return undefined;
    if (checkedWrite(key, await store.setJSON(key, next, { onlyIfMatch: current.etag }))) return next;
  }
  throw new Error(`The alert ${key} kept changing under ten attempts to update it.`);
}

/** Every key under a prefix, across pages. */
export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix });
  return blobs.map((blob) => blob.key);
}

/**
 * Counts one more event under `key` and says whether it is within `limit`:
 * a compare-and-set of one number, exact, for counts that few writers share
 * at once (one mailbox's confirmations). Writers that lose wait a random
 * while before trying again, so they do not collide again in step.
 */
export async function countWithin(store: Store, key: string, limit: number): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * attempt)));
    const current = await readWithTag(store, key);
    const count = typeof current?.data === "number" ? current.data : 0;
    if (count >= limit) return false;
    const written = current ? await store.setJSON(key, count + 1, { onlyIfMatch: current.etag }) : await store.setJSON(key, count + 1, { onlyIfNew: true });
    if (checkedWrite(key, written)) return true;
  }
  // Under that much contention the sender is far beyond any person.
  return false;
}

/**
 * Counts one more event under `prefix` and says whether it is within
 * `limit`, for counts many writers share at once (one client's sign-ups,
 * 200 in a burst): each event is a key of its own (prefix + a random name),
 * written unconditionally, and then the events under the prefix are counted.
 * No two writers contend for one counter, which with compare-and-set would
 * make 200 retry in turn for minutes. A burst may be refused a little early,
 * never let through beyond the limit.
 */
export async function countEventWithin(store: Store, prefix: string, limit: number): Promise<boolean> {
  await store.set(`${prefix}/${randomBytes(9).toString("base64url")}`, "");
  return (await listKeys(store, `${prefix}/`)).length <= limit;
}
