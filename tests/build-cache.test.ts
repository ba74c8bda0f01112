// The command line keeps the content it validated, the bundled stylesheet and
// scripts and the processed photographs for the next build (node_modules/.cache/),
// keyed by the hash of their inputs and the generator's code. That may never
// change a byte of the site: after each build people run (D45), a deploy (one
// page changed, the caches kept, an empty output folder), a local rebuild
// after one page changed and a build with nothing changed, the folder is held
// to what a build from nothing (`--no-cache` into an empty folder) makes of the
// same content, file by file, and that to the in-memory build.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSite } from "../src/pipeline/build";
import { manifestFile } from "../src/pipeline/out-folder";
import { benchmarkVacancy } from "../scripts/bench-sites";
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
    if (entry.isFile())
      files.set(
        path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
        await readFile(path.join(entry.parentPath, entry.name), "latin1"),
      );
  }
  return files;
}

/** The in-memory build of the same content, as text by path. */
async function expectedFiles(contentDir: string): Promise<Map<string, string>> {
  const { output } = await renderSite({
    contentDir,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    siteUrl: "https://www.ousevalley.example",
    today: testToday,
  });
  return new Map([...output.files].map(([file, { contents }]) => [file, Buffer.from(contents).toString("latin1")]));
}

/** The command line's output is the in-memory build, file for file. */
async function expectSameSite(out: string, expected: Map<string, string>): Promise<void> {
  const written = await filesIn(out);
  expect(written.has(manifestFile)).toBe(true);
  written.delete(manifestFile);
  expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected) expect(written.get(file), file).toBe(text);
}

let work: string;
let contentDir: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "build-cache-"));
  contentDir = path.join(work, "content");
  await cp(projectPaths.content, contentDir, { recursive: true });
  // A job board of a few hundred vacancies, beside the real ones.
  await Promise.all(
    Array.from({ length: 300 }, (_, index) =>
      writeFile(path.join(contentDir, "vacancies", `board-${index + 1}.md`), benchmarkVacancy(index)),
    ),
  );
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** What a build from nothing makes of the content as it is now: --no-cache into an empty folder. */
async function fromNothing(): Promise<Map<string, string>> {
  const out = path.join(work, "from-nothing");
  await rm(out, { recursive: true, force: true });
  await build("--content", contentDir, "--out", out, "--no-cache");
  return filesIn(out);
}

/** The command line's output is the build from nothing, file for file, manifest included. */
async function expectSameAsFromNothing(out: string): Promise<void> {
  const [written, expected] = await Promise.all([filesIn(out), fromNothing()]);
  expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected) expect(written.get(file), file).toBe(text);
}

async function editVacancy(name: string, title: string): Promise<void> {
  const vacancy = path.join(contentDir, "vacancies", name);
  await writeFile(vacancy, (await readFile(vacancy, "utf8")).replace(/^title: .*$/m, `title: ${title}`));
}

describe("the command line's build, with the caches of the build before", () => {
  it("from nothing (--no-cache, an empty folder) is byte for byte the in-memory build of the same content", async () => {
    const out = path.join(work, "out-first");
    await build("--content", contentDir, "--out", out, "--no-cache");
    await expectSameSite(out, await expectedFiles(contentDir));
  }, 300_000);

  it("is byte for byte the build from nothing after a deploy, a local rebuild and a build with nothing changed", async () => {
    const out = path.join(work, "out");
    // The first build fills the caches.
    await build("--content", contentDir, "--out", out);
    await expectSameAsFromNothing(out);
    // A deploy: one vacancy changed, the caches kept, the output folder gone.
    await editVacancy("board-7.md", "A title edited before a deploy");
    await rm(out, { recursive: true, force: true });
    await build("--content", contentDir, "--out", out);
    await expectSameAsFromNothing(out);
    expect(await readFile(path.join(out, "jobs", "board-7", "index.html"), "utf8")).toContain(
      "A title edited before a deploy",
    );
    // A local rebuild: one vacancy changed, the output folder kept.
    await editVacancy("board-8.md", "A title edited before a rebuild");
    await build("--content", contentDir, "--out", out);
    await expectSameAsFromNothing(out);
    expect(await readFile(path.join(out, "jobs", "board-8", "index.html"), "utf8")).toContain(
      "A title edited before a rebuild",
    );
    // Nothing changed.
    await build("--content", contentDir, "--out", out);
    await expectSameAsFromNothing(out);
  }, 600_000);

  it("shows an edit to the facts every page shows on the next build", async () => {
    const out = path.join(work, "out-edit");
    await build("--content", contentDir, "--out", out);
    const site = path.join(contentDir, "site.md");
    await writeFile(site, (await readFile(site, "utf8")).replace(/^email: .*$/m, "email: jobs@ousevalley.example"));
    await build("--content", contentDir, "--out", out);
    await expectSameSite(out, await expectedFiles(contentDir));
    expect(await readFile(path.join(out, "about", "index.html"), "utf8")).toContain("jobs@ousevalley.example");
  }, 300_000);
});
