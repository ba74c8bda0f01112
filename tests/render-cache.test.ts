// A rebuild takes the pages an earlier build rendered from the very same
// inputs from the site it wrote, checked against the hashes the build's
// cache keeps (build.ts, renderPages): the inputs are the loaded content, the
// day, the site's URL and what every page shares, such as the stylesheet's
// name. Each kind of input, changed, renders the pages again, and every build
// with the cache leaves the folder byte for byte as the build without it
// makes it. (A command line's build with nothing changed at all loads and
// writes nothing: last-build.test.ts.)
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import fg from "fast-glob";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContentCache } from "../src/content/load-cache";
import { buildSite, renderSite } from "../src/pipeline/build";
import { manifestFile } from "../src/pipeline/out-folder";
import { phonePhotograph } from "./support/photographs";
import { projectPaths, testToday } from "./support/site";

/** How many times a build made a renderer: once for each build that rendered pages. */
const renderers = vi.hoisted(() => ({ made: 0 }));
vi.mock("../src/pipeline/render", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/pipeline/render")>();
  return { ...original, routeRenderer: (...args: Parameters<typeof original.routeRenderer>) => (renderers.made++, original.routeRenderer(...args)) };
});

let work: string;
let contentDir: string;
let sourceDir: string;
let staticDir: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "render-cache-"));
  contentDir = path.join(work, "content");
  await cp(projectPaths.content, contentDir, { recursive: true });
  staticDir = path.join(work, "static");
  await cp(projectPaths.static, staticDir, { recursive: true });
  // A generator's src/ in small, for the stylesheet and scripts the pages name: bundled in no time, and free to edit.
  sourceDir = path.join(work, "src");
  await mkdir(path.join(sourceDir, "styles"), { recursive: true });
  await mkdir(path.join(sourceDir, "client"), { recursive: true });
  await mkdir(path.join(sourceDir, "admin"), { recursive: true });
  await writeFile(path.join(sourceDir, "styles", "site.css"), "body { margin: 0; }\n");
  await writeFile(path.join(sourceDir, "client", "main.ts"), 'document.body.dataset.ready = "yes";\n');
  await writeFile(path.join(sourceDir, "client", "job-search.ts"), "export const search = (what: string) => what.trim();\n");
  await writeFile(path.join(sourceDir, "admin", "editor.client.tsx"), 'document.title = "Editor";\n');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface Inputs {
  today: string;
  siteUrl: string;
}

const siteDir = () => path.join(work, "site");

interface Built {
  /** The folder's files after the build, by output path, as Latin-1 text (byte for byte). */
  files: Map<string, string>;
  /** Whether the build made a renderer: it rendered pages rather than taking them from the site written before. */
  rendered: boolean;
}

/** Builds the site into its folder as the command line does, with the command line's writer. */
async function build(inputs: Inputs, cache: ContentCache | undefined): Promise<Built> {
  const before = renderers.made;
  await buildSite({ contentDir, outDir: siteDir(), staticDir, sourceDir, assetCacheDir: false, imageCacheDir: false, cache, ...inputs });
  const names = await fg("**/*", { cwd: siteDir(), dot: true, ignore: [manifestFile] });
  const files = new Map(await Promise.all(names.map(async (file) => [file, (await readFile(path.join(siteDir(), file))).toString("latin1")] as const)));
  return { files, rendered: renderers.made > before };
}

/** A build with the cache leaves the folder as the site made without one, file for file. */
async function expectSameAsWithoutCache(built: Built, inputs: Inputs): Promise<void> {
  const { output } = await renderSite({ contentDir, staticDir, sourceDir, assetCacheDir: false, imageCacheDir: false, ...inputs });
  const fresh = new Map([...output.files].map(([file, { contents }]) => [file, Buffer.from(contents).toString("latin1")]));
  expect([...built.files.keys()].sort()).toEqual([...fresh.keys()].sort());
  for (const [file, text] of fresh) expect(built.files.get(file), file).toBe(text);
}

const page = (built: Built, file: string) => Buffer.from(built.files.get(file)!, "latin1").toString("utf8");

describe("the rendered pages in the build's cache", () => {
  const inputs: Inputs = { today: testToday, siteUrl: "https://www.ousevalley.example" };

  it("are taken whole by a rebuild from the same inputs, which renders no page, the folder byte for byte as made afresh", async () => {
    const cache = new ContentCache("a generator");
    const first = await build(inputs, cache);
    expect(first.rendered).toBe(true);
    const second = await build(inputs, cache);
    expect(second.rendered).toBe(false);
    expect([...second.files.keys()].filter((file) => file.endsWith(".html")).length).toBeGreaterThan(50);
    await expectSameAsWithoutCache(second, inputs);
  }, 120_000);

  it("are taken by a rebuild whose content came from the cache on disk, after a build that validated it afresh", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    // The command line's next run: every file's result read back from the saved cache, none validated again.
    const saved = ContentCache.fromBytes(cache.toBytes(), "a generator");
    const again = await build(inputs, saved);
    expect(again.rendered).toBe(false);
    await expectSameAsWithoutCache(again, inputs);
  }, 120_000);

  it("are taken from the site written before when only a static file changed, and the site is written with it", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    const icon = path.join(staticDir, "favicon.svg");
    const original = await readFile(icon, "utf8");
    await writeFile(icon, original.replace("</svg>", "<!-- changed --></svg>"));
    try {
      const after = await build(inputs, cache);
      expect(after.rendered).toBe(false);
      expect(after.files.get("favicon.svg")).toContain("<!-- changed -->");
      await expectSameAsWithoutCache(after, inputs);
    } finally {
      await writeFile(icon, original);
    }
  }, 120_000);

  it("are taken when a file was put into the folder by hand, which goes", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    await writeFile(path.join(siteDir(), "jobs", "notes.txt"), "mine");
    const after = await build(inputs, cache);
    expect(after.rendered).toBe(false);
    expect(after.files.has("jobs/notes.txt")).toBe(false);
    await expectSameAsWithoutCache(after, inputs);
  }, 120_000);

  it("are taken when a file beside them was changed by hand: the folder is put right", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    const sitemap = path.join(siteDir(), "sitemap.xml");
    await writeFile(sitemap, (await readFile(sitemap, "utf8")).replace("</urlset>", "<url><loc>https://elsewhere.example/</loc></url></urlset>"));
    const after = await build(inputs, cache);
    expect(after.rendered).toBe(false);
    expect(after.files.get("sitemap.xml")).not.toContain("elsewhere.example");
    await expectSameAsWithoutCache(after, inputs);
  }, 120_000);

  it("are not taken from the site written before where a page there was changed by hand: the pages are rendered again", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    const home = path.join(work, "site", "index.html");
    await writeFile(home, (await readFile(home, "utf8")).replace("</main>", "<p>Added by hand</p></main>"));
    const after = await build(inputs, cache);
    expect(after.rendered).toBe(true);
    expect(page(after, "index.html")).not.toContain("Added by hand");
    await expectSameAsWithoutCache(after, inputs);
  }, 120_000);

  it("are rendered again when a content field changes, and show the change", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    const vacancy = path.join(contentDir, "vacancies", "chef-de-partie-cambridge.md");
    const text = await readFile(vacancy, "utf8");
    await writeFile(vacancy, text.replace(/^title: .*$/m, "title: Sous Chef of the Fens"));
    try {
      const after = await build(inputs, cache);
      expect(after.rendered).toBe(true);
      expect(page(after, "jobs/index.html")).toContain("Sous Chef of the Fens");
      await expectSameAsWithoutCache(after, inputs);
    } finally {
      await writeFile(vacancy, text);
    }
  }, 120_000);

  it("are rendered again for another day, which closes a vacancy (D24), though the site has the same pages", async () => {
    const cache = new ContentCache("a generator");
    const day = { ...inputs, today: "2026-12-02" };
    const before = await build(day, cache);
    // The night nurse's vacancy closes on 12 December, and keeps its page.
    const later = { ...inputs, today: "2026-12-13" };
    const after = await build(later, cache);
    const pagesOf = (built: Built) => [...built.files.keys()].filter((file) => file.endsWith(".html")).sort();
    expect(pagesOf(after)).toEqual(pagesOf(before));
    expect(after.rendered).toBe(true);
    expect(page(before, "jobs/index.html")).toContain("Registered Nurse (RGN), nights");
    expect(page(after, "jobs/index.html")).not.toContain("Registered Nurse (RGN), nights");
    await expectSameAsWithoutCache(after, later);
  }, 120_000);

  it("are rendered again when the stylesheet changes, and name the new one", async () => {
    const cache = new ContentCache("a generator");
    const before = await build(inputs, cache);
    const stylesheet = path.join(sourceDir, "styles", "site.css");
    await writeFile(stylesheet, "body { margin: 0; color: navy; }\n");
    try {
      const after = await build(inputs, cache);
      expect(after.rendered).toBe(true);
      const href = [...after.files.keys()].find((file) => /^assets\/site\.[0-9a-f]+\.css$/.test(file))!;
      expect(page(before, "index.html")).not.toContain(href);
      expect(page(after, "index.html")).toContain(`/${href}`);
      await expectSameAsWithoutCache(after, inputs);
    } finally {
      await writeFile(stylesheet, "body { margin: 0; }\n");
    }
  }, 120_000);

  it("are rendered again when a photograph is replaced, and name its new files", async () => {
    const cache = new ContentCache("a generator");
    const before = await build(inputs, cache);
    const upload = path.join(contentDir, "media", "meeting-room-st-ives.jpg");
    const original = await readFile(upload);
    await writeFile(upload, await phonePhotograph(2400, 1600));
    try {
      const after = await build(inputs, cache);
      expect(after.rendered).toBe(true);
      const newFile = [...after.files.keys()].find((file) => file.startsWith("assets/images/meeting-room-st-ives-") && !before.files.has(file))!;
      expect(page(after, "about/index.html")).toContain(`/${newFile}`);
      await expectSameAsWithoutCache(after, inputs);
    } finally {
      await writeFile(upload, original);
    }
  }, 120_000);

  it("are rendered again when the site's URL changes", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    const moved = { ...inputs, siteUrl: "https://jobs.ousevalley.example" };
    const after = await build(moved, cache);
    expect(after.rendered).toBe(true);
    expect(page(after, "index.html")).toContain("https://jobs.ousevalley.example/");
    expect(page(after, "index.html")).not.toContain("https://www.ousevalley.example/");
    await expectSameAsWithoutCache(after, moved);
  }, 120_000);

});
