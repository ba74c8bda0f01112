// Stage 4 of the build: write the site next to the old one, then swap it in,
// so a failed build never leaves a half-written or emptied folder (D3).
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { manifestFile, readManifest, renderManifest, type OutFolder } from "./out-folder";
import type { SiteOutput } from "./output";
import type { ProgressListener } from "./progress";

/**
 * Enough file operations in flight to keep the thread pool busy, few enough
 * that a large site never runs out of file handles.
 */
const operationsInFlight = 64;

async function forEachConcurrently<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const work = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(operationsInFlight, items.length) }, work));
}

/** The site's folders, grouped by depth, shallowest first: ["about", "assets"], ["assets/icons"], … */
function foldersByDepth(output: SiteOutput): string[][] {
  const levels: Set<string>[] = [];
  for (const file of output.files.keys()) {
    const parts = file.split("/").slice(0, -1);
    parts.forEach((_, index) => {
      levels[index] ??= new Set();
      levels[index].add(parts.slice(0, index + 1).join("/"));
    });
  }
  return levels.map((level) => [...level]);
}

/**
 * Every folder the site needs, a level at a time so each parent exists
 * before its children, and all folders of one level at once: one at a time,
 * 4,000 pages cost 4,000 round trips to the file system's thread pool.
 */
async function createFolders(staging: string, output: SiteOutput): Promise<void> {
  for (const level of foldersByDepth(output)) {
    await Promise.all(level.map((folder) => mkdir(path.join(staging, folder))));
  }
}

async function writeFiles(staging: string, output: SiteOutput, onProgress?: ProgressListener): Promise<void> {
  let written = 0;
  await forEachConcurrently([...output.files], async ([file, { contents }]) => {
    await writeFile(path.join(staging, file), contents);
    onProgress?.({ stage: "Writing files", done: ++written, total: output.files.size });
  });
}

const ignoreFailure = () => undefined;

/** The folders of a list of files, grouped by depth, deepest first: "a/b/c.html", "a/d.html" → [a/b], [a] */
function foldersDeepestFirst(files: string[]): string[][] {
  const levels: Set<string>[] = [];
  for (const file of files) {
    const parts = file.split("/").slice(0, -1);
    parts.forEach((_, index) => (levels[index] ??= new Set()).add(parts.slice(0, index + 1).join("/")));
  }
  return levels.map((level) => [...level]).reverse();
}

/**
 * The previous site, once the new one is in place. Its manifest said which
 * files it held, so those go by name, then their folders, deepest first:
 * half the file-system operations of a recursive removal, which must list
 * every folder and inspect every entry. The recursive removal takes whatever
 * else was left; the manifest goes last, so a removal cut short still leaves
 * a folder that is provably ours for the next build to finish.
 */
async function removeRetiredSite(retired: string, previousFiles: string[]): Promise<void> {
  // An empty folder was replaced: nothing to remove but itself.
  if (previousFiles.length === 0 && (await rmdir(retired).then(() => true, () => false))) return;
  const listed = previousFiles.filter((file) => file !== manifestFile);
  await forEachConcurrently(listed, (file) => unlink(path.join(retired, file)).catch(ignoreFailure));
  for (const level of foldersDeepestFirst(listed)) {
    await Promise.all(level.map((folder) => rmdir(path.join(retired, folder)).catch(ignoreFailure)));
  }
  const rest = (await readdir(retired).catch(() => [])).filter((name) => name !== manifestFile);
  await Promise.all(rest.map((name) => rm(path.join(retired, name), { recursive: true, force: true })));
  await unlink(path.join(retired, manifestFile)).catch(ignoreFailure);
  await rmdir(retired).catch(ignoreFailure);
}

/** `dist.staging-<pid>-<random>` and `dist.retired-<pid>-<random>`, and the `-<pid>` names of earlier versions. */
function isWorkFolderName(name: string, base: string): boolean {
  if (!name.startsWith(`${base}.`)) return false;
  return /^(staging|retired)-\d+(-[0-9a-f]+)?$/.test(name.slice(base.length + 1));
}

/**
 * Staging and retired folders a killed build left beside the output folder
 * (D20), whatever their process id; only those that are provably ours go:
 * empty, or holding our manifest (written first into every staging folder,
 * removed last from every retired one).
 */
async function removeLeftovers(target: string, own: string[]): Promise<void> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  const names = await readdir(parent).catch(() => [] as string[]);
  const leftovers = names.filter((name) => isWorkFolderName(name, base)).map((name) => path.join(parent, name)).filter((folder) => !own.includes(folder));
  await Promise.all(
    leftovers.map(async (folder) => {
      const ours = (await readManifest(folder)) !== undefined || (await readdir(folder).catch(() => [""])).length === 0;
      if (ours) await rm(folder, { recursive: true, force: true });
    }),
  );
}

/**
 * Writes the site beside the output folder, then swaps it in (D3): a failed
 * build leaves the previous site exactly as it was. The folder was checked by
 * checkOutFolder (D20); a symbolic link was followed there, so the link stays.
 */
export async function writeSiteAtomically(out: OutFolder, output: SiteOutput, onProgress?: ProgressListener): Promise<void> {
  const { target } = out;
  // Never the name of a killed build's leftover, even when process ids repeat (containers).
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const staging = `${target}.staging-${suffix}`;
  const retired = `${target}.retired-${suffix}`;
  let previousMoved = false;
  try {
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, manifestFile), renderManifest([...output.files.keys(), manifestFile]));
    await createFolders(staging, output);
    await writeFiles(staging, output, onProgress);
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
  await Promise.all([previousMoved ? removeRetiredSite(retired, out.previousFiles) : undefined, removeLeftovers(target, [staging, retired])]);
}

/** What one build wrote, by path, for the next build to compare with (the dev server's edit loop). */
export type WrittenFiles = ReadonlyMap<string, string | Uint8Array>;

function sameContents(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === "string" && typeof b === "string") return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

/**
 * The dev server's writer: after a first atomic write, each rebuild writes
 * only the files whose bytes changed and removes the files the site no
 * longer has, in place, so an edit to one page touches one file, not four
 * thousand. Not atomic: a page fetched mid-write may be the old one, which
 * the reload that follows puts right; a production build never uses it.
 * The manifest (D20) lists every file that may be there at each moment.
 */
export async function writeChangedFiles(out: OutFolder, output: SiteOutput, previous: WrittenFiles | undefined): Promise<WrittenFiles> {
  const files = new Map([...output.files].map(([file, { contents }]) => [file, contents]));
  if (!previous) {
    await writeSiteAtomically(out, output);
    return files;
  }
  const { target } = out;
  const removed = [...previous.keys()].filter((file) => !files.has(file));
  const changed = [...files].filter(([file, contents]) => {
    const before = previous.get(file);
    return before === undefined || !sameContents(before, contents);
  });
  // Every file that may be in the folder while this runs, so the folder stays recognisably ours.
  await writeFile(path.join(target, manifestFile), renderManifest([...new Set([...previous.keys(), ...files.keys(), manifestFile])]));
  await forEachConcurrently(changed, async ([file, contents]) => {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await writeFile(path.join(target, file), contents);
  });
  await forEachConcurrently(removed, (file) => unlink(path.join(target, file)).catch(ignoreFailure));
  await writeFile(path.join(target, manifestFile), renderManifest([...files.keys(), manifestFile]));
  return files;
}
