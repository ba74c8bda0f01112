// npm run alerts:data -- --find ADDRESS | --export ADDRESS | --delete ADDRESS [--local DIR]
//
// A subject-access or erasure request for job alerts (D41, UK GDPR articles
// 15 and 17): finds, exports (JSON on standard output) or deletes everything
// held about one e-mail address. Every alert is read and its address
// compared (alertsOfAddress), so an alert made under an earlier ALERTS_SECRET
// is found too, and no secret is needed. A day's count of confirmation
// e-mails to the address (rate/address/…) is deleted by the next daily tidy.
//
// On the host's store: set NETLIFY_SITE_ID (Site configuration > Site
// details) and NETLIFY_AUTH_TOKEN (a personal access token). With --local DIR
// it opens the store `npm run dev` or `npm run preview` keeps on this
// computer (.cache/dev-job-alerts or .cache/job-alerts).
import { randomBytes } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { alertsOfAddress } from "../src/alerts/alert-service";
import { alertStoreName, listKeys } from "../src/alerts/alert-store";
import { startLocalBlobsServer, type LocalBlobsServer } from "../src/alerts/local-blobs";
import { readOptions } from "../src/command-line";

const usage = "Usage: npm run alerts:data -- (--find ADDRESS | --export ADDRESS | --delete ADDRESS) [--local DIR]";

/** Called with the local store's server once it listens (the tests read its socket's address). */
export const localServerStarted = { listeners: new Set<(server: LocalBlobsServer) => void>() };

/**
 * Why `local` is not a store `npm run dev` or `npm run preview` keeps, or
 * undefined when it is one: each start makes its mail/ folder, and blobs/
 * holds the store. A mistyped path must be refused, never answered "0 held"
 * or "0 deleted", which would answer a data request wrongly.
 */
async function notLocalStore(local: string): Promise<string | undefined> {
  const isFolder = (folder: string) =>
    stat(folder).then(
      (found) => found.isDirectory(),
      () => false,
    );
  const found = await stat(local).catch(() => undefined);
  if (!found)
    return `--local ${local} does not exist. Give the folder npm run dev or npm run preview keeps the store in: .cache/dev-job-alerts or .cache/job-alerts.`;
  if (!found.isDirectory())
    return `--local ${local} is not a folder. Give the folder npm run dev or npm run preview keeps the store in: .cache/dev-job-alerts or .cache/job-alerts.`;
  if (!(await isFolder(path.join(local, "blobs"))) && !(await isFolder(path.join(local, "mail")))) {
    return `--local ${local} is not the job alerts' store folder: it holds no blobs/ or mail/ folder. Give .cache/dev-job-alerts or .cache/job-alerts.`;
  }
  return undefined;
}

async function openStore(local: string | undefined): Promise<{ store: Store; close(): Promise<void> }> {
  if (local) {
    const problem = await notLocalStore(local);
    if (problem) throw new Error(problem);
    // A random token each run, and 127.0.0.1 alone: the store holds every candidate's address.
    const token = randomBytes(24).toString("base64url");
    const server = await startLocalBlobsServer(path.join(path.resolve(local), "blobs"), token);
    for (const listener of localServerStarted.listeners) listener(server);
    return {
      store: getStore({
        name: alertStoreName,
        siteID: "local-site",
        token,
        edgeURL: server.url,
        uncachedEdgeURL: server.url,
        consistency: "strong",
      }),
      close: () => server.stop(),
    };
  }
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_AUTH_TOKEN;
  if (!siteID || !token)
    throw new Error("Set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to reach the site's store, or give --local DIR.");
  return { store: getStore({ name: alertStoreName, siteID, token }), close: async () => undefined };
}

export async function main(argv: string[]): Promise<number> {
  const options = readOptions(
    argv,
    { find: { type: "string" }, export: { type: "string" }, delete: { type: "string" }, local: { type: "string" } },
    usage,
  );
  if (typeof options === "number") return options;
  const chosen = (["find", "export", "delete"] as const).filter((name) => options[name] !== undefined);
  if (chosen.length !== 1) {
    console.error(`Give exactly one of --find, --export or --delete.\n${usage}`);
    return 2;
  }
  const action = chosen[0]!;
  const address = options[action]!;
  let opened: Awaited<ReturnType<typeof openStore>>;
  try {
    opened = await openStore(options.local);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const { store, close } = opened;
  try {
    const alerts = await alertsOfAddress(store, address);
    // An unconfirmed sign-up's entry in the tidy's list carries the alert's key after the day.
    const keys = new Set(alerts.map(({ key }) => key.slice("alert/".length)));
    const pending = (await listKeys(store, "pending/")).filter((key) => keys.has(key.split("/").slice(2).join("/")));
    if (action === "find") {
      console.log(
        `${address}: ${alerts.length} job alert${alerts.length === 1 ? "" : "s"} held${alerts.length ? ":" : "."}`,
      );
      for (const { record } of alerts)
        console.log(
          `- search ${JSON.stringify(record.search)}, signed up ${record.consentedAt}, ${record.confirmedAt ? `confirmed ${record.confirmedAt}` : "not confirmed"}, ${record.sent.length} jobs sent or seen`,
        );
    } else if (action === "export") {
      console.log(
        JSON.stringify(
          { address, exportedAt: new Date().toISOString(), jobAlerts: alerts.map(({ record }) => record) },
          null,
          2,
        ),
      );
    } else {
      for (const { key } of alerts) await store.delete(key);
      for (const key of pending) await store.delete(key);
      console.log(`${address}: ${alerts.length} job alert${alerts.length === 1 ? "" : "s"} deleted.`);
    }
    return 0;
  } finally {
    await close();
  }
}
