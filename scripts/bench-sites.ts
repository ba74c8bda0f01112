// The sites the benchmarks build: generated Markdown pages shaped like the
// samples of the widely cited static-site-generator build benchmark, generated
// vacancies, and the same pages as a Hugo site in this site's own layout; and
// the median both benchmarks report.
import { spawnSync } from "node:child_process";
import { cp, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** The day vacancy builds are told it is (--today), so every generated vacancy is open. */
export const benchToday = "2026-11-21";

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
/**
 * 42 towns of the agency's six counties, seven in each, so a board spreads
 * over real places the job search can place (D43), the county cycling every
 * six vacancies as before.
 */
const benchTowns: Record<string, readonly string[]> = {
  Cambridgeshire: ["Huntingdon", "St Neots", "St Ives", "Ely", "Cambridge", "Peterborough", "March"],
  Bedfordshire: ["Bedford", "Luton", "Biggleswade", "Sandy", "Leighton Buzzard", "Dunstable", "Kempston"],
  Hertfordshire: ["Stevenage", "Hitchin", "Letchworth Garden City", "Royston", "Hertford", "Baldock", "Ware"],
  Northamptonshire: ["Northampton", "Wellingborough", "Kettering", "Corby", "Rushden", "Oundle", "Daventry"],
  Suffolk: ["Ipswich", "Bury St Edmunds", "Haverhill", "Newmarket", "Stowmarket", "Lowestoft", "Felixstowe"],
  Norfolk: ["Norwich", "King's Lynn", "Thetford", "Downham Market", "Swaffham", "Great Yarmouth", "Cromer"],
};
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
    `  town: ${benchTowns[benchCounties[index % 6]!]![Math.floor(index / 6) % 7]}`,
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
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      writeFile(path.join(contentDir, "vacancies", `bench-${index + 1}.md`), benchmarkVacancy(index)),
    ),
  );
  return contentDir;
}

/** A copy of the whole content folder with `count` benchmark pages added to its generic page collection. */
export async function prepareContent(root: string, workDir: string, count: number): Promise<string> {
  const contentDir = path.join(workDir, `content-${count}`);
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  const width = String(count).length;
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      writeFile(
        path.join(contentDir, "pages", `bench-${String(index + 1).padStart(width, "0")}.md`),
        benchmarkPage(index),
      ),
    ),
  );
  return contentDir;
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
  await writeFile(
    path.join(site, "config.toml"),
    'baseURL = "https://www.ousevalley.example/"\ndisableKinds = ["taxonomy", "term"]\n',
  );
  const width = String(count).length;
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      writeFile(path.join(site, "content", `bench-${String(index + 1).padStart(width, "0")}.md`), benchmarkPage(index)),
    ),
  );
  return site;
}

/** The middle value, or the mean of the two middle values of an even count. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median time of `runs` calls of `work`, in milliseconds. */
export function medianTime(runs: number, work: () => unknown): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** A benchmark's --sizes and --runs read as numbers; undefined, with the usage said, when either is not whole. */
export function sizesAndRuns(
  options: { sizes: string; runs: string },
  usage: string,
): { sizes: number[]; runs: number } | undefined {
  const sizes = options.sizes.split(",").filter(Boolean).map(Number);
  const runs = Number(options.runs);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1) || !Number.isInteger(runs) || runs < 1) {
    console.error(`--sizes takes whole numbers separated by commas, --runs a whole number.\n${usage}`);
    return undefined;
  }
  return { sizes, runs };
}
