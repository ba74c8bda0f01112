// Content validated by an earlier load is reused only when nothing it depends
// on changed (load-cache.ts): the file's text, the facts it may quote, the
// working folder and the generator. What a cached load gives must be what a
// fresh load gives, always.
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContent, loadFile, type LoadJob, type LoadOptions } from "../src/content/load";
import { collections } from "../src/content/collections";
import { ContentCache, readContentCache, saveContentCache } from "../src/content/load-cache";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
});
afterEach(async () => {
  await content.remove();
});

/** A load that counts the files it had to validate. */
async function countedLoad(cache: ContentCache | undefined, options: LoadOptions = {}) {
  const validated: string[] = [];
  const loaded = await loadContent(content.dir, {
    ...options,
    cache,
    loadFiles: async (jobs: LoadJob[], facts) => {
      validated.push(...jobs.map((job) => path.relative(content.dir, job.file)));
      return jobs.map((job) => loadFile(job, collections, facts));
    },
  });
  return { loaded, validated };
}

describe("the content cache", () => {
  it("gives what a fresh load gives, and validates no file again when none changed", async () => {
    const cache = new ContentCache("test");
    const first = await countedLoad(cache);
    expect(first.validated.length).toBeGreaterThan(30);
    const second = await countedLoad(cache);
    expect(second.validated).toEqual([]);
    expect(second.loaded).toEqual((await countedLoad(undefined)).loaded);
  });

  it("validates an edited file again, and only that one", async () => {
    const cache = new ContentCache("test");
    await countedLoad(cache);
    await content.edit("vacancies/banqueting-staff-peterborough.md", (text) => text.replace(/^title: .*$/m, "title: Banqueting staff, edited"));
    const { loaded, validated } = await countedLoad(cache);
    expect(validated).toEqual(["vacancies/banqueting-staff-peterborough.md"]);
    expect(loaded.vacancies.find((vacancy) => vacancy.slug === "banqueting-staff-peterborough")?.data.title).toBe("Banqueting staff, edited");
  });

  it("validates every file again when the facts they may quote change (site.md)", async () => {
    const cache = new ContentCache("test");
    const first = await countedLoad(cache);
    await content.edit("site.md", (text) => text.replace(/^tradingName: .*$/m, "tradingName: Ouse Valley People"));
    const { validated } = await countedLoad(cache);
    expect(validated).toEqual(first.validated);
  });

  it("validates every file again when the URL variable changes the {{url}} fact", async () => {
    const cache = new ContentCache("test");
    const first = await countedLoad(cache);
    expect((await countedLoad(cache, { siteUrl: "https://preview.example" })).validated).toEqual(first.validated);
  });

  it("forgets a deleted file: it is in neither the content nor the next load", async () => {
    const cache = new ContentCache("test");
    await countedLoad(cache);
    const deleted = content.file("vacancies/banqueting-staff-peterborough.md");
    const text = await readFile(deleted, "utf8");
    const job: LoadJob = { file: deleted, kind: "collection", name: "vacancies" };
    expect(cache.get(job, text)).toBeDefined();
    await rm(deleted);
    const { loaded } = await countedLoad(cache);
    expect(loaded.vacancies.map((vacancy) => vacancy.slug)).not.toContain("banqueting-staff-peterborough");
    expect(cache.get(job, text)).toBeUndefined();
  });

  it("reports a broken file's problems on every build, cached or not", async () => {
    const cache = new ContentCache("test");
    await content.edit("vacancies/banqueting-staff-peterborough.md", (text) => text.replace(/^sector: .*$/m, "sector: 7"));
    const first = await problemsOf(() => countedLoad(cache));
    expect(await problemsOf(() => countedLoad(cache))).toEqual(first);
  });
});

describe("the last load's content, taken whole when the content folder is unchanged", () => {
  it("is what the last load gave, when not one file changed", async () => {
    const cache = new ContentCache("test");
    const { loaded } = await countedLoad(cache);
    const unchanged = cache.unchangedContent(undefined);
    expect(unchanged?.content).toEqual(loaded);
    expect(unchanged?.collectionFiles).toBe(loaded.sectors.length + loaded.testimonials.length + loaded.vacancies.length + loaded.markdownPages.length);
  });

  it("is not given once a file is edited, added or removed, in a collection, a route page or site.md, nor for another URL variable", async () => {
    const cache = new ContentCache("test");
    await countedLoad(cache);
    expect(cache.unchangedContent("https://preview.example")).toBeUndefined();
    const changes: [string, () => Promise<unknown>][] = [
      ["a vacancy edited", () => content.edit("vacancies/banqueting-staff-peterborough.md", (text) => text.replace(/^title: .*$/m, "title: Banqueting staff, edited"))],
      ["a route page edited", () => content.edit("routes/about.md", (text) => `${text}\nOne more line.\n`)],
      ["site.md edited", () => content.edit("site.md", (text) => text.replace(/^tradingName: .*$/m, "tradingName: Ouse Valley People"))],
      ["a page added", async () => writeFile(content.file("pages/extra.md"), await readFile(content.file("pages/terms.md"), "utf8"))],
      ["a page removed", () => rm(content.file("pages/extra.md"))],
    ];
    for (const [change, make] of changes) {
      await make();
      expect(cache.unchangedContent(undefined), change).toBeUndefined();
      const { loaded } = await countedLoad(cache);
      expect(cache.unchangedContent(undefined)?.content, `after ${change}, loaded again`).toEqual(loaded);
    }
  });

  it("is forgotten when a load fails: a file broken since, then put back, is validated again", async () => {
    const cache = new ContentCache("test");
    await countedLoad(cache);
    const vacancy = "vacancies/banqueting-staff-peterborough.md";
    const text = await readFile(content.file(vacancy), "utf8");
    await content.edit(vacancy, (before) => before.replace(/^sector: .*$/m, "sector: 7"));
    const problems = await problemsOf(() => countedLoad(cache));
    expect(problems.length).toBeGreaterThan(0);
    // The cached result of the broken file has the text on disk: the content of the load before it must not be taken for it.
    expect(cache.unchangedContent(undefined)).toBeUndefined();
    expect(await problemsOf(() => countedLoad(cache))).toEqual(problems);
    await writeFile(content.file(vacancy), text);
    expect(cache.unchangedContent(undefined)).toBeUndefined();
    const { loaded, validated } = await countedLoad(cache);
    expect(validated).toEqual([vacancy]);
    expect(cache.unchangedContent(undefined)?.content).toEqual(loaded);
  });

  it("is saved with the cache and read back", async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), "content-cache-"));
    try {
      const cache = readContentCache(cacheDir, content.dir, "generator 1");
      const { loaded } = await countedLoad(cache);
      saveContentCache(cache, cacheDir, content.dir);
      expect(readContentCache(cacheDir, content.dir, "generator 1").unchangedContent(undefined)?.content).toEqual(loaded);
      expect(readContentCache(cacheDir, content.dir, "generator 2").unchangedContent(undefined)).toBeUndefined();
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe("the cache on disk", () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), "content-cache-"));
  });
  afterEach(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("is read back as it was saved, and reused", async () => {
    const cache = readContentCache(cacheDir, content.dir, "generator 1");
    const first = await countedLoad(cache);
    saveContentCache(cache, cacheDir, content.dir);
    const again = await countedLoad(readContentCache(cacheDir, content.dir, "generator 1"));
    expect(again.validated).toEqual([]);
    expect(again.loaded).toEqual(first.loaded);
  });

  it("is ignored when another version of the generator saved it, or it is damaged", async () => {
    const cache = readContentCache(cacheDir, content.dir, "generator 1");
    const first = await countedLoad(cache);
    saveContentCache(cache, cacheDir, content.dir);
    expect((await countedLoad(readContentCache(cacheDir, content.dir, "generator 2"))).validated).toEqual(first.validated);
    const [file] = await readdir(cacheDir);
    await writeFile(path.join(cacheDir, file!), (await readFile(path.join(cacheDir, file!))).subarray(0, 100));
    expect((await countedLoad(readContentCache(cacheDir, content.dir, "generator 1"))).validated).toEqual(first.validated);
  });

  it("keeps the caches of the eight content folders built most recently, no more", async () => {
    for (let index = 0; index < 10; index += 1) {
      const cache = new ContentCache("generator 1");
      cache.set({ file: `/content-${index}/a.md`, kind: "collection", name: "sectors" }, "text", { entry: undefined, problems: [] });
      saveContentCache(cache, cacheDir, `/content-${index}`);
    }
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".bin"))).toHaveLength(8);
  });
});
