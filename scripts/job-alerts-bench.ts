// npm run bench:alerts [-- --subscribers 10000 --new 50 --board 200 --through-store 300]
//
// Job alerts at scale (BENCHMARKS.md, "Job alerts"): a board of
// `board` open vacancies that every subscriber has seen, then a deploy adds
// `new` more. For each of `subscribers` confirmed alerts with varied
// searches, the search's own matching (src/jobs/search-match.ts) finds what
// is new to it and the alert e-mail is rendered (HTML and text): the
// processor's part of a send. Then the whole send (sendAlerts) runs through
// the Blobs local server and the local SMTP server for `through-store`
// alerts, for the cost per alert of the store and of SMTP.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { alertEmail } from "../src/alerts/alert-emails";
import { brandOf, sendAlerts } from "../src/alerts/alert-service";
import { searchAddress } from "../src/jobs/search-address";
import type { AlertRecord } from "../src/alerts/alert-rules";
import { alertKey, searchInWords } from "../src/alerts/alert-rules";
import { alertStoreName } from "../src/alerts/alert-store";
import { startLocalAlertServices } from "../src/alerts/local-services";
import { createMailer } from "../src/alerts/mailer";
import { loadSearch, matchJobs, type SearchQuery } from "../src/alerts/job-matching";
import { readOptions } from "../src/command-line";
import { renderSite } from "../src/pipeline/build";
import { paths } from "../src/routes";
import { alertWordingPath } from "../src/alerts/alert-pages";
import type { PublishedWording } from "../src/alerts/alert-service";
import { startPreviewServer } from "../src/preview/server";
import { benchToday, prepareVacancies } from "./bench-sites";

const usage = "Usage: npm run bench:alerts -- [--subscribers N] [--new N] [--board N] [--through-store N]";

/** A deterministic spread of searches like candidates' own: a sector alone, a word, a place, a word in a place. */
function searchFor(index: number, titleWords: string[], towns: string[]): SearchQuery {
  const sectors = ["healthcare", "hospitality", "nursery-school", "industrial"];
  const word = titleWords[index % titleWords.length]!;
  switch (index % 5) {
    case 0:
      return { what: "", where: "", sector: sectors[index % 4]! };
    case 1:
      return { what: word, where: "" };
    case 2:
      return { what: "", where: towns[index % towns.length]! };
    case 3:
      return { what: word, where: "", engagement: index % 2 ? "temporary" : "permanent" };
    default:
      return { what: "", where: "", county: ["cambridgeshire", "suffolk", "norfolk"][index % 3]! };
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      subscribers: { type: "string", default: "10000" },
      new: { type: "string", default: "50" },
      board: { type: "string", default: "200" },
      "through-store": { type: "string", default: "300" },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const subscribers = Number(options.subscribers);
  const fresh = Number(options.new);
  const board = Number(options.board);
  const throughStore = Number(options["through-store"]);
  const work = await mkdtemp(path.join(os.tmpdir(), "alerts-bench-"));
  try {
    const contentDir = await prepareVacancies(root, work, board + fresh);
    const { output, jobBoard } = await renderSite({
      contentDir,
      staticDir: path.join(root, "static"),
      sourceDir: path.join(root, "src"),
      today: benchToday,
      siteUrl: "https://www.ousevalley.example",
    });
    // The wording and the index as the build publishes them for the functions.
    const published = JSON.parse(String(output.files.get(alertWordingPath.slice(1))!.contents)) as PublishedWording;
    const indexFile = JSON.parse(String(output.files.get(paths.jobSearchIndex.slice(1))!.contents)) as {
      version: 1;
      vacancies: { url: string }[];
    };
    const all = jobBoard.listing.vacancies;
    const isNewUrl = (url: string) => /\/bench-(\d+)\/$/.test(url) && Number(/bench-(\d+)/.exec(url)![1]) > board;
    // The place data beside the index (D43): each vacancy's position in the index's order, so the board before the deploy keeps the positions of its own.
    const placesFile = JSON.parse(String(output.files.get(paths.jobSearchPlaces.slice(1))!.contents)) as {
      vacancies: unknown[];
    };
    const kept = indexFile.vacancies.map((entry) => !isNewUrl(entry.url));
    const before = loadSearch(
      { ...indexFile, vacancies: indexFile.vacancies.filter((_, rank) => kept[rank]) },
      { ...placesFile, vacancies: placesFile.vacancies.filter((_, rank) => kept[rank]) },
    );
    const after = loadSearch(indexFile, placesFile);
    const titleWords = [
      ...new Set(
        all.flatMap((vacancy) =>
          vacancy.data.title
            .toLowerCase()
            .split(/\W+/)
            .filter((word) => word.length > 3),
        ),
      ),
    ];
    const towns = [...new Set(all.map((vacancy) => vacancy.data.location.town))];
    const searches = Array.from({ length: subscribers }, (_, index) => searchFor(index, titleWords, towns));
    console.log(
      `Job alerts: ${subscribers} confirmed alerts, a board of ${all.length - fresh} open vacancies all seen, ${fresh} new ones published; Node ${process.version}, ${os.cpus().length} cores.`,
    );

    // 1. Match and render every e-mail, in one process, as one send run does.
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const started = performance.now();
    let emails = 0;
    let jobsListed = 0;
    let htmlBytes = 0;
    const seen = searches.map((search) => new Set(matchJobs(before, search).map((job) => job.url)));
    const seenAt = performance.now();
    for (let index = 0; index < subscribers; index++) {
      const search = searches[index]!;
      const jobsNew = matchJobs(after, search).filter((job) => !seen[index]!.has(job.url));
      if (jobsNew.length === 0) continue;
      const mail = alertEmail({
        wording: published.email,
        brand: brandOf(published),
        search: searchInWords(search, published),
        jobs: jobsNew,
        distance: after.distance,
        origin: "https://www.ousevalley.example",
        searchPath: searchAddress(search),
        unsubscribeUrl: "https://www.ousevalley.example/.netlify/functions/job-alert-unsubscribe?token=x.y",
      });
      emails++;
      jobsListed += jobsNew.length;
      htmlBytes += mail.html.length + mail.text.length;
      if (index % 500 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const matchRender = performance.now() - seenAt;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    console.log(
      `Match and render: ${emails} e-mails (${jobsListed} jobs listed, ${mb(htmlBytes)} of HTML and text) in ${(matchRender / 1000).toFixed(2)} s, ${(matchRender / subscribers).toFixed(3)} ms an alert; marking the board seen took ${((seenAt - started) / 1000).toFixed(2)} s; memory ${mb(rssBefore)} before, ${mb(peakRss)} at most.`,
    );

    // 2. The whole send through the store and SMTP, for a sample.
    const services = await startLocalAlertServices(path.join(work, "services"), {});
    const outDir = path.join(work, "dist");
    const { buildSite } = await import("../src/pipeline/build");
    await buildSite({
      contentDir,
      outDir,
      staticDir: path.join(root, "static"),
      sourceDir: path.join(root, "src"),
      today: benchToday,
      assetCacheDir: false,
    });
    const server = await startPreviewServer({ root: outDir, port: 0 });
    const store = getStore({ name: alertStoreName, consistency: "strong" });
    const secret = "bench-secret-bench-secret-bench-secret-0123456789";
    const now = new Date().toISOString();
    for (let index = 0; index < throughStore; index++) {
      const search = searches[index]!;
      const record: AlertRecord = {
        version: 1,
        address: `candidate${index}@example.com`,
        search,
        consentedAt: now,
        confirmedAt: now,
        linkNonce: `n${index}`,
        sent: [...seen[index]!],
        confirmationsSentAt: [now],
      };
      await store.setJSON(alertKey(secret, record.address, search), record);
    }
    const config = {
      secret,
      from: "Bench <jobs@ousevalley.example>",
      smtp: { host: "127.0.0.1", port: services.smtpPort, secure: false },
      signupsPerClientPerHour: 20,
      confirmationsPerAddressPerDay: 3,
      receiptsPerAddressPerDay: 3,
    };
    const mailer = createMailer(config.smtp, config.from);
    const sendStarted = performance.now();
    const report = await sendAlerts({
      config,
      store,
      mailer,
      origin: server.url,
      now: () => new Date(),
      log: () => undefined,
      afterAnswer: () => undefined,
    });
    const sendTime = performance.now() - sendStarted;
    mailer.close();
    await server.close();
    await services.close();
    const perAlert = sendTime / throughStore;
    console.log(
      `Whole send through the Blobs local server and local SMTP: ${throughStore} alerts, ${report.emailsSent} e-mails, in ${(sendTime / 1000).toFixed(2)} s: ${perAlert.toFixed(1)} ms an alert, ${(sendTime / Math.max(report.emailsSent, 1)).toFixed(1)} ms an e-mail.`,
    );
    console.log(
      `At that rate ${subscribers} alerts take ${((perAlert * subscribers) / 60000).toFixed(1)} min against the 12 min the send function allows itself within the host's 15 min.`,
    );
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
