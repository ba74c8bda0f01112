// Content validated by an earlier load is reused only when nothing it depends
// on changed (load-cache.ts): the file's text, the facts it may quote, the
// working folder and the generator. What a cached load gives must be what a
// fresh load gives, always.
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadContent, type LoadJob, type LoadOptions } from "../src/content/load";
import { ContentCache, hashText, readContentCache, saveContentCache } from "../src/content/load-cache";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
});
afterEach(async () => {
  await content.remove();
});

/** A load that counts the files it had to validate: each one validated is put into the cache. */
async function countedLoad(cache: ContentCache, options: LoadOptions = {}) {
  const set = vi.spyOn(cache, "set");
  try {
    const loaded = await loadContent(content.dir, { ...options, cache });
    return { loaded, validated: set.mock.calls.map(([job]) => path.relative(content.dir, job.file)) };
  } finally {
    set.mockRestore();
  }
}

describe("the content cache", () => {
  it("gives what a fresh load gives, and validates no file again when none changed", async () => {
    const cache = new ContentCache("test");
    const first = await countedLoad(cache);
    expect(first.validated.length).toBeGreaterThan(30);
    const second = await countedLoad(cache);
    expect(second.validated).toEqual([]);
    expect(second.loaded).toEqual(await loadContent(content.dir));
  });

  it("validates an edited file again, and only that one", async () => {
    const cache = new ContentCache("test");
    await countedLoad(cache);
    await content.edit("vacancies/banqueting-staff-peterborough.md", (text) =>
      text.replace(/^title: .*$/m, "title: Banqueting staff, edited"),
    );
    const { loaded, validated } = await countedLoad(cache);
    expect(validated).toEqual(["vacancies/banqueting-staff-peterborough.md"]);
    expect(loaded.vacancies.find((vacancy) => vacancy.slug === "banqueting-staff-peterborough")?.data.title).toBe(
      "Banqueting staff, edited",
    );
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
    expect(cache.get(job, hashText(text))).toBeDefined();
    await rm(deleted);
    const { loaded } = await countedLoad(cache);
    expect(loaded.vacancies.map((vacancy) => vacancy.slug)).not.toContain("banqueting-staff-peterborough");
    expect(cache.get(job, hashText(text))).toBeUndefined();
  });

  it("reports a broken file's problems on every build, cached or not", async () => {
    const cache = new ContentCache("test");
    await content.edit("vacancies/banqueting-staff-peterborough.md", (text) =>
      text.replace(/^sector: .*$/m, "sector: 7"),
    );
    const first = await problemsOf(() => countedLoad(cache));
    expect(await problemsOf(() => countedLoad(cache))).toEqual(first);
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
    expect((await countedLoad(readContentCache(cacheDir, content.dir, "generator 2"))).validated).toEqual(
      first.validated,
    );
    const [file] = await readdir(cacheDir);
    await writeFile(path.join(cacheDir, file!), (await readFile(path.join(cacheDir, file!))).subarray(0, 100));
    expect((await countedLoad(readContentCache(cacheDir, content.dir, "generator 1"))).validated).toEqual(
      first.validated,
    );
  });

  it("keeps the caches of the eight content folders built most recently, no more", async () => {
    for (let index = 0; index < 10; index += 1) {
      const cache = new ContentCache("generator 1");
      cache.set({ file: `/content-${index}/a.md`, kind: "collection", name: "sectors" }, "hash of the text", {
        entry: undefined,
        problems: [],
      });
      saveContentCache(cache, cacheDir, `/content-${index}`);
    }
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".bin"))).toHaveLength(8);
  });
});
