// Where alerts live: one Netlify Blobs store, "job-alerts", each key a small
// JSON document (AlertRecord, with its version). Blobs has no transactions,
// so every change is a compare-and-set on the blob's ETag (onlyIfMatch) or a
// create-if-absent (onlyIfNew), retried on conflict: two writers of one key
// never both win, and concurrent sign-ups for one address and search
// converge on one record.
//
// Keys:
//   alert/<address hash>/<search hash>    one alert (alert-rules.ts alertKey)
//   pending/<YYYY-MM-DD>/<alert key tail> an unconfirmed sign-up of that day, so the
//                                         daily tidy finds old ones without reading every alert
//   rate/client/<client hash>/<hour>      sign-ups from one IP address in one hour (a count)
// Rate-limit keys of past hours are deleted by the tidy: no IP address, even
// hashed, is kept beyond its hour.
import { getStore, type Store } from "@netlify/blobs";
import type { AlertRecord } from "./alert-rules";

export const alertStoreName = "job-alerts";

/** The site's alert store. On the host the function's environment names it; locally, local-services.ts points it at the Blobs local server. */
export function openAlertStore(): Store {
  // Strong consistency: a confirmation or an unsubscribe read straight after a write must see it.
  return getStore({ name: alertStoreName, consistency: "strong" });
}

/**
 * A blob's JSON and its ETag, for a compare-and-set. The host answers a read
 * with its ETag. The local Blobs server (@netlify/blobs/server 10.x) does not,
 * though its listing does: there the tag is read first and the data after,
 * so a write in between makes the later onlyIfMatch fail (and retry) rather
 * than be lost.
 */
async function readWithTag(store: Store, key: string): Promise<{ data: unknown; etag: string } | undefined> {
  const found = await store.getWithMetadata(key, { type: "json" });
  if (!found) return undefined;
  if (found.etag) return { data: found.data, etag: found.etag };
  const listed = (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key);
  if (!listed) return undefined;
  const data: unknown = await store.get(key, { type: "json" });
  return data === null ? undefined : { data, etag: listed.etag };
}

export async function readAlert(store: Store, key: string): Promise<{ record: AlertRecord; etag: string } | undefined> {
  const found = await readWithTag(store, key);
  return found ? { record: found.data as AlertRecord, etag: found.etag } : undefined;
}

/** Writes a record only if the key is free; false when another writer got there first. */
export async function createAlert(store: Store, key: string, record: AlertRecord): Promise<boolean> {
  const { modified } = await store.setJSON(key, record, { onlyIfNew: true });
  return modified;
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
    const { modified } = await store.setJSON(key, next, { onlyIfMatch: current.etag });
    if (modified) return next;
  }
  throw new Error(`The alert ${key} kept changing under ten attempts to update it.`);
}

/** Every key under a prefix, across pages. */
export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix });
  return blobs.map((blob) => blob.key);
}

/**
 * Counts one more event under `key` and says whether it is within `limit`.
 * Compare-and-set like updateAlert, so 200 requests at once count 200.
 */
export async function countWithin(store: Store, key: string, limit: number): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await readWithTag(store, key);
    const count = typeof current?.data === "number" ? current.data : 0;
    if (count >= limit) return false;
    const { modified } = current?.etag ? await store.setJSON(key, count + 1, { onlyIfMatch: current.etag }) : await store.setJSON(key, count + 1, { onlyIfNew: true });
    if (modified) return true;
  }
  // Under that much contention the client is sending far more than any person would.
  return false;
}
