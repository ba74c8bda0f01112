// Photographs made in the test, as a phone or an editor would hand them over:
// nothing is downloaded, and every picture is ours.
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A scene whose corners differ, so a turned picture can be told from an upright one. */
function scene(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c8553d"/><stop offset="1" stop-color="#2d6a8f"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.2}" cy="${height * 0.3}" r="${height * 0.15}" fill="#f2c14e"/><rect x="${width * 0.55}" y="${height * 0.55}" width="${width * 0.3}" height="${height * 0.3}" fill="#f7f7f2"/></svg>`,
  );
}

/**
 * A phone's photograph: 6000 x 4000 pixels as stored, with the phone held
 * upright (EXIF orientation 6: turn 90 degrees clockwise to show it, so it
 * shows 4000 wide and 6000 tall), and the GPS position of where it was taken.
 */
export async function phonePhotograph(width = 6000, height = 4000): Promise<Buffer> {
  return sharp(scene(width, height))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Ouse Valley test phone", Model: "T1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 19/1 5/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 4/1 30/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS position: the GPS IFD pointer tag, 0x8825, in either byte order. */
export const exifHasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A logo-like picture with a transparent background, as a PNG. */
export async function transparentPng(width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0b5d6b"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A JPEG cut off part-way, as an interrupted upload leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp(scene(1200, 800)).jpeg({ quality: 90 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** An SVG that runs script when opened as a page. */
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>',
);

/** More pixels than the limit (8000 x 7000 = 56 megapixels), yet a small file: one colour compresses to almost nothing. */
export async function tooManyPixels(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#808080" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A PNG whose header says 30,000 x 30,000 pixels (900 megapixels) in a file
 * of about 100 KB: a small picture's header rewritten, its checksum made
 * again, and rows of zeros after it, as a "decompression bomb" arrives.
 */
export async function vastPng(): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const png = Buffer.from(small);
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return Buffer.concat([png.subarray(0, png.length - 12), Buffer.alloc(100 * 1024), png.subarray(png.length - 12)]);
}

/** A busy photograph, hard to compress: made by the image benchmark's generator, which the tests share. */
export { busyPhotograph } from "../../scripts/busy-photograph";
