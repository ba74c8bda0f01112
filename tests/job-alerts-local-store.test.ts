// Job alerts' local services: the store the tests, the dev server
// and the preview run on behaves like the host's where it matters. It listens
// on 127.0.0.1 alone, as every server the project starts does, and its
// conditional writes are atomic, so three sends at once never send a job twice.
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { getStore } from "@netlify/blobs";
import { alertStoreName } from "../src/alerts/alert-store";
import { alertKey, type AlertRecord } from "../src/alerts/alert-rules";
import { loadSearchIndex, matchJobs, searchIndexPath } from "../src/alerts/job-matching";
import { startLocalBlobsServer, type LocalBlobsServer } from "../src/alerts/local-blobs";
import { startAlertSite, testSecret, vacancyFile, type AlertSite } from "./support/job-alerts";
import { listeningAddresses } from "./support/listening";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { startLocalAlertServices } from "../src/alerts/local-services";
import { createMailer } from "../src/alerts/mailer";
import { tmpdir } from "node:os";
import path from "node:path";

let site: AlertSite;
beforeAll(async () => {
  site = await startAlertSite();
});
afterAll(() => site?.close());

/** 0100007F is 127.0.0.1 as the kernel writes it; 00000000 (or an IPv6 any address) would be every interface. */
const loopbackOnly = ["0100007F"];

describe("every server the project starts listens on 127.0.0.1 alone", () => {
  it("the Blobs store, the SMTP catcher and the preview server of the job alerts' services", async ({ expect }) => {
    expect(listeningAddresses(Number(new URL(site.blobsUrl).port))).toEqual(loopbackOnly);
    expect(listeningAddresses(site.smtpPort)).toEqual(loopbackOnly);
    expect(listeningAddresses(Number(new URL(site.url).port))).toEqual(loopbackOnly);
  });

  it("the data command's store (npm run alerts:data -- --local), with a token of its own each run", async ({
    expect,
  }) => {
    const { main, localServerStarted } = await import("../scripts/job-alert-data");
    const seen: { addresses: string[]; oldToken: Promise<number> }[] = [];
    const listener = (server: LocalBlobsServer) => {
      // The fixed token the command once used opens nothing now.
      const oldToken = fetch(`${server.url}/local-site/${alertStoreName}?prefix=alert/`, {
        headers: { authorization: "Bearer local-data-command" },
      }).then((response) => response.status);
      seen.push({ addresses: listeningAddresses(server.port), oldToken });
    };
    localServerStarted.listeners.add(listener);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(await main(["--find", "nobody@example.com", "--local", site.servicesDir])).toBe(0);
      expect(await main(["--find", "nobody@example.com", "--local", site.servicesDir])).toBe(0);
    } finally {
      localServerStarted.listeners.delete(listener);
      log.mockRestore();
    }
    expect(seen.map((each) => each.addresses)).toEqual([loopbackOnly, loopbackOnly]);
    expect(await Promise.all(seen.map((each) => each.oldToken))).toEqual([403, 403]);
  });

  it("the store refuses a request without its token", async ({ expect }) => {
    const folder = await mkdtemp(path.join(tmpdir(), "ouse-valley-blobs-"));
    const server = await startLocalBlobsServer(folder, "a-token-of-this-run");
    try {
      const anonymous = await fetch(`${server.url}/local-site/${alertStoreName}?prefix=alert/`);
      expect(anonymous.status).toBe(403);
      const withToken = await fetch(`${server.url}/local-site/${alertStoreName}?prefix=alert/`, {
        headers: { authorization: "Bearer a-token-of-this-run" },
      });
      expect(withToken.status).toBe(200);
    } finally {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("conditional writes are atomic on the local store, as on the host's", () => {
  it("of 20 compare-and-sets with the same ETag at once, exactly one wins", async ({ expect }) => {
    const store = getStore({ name: alertStoreName, consistency: "strong" });
    await store.setJSON("race/one", { count: 0 });
    const read = await store.getWithMetadata("race/one", { type: "json" });
    expect(read?.etag).toMatch(/^".+"$/);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.setJSON("race/one", { count: index + 1 }, { onlyIfMatch: read!.etag! }),
      ),
    );
    expect(results.filter((result) => result.modified)).toHaveLength(1);
    const creates = await Promise.all(
      Array.from({ length: 20 }, (_, index) => store.setJSON("race/new", { by: index }, { onlyIfNew: true })),
    );
    expect(creates.filter((result) => result.modified)).toHaveLength(1);
    await store.delete("race/one");
    await store.delete("race/new");
  });

  it("three sends at once over 60 alerts and 3 new vacancies send each alert its new jobs exactly once, counted on the SMTP server", async ({
    expect,
  }) => {
    const store = getStore({ name: alertStoreName, consistency: "strong" });
    const before = await site.records();
    // 60 confirmed alerts: all jobs, or one sector; each has seen every job open now.
    const sectors = [undefined, "healthcare", "industrial", "hospitality"] as const;
    const openNow = matchJobs(loadSearchIndex(await (await fetch(`${site.url}${searchIndexPath}`)).json()), {
      what: "",
      where: "",
    }).map((job) => job.url);
    expect(openNow.length).toBeGreaterThan(5);
    const addresses: { address: string; sector: string | undefined }[] = [];
    for (let number = 0; number < 60; number++) {
      const address = `crowd.send${number}@example.com`;
      const sector = sectors[number % sectors.length];
      const search = { what: "", where: "", ...(sector ? { sector } : {}) };
      const record: AlertRecord = {
        version: 1,
        address,
        search,
        consentedAt: new Date().toISOString(),
        confirmedAt: new Date().toISOString(),
        linkNonce: `nonce${number}`,
        sent: openNow,
        confirmationsSentAt: [],
      };
      await store.setJSON(alertKey(testSecret, address, search), record);
      addresses.push({ address, sector });
    }
    expect((await site.records()).size).toBe(before.size + 60);
    // One deploy with three new vacancies: two in healthcare, one in industrial.
    await site.deployVacancies([
      [
        "night-nurse-concurrency-a",
        vacancyFile({
          title: "Night nurse A",
          reference: "OVS-9101",
          sector: "healthcare",
          town: "Huntingdon",
          county: "Cambridgeshire",
          summary: "Night shifts on a friendly surgical ward near the town centre.",
        }),
      ],
      [
        "night-nurse-concurrency-b",
        vacancyFile({
          title: "Day nurse B",
          reference: "OVS-9102",
          sector: "healthcare",
          town: "Ely",
          county: "Cambridgeshire",
          summary: "Day shifts on a friendly medical ward close to the cathedral.",
        }),
      ],
      [
        "forklift-concurrency-c",
        vacancyFile({
          title: "Forklift driver C",
          reference: "OVS-9103",
          sector: "industrial",
          town: "Bedford",
          county: "Bedfordshire",
          summary: "Counterbalance forklift work in a busy distribution warehouse.",
        }),
      ],
    ]);
    const mailBefore = site.mailbox.messages().length;
    const runs = await Promise.all([site.runSend(), site.runSend(), site.runSend()]);
    expect(runs.map((run) => run.status)).toEqual([202, 202, 202]);
    const expectedJobs = (sector: string | undefined) =>
      sector === undefined ? 3 : sector === "healthcare" ? 2 : sector === "industrial" ? 1 : 0;
    const expectedMail = addresses.filter(({ sector }) => expectedJobs(sector) > 0).length;
    // Every email the three runs sent has arrived once the runs have answered; wait a moment for stragglers all the same.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = site.mailbox.messages().slice(mailBefore);
    expect(sent).toHaveLength(expectedMail);
    for (const { address, sector } of addresses) {
      const theirs = sent.filter((mail) => mail.to.includes(address));
      expect(theirs.length, address).toBe(expectedJobs(sector) > 0 ? 1 : 0);
      if (theirs[0])
        expect((theirs[0].text.match(/\/jobs\/[a-z0-9-]*concurrency[a-z0-9-]*\//g) ?? []).length, address).toBe(
          expectedJobs(sector),
        );
    }
    // A fourth run finds nothing left to send.
    await site.runSend();
    expect(site.mailbox.messages().length).toBe(mailBefore + expectedMail);
  });
});

describe("caught mail is kept", () => {
  it("after a restart of the local services, new mail is numbered after the old and no file is written over", async ({
    expect,
  }) => {
    const folder = await mkdtemp(path.join(tmpdir(), "ouse-valley-mail-"));
    // Starting services points the Blobs client at their store: the site's store is put back afterwards.
    const siteStore = process.env.NETLIFY_BLOBS_CONTEXT;
    const sendOne = async (subject: string) => {
      const services = await startLocalAlertServices(folder, {});
      const mailer = createMailer(
        { host: "127.0.0.1", port: services.smtpPort, secure: false },
        "Ouse Valley Staffing <jobs@ousevalley.example>",
      );
      try {
        await mailer.send({ to: "kept@example.com", subject, text: subject, html: `<p>${subject}</p>` });
        await services.mailbox.waitForCount(1);
      } finally {
        mailer.close();
        await services.close();
      }
    };
    try {
      await sendOne("First run");
      await sendOne("Second run");
      const files = (await readdir(path.join(folder, "mail"))).sort();
      expect(files).toEqual(["00001.json", "00002.json"]);
      const subjects = await Promise.all(
        files.map(
          async (file) =>
            (JSON.parse(await readFile(path.join(folder, "mail", file), "utf8")) as { subject: string }).subject,
        ),
      );
      expect(subjects).toEqual(["First run", "Second run"]);
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = siteStore;
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("a run that runs out of time is continued by the scheduled function, never by a call over HTTP", () => {
  it("the run after a deploy records where it stopped and fetches no function; job-alerts-continue sends the rest once", async ({
    expect,
  }) => {
    const store = getStore({ name: alertStoreName, consistency: "strong" });
    const openNow = matchJobs(loadSearchIndex(await (await fetch(`${site.url}${searchIndexPath}`)).json()), {
      what: "",
      where: "",
    }).map((job) => job.url);
    const addresses = Array.from({ length: 5 }, (_, number) => `later.run${number}@example.com`);
    for (const [number, address] of addresses.entries()) {
      const search = { what: "", where: "" };
      // Each has seen every open job but one, so each has exactly one to be sent.
      const record: AlertRecord = {
        version: 1,
        address,
        search,
        consentedAt: new Date().toISOString(),
        confirmedAt: new Date().toISOString(),
        linkNonce: `later${number}`,
        sent: openNow.slice(1),
        confirmationsSentAt: [],
      };
      await store.setJSON(alertKey(testSecret, address, search), record);
    }
    const { default: sendJobAlerts } = await import("../netlify/functions/deploy-succeeded-background.mjs");
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    // The clock jumps 13 minutes after the run takes its start: its 12-minute budget is spent before the first alert.
    const start = Date.now();
    let calls = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (calls++ === 0 ? start : start + 13 * 60 * 1000));
    const mailBefore = site.mailbox.messages().length;
    let report: { leftForLater: number };
    try {
      const answer = await sendJobAlerts(
        new Request(`${site.url}/.netlify/functions/deploy-succeeded-background`, {
          method: "POST",
          body: JSON.stringify({ payload: { context: "production" } }),
        }),
      );
      report = (await answer.json()) as { leftForLater: number };
    } finally {
      clock.mockRestore();
      fetchSpy.mockRestore();
    }
    expect(report.leftForLater).toBeGreaterThanOrEqual(5);
    expect(fetched.filter((url) => url.includes("/.netlify/functions/"))).toEqual([]);
    expect(await store.get("run/unfinished", { type: "json" })).toMatchObject({ version: 1 });
    expect(site.mailbox.messages().length).toBe(mailBefore);

    // The scheduled continuation, as the host's scheduler starts it.
    const continued = await fetch(`${site.url}/.netlify/functions/job-alerts-continue`, { method: "POST" });
    expect(continued.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const address of addresses)
      expect(
        site.mailbox.messages().filter((mail) => mail.to.includes(address)),
        address,
      ).toHaveLength(1);
    expect(await store.get("run/unfinished", { type: "json" })).toBeNull();
    // Nothing is left: the next hour's run reads one key and sends nothing.
    const idle = await (await fetch(`${site.url}/.netlify/functions/job-alerts-continue`, { method: "POST" })).json();
    expect(idle).toEqual({ unfinished: false });
    for (const address of addresses)
      expect(
        site.mailbox.messages().filter((mail) => mail.to.includes(address)),
        address,
      ).toHaveLength(1);
  });
});
