// The build benchmark: npm run bench [-- --sizes 250,1000,4000 --vacancies 1000,10000 --runs 5 --no-write]
//
// Generates pages shaped like the samples of the widely cited static-site
// generator build benchmark (a five-word lorem title in front matter, then
// three lorem paragraphs, about 1 KB a file) into a temporary copy of the
// content folder's generic page collection, builds each size with the real
// command line as a child process, and times it from spawn to exit. The
// results, with the machine they were taken on, replace the generated section
// of BENCHMARKS.md; the hand-written notes around it stay.
//
// The job board is measured the same way: generated vacancies (every one
// open on the day the build is told it is) added to content/vacancies/,
// built with all their listing pages, filter pages, vacancy pages and feeds.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statfsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readOptions } from "../src/command-line";

const usage = "Usage: npm run bench -- [--sizes 250,1000,4000] [--vacancies 1000,10000] [--runs 5] [--work-dir DIR] [--no-write]";

/** The day vacancy builds are told it is (--today), so every generated vacancy is open. */
const benchToday = "2026-11-21";

const loremWords = (
  "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore " +
  "magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo " +
  "consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint " +
  "occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum"
).split(" ");

/** mulberry32: a tiny seeded generator, so every run writes the same pages byte for byte. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function loremSentence(random: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => loremWords[Math.floor(random() * loremWords.length)]!);
  const sentence = picked.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** About 300 characters: three of them and the title make a file of about 1 KB. */
function loremParagraph(random: () => number): string {
  const sentences: string[] = [];
  while (sentences.join(" ").length < 300) sentences.push(`${loremSentence(random, 6 + Math.floor(random() * 8))}.`);
  return sentences.join(" ");
}

export function benchmarkPage(index: number): string {
  const random = seededRandom(index + 1);
  const title = loremSentence(random, 5);
  const paragraphs = [loremParagraph(random), loremParagraph(random), loremParagraph(random)];
  return `---\ntitle: ${title}\n---\n\n${paragraphs.join("\n\n")}\n`;
}

const benchSectors = ["healthcare", "hospitality", "nursery-school", "industrial"];
const benchCounties = ["Cambridgeshire", "Bedfordshire", "Hertfordshire", "Northamptonshire", "Suffolk", "Norfolk"];

/** One vacancy file in D23's format, varied by its index: sector, engagement, hours, county and posted day cycle at co-prime periods. */
export function benchmarkVacancy(index: number): string {
  const random = seededRandom(index + 1);
  const day = String(1 + (index % 20)).padStart(2, "0");
  return [
    "---",
    `title: ${loremSentence(random, 3)} ${index}`,
    `reference: BEN-${index}`,
    `sector: ${benchSectors[index % 4]}`,
    `engagement: ${index % 3 === 0 ? "permanent" : "temporary"}`,
    `hours: ${index % 2 === 0 ? "full-time" : "part-time"}`,
    "location:",
    `  town: Town ${index % 7}`,
    `  county: ${benchCounties[index % 6]}`,
    "pay:",
    `  from: ${(13 + (index % 9)).toFixed(2)}`,
    "  per: hour",
    `posted: 2026-11-${day}`,
    `summary: ${loremSentence(random, 12).slice(0, 150).padEnd(60, " x")}.`,
    "requirements:",
    `  - ${loremSentence(random, 6)}`,
    "clientAuthorised: true",
    "---",
    "",
    `${loremParagraph(random)}\n\n${loremParagraph(random)}`,
    "",
  ].join("\n");
}

/** A copy of the whole content folder with `count` generated vacancies added to content/vacancies/. */
export async function prepareVacancies(root: string, workDir: string, count: number): Promise<string> {
  const contentDir = path.join(workDir, `vacancies-${count}`);
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  await Promise.all(Array.from({ length: count }, (_, index) => writeFile(path.join(contentDir, "vacancies", `bench-${index + 1}.md`), benchmarkVacancy(index))));
  return contentDir;
}

/** A copy of the whole content folder with `count` benchmark pages added to its generic page collection. */
export async function prepareContent(root: string, workDir: string, count: number): Promise<string> {
  const contentDir = path.join(workDir, `content-${count}`);
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  const width = String(count).length;
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      writeFile(path.join(contentDir, "pages", `bench-${String(index + 1).padStart(width, "0")}.md`), benchmarkPage(index)),
    ),
  );
  return contentDir;
}

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

function buildOnce(root: string, contentDir: string, outDir: string): Promise<Run> {
  const cli = ["scripts/run.mjs", "src/cli.ts", "--content", contentDir, "--out", outDir, "--today", benchToday];
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface SizeResult {
  benchmarkPages: number;
  pagesWritten: number;
  /** Hugo's median for the same pages in the same layout, measured between our runs; when hugo is on the path. */
  hugoMedianMs?: number | undefined;
  medianMs: number;
  bestMs: number;
  peakMegabytes: number | undefined;
}

/** Hugo, when it is on the path (Debian's hugo package): the peer the issue measures us against. */
export const hugo = spawnSync("hugo", ["version"]).status === 0 ? "hugo" : undefined;

/**
 * The same benchmark pages as a Hugo site, in the same layout: our own built
 * page of the first benchmark file, with its title and body swapped for
 * Hugo's template actions, so both write the same pages byte for byte in size.
 */
export async function prepareHugoSite(workDir: string, count: number, ourPage: string): Promise<string> {
  const site = path.join(workDir, `hugo-${count}`);
  await mkdir(path.join(site, "content"), { recursive: true });
  await mkdir(path.join(site, "layouts", "_default"), { recursive: true });
  const layout = ourPage
    .replace(/<title>[^<]*<\/title>/, "<title>{{ .Title }} | Ouse Valley Staffing</title>")
    .replace(/(<h1[^>]*>)[^<]*(<\/h1>)/, "$1{{ .Title }}$2")
    .replace(/(<div class="prose">)[\s\S]*?(<\/div><\/div><\/div><\/main>)/, "$1{{ .Content }}$2");
  await writeFile(path.join(site, "layouts", "_default", "single.html"), layout);
  await writeFile(path.join(site, "layouts", "_default", "list.html"), layout.replace("{{ .Content }}", ""));
  await writeFile(path.join(site, "config.toml"), 'baseURL = "https://www.ousevalley.example/"\ndisableKinds = ["taxonomy", "term"]\n');
  const width = String(count).length;
  await Promise.all(
    Array.from({ length: count }, (_, index) => writeFile(path.join(site, "content", `bench-${String(index + 1).padStart(width, "0")}.md`), benchmarkPage(index))),
  );
  return site;
}

function hugoOnce(site: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(hugo!, ["--quiet", "--source", site, "--destination", path.join(site, "public")], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`hugo exited with ${code}: ${stderr}`))));
  });
}

async function benchmarkSize(root: string, workDir: string, count: number, runs: number, prepare = prepareContent): Promise<SizeResult> {
  const contentDir = await prepare(root, workDir, count);
  const outDir = path.join(workDir, `out-${path.basename(contentDir)}`);
  // One build first, untimed: it fills the launcher's bundle cache and the file system cache, as an editor's second build would find them.
  await buildOnce(root, contentDir, outDir);
  // Hugo builds the generic pages only (not the job board), in the same layout, its runs between ours.
  const hugoSite = hugo && prepare === prepareContent ? await prepareHugoSite(workDir, count, await readFile(path.join(outDir, `bench-${"1".padStart(String(count).length, "0")}`, "index.html"), "utf8")) : undefined;
  if (hugoSite) await hugoOnce(hugoSite);
  const measured: Run[] = [];
  const hugoTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await buildOnce(root, contentDir, outDir);
    measured.push(result);
    process.stdout.write(`  ${path.basename(contentDir)}, run ${run + 1}/${runs}: ${Math.round(result.milliseconds)} ms (${result.pagesWritten} pages)\n`);
    if (hugoSite) {
      hugoTimes.push(await hugoOnce(hugoSite));
      process.stdout.write(`  hugo, ${count} pages, run ${run + 1}/${runs}: ${Math.round(hugoTimes.at(-1)!)} ms\n`);
    }
  }
  await rm(contentDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  if (hugoSite) await rm(hugoSite, { recursive: true, force: true });
  const peaks = measured.flatMap((run) => (run.peakKilobytes === undefined ? [] : [run.peakKilobytes]));
  return {
    benchmarkPages: count,
    pagesWritten: measured[0]!.pagesWritten,
    hugoMedianMs: hugoTimes.length > 0 ? median(hugoTimes) : undefined,
    medianMs: median(measured.map((run) => run.milliseconds)),
    bestMs: Math.min(...measured.map((run) => run.milliseconds)),
    peakMegabytes: peaks.length > 0 ? Math.max(...peaks) / 1024 : undefined,
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
  const rows = results.map((result) => {
    const perPage = result.medianMs / result.pagesWritten;
    const pagesPerSecond = (result.pagesWritten / result.medianMs) * 1000;
    const memory = result.peakMegabytes === undefined ? "n/a" : `${number(result.peakMegabytes)} MB`;
    const hugoColumns = result.hugoMedianMs === undefined ? "n/a | n/a" : `${number(result.hugoMedianMs)} ms | ${number(result.medianMs / result.hugoMedianMs, 2)}`;
    return `| ${number(result.benchmarkPages)} | ${number(result.pagesWritten)} | ${number(result.medianMs)} ms | ${hugoColumns} | ${number(result.bestMs)} ms | ${number(pagesPerSecond)} | ${number(perPage, 3)} ms | ${memory} |`;
  });
  const marginal = results.slice(1).map((result, index) => {
    const previous = results[index]!;
    const cost = (result.medianMs - previous.medianMs) / (result.pagesWritten - previous.pagesWritten);
    return `- from ${number(previous.benchmarkPages)} to ${number(result.benchmarkPages)} ${unit.toLowerCase()}: ${number(cost, 3)} ms for each page written added`;
  });
  return [
    `Median and best of ${runs} runs after one untimed build, wall time from spawning \`node scripts/run.mjs src/cli.ts --content … --out …\` to its exit (process start, bundling the generator, loading, rendering and writing included). Pages written include the site's own pages and its sample vacancies. Memory: ${memoryMethod}, the highest of the runs.`,
    "",
    `| ${unit} | Pages written | Median wall time | Hugo ${hugo ? hugoVersion() : "(not installed)"}, same pages | Ratio to Hugo | Best | Pages per second | Per page (median) | Peak memory |`,
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    "Cost of each added page (the slope between sizes; a constant slope means the cost grows linearly):",
    "",
    ...marginal,
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
      sizes: { type: "string", default: "250,1000,4000" },
      vacancies: { type: "string", default: "1000,10000" },
      runs: { type: "string", default: "5" },
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
  if ([...sizes, ...vacancySizes].some((size) => !Number.isInteger(size) || size < 1) || !Number.isInteger(runs) || runs < 1) {
    console.error(`--sizes and --vacancies take whole numbers separated by commas (or nothing), and --runs a whole number.\n${usage}`);
    return 2;
  }

  const workParent = path.resolve(options["work-dir"]);
  const workDir = await mkdtemp(path.join(workParent, "site-bench-"));
  const results: SizeResult[] = [];
  const vacancyResults: SizeResult[] = [];
  try {
    for (const size of sizes) results.push(await benchmarkSize(root, workDir, size, runs));
    for (const size of vacancySizes) vacancyResults.push(await benchmarkSize(root, workDir, size, runs, prepareVacancies));
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
