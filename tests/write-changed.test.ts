// The dev server's writer (writeChangedFiles): after a first atomic write,
// a rebuild writes only the files whose bytes changed and removes what the
// site no longer has, keeping the folder's manifest true to what is there.
// And the build's own writer of one page (writeInto).
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestFile, parseManifest, type WrittenRecord } from "../src/pipeline/out-folder";
import { SiteOutput } from "../src/pipeline/output";
import { writeChangedFiles, writeInto, type WrittenFiles } from "../src/pipeline/write";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "write-changed-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function site(files: Record<string, string>): SiteOutput {
  const output = new SiteOutput();
  for (const [file, contents] of Object.entries(files)) output.add(file, contents, "test");
  return output;
}

describe("writing only what changed (the dev server's edit loop)", () => {
  it("rewrites the changed page alone, adds the new one, removes the one gone, and the manifest lists what is there", async () => {
    const target = path.join(work, "site");
    const out = { target, previousFiles: [] };
    let written: WrittenFiles = await writeChangedFiles(out, site({ "index.html": "home", "about/index.html": "about", "old/index.html": "old" }), undefined);
    const untouchedBefore = await stat(path.join(target, "index.html"));
    await new Promise((resolve) => setTimeout(resolve, 20));

    written = await writeChangedFiles(out, site({ "index.html": "home", "about/index.html": "about, edited", "new/index.html": "new" }), written);

    expect((await stat(path.join(target, "index.html"))).mtimeMs, "an unchanged page is not written again").toBe(untouchedBefore.mtimeMs);
    expect(await readFile(path.join(target, "about/index.html"), "utf8")).toBe("about, edited");
    expect(await readFile(path.join(target, "new/index.html"), "utf8")).toBe("new");
    await expect(stat(path.join(target, "old/index.html"))).rejects.toThrow();
    expect(parseManifest(await readFile(path.join(target, manifestFile), "utf8"))?.sort()).toEqual([manifestFile, "about/index.html", "index.html", "new/index.html"].sort());
    expect([...written.keys()].sort()).toEqual(["about/index.html", "index.html", "new/index.html"]);
  });
});

describe("writing a page into the staging folder (writeInto)", () => {
  it("writes each page's own UTF-8 bytes, however long, though every page is encoded into the same reused buffer", async () => {
    const folder = path.join(work, "staging");
    const records: [string, WrittenRecord][] = [];
    // Longer than the buffer's first size, then shorter than the page before it, then beyond Latin-1.
    const pages = { "long/index.html": `<p>${"a".repeat(1_200_000)}…</p>`, "short/index.html": "<p>short</p>", "pound/index.html": "<p>£24.50 – café</p>" };
    for (const [file, contents] of Object.entries(pages)) writeInto({ folder }, file, contents, records);
    for (const [file, contents] of Object.entries(pages)) expect((await readFile(path.join(folder, file))).equals(Buffer.from(contents)), file).toBe(true);
    expect(records.map(([file, record]) => [file, record.size])).toEqual(Object.entries(pages).map(([file, contents]) => [file, Buffer.byteLength(contents)]));
  });
});
