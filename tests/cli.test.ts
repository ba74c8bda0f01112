// D18 and D3 through the real command line: `npm run build` is
// `node scripts/run.mjs src/cli.ts`, with --content and --out.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { projectRoot } from "./support/site";

const run = promisify(execFile);

async function build(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/run.mjs", "src/cli.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, URL: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every file below a folder with its bytes, to compare a folder before and after. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), (await readFile(full)).toString("base64"));
  }
  return files;
}

let work: string;
let content: ContentFixture;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "cli-test-"));
  content = await copyContent();
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await content.remove();
});

describe("npm run build", () => {
  it("writes every route to <out>/<route>/index.html and prints one summary line", async () => {
    const out = path.join(work, "site");
    const result = await build("--content", content.dir, "--out", out);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Built 12 pages \(\d+ files, [\d.]+ kB\) in \d+ ms → .+site\/$/);
    for (const page of [
      "index.html",
      "about/index.html",
      "sectors/index.html",
      "employers/index.html",
      "candidates/index.html",
      "contact/index.html",
      "thank-you/index.html",
      "privacy/index.html",
      "terms/index.html",
      "cookies/index.html",
      "accessibility/index.html",
      "404.html",
    ]) {
      expect((await stat(path.join(out, page))).isFile(), page).toBe(true);
    }
    const assets = await readdir(path.join(out, "assets"));
    expect(assets.filter((name) => /^site\.[0-9a-f]{10}\.css$/.test(name))).toHaveLength(1);
    expect(assets.filter((name) => /^site\.[0-9a-f]{10}\.js$/.test(name))).toHaveLength(1);
    expect((await stat(path.join(out, "favicon.svg"))).isFile()).toBe(true);
  });

  it("a failing build exits 1, lists every problem, and leaves the previous site byte for byte as it was", async () => {
    const out = path.join(work, "kept");
    expect((await build("--content", content.dir, "--out", out)).code).toBe(0);
    const before = await snapshot(out);

    await content.edit("sectors/healthcare.md", (text) => text.replace("  - Medical Receptionist\n", ""));
    await content.edit("routes/home.md", (text) => text.replace("navLabel: Home\n", ""));
    const result = await build("--content", content.dir, "--out", out);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Build failed. Content has 2 problems:");
    expect(result.stderr).toContain(`${content.file("routes/home.md")}: navLabel: expected text, found nothing (the field is missing)`);
    expect(result.stderr).toContain(`${content.file("sectors/healthcare.md")}: roles: expected exactly 8 roles, found 7`);
    expect(result.stderr).toContain("was left as it was.");
    expect(await snapshot(out)).toEqual(before);
    const siblings = await readdir(work);
    expect(siblings.filter((name) => name.startsWith("kept."))).toEqual([]);
  });

  it("an unknown option is refused with the usage", async () => {
    const result = await build("--contnet", "content");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run build -- [--content DIR] [--out DIR]");
  });
});
