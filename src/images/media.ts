// The agency's own photographs (D42): where uploads live, how a content file
// names one, and what the build accepts. Shared by the schema, the editor's
// configuration and checks, and the build; no Node API, so the editor's
// script can use it in the browser.

/** The one folder uploads are kept in, inside the content folder: they travel with the words that use them. */
export const mediaFolder = "media";

/**
 * How a content file names an upload: `media/team-at-the-office.jpg`. Not
 * `/media/…`: Decap takes a value starting with a slash for an address the
 * site itself serves and shows it from there, but an upload is never
 * published as it is (it may carry a phone's GPS position), so the editor
 * would show a broken picture. A relative value Decap reads from the
 * repository, the moment it is uploaded too.
 */
export const mediaPublicPath = `${mediaFolder}/`;

/**
 * Decap lowercases an upload's name and turns spaces into hyphens; a name
 * written by hand may also keep capitals. Nothing else: no folder, no `..`,
 * nothing that could end an attribute or a header.
 */
const mediaName = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

export const isMediaPath = (src: string) => src.startsWith(mediaPublicPath);

/** The upload's file name, when `src` names one acceptably. */
export function mediaFileName(src: string): string | undefined {
  if (!isMediaPath(src)) return undefined;
  const name = src.slice(mediaPublicPath.length);
  return mediaName.test(name) ? name : undefined;
}

/**
 * What an upload may be. Photographs from a phone or a camera are well under
 * both: a 48-megapixel phone photograph is 8000 x 6000 and 5 to 15 MB. Over
 * 50 megapixels, decoding alone needs 200 MB of memory and seconds of a
 * 2-core build machine; over 25 MB it is not a photograph fit for a web page.
 */
export const uploadLimits = { bytes: 25 * 1024 * 1024, pixels: 50_000_000 } as const;

/** The formats an upload may be in: what phones, cameras and image editors save, and what sharp reads. */
export const acceptedFormats = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" } as const;

/** How the accepted formats read in a message, and in the upload dialog's hint. */
export const acceptedFormatsInWords = "a photograph in JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels";

/**
 * Why an upload is refused, in the words that follow "found <file>, ": the
 * build (process.ts) and the editor's check at upload (editor.client.tsx)
 * say the same.
 */
export const refusedBecause = {
  tooLarge: (bytes: number) => `which is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the limit of 25 MB`,
  svg: "which is an SVG drawing: SVG can carry script, so it is not taken; export the picture as PNG or JPEG",
  text: "which is a text document, not an image",
  notAnImage: "which is not an image (or is too damaged to tell)",
  otherFormat: (format: string) => `which is a ${format.toUpperCase()} image: save it as JPEG or PNG`,
  heic: "which is a HEIC image: save it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)",
  tooManyPixels: (width: number, height: number) => `which is ${width} x ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels), over the limit of 50 megapixels`,
  damaged: (format: string, detail?: string) => `which is a damaged ${format.toUpperCase()} file that cannot be read to its end${detail ? ` (${detail})` : ""}`,
} as const;

/** What the first bytes of a file say it is: an accepted format, SVG or other markup, or nothing we know. */
export function sniffFormat(bytes: Uint8Array): keyof typeof acceptedFormats | "svg" | "text" | "heic" | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") return /^avi[fs]$/.test(ascii(8, 12)) ? "avif" : /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(8, 12)) ? "heic" : undefined;
  const start = new TextDecoder().decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return /<svg[\s>]/i.test(start) ? "svg" : "text";
  return undefined;
}
