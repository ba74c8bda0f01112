// The command line keeps the content it validated for the next build
// (load-cache.ts), keyed by each file's text and the generator's code. That
// may never change a byte of the site: the command line's output is held to
// the in-memory build of the same content, file by file, with the cache, after
// an edit, and without it.
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
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"), await readFile(path.join(entry.parentPath, entry.name), "latin1"));
  }
  return files;
}

/** The in-memory build of the same content, as text by path. */
async function expectedFiles(contentDir: string): Promise<Map<string, string>> {
  const { output } = await renderSite({ contentDir, staticDir: projectPaths.static, sourceDir: projectPaths.source, siteUrl: "https://www.ousevalley.example", today: testToday });
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
  await Promise.all(Array.from({ length: 300 }, (_, index) => writeFile(path.join(contentDir, "vacancies", `board-${index + 1}.md`), benchmarkVacancy(index))));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("the command line's build, with the content cache of the build before", () => {
  it("is byte for byte the in-memory build of the same content, on a first build, a cached one and one without the cache", async () => {
    const out = path.join(work, "out");
    // The content does not change between the three builds, so neither does what they must write.
    const expected = await expectedFiles(contentDir);
    for (const args of [[], [], ["--no-cache"]]) {
      await build("--content", contentDir, "--out", out, ...args);
      await expectSameSite(out, expected);
    }
  }, 300_000);

  it("shows every edit on the next build: to one vacancy, and to the facts every page shows", async () => {
    const out = path.join(work, "out-edit");
    await build("--content", contentDir, "--out", out);
    const vacancy = path.join(contentDir, "vacancies", "board-7.md");
    await writeFile(vacancy, (await readFile(vacancy, "utf8")).replace(/^title: .*$/m, "title: An edited title"));
    await build("--content", contentDir, "--out", out);
    await expectSameSite(out, await expectedFiles(contentDir));
    expect(await readFile(path.join(out, "jobs", "board-7", "index.html"), "utf8")).toContain("An edited title");
    const site = path.join(contentDir, "site.md");
    await writeFile(site, (await readFile(site, "utf8")).replace(/^email: .*$/m, "email: jobs@ousevalley.example"));
    await build("--content", contentDir, "--out", out);
    await expectSameSite(out, await expectedFiles(contentDir));
    expect(await readFile(path.join(out, "about", "index.html"), "utf8")).toContain("jobs@ousevalley.example");
  }, 300_000);
});
