// The agency's own photographs (D42), made with sharp as Eleventy Image and
// Astro do. sharp writes no metadata unless asked, so no GPS is ever copied.
// Cached keyed by the source's bytes and every option that shapes the output (D34).
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
import {
  acceptedFormats,
  acceptedFormatsInWords,
  headerSize,
  mediaFileName,
  mediaFolder,
  refusedBecause,
  sniffFormat,
  uploadLimits,
} from "./media";
import type { PictureFile, PlacePicture, ProcessedImage } from "./picture";
import { imagePlaces, phoneBudget, phoneWidths, widthsForPlace, type ImagePlace, type ImagePlaceName } from "./places";
import { imageUses, type ImageUse } from "./uses";

/** Loaded only when an upload must be made: loading sharp takes longer than a build spends on cached photographs. */
let sharp: typeof import("sharp").default;
async function loadSharp(): Promise<void> {
  sharp ??= (await import("sharp")).default;
}

/** sharp's package.json, for the cache key: it pins the libvips build, so another sharp or libvips makes every upload again. */
let sharpManifest: string | undefined;
function installedSharp(): string {
  if (sharpManifest !== undefined) return sharpManifest;
  const requireFromHere = createRequire(import.meta.url);
  // sharp's exports map does not name its package.json: walk up from its main file.
  for (
    let folder = path.dirname(requireFromHere.resolve("sharp"));
    folder !== path.dirname(folder);
    folder = path.dirname(folder)
  ) {
    try {
      const text = readFileSync(path.join(folder, "package.json"), "utf8");
      if ((JSON.parse(text) as { name?: string }).name === "sharp") return (sharpManifest = hashOf(text));
    } catch {
      // No package.json here: look further up.
    }
  }
  throw new Error("The installed version of sharp could not be found");
}

/** Bump when this file changes what it makes of the same source and options. */
const processingVersion = 1;

/** WebP and a progressive JPEG: AVIF and mozjpeg encode far slower for a little less, too slow for a build (BENCHMARKS.md). */
const encoders = {
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, progressive: true, optimiseCoding: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

/** Lower WebP qualities to try when a phone's file is over 60 KB (D11, D42): a little detail lost rather than the budget. */
const lowerQualities = [64, 56, 48, 40, 32] as const;

export interface ImageFile {
  path: string;
  contents: Uint8Array;
}

export interface UploadedImages {
  content: SiteContent;
  files: ImageFile[];
  processed: number;
}

interface Made {
  image: ProcessedImage;
  files: ImageFile[];
}

const hashOf = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

class Refused extends Error {}

/** D42's checks before anything is decoded, cheapest first. */
async function checkSource(bytes: Uint8Array): Promise<Metadata> {
  if (bytes.length > uploadLimits.bytes) throw new Refused(refusedBecause.tooLarge(bytes.length));
  // Sniffed first: an SVG never reaches a renderer, and a HEIC is named rather than called damaged.
  const sniffed = sniffFormat(bytes);
  if (sniffed === "svg") throw new Refused(refusedBecause.svg);
  if (sniffed === "text") throw new Refused(refusedBecause.text);
  if (sniffed === "heic") throw new Refused(refusedBecause.heic);
  const fromHeader = sniffed ? headerSize(bytes, sniffed) : undefined;
  if (fromHeader && fromHeader.width * fromHeader.height > uploadLimits.pixels)
    throw new Refused(refusedBecause.tooManyPixels(fromHeader.width, fromHeader.height));
  // A header read decodes no pixels; the pixel limit above and limitInputPixels at decoding still hold.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata) throw new Refused(refusedBecause.notAnImage);
  // sharp calls AVIF "heif" (its container); sniffFormat has told AVIF from HEIC.
  const format = metadata.format === "heif" && sniffed === "avif" ? "avif" : metadata.format;
  if (!(format in acceptedFormats)) throw new Refused(refusedBecause.otherFormat(format));
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > uploadLimits.pixels)
    throw new Refused(refusedBecause.tooManyPixels(metadata.width, metadata.height));
  return metadata;
}

interface Decoded {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

async function decodeUpright(bytes: Uint8Array, metadata: Metadata): Promise<Decoded> {
  const input = () =>
    sharp(bytes, { failOn: "error", limitInputPixels: uploadLimits.pixels }).rotate().toColourspace("srgb");
  let keepAlpha = metadata.hasAlpha === true;
  try {
    if (keepAlpha) keepAlpha = !(await input().stats()).isOpaque;
    const { data, info } = await (keepAlpha ? input().ensureAlpha() : input().removeAlpha())
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: keepAlpha ? 4 : 3 };
  } catch (error) {
    throw new Refused(
      refusedBecause.damaged(
        metadata.format,
        (error instanceof Error ? error.message : String(error)).trim().split("\n")[0],
      ),
    );
  }
}

const fromRaw = (decoded: Decoded) =>
  sharp(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } });

async function cropToShape(decoded: Decoded, aspectRatio: number): Promise<Decoded> {
  const width = Math.min(decoded.width, Math.round(decoded.height * aspectRatio));
  const height = Math.min(decoded.height, Math.round(width / aspectRatio));
  if (width === decoded.width && height === decoded.height) return decoded;
  const pixels = await fromRaw(decoded).resize(width, height, { fit: "cover", position: "attention" }).raw().toBuffer();
  return { ...decoded, pixels, width, height };
}

type Format = "webp" | "jpeg" | "png";

function encoder(image: Sharp, format: Format, step: number): Sharp {
  if (format === "webp")
    return image.webp({ ...encoders.webp, ...(step > 0 ? { quality: lowerQualities[step - 1] } : {}) });
  return format === "jpeg" ? image.jpeg(encoders.jpeg) : image.png(encoders.png);
}

async function encode(
  decoded: Decoded,
  width: number,
  format: Format,
  stem: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<PictureFile & { contents: Uint8Array }> {
  const height = Math.max(1, Math.round((width * decoded.height) / decoded.width));
  const resized = () =>
    width === decoded.width ? fromRaw(decoded) : fromRaw(decoded).resize(width, height, { kernel: "lanczos3" });
  let contents = await encoder(resized(), format, 0).toBuffer();
  for (let step = 1; format === "webp" && contents.length > maxBytes && step <= lowerQualities.length; step++)
    contents = await encoder(resized(), format, step).toBuffer();
  const extension = format === "jpeg" ? "jpg" : format;
  const url = `/assets/images/${stem}-${width}.${hashOf(contents).slice(0, 10)}.${extension}`;
  return { url, width, height, bytes: contents.length, contents };
}

async function scaledTo(decoded: Decoded, width: number): Promise<Decoded> {
  if (width >= decoded.width) return decoded;
  const height = Math.max(1, Math.round((width * decoded.height) / decoded.width));
  const pixels = await fromRaw(decoded).resize(width, height, { kernel: "lanczos3" }).raw().toBuffer();
  return { ...decoded, pixels, width, height };
}

/** A place's files, each made from one copy scaled to the place's widest width rather than the whole photograph. */
async function makePlace(
  decoded: Decoded,
  place: ImagePlace,
  stem: string,
): Promise<{ picture: PlacePicture; files: ImageFile[] }> {
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
  // Other sites' crawlers often take no WebP: an Open Graph picture is JPEG or PNG alone.
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

function optionsOf(places: readonly ImagePlaceName[]) {
  return {
    processingVersion,
    encoders,
    lowerQualities,
    phoneBudget,
    sharp: installedSharp(),
    places: places.map((name) => [name, imagePlaces[name], widthsForPlace(imagePlaces[name])]),
  };
}

async function readCached(file: string): Promise<Made | undefined> {
  try {
    return deserialize(await readFile(file)) as Made;
  } catch {
    return undefined;
  }
}

/** Renamed into place: a build killed meanwhile leaves no half-written entry. */
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

async function makeUpload(
  bytes: Uint8Array,
  name: string,
  places: readonly ImagePlaceName[],
  cacheDir: string | false,
): Promise<{ made: Made; fromCache: boolean }> {
  // The files are named after the upload, so its name is part of the key.
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

function usesBySource(uses: ImageUse[]): Map<string, ImageUse[]> {
  const bySource = new Map<string, ImageUse[]>();
  for (const use of uses) {
    if (!mediaFileName(use.image.src)) continue;
    bySource.set(use.image.src, [...(bySource.get(use.image.src) ?? []), use]);
  }
  return bySource;
}

function withProcessed(content: SiteContent, made: ReadonlyMap<string, ProcessedImage>): SiteContent {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const mapped = value.map(visit);
      return mapped.some((item, index) => item !== value[index]) ? mapped : value;
    }
    if (!value || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && made.has(record.src) && "alt" in record)
      return { ...record, processed: made.get(record.src) };
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
  cacheDir: string | false;
}

/** Beside the content and asset caches, which Netlify keeps between deploys. */
export const defaultImageCacheDir = (projectRoot: string) => path.join(projectRoot, "node_modules", ".cache", "images");

/** Every upload the content names made into its files; every refused one listed at once, naming file and field (D3). */
export async function processUploadedImages(
  content: SiteContent,
  { contentDir, cacheDir }: ImageOptions,
): Promise<UploadedImages> {
  const problems: Problem[] = [];
  const made = new Map<string, ProcessedImage>();
  const files = new Map<string, ImageFile>();
  let processed = 0;
  // One at a time: libvips spreads each over every core, and one 50-megapixel picture decoded is 200 MB.
  for (const [src, uses] of usesBySource(imageUses(content))) {
    const name = mediaFileName(src)!;
    const sourceFile = path.join(contentDir, mediaFolder, name);
    const shown = displayPath(sourceFile);
    const refuse = (found: string) => {
      for (const use of uses.filter((use, index) => uses.findIndex((other) => other.file === use.file) === index)) {
        problems.push(problem(use.file, `${use.field}.src`, expected(acceptedFormatsInWords, found)));
      }
    };
    const size = await stat(sourceFile)
      .then((stats) => (stats.isFile() ? stats.size : undefined))
      .catch(() => undefined);
    if (size === undefined) {
      refuse(`no file ${shown}: upload the photograph again, or choose another`);
      continue;
    }
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
