// Renders the PNG and ICO favicons from static/favicon.svg:
//   npm run icons   (node scripts/run.mjs scripts/make-icons.ts)
// Run it after changing the SVG and commit the results, so the build itself
// never needs a browser. Browsers without SVG favicons use favicon-32.png,
// iOS uses apple-touch-icon.png, and anything that asks for /favicon.ico
// without reading the page (older browsers, feed readers, crawlers) gets one
// instead of a 404.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchChromium } from "../src/tools/chromium";

/** The tile colour of favicon.svg: iOS shows transparent corners as black, so the touch icon is filled with it. */
const touchIconBackground = "#0b5d6b";

async function renderSvg(browser: Browser, svg: string, size: number, background: string | undefined): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  try {
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    const body = background ? `background:${background}` : "background:transparent";
    await page.setContent(
      `<!DOCTYPE html><html><body style="margin:0;${body}"><img src="${source}" width="${size}" height="${size}" alt=""></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: !background });
  } finally {
    await page.close();
  }
}

/** An ICO file holding one PNG image, which every browser since IE11 reads. */
export function pngInIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image data
  header.writeUInt32LE(header.length, 18); // where the image data starts
  return Buffer.concat([header, png]);
}

export async function main(_argv: string[], root: string): Promise<number> {
  const staticDir = path.join(root, "static");
  const svg = await readFile(path.join(staticDir, "favicon.svg"), "utf8");
  const browser = await launchChromium();
  try {
    const favicon = await renderSvg(browser, svg, 32, undefined);
    const touchIcon = await renderSvg(browser, svg, 180, touchIconBackground);
    await writeFile(path.join(staticDir, "favicon-32.png"), favicon);
    await writeFile(path.join(staticDir, "apple-touch-icon.png"), touchIcon);
    await writeFile(path.join(staticDir, "favicon.ico"), pngInIco(favicon, 32));
  } finally {
    await browser.close();
  }
  console.log(
    "Wrote static/favicon-32.png, static/apple-touch-icon.png and static/favicon.ico from static/favicon.svg",
  );
  return 0;
}
