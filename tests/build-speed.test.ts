// What a build does not do when nothing asks for it (BENCHMARKS.md's history):
// it loads no image library when every photograph comes from the cache,
// writes none of the editor's installed files' bytes, linking them instead,
// without ever letting a later write reach node_modules through the link.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteOutput } from "../src/pipeline/output";
import { changedFilesWriter, writeSiteAtomically } from "../src/pipeline/write";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { projectRoot, testToday } from "./support/site";

const run = promisify(execFile);

/** Printed by the build process as it exits: every module of sharp or libvips it loaded. */
const reportImageModules = `data:text/javascript,${encodeURIComponent(
  'import { createRequire } from "node:module"; const r = createRequire("/"); process.on("exit", () => process.stderr.write("\\nImage modules: " + JSON.stringify(Object.keys(r.cache).filter((file) => /sharp|libvips/.test(file))) + "\\n"));',
)}`;

let work: string;
let content: ContentFixture;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "build-speed-"));
  content = await copyContent();
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await content?.remove();
});

async function buildReportingImageModules(out: string): Promise<string[]> {
  const { stderr } = await run(
    process.execPath,
    [
      "--import",
      reportImageModules,
      "scripts/run.mjs",
      "src/cli.ts",
      "--content",
      content.dir,
      "--out",
      out,
      "--today",
      testToday,
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, URL: "" },
      timeout: 60_000,
    },
  );
  const reported = /Image modules: (.*)/.exec(stderr);
  if (!reported) throw new Error(`The build reported no image modules:\n${stderr}`);
  return JSON.parse(reported[1]!) as string[];
}

describe("a build loads only what it needs", () => {
  it("loads neither sharp nor libvips when every uploaded photograph comes from the image cache", async () => {
    const out = path.join(work, "site");
    // The real content has an upload (the About page's photograph): the first build makes it, or finds it in the cache.
    await buildReportingImageModules(out);
    expect(await buildReportingImageModules(out)).toEqual([]);
  }, 120_000);
});

describe("the editor's installed files (Decap CMS, the Identity widget)", () => {
  let installed: string;
  beforeAll(async () => {
    installed = path.join(work, "installed.js");
    await writeFile(installed, "installed bytes");
  });

  function siteWith(file: string | { copyOf: string }): SiteOutput {
    const output = new SiteOutput();
    output.add("index.html", "home", "test");
    if (typeof file === "string") output.add("admin/vendor.js", file, "test");
    else output.addCopy("admin/vendor.js", file.copyOf, "node_modules/vendor");
    return output;
  }

  it("are written with the installed file's bytes, counted in the site's size, and never read by the build", async () => {
    const output = siteWith({ copyOf: installed });
    expect(output.totalBytes).toBe("home".length + "installed bytes".length);
    const target = path.join(work, "linked");
    await writeSiteAtomically({ target, previousFiles: [] }, output);
    expect(await readFile(path.join(target, "admin/vendor.js"), "utf8")).toBe("installed bytes");
    // A hard link where the output folder is on the same file system: no byte is written.
    expect((await stat(path.join(target, "admin/vendor.js"))).ino).toBe((await stat(installed)).ino);
  });

  it("stay as installed when the dev server later writes other bytes to the same path in place", async () => {
    const target = path.join(work, "dev");
    const writer = changedFilesWriter();
    await writer.write({ target, previousFiles: [] }, siteWith({ copyOf: installed }));
    await writer.write({ target, previousFiles: [] }, siteWith("the site's own bytes"));
    expect(await readFile(path.join(target, "admin/vendor.js"), "utf8")).toBe("the site's own bytes");
    expect(await readFile(installed, "utf8")).toBe("installed bytes");
  });
});
