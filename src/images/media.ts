// The agency's own photographs (D42). No Node API: the editor's script uses it in the browser.

/** Inside the content folder: uploads travel with the words that use them. */
export const mediaFolder = "media";

/** Relative: Decap shows a `/media/…` value from the site, where an upload is never published as it is (it may carry GPS). */
export const mediaPublicPath = `${mediaFolder}/`;

/** Decap lowercases and hyphenates names; nothing may name a folder or end an attribute or a header. */
const mediaName = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

export const isMediaPath = (src: string) => src.startsWith(mediaPublicPath);

export function mediaFileName(src: string): string | undefined {
  if (!isMediaPath(src)) return undefined;
  const name = src.slice(mediaPublicPath.length);
  return mediaName.test(name) ? name : undefined;
}

/** A 48-megapixel phone photograph is 8000 x 6000 and 5 to 15 MB; over 50 megapixels decoding alone needs 200 MB. */
export const uploadLimits = { bytes: 25 * 1024 * 1024, pixels: 50_000_000 } as const;

export const acceptedFormats = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" } as const;

export const acceptedFormatsInWords = "a photograph in JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels";

/** In the words that follow "found <file>, ", so the build and the editor's upload check say the same. */
export const refusedBecause = {
  tooLarge: (bytes: number) => `which is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the limit of 25 MB`,
  svg: "which is an SVG drawing: SVG can carry script, so it is not taken; export the picture as PNG or JPEG",
  text: "which is a text document, not an image",
  notAnImage: "which is not an image (or is too damaged to tell)",
  otherFormat: (format: string) => `which is a ${format.toUpperCase()} image: save it as JPEG or PNG`,
  heic: "which is a HEIC image: save it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)",
  tooManyPixels: (width: number, height: number) =>
    `which is ${width} x ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels), over the limit of 50 megapixels`,
  damaged: (format: string, detail?: string) =>
    `which is a damaged ${format.toUpperCase()} file that cannot be read to its end${detail ? ` (${detail})` : ""}`,
} as const;

/** By sharp's own signatures, else read whole as text, so an SVG behind blank lines never reaches sharp, which could render it. */
export function sniffFormat(bytes: Uint8Array): keyof typeof acceptedFormats | "svg" | "text" | "heic" | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp")
    return /^avi[fs]$/.test(ascii(8, 12))
      ? "avif"
      : /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(8, 12))
        ? "heic"
        : undefined;
  const text = new TextDecoder().decode(bytes);
  if (/<svg[\s>]/i.test(text)) return "svg";
  if (
    text
      .replace(/^\uFEFF/, "")
      .trimStart()
      .startsWith("<")
  )
    return "text";
  return undefined;
}

/** Width and height from the header before anything is decoded, so a vast picture is named as such; undefined for AVIF. */
export function headerSize(
  bytes: Uint8Array,
  format: keyof typeof acceptedFormats,
): { width: number; height: number } | undefined {
  const at16 = (offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (format === "png" && bytes.length >= 24 && ascii(12, 16) === "IHDR") {
    const at32 = (offset: number) =>
      ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
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
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      // A start of frame (C0 to CF but C4, C8 and CC, which are tables): precision, height, width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: at16(offset + 7), height: at16(offset + 5) };
      offset += 2 + at16(offset + 2);
    }
    return undefined;
  }
  if (format === "webp" && bytes.length >= 30) {
    const chunk = ascii(12, 16);
    const at24 = (offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
    if (chunk === "VP8X") return { width: at24(24) + 1, height: at24(27) + 1 };
    if (chunk === "VP8 ")
      return { width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff };
    if (chunk === "VP8L") {
      const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
      return {
        width: 1 + (((b1 & 0x3f) << 8) | b0),
        height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
      };
    }
  }
  return undefined;
}
