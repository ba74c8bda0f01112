// The build's stage for the agency's own photographs (D42), after the content
// is loaded: every upload a content file names is checked, then made into the
// files each place it shows in needs, with sharp (the library Eleventy Image
// and Astro use):
//
//   check:  a file of at most 25 MB, in a format we take (never SVG, which can
//           carry script), at most 50 megapixels, that decodes to its end;
//   decode: once, upright (its EXIF orientation applied), into sRGB, the alpha
//           channel kept only when something is transparent;
//   crop:   for a place whose box has a fixed shape, once, around what sharp
//           finds most interesting (its "attention" strategy);
//   encode: each width the place needs (places.ts), in WebP and in JPEG, or
//           PNG for a transparent picture. sharp writes no metadata unless
//           asked (no EXIF, GPS, XMP or ICC profile), so none is ever copied.
//
// Every file is named by a hash of its bytes, under /assets/, so the host
// caches it for a year (_headers) like the stylesheet.
//
// One cache rule (D34; docs/code-style.md, Caches): what an upload was made into is kept in
// node_modules/.cache/images/, one file per upload and set of places, named
// by the hash of the source's bytes and of every option that shapes the
// output (the places' widths and crops, the encoders' settings, the installed
// sharp's package.json, which pins libvips' version, and processingVersion
// below). A rebuild with nothing changed decodes nothing, and loads neither
// sharp nor libvips; --no-cache reads and writes none of it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { Metadata, Sharp } from "sharp";
import type { SiteContent } from "../content/load";
import { displayPath } from "../content/files";
import { ContentError, expected, problem, type Problem } from "../content/problems";
import { acceptedFormats, acceptedFormatsInWords, headerSize, mediaFileName, mediaFolder, refusedBecause, sniffFormat, uploadLimits } from "./media";
import type { PictureFile, PlacePicture, ProcessedImage } from "./picture";
import { imagePlaces, phoneBudget, phoneWidths, widthsForPlace, type ImagePlace, type ImagePlaceName } from "./places";
import { imageUses, type ImageUse } from "./uses";

/**
 * sharp, with libvips, took longer to load than the rest of the real site's
 * build spent on its photographs (BENCHMARKS.md's history): it is loaded when
 * an upload is made, never when every one comes from the cache.
 */
let sharp: typeof import("sharp").default;
async function loadSharp(): Promise<void> {
  sharp ??= (await import("sharp")).default;
}

/**
 * The installed sharp, for the cache key without loading it: its package.json
 * names its version and pins the libvips build it runs on (its optional
 * dependencies on the @img/sharp-libvips packages), so any other sharp or
 * libvips makes every upload again.
 */
let sharpManifest: string | undefined;
function installedSharp(): string {
  if (sharpManifest !== undefined) return sharpManifest;
  const requireFromHere = createRequire(import.meta.url);
  // sharp's exports map does not name its package.json: walk up from its main file.
  for (let folder = path.dirname(requireFromHere.resolve("sharp")); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    try {
      const text = readFileSync(path.join(folder, "package.json"), "utf8");
      if ((JSON.parse(text) as { name?: string }).name === "sharp") return (sharpManifest = hashOf(text));
    } catch {
      // No package.json here: look further up.
    }
  }
  throw new Error("The installed version of sharp could not be found");
}

/** Bump when this file changes what it makes of the same source and options: every cached image is made again. */
const processingVersion = 1;

/**
 * The encoders' settings, measured on a busy 12-megapixel photograph made
 * 1854 px wide (BENCHMARKS.md): WebP at quality 72, effort 4, 122 KB in
 * 0.25 s, is what every browser of the last five years takes. AVIF at the
 * same look would save a fifth (100 KB) but took 11.5 s for that one file on
 * this 2-core machine: 50 photographs would take the build an hour. The
 * fallback, for browsers without WebP (next to none), is libjpeg-turbo's
 * progressive JPEG: mozjpeg's would be a third smaller but took three times
 * as long, for files hardly anyone downloads.
 */
const encoders = {
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, progressive: true, optimiseCoding: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

/**
 * A WebP file a phone downloads (places.ts, phoneBudget) that comes out over
 * 60 KB is made again a step lower, down to the last step: a busy photograph
 * loses a little detail on a phone rather than break the budget (D11, D42).
 * Every phone browser takes WebP, so the fallback is not held to it.
 */
const lowerQualities = [64, 56, 48, 40, 32] as const;

/** The files the build adds beside the pages. */
export interface ImageFile {
  path: string;
  contents: Uint8Array;
}

export interface UploadedImages {
  /** The content with each upload's image carrying what was made of it (`processed`). */
  content: SiteContent;
  files: ImageFile[];
  /** How many uploads were decoded and encoded, not taken from the cache. */
  processed: number;
}

/** What a source was made into: stored in the cache as it is. */
interface Made {
  image: ProcessedImage;
  files: ImageFile[];
}

const hashOf = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Thrown for an upload the build refuses: the reason, to follow "found <file>, …". */
class Refused extends Error {}

/**
 * The checks of D42 before anything is decoded, in the order that costs
 * least: size, then what the file says it is, then its pixels.
 */
async function checkSource(bytes: Uint8Array): Promise<Metadata> {
  if (bytes.length > uploadLimits.bytes) throw new Refused(refusedBecause.tooLarge(bytes.length));
  // Sniffed before sharp sees it: an SVG is never handed to a renderer, and a HEIC is named rather than called damaged.
  const sniffed = sniffFormat(bytes);
  if (sniffed === "svg") throw new Refused(refusedBecause.svg);
  if (sniffed === "text") throw new Refused(refusedBecause.text);
  if (sniffed === "heic") throw new Refused(refusedBecause.heic);
  // The pixel limit from the header, before sharp reads a byte: a vast picture is named as such, not as unreadable.
  const fromHeader = sniffed ? headerSize(bytes, sniffed) : undefined;
  if (fromHeader && fromHeader.width * fromHeader.height > uploadLimits.pixels) throw new Refused(refusedBecause.tooManyPixels(fromHeader.width, fromHeader.height));
  // Reading the header decodes no pixels, so sharp's own pixel limit is lifted here; the limit below, and limitInputPixels at decoding, hold.
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!metadata) throw new Refused(refusedBecause.notAnImage);
  // sharp calls AVIF "heif" (its container); sniffFormat has told AVIF from HEIC.
  const format = metadata.format === "heif" && sniffed === "avif" ? "avif" : metadata.format;
  if (!(format in acceptedFormats)) throw new Refused(refusedBecause.otherFormat(format));
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > uploadLimits.pixels) throw new Refused(refusedBecause.tooManyPixels(metadata.width, metadata.height));
  return metadata;
}

interface Decoded {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** The whole picture decoded once, upright and in sRGB; a file that fails to decode to its end is damaged. */
async function decodeUpright(bytes: Uint8Array, metadata: Metadata): Promise<Decoded> {
  const input = () => sharp(bytes, { failOn: "error", limitInputPixels: uploadLimits.pixels }).rotate().toColourspace("srgb");
  let keepAlpha = metadata.hasAlpha === true;
  try {
    if (keepAlpha) keepAlpha = !(await input().stats()).isOpaque;
    const { data, info } = await (keepAlpha ? input().ensureAlpha() : input().removeAlpha()).raw().toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: keepAlpha ? 4 : 3 };
  } catch (error) {
    throw new Refused(refusedBecause.damaged(metadata.format, (error instanceof Error ? error.message : String(error)).trim().split("\n")[0]));
  }
}

const fromRaw = (decoded: Decoded) => sharp(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } });

/** The largest box of the place's shape inside the picture, cut around what matters most in it. */
async function cropToShape(decoded: Decoded, aspectRatio: number): Promise<Decoded> {
  const width = Math.min(decoded.width, Math.round(decoded.height * aspectRatio));
  const height = Math.min(decoded.height, Math.round(width / aspectRatio));
  if (width === decoded.width && height === decoded.height) return decoded;
  const pixels = await fromRaw(decoded).resize(width, height, { fit: "cover", position: "attention" }).raw().toBuffer();
  return { ...decoded, pixels, width, height };
}

type Format = "webp" | "jpeg" | "png";

/** The encoder at its usual setting (step 0), or, for WebP, a step lower (1, 2, …). */
function encoder(image: Sharp, format: Format, step: number): Sharp {
  if (format === "webp") return image.webp({ ...encoders.webp, ...(step > 0 ? { quality: lowerQualities[step - 1] } : {}) });
  return format === "jpeg" ? image.jpeg(encoders.jpeg) : image.png(encoders.png);
}

/** One encoded file, named by its bytes; at most `maxBytes` where a lower step can make it so. */
async function encode(decoded: Decoded, width: number, format: Format, stem: string, maxBytes = Number.POSITIVE_INFINITY): Promise<PictureFile & { contents: Uint8Array }> {
  const height = Math.max(1, Math.round((width * decoded.height) / decoded.width));
  const resized = () => (width === decoded.width ? fromRaw(decoded) : fromRaw(decoded).resize(width, height, { kernel: "lanczos3" }));
  let contents = await encoder(resized(), format, 0).toBuffer();
  for (let step = 1; format === "webp" && contents.length > maxBytes && step <= lowerQualities.length; step++) contents = await encoder(resized(), format, step).toBuffer();
  const extension = format === "jpeg" ? "jpg" : format;
  const url = `/assets/images/${stem}-${width}.${hashOf(contents).slice(0, 10)}.${extension}`;
  return { url, width, height, bytes: contents.length, contents };
}

/** The decoded picture at another size: one resize, from which every width of a place is then made. */
async function scaledTo(decoded: Decoded, width: number): Promise<Decoded> {
  if (width >= decoded.width) return decoded;
  const height = Math.max(1, Math.round((width * decoded.height) / decoded.width));
  const pixels = await fromRaw(decoded).resize(width, height, { kernel: "lanczos3" }).raw().toBuffer();
  return { ...decoded, pixels, width, height };
}

/**
 * A place's picture: its widths in WebP and in the fallback. The decoded
 * photograph is first scaled down once to the place's widest width (cropped,
 * where the place crops, around what matters most): every file is then made
 * from a picture of a few megapixels rather than from the whole photograph,
 * which made a 12-megapixel upload's 28 files three times faster.
 */
async function makePlace(decoded: Decoded, place: ImagePlace, stem: string): Promise<{ picture: PlacePicture; files: ImageFile[] }> {
  const fixed = "fixed" in place ? place.fixed : undefined;
  const aspectRatio = fixed ? fixed.width / fixed.height : "aspectRatio" in place ? place.aspectRatio : undefined;
  const croppedWidth = aspectRatio ? Math.min(decoded.width, Math.round(decoded.height * aspectRatio)) : decoded.width;
  const widest = widthsForPlace(place, croppedWidth).at(-1)!;
  const scaled = await scaledTo(decoded, Math.ceil((widest * decoded.width) / croppedWidth));
  const shaped = aspectRatio ? await cropToShape(scaled, aspectRatio) : scaled;
  const widths = [...new Set(widthsForPlace(place, croppedWidth).map((width) => Math.min(width, shaped.width)))];
  const fallbackFormat = shaped.channels === 4 ? "png" : "jpeg";
  const onPhones = new Set(fixed ? [] : phoneWidths(place, widths));
  const cap = (width: number) => (onPhones.has(width) ? phoneBudget.bytes : undefined);
  // An Open Graph picture is read by other sites' crawlers, many of which take no WebP: it is made in JPEG or PNG alone.
  const [modern, fallback] = await Promise.all([
    fixed ? Promise.resolve([]) : Promise.all(widths.map((width) => encode(shaped, width, "webp", stem, cap(width)))),
    Promise.all(widths.map((width) => encode(shaped, width, fallbackFormat, stem))),
  ]);
  const strip = ({ contents: _contents, ...file }: PictureFile & { contents: Uint8Array }) => file;
  const largest = fallback.at(-1)!;
  return {
    picture: {
      modern: { type: "image/webp", files: modern.map(strip) },
      fallback: { type: fallbackFormat === "png" ? "image/png" : "image/jpeg", files: fallback.map(strip) },
      width: largest.width,
      height: largest.height,
    },
    files: [...modern, ...fallback].map((file) => ({ path: file.url.slice(1), contents: file.contents })),
  };
}

/** Everything that shapes what a source is made into, for the cache key. */
function optionsOf(places: readonly ImagePlaceName[]) {
  return { processingVersion, encoders, lowerQualities, phoneBudget, sharp: installedSharp(), places: places.map((name) => [name, imagePlaces[name], widthsForPlace(imagePlaces[name])]) };
}

async function readCached(file: string): Promise<Made | undefined> {
  try {
    return deserialize(await readFile(file)) as Made;
  } catch {
    return undefined;
  }
}

/** Written beside, then renamed into place: a build killed meanwhile leaves no half-written entry. */
async function writeCached(file: string, made: Made): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, serialize(made));
    await rename(partial, file);
  } catch {
    // A read-only or full disk: the next build makes the files again.
  }
}

/** One upload made for its places: from the cache when it holds it, else checked, decoded and encoded. */
async function makeUpload(bytes: Uint8Array, name: string, places: readonly ImagePlaceName[], cacheDir: string | false): Promise<{ made: Made; fromCache: boolean }> {
  // The files are named after the upload, so its name is part of the key: the same photograph uploaded again under another name gets files of that name.
  const stem = name.replace(/\.[^.]*$/, "").toLowerCase();
  const key = hashOf(JSON.stringify([hashOf(bytes), stem, optionsOf(places)]));
  const cacheFile = cacheDir && path.join(cacheDir, `${key}.v8`);
  const cached = cacheFile ? await readCached(cacheFile) : undefined;
  if (cached) return { made: cached, fromCache: true };
  await loadSharp();
  const metadata = await checkSource(bytes);
  const decoded = await decodeUpright(bytes, metadata);
  const image: ProcessedImage = { width: decoded.width, height: decoded.height, places: {} };
  const files: ImageFile[] = [];
  for (const placeName of places) {
    const { picture, files: placeFiles } = await makePlace(decoded, imagePlaces[placeName], stem);
    image.places[placeName] = picture;
    files.push(...placeFiles);
  }
  const made = { image, files };
  if (cacheFile) await writeCached(cacheFile, made);
  return { made, fromCache: false };
}

/** Each upload's uses, by its src: one upload made once for every place it shows in. */
function usesBySource(uses: ImageUse[]): Map<string, ImageUse[]> {
  const bySource = new Map<string, ImageUse[]>();
  for (const use of uses) {
    if (!mediaFileName(use.image.src)) continue;
    bySource.set(use.image.src, [...(bySource.get(use.image.src) ?? []), use]);
  }
  return bySource;
}

/** The content with every upload's image object replaced by one carrying `processed`; nothing else is copied or changed. */
function withProcessed(content: SiteContent, made: ReadonlyMap<string, ProcessedImage>): SiteContent {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const mapped = value.map(visit);
      return mapped.some((item, index) => item !== value[index]) ? mapped : value;
    }
    if (!value || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && made.has(record.src) && "alt" in record) return { ...record, processed: made.get(record.src) };
    let changed = false;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      copy[key] = visit(item);
      if (copy[key] !== item) changed = true;
    }
    return changed ? copy : value;
  };
  return visit(content) as SiteContent;
}

export interface ImageOptions {
  contentDir: string;
  /** Where processed uploads are kept between builds; false for no cache (--no-cache). */
  cacheDir: string | false;
}

/** The default cache folder: beside the content and asset caches, which Netlify keeps between deploys. */
export const defaultImageCacheDir = (projectRoot: string) => path.join(projectRoot, "node_modules", ".cache", "images");

/**
 * Every upload the content names, made into its files; the content given
 * back with each upload's image carrying them. Every refused upload is listed
 * at once, each naming the content file and field that use it (D3).
 */
export async function processUploadedImages(content: SiteContent, { contentDir, cacheDir }: ImageOptions): Promise<UploadedImages> {
  const problems: Problem[] = [];
  const made = new Map<string, ProcessedImage>();
  const files = new Map<string, ImageFile>();
  let processed = 0;
  // One upload at a time: libvips spreads each over every core itself, and one 50-megapixel picture decoded is 200 MB.
  for (const [src, uses] of usesBySource(imageUses(content))) {
    const name = mediaFileName(src)!;
    const sourceFile = path.join(contentDir, mediaFolder, name);
    const shown = displayPath(sourceFile);
    const refuse = (found: string) => {
      for (const use of uses.filter((use, index) => uses.findIndex((other) => other.file === use.file) === index)) {
        problems.push(problem(use.file, `${use.field}.src`, expected(acceptedFormatsInWords, found)));
      }
    };
    const size = await stat(sourceFile).then((stats) => (stats.isFile() ? stats.size : undefined)).catch(() => undefined);
    if (size === undefined) {
      refuse(`no file ${shown}: upload the photograph again, or choose another`);
      continue;
    }
    // Refused before it is read: a 2 GB file named as a photograph costs nothing.
    if (size > uploadLimits.bytes) {
      refuse(`${shown}, ${refusedBecause.tooLarge(size)}`);
      continue;
    }
    try {
      const places = [...new Set(uses.map((use) => use.place))].sort();
      const result = await makeUpload(await readFile(sourceFile), name, places, cacheDir);
      if (!result.fromCache) processed++;
      made.set(src, result.made.image);
      for (const file of result.made.files) files.set(file.path, file);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refuse(`${shown}, ${error.message}`);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { content: made.size > 0 ? withProcessed(content, made) : content, files: [...files.values()], processed };
}
