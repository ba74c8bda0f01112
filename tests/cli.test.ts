// D18 and D3 through the real command line: `npm run build` is
// `node scripts/run.mjs src/cli.ts`, with --content and --out.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { projectPaths, projectRoot } from "./support/site";

const run = promisify(execFile);

async function build(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return buildWith({}, ...args);
}

/** The build with environment variables of its own; one that hangs is killed after a minute and fails its test. */
async function buildWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/run.mjs", "src/cli.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, URL: "", ...env },
      timeout: 60_000,
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
  it.each(["2026-02-30", "21/11/2026", "tomorrow"])(
    "--today %s is refused, naming the option and the form it takes, exit 2, nothing written",
    async (day) => {
      const out = path.join(work, `today-${day.replace(/\W/g, "")}`);
      const result = await build("--content", content.dir, "--out", out, "--today", day);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`--today expects a date written YYYY-MM-DD, such as 2026-11-21, found "${day}"`);
      await expect(stat(out)).rejects.toThrow();
    },
  );

  it("writes every route to <out>/<route>/index.html and prints one summary line", async () => {
    const out = path.join(work, "site");
    const result = await build("--content", content.dir, "--out", out, "--today", "2026-11-21");
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    // On 21 November 2026 the sample vacancies are 17 open, one closed and one filled; one more is posted in December (D24).
    const summary = lines[0]!.match(
      /^Built (\d+) pages \(\d+ files, [\d.]+ [kM]B; vacancies: 17 open, 2 closed, 1 not yet posted\) in \d+ ms → .+site\/$/,
    );
    expect(summary, lines[0]).not.toBeNull();
    // The editor's page and email templates under admin/ are files, not routes; the search function's page shell (.job-search/) is one.
    const htmlFiles = await fg("**/*.html", { cwd: out, ignore: ["admin/**"], dot: true });
    expect(Number(summary![1])).toBe(htmlFiles.length);
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
    expect(result.stderr).toContain(
      `${content.file("routes/home.md")}: navLabel: expected text, found nothing (the field is missing)`,
    );
    expect(result.stderr).toContain(
      `${content.file("sectors/healthcare.md")}: roles: expected exactly 8 roles, found 7`,
    );
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

/** A stack frame, as Node prints one: "    at renderSite (file:///…)". */
const stackFrame = /^\s+at /m;

describe("the URL environment variable (D1)", () => {
  it.each([
    ["https://x.example/path?q=1#frag", "expected an origin alone, without a path, query or #fragment"],
    ["https://x.example/path/", "expected an origin alone, without a path, query or #fragment"],
    ["x.example", "that is not an absolute URL"],
    ["ftp://x.example", "expected http:// or https://, found ftp://"],
  ])("URL=%s is refused naming the variable, exit 2, no stack trace, nothing written", async (url, reason) => {
    const out = path.join(work, "bad-url");
    const result = await buildWith({ URL: url }, "--content", projectPaths.content, "--out", out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`the URL environment variable is "${url}": ${reason}`);
    // Not blamed on the content: "content/site.md: url: expected …".
    expect(result.stderr).not.toMatch(/site\.md: /);
    expect(result.stderr).not.toMatch(stackFrame);
    await expect(stat(out)).rejects.toThrow();
  });

  it("an origin with a trailing slash becomes the site address in canonical links", async () => {
    const out = path.join(work, "good-url");
    expect((await buildWith({ URL: "https://x.example/" }, "--content", projectPaths.content, "--out", out)).code).toBe(
      0,
    );
    expect(await readFile(path.join(out, "about", "index.html"), "utf8")).toContain(
      '<link rel="canonical" href="https://x.example/about/"',
    );
  });
});

describe("symbolic links in static/", () => {
  const linkMessage = (target: string) =>
    `is a symbolic link to ${target}, and static/ publishes only files kept in the static folder itself, so a link could publish a file from anywhere on this computer; put the file itself here (or delete the link)`;

  it("a link to the build's environment or to ../.env stops the build naming it, exit 1, the previous dist/ as it was, nothing of theirs published", async () => {
    const project = path.join(work, "linked-secrets");
    const staticDir = path.join(project, "static");
    const out = path.join(project, "dist");
    await cp(projectPaths.static, staticDir, { recursive: true });
    expect((await build("--content", projectPaths.content, "--static", staticDir, "--out", out)).code).toBe(0);
    const before = await snapshot(out);
    await writeFile(path.join(project, ".env"), "ALERTS_SECRET=not-for-publishing\n");
    await symlink("/proc/self/environ", path.join(staticDir, "environ.txt"));
    await symlink("../.env", path.join(staticDir, "env.txt"));

    const result = await build("--content", projectPaths.content, "--static", staticDir, "--out", out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(staticDir, "environ.txt")}: ${linkMessage("/proc/self/environ")}`);
    expect(result.stderr).toContain(`${path.join(staticDir, "env.txt")}: ${linkMessage("../.env")}`);
    expect(result.stderr).not.toMatch(stackFrame);
    expect(await snapshot(out)).toEqual(before);
    expect(await readFile(path.join(out, "_headers"), "utf8")).not.toMatch(/env/);
  });

  it("a loop is named as a link, exit 1, instead of hanging the build", async () => {
    const staticDir = path.join(work, "static-with-loops");
    await cp(projectPaths.static, staticDir, { recursive: true });
    await symlink(".", path.join(staticDir, "self"));
    await symlink("ping", path.join(staticDir, "pong"));
    await symlink("pong", path.join(staticDir, "ping"));
    const result = await build(
      "--content",
      projectPaths.content,
      "--static",
      staticDir,
      "--out",
      path.join(work, "loops"),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(staticDir, "self")}: ${linkMessage(".")}`);
    expect(result.stderr).toContain(`${path.join(staticDir, "ping")}: ${linkMessage("pong")}`);
    expect(result.stderr).toContain(`${path.join(staticDir, "pong")}: ${linkMessage("ping")}`);
  });
});

describe("an error that is not content's", () => {
  // A file every read of is refused, even to root: the kernel's write-only switch that compacts memory.
  it.skipIf(!existsSync("/proc/sys/vm/compact_memory"))(
    "says what the build was doing, without a stack trace",
    async () => {
      const staticDir = "/proc/sys/vm";
      const result = await build(
        "--content",
        projectPaths.content,
        "--static",
        staticDir,
        "--out",
        path.join(work, "unbuilt"),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(`Build failed while copying the files in ${staticDir}: .* \\(E[A-Z]+\\)`),
      );
      expect(result.stderr).not.toMatch(stackFrame);
      expect(result.stderr).not.toContain("Error: ");
    },
  );
});
