// The build benchmark: npm run bench [-- --sizes 1000,4000,16000 --vacancies 1000,10000 --runs 5 --edits 10 --no-write]
//
// Generates pages shaped like the samples of the widely cited static-site
// generator build benchmark (a five-word lorem title in front matter, then
// three lorem paragraphs, about 1 KB a file) into a temporary copy of the
// content folder's generic page collection, builds each size with the real
// command line as a child process, and times it from spawn to exit: with the
// caches the build before left (the usual case) and with --no-cache, and,
// when `hugo` is installed, Hugo building the same pages in the same layout,
// the runs interleaved. The results, with the machine they were taken on,
// replace the generated section of BENCHMARKS.md; the hand-written notes
// around it stay.
//
// The job board is measured the same way: generated vacancies (every one
// open on the day the build is told it is) added to content/vacancies/,
// built with all their listing pages, filter pages, vacancy pages and feeds.
// Start-up is the real site against `node -e 0`; the edit loop is timed in
// Chromium by dev-latency.ts, beside `hugo server`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statfsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readOptions } from "../src/command-line";
import { commandLineCacheDir, contentCacheFile } from "../src/content/load-cache";
import { benchToday, hugo, median, prepareContent, prepareHugoSite, prepareVacancies } from "./bench-sites";
import { measureEditLoop, type EditLoopResult } from "./dev-latency";

const usage = "Usage: npm run bench -- [--sizes 1000,4000,16000] [--vacancies 1000,10000] [--runs 5] [--edits 10] [--work-dir DIR] [--no-write]";

interface Run {
  milliseconds: number;
  /** Peak resident memory of the build process, in kB. */
  peakKilobytes: number | undefined;
  pagesWritten: number;
}

/** GNU time reports the peak resident memory of the process it runs; without it, the child reports its own. */
const gnuTime = existsSync("/usr/bin/time") && spawnSync("/usr/bin/time", ["-v", "true"]).status === 0 ? "/usr/bin/time" : undefined;
const reportOwnPeak =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('\\nPeak memory of the build: '+process.resourceUsage().maxRSS+' kB\\n'))";
export const memoryMethod = gnuTime
  ? "peak resident set size from GNU time (`/usr/bin/time -v`)"
  : "peak resident set size the build process reports of itself (`process.resourceUsage().maxRSS`)";

function buildOnce(root: string, contentDir: string, outDir: string, extra: string[] = []): Promise<Run> {
  const cli = ["scripts/run.mjs", "src/cli.ts", "--content", contentDir, "--out", outDir, "--today", benchToday, ...extra];
  const [command, args] = gnuTime
    ? [gnuTime, ["-v", process.execPath, ...cli]]
    : [process.execPath, ["--import", reportOwnPeak, ...cli]];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // No TTY: the build prints its summary line only, as it would in CI.
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const milliseconds = performance.now() - started;
      if (code !== 0) return reject(new Error(`The build exited with ${code}:\n${stdout}${stderr}`));
      const pages = /Built (\d+) pages/.exec(stdout);
      if (!pages) return reject(new Error(`The build printed no summary line:\n${stdout}`));
      const peak = /Maximum resident set size \(kbytes\): (\d+)|Peak memory of the build: (\d+) kB/.exec(stderr);
      resolve({ milliseconds, pagesWritten: Number(pages[1]), peakKilobytes: peak ? Number(peak[1] ?? peak[2]) : undefined });
    });
  });
}


interface SizeResult {
  benchmarkPages: number;
  pagesWritten: number;
  /** Hugo's median for the same pages in the same layout, measured between our runs; when hugo is on the path. */
  hugoMedianMs?: number | undefined;
  hugoPeakMegabytes?: number | undefined;
  /** With no content cache and no output folder, as on a fresh clone after npm ci. */
  firstMedianMs: number;
  /** Hugo's median into an empty output folder, between our runs. */
  hugoFirstMedianMs?: number | undefined;
  /** With the content cache of the build before (the usual case). */
  medianMs: number;
  /** With --no-cache: every content file validated again. */
  uncachedMedianMs: number;
  bestMs: number;
  peakMegabytes: number | undefined;
}

/** One `hugo` build of a site, timed from spawn to exit, with its peak memory where GNU time is there to tell it. */
async function hugoOnce(site: string, { first = false } = {}): Promise<Run> {
  const destination = path.join(site, "public");
  if (first) await rm(destination, { recursive: true, force: true });
  const args = ["--quiet", "--source", site, "--destination", destination];
  const [command, commandArgs] = gnuTime ? [gnuTime, ["-v", hugo!, ...args]] : [hugo!, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const milliseconds = performance.now() - started;
      if (code !== 0) return reject(new Error(`hugo exited with ${code}: ${stderr}`));
      const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      resolve({ milliseconds, pagesWritten: 0, peakKilobytes: peak ? Number(peak[1]) : undefined });
    });
  });
}

async function benchmarkSize(root: string, workDir: string, count: number, runs: number, prepare = prepareContent): Promise<SizeResult> {
  const contentDir = await prepare(root, workDir, count);
  const outDir = path.join(workDir, `out-${path.basename(contentDir)}`);
  // One build first, untimed: it fills the launcher's bundle cache, the content cache and the file system cache, as an editor's second build would find them.
  await buildOnce(root, contentDir, outDir);
  // Hugo builds the generic pages only (not the job board), in the same layout, its runs between ours.
  const hugoSite = hugo && prepare === prepareContent ? await prepareHugoSite(workDir, count, await readFile(path.join(outDir, `bench-${"1".padStart(String(count).length, "0")}`, "index.html"), "utf8")) : undefined;
  if (hugoSite) await hugoOnce(hugoSite);
  const first: Run[] = [];
  const measured: Run[] = [];
  const uncached: Run[] = [];
  const hugoFirst: Run[] = [];
  const hugoRuns: Run[] = [];
  const say = (what: string, run: number, result: Run) => process.stdout.write(`  ${what}, run ${run + 1}/${runs}: ${Math.round(result.milliseconds)} ms\n`);
  const cacheFile = contentCacheFile(commandLineCacheDir(root), contentDir);
  for (let run = 0; run < runs; run += 1) {
    // As on a fresh clone after npm ci: no content cache and no output folder, the bundles made by npm's prepare step.
    await rm(cacheFile, { force: true });
    await rm(outDir, { recursive: true, force: true });
    first.push(await buildOnce(root, contentDir, outDir));
    say(`${path.basename(contentDir)}, first build`, run, first.at(-1)!);
    measured.push(await buildOnce(root, contentDir, outDir));
    say(`${path.basename(contentDir)}`, run, measured.at(-1)!);
    // Every content file validated again, as on a machine whose cache is empty (a fresh clone, or a host that keeps none).
    uncached.push(await buildOnce(root, contentDir, outDir, ["--no-cache"]));
    say(`${path.basename(contentDir)} --no-cache`, run, uncached.at(-1)!);
    if (hugoSite) {
      hugoFirst.push(await hugoOnce(hugoSite, { first: true }));
      say(`hugo, ${count} pages, first build`, run, hugoFirst.at(-1)!);
      hugoRuns.push(await hugoOnce(hugoSite));
      say(`hugo, ${count} pages`, run, hugoRuns.at(-1)!);
    }
  }
  await rm(contentDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  if (hugoSite) await rm(hugoSite, { recursive: true, force: true });
  const peak = (list: Run[]) => {
    const peaks = list.flatMap((run) => (run.peakKilobytes === undefined ? [] : [run.peakKilobytes]));
    return peaks.length > 0 ? Math.max(...peaks) / 1024 : undefined;
  };
  return {
    benchmarkPages: count,
    pagesWritten: measured[0]!.pagesWritten,
    hugoMedianMs: hugoRuns.length > 0 ? median(hugoRuns.map((run) => run.milliseconds)) : undefined,
    hugoFirstMedianMs: hugoFirst.length > 0 ? median(hugoFirst.map((run) => run.milliseconds)) : undefined,
    hugoPeakMegabytes: peak([...hugoFirst, ...hugoRuns]),
    firstMedianMs: median(first.map((run) => run.milliseconds)),
    medianMs: median(measured.map((run) => run.milliseconds)),
    uncachedMedianMs: median(uncached.map((run) => run.milliseconds)),
    bestMs: Math.min(...measured.map((run) => run.milliseconds)),
    peakMegabytes: peak([...first, ...measured, ...uncached]),
  };
}

function hugoVersion(): string {
  return /v(\d+\.\d+\.\d+)/.exec(spawnSync("hugo", ["version"], { encoding: "utf8" }).stdout)?.[1] ?? "";
}

function machineDescription(): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? "unknown"}, ${os.availableParallelism()} cores available`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `- Node.js ${process.version} on ${os.platform()} ${os.release()} (${os.arch()})`,
  ];
}

const number = (value: number, digits = 0) =>
  value.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function resultsTable(results: SizeResult[], runs: number, unit = "Benchmark pages"): string[] {
  const hugoColumns = (result: SizeResult, ours: number) => (result.hugoMedianMs === undefined ? "n/a | n/a" : `${number(result.hugoMedianMs)} ms | ${number(ours / result.hugoMedianMs, 2)}`);
  const megabytes = (value: number | undefined) => (value === undefined ? "n/a" : `${number(value)} MB`);
  const firstColumns = (result: SizeResult) =>
    result.hugoFirstMedianMs === undefined ? `${number(result.firstMedianMs)} ms | n/a | n/a` : `${number(result.firstMedianMs)} ms | ${number(result.hugoFirstMedianMs)} ms | ${number(result.firstMedianMs / result.hugoFirstMedianMs, 2)}`;
  const rows = results.map((result) => {
    const perPage = result.medianMs / result.pagesWritten;
    return `| ${number(result.benchmarkPages)} | ${number(result.pagesWritten)} | ${firstColumns(result)} | ${number(result.medianMs)} ms | ${number(result.uncachedMedianMs)} ms | ${hugoColumns(result, result.medianMs)} | ${result.hugoMedianMs === undefined ? "n/a" : number(result.uncachedMedianMs / result.hugoMedianMs, 2)} | ${number(result.bestMs)} ms | ${number(perPage, 3)} ms | ${megabytes(result.peakMegabytes)} | ${megabytes(result.hugoPeakMegabytes)} |`;
  });
  const marginal = results.slice(1).map((result, index) => {
    const previous = results[index]!;
    const cost = (result.medianMs - previous.medianMs) / (result.pagesWritten - previous.pagesWritten);
    return `- from ${number(previous.benchmarkPages)} to ${number(result.benchmarkPages)} ${unit.toLowerCase()}: ${number(cost, 3)} ms for each page written added`;
  });
  return [
    `Median and best of ${runs} runs after one untimed build, wall time from spawning \`node scripts/run.mjs src/cli.ts --content … --out …\` to its exit (process start, loading the generator, loading, rendering and writing included). "First build" is a fresh clone's after \`npm ci\`: no content cache and no output folder${hugo ? " (Hugo's: no output folder)" : ""}. The other builds go into the output folder of the build before, as an editor's or a host's next build finds it. "Cached" is the usual build, with the content cache the build before left in node_modules/.cache/content/; "no cache" is \`--no-cache\`, every file validated again and the stylesheet and scripts bundled again. The runs alternate: first build, cached, no cache${hugo ? ", Hugo's first build, Hugo's rebuild" : ""}. Pages written include the site's own pages and its sample vacancies. Memory: ${memoryMethod}, the highest of the runs.`,
    "",
    `| ${unit} | Pages written | First build, median | Hugo ${hugo ? hugoVersion() : "(not installed)"}, first build | Ratio to Hugo, first build | Cached, median | No cache, median | Hugo, rebuild | Ratio to Hugo, cached | Ratio to Hugo, no cache | Best (cached) | Per page (cached) | Peak memory | Hugo's peak memory |`,
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    "Cost of each added page (the slope between sizes; a constant slope means the cost grows linearly):",
    "",
    ...marginal,
  ];
}

/** Spawns a command and times it from spawn to exit. */
function timeCommand(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} exited with ${code}: ${stderr}`))));
  });
}

/**
 * Start-up: the real site (content/, its own pages and sample vacancies)
 * built from process start to exit, against Node starting and doing nothing
 * (`node -e 0`) and Hugo building a 12-page site, the runs interleaved.
 */
async function benchmarkStartUp(root: string, workDir: string, runs: number): Promise<string[]> {
  const out = path.join(workDir, "start-up");
  const ours = ["scripts/run.mjs", "src/cli.ts", "--out", out];
  await timeCommand(process.execPath, ours, root);
  const hugoSite = hugo ? await prepareHugoSite(workDir, 12, await readFile(path.join(out, "privacy", "index.html"), "utf8")) : undefined;
  const times = { node: [] as number[], ours: [] as number[], hugo: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    times.node.push(await timeCommand(process.execPath, ["-e", "0"], root));
    times.ours.push(await timeCommand(process.execPath, ours, root));
    if (hugoSite) times.hugo.push((await hugoOnce(hugoSite)).milliseconds);
  }
  process.stdout.write(`  start-up: node -e 0 ${Math.round(median(times.node))} ms, the real site ${Math.round(median(times.ours))} ms\n`);
  const row = (what: string, list: number[]) => `| ${what} | ${number(median(list))} ms | ${number(Math.min(...list))} ms | ${number(median(list) - median(times.node))} ms |`;
  return [
    `Start-up, median and best of ${runs} interleaved runs, from spawn to exit:`,
    "",
    "| | Median | Best | Beyond `node -e 0` |",
    "|---|---:|---:|---:|",
    row("`node -e 0`", times.node),
    row("The real site (`node scripts/run.mjs src/cli.ts`)", times.ours),
    ...(hugoSite ? [row(`Hugo ${hugoVersion()}, a 12-page site`, times.hugo)] : []),
  ];
}

/** The edit loop: saving a content file to the open page's first paint of the edit (scripts/dev-latency.ts). */
function editLoopTable(loops: EditLoopResult[], edits: number): string[] {
  const cell = (list: number[] | undefined) => (list ? `${number(median(list))} ms (best ${number(Math.min(...list))})` : "n/a");
  return [
    `The edit loop: from saving one content file to the first paint of the open page showing the edit, Chromium on the dev server's page, ${edits} edits each, the servers' edits alternating (\`npm run bench:dev\`):`,
    "",
    "| Site | `npm run dev` | `hugo server`, same pages |",
    "|---|---:|---:|",
    ...loops.map((loop) => `| ${loop.label} | ${cell(loop.ours)} | ${cell(loop.hugo)} |`),
  ];
}

/** The kind of file system, which decides much of the cost of writing thousands of small files. */
function fileSystemName(folder: string): string {
  const known: Record<number, string> = { 0xef53: "ext4", 0x01021994: "tmpfs, in memory", 0x9123683e: "btrfs", 0x58465342: "xfs", 0x794c7630: "overlayfs" };
  try {
    const { type } = statfsSync(folder);
    return known[type] ?? `file system type 0x${type.toString(16)}`;
  } catch {
    return "unknown file system";
  }
}

/** Replaces this work folder's generated section of the results file, adds one, or starts the file with one. */
async function writeResults(file: string, workParent: string, section: string[]): Promise<void> {
  const startMarker = `<!-- bench:results:${workParent}:start -->`;
  const endMarker = `<!-- bench:results:${workParent}:end -->`;
  const generated = [startMarker, ...section, endMarker].join("\n");
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing?.includes(startMarker) && existing.includes(endMarker)) {
    const before = existing.slice(0, existing.indexOf(startMarker));
    const after = existing.slice(existing.indexOf(endMarker) + endMarker.length);
    await writeFile(file, `${before}${generated}${after}`);
  } else if (existing) {
    await writeFile(file, `${existing.trimEnd()}\n\n${generated}\n`);
  } else {
    await writeFile(file, `# Build benchmark\n\n${generated}\n`);
  }
}

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      sizes: { type: "string", default: "1000,4000,16000" },
      vacancies: { type: "string", default: "1000,10000" },
      runs: { type: "string", default: "5" },
      /** Edits timed in the browser for the edit loop, at 4,000 pages (with hugo server) and 4,000 vacancies; 0 leaves it out. */
      edits: { type: "string", default: "10" },
      // Where the pages and the built site go; the system's temporary folder unless told.
      "work-dir": { type: "string", default: os.tmpdir() },
      "no-write": { type: "boolean", default: false },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const sizes = options.sizes.split(",").filter(Boolean).map(Number);
  const vacancySizes = options.vacancies.split(",").filter(Boolean).map(Number);
  const runs = Number(options.runs);
  const edits = Number(options.edits);
  if ([...sizes, ...vacancySizes].some((size) => !Number.isInteger(size) || size < 1) || !Number.isInteger(runs) || runs < 1 || !Number.isInteger(edits) || edits < 0) {
    console.error(`--sizes and --vacancies take whole numbers separated by commas (or nothing), and --runs and --edits whole numbers.\n${usage}`);
    return 2;
  }

  const workParent = path.resolve(options["work-dir"]);
  const found = await stat(workParent).catch(() => undefined);
  if (!found?.isDirectory()) {
    console.error(`--work-dir ${options["work-dir"]}: expected a folder that exists, found ${found ? "a file" : "nothing"}; the benchmark makes its own folder inside it.\n${usage}`);
    return 2;
  }
  const workDir = await mkdtemp(path.join(workParent, "site-bench-")).catch((error: NodeJS.ErrnoException) => error);
  if (workDir instanceof Error) {
    console.error(`--work-dir ${options["work-dir"]}: cannot make the benchmark's folder there (${workDir.code ?? workDir.message}); give a folder you can write to.\n${usage}`);
    return 2;
  }
  const results: SizeResult[] = [];
  const vacancyResults: SizeResult[] = [];
  let startUp: string[] = [];
  const editLoops: EditLoopResult[] = [];
  try {
    startUp = await benchmarkStartUp(root, workDir, Math.max(runs, 10));
    for (const size of sizes) results.push(await benchmarkSize(root, workDir, size, runs));
    for (const size of vacancySizes) vacancyResults.push(await benchmarkSize(root, workDir, size, runs, prepareVacancies));
    if (edits > 0) {
      editLoops.push(await measureEditLoop(root, { pages: 4000, edits, withHugo: true }));
      editLoops.push(await measureEditLoop(root, { vacancies: 4000, edits, withHugo: false }));
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const section = [
    `### Content and output in ${workParent} (${fileSystemName(workParent)})`,
    "",
    `Taken ${new Date().toISOString().slice(0, 10)} on:`,
    "",
    ...machineDescription(),
    "",
    ...(results.length > 0 ? resultsTable(results, runs) : []),
    ...(vacancyResults.length > 0
      ? [
          "",
          `The job board: generated vacancies, all open on ${benchToday} (\`--today ${benchToday}\`), each with its page, in every listing and filter page they fall in, and in the feeds.`,
          "",
          ...resultsTable(vacancyResults, runs, "Vacancies"),
        ]
      : []),
    "",
    ...startUp,
    ...(editLoops.length > 0 ? ["", ...editLoopTable(editLoops, edits)] : []),
  ];
  console.log(`\n${section.join("\n")}`);
  if (!options["no-write"]) {
    const file = path.join(root, "BENCHMARKS.md");
    await mkdir(path.dirname(file), { recursive: true });
    await writeResults(file, workParent, section);
    console.log(`\nResults written to ${path.relative(process.cwd(), file) || file}.`);
  }
  return 0;
}
