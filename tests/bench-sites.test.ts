// The Hugo site the build benchmark measures against does the same work as
// ours (D45): it makes the uploaded photographs' files, at the same widths,
// formats and qualities, on the pages where ours shows them.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hugo, hugoImageQualities, pagesWithPhotos, prepareHugoSite } from "../scripts/bench-sites";

const root = path.resolve(__dirname, "..");

/** Our built pages as the build writes them: a picture of an upload's files, one page without. */
const ourPicture = (stem: string, height: number) =>
  `<picture class="image-picture"><source type="image/webp" srcset="/assets/images/${stem}-100.0123456789.webp 100w, /assets/images/${stem}-200.abcdef0123.webp 200w"/>` +
  `<img src="/assets/images/${stem}-100.1111111111.jpg" srcset="/assets/images/${stem}-100.1111111111.jpg 100w, /assets/images/${stem}-200.2222222222.jpg 200w" width="200" height="${height}" alt=""/></picture>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>A page</title></head><body><main><h1>A page</h1><div class="prose">${body}</div></div></div></main></body></html>`;

describe("the benchmark's Hugo site", () => {
  let work: string;
  let out: string;
  let media: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "bench-sites-"));
    out = path.join(work, "out");
    media = path.join(work, "media");
    await mkdir(path.join(out, "about"), { recursive: true });
    await mkdir(path.join(out, "team"), { recursive: true });
    await mkdir(media);
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#7a9" } })
      .jpeg()
      .toFile(path.join(media, "Office.jpg"));
    await writeFile(path.join(out, "index.html"), page("No photograph here."));
    await writeFile(path.join(out, "about", "index.html"), page(ourPicture("office", 133)));
    await writeFile(path.join(out, "team", "index.html"), page(ourPicture("office", 200)));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("finds the pages of our build that show an upload's files", async () => {
    expect((await pagesWithPhotos(out)).map((found) => found.urlPath)).toEqual(["/about/", "/team/"]);
  });

  it("gives Hugo the same widths, formats and qualities, cropped where ours is", async () => {
    const site = await prepareHugoSite(work, 2, page("{{ .Content }}"), {
      pages: await pagesWithPhotos(out),
      mediaDir: media,
    });
    expect(await readdir(path.join(site, "assets", "media"))).toEqual(["Office.jpg"]);
    const about = await readFile(path.join(site, "layouts", "_default", "photo-page-0.html"), "utf8");
    expect(about).not.toMatch(/\/assets\/images\//);
    for (const processing of [
      'Resize "100x webp q72 Lanczos"',
      'Resize "200x webp q72 Lanczos"',
      'Resize "100x jpg q75 Lanczos"',
      'Resize "200x jpg q75 Lanczos"',
    ])
      expect(about).toContain(`{{ ((resources.Get "media/Office.jpg").${processing}).RelPermalink }}`);
    const team = await readFile(path.join(site, "layouts", "_default", "photo-page-1.html"), "utf8");
    expect(team).toContain('Fill "100x100 webp q72 Lanczos Smart"');
    expect(team).toContain('Fill "200x200 jpg q75 Lanczos Smart"');
    expect(await readFile(path.join(site, "content", "photo-page-0.md"), "utf8")).toMatch(/^url: \/about\/$/m);
  });

  it("encodes at the qualities src/images/process.ts gives an upload", async () => {
    const process = await readFile(path.join(root, "src", "images", "process.ts"), "utf8");
    expect(Number(/webp: \{ quality: (\d+)/.exec(process)?.[1])).toBe(hugoImageQualities.webp);
    expect(Number(/jpeg: \{ quality: (\d+)/.exec(process)?.[1])).toBe(hugoImageQualities.jpg);
  });

  it("names the URL and the folder when our page shows a file of an upload that is not there", async () => {
    await expect(
      prepareHugoSite(path.join(work, "missing"), 1, page("{{ .Content }}"), {
        pages: [{ urlPath: "/about/", html: page(ourPicture("gone", 133)) }],
        mediaDir: media,
      }),
    ).rejects.toThrow(
      /\/assets\/images\/gone-100\.0123456789\.webp: expected an upload named gone in .*media, found none/,
    );
  });

  it.runIf(hugo)("makes the files with Hugo: as many as ours, on the same pages", async () => {
    const site = await prepareHugoSite(path.join(work, "built"), 2, page("{{ .Content }}"), {
      pages: await pagesWithPhotos(out),
      mediaDir: media,
    });
    const built = spawnSync(hugo!, ["--quiet", "--source", site, "--cacheDir", path.join(site, "hugo-cache")], {
      encoding: "utf8",
    });
    expect(built.stderr).toBe("");
    const images = (await readdir(path.join(site, "public"), { recursive: true })).filter((file) =>
      /\.(webp|jpg)$/.test(file),
    );
    // Four of each page's picture, the two pages' shapes different.
    expect(images).toHaveLength(8);
    const about = await readFile(path.join(site, "public", "about", "index.html"), "utf8");
    expect(about).toMatch(/\/media\/office_hu[^ "]+_100x0_resize_q72_h2_lanczos\.webp 100w/i);
  });
});
