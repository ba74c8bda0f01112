// Job alerts' tests (D41) share this: the real site built from a copy of the
// content (so a test can publish a new vacancy and build again, as a deploy
// does), served by the preview server with the host's functions, Netlify
// Blobs' own local server and a real SMTP server catching the mail. All on
// 127.0.0.1.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { vi } from "vitest";
import { alertStoreName } from "../../src/alerts/alert-store";
import type { AlertRecord } from "../../src/alerts/alert-rules";
import { startLocalAlertServices, type LocalMailbox, type ReceivedMail } from "../../src/alerts/local-services";
import { buildSite } from "../../src/pipeline/build";
import { startPreviewServer } from "../../src/preview/server";
import { copyContent, type ContentFixture } from "./content-fixture";
import { projectPaths, testToday } from "./site";

export interface AlertSite {
  url: string;
  dir: string;
  content: ContentFixture;
  mailbox: LocalMailbox;
  secret: string;
  /** Where the Blobs local server keeps its files (blobs/ inside), for the data command's --local. */
  servicesDir: string;
  /** Where the Blobs local server and the SMTP catcher listen. */
  blobsUrl: string;
  smtpPort: number;
  /** Publishes a vacancy file and builds the site again into the served folder: a deploy. */
  deployVacancy(slug: string, frontMatter: string): Promise<void>;
  /** Publishes several vacancy files ([slug, file]) in one deploy. */
  deployVacancies(files: [string, string][]): Promise<void>;
  /** Runs the send after a deploy, as the host's deploy-succeeded event does; resolves when it has finished. */
  runSend(): Promise<Response>;
  /** Every alert record in the store, by key. */
  records(): Promise<Map<string, AlertRecord>>;
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** A secret as ALERTS_SECRET would be: long and random; fixed here so a test can sign tokens of its own. */
export const testSecret = "test-secret-for-job-alerts-0123456789-abcdefghijklmnop";

export async function startAlertSite(limits: { perClientPerHour?: number } = {}): Promise<AlertSite> {
  const work = await mkdtemp(path.join(tmpdir(), "ouse-valley-alerts-"));
  const content = await copyContent();
  const dir = path.join(work, "dist");
  const build = () =>
    buildSite({
      contentDir: content.dir,
      outDir: dir,
      staticDir: projectPaths.static,
      sourceDir: projectPaths.source,
      today: testToday,
      assetCacheDir: false,
    });
  await build();
  const localEnv: Record<string, string | undefined> = {};
  const services = await startLocalAlertServices(path.join(work, "services"), localEnv);
  // The functions read these as they would on the host; vi.unstubAllEnvs() in close() puts them back.
  vi.stubEnv("URL", "");
  vi.stubEnv("ALERTS_SECRET", testSecret);
  vi.stubEnv("ALERTS_FROM", "Ouse Valley Staffing <jobs@ousevalley.example>");
  vi.stubEnv("SMTP_HOST", "127.0.0.1");
  vi.stubEnv("SMTP_PORT", String(services.smtpPort));
  vi.stubEnv("ALERTS_MAX_SIGNUPS_PER_CLIENT_PER_HOUR", String(limits.perClientPerHour ?? 1000));
  const server = await startPreviewServer({ root: dir, port: 0, functions: true, mailbox: services.mailbox });
  const store = getStore({ name: alertStoreName, consistency: "strong" });
  return {
    url: server.url,
    dir,
    content,
    mailbox: services.mailbox,
    secret: testSecret,
    servicesDir: path.join(work, "services"),
    blobsUrl: services.blobsUrl,
    smtpPort: services.smtpPort,
    async deployVacancy(slug, frontMatter) {
      await writeFile(content.file(`vacancies/${slug}.md`), frontMatter);
      await build();
    },
    async deployVacancies(files) {
      for (const [slug, frontMatter] of files) await writeFile(content.file(`vacancies/${slug}.md`), frontMatter);
      await build();
    },
    runSend: () =>
      fetch(`${server.url}/.netlify/functions/deploy-succeeded-background`, {
        method: "POST",
        body: JSON.stringify({ payload: { context: "production" } }),
      }),
    async records() {
      const { blobs } = await store.list({ prefix: "alert/" });
      const entries = await Promise.all(
        blobs.map(async (blob) => [blob.key, (await store.get(blob.key, { type: "json" })) as AlertRecord] as const),
      );
      return new Map(entries.filter(([, record]) => record !== null));
    },
    post: (urlPath, fields, headers = {}) =>
      fetch(`${server.url}${urlPath}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        redirect: "manual",
      }),
    async close() {
      await server.close();
      await services.close();
      await content.remove();
      await rm(work, { recursive: true, force: true });
      vi.unstubAllEnvs();
    },
  };
}

/** A vacancy file as the editor writes one; open on the tests' day. */
export function vacancyFile(fields: {
  title: string;
  reference: string;
  sector: string;
  town: string;
  county: string;
  summary: string;
}): string {
  return `---
title: ${fields.title}
reference: ${fields.reference}
sector: ${fields.sector}
engagement: temporary
hours: full-time
location:
  town: ${fields.town}
  county: ${fields.county}
pay:
  from: 14.00
  per: hour
posted: ${testToday}
closes: 2026-12-24
summary: ${fields.summary}
requirements:
  - Some experience of the work
clientAuthorised: true
---
A friendly team needs help over the winter months.
`;
}

/** The link in a message's plain text that starts with `prefix` (the function's path). */
export function linkIn(mail: ReceivedMail, functionName: string): string {
  const found = mail.text.match(
    new RegExp(`https?://[^\\s]*/\\.netlify/functions/${functionName}\\?token=[A-Za-z0-9_.-]+`),
  );
  if (!found) throw new Error(`No ${functionName} link in the email "${mail.subject}":\n${mail.text}`);
  return found[0];
}

/** The messages sent to one address. */
export const mailTo = (mailbox: LocalMailbox, address: string) =>
  mailbox.messages().filter((mail) => mail.to.includes(address));
