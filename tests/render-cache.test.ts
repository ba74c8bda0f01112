// A rebuild takes the pages an earlier build rendered from the very same
// inputs from the site it wrote, checked against the hashes the build's
// cache keeps (build.ts, renderPages): the inputs are the loaded content, the
// day, the site's URL and what every page shares, such as the stylesheet's
// name. Each kind of input, changed, renders the pages again, and every build
// with the cache is byte for byte the build without it.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContentCache } from "../src/content/load-cache";
import { renderSite, type RenderedSite } from "../src/pipeline/build";
import { outputPathFor } from "../src/site-paths";
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
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "render-cache-"));
  contentDir = path.join(work, "content");
  await cp(projectPaths.content, contentDir, { recursive: true });
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

/** Renders the site, reusing the pages of the one written before, then writes its pages as the command line would, in place of the old. */
async function build(inputs: Inputs, cache: ContentCache | undefined): Promise<RenderedSite> {
  const siteDir = path.join(work, "site");
  const site = await renderSite({ contentDir, staticDir: projectPaths.static, sourceDir, assetCacheDir: false, imageCacheDir: false, cache, previousSite: siteDir, ...inputs });
  await rm(siteDir, { recursive: true, force: true });
  for (const file of pagesOf(site)) {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await writeFile(path.join(siteDir, file), site.output.files.get(file)!.contents);
  }
  return site;
}

/** Whether a build made a renderer: it rendered pages rather than taking them from the site written before. */
async function rendered(work: () => Promise<RenderedSite>): Promise<{ site: RenderedSite; rendered: boolean }> {
  const before = renderers.made;
  const site = await work();
  return { site, rendered: renderers.made > before };
}

/** The pages and every other file, by output path. */
const filesOf = (site: RenderedSite) => new Map([...site.output.files].map(([file, { contents }]) => [file, Buffer.from(contents).toString("latin1")]));

/** A build with the cache is the build without one, file for file; the pages it took from the cache are named. */
async function expectSameAsWithoutCache(site: RenderedSite, inputs: Inputs): Promise<void> {
  const fresh = filesOf(await build(inputs, undefined));
  const cached = filesOf(site);
  expect([...cached.keys()].sort()).toEqual([...fresh.keys()].sort());
  for (const [file, text] of fresh) expect(cached.get(file), file).toBe(text);
}

/** The output paths of the route table's pages. */
const pagesOf = (site: RenderedSite) => site.routes.map((route) => outputPathFor(route.path));

const page = (site: RenderedSite, file: string) => Buffer.from(site.output.files.get(file)!.contents).toString("utf8");

describe("the rendered pages in the build's cache", () => {
  const inputs: Inputs = { today: testToday, siteUrl: "https://www.ousevalley.example" };

  it("are taken whole by a rebuild from the same inputs, which renders no page and makes no file beside them again, byte for byte as made afresh", async () => {
    const cache = new ContentCache("a generator");
    const first = await build(inputs, cache);
    const { site: second, rendered: renderedAgain } = await rendered(() => build(inputs, cache));
    expect(renderedAgain).toBe(false);
    expect(pagesOf(second).length).toBeGreaterThan(50);
    // The files declared beside the pages (src/outputs.ts: the job board's feeds and index, the editor's snapshot, the bundles they name) are the earlier build's list, kept whole: its bundles are the very bytes the earlier build held.
    const madeBeside = [...second.output.files].filter(([file]) => /^assets\/[^/]+\.(css|js)$/.test(file));
    expect(madeBeside.length).toBe(3);
    for (const [file, { contents }] of madeBeside) expect(contents === first.output.files.get(file)!.contents, file).toBe(true);
    await expectSameAsWithoutCache(second, inputs);
  }, 120_000);

  it("are taken by a rebuild whose content came from the cache on disk, after a build that validated it afresh", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    // The command line's next run: every file's result read back from the saved cache, none validated again.
    const saved = ContentCache.fromBytes(cache.toBytes(), "a generator");
    const { site: again, rendered: renderedAgain } = await rendered(() => build(inputs, saved));
    expect(renderedAgain).toBe(false);
    await expectSameAsWithoutCache(again, inputs);
  }, 120_000);

  it("are not taken from the site written before where a page there was changed by hand: the pages are rendered again", async () => {
    const cache = new ContentCache("a generator");
    await build(inputs, cache);
    const home = path.join(work, "site", "index.html");
    await writeFile(home, (await readFile(home, "utf8")).replace("</main>", "<p>Added by hand</p></main>"));
    const { site: after, rendered: renderedAgain } = await rendered(() => build(inputs, cache));
    expect(renderedAgain).toBe(true);
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
      const { site: after, rendered: renderedAgain } = await rendered(() => build(inputs, cache));
      expect(renderedAgain).toBe(true);
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
    const { site: after, rendered: renderedAgain } = await rendered(() => build(later, cache));
    expect(pagesOf(after)).toEqual(pagesOf(before));
    expect(renderedAgain).toBe(true);
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
      const { site: after, rendered: renderedAgain } = await rendered(() => build(inputs, cache));
      expect(renderedAgain).toBe(true);
      const href = [...after.output.paths].find((file) => /^assets\/site\.[0-9a-f]+\.css$/.test(file))!;
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
      const { site: after, rendered: renderedAgain } = await rendered(() => build(inputs, cache));
      expect(renderedAgain).toBe(true);
      const newFile = [...after.output.paths].find((file) => file.startsWith("assets/images/meeting-room-st-ives-") && !before.output.has(file))!;
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
    const { site: after, rendered: renderedAgain } = await rendered(() => build(moved, cache));
    expect(renderedAgain).toBe(true);
    expect(page(after, "index.html")).toContain("https://jobs.ousevalley.example/");
    expect(page(after, "index.html")).not.toContain("https://www.ousevalley.example/");
    await expectSameAsWithoutCache(after, moved);
  }, 120_000);

});
