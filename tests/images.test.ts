// The agency's own photographs (D42): the widths each place needs, what the
// build makes of an upload, what it refuses, and its cache.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent, type SiteContent } from "../src/content/load";
import { allEntries } from "../src/content/validate";
import { displayPath } from "../src/content/files";
import { processUploadedImages } from "../src/images/process";
import {
  densities,
  imagePlaces,
  phoneBudget,
  phoneWidths,
  slotWidth,
  viewportRange,
  widthStep,
  widthsForPlace,
} from "../src/images/places";
import { imageUses } from "../src/images/uses";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import {
  busyPhotograph,
  exifHasGps,
  phonePhotograph,
  svgWithScript,
  tooManyPixels,
  transparentPng,
  truncatedJpeg,
  vastPng,
} from "./support/photographs";
import { projectPaths } from "./support/site";
import { uniqueUploadName } from "../src/admin/upload-check.client";

describe("the widths each place needs, from its CSS layout (D42)", () => {
  it("reads a sizes attribute as the browser does: the first condition that holds, in rem, px, vw or calc()", () => {
    const { sizes } = imagePlaces.hero;
    expect(slotWidth(sizes, 320)).toBe(288);
    expect(slotWidth(sizes, 959)).toBe(927);
    expect(slotWidth(sizes, 960)).toBe(528);
    expect(slotWidth(imagePlaces.sectorCard.sizes, 600)).toBeCloseTo(276);
    expect(slotWidth(imagePlaces.sectorCard.sizes, 1024)).toBe(272);
    expect(slotWidth(imagePlaces.testimonial.sizes, 1920)).toBe(56);
  });

  it("makes for each place the widths its layout shows at 1x and 2x, from 320 to 1920 px, each file at most 1.3 times the width it serves", () => {
    expect(widthsForPlace(imagePlaces.hero)).toEqual([374, 487, 634, 825, 1072, 1396, 1816, 1854]);
    expect(widthsForPlace(imagePlaces.story)).toEqual([374, 487, 634, 825, 1072, 1396, 1816, 1854]);
    expect(widthsForPlace(imagePlaces.sectorBlock)).toEqual([374, 487, 634, 825, 1072, 1396, 1816, 1854]);
    expect(widthsForPlace(imagePlaces.sectorCard)).toEqual([344, 448, 583, 759, 988, 1086]);
    expect(widthsForPlace(imagePlaces.testimonial)).toEqual([56, 112]);
    expect(widthsForPlace(imagePlaces.share)).toEqual([1200]);
    for (const [name, place] of Object.entries(imagePlaces)) {
      if ("fixed" in place) continue;
      const widths = widthsForPlace(place);
      for (let viewport = viewportRange.min; viewport <= viewportRange.max; viewport++) {
        for (const density of densities) {
          const needed = Math.ceil(slotWidth(place.sizes, viewport) * density);
          const picked = widths.find((width) => width >= needed);
          expect(picked, `${name} at ${viewport} px, ${density}x`).toBeDefined();
          expect(picked! / needed, `${name} at ${viewport} px, ${density}x`).toBeLessThanOrEqual(widthStep);
        }
      }
    }
  });

  it("never enlarges a picture: a source narrower than the widest width ends the list at its own width", () => {
    expect(widthsForPlace(imagePlaces.hero, 1000)).toEqual([374, 487, 634, 825, 1000]);
    expect(widthsForPlace(imagePlaces.share, 800)).toEqual([800]);
  });
});

describe("which place each photograph of the content shows in", () => {
  it("covers every image field of every content file, so no upload is left without its files", async () => {
    const content = await loadContent(projectPaths.content);
    const covered = new Set(imageUses(content).map((use) => use.image));
    const images: { file: string; image: unknown }[] = [];
    const visit = (file: string, value: unknown) => {
      if (Array.isArray(value)) value.forEach((item) => visit(file, item));
      else if (value && typeof value === "object" && !(value instanceof Date)) {
        if ("src" in value && "alt" in value) images.push({ file, image: value });
        Object.values(value).forEach((item) => visit(file, item));
      }
    };
    for (const entry of allEntries(content)) visit(entry.file, entry.data);
    expect(images.length).toBeGreaterThan(5);
    expect(images.filter(({ image }) => !covered.has(image as never)).map(({ file }) => file)).toEqual([]);
  });
});

describe("an uploaded photograph, as the build makes it (D42)", () => {
  let fixture: ContentFixture;
  let cacheDir: string;
  let content: SiteContent;
  const phone = phonePhotograph();

  beforeAll(async () => {
    fixture = await copyContent();
    cacheDir = await mkdtemp(path.join(tmpdir(), "image-cache-"));
    await writeFile(fixture.file("media/phone-upload.jpg"), await phone);
    await writeFile(fixture.file("media/logo.png"), await transparentPng());
    await fixture.edit("routes/home.md", (text) =>
      text.replace(
        / {4}src: https:\/\/images\.unsplash\.com\/photo-1576091160399-112ba8d25d1d\n {4}alt: (.*)\n {4}width: 1600\n {4}height: 1067\n/,
        "    src: media/phone-upload.jpg\n    alt: $1\n",
      ),
    );
    await fixture.edit("testimonials/hotel-manager.md", (text) =>
      text.replace(/src: https:\S+\n/, "src: media/logo.png\n"),
    );
    content = await loadContent(fixture.dir);
  }, 60_000);

  afterAll(async () => {
    await fixture?.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("makes smaller files, upright, with no EXIF, GPS, XMP or ICC profile, in WebP and JPEG; a rebuild processes nothing, --no-cache everything", async () => {
    const first = await processUploadedImages(content, { contentDir: fixture.dir, cacheDir });
    // The two uploaded here, and the About page's own.
    expect(first.processed).toBe(3);
    const hero = (
      first.content.routes.home.data.hero.image as {
        processed?: {
          width: number;
          height: number;
          places: Record<
            string,
            {
              modern: { files: { url: string; width: number; height: number }[] };
              fallback: { type: string; files: { url: string }[] };
              width: number;
              height: number;
            }
          >;
        };
      }
    ).processed!;
    // Orientation 6: stored 6000 x 4000, shown 4000 wide and 6000 tall.
    expect([hero.width, hero.height]).toEqual([4000, 6000]);
    const picture = hero.places.hero!;
    expect(picture.fallback.type).toBe("image/jpeg");
    expect(picture.modern.files.map((file) => file.width)).toEqual(widthsForPlace(imagePlaces.hero));
    expect([picture.width, picture.height]).toEqual([1854, 2781]);
    const files = new Map(first.files.map((file) => [`/${file.path}`, file.contents]));
    const original = (await phone).length;
    for (const file of [...picture.modern.files, ...picture.fallback.files]) {
      const bytes = files.get(file.url)!;
      expect(bytes.length, file.url).toBeLessThan(original);
      expect(file.url).toMatch(/^\/assets\/images\/phone-upload-\d+\.[0-9a-f]{10}\.(webp|jpg)$/);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.height, file.url).toBeGreaterThan(metadata.width);
      expect(metadata.orientation ?? 1, file.url).toBe(1);
      expect(metadata.exif, file.url).toBeUndefined();
      expect(exifHasGps(metadata.exif)).toBe(false);
      expect(metadata.xmp, file.url).toBeUndefined();
      expect(metadata.icc, file.url).toBeUndefined();
      expect(metadata.space).toBe("srgb");
    }
    // The source did carry them.
    expect(exifHasGps((await sharp(await phone).metadata()).exif)).toBe(true);

    const again = await processUploadedImages(content, { contentDir: fixture.dir, cacheDir });
    expect(again.processed).toBe(0);
    expect(again.files.map((file) => file.path).sort()).toEqual(first.files.map((file) => file.path).sort());
    const noCache = await processUploadedImages(content, { contentDir: fixture.dir, cacheDir: false });
    expect(noCache.processed).toBe(3);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".partial"))).toEqual([]);
  }, 120_000);

  it("names the files after the upload even when the same photograph was made before under another name (the cache keys on the name too)", async () => {
    await processUploadedImages(content, { contentDir: fixture.dir, cacheDir });
    await writeFile(fixture.file("media/logo-again.png"), await transparentPng());
    await fixture.edit("testimonials/hotel-manager.md", (text) =>
      text.replace("src: media/logo.png\n", "src: media/logo-again.png\n"),
    );
    try {
      const renamed = await processUploadedImages(await loadContent(fixture.dir), {
        contentDir: fixture.dir,
        cacheDir,
      });
      const testimonialFiles = renamed.files.map((file) => file.path).filter((file) => /\/logo/.test(file));
      expect(testimonialFiles.length).toBeGreaterThan(0);
      expect(
        testimonialFiles.every((file) => file.startsWith("assets/images/logo-again-")),
        testimonialFiles.join(", "),
      ).toBe(true);
    } finally {
      await fixture.edit("testimonials/hotel-manager.md", (text) =>
        text.replace("src: media/logo-again.png\n", "src: media/logo.png\n"),
      );
    }
  }, 60_000);

  it("keeps a transparent PNG's alpha: WebP with alpha and a PNG fallback, cropped square for a testimonial", async () => {
    const { content: made, files } = await processUploadedImages(content, { contentDir: fixture.dir, cacheDir });
    const testimonial = made.testimonials.find((entry) => entry.slug === "hotel-manager")!;
    const picture = (
      testimonial.data.image as {
        processed?: {
          places: Record<
            string,
            {
              modern: { files: { url: string }[] };
              fallback: { type: string; files: { url: string }[] };
              width: number;
              height: number;
            }
          >;
        };
      }
    ).processed!.places.testimonial!;
    expect(picture.fallback.type).toBe("image/png");
    expect([picture.width, picture.height]).toEqual([112, 112]);
    for (const file of [...picture.modern.files, ...picture.fallback.files]) {
      const bytes = files.find((candidate) => `/${candidate.path}` === file.url)!.contents;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.hasAlpha, file.url).toBe(true);
      expect((await sharp(bytes).stats()).isOpaque, file.url).toBe(false);
    }
  }, 60_000);

  it.each([
    [
      "not an image",
      "notes.jpg",
      async () => Buffer.from("Shift rota for next week\n"),
      "found content/media/notes.jpg, which is not an image (or is too damaged to tell)",
    ],
    [
      "a damaged image",
      "cut-off.jpg",
      truncatedJpeg,
      "found content/media/cut-off.jpg, which is a damaged JPEG file that cannot be read to its end",
    ],
    [
      "an SVG with script",
      "badge.svg",
      async () => svgWithScript,
      "found content/media/badge.svg, which is an SVG drawing: SVG can carry script, so it is not taken; export the picture as PNG or JPEG",
    ],
    [
      "over 50 megapixels",
      "huge.png",
      tooManyPixels,
      "found content/media/huge.png, which is 8000 x 7000 pixels (56.0 megapixels), over the limit of 50 megapixels",
    ],
    [
      "over 25 MB",
      "heavy.jpg",
      async () => Buffer.concat([await phonePhotograph(600, 400), Buffer.alloc(26 * 1024 * 1024)]),
      "found content/media/heavy.jpg, which is 26.0 MB, over the limit of 25 MB",
    ],
    [
      "30,000 x 30,000 pixels in 107 KB, by its header",
      "vast.png",
      vastPng,
      "found content/media/vast.png, which is 30000 x 30000 pixels (900.0 megapixels), over the limit of 50 megapixels",
    ],
    [
      "an SVG behind 64 KB of blank lines, before sharp reads it",
      "padded.png",
      async () => Buffer.concat([Buffer.from(" \n".repeat(40 * 1024)), svgWithScript]),
      "found content/media/padded.png, which is an SVG drawing: SVG can carry script, so it is not taken; export the picture as PNG or JPEG",
    ],
    [
      "a GIF",
      "wave.gif",
      async () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
      "found content/media/wave.gif, which is a GIF image: save it as JPEG or PNG",
    ],
  ])(
    "refuses %s with the file, the field, what was expected and what was found (D3)",
    async (_case, name, make, found) => {
      const refused = await copyContent();
      try {
        await writeFile(refused.file(`media/${name}`), await make());
        await refused.edit("routes/about.md", (text) =>
          text.replace("src: media/meeting-room-st-ives.jpg", `src: media/${name}`),
        );
        const loaded = await loadContent(refused.dir);
        const problems = await problemsOf(() =>
          processUploadedImages(loaded, { contentDir: refused.dir, cacheDir: false }),
        );
        expect(problems).toHaveLength(1);
        const shown = displayPath(refused.file(`media/${name}`));
        expect(problems[0]!.replace(shown, `content/media/${name}`)).toContain(
          `${displayPath(refused.file("routes/about.md"))}: image.src: expected a photograph in JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels, ${found}`,
        );
      } finally {
        await refused.remove();
      }
    },
    60_000,
  );

  it("keeps every WebP file a 390 px phone may download (1x to 3x) at most 60 KB, even of a busy 12-megapixel photograph", async () => {
    const busy = await copyContent();
    try {
      await writeFile(busy.file("media/busy.jpg"), await busyPhotograph(1));
      await busy.edit("routes/about.md", (text) =>
        text.replace("src: media/meeting-room-st-ives.jpg", "src: media/busy.jpg"),
      );
      const { content: made, files } = await processUploadedImages(await loadContent(busy.dir), {
        contentDir: busy.dir,
        cacheDir: false,
      });
      const picture = (
        made.routes.about.data.image as {
          processed?: {
            places: Record<
              string,
              {
                modern: { files: { url: string; width: number; bytes: number }[] };
                fallback: { files: { url: string; width: number; bytes: number }[] };
              }
            >;
          };
        }
      ).processed!.places.story!;
      const onPhones = phoneWidths(
        imagePlaces.story,
        picture.modern.files.map((file) => file.width),
      );
      expect(onPhones).toEqual([374, 825, 1396]);
      for (const file of picture.modern.files.filter((file) => onPhones.includes(file.width))) {
        expect(file.bytes, file.url).toBeLessThanOrEqual(phoneBudget.bytes);
        expect(files.find((candidate) => `/${candidate.path}` === file.url)!.contents.length).toBe(file.bytes);
      }
    } finally {
      await busy.remove();
    }
  }, 60_000);

  it("names a photograph that is not in the media folder", async () => {
    const missing = await copyContent();
    try {
      await missing.edit("routes/about.md", (text) =>
        text.replace("src: media/meeting-room-st-ives.jpg", "src: media/not-uploaded.jpg"),
      );
      const problems = await problemsOf(async () =>
        processUploadedImages(await loadContent(missing.dir), { contentDir: missing.dir, cacheDir: false }),
      );
      expect(problems[0]).toMatch(
        /routes\/about\.md: image\.src: expected a photograph .*, found no file .*media\/not-uploaded\.jpg: upload the photograph again, or choose another$/,
      );
    } finally {
      await missing.remove();
    }
  });
});

describe("an upload's name in the editor", () => {
  it("is its own, so an upload never replaces (and so deletes) a file a page still uses, and reads as the photograph's name", () => {
    const at = Date.UTC(2026, 10, 26, 3, 40);
    expect(uniqueUploadName("Team Photo (2).PNG", at)).toBe(`team-photo-2-${at.toString(36)}.png`);
    expect(uniqueUploadName("IMG_1234.JPG", at)).toBe(`img-1234-${at.toString(36)}.jpg`);
    expect(uniqueUploadName("Café.jpeg", at)).toBe(`cafe-${at.toString(36)}.jpeg`);
    expect(uniqueUploadName("....jpg", at)).toBe(`photo-${at.toString(36)}.jpg`);
    expect(uniqueUploadName("office.jpg", at)).not.toBe(uniqueUploadName("office.jpg", at + 1));
  });
});

describe("the editor's check at upload names the same causes as the build, before the browser decodes anything", () => {
  it("a 30,000 x 30,000 PNG is over the pixel limit, read from its header", async () => {
    const { uploadRefusal } = await import("../src/admin/upload-check.client");
    expect(await uploadRefusal(new Blob([new Uint8Array(await vastPng())]))).toBe(
      "which is 30000 x 30000 pixels (900.0 megapixels), over the limit of 50 megapixels",
    );
  });

  it("an SVG anywhere in a file, not only in its first 64 KB, is an SVG", async () => {
    const { uploadRefusal } = await import("../src/admin/upload-check.client");
    const padded = Buffer.concat([Buffer.from(" ".repeat(70 * 1024)), svgWithScript]);
    expect(await uploadRefusal(new Blob([new Uint8Array(padded)]))).toMatch(/^which is an SVG drawing/);
    const commented = Buffer.concat([Buffer.from(`<!-- ${"x".repeat(70 * 1024)} -->`), svgWithScript]);
    expect(await uploadRefusal(new Blob([new Uint8Array(commented)]))).toMatch(/^which is an SVG drawing/);
  });

  it("reads the size from the header of each format the build takes", async () => {
    const { headerSize } = await import("../src/images/media");
    const base = sharp({ create: { width: 123, height: 45, channels: 3, background: "#369" } });
    expect(headerSize(await base.clone().jpeg().toBuffer(), "jpeg")).toEqual({ width: 123, height: 45 });
    expect(headerSize(await base.clone().png().toBuffer(), "png")).toEqual({ width: 123, height: 45 });
    expect(headerSize(await base.clone().webp().toBuffer(), "webp")).toEqual({ width: 123, height: 45 });
    expect(headerSize(await base.clone().webp({ lossless: true }).toBuffer(), "webp")).toEqual({
      width: 123,
      height: 45,
    });
    expect(headerSize(await await phonePhotograph(600, 400), "jpeg")).toEqual({ width: 600, height: 400 });
  });
});
