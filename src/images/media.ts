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
 * build (process.ts) and the editor's check at upload (upload-check.client.ts)
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

/**
 * What a file says it is: an accepted format or HEIC by its first bytes
 * (the signature sharp itself goes by, so a file that starts as a PNG is
 * only ever read as one), else SVG or other markup. A file with no image
 * signature is read as text whole, not only its start: an SVG behind 64 KB
 * of blank lines is still an SVG, and is refused before sharp, which could
 * render it, ever sees it (issue 36).
 */
export function sniffFormat(bytes: Uint8Array): keyof typeof acceptedFormats | "svg" | "text" | "heic" | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") return /^avi[fs]$/.test(ascii(8, 12)) ? "avif" : /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(8, 12)) ? "heic" : undefined;
  const text = new TextDecoder().decode(bytes);
  if (/<svg[\s>]/i.test(text)) return "svg";
  if (text.replace(/^\uFEFF/, "").trimStart().startsWith("<")) return "text";
  return undefined;
}

/**
 * A picture's width and height as its header gives them, before anything is
 * decoded: so a 30,000 x 30,000 PNG of 107 KB is named as over the pixel
 * limit, rather than failing to decode as "not an image" (issue 36). JPEG
 * (its frame header), PNG (IHDR) and WebP (VP8, VP8L, VP8X); undefined for
 * AVIF or a header that cannot be read, and sharp then says.
 */
export function headerSize(bytes: Uint8Array, format: keyof typeof acceptedFormats): { width: number; height: number } | undefined {
  const at16 = (offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (format === "png" && bytes.length >= 24 && ascii(12, 16) === "IHDR") {
    const at32 = (offset: number) => ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    return { width: at32(16), height: at32(20) };
  }
  if (format === "jpeg") {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return undefined;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      // Markers without a length: the start and restarts.
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      // A start of frame (C0 to CF but C4, C8 and CC, which are tables): precision, height, width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: at16(offset + 7), height: at16(offset + 5) };
      offset += 2 + at16(offset + 2);
    }
    return undefined;
  }
  if (format === "webp" && bytes.length >= 30) {
    const chunk = ascii(12, 16);
    const at24 = (offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
    if (chunk === "VP8X") return { width: at24(24) + 1, height: at24(27) + 1 };
    if (chunk === "VP8 ") return { width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff };
    if (chunk === "VP8L") {
      const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
      return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
    }
  }
  return undefined;
}
