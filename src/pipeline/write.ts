// Stage 4 of the build: write the site. The command line writes it next to
// the old one and swaps it in, so a failed build never leaves a half-written
// or emptied folder (D3); the dev server writes only what changed since its
// last build. Both are a SiteWriter, passed into the same buildSite.
import { randomBytes } from "node:crypto";
import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync, writeFileSync, type Dirent } from "node:fs";
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { manifestFile, readManifest, renderManifest, type OutFolder } from "./out-folder";
import type { OutputFile, SiteOutput } from "./output";

/**
 * Writes the site held in memory into the output folder checked by
 * checkOutFolder (D20). Returns the files it removed that no build had
 * written (someone put them into the built folder), so that loss is never silent.
 */
export type SiteWriter = (out: OutFolder, output: SiteOutput) => Promise<string[] | void>;

/**
 * Writes files into a folder, making the folders they go in first. One after
 * another on this thread: for thousands of small files, each write through
 * the thread pool spent longer queueing than writing.
 *
 * A copy of an installed file (the editor's Decap CMS) is a hard link to it
 * where both are on one file system, which writes none of its bytes: on disk
 * that took the real site's build 40 ms of CPU as reads and writes. Elsewhere
 * it is copied by the kernel. `inPlace` (the dev server's writer, into a
 * folder it wrote before) removes each file before writing it, so a write
 * never goes through a link into node_modules.
 */
function writeFiles(
  folder: string,
  files: Iterable<[string, Pick<OutputFile, "contents" | "copyOf">]>,
  { inPlace = false } = {},
): void {
  const made = new Set<string>();
  for (const [file, output] of files) {
    const target = path.join(folder, file);
    const inner = path.dirname(target);
    if (!made.has(inner)) mkdirSync(inner, { recursive: true });
    made.add(inner);
    if (inPlace) rmSync(target, { force: true });
    if (output.copyOf === undefined) writeFileSync(target, output.contents);
    else linkOrCopy(output.copyOf, target);
  }
}

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    // Another file system (an output folder in /dev/shm), or one without hard links.
    copyFileSync(from, to);
  }
}

const ignoreFailure = () => undefined;

/** `dist.staging-<pid>-<random>` and `dist.retired-<pid>-<random>`, and the `-<pid>` names of earlier versions. */
export function isWorkFolderName(name: string, base: string): boolean {
  if (!name.startsWith(`${base}.`)) return false;
  return /^(staging|retired)-\d+(-[0-9a-f]+)?$/.test(name.slice(base.length + 1));
}

/**
 * Staging and retired folders a killed build left beside the output folder
 * (D20), whatever their process id; only those that are provably ours go:
 * empty, or holding our manifest (written first into every staging folder).
 */
async function removeLeftovers(target: string, own: string[]): Promise<void> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  const names = await readdir(parent).catch(() => [] as string[]);
  const leftovers = names
    .filter((name) => isWorkFolderName(name, base))
    .map((name) => path.join(parent, name))
    .filter((folder) => !own.includes(folder));
  await Promise.all(
    leftovers.map(async (folder) => {
      const ours = (await readManifest(folder)) !== undefined || (await readdir(folder).catch(() => [""])).length === 0;
      if (ours) await rm(folder, { recursive: true, force: true });
    }),
  );
}

/**
 * The command line's writer (D3): the whole site written into a staging
 * folder beside the output folder, then swapped in with two renames, and the
 * previous site removed. A failed or killed build leaves the previous site
 * exactly as it was. The folder was checked by checkOutFolder (D20); a
 * symbolic link was followed there, so the link stays. The manifest goes in
 * first, so the staging folder is provably ours. The retired site is removed
 * recursively, which never follows a symbolic link: a folder of the old site
 * replaced by a link by hand loses the link, never what it leads to.
 */
export const writeSiteAtomically: SiteWriter = async (out, output) => {
  const { target } = out;
  // Never the name of a killed build's leftover, even when process ids repeat (containers).
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const staging = `${target}.staging-${suffix}`;
  const retired = `${target}.retired-${suffix}`;
  let previousMoved = false;
  const foreign = await filesNoBuildWrote(out);
  try {
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, manifestFile), renderManifest([...output.files.keys(), manifestFile]));
    writeFiles(staging, output.files);
    await rename(target, retired).then(
      () => (previousMoved = true),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      },
    );
    await rename(staging, target);
  } catch (error) {
    // Put the previous site back if it was already moved aside.
    if (previousMoved) await rename(retired, target).catch(ignoreFailure);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await Promise.all([
    previousMoved ? rm(retired, { recursive: true, force: true }) : undefined,
    removeLeftovers(target, [staging, retired]),
  ]);
  return foreign;
};

/**
 * The files in the output folder that its manifest does not list: put there
 * by hand since the last build. Listed on this thread: the promise version
 * reads one folder at a time through the thread pool, and every page is a
 * folder of its own (4,000 round trips at 4,000 pages).
 */
async function filesNoBuildWrote(out: OutFolder): Promise<string[]> {
  const written = new Set(out.previousFiles);
  let files: string[];
  try {
    files = [...entriesBelow(out.target).keys()];
  } catch {
    files = [];
  }
  return files.filter((file) => file !== manifestFile && !written.has(file)).sort();
}

/**
 * Every entry below a folder but folders (a link is not followed), by its
 * path relative to the folder, with "/". One plain readdirSync a folder:
 * Node's own recursive listing took ten times as long (BENCHMARKS.md's history).
 */
export function entriesBelow(folder: string, relative = "", found = new Map<string, Dirent>()): Map<string, Dirent> {
  for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
    const file = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) entriesBelow(folder, file, found);
    else found.set(file, entry);
  }
  return found;
}

/**
 * A build killed between moving the live site aside and moving the new one
 * in leaves no site at the output folder, only the retired one beside it.
 * The next build, holding the lock, puts the newest retired site back first,
 * so whatever happens to that build a site is there.
 */
export async function restoreRetiredSite(target: string): Promise<boolean> {
  if (
    await readdir(target).then(
      () => true,
      () => false,
    )
  )
    return false;
  const parent = path.dirname(target);
  const base = path.basename(target);
  const names = (await readdir(parent).catch(() => [] as string[])).filter(
    (name) => isWorkFolderName(name, base) && name.startsWith(`${base}.retired-`),
  );
  const retired = await Promise.all(
    names.map(async (name) => {
      const folder = path.join(parent, name);
      const ours = (await readManifest(folder)) !== undefined;
      return { folder, ours, time: ours ? (await stat(folder)).mtimeMs : 0 };
    }),
  );
  const newest = retired.filter((entry) => entry.ours).sort((a, b) => b.time - a.time)[0];
  if (!newest) return false;
  await rename(newest.folder, target);
  return true;
}

function sameContents(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === "string" && typeof b === "string") return a === b;
  return bytesOf(a).equals(bytesOf(b));
}

/** Text as UTF-8, and bytes as they are: a view, not a copy (Buffer.from copies a Uint8Array, which took the real site's 836 KB editor script 10 ms). */
const bytesOf = (contents: string | Uint8Array) =>
  typeof contents === "string"
    ? Buffer.from(contents)
    : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);

/** The dev server's writer, and its early writer for the open pages (BuildOptions.openPages). */
export interface ChangedFilesWriter {
  write: SiteWriter;
  /**
   * Writes pages open in a browser in place, before the rest of a rebuild is
   * rendered, so they can reload at once. Only files the last build wrote
   * are written; a new page waits for the rest. False when nothing was
   * written (the first build writes the whole folder at once).
   */
  writeFirst(pages: ReadonlyMap<string, Uint8Array>): Promise<boolean>;
}

/**
 * The dev server's writer: after a first atomic write, each rebuild writes
 * only the files whose bytes changed and removes the files the site no
 * longer has, in place, so an edit to one page touches one file, not four
 * thousand. Not atomic: a page fetched mid-write may be the old one, which
 * the reload that follows puts right; a production build never uses it.
 * The manifest (D20) lists every file that may be there at each moment.
 * One writer for one folder: it remembers what it wrote there.
 */
export function changedFilesWriter(): ChangedFilesWriter {
  let previous: Map<string, string | Uint8Array> | undefined;
  let target: string | undefined;
  return {
    async writeFirst(pages) {
      if (!previous || target === undefined) return false;
      const changed = [...pages].filter(
        ([file, contents]) => previous!.has(file) && !sameContents(previous!.get(file)!, contents),
      );
      writeFiles(
        target,
        changed.map(([file, contents]) => [file, { contents }]),
        { inPlace: true },
      );
      for (const [file, contents] of changed) previous.set(file, contents);
      return changed.length > 0;
    },
    async write(out, output) {
      const files = new Map([...output.files].map(([file, { contents }]) => [file, contents]));
      const copies = new Map(
        [...output.files].flatMap(([file, { copyOf }]) => (copyOf === undefined ? [] : [[file, copyOf] as const])),
      );
      if (!previous || target !== out.target) {
        await writeSiteAtomically(out, output);
        [previous, target] = [files, out.target];
        return;
      }
      const before = previous;
      const removed = [...before.keys()].filter((file) => !files.has(file));
      const changed = [...files].filter(([file, contents]) => {
        const earlier = before.get(file);
        return earlier === undefined || !sameContents(earlier, contents);
      });
      // Every file that may be in the folder while this runs, so the folder stays recognisably ours.
      await writeFile(
        path.join(target, manifestFile),
        renderManifest([...new Set([...before.keys(), ...files.keys(), manifestFile])]),
      );
      writeFiles(
        target,
        changed.map(([file, contents]) => [file, { contents, copyOf: copies.get(file) }]),
        { inPlace: true },
      );
      await Promise.all(removed.map((file) => unlink(path.join(target!, file)).catch(ignoreFailure)));
      await writeFile(path.join(target, manifestFile), renderManifest([...files.keys(), manifestFile]));
      previous = files;
    },
  };
}
