// D20: the build never destroys what it did not write. Through the real
// command lines (`node scripts/run.mjs src/cli.ts --out X`, and the dev
// server's), run inside a throwaway copy of the project, several folders deep
// in a temporary folder: a build that wrongly went ahead would only ever
// destroy that copy, never the repository.
import { execFile } from "node:child_process";
import { cp, lstat, mkdir, mkdtemp, readFile, readdir, readlink, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/pipeline/build";
import { projectPaths, projectRoot } from "./support/site";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's commands in the copy; a command that does not stop in time is killed and fails its test. */
function run(
  cwd: string,
  entry: string,
  args: string[],
  env: Record<string, string> = {},
  timeout = 60_000,
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/run.mjs", entry, ...args],
      { cwd, env: { ...process.env, URL: "", ...env }, timeout },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr });
      },
    );
  });
}

/** Every entry below a folder: files with their bytes, links with their targets, folders as themselves. */
async function snapshot(dir: string, skip: string[] = []): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full);
    if (skip.some((prefix) => relative === prefix || relative.startsWith(prefix + path.sep))) continue;
    if (entry.isSymbolicLink()) entries.set(relative, `link to ${await readlink(full)}`);
    else if (entry.isDirectory()) entries.set(relative, "folder");
    else entries.set(relative, (await readFile(full)).toString("base64"));
  }
  return entries;
}

const stackFrame = /^\s+at /m;

let work: string;
/** work/outer/inner/project: a copy of the project with its own sources, content and static files. */
let project: string;
/** Everything above and beside the copy that a wrong --out could reach. */
let outer: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "out-folder-safety-"));
  outer = path.join(work, "outer");
  project = path.join(outer, "inner", "project");
  await mkdir(project, { recursive: true });
  for (const name of ["src", "scripts", "netlify", "content", "static"])
    await cp(path.join(projectRoot, name), path.join(project, name), { recursive: true });
  for (const name of ["package.json", "tsconfig.json", "README.md"])
    await cp(path.join(projectRoot, name), path.join(project, name));
  // The installed packages, each linked: the copy's bundles go to its own node_modules/.cache.
  await mkdir(path.join(project, "node_modules"));
  for (const name of await readdir(path.join(projectRoot, "node_modules"))) {
    if (name !== ".cache")
      await symlink(path.join(projectRoot, "node_modules", name), path.join(project, "node_modules", name));
  }
  await mkdir(path.join(outer, "inner", "sibling"));
  await writeFile(path.join(outer, "inner", "sibling", "keep.txt"), "a neighbour's file\n");
  await writeFile(path.join(outer, "keep.txt"), "a file two levels up\n");
  // Bundles the build and the dev server once, so the snapshots below see only what a build does.
  await run(project, "src/cli.ts", ["--help"]);
  await run(project, "src/dev/cli.ts", ["--help"]);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const everything = () => snapshot(outer, [path.join("inner", "project", "node_modules")]);

describe("npm run build refuses an --out it did not write, exit 2, nothing touched (D20)", () => {
  it.each([
    ["content", "is the content folder"],
    ["static", "is the static folder"],
    ["src", "is the generator's source folder"],
    [".", "is the project folder"],
    ["", "the path is empty"],
    ["..", "holds the content folder"],
    ["../..", "holds the content folder"],
    ["README.md", "is a file, not a folder"],
    ["content/dist", "is inside the content folder"],
  ])('--out "%s": %s', async (out, reason) => {
    const before = await everything();
    const result = await run(project, "src/cli.ts", ["--out", out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--out "${out}": `);
    expect(result.stderr).toContain(reason);
    expect(result.stderr).toContain("nothing was touched");
    expect(result.stderr).not.toMatch(stackFrame);
    expect(result.stdout).toBe("");
    expect(await everything()).toEqual(before);
  });

  it("refuses a folder holding files it did not write, naming some of them", async () => {
    const theirs = path.join(outer, "theirs");
    await mkdir(theirs);
    await writeFile(path.join(theirs, "thesis.tex"), "years of work\n");
    const before = await everything();
    const result = await run(project, "src/cli.ts", ["--out", theirs]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${theirs} holds 1 entry (thesis.tex) and no .site-manifest.json, so this build did not write it`,
    );
    expect(await everything()).toEqual(before);
    const siblings = await readdir(outer);
    expect(siblings.filter((name) => name.startsWith("theirs."))).toEqual([]);
  });

  it("refuses such a folder before it reports any problem in the content, though it checks the folder while the content loads", async () => {
    const theirs = path.join(outer, "theirs-and-broken");
    await mkdir(theirs);
    await writeFile(path.join(theirs, "notes.txt"), "someone's notes\n");
    const broken = path.join(outer, "broken-content");
    await cp(path.join(project, "content"), broken, { recursive: true });
    await rm(path.join(broken, "site.md"));
    const before = await everything();
    const result = await run(project, "src/cli.ts", ["--content", broken, "--out", theirs]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Build refused");
    expect(result.stderr).not.toContain("site.md");
    expect(result.stderr).not.toMatch(stackFrame);
    expect(await everything()).toEqual(before);
  });

  it("builds into an empty folder, then again into the folder it wrote, recognising it by its manifest", async () => {
    const site = path.join(work, "empty-then-ours");
    await mkdir(site);
    expect((await run(project, "src/cli.ts", ["--out", site])).code).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(site, ".site-manifest.json"), "utf8")) as { files: string[] };
    expect(manifest.files).toEqual(
      expect.arrayContaining([".site-manifest.json", "index.html", "about/index.html", "_headers", "favicon.svg"]),
    );
    expect((await stat(path.join(site, "index.html"))).isFile()).toBe(true);

    const second = await run(project, "src/cli.ts", ["--out", site]);
    expect(second.code).toBe(0);
    expect((await readdir(work)).filter((name) => name.startsWith("empty-then-ours."))).toEqual([]);
  });

  it("follows a symbolic link: the site is swapped in at its target and the link stays a link", async () => {
    const target = path.join(work, "link-target");
    const link = path.join(work, "link-to-empty");
    await mkdir(target);
    await symlink(target, link);
    for (let build = 0; build < 2; build++) {
      const result = await run(project, "src/cli.ts", ["--out", link]);
      expect(result.code, result.stderr).toBe(0);
      expect((await lstat(link)).isSymbolicLink()).toBe(true);
      expect(await readlink(link)).toBe(target);
      expect((await stat(path.join(target, "index.html"))).isFile()).toBe(true);
    }
  });

  it("never removes, through a folder of its old site replaced by a link by hand, the files the link leads to", async () => {
    const site = path.join(work, "linked-folder");
    expect((await run(project, "src/cli.ts", ["--out", site])).code).toBe(0);
    // Someone's own folder put where the about page was, holding a file of the same name.
    const theirs = path.join(work, "their-about");
    await mkdir(theirs);
    await writeFile(path.join(theirs, "index.html"), "their page\n");
    await rm(path.join(site, "about"), { recursive: true });
    await symlink(theirs, path.join(site, "about"));
    const result = await run(project, "src/cli.ts", ["--out", site]);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(path.join(theirs, "index.html"), "utf8")).toBe("their page\n");
    expect((await lstat(path.join(site, "about"))).isDirectory()).toBe(true);
    expect((await readdir(work)).filter((name) => name.startsWith("linked-folder."))).toEqual([]);
  });

  it("refuses a symbolic link whose target holds files it did not write, and empties nothing", async () => {
    const target = path.join(work, "their-target");
    const link = path.join(work, "link-to-theirs");
    await mkdir(target);
    await writeFile(path.join(target, "notes.md"), "mine\n");
    await symlink(target, link);
    const result = await run(project, "src/cli.ts", ["--out", link]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${link}, a symbolic link to ${target}, holds 1 entry (notes.md)`);
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(target, "notes.md"), "utf8")).toBe("mine\n");
  });
});

describe("npm run dev obeys the same --out rules (D20)", () => {
  it("--out content: refused with exit 2 before the server starts, content untouched", async () => {
    const before = await everything();
    const result = await run(project, "src/dev/cli.ts", ["--out", "content", "--port", "0"], {}, 30_000);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The dev server did not start: --out "content": ');
    expect(result.stderr).toContain("is the content folder");
    expect(result.stdout).not.toContain("Serving the site");
    expect(await everything()).toEqual(before);
  });
});

describe("the --out rule, for what the command lines cannot safely try", () => {
  const folders = {
    contentDir: projectPaths.content,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    root: projectRoot,
  };

  // Imported here, so the command-line tests above run even where the module is missing.
  const checkOutFolder = async (given: string, guarded: typeof folders) =>
    (await import("../src/pipeline/out-folder")).checkOutFolder(given, guarded);

  it("refuses the root of the file system", async () => {
    await expect(checkOutFolder("/", folders)).rejects.toThrow('--out "/": / is the root of the file system');
  });

  it("refuses the repository's own folders and their ancestors", async () => {
    await expect(checkOutFolder(projectPaths.content, folders)).rejects.toThrow("is the content folder");
    await expect(checkOutFolder(path.dirname(projectRoot), folders)).rejects.toThrow("holds the content folder");
  });
});

describe("a manifest read back (D20)", () => {
  it("lists only plain paths inside the folder, so a damaged one can never lead a removal outside it", async () => {
    const { parseManifest } = await import("../src/pipeline/out-folder");
    const listed = [
      "index.html",
      "jobs/nurse/index.html",
      "../outside.html",
      "/etc/hosts",
      "a/../../b",
      "a/./b",
      "a//b",
      "a/",
      ".",
      "..",
      "",
      "..hidden/ok",
    ];
    expect(parseManifest(JSON.stringify({ generator: "ouse-valley-site", files: listed }))).toEqual([
      "index.html",
      "jobs/nurse/index.html",
      "..hidden/ok",
    ]);
  });

  it("recognises the manifest of an earlier version, which kept a record of each file beside the list", async () => {
    const { checkOutFolder } = await import("../src/pipeline/out-folder");
    const out = path.join(work, "records");
    await mkdir(out, { recursive: true });
    const written = { "index.html": "abc 12 1700000000000.5" };
    await writeFile(
      path.join(out, ".site-manifest.json"),
      JSON.stringify({ generator: "ouse-valley-site", files: Object.keys(written), written }),
    );
    const folders = {
      contentDir: projectPaths.content,
      staticDir: projectPaths.static,
      sourceDir: projectPaths.source,
      root: projectRoot,
    };
    expect((await checkOutFolder(out, folders)).previousFiles).toEqual(["index.html"]);
  });
});

describe("the check before the swap (D20)", () => {
  const folders = {
    contentDir: projectPaths.content,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    root: projectRoot,
  };
  const checkOutFolder = async (...args: Parameters<typeof import("../src/pipeline/out-folder").checkOutFolder>) =>
    (await import("../src/pipeline/out-folder")).checkOutFolder(...args);
  const manifest = (files: string[]) =>
    JSON.stringify({ generator: "ouse-valley-site", files: [".site-manifest.json", ...files] });

  it("reuses the first check's reading of an unchanged manifest, reads a changed one afresh, and still refuses a folder that is no longer ours", async () => {
    const out = path.join(work, "checked-twice");
    await mkdir(out);
    await writeFile(path.join(out, ".site-manifest.json"), manifest(["index.html"]));
    const first = await checkOutFolder(out, folders);
    expect(await checkOutFolder(out, folders, first)).toBe(first);
    await writeFile(path.join(out, ".site-manifest.json"), manifest(["index.html", "about/index.html"]));
    expect((await checkOutFolder(out, folders, first)).previousFiles.sort()).toEqual([
      ".site-manifest.json",
      "about/index.html",
      "index.html",
    ]);
    await rm(path.join(out, ".site-manifest.json"));
    await writeFile(path.join(out, "thesis.tex"), "years of work\n");
    await expect(checkOutFolder(out, folders, first)).rejects.toThrow("so this build did not write it");
  });

  it("refuses a folder whose manifest is damaged, and says the manifest is there but not readable as its own", async () => {
    const out = path.join(work, "damaged-manifest");
    await mkdir(out);
    await writeFile(path.join(out, "index.html"), "a page\n");
    await writeFile(path.join(out, ".site-manifest.json"), '{"generator":"ouse-valley-site","files":null}');
    await expect(checkOutFolder(out, folders)).rejects.toThrow(
      /and a \.site-manifest\.json this build cannot read as its own \(damaged, or another tool's\), so this build did not write it/,
    );
  });
});

describe("leftovers of a killed build (D20)", () => {
  it("never break a later build, whatever their process id, and the provably ours are cleaned up", async () => {
    const parent = await mkdtemp(path.join(work, "leftovers-"));
    const site = path.join(parent, "site");
    const options = {
      contentDir: projectPaths.content,
      staticDir: projectPaths.static,
      sourceDir: projectPaths.source,
      outDir: site,
    };
    await buildSite(options);
    // A build with this very process id was killed twice: in a container, ids repeat.
    await cp(site, `${site}.retired-${process.pid}`, { recursive: true });
    await cp(site, `${site}.staging-${process.pid}`, { recursive: true });
    await rm(path.join(`${site}.staging-${process.pid}`, "about"), { recursive: true });
    await mkdir(`${site}.staging-12345-0badcafe`);
    // Not provably ours: no manifest, and something in it.
    await mkdir(`${site}.retired-424242`);
    await writeFile(path.join(`${site}.retired-424242`, "notes.txt"), "not the build's\n");

    await buildSite(options);

    expect((await readdir(parent)).sort()).toEqual(["site", "site.retired-424242"]);
    expect((await stat(path.join(site, "index.html"))).isFile()).toBe(true);
    expect(await readFile(path.join(`${site}.retired-424242`, "notes.txt"), "utf8")).toBe("not the build's\n");
  });
});

describe("builds that overlap never break the site (one lock per output folder)", () => {
  /** A complete site: every file its manifest lists is there, and nothing of a staging or retired folder is left beside it. */
  async function expectOneCompleteSite(out: string): Promise<void> {
    const manifest = JSON.parse(await readFile(path.join(out, ".site-manifest.json"), "utf8")) as { files: string[] };
    expect(manifest.files.length).toBeGreaterThan(100);
    for (const file of manifest.files) await expect(stat(path.join(out, file)), file).resolves.toBeDefined();
    const beside = (await readdir(path.dirname(out))).filter((name) => name.startsWith(`${path.basename(out)}.`));
    expect(beside).toEqual([]);
  }

  it("four builds started at once into one folder, three times over: each run ends with one complete site, every build exits 0 or is refused with exit 2 naming the folder and the process", async () => {
    const out = path.join(project, "overlap");
    for (let round = 0; round < 3; round += 1) {
      const runs = await Promise.all(
        Array.from({ length: 4 }, () =>
          run(project, "src/cli.ts", ["--out", "overlap", "--today", "2026-11-21"], {}, 120_000),
        ),
      );
      for (const result of runs) {
        expect([0, 2], result.stderr).toContain(result.code);
        if (result.code === 2)
          expect(result.stderr).toMatch(
            new RegExp(
              `--out ".*overlap" is being built by another build right now \\(npm run build, process \\d+, since .*\\), which holds .*overlap\\.lock; nothing was touched`,
            ),
          );
        else expect(result.stdout).toMatch(/^Built \d+ pages/);
        expect(result.stderr).not.toMatch(stackFrame);
      }
      expect(runs.some((result) => result.code === 0)).toBe(true);
      await expectOneCompleteSite(out);
    }
  }, 300_000);

  it("a lock left by a build killed with kill -9, or naming a process id now used by another process, is taken over; a live build's lock is respected", async () => {
    const out = path.join(project, "stale-lock");
    const lockFile = `${out}.lock`;
    const { hostname } = await import("node:os");
    const { execFileSync } = await import("node:child_process");
    // A process that has exited: its id is free.
    const gone = Number(execFileSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }));
    const lockOf = (pid: number, started: string | undefined) =>
      JSON.stringify({ pid, started, host: hostname(), command: "npm run build", since: "2026-11-25T06:00:00.000Z" });
    const ownStart = (await readFile(`/proc/${process.pid}/stat`, "utf8").catch(() => ""))
      .split(") ")[1]
      ?.split(" ")[19];
    for (const stale of [lockOf(gone, undefined), lockOf(process.pid, "1")]) {
      await writeFile(lockFile, stale);
      const result = await run(project, "src/cli.ts", ["--out", "stale-lock", "--today", "2026-11-21"]);
      expect(result.code, result.stderr).toBe(0);
      await expect(stat(lockFile)).rejects.toThrow();
    }
    // This very test process, started when /proc says it did: alive, so the build is refused and nothing is touched.
    await writeFile(lockFile, lockOf(process.pid, ownStart));
    const before = await snapshot(out);
    const refused = await run(project, "src/cli.ts", ["--out", "stale-lock", "--today", "2026-11-21"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`(npm run build, process ${process.pid}, since 2026-11-25T06:00:00.000Z)`);
    expect(await snapshot(out)).toEqual(before);
    await rm(lockFile);
  }, 120_000);
});

describe("a kill at any moment leaves a site", () => {
  it("a build killed between moving the old site aside and moving the new one in: the next build puts the old site back first, so even when it fails a site is there", async () => {
    const out = path.join(project, "killed-swap");
    expect((await run(project, "src/cli.ts", ["--out", "killed-swap", "--today", "2026-11-21"])).code).toBe(0);
    const site = await snapshot(out);
    // What the kill leaves: no folder at --out, the retired site beside it.
    const { rename } = await import("node:fs/promises");
    await rename(out, `${out}.retired-4242-0badcafe`);
    // The next build fails on its content.
    const vacancy = path.join(project, "content", "vacancies", "banqueting-staff-peterborough.md");
    const text = await readFile(vacancy, "utf8");
    await writeFile(vacancy, text.replace(/^sector: .*$/m, "sector: nowhere"));
    try {
      const failed = await run(project, "src/cli.ts", ["--out", "killed-swap", "--today", "2026-11-21"]);
      expect(failed.code).toBe(1);
      expect(await snapshot(out)).toEqual(site);
      expect((await readdir(path.dirname(out))).filter((name) => name.startsWith("killed-swap."))).toEqual([]);
    } finally {
      await writeFile(vacancy, text);
    }
  }, 120_000);
});

describe("--static is checked like --out", () => {
  it.each([
    [
      "no-such-folder",
      /--static ".*no-such-folder": no such folder exists\. Every file in it is published as it is; nothing was built\. Create it/,
    ],
    ["content", /--static ".*content": it is the content folder, whose Markdown would be published as it is/],
    ["content/vacancies", /--static ".*content\/vacancies": it is inside the content folder/],
    [".", /--static ".*project": it holds the content folder/],
    ["README.md", /--static ".*README.md": it is a file, not a folder/],
  ])("--static %s is refused, exit 2, naming the folder and why, nothing written", async (given, message) => {
    const result = await run(project, "src/cli.ts", [
      "--static",
      given,
      "--out",
      "static-refused",
      "--today",
      "2026-11-21",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(stackFrame);
    await expect(stat(path.join(project, "static-refused"))).rejects.toThrow();
  });

  it("a dotfile or dot-folder in static/ (.env, .git/) is never published", async () => {
    const staticDir = path.join(project, "static-with-secrets");
    await cp(path.join(project, "static"), staticDir, { recursive: true });
    await writeFile(path.join(staticDir, ".env"), "SECRET=1\n");
    await mkdir(path.join(staticDir, ".git"));
    await writeFile(path.join(staticDir, ".git", "config"), "[core]\n");
    const result = await run(project, "src/cli.ts", [
      "--static",
      "static-with-secrets",
      "--out",
      "no-secrets",
      "--today",
      "2026-11-21",
    ]);
    expect(result.code, result.stderr).toBe(0);
    await expect(stat(path.join(project, "no-secrets", ".env"))).rejects.toThrow();
    await expect(stat(path.join(project, "no-secrets", ".git"))).rejects.toThrow();
    await expect(stat(path.join(project, "no-secrets", "favicon.svg"))).resolves.toBeDefined();
  });
});

describe("nothing of the last build is trusted, and no loss is silent", () => {
  it("a page edited by hand in the output folder, its size and modification time put back, is rewritten by a --no-cache build (and by any build)", async () => {
    const out = path.join(project, "hand-edited");
    expect((await run(project, "src/cli.ts", ["--out", "hand-edited", "--today", "2026-11-21"])).code).toBe(0);
    const page = path.join(out, "about", "index.html");
    const original = await readFile(page, "utf8");
    const { mtime } = await stat(page);
    const { utimes } = await import("node:fs/promises");
    await writeFile(page, original.replace("<h1", "<h9"));
    await utimes(page, mtime, mtime);
    for (const args of [["--no-cache"], []]) {
      await writeFile(page, original.replace("<h1", "<h9"));
      await utimes(page, mtime, mtime);
      expect((await run(project, "src/cli.ts", ["--out", "hand-edited", "--today", "2026-11-21", ...args])).code).toBe(
        0,
      );
      expect(await readFile(page, "utf8")).toBe(original);
    }
  }, 120_000);

  it("files someone put into the built folder are replaced with the rest, and the build names them", async () => {
    const out = path.join(project, "with-notes");
    expect((await run(project, "src/cli.ts", ["--out", "with-notes", "--today", "2026-11-21"])).code).toBe(0);
    await writeFile(path.join(out, "notes.txt"), "mine\n");
    await mkdir(path.join(out, "drafts"));
    await writeFile(path.join(out, "drafts", "plan.html"), "<p>mine</p>\n");
    const result = await run(project, "src/cli.ts", ["--out", "with-notes", "--today", "2026-11-21"]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(
      "with-notes/ held 2 files no build had written, replaced with the rest of the old site: drafts/plan.html, notes.txt. Keep your own files outside the output folder.",
    );
    await expect(stat(path.join(out, "notes.txt"))).rejects.toThrow();
  }, 120_000);
});

describe("system errors become sentences", () => {
  it.each([
    [
      "EBUSY",
      "/mnt/site",
      "/mnt/site is in use or is a mount point. The build writes the new site beside the output folder and swaps the two with a rename, which a mount point does not allow: name a folder inside the mount instead (for example --out /mnt/site/site) (EBUSY)",
    ],
    [
      "EROFS",
      "/media/cd/dist",
      "/media/cd/dist is on a read-only file system, so nothing can be written there: name an output folder on a disk the build may write to (EROFS)",
    ],
    [
      "EMFILE",
      "/home/agency/static",
      "too many files were open at once (at /home/agency/static): the folder holds far more files than a site needs. Check that --static names only the files to publish, not a project or a home folder (EMFILE)",
    ],
  ])("%s says what happened and what to do", async (code, where, sentence) => {
    const { BuildStepFailed } = await import("../src/pipeline/refusal");
    const error = Object.assign(new Error(`${code}: raw system message, rename '${where}'`), { code, path: where });
    expect(new BuildStepFailed("writing the site", error).message).toBe(`while writing the site: ${sentence}`);
  });
});

describe("found by an adversarial pass: locks and output folders", () => {
  it("a lock a build did not write (damaged, or missing its fields) is taken over; one from another machine is respected, and the refusal says how to clear it", async () => {
    const out = path.join(project, "odd-lock");
    const lockFile = `${out}.lock`;
    for (const odd of [
      '{"pid":1,"command":"npm run build"}',
      '{"pid":-1,"host":"x","command":"y","since":"z"}',
      '{"pid": 12, "command": ',
    ]) {
      await writeFile(lockFile, odd);
      const result = await run(project, "src/cli.ts", ["--out", "odd-lock", "--today", "2026-11-21"]);
      expect(result.code, `${odd}: ${result.stderr}`).toBe(0);
    }
    await writeFile(
      lockFile,
      JSON.stringify({ pid: 4242, host: "another-container", command: "npm run build", since: "2026-11-24T03:00:00Z" }),
    );
    const refused = await run(project, "src/cli.ts", ["--out", "odd-lock", "--today", "2026-11-21"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`(npm run build, process 4242 on another-container, since 2026-11-24T03:00:00Z)`);
    expect(refused.stderr).toContain(
      `If no build is running there (it ran in a container or on a machine that is gone), delete ${lockFile}`,
    );
    await rm(lockFile);
  }, 120_000);

  it("an --out whose parent folders do not exist yet is created, as a missing --out is", async () => {
    const result = await run(project, "src/cli.ts", ["--out", "not/yet/there/site", "--today", "2026-11-21"]);
    expect(result.code, result.stderr).toBe(0);
    await expect(stat(path.join(project, "not", "yet", "there", "site", "index.html"))).resolves.toBeDefined();
  }, 60_000);
});
