// One Netlify Blobs store of small JSON documents. Blobs has no transactions,
// so every write is conditional (onlyIfMatch, onlyIfNew), retried on conflict;
// older @netlify/blobs dropped setJSON's condition and read any answer but 412
// as written (https://github.com/netlify/primitives/pull/731), so a write counts
// only with the new ETag and package.json pins a fixed version. Keys are hashed,
// and past hours' rate keys deleted, so no IP is kept beyond its hour.
import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import type { AlertRecord } from "./alert-rules";

export const alertStoreName = "job-alerts";

/** On the host the function's environment names the store; locally, local-services.ts points it at the Blobs local server. */
export function openAlertStore(): Store {
  // Strong consistency: a confirmation or an unsubscribe read straight after a write must see it.
  return getStore({ name: alertStoreName, consistency: "strong" });
}

/** A blob's JSON and its ETag, read together for a compare-and-set. */
async function readWithTag(store: Store, key: string): Promise<{ data: unknown; etag: string } | undefined> {
  const found = await store.getWithMetadata(key, { type: "json" });
  if (!found) return undefined;
  if (!found.etag)
    throw new Error(`The alert store answered a read of ${key} without an ETag, so it cannot be changed safely.`);
  return { data: found.data, etag: found.etag };
}

/** Believed only when the store gave the blob's new ETag (see the top of this file). */
function checkedWrite(key: string, result: { modified: boolean; etag?: string }): boolean {
  if (result.modified && !result.etag) throw new Error(`The alert store did not confirm the write of ${key}.`);
  return result.modified;
}

export async function readAlert(store: Store, key: string): Promise<{ record: AlertRecord; etag: string } | undefined> {
  const found = await readWithTag(store, key);
  return found ? { record: found.data as AlertRecord, etag: found.etag } : undefined;
}

export async function createAlert(store: Store, key: string, record: AlertRecord): Promise<boolean> {
  return checkedWrite(key, await store.setJSON(key, record, { onlyIfNew: true }));
}

/** Compare-and-set with retries; `change` returns the new record, or undefined to leave it. */
export async function updateAlert(
  store: Store,
  key: string,
  change: (record: AlertRecord) => AlertRecord | undefined,
): Promise<AlertRecord | undefined> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await readAlert(store, key);
    if (!current) return undefined;
    const next = change(current.record);
    if (!next) return undefined;
    if (checkedWrite(key, await store.setJSON(key, next, { onlyIfMatch: current.etag }))) return next;
  }
  throw new Error(`The alert ${key} kept changing under ten attempts to update it.`);
}

export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix });
  return blobs.map((blob) => blob.key);
}

/** An exact count for keys few writers share (one mailbox); losers wait a random while so they do not collide again in step. */
export async function countWithin(store: Store, key: string, limit: number): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * attempt)));
    const current = await readWithTag(store, key);
    const count = typeof current?.data === "number" ? current.data : 0;
    if (count >= limit) return false;
    const written = current
      ? await store.setJSON(key, count + 1, { onlyIfMatch: current.etag })
      : await store.setJSON(key, count + 1, { onlyIfNew: true });
    if (checkedWrite(key, written)) return true;
  }
  // Under that much contention the sender is far beyond any person.
  return false;
}

/**
 * A count for keys many writers share (200 sign-ups in a burst): one key per
 * event, written unconditionally, then counted, since one contended counter
 * would make them retry for minutes. A burst may be refused early, never late.
 */
export async function countEventWithin(store: Store, prefix: string, limit: number): Promise<boolean> {
  await store.set(`${prefix}/${randomBytes(9).toString("base64url")}`, "");
  return (await listKeys(store, `${prefix}/`)).length <= limit;
}
