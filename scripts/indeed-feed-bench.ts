// What Indeed's XML job feed costs a build:
//   node scripts/run.mjs scripts/indeed-feed-bench.ts [--sizes 2000] [--work-dir /dev/shm] [--runs 9]
//
// For each size, generated vacancies (scripts/bench-sites.ts, all open on the
// day the build is told it is) are added to a copy of the content, and the
// site is rendered in memory with the build's own stages (renderSite), timed
// whole. The feed is then made again on its own with the same call the build
// makes, and the RSS feeds beside it for comparison, and weighed. The results
// are printed as Markdown for BENCHMARKS.md.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readOptions } from "../src/command-line";
import { loadContent } from "../src/content/load";
import { vacancyFeeds } from "../src/jobs/feeds";
import { renderSite } from "../src/pipeline/build";
import { indeedFeedFile } from "../src/pipeline/job-board-files";
import { benchToday, medianTime, prepareVacancies, sizesAndRuns } from "./bench-sites";

const usage = "Usage: node scripts/run.mjs scripts/indeed-feed-bench.ts [--sizes 2000] [--work-dir DIR] [--runs 9]";
const siteUrl = "https://www.ousevalley.example";

interface SizeResult {
  generated: number;
  open: number;
  renderMs: number;
  feedMs: number;
  rssMs: number;
  bytes: number;
  gzipBytes: number;
}

async function measureSize(root: string, workDir: string, size: number, runs: number): Promise<SizeResult> {
  const contentDir = await prepareVacancies(root, workDir, size);
  const options = {
    contentDir,
    staticDir: path.join(root, "static"),
    sourceDir: path.join(root, "src"),
    today: benchToday,
    siteUrl,
  };
  const renderStarted = performance.now();
  const { jobBoard, output } = await renderSite(options);
  const renderMs = performance.now() - renderStarted;
  const content = await loadContent(contentDir, { siteUrl });
  const feedMs = medianTime(runs, () => indeedFeedFile(content, jobBoard, siteUrl));
  const site = { tradingName: content.site.data.tradingName, url: siteUrl, lang: content.site.data.locale.lang };
  const rssMs = medianTime(runs, () => vacancyFeeds(jobBoard.listing, site, jobBoard.today));
  const feed = output.files.get(indeedFeedFile(content, jobBoard, siteUrl).path)!.contents;
  const bytes = Buffer.byteLength(feed);
  return {
    generated: size,
    open: jobBoard.listing.vacancies.length,
    renderMs,
    feedMs,
    rssMs,
    bytes,
    gzipBytes: gzipSync(feed).length,
  };
}

const number = (value: number) => Math.round(value).toLocaleString("en-GB");
const milliseconds = (value: number) => `${value.toLocaleString("en-GB", { maximumFractionDigits: 1 })} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString("en-GB", { maximumFractionDigits: 0 })} KB`;

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      sizes: { type: "string", default: "2000" },
      runs: { type: "string", default: "9" },
      "work-dir": { type: "string", default: existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir() },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const asked = sizesAndRuns(options, usage);
  if (!asked) return 2;
  const { sizes, runs } = asked;
  const workDir = await mkdtemp(path.join(path.resolve(options["work-dir"]), "indeed-feed-bench-"));
  const results: SizeResult[] = [];
  try {
    for (const size of sizes) results.push(await measureSize(root, workDir, size, runs));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const cpus = os.cpus();
  console.log(
    [
      `Taken ${new Date().toISOString().slice(0, 10)} on ${cpus[0]?.model.trim() ?? "an unknown CPU"}, ${os.availableParallelism()} cores, Node.js ${process.version}; content in ${options["work-dir"]}; the feed's time is the median of ${runs} runs.`,
      "",
      "| Vacancies generated | Open on the board | Site rendered in memory (one run) | Indeed feed | Share of the render | RSS feeds (all and per sector), for comparison | Feed size | Gzipped |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...results.map(
        (result) =>
          `| ${number(result.generated)} | ${number(result.open)} | ${number(result.renderMs)} ms | ${milliseconds(result.feedMs)} | ${((100 * result.feedMs) / result.renderMs).toLocaleString("en-GB", { maximumFractionDigits: 1 })} % | ${milliseconds(result.rssMs)} | ${kilobytes(result.bytes)} | ${kilobytes(result.gzipBytes)} |`,
      ),
    ].join("\n"),
  );
  return 0;
}
