// A command line's build with nothing changed since the last one into its
// folder does nothing (src/pipeline/last-build.ts): its inputs hash as the
// record says and the folder holds exactly what was written. Everything a
// site is made from, changed, and everything in the folder, changed by hand,
// runs the whole build; so do a build running there and a killed build's
// leftovers. Hashes only: a file's time or size never decides (D34).
import { execFile } from "node:child_process";
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkLastBuild, hashInputFiles, recordBuild, type BuildFigures, type BuildInputs } from "../src/pipeline/last-build";
import { manifestFile, renderManifest } from "../src/pipeline/out-folder";
import { SiteOutput } from "../src/pipeline/output";
import { londonDay } from "../src/jobs/today-option";
import { projectPaths, projectRoot, testToday } from "./support/site";

const figures: BuildFigures = { pages: 1, vacancies: { open: 0, closed: 0 }, files: 3, bytes: 40 };

/** A small project of its own: content, static files, an installed file to copy, and an output folder, written as a build writes it, with its record. */
function smallProject() {
  const root = mkdtempSync(path.join(tmpdir(), "last-build-"));
  const at = (...parts: string[]) => path.join(root, ...parts);
  mkdirSync(at("content", "vacancies"), { recursive: true });
  writeFileSync(at("content", "site.md"), "---\ntitle: Ouse Valley\n---\n");
  writeFileSync(at("content", "vacancies", "chef.md"), "---\ntitle: Chef\n---\n");
  mkdirSync(at("static"));
  writeFileSync(at("static", "favicon.svg"), "<svg/>");
  mkdirSync(at("node_modules", "editor"), { recursive: true });
  writeFileSync(at("node_modules", "editor", "editor.js"), "editor();");
  const inputs: BuildInputs = { root, generator: "generator 1", contentDir: at("content"), staticDir: at("static"), target: at("dist"), today: testToday, year: 2026, siteUrl: undefined, editorLogin: {} };
  const output = new SiteOutput();
  output.add("index.html", "<h1>Chef</h1>", "content/site.md");
  output.add("favicon.svg", readFileSync(at("static", "favicon.svg")), "static/favicon.svg");
  output.addCopy("admin/editor.js", at("node_modules", "editor", "editor.js"), "node_modules/editor");
  /** Writes the site as the command line's writer does, the copy linked, and keeps the record, its input files hashed before. */
  const build = (hashBefore = hashInputFiles(inputs)!) => {
    rmSync(at("dist"), { recursive: true, force: true });
    mkdirSync(at("dist", "admin"), { recursive: true });
    writeFileSync(at("dist", manifestFile), renderManifest([...output.paths, manifestFile]));
    writeFileSync(at("dist", "index.html"), "<h1>Chef</h1>");
    writeFileSync(at("dist", "favicon.svg"), "<svg/>");
    linkSync(at("node_modules", "editor", "editor.js"), at("dist", "admin", "editor.js"));
    recordBuild(inputs, hashBefore, londonDay(testToday), output, figures);
  };
  const { today: _today, ...withoutDay } = inputs;
  /** The record's figures when the last build stands for a build with --today given as `today`. */
  const stands = (today: string | undefined, now = Date.now()) => checkLastBuild(withoutDay, today, now).stands;
  return { root, at, inputs, build, stands, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe("the last build's record (last-build.ts)", () => {
  const made: ReturnType<typeof smallProject>[] = [];
  let project: ReturnType<typeof smallProject>;
  beforeEach(() => {
    project = smallProject();
    made.push(project);
    project.build();
  });
  afterAll(() => made.forEach((each) => each.remove()));

  it("stands when nothing changed, and gives the last build's figures", () => {
    expect(project.stands(testToday)).toEqual(figures);
  });

  it("stands without --today only while it is still the day it was built for in London", () => {
    const { from, until } = londonDay(testToday);
    expect(project.stands(undefined, from)).toEqual(figures);
    expect(project.stands(undefined, until - 1)).toEqual(figures);
    expect(project.stands(undefined, until)).toBeUndefined();
    expect(project.stands(undefined, from - 1)).toBeUndefined();
    expect(project.stands("2026-11-22")).toBeUndefined();
  });

  it("knows London's days across the change of the clocks (D24)", () => {
    // British Summer Time begins at 01:00 UTC on 29 March 2026: that day is 23 hours long.
    expect(londonDay("2026-03-29")).toEqual({ date: "2026-03-29", from: Date.parse("2026-03-29T00:00:00Z"), until: Date.parse("2026-03-29T23:00:00Z") });
    expect(londonDay("2026-07-01")).toEqual({ date: "2026-07-01", from: Date.parse("2026-06-30T23:00:00Z"), until: Date.parse("2026-07-01T23:00:00Z") });
  });

  it.each([
    ["a content file's bytes, its size and time kept", (p: ReturnType<typeof smallProject>) => {
      const file = p.at("content", "vacancies", "chef.md");
      const { atime, mtime } = statSync(file);
      writeFileSync(file, readFileSync(file, "utf8").replace("Chef", "Cook"));
      return utimes(file, atime, mtime);
    }],
    ["a content file added", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("content", "vacancies", "cook.md"), "---\ntitle: Cook\n---\n")],
    ["a content file removed", (p: ReturnType<typeof smallProject>) => rmSync(p.at("content", "vacancies", "chef.md"))],
    ["a content file renamed", (p: ReturnType<typeof smallProject>) => {
      copyFileSync(p.at("content", "vacancies", "chef.md"), p.at("content", "vacancies", "chef-2.md"));
      rmSync(p.at("content", "vacancies", "chef.md"));
    }],
    ["a content file replaced by a symbolic link to a file of its bytes", (p: ReturnType<typeof smallProject>) => {
      copyFileSync(p.at("content", "site.md"), p.at("site.md"));
      rmSync(p.at("content", "site.md"));
      symlinkSync(p.at("site.md"), p.at("content", "site.md"));
    }],
    ["a static file changed", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("static", "favicon.svg"), "<svg></svg>")],
    ["a static file added", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("static", "robots.txt"), "User-agent: *\n")],
    ["another package installed", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("node_modules", ".package-lock.json"), '{"packages":{}}')],
  ])("does not stand when an input changed: %s", async (_what, change) => {
    await change(project);
    expect(project.stands(testToday)).toBeUndefined();
  });

  it("does not stand for other code, another URL, another editor login, another output folder, or another year in the footer", () => {
    const { inputs } = project;
    const { today: _today, ...withoutDay } = inputs;
    expect(checkLastBuild({ ...withoutDay, generator: "generator 2" }, testToday, Date.now()).stands).toBeUndefined();
    expect(checkLastBuild({ ...withoutDay, siteUrl: "https://jobs.ousevalley.example" }, testToday, Date.now()).stands).toBeUndefined();
    expect(checkLastBuild({ ...withoutDay, editorLogin: { EDITOR_LOGIN: "git-gateway" } }, testToday, Date.now()).stands).toBeUndefined();
    expect(checkLastBuild({ ...withoutDay, target: project.at("site") }, testToday, Date.now()).stands).toBeUndefined();
    // The footer's year is the process's clock in its time zone (plan.ts), which can be a year ahead of London's day.
    expect(checkLastBuild({ ...withoutDay, year: 2027 }, testToday, Date.now()).stands).toBeUndefined();
  });

  it.each([
    ["a page edited by hand", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("dist", "index.html"), "<h1>Cook</h1>")],
    ["a file added by hand", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("dist", "notes.txt"), "mine")],
    ["an empty folder made by hand", (p: ReturnType<typeof smallProject>) => mkdirSync(p.at("dist", "drafts"))],
    ["a file made a folder", (p: ReturnType<typeof smallProject>) => {
      rmSync(p.at("dist", "favicon.svg"));
      mkdirSync(p.at("dist", "favicon.svg"));
    }],
    ["a file removed", (p: ReturnType<typeof smallProject>) => rmSync(p.at("dist", "favicon.svg"))],
    ["a file made a symbolic link to one of the same bytes", (p: ReturnType<typeof smallProject>) => {
      rmSync(p.at("dist", "favicon.svg"));
      symlinkSync(p.at("static", "favicon.svg"), p.at("dist", "favicon.svg"));
    }],
    ["the editor's copy edited by hand, no longer the installed file", (p: ReturnType<typeof smallProject>) => {
      rmSync(p.at("dist", "admin", "editor.js"));
      writeFileSync(p.at("dist", "admin", "editor.js"), "mine();");
    }],
    ["a build running there (its lock)", (p: ReturnType<typeof smallProject>) => writeFileSync(p.at("dist.lock"), "{}")],
    ["a killed build's staging folder beside it", (p: ReturnType<typeof smallProject>) => mkdirSync(p.at("dist.staging-123-abcd1234"))],
    ["the folder gone", (p: ReturnType<typeof smallProject>) => rmSync(p.at("dist"), { recursive: true })],
  ])("does not stand when the output folder changed: %s", (_what, change) => {
    change(project);
    expect(project.stands(testToday)).toBeUndefined();
  });

  it.each([
    ["cut short", (text: string) => text.slice(0, text.length / 2)],
    ["not an object", () => "null"],
    ["without its day", (text: string) => JSON.stringify({ ...JSON.parse(text), day: undefined })],
    ["without its figures", (text: string) => JSON.stringify({ ...JSON.parse(text), figures: { pages: 1 } })],
    ["with a file that is neither a hash nor a copy", (text: string) => JSON.stringify({ ...JSON.parse(text), files: { ...JSON.parse(text).files, "index.html": 7 } })],
  ])("does not stand, and throws nothing, when the record is damaged: %s", (_what, damage) => {
    const folder = project.at("node_modules", ".cache", "last-build");
    const [record] = readdirSync(folder).filter((name) => name.endsWith(".json"));
    const file = path.join(folder, record!);
    writeFileSync(file, damage(readFileSync(file, "utf8")));
    expect(project.stands(testToday)).toBeUndefined();
  });

  it("stands when the editor's copy is not the installed file's link but has its bytes (another file system)", () => {
    rmSync(project.at("dist", "admin", "editor.js"));
    copyFileSync(project.at("node_modules", "editor", "editor.js"), project.at("dist", "admin", "editor.js"));
    expect(project.stands(testToday)).toEqual(figures);
  });

  it("is not kept when an input changed while the build ran, which may have read it either way", () => {
    const before = hashInputFiles(project.inputs)!;
    writeFileSync(project.at("content", "vacancies", "chef.md"), "---\ntitle: Cook\n---\n");
    project.build(before);
    expect(project.stands(testToday)).toBeUndefined();
    // Changed back as it was when the build began, the inputs hash as then: still no record claims the folder.
    writeFileSync(project.at("content", "vacancies", "chef.md"), "---\ntitle: Chef\n---\n");
    expect(hashInputFiles(project.inputs)!.hash).toBe(before.hash);
    expect(project.stands(testToday)).toBeUndefined();
  });

  it("is not kept when an input was changed and changed back while the build ran: its bytes hash as before, but it changed", () => {
    const before = hashInputFiles(project.inputs)!;
    const vacancy = project.at("content", "vacancies", "chef.md");
    const text = readFileSync(vacancy, "utf8");
    // Read by the build half-way, as "Cook"; back to "Chef" before it ends.
    writeFileSync(vacancy, text.replace("Chef", "Cook"));
    writeFileSync(vacancy, text);
    expect(hashInputFiles(project.inputs)!.hash).toBe(before.hash);
    project.build(before);
    expect(project.stands(testToday)).toBeUndefined();
    // The build after it, with nothing changed meanwhile, is kept.
    project.build();
    expect(project.stands(testToday)).toEqual(figures);
  });
});

const run = promisify(execFile);

/** npm run build, as a developer runs it: through scripts/run.mjs, so the record is kept. */
async function build(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/run.mjs", "src/cli.ts", ...args], { cwd: projectRoot, env: { ...process.env, URL: "https://www.ousevalley.example" }, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run build, with nothing changed since the last build into its folder", () => {
  let work: string;
  let contentDir: string;
  let staticDir: string;
  let out: string;
  const identity = async (file: string) => {
    const { ino, ctimeMs } = await stat(path.join(out, file));
    return `${ino} ${ctimeMs}`;
  };
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "last-build-cli-"));
    [contentDir, staticDir, out] = [path.join(work, "content"), path.join(work, "static"), path.join(work, "site")];
    await cp(projectPaths.content, contentDir, { recursive: true });
    await cp(projectPaths.static, staticDir, { recursive: true });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));
  const args = () => ["--content", contentDir, "--static", staticDir, "--out", out, "--today", testToday];

  it("writes nothing and says what the folder holds, as the build that wrote it did; an edit is then built and shown", async () => {
    const first = await build(...args());
    expect(first.code, first.stderr).toBe(0);
    const [manifest, home] = [await identity(manifestFile), await identity("index.html")];
    const again = await build(...args());
    expect(again.code, again.stderr).toBe(0);
    const figuresOf = (line: string) => line.replace(/ in \d+ ms/, "");
    expect(figuresOf(again.stdout)).toBe(figuresOf(first.stdout));
    expect(again.stdout).toMatch(/^Built \d+ pages \(\d+ files, [\d.]+ [kM]B; vacancies: 17 open, 2 closed\) in \d+ ms → .+site\/\n$/);
    expect(await identity(manifestFile)).toBe(manifest);
    expect(await identity("index.html")).toBe(home);

    const vacancy = path.join(contentDir, "vacancies", "chef-de-partie-cambridge.md");
    await writeFile(vacancy, (await readFile(vacancy, "utf8")).replace(/^title: .*$/m, "title: Sous Chef of the Fens"));
    const edited = await build(...args());
    expect(edited.code, edited.stderr).toBe(0);
    expect(await identity(manifestFile)).not.toBe(manifest);
    expect(await readFile(path.join(out, "jobs", "index.html"), "utf8")).toContain("Sous Chef of the Fens");
  }, 240_000);

  it("puts right a folder changed by hand, naming the file put there, and builds again for another day", async () => {
    await build(...args());
    await writeFile(path.join(out, "index.html"), "<p>Edited by hand</p>");
    await writeFile(path.join(out, "notes.txt"), "mine");
    const putRight = await build(...args());
    expect(putRight.code, putRight.stderr).toBe(0);
    expect(putRight.stderr).toContain("notes.txt");
    expect(await readFile(path.join(out, "index.html"), "utf8")).not.toContain("Edited by hand");
    await expect(stat(path.join(out, "notes.txt"))).rejects.toThrow();

    const manifest = await identity(manifestFile);
    const later = await build(...args().slice(0, -1), "2026-12-13");
    expect(later.code, later.stderr).toBe(0);
    expect(await identity(manifestFile)).not.toBe(manifest);
    // The night nurse's vacancy closes on 12 December (D24).
    expect(await readFile(path.join(out, "jobs", "index.html"), "utf8")).not.toContain("Registered Nurse (RGN), nights");
  }, 240_000);
});
