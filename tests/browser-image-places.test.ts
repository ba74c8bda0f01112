// Uploaded photographs in every place that shows one (D42), in Chromium: the
// `sizes` each place declares (src/images/places.ts) is the width its CSS
// really lays the picture out at, from 320 to 1920 px, so the browser picks
// the file the layout needs; it picks WebP; the page's largest paint loads at
// once with high priority and the rest lazily; nothing the build wrote is
// missing.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/pipeline/build";
import { startPreviewServer } from "../src/preview/server";
import { launchChromium } from "../src/tools/chromium";
import { imagePlaces, slotWidth } from "../src/images/places";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { imageHost, testLaunchArgs } from "./support/browser";
import { busyPhotograph } from "./support/photographs";
import { projectPaths } from "./support/site";

let fixture: ContentFixture;
let outDir: string;
let server: Awaited<ReturnType<typeof startPreviewServer>>;
let browser: Browser;
let page: Page;
const missing: string[] = [];

/** The places' elements, by the class their component gives the picture. */
const placeOf: Record<string, keyof typeof imagePlaces> = {
  hero__image: "hero",
  "sector-card__photo": "sectorCard",
  "sector-block__image": "sectorBlock",
  split__image: "story",
  testimonial__photo: "testimonial",
};

beforeAll(async () => {
  fixture = await copyContent();
  outDir = path.join(await mkdtemp(path.join(tmpdir(), "image-places-")), "site");
  // An upload in every place: the home page's hero, every sector (its card and its block), a testimonial, the share picture.
  const uploads = ["hero", "healthcare", "hospitality", "industrial", "nursery-school", "portrait", "share"];
  await Promise.all(
    uploads.map(async (name, index) =>
      writeFile(fixture.file(`media/${name}.jpg`), await busyPhotograph(index + 10, 2400, 1600)),
    ),
  );
  await fixture.edit("routes/home.md", (text) =>
    text.replace(
      /src: https:\/\/images\.unsplash\.com\/\S+\n(\s+alt: .*\n)\s+width: \d+\n\s+height: \d+\n/,
      "src: media/hero.jpg\n$1",
    ),
  );
  for (const sector of ["healthcare", "hospitality", "industrial", "nursery-school"]) {
    await fixture.edit(`sectors/${sector}.md`, (text) =>
      text.replace(/src: https:\S+\n(.*\n)\s+width: \d+\n\s+height: \d+\n/, `src: media/${sector}.jpg\n$1`),
    );
  }
  await fixture.edit("testimonials/hotel-manager.md", (text) =>
    text.replace(/src: https:\S+\n(.*\n.*\n)\s+width: \d+\n\s+height: \d+\n/, "src: media/portrait.jpg\n$1"),
  );
  await fixture.edit("site.md", (text) =>
    text.replace(
      /shareImage:\n\s+src: https:\S+\n(.*\n)\s+width: \d+\n\s+height: \d+\n/,
      "shareImage:\n  src: media/share.jpg\n$1",
    ),
  );
  await buildSite({
    contentDir: fixture.dir,
    outDir,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    today: "2026-11-21",
    siteUrl: "https://www.ousevalley.example",
    imageCacheDir: false,
  });
  [server, browser] = await Promise.all([
    startPreviewServer({ root: outDir, port: 0 }),
    launchChromium(testLaunchArgs),
  ]);
  page = await browser.newPage();
  await page.route(`https://${imageHost}/**`, (route) => route.abort());
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().startsWith(server.url)) missing.push(response.url());
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fixture?.remove();
  if (outDir) await rm(path.dirname(outDir), { recursive: true, force: true });
});

interface Shown {
  className: string;
  width: number;
  sizes: string;
  currentSrc: string;
  loading: string | null;
  fetchpriority: string | null;
}

async function picturesAt(pathname: string, width: number): Promise<Shown[]> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}${pathname}`);
  // Lazy pictures load only near the screen: bring each into view, then wait for every one.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("picture img")) image.scrollIntoView();
    await Promise.all(
      [...document.querySelectorAll<HTMLImageElement>("picture img")].map((image) =>
        image.decode().catch(() => undefined),
      ),
    );
  });
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("picture img")].map((image) => ({
      className: image.className,
      width: image.getBoundingClientRect().width,
      sizes: image.sizes,
      currentSrc: image.currentSrc,
      loading: image.getAttribute("loading"),
      fetchpriority: image.getAttribute("fetchpriority"),
    })),
  );
}

describe("uploaded photographs in every place (D42)", () => {
  it.each([320, 390, 600, 768, 959, 960, 1024, 1280, 1920])(
    "at %i px each is laid out no wider than its sizes says, and not much narrower, and shown as WebP",
    async (width) => {
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const pathname of ["/", "/about/", "/sectors/"]) {
        for (const shown of await picturesAt(pathname, width)) {
          const place = Object.entries(placeOf).find(([className]) => shown.className.includes(className))?.[1];
          if (!place) {
            problems.push(`${pathname}: a picture with class "${shown.className}" is in no place`);
            continue;
          }
          seen.add(place);
          const slot = slotWidth(imagePlaces[place].sizes, width);
          expect(shown.sizes).toBe(imagePlaces[place].sizes);
          if (shown.width > slot + 1)
            problems.push(
              `${pathname} ${place}: laid out ${shown.width.toFixed(1)} px wide, sizes says ${slot} px: the browser picks a file too small`,
            );
          if (shown.width < slot * 0.75)
            problems.push(
              `${pathname} ${place}: laid out ${shown.width.toFixed(1)} px wide, sizes says ${slot} px: the browser downloads more than it shows`,
            );
          if (!/\/assets\/images\/.+\.webp$/.test(shown.currentSrc))
            problems.push(`${pathname} ${place}: shows ${shown.currentSrc}, not one of its WebP files`);
        }
      }
      expect(problems).toEqual([]);
      expect([...seen].sort()).toEqual(["hero", "sectorBlock", "sectorCard", "story", "testimonial"]);
      expect(missing).toEqual([]);
    },
    60_000,
  );

  it("loads the page's largest paint, the hero, at once with high priority and preloads it; every other picture lazily", async () => {
    const shown = await picturesAt("/", 1280);
    const hero = shown.filter((image) => image.className.includes("hero__image"));
    expect(hero).toHaveLength(1);
    expect(hero[0]).toMatchObject({ loading: null, fetchpriority: "high" });
    for (const other of shown.filter((image) => !image.className.includes("hero__image")))
      expect(other).toMatchObject({ loading: "lazy", fetchpriority: null });
    const preload = await page.locator('link[rel="preload"][as="image"][imagesrcset]').evaluate((link) => ({
      type: link.getAttribute("type"),
      srcset: link.getAttribute("imagesrcset"),
      fetchpriority: link.getAttribute("fetchpriority"),
    }));
    expect(preload).toMatchObject({ type: "image/webp", fetchpriority: "high" });
    expect(preload.srcset).toMatch(/^\/assets\/images\/hero-\d+\.[0-9a-f]{10}\.webp \d+w, /);
    // The share picture: the site's own 1200 x 630 JPEG, at its absolute address.
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /^https:\/\/www\.ousevalley\.example\/assets\/images\/share-1200\.[0-9a-f]{10}\.jpg$/,
    );
    expect(await page.locator('meta[property="og:image:height"]').getAttribute("content")).toBe("630");
  }, 60_000);
});
