// The job search's benchmark (D33):
//   node scripts/run.mjs scripts/search-bench.ts [--sizes 20,1000,10000] [--work-dir /dev/shm] [--runs 3]
//
// For each size, generated vacancies (scripts/bench-sites.ts, all open on the
// day the build is told it is) are added to a copy of the content and built
// with the project's own buildSite. The search index is then built again on
// its own, to time what it adds to a build, and its files are weighed. The
// site is served by the preview server (with the real _headers, so the job
// board's CSP applies), and Chromium, slowed like a mid-range phone on a poor
// mobile connection (1.6 Mbps down, 750 kbps up, 150 ms round trip; the CPU
// four times slower), opens /jobs/, focuses What (which starts loading the
// search), types a query with a place (which loads the place data too) and
// presses Enter. Measured in the page: the time
// from the Enter key to the results' count on screen, for that first query
// and for a second one; and every byte fetched from the first focus to the
// first results. The results are printed as Markdown for BENCHMARKS.md.
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { readOptions } from "../src/command-line";
import { buildSite, renderSite } from "../src/pipeline/build";
import { buildSearchIndex } from "../src/jobs/search-index";
import { paths, vacancyPath } from "../src/routes";
import { startPreviewServer } from "../src/preview/server";
import { launchChromium } from "../src/tools/chromium";
import { benchToday, median, medianTime, prepareVacancies, sizesAndRuns } from "./bench-sites";

const usage = "Usage: node scripts/run.mjs scripts/search-bench.ts [--sizes 20,1000,10000] [--work-dir DIR] [--runs 3]";

/** A poor 4G or good 3G connection, as Lighthouse's "slow 4G" profile: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

/**
 * Words every generated vacancy draws from (bench-sites.ts), so each size has
 * matches; the first query's Where is a town (D43), so it fetches the place
 * data beside the index, as a candidate's first search by place does.
 */
const firstQuery = { what: "tempor", where: "Bedford" };
const secondQuery = { what: "labore dolor", where: "" };

interface SizeResult {
  generated: number;
  open: number;
  buildMs: number;
  indexMs: number;
  indexFiles: number;
  indexBytes: number;
  firstQueryBytes: number;
  firstQueryGzipBytes: number;
  firstQueryRequests: number;
  firstQueryMs: number;
  secondQueryMs: number;
  firstResults: string;
}

async function folderBytes(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

async function measureSize(root: string, workDir: string, size: number, runs: number): Promise<SizeResult> {
  const contentDir = await prepareVacancies(root, workDir, size);
  const outDir = path.join(workDir, `site-${size}`);
  const options = {
    contentDir,
    outDir,
    staticDir: path.join(root, "static"),
    sourceDir: path.join(root, "src"),
    today: benchToday,
    siteUrl: "https://www.ousevalley.example",
  };
  const summary = await buildSite(options);
  // What the index adds to a build: the same call the build makes, timed on its own.
  const { jobBoard } = await renderSite(options);
  const facts = { noClosingDate: "Open until filled", postedOn: "Posted {{date}}" };
  const indexMs = medianTime(runs, () =>
    buildSearchIndex({
      path: paths.jobSearchIndex.slice(1),
      vacancies: jobBoard.listing.vacancies,
      facts,
      vacancyHref: vacancyPath,
    }),
  );
  const index = await folderBytes(path.join(outDir, path.dirname(paths.jobSearchIndex.slice(1))));

  const server = await startPreviewServer({ root: outDir, port: 0 });
  const browser = await launchChromium();
  try {
    const firstTimes: number[] = [];
    const secondTimes: number[] = [];
    let fetched: { path: string; bytes: number; gzipBytes: number }[] = [];
    let firstResults = "";
    for (let run = 0; run < runs; run++) {
      // A fresh context each run: nothing cached from the run before.
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 900 } });
      await context.route(
        (url) => url.hostname === "images.unsplash.com",
        (route) => route.abort(),
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.goto("/jobs/", { waitUntil: "load" });
      const requested: string[] = [];
      context.on("requestfinished", (request) => requested.push(new URL(request.url()).pathname));
      // Times taken in the page: from the Enter key to the results' count showing.
      await page.evaluate(() => {
        const timing: { enter: number; shown: number[] } = { enter: 0, shown: [] };
        (window as unknown as { searchTiming: typeof timing }).searchTiming = timing;
        document.addEventListener(
          "keydown",
          (event) => event.key === "Enter" && (timing.enter = performance.now()),
          true,
        );
        const heading = document.getElementById("jobs-results-heading")!;
        new MutationObserver(() => {
          if (heading.textContent?.includes(" for ‘")) timing.shown.push(performance.now() - timing.enter);
        }).observe(heading, { childList: true, characterData: true, subtree: true });
      });
      const what = page.getByLabel("What", { exact: true });
      await what.focus();
      await what.pressSequentially(firstQuery.what);
      await page.getByLabel("Where", { exact: true }).pressSequentially(firstQuery.where);
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        () => (window as unknown as { searchTiming: { shown: number[] } }).searchTiming.shown.length > 0,
        null,
        { timeout: 120_000 },
      );
      firstTimes.push(
        await page.evaluate(() => (window as unknown as { searchTiming: { shown: number[] } }).searchTiming.shown[0]!),
      );
      firstResults = (await page.locator("#jobs-results-heading").textContent()) ?? "";
      if (run === 0) {
        fetched = await Promise.all(
          requested.map(async (urlPath) => {
            const contents = await readFile(path.join(outDir, urlPath));
            // The preview server sends scripts and JSON gzipped, as the host does: the browser downloaded these bytes.
            return {
              path: urlPath,
              bytes: contents.length,
              gzipBytes: /\.(js|json)$/.test(urlPath) ? gzipSync(contents).length : contents.length,
            };
          }),
        );
      }
      // On a phone the form folds to one line after a search: open it, as a candidate taps Edit search.
      const edit = page.getByRole("button", { name: "Edit search" });
      if (await edit.isVisible()) await edit.click();
      await what.fill(secondQuery.what);
      await page.getByLabel("Where", { exact: true }).fill(secondQuery.where);
      await what.focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        () => (window as unknown as { searchTiming: { shown: number[] } }).searchTiming.shown.length > 1,
        null,
        { timeout: 120_000 },
      );
      secondTimes.push(
        await page.evaluate(() => (window as unknown as { searchTiming: { shown: number[] } }).searchTiming.shown[1]!),
      );
      await context.close();
    }
    return {
      generated: size,
      open: summary.vacancies.open,
      buildMs: summary.milliseconds,
      indexMs,
      indexFiles: index.files,
      indexBytes: index.bytes,
      firstQueryBytes: fetched.reduce((sum, file) => sum + file.bytes, 0),
      firstQueryGzipBytes: fetched.reduce((sum, file) => sum + file.gzipBytes, 0),
      firstQueryRequests: fetched.length,
      firstQueryMs: median(firstTimes),
      secondQueryMs: median(secondTimes),
      firstResults,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const number = (value: number) => Math.round(value).toLocaleString("en-GB");
const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString("en-GB", { maximumFractionDigits: 0 })} KB`;

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      sizes: { type: "string", default: "20,1000,10000" },
      runs: { type: "string", default: "3" },
      "work-dir": { type: "string", default: existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir() },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const asked = sizesAndRuns(options, usage);
  if (!asked) return 2;
  const { sizes, runs } = asked;
  const workDir = await mkdtemp(path.join(path.resolve(options["work-dir"]), "search-bench-"));
  const results: SizeResult[] = [];
  try {
    for (const size of sizes) {
      results.push(await measureSize(root, workDir, size, runs));
      console.error(`${size} vacancies measured`);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const cpus = os.cpus();
  console.log(
    [
      `Taken ${new Date().toISOString().slice(0, 10)} on ${cpus[0]?.model.trim() ?? "an unknown CPU"}, ${os.availableParallelism()} cores, Node.js ${process.version}, ${os.platform()} ${os.release()}; content and output in ${options["work-dir"]}; the median of ${runs} runs.`,
      `Phone profile: ${(network.downloadThroughput * 8) / 1024 / 1024} Mbps down, ${network.latency} ms round trip, CPU slowed ${cpuSlowdown} times, 412 px wide. First query: What "${firstQuery.what}", Where "${firstQuery.where}"; second: What "${secondQuery.what}".`,
      "",
      "| Vacancies generated | Open on the board | Whole build | Index build (part of it) | Index files | Index size | First query: requests | First query: bytes as served | First query: bytes, scripts compressed | Enter to results, first query | Enter to results, second query | First result count |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      ...results.map(
        (result) =>
          `| ${number(result.generated)} | ${number(result.open)} | ${number(result.buildMs)} ms | ${number(result.indexMs)} ms | ${number(result.indexFiles)} | ${kilobytes(result.indexBytes)} | ${result.firstQueryRequests} | ${kilobytes(result.firstQueryBytes)} | ${kilobytes(result.firstQueryGzipBytes)} | ${number(result.firstQueryMs)} ms | ${number(result.secondQueryMs)} ms | ${result.firstResults} |`,
      ),
    ].join("\n"),
  );
  return 0;
}
