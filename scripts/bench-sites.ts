// The sites the benchmarks build: generated Markdown pages shaped like the
// samples of the widely cited static-site-generator build benchmark, generated
// vacancies, and the same pages as a Hugo site in this site's own layout; and
// the median both benchmarks report.
import { spawnSync } from "node:child_process";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
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
 * The qualities src/images/process.ts's `encoders` give an upload's WebP and
 * JPEG files, so Hugo's `.Resize` encodes the same pixels at the same settings.
 */
export const hugoImageQualities = { webp: 72, jpg: 75, png: 75 } as const;

/** One of our built pages that shows an uploaded photograph: its URL path and its HTML. */
export interface PhotoPage {
  urlPath: string;
  html: string;
}

/** The URL of one file our build made of an upload: /assets/images/STEM-WIDTH.HASH.EXT (src/images/process.ts). */
const madeImageUrl = /\/assets\/images\/([a-z0-9._-]+?)-(\d+)\.[0-9a-f]{10}\.(webp|jpg|png)/g;

/** Every page of our built site that shows a file made of an upload, so Hugo's site shows the same photographs on the same pages. */
export async function pagesWithPhotos(outDir: string): Promise<PhotoPage[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith("index.html"));
  const pages: PhotoPage[] = [];
  for (const file of files.sort()) {
    const html = await readFile(path.join(outDir, file), "utf8");
    if (!html.includes("/assets/images/")) continue;
    const folder = path.dirname(file).split(path.sep).join("/");
    pages.push({ urlPath: folder === "." ? "/" : `/${folder}/`, html });
  }
  return pages;
}

/**
 * Our page as a Hugo template that makes the same image files: each URL of a
 * file our build made of an upload becomes Hugo's own processing of the same
 * upload (copied into the Hugo site's assets/media/) at the same width and
 * format, Lanczos as sharp's, cropped (`.Fill`, smart as sharp's "attention")
 * where our picture is cropped to a shape.
 */
async function photoTemplate(html: string, mediaDir: string): Promise<string> {
  const sources = new Map<string, { name: string; width: number; height: number }>();
  const sharp = (await import("sharp")).default;
  for (const name of await readdir(mediaDir)) {
    const metadata = await sharp(path.join(mediaDir, name)).metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    sources.set(name.replace(/\.[^.]*$/, "").toLowerCase(), {
      name,
      width: (turned ? metadata.height : metadata.width) ?? 1,
      height: (turned ? metadata.width : metadata.height) ?? 1,
    });
  }
  return html.replace(/<picture[\s\S]*?<\/picture>/g, (picture) => {
    const shown = /<img[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(picture);
    return picture.replace(madeImageUrl, (url, stem: string, width: string, format: "webp" | "jpg" | "png") => {
      const source = sources.get(stem);
      if (!source) throw new Error(`${url}: expected an upload named ${stem} in ${mediaDir}, found none`);
      const aspect = shown ? Number(shown[1]) / Number(shown[2]) : source.width / source.height;
      const cropped = Math.abs(aspect - source.width / source.height) > 0.01;
      const options = `${format} q${hugoImageQualities[format]} Lanczos`;
      const processing = cropped
        ? `Fill "${width}x${Math.round(Number(width) / aspect)} ${options} Smart"`
        : `Resize "${width}x ${options}"`;
      return `{{ ((resources.Get "media/${source.name}").${processing}).RelPermalink }}`;
    });
  });
}

/**
 * The same benchmark pages as a Hugo site, in the same layout: our own built
 * page of the first benchmark file, with its title and body swapped for
 * Hugo's template actions, so both write the same pages byte for byte in size.
 * The pages where ours shows an uploaded photograph are ours again, with
 * Hugo making the photograph's files from the same upload (D45: the same work
 * on both sides).
 */
export async function prepareHugoSite(
  workDir: string,
  count: number,
  ourPage: string,
  photos: { pages: PhotoPage[]; mediaDir: string } = { pages: [], mediaDir: "" },
): Promise<string> {
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
  if (photos.pages.length > 0) await cp(photos.mediaDir, path.join(site, "assets", "media"), { recursive: true });
  for (const [index, page] of photos.pages.entries()) {
    const template = await photoTemplate(page.html, photos.mediaDir);
    if (page.urlPath === "/") {
      await writeFile(path.join(site, "layouts", "index.html"), template);
      continue;
    }
    await writeFile(path.join(site, "layouts", "_default", `photo-page-${index}.html`), template);
    await writeFile(
      path.join(site, "content", `photo-page-${index}.md`),
      `---\ntitle: Photo page ${index}\nurl: ${page.urlPath}\nlayout: photo-page-${index}\n---\n`,
    );
  }
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
