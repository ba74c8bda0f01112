// Makes the sample photograph the real site uses (content/media/meeting-room-st-ives.jpg):
//   node scripts/run.mjs scripts/make-sample-photo.ts
// The site needs one uploaded photograph so the path from the editor's upload
// to the page is exercised by the real build (D42), and it must be ours to
// publish: so it is drawn here, a sunlit meeting room, with no photograph of
// anyone in it, then softened and given a camera's grain. It is written as a
// camera writes a JPEG (3000 x 2000) with no metadata at all.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const width = 3000;
const height = 2000;

/** The scene: a wall, a window with daylight, a table with chairs, a plant and a pin board. */
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 3000 2000">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#e9e1d3"/><stop offset="0.55" stop-color="#d8cdb9"/><stop offset="1" stop-color="#b9ad98"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a6f55"/><stop offset="1" stop-color="#5e4935"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd8ee"/><stop offset="0.7" stop-color="#e8f1f6"/><stop offset="1" stop-color="#cfe0c4"/></linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9a57c"/><stop offset="1" stop-color="#9b7652"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff7e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff7e6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="3000" height="2000" fill="url(#wall)"/>
  <rect y="1380" width="3000" height="620" fill="url(#floor)"/>
  <rect x="260" y="220" width="1180" height="980" rx="8" fill="url(#sky)"/>
  <path d="M260 900 Q520 820 760 880 T1440 860 V1200 H260Z" fill="#8fae7a"/>
  <path d="M260 980 Q600 930 900 990 T1440 960 V1200 H260Z" fill="#6f8f5e"/>
  <g fill="none" stroke="#f4f1ea" stroke-width="34"><rect x="260" y="220" width="1180" height="980"/><line x1="850" y1="220" x2="850" y2="1200"/><line x1="260" y1="700" x2="1440" y2="700"/></g>
  <rect x="1700" y="330" width="900" height="560" rx="10" fill="#b98b5a"/>
  <rect x="1730" y="360" width="840" height="500" fill="#c99c6b"/>
  <g><rect x="1800" y="410" width="180" height="140" fill="#f6e27a" transform="rotate(-4 1890 480)"/><rect x="2040" y="420" width="200" height="150" fill="#ffffff"/><rect x="2300" y="400" width="170" height="130" fill="#9fd3e6" transform="rotate(3 2385 465)"/><rect x="1860" y="620" width="240" height="170" fill="#fbfbf7"/><rect x="2180" y="630" width="160" height="130" fill="#f2a7a0" transform="rotate(-2 2260 695)"/></g>
  <path d="M700 1300 L2500 1300 L2800 1620 L420 1620 Z" fill="url(#table)"/>
  <path d="M420 1620 L2800 1620 L2800 1660 L420 1660 Z" fill="#7d5c3e"/>
  <g fill="#3f5a6b"><rect x="560" y="1120" width="260" height="220" rx="40"/><rect x="1180" y="1090" width="250" height="210" rx="40"/><rect x="1800" y="1090" width="250" height="210" rx="40"/><rect x="2380" y="1120" width="260" height="220" rx="40"/><rect x="250" y="1560" width="320" height="330" rx="50"/><rect x="2650" y="1560" width="320" height="330" rx="50"/></g>
  <g fill="#f7f5ef"><rect x="980" y="1380" width="300" height="200" transform="skewX(-12)"/><rect x="1700" y="1390" width="260" height="180" transform="skewX(10)"/></g>
  <ellipse cx="1500" cy="1420" rx="80" ry="30" fill="#ffffff"/><rect x="1440" y="1330" width="120" height="90" rx="20" fill="#2f6f7a"/>
  <rect x="2720" y="1060" width="150" height="320" rx="20" fill="#a45a3c"/>
  <g fill="#4f7f45"><circle cx="2795" cy="900" r="150"/><circle cx="2700" cy="980" r="110"/><circle cx="2890" cy="990" r="120"/><circle cx="2790" cy="760" r="110"/></g>
  <rect width="3000" height="2000" fill="url(#light)"/>
</svg>`;

/** A camera's grain: gentle noise, the same every run (a fixed seed), so the file's bytes never change. */
function grain(): Buffer {
  const pixels = Buffer.alloc(width * height);
  let seed = 20261126;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    pixels[index] = 128 + ((seed >>> 24) % 25) - 12;
  }
  return pixels;
}

export async function main(_argv: string[], root: string): Promise<number> {
  const softened = await sharp(Buffer.from(scene)).blur(2.2).toBuffer();
  const noise = await sharp(grain(), { raw: { width, height, channels: 1 } })
    .blur(0.6)
    .png()
    .toBuffer();
  const photo = await sharp(softened)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  const file = path.join(root, "content", "media", "meeting-room-st-ives.jpg");
  await writeFile(file, photo);
  console.log(
    `${path.relative(root, file)}: ${width} x ${height}, ${(photo.length / 1024).toFixed(0)} KB, no metadata`,
  );
  return 0;
}
