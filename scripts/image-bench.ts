// The uploaded photographs' benchmark (D42):
//   node scripts/run.mjs scripts/image-bench.ts [--photos 50] [--work-dir DIR]
//
// A copy of the content with `--photos` uploads of 12 megapixels (4000 x 3000
// JPEGs as busy as a real photograph of a crowded room, made by
// tests/support/photographs.ts, so nothing is downloaded): the four sectors'
// photographs and as many generated sectors as make up the number, each shown
// on its home-page card and beside its block on /sectors/, the two places
// with the most widths. Each is built with buildSite, the stages the command
// line runs, and timed: the first build (an empty image cache), a rebuild
// with nothing changed (the cache full), a rebuild after one photograph was
// replaced, and --no-cache. Then the bytes a 390 px phone downloads for the
// home page's images, with every picture uploaded, against what the stock
// URLs of today ask the stock host for. Prints Markdown for BENCHMARKS.md.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readOptions } from "../src/command-line";
import { buildSite } from "../src/pipeline/build";
import { imagePlaces, phoneBudget, pickedWidth, slotWidth } from "../src/images/places";
import { busyPhotograph } from "./busy-photograph";

const usage = "Usage: node scripts/run.mjs scripts/image-bench.ts [--photos 50] [--work-dir DIR]";

/** The stock host's widths and quality for a stock photograph (src/components/Image/Image.tsx). */
const stockWidths = [320, 480, 640, 960, 1280, 1600];

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** A generated sector: a real one's words under a new name, with an uploaded photograph. */
function generatedSector(template: string, index: number, photo: string): string {
  return template
    .replace(/^title: .*$/m, `title: Sector ${index}`)
    .replace(/^order: .*$/m, `order: ${100 + index}`)
    .replace(/image:\n(?: {2}.*\n)+/, `image:\n  src: media/${photo}\n  alt: A busy workplace, sector ${index}\n`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; milliseconds: number; peakMegabytes: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, milliseconds: performance.now() - started, peakMegabytes: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(sampler);
  }
}

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    { photos: { type: "string", default: "50" }, "work-dir": { type: "string", default: os.tmpdir() } },
    usage,
  );
  if (typeof options === "number") return options;
  const photos = Number(options.photos);
  const work = await mkdtemp(path.join(options["work-dir"], "image-bench-"));
  try {
    const contentDir = path.join(work, "content");
    await cp(path.join(root, "content"), contentDir, { recursive: true });
    const sectors = ["healthcare", "hospitality", "industrial", "nursery-school"];
    console.error(`Making ${photos} photographs of 12 megapixels…`);
    let sourceBytes = 0;
    for (let index = 0; index < photos; index++) {
      const photo = await busyPhotograph(index + 1);
      sourceBytes += photo.length;
      await writeFile(path.join(contentDir, "media", `photo-${index + 1}.jpg`), photo);
      const existing = sectors[index];
      const file = path.join(contentDir, "sectors", `${existing ?? `generated-${index + 1}`}.md`);
      const template = await readFile(path.join(contentDir, "sectors", `${existing ?? "industrial"}.md`), "utf8");
      await writeFile(
        file,
        existing
          ? template.replace(
              /image:\n(?: {2}.*\n)+/,
              `image:\n  src: media/photo-${index + 1}.jpg\n  alt: A busy workplace\n`,
            )
          : generatedSector(template, index + 1, `photo-${index + 1}.jpg`),
      );
    }
    const imageCacheDir = path.join(work, "image-cache");
    const build = (cache: string | false) =>
      buildSite({
        contentDir,
        outDir: path.join(work, "site"),
        staticDir: path.join(root, "static"),
        sourceDir: path.join(root, "src"),
        today: "2026-11-21",
        imageCacheDir: cache,
        assetCacheDir: false,
      });
    console.error("First build…");
    const first = await timed(() => build(imageCacheDir));
    const imageFiles = await readdir(path.join(work, "site", "assets", "images"));
    let imageBytes = 0;
    for (const file of imageFiles) imageBytes += (await stat(path.join(work, "site", "assets", "images", file))).size;
    console.error("Rebuild…");
    const rebuild = await timed(() => build(imageCacheDir));
    await writeFile(path.join(contentDir, "media", "photo-1.jpg"), await busyPhotograph(1000));
    console.error("Rebuild with one photograph replaced…");
    const oneChanged = await timed(() => build(imageCacheDir));
    console.error("--no-cache…");
    const noCache = await timed(() => build(false));

    // The home page's images on a 390 px phone, every picture uploaded (stand-ins: the same busy photographs).
    await mkdir(path.join(work, "home"), { recursive: true });
    const homeContent = path.join(work, "home", "content");
    await cp(path.join(root, "content"), homeContent, { recursive: true });
    const uploadsByField: [string, RegExp, string][] = [
      [
        "routes/home.md",
        /( {4}src: )https:\S+\n( {4}alt: .*\n) {4}width: \d+\n {4}height: \d+\n/,
        "$1media/hero.jpg\n$2",
      ],
      ...sectors.map((sector): [string, RegExp, string] => [
        `sectors/${sector}.md`,
        /( {2}src: )https:\S+\n( {2}alt: .*\n) {2}width: \d+\n {2}height: \d+\n/,
        `$1media/${sector}.jpg\n$2`,
      ]),
      ...["care-home-manager", "hotel-manager", "nursery-practitioner"].map((name): [string, RegExp, string] => [
        `testimonials/${name}.md`,
        /( {2}src: )https:\S+\n( {2}alt: .*\n {2}decorative: true\n) {2}width: \d+\n {2}height: \d+\n/,
        `$1media/${name}.jpg\n$2`,
      ]),
    ];
    for (const [index, [file, pattern, replacement]] of uploadsByField.entries()) {
      const name = /media\/([^\n]+)\n/.exec(replacement)![1]!.replace(/\.jpg$/, "");
      await writeFile(path.join(homeContent, "media", `${name}.jpg`), await busyPhotograph(200 + index));
      const text = await readFile(path.join(homeContent, file), "utf8");
      await writeFile(path.join(homeContent, file), text.replace(pattern, replacement));
    }
    await buildSite({
      contentDir: homeContent,
      outDir: path.join(work, "home", "site"),
      staticDir: path.join(root, "static"),
      sourceDir: path.join(root, "src"),
      today: "2026-11-21",
      imageCacheDir: false,
    });
    const homeHtml = await readFile(path.join(work, "home", "site", "index.html"), "utf8");
    const rows: string[] = [];
    const totals = new Map<number, { ours: number; stock: number }>();
    for (const match of homeHtml.matchAll(
      /<picture class="image-picture"><source type="image\/webp" srcset="([^"]+)" sizes="([^"]+)"\/><img class="image ([^"]*)"/g,
    )) {
      const [, srcset, sizes, className] = match;
      const candidates = srcset!
        .split(", ")
        .map((candidate) => candidate.split(" "))
        .map(([url, width]) => ({ url: url!, width: Number(width!.slice(0, -1)) }));
      const place = className!.split(" ").find((name) => name.endsWith("__image") || name.endsWith("__photo"))!;
      const placeName = Object.entries(imagePlaces).find(([, candidate]) => candidate.sizes === sizes)?.[0] ?? place;
      const perDensity: string[] = [];
      for (const density of phoneBudget.densities) {
        const width = pickedWidth(
          candidates.map((candidate) => candidate.width),
          sizes!,
          phoneBudget.viewport,
          density,
        );
        const ours = (
          await readFile(
            path.join(work, "home", "site", candidates.find((candidate) => candidate.width === width)!.url),
          )
        ).length;
        // What the stock URL of today asks for at this density (the host's own widths, q=70, WebP), made from the same photograph.
        const stockWidth =
          stockWidths.find((candidate) => candidate >= slotWidth(sizes!, phoneBudget.viewport) * density) ??
          stockWidths.at(-1)!;
        const source = await readFile(
          path.join(
            homeContent,
            "media",
            `${/\/assets\/images\/(.+)-\d+\.[0-9a-f]{10}\.webp/.exec(candidates[0]!.url)![1]}.jpg`,
          ),
        );
        const stock = (await sharp(source).resize(stockWidth).webp({ quality: 70 }).toBuffer()).length;
        const total = totals.get(density) ?? { ours: 0, stock: 0 };
        totals.set(density, { ours: total.ours + ours, stock: total.stock + stock });
        perDensity.push(`${width} px, ${kilobytes(ours)} (stock: ${stockWidth} px, ${kilobytes(stock)})`);
      }
      rows.push(`| ${placeName} | ${perDensity.join(" | ")} |`);
    }

    const perPhoto = first.milliseconds / photos;
    console.log(
      [
        `Measured with \`node scripts/run.mjs scripts/image-bench.ts --photos ${photos}\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node.js ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), work folder ${options["work-dir"]}.`,
        "",
        `${photos} uploads of 4000 x 3000 pixels (12 megapixels), ${kilobytes(sourceBytes / photos)} each on average, each shown in two places (a sector's card on the home page and its block on /sectors/): ${imageFiles.length} files made in all (${(imageBytes / 1024 / 1024).toFixed(1)} MB), every one named by its hash, with the site's ${first.result.pages} pages.`,
        "",
        "| Build | Time | Photographs processed | Peak memory (whole process) |",
        "| --- | --- | --- | --- |",
        `| First build (empty image cache) | ${seconds(first.milliseconds)} (${(perPhoto / 1000).toFixed(2)} s a photograph) | ${first.result.imagesProcessed} | ${first.peakMegabytes} MB |`,
        `| Rebuild, nothing changed | ${seconds(rebuild.milliseconds)} | ${rebuild.result.imagesProcessed} | ${rebuild.peakMegabytes} MB |`,
        `| Rebuild, one photograph replaced | ${seconds(oneChanged.milliseconds)} | ${oneChanged.result.imagesProcessed} | ${oneChanged.peakMegabytes} MB |`,
        `| \`--no-cache\` | ${seconds(noCache.milliseconds)} | ${noCache.result.imagesProcessed} | ${noCache.peakMegabytes} MB |`,
        "",
        `The home page's images on a phone ${phoneBudget.viewport} px wide, each picture uploaded (stand-ins: busy 12-megapixel photographs): the file the phone picks at each density, against what the stock URL of today asks the stock host for at that density (its own widths, \`q=70\`, \`auto=format\`), estimated by encoding the same photograph at that width as WebP at quality 70, because this machine cannot reach the stock host. Lazy pictures counted too, as on a page scrolled to its foot.`,
        "",
        `| Place | 1x | 2x | 3x |`,
        "| --- | --- | --- | --- |",
        ...rows,
        `| **All** | ${phoneBudget.densities.map((density) => `${kilobytes(totals.get(density)!.ours)} (stock: ${kilobytes(totals.get(density)!.stock)})`).join(" | ")} |`,
      ].join("\n"),
    );
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
