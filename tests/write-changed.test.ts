// The dev server's writer (changedFilesWriter): after a first atomic write,
// a rebuild writes only the files whose bytes changed and removes what the
// site no longer has, keeping the folder's manifest true to what is there;
// the pages open in a browser may be written first, in place.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestFile, parseManifest } from "../src/pipeline/out-folder";
import { SiteOutput } from "../src/pipeline/output";
import { changedFilesWriter } from "../src/pipeline/write";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "write-changed-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function site(files: Record<string, string>): SiteOutput {
  const output = new SiteOutput();
  for (const [file, contents] of Object.entries(files)) output.add(file, Buffer.from(contents), "test");
  return output;
}

describe("writing only what changed (the dev server's edit loop)", () => {
  it("rewrites the changed page alone, adds the new one, removes the one gone, and the manifest lists what is there", async () => {
    const target = path.join(work, "site");
    const out = { target, previousFiles: [] };
    const writer = changedFilesWriter();
    await writer.write(out, site({ "index.html": "home", "about/index.html": "about", "old/index.html": "old" }));
    const untouchedBefore = await stat(path.join(target, "index.html"));
    await new Promise((resolve) => setTimeout(resolve, 20));

    await writer.write(
      out,
      site({ "index.html": "home", "about/index.html": "about, edited", "new/index.html": "new" }),
    );

    expect((await stat(path.join(target, "index.html"))).mtimeMs, "an unchanged page is not written again").toBe(
      untouchedBefore.mtimeMs,
    );
    expect(await readFile(path.join(target, "about/index.html"), "utf8")).toBe("about, edited");
    expect(await readFile(path.join(target, "new/index.html"), "utf8")).toBe("new");
    await expect(stat(path.join(target, "old/index.html"))).rejects.toThrow();
    expect(parseManifest(await readFile(path.join(target, manifestFile), "utf8"))?.sort()).toEqual(
      [manifestFile, "about/index.html", "index.html", "new/index.html"].sort(),
    );
  });

  it("writes an open page first, in place, only once a first build wrote the folder, and never a page the folder does not have yet", async () => {
    const target = path.join(work, "site-first");
    const writer = changedFilesWriter();
    expect(await writer.writeFirst(new Map([["index.html", Buffer.from("early")]]))).toBe(false);
    await writer.write({ target, previousFiles: [] }, site({ "index.html": "home" }));
    expect(
      await writer.writeFirst(
        new Map([
          ["index.html", Buffer.from("home, edited")],
          ["new/index.html", Buffer.from("new")],
        ]),
      ),
    ).toBe(true);
    expect(await readFile(path.join(target, "index.html"), "utf8")).toBe("home, edited");
    await expect(stat(path.join(target, "new/index.html"))).rejects.toThrow();
  });
});
