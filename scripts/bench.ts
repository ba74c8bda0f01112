// The build benchmark: npm run bench [-- --sizes 1000,4000,16000 --vacancies 1000,10000 --runs 5 --edits 10 --no-write]
//
// Generates pages shaped like the samples of the widely cited static-site
// generator build benchmark (a five-word lorem title in front matter, then
// three lorem paragraphs, about 1 KB a file) into a temporary copy of the
// content folder's generic page collection, builds each size with the real
// command line as a child process, and times it from spawn to exit on the
// builds people run (D45): a deploy (one page changed, the caches kept, an
// empty output folder), a local rebuild after one page changed, and a build
// from nothing (--no-cache, empty folder); when `hugo` is installed, Hugo
// builds the same pages in the same layout, the runs interleaved, and makes
// the uploaded photographs' files where ours does, its image cache kept as
// ours is for a deploy and cleared for its build from nothing. A build
// with nothing changed is reported last, never as a ratio. The results, with
// the machine they were taken on, replace the generated section of
// BENCHMARKS.md; the hand-written notes around it stay.
//
// The job board is measured the same way: generated vacancies (every one
// open on the day the build is told it is) added to content/vacancies/,
// built with all their listing pages, filter pages, vacancy pages and feeds.
// The real site is timed after one page changed, locally and as a deploy,
// against `node -e 0`; the edit loop is timed in
// Chromium by dev-latency.ts, beside `hugo server`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statfsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readOptions } from "../src/command-line";
import {
  benchToday,
  hugo,
  median,
  pagesWithPhotos,
  prepareContent,
  prepareHugoSite,
  prepareVacancies,
} from "./bench-sites";
import { measureEditLoop, type EditLoopResult } from "./dev-latency";

const usage =
  "Usage: npm run bench -- [--sizes 1000,4000,16000] [--vacancies 1000,10000] [--runs 5] [--edits 10] [--work-dir DIR] [--no-write]";

interface Run {
  milliseconds: number;
  /** Peak resident memory of the build process, in kB. */
  peakKilobytes: number | undefined;
  pagesWritten: number;
}

/** GNU time reports the peak resident memory of the process it runs; without it, the child reports its own. */
const gnuTime =
  existsSync("/usr/bin/time") && spawnSync("/usr/bin/time", ["-v", "true"]).status === 0 ? "/usr/bin/time" : undefined;
const reportOwnPeak =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('\\nPeak memory of the build: '+process.resourceUsage().maxRSS+' kB\\n'))";
export const memoryMethod = gnuTime
  ? "peak resident set size from GNU time (`/usr/bin/time -v`)"
  : "peak resident set size the build process reports of itself (`process.resourceUsage().maxRSS`)";

function buildOnce(root: string, contentDir: string, outDir: string, extra: string[] = []): Promise<Run> {
  const cli = [
    "scripts/run.mjs",
    "src/cli.ts",
    "--content",
    contentDir,
    "--out",
    outDir,
    "--today",
    benchToday,
    ...extra,
  ];
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
      resolve({
        milliseconds,
        pagesWritten: Number(pages[1]),
        peakKilobytes: peak ? Number(peak[1] ?? peak[2]) : undefined,
      });
    });
  });
}

/** The times of one workload over the runs, in milliseconds. */
type Times = number[];

interface SizeResult {
  benchmarkPages: number;
  pagesWritten: number;
  /** A deploy: one page changed, the caches of the build before kept, an empty output folder (D45). */
  deploy: Times;
  /** A local rebuild: one page changed, the caches and the output folder kept. */
  rebuild: Times;
  /** From nothing: --no-cache into an empty output folder, as a fresh clone. */
  fromNothing: Times;
  /** Nothing changed since the build before: reported, never set beside a build that did its work. */
  unchanged: Times;
  /** Hugo with one page changed into an empty folder, its cache of processed images kept (as a deploy keeps ours), and into its last build's folder. */
  hugoEmpty?: Times | undefined;
  hugoKept?: Times | undefined;
  /** Hugo from nothing: an empty folder, its cache of processed images (resources/_gen) and its cache folder cleared. */
  hugoFromNothing?: Times | undefined;
  /** The image files each side made of the uploaded photographs, counted in its output. */
  imageFiles?: { ours: number; hugo: number | undefined } | undefined;
  hugoUnchanged?: Times | undefined;
  peakMegabytes: number | undefined;
  hugoPeakMegabytes?: number | undefined;
}

/**
 * One `hugo` build of a site, timed from spawn to exit, with its peak memory
 * where GNU time is there to tell it. Its cache folder is inside the site, so
 * a build from nothing clears every cache Hugo has, as `--no-cache` skips ours.
 */
async function hugoOnce(site: string, { empty = false, fromNothing = false } = {}): Promise<Run> {
  const destination = path.join(site, "public");
  const cacheDir = path.join(site, "hugo-cache");
  if (empty || fromNothing) await rm(destination, { recursive: true, force: true });
  if (fromNothing) {
    await rm(path.join(site, "resources", "_gen"), { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
  const args = ["--quiet", "--source", site, "--destination", destination, "--cacheDir", cacheDir];
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

/** The WebP, JPEG and PNG files in a folder and the folders inside it. */
async function countImages(folder: string): Promise<number> {
  const files = await readdir(folder, { recursive: true }).catch(() => []);
  return files.filter((file) => /\.(webp|jpg|png)$/.test(file)).length;
}

/** Changes one page's text: a line added at the end of its body, different on every call. */
let pageEdits = 0;
async function changeOnePage(file: string): Promise<void> {
  pageEdits += 1;
  await writeFile(file, `${await readFile(file, "utf8")}\nEdited for run ${pageEdits} of the benchmark.\n`);
}

async function benchmarkSize(
  root: string,
  workDir: string,
  count: number,
  runs: number,
  prepare = prepareContent,
): Promise<SizeResult> {
  const contentDir = await prepare(root, workDir, count);
  const outDir = path.join(workDir, `out-${path.basename(contentDir)}`);
  const name =
    prepare === prepareContent ? `pages/bench-${"1".padStart(String(count).length, "0")}.md` : "vacancies/bench-1.md";
  // One build first, untimed: it fills the launcher's bundle cache, the content cache and the file system cache, as an editor's second build would find them.
  await buildOnce(root, contentDir, outDir);
  const ourImages = await countImages(path.join(outDir, "assets", "images"));
  // Hugo builds the generic pages only (not the job board), in the same layout, its runs between ours; it makes the uploaded photographs' files on the pages where ours shows them.
  const hugoSite =
    hugo && prepare === prepareContent
      ? await prepareHugoSite(
          workDir,
          count,
          await readFile(path.join(outDir, `bench-${"1".padStart(String(count).length, "0")}`, "index.html"), "utf8"),
          { pages: await pagesWithPhotos(outDir), mediaDir: path.join(contentDir, "media") },
        )
      : undefined;
  let hugoImages: number | undefined;
  if (hugoSite) {
    await hugoOnce(hugoSite, { fromNothing: true });
    hugoImages = await countImages(path.join(hugoSite, "public"));
    if (hugoImages !== ourImages)
      throw new Error(
        `${path.join(hugoSite, "public")}: expected Hugo to make as many image files of the uploads as ours (${ourImages}, in ${path.join(outDir, "assets", "images")}), found ${hugoImages}`,
      );
  }
  const ours = { deploy: [] as Run[], rebuild: [] as Run[], fromNothing: [] as Run[], unchanged: [] as Run[] };
  const theirs = { empty: [] as Run[], kept: [] as Run[], fromNothing: [] as Run[], unchanged: [] as Run[] };
  const say = (what: string, run: number, result: Run) =>
    process.stdout.write(
      `  ${path.basename(contentDir)}, ${what}, run ${run + 1}/${runs}: ${Math.round(result.milliseconds)} ms\n`,
    );
  const timed = async (list: Run[], what: string, run: number, build: () => Promise<Run>) => {
    list.push(await build());
    say(what, run, list.at(-1)!);
  };
  for (let run = 0; run < runs; run += 1) {
    await changeOnePage(path.join(contentDir, name));
    await rm(outDir, { recursive: true, force: true });
    await timed(ours.deploy, "a deploy (one page changed, caches kept, empty output folder)", run, () =>
      buildOnce(root, contentDir, outDir),
    );
    await changeOnePage(path.join(contentDir, name));
    await timed(ours.rebuild, "a local rebuild (one page changed)", run, () => buildOnce(root, contentDir, outDir));
    await rm(outDir, { recursive: true, force: true });
    await timed(ours.fromNothing, "from nothing (--no-cache, empty output folder)", run, () =>
      buildOnce(root, contentDir, outDir, ["--no-cache"]),
    );
    if (hugoSite) {
      await changeOnePage(path.join(hugoSite, "content", path.basename(name)));
      await timed(theirs.empty, "Hugo, one page changed, cache kept, empty output folder", run, () =>
        hugoOnce(hugoSite, { empty: true }),
      );
      await changeOnePage(path.join(hugoSite, "content", path.basename(name)));
      await timed(theirs.kept, "Hugo, one page changed, output folder kept", run, () => hugoOnce(hugoSite));
      await changeOnePage(path.join(hugoSite, "content", path.basename(name)));
      await timed(theirs.fromNothing, "Hugo from nothing (caches cleared, empty output folder)", run, () =>
        hugoOnce(hugoSite, { fromNothing: true }),
      );
      await timed(theirs.unchanged, "Hugo, nothing changed", run, () => hugoOnce(hugoSite));
    }
    await timed(ours.unchanged, "nothing changed", run, () => buildOnce(root, contentDir, outDir));
  }
  await rm(contentDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  if (hugoSite) await rm(hugoSite, { recursive: true, force: true });
  const peak = (list: Run[]) => {
    const peaks = list.flatMap((run) => (run.peakKilobytes === undefined ? [] : [run.peakKilobytes]));
    return peaks.length > 0 ? Math.max(...peaks) / 1024 : undefined;
  };
  const times = (list: Run[]) => list.map((run) => run.milliseconds);
  return {
    benchmarkPages: count,
    pagesWritten: ours.deploy[0]!.pagesWritten,
    deploy: times(ours.deploy),
    rebuild: times(ours.rebuild),
    fromNothing: times(ours.fromNothing),
    unchanged: times(ours.unchanged),
    hugoEmpty: hugoSite ? times(theirs.empty) : undefined,
    hugoKept: hugoSite ? times(theirs.kept) : undefined,
    hugoFromNothing: hugoSite ? times(theirs.fromNothing) : undefined,
    imageFiles: hugoSite ? { ours: ourImages, hugo: hugoImages } : undefined,
    hugoUnchanged: hugoSite ? times(theirs.unchanged) : undefined,
    peakMegabytes: peak([...ours.deploy, ...ours.rebuild, ...ours.fromNothing]),
    hugoPeakMegabytes: peak([...theirs.empty, ...theirs.kept, ...theirs.fromNothing]),
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

/** Median / best of a workload's runs. */
const cell = (list: Times | undefined) =>
  list && list.length > 0 ? `${number(median(list))} / ${number(Math.min(...list))} ms` : "n/a";
const ratio = (ours: Times, theirs: Times | undefined) =>
  theirs && theirs.length > 0 ? number(median(ours) / median(theirs), 2) : "n/a";

function resultsTable(results: SizeResult[], runs: number, unit = "Benchmark pages"): string[] {
  const megabytes = (value: number | undefined) => (value === undefined ? "n/a" : `${number(value)} MB`);
  const rows = results.flatMap((result) => [
    `| ${number(result.benchmarkPages)} | ${number(result.pagesWritten)} | a deploy: one page changed, caches kept, empty output folder | ${cell(result.deploy)} | ${cell(result.hugoEmpty)} | **${ratio(result.deploy, result.hugoEmpty)}** |`,
    `| | | a local rebuild: one page changed, output folder kept | ${cell(result.rebuild)} | ${cell(result.hugoKept)} | **${ratio(result.rebuild, result.hugoKept)}** |`,
    `| | | from nothing: \`--no-cache\`, empty output folder | ${cell(result.fromNothing)} | ${cell(result.hugoFromNothing)} | **${ratio(result.fromNothing, result.hugoFromNothing)}** |`,
  ]);

  const memory = results.map(
    (result) =>
      `${number(result.benchmarkPages)}: ours ${megabytes(result.peakMegabytes)}, Hugo ${megabytes(result.hugoPeakMegabytes)}`,
  );
  return [
    `Median / best of ${runs} runs after one untimed build, wall time from spawn to exit of \`node scripts/run.mjs src/cli.ts\`; the workloads alternate run by run${hugo ? `, Hugo ${hugoVersion()} between ours on the same pages in the same layout, making the uploaded photographs' files with its own \`.Resize\` where ours shows them (the same widths, formats and qualities); its image cache (\`resources/_gen\`) kept beside our deploy, cleared beside our build from nothing` : ""}. "One page changed" adds a line to one page's text.`,
    "",
    `| ${unit} | Pages written | Workload (D45) | Ours | Hugo | Ratio |`,
    "|---:|---:|---|---:|---:|---:|",
    ...rows,
    "",
    `Peak memory (${memoryMethod}): ${memory.join("; ")}.`,
    ...(results.some((result) => result.imageFiles)
      ? [
          "",
          `Files made of the uploaded photographs, counted in each output: ${results.map((result) => `${number(result.benchmarkPages)}: ours ${result.imageFiles?.ours ?? "n/a"}, Hugo ${result.imageFiles?.hugo ?? "n/a"}`).join("; ")}.`,
        ]
      : []),
  ];
}

/** A build with nothing changed did no work Hugo's did not: reported last, never as a ratio. */
function unchangedLine(results: SizeResult[], unit = "benchmark pages"): string {
  const unchanged = results.map(
    (result) =>
      `${number(result.benchmarkPages)} ${unit}: ours ${cell(result.unchanged)}${result.hugoUnchanged ? `, Hugo ${cell(result.hugoUnchanged)}` : ""}`,
  );
  return `Nothing changed (reported, never as a ratio): ${unchanged.join("; ")}.`;
}

/** Spawns a command and times it from spawn to exit. */
function timeCommand(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${command} exited with ${code}: ${stderr}`)),
    );
  });
}

/**
 * The real site (a copy of content/, its own pages and sample vacancies)
 * from process start to exit after one page changed, into the folder of the
 * build before and into an empty folder (a deploy), against Node starting and
 * doing nothing (`node -e 0`) and Hugo building a 12-page site, the runs
 * interleaved; nothing changed last.
 */
async function benchmarkRealSite(
  root: string,
  workDir: string,
  runs: number,
): Promise<{ table: string[]; unchanged: string }> {
  const contentDir = path.join(workDir, "real-site");
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  const page = path.join(contentDir, "pages", "privacy.md");
  const out = path.join(workDir, "real-site-out");
  const ours = ["scripts/run.mjs", "src/cli.ts", "--content", contentDir, "--out", out];
  await timeCommand(process.execPath, ours, root);
  const hugoSite = hugo
    ? await prepareHugoSite(workDir, 12, await readFile(path.join(out, "privacy", "index.html"), "utf8"))
    : undefined;
  const times = {
    node: [] as Times,
    rebuild: [] as Times,
    deploy: [] as Times,
    unchanged: [] as Times,
    hugo: [] as Times,
  };
  for (let run = 0; run < runs; run += 1) {
    times.node.push(await timeCommand(process.execPath, ["-e", "0"], root));
    await changeOnePage(page);
    times.rebuild.push(await timeCommand(process.execPath, ours, root));
    await changeOnePage(page);
    await rm(out, { recursive: true, force: true });
    times.deploy.push(await timeCommand(process.execPath, ours, root));
    if (hugoSite) times.hugo.push((await hugoOnce(hugoSite)).milliseconds);
    times.unchanged.push(await timeCommand(process.execPath, ours, root));
  }
  process.stdout.write(
    `  the real site: node -e 0 ${Math.round(median(times.node))} ms, one page changed ${Math.round(median(times.rebuild))} ms, as a deploy ${Math.round(median(times.deploy))} ms\n`,
  );
  const row = (what: string, list: Times) =>
    `| ${what} | ${cell(list)} | +${number(median(list) - median(times.node))} ms |`;
  const table = [
    `The real site, median / best of ${runs} interleaved runs, from spawn to exit:`,
    "",
    "| | Median / best | Beyond `node -e 0` |",
    "|---|---:|---:|",
    row("`node -e 0`", times.node),
    row("One page changed, output folder kept", times.rebuild),
    row("A deploy: one page changed, caches kept, empty output folder", times.deploy),
    ...(hugoSite ? [row(`Hugo ${hugoVersion()}, a 12-page site`, times.hugo)] : []),
  ];
  return {
    table,
    unchanged: `The real site with nothing changed (reported, not a goal): ${cell(times.unchanged)}, +${number(median(times.unchanged) - median(times.node))} ms beyond \`node -e 0\`.`,
  };
}

/** The edit loop: saving a content file to the open page's first paint of the edit (scripts/dev-latency.ts). */
function editLoopTable(loops: EditLoopResult[], edits: number): string[] {
  const cell = (list: number[] | undefined) =>
    list ? `${number(median(list))} ms (best ${number(Math.min(...list))})` : "n/a";
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
  const known: Record<number, string> = {
    0xef53: "ext4",
    0x01021994: "tmpfs, in memory",
    0x9123683e: "btrfs",
    0x58465342: "xfs",
    0x794c7630: "overlayfs",
  };
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
  if (
    [...sizes, ...vacancySizes].some((size) => !Number.isInteger(size) || size < 1) ||
    !Number.isInteger(runs) ||
    runs < 1 ||
    !Number.isInteger(edits) ||
    edits < 0
  ) {
    console.error(
      `--sizes and --vacancies take whole numbers separated by commas (or nothing), and --runs and --edits whole numbers.\n${usage}`,
    );
    return 2;
  }

  const workParent = path.resolve(options["work-dir"]);
  const found = await stat(workParent).catch(() => undefined);
  if (!found?.isDirectory()) {
    console.error(
      `--work-dir ${options["work-dir"]}: expected a folder that exists, found ${found ? "a file" : "nothing"}; the benchmark makes its own folder inside it.\n${usage}`,
    );
    return 2;
  }
  const workDir = await mkdtemp(path.join(workParent, "site-bench-")).catch((error: NodeJS.ErrnoException) => error);
  if (workDir instanceof Error) {
    console.error(
      `--work-dir ${options["work-dir"]}: cannot make the benchmark's folder there (${workDir.code ?? workDir.message}); give a folder you can write to.\n${usage}`,
    );
    return 2;
  }
  const results: SizeResult[] = [];
  const vacancyResults: SizeResult[] = [];
  let realSite: { table: string[]; unchanged: string } = { table: [], unchanged: "" };
  const editLoops: EditLoopResult[] = [];
  try {
    realSite = await benchmarkRealSite(root, workDir, Math.max(runs, 10));
    for (const size of sizes) results.push(await benchmarkSize(root, workDir, size, runs));
    for (const size of vacancySizes)
      vacancyResults.push(await benchmarkSize(root, workDir, size, runs, prepareVacancies));
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
    `Taken ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0]!.toFixed(1)} at the end, on:`,
    "",
    ...machineDescription(),
    "",
    ...realSite.table,
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
    ...(editLoops.length > 0 ? [...editLoopTable(editLoops, edits), ""] : []),
    ...(results.length > 0 ? [unchangedLine(results), ""] : []),
    ...(vacancyResults.length > 0 ? [unchangedLine(vacancyResults, "vacancies"), ""] : []),
    realSite.unchanged,
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
