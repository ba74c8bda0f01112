// A large build shares its work between the main thread and worker threads
// (build-workers.ts), writes each page as it is rendered, and keeps its
// validated content for the next build (load-cache.ts). None of that may
// change a byte of the site: the command line's output is held to the
// in-memory build of the same content, file by file.
import { execFile } from "node:child_process";
import { cp, lstat, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuildWorkers, filesWorthAWorker, type PageJob } from "../src/pipeline/build-workers";
import { renderSite } from "../src/pipeline/build";
import { manifestFile } from "../src/pipeline/out-folder";
import { readCacheFile } from "../src/cache-folder";
import { loadContent } from "../src/content/load";
import { benchmarkPage, benchmarkVacancy } from "../scripts/bench-sites";
import { projectPaths, projectRoot, testToday } from "./support/site";

const run = promisify(execFile);

async function build(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/run.mjs", "src/cli.ts", "--today", testToday, ...args], {
    cwd: projectRoot,
    env: { ...process.env, URL: "https://www.ousevalley.example" },
    timeout: 120_000,
  });
  return stdout;
}

/** Every file below a folder with its text, by path relative to it. */
async function filesIn(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"), await readFile(path.join(entry.parentPath, entry.name), "latin1"));
  }
  return files;
}

/** The in-memory build of the same content, as text by path. */
async function expectedFiles(contentDir: string): Promise<Map<string, string>> {
  const { output } = await renderSite({ contentDir, staticDir: projectPaths.static, sourceDir: projectPaths.source, siteUrl: "https://www.ousevalley.example", today: testToday });
  return new Map([...output.files].map(([file, { contents }]) => [file, Buffer.from(contents).toString("latin1")]));
}

/** A copy of the real content (a small site) and where to build it, named for one test. */
async function realSiteCopy(name: string): Promise<{ content: string; out: string }> {
  const content = path.join(work, `${name}-content`);
  await cp(projectPaths.content, content, { recursive: true });
  return { content, out: path.join(work, `${name}-out`) };
}

let work: string;
let contentDir: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "build-threads-"));
  contentDir = path.join(work, "content");
  await cp(projectPaths.content, contentDir, { recursive: true });
  // Enough files that the build starts its workers.
  await Promise.all(Array.from({ length: filesWorthAWorker + 50 }, (_, index) => writeFile(path.join(contentDir, "pages", `bench-${String(index + 1).padStart(4, "0")}.md`), benchmarkPage(index))));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe(`a site of more than ${filesWorthAWorker} content files, built by the command line on ${availableParallelism()} cores`, () => {
  it("is byte for byte the in-memory build of the same content, on a first build, a cached one and one without the cache", async () => {
    const expected = await expectedFiles(contentDir);
    const out = path.join(work, "out");
    for (const args of [[], [], ["--no-cache"]]) {
      await build("--content", contentDir, "--out", out, ...args);
      const written = await filesIn(out);
      expect(written.has(manifestFile)).toBe(true);
      written.delete(manifestFile);
      expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, text] of expected) expect(written.get(file), file).toBe(text);
    }
  }, 300_000);

  it("shows an edit to one page on the next build, the rest of the content coming from the cache", async () => {
    const out = path.join(work, "out-edit");
    await build("--content", contentDir, "--out", out);
    const page = path.join(contentDir, "pages", "bench-0007.md");
    await writeFile(page, (await readFile(page, "utf8")).replace(/^title: .*$/m, "title: An edited title"));
    await build("--content", contentDir, "--out", out);
    expect(await readFile(path.join(out, "bench-0007", "index.html"), "utf8")).toContain("<h1");
    expect(await readFile(path.join(out, "bench-0007", "index.html"), "utf8")).toContain("An edited title");
  }, 300_000);
});

describe(`a site of fewer than ${filesWorthAWorker} content files but more pages (a job board of a few hundred vacancies)`, () => {
  it("starts its workers for the pages alone, sends them the site, and is byte for byte the in-memory build", async () => {
    const { content: board, out } = await realSiteCopy("board");
    await Promise.all(Array.from({ length: 450 }, (_, index) => writeFile(path.join(board, "vacancies", `board-${index + 1}.md`), benchmarkVacancy(index))));
    const expected = await expectedFiles(board);
    expect(expected.size).toBeGreaterThan(filesWorthAWorker);
    for (const args of [[], ["--no-cache"]]) {
      await build("--content", board, "--out", out, ...args);
      const written = await filesIn(out);
      written.delete(manifestFile);
      expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, text] of expected) expect(written.get(file), file).toBe(text);
    }
  }, 300_000);
});

describe("the build's workers", () => {
  // A worker runs the command-line bundle, which the builds above made, as the command line starts it.
  const start = { runner: pathToFileURL(path.join(projectRoot, "scripts", "run.mjs")), bundle: pathToFileURL(path.join(projectRoot, "node_modules", ".cache", "run", "src--cli.cjs")) };

  it("fail the build with the worker's own message when its route table disagrees with the main thread's", async () => {
    const workers = new BuildWorkers(start, 1);
    try {
      workers.startFor(filesWorthAWorker);
      const content = await loadContent(contentDir);
      workers.planPages({ content, assets: { stylesheet: { href: "/assets/site.css" }, script: { href: "/assets/site.js" } }, siteUrl: "https://www.ousevalley.example", today: testToday });
      const job: PageJob = { staging: { folder: path.join(work, "never-written") }, routeCount: 1000 };
      // The main thread's own share writes nothing, slowly, so the worker is asked for its share.
      const slowly = () => {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        return { bytes: 0, records: [] };
      };
      await expect(workers.writePages(job, slowly)).rejects.toThrow(/a worker's route table has \d+ routes, the main thread's 1000/);
    } finally {
      await workers.stop();
    }
  }, 120_000);
});

describe("a small site, built on one thread, with the pages of the build before kept in node_modules/.cache/pages/", () => {
  it("is byte for byte the in-memory build, and shows every edit on the next build: to one page, and to the facts every page shows", async () => {
    const { content: small, out } = await realSiteCopy("small");
    const check = async () => {
      const expected = await expectedFiles(small);
      const written = await filesIn(out);
      written.delete(manifestFile);
      expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, text] of expected) expect(written.get(file), file).toBe(text);
    };
    await build("--content", small, "--out", out);
    await build("--content", small, "--out", out);
    await check();
    const privacy = path.join(small, "pages", "privacy.md");
    await writeFile(privacy, (await readFile(privacy, "utf8")).replace(/^title: .*$/m, "title: Privacy, as edited"));
    await build("--content", small, "--out", out);
    expect(await readFile(path.join(out, "privacy", "index.html"), "utf8")).toContain("Privacy, as edited");
    await check();
    const site = path.join(small, "site.md");
    await writeFile(site, (await readFile(site, "utf8")).replace(/^tradingName: .*$/m, "tradingName: Ouse Valley People"));
    await build("--content", small, "--out", out);
    expect(await readFile(path.join(out, "about", "index.html"), "utf8")).toContain("Ouse Valley People");
    await check();
  }, 300_000);

  it("keeps no pages on disk, only what each was made from and the file it went to: an emptied output folder, or another, gets every page rendered again", async () => {
    const { content: small, out } = await realSiteCopy("memo-without-pages");
    await build("--content", small, "--out", out);
    // This content folder's memo is far smaller than the site's pages (1.35 MB): it holds none of them.
    const memo = readCacheFile(path.join(projectRoot, "node_modules", ".cache", "pages"), small);
    expect(memo?.byteLength).toBeGreaterThan(0);
    expect(memo!.byteLength).toBeLessThan(100_000);
    const expected = await expectedFiles(small);
    const checkFolder = async (folder: string) => {
      const written = await filesIn(folder);
      written.delete(manifestFile);
      expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, text] of expected) expect(written.get(file), file).toBe(text);
    };
    await rm(out, { recursive: true, force: true });
    await build("--content", small, "--out", out);
    await checkFolder(out);
    const another = path.join(work, "another-out");
    await build("--content", small, "--out", another);
    await checkFolder(another);
  }, 300_000);
});

describe("a file the build before wrote, unchanged", () => {
  it("is linked from the previous site, not written again; a changed file, or one changed by hand in the output folder, is written afresh", async () => {
    const { content: small, out } = await realSiteCopy("linked");
    const inode = async (file: string) => (await stat(path.join(out, file))).ino;
    await build("--content", small, "--out", out);
    const vacancyPage = "jobs/banqueting-staff-peterborough/index.html";
    const before = { about: await inode("about/index.html"), vacancy: await inode(vacancyPage) };
    const vacancy = path.join(small, "vacancies", "banqueting-staff-peterborough.md");
    await writeFile(vacancy, (await readFile(vacancy, "utf8")).replace(/^title: .*$/m, "title: Banqueting staff, linked test"));
    // Changed by hand in the output, to the same size: only its modification time tells, and the build must not keep it.
    const contactFile = path.join(out, "contact", "index.html");
    const generated = await readFile(contactFile, "utf8");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(contactFile, generated.replace("<main", "<MAIN"));
    await build("--content", small, "--out", out);
    expect(await inode("about/index.html")).toBe(before.about);
    expect(await inode(vacancyPage)).not.toBe(before.vacancy);
    expect(await readFile(path.join(out, vacancyPage), "utf8")).toContain("Banqueting staff, linked test");
    expect(await readFile(path.join(out, "contact", "index.html"), "utf8")).toContain("<!DOCTYPE html>");
    const expected = await expectedFiles(small);
    for (const file of ["about/index.html", vacancyPage, "contact/index.html"]) expect(await readFile(path.join(out, file), "latin1"), file).toBe(expected.get(file));
  }, 300_000);
});

describe("a symbolic link put in the output folder in place of a page", () => {
  it("is never carried into the new site, even when the manifest records its target's size and time: the page is written afresh", async () => {
    const { content: small, out } = await realSiteCopy("symlinked");
    await build("--content", small, "--out", out);
    const about = path.join(out, "about", "index.html");
    // The same bytes elsewhere, a link to them where the page was, and a manifest tampered to describe that file.
    const elsewhere = path.join(work, "elsewhere.html");
    await cp(about, elsewhere);
    const { size, mtimeMs } = await stat(elsewhere);
    const manifestPath = path.join(out, manifestFile);
    const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { written: Record<string, string> };
    const [hash] = manifest.written["about/index.html"]!.split(" ");
    manifest.written["about/index.html"] = `${hash} ${size} ${mtimeMs}`;
    await writeFile(manifestPath, JSON.stringify(manifest));
    await rm(about);
    await symlink(elsewhere, about);
    await build("--content", small, "--out", out);
    expect((await lstat(about)).isFile()).toBe(true);
    expect(await readFile(about, "latin1")).toBe((await expectedFiles(small)).get("about/index.html"));
  }, 300_000);
});
