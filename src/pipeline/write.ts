// Stage 4 of the build: write the site next to the old one, then swap it in,
// so a failed build never leaves a half-written or emptied folder (D3).
import { createHash, randomBytes } from "node:crypto";
import { linkSync, lstatSync, mkdirSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { manifestFile, readManifest, renderManifest, type OutFolder, type WrittenRecord } from "./out-folder";
import type { SiteOutput } from "./output";
import { foldersOf } from "../site-paths";

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

/** The staging folder, and the live site beside it with what its manifest records of each file. */
export interface Staging {
  folder: string;
  previous?: { folder: string; records: ReadonlyMap<string, WrittenRecord> } | undefined;
}

/**
 * A page as UTF-8, in a buffer this thread keeps for the purpose and reuses
 * for the next page, so the bytes are valid only until then. Buffer.from
 * measures the text, allocates and then encodes; this only encodes, which is
 * half the cost or less (a page holding one character beyond Latin-1, such as
 * the ellipsis of a fallback description, is stored by V8 as two bytes a character).
 */
let encodingBuffer = Buffer.allocUnsafe(1 << 20);
function encodedInPlace(text: string): Buffer {
  // UTF-8 takes at most three bytes for each UTF-16 code unit.
  if (text.length * 3 > encodingBuffer.length) encodingBuffer = Buffer.allocUnsafe(text.length * 3);
  return encodingBuffer.subarray(0, encodingBuffer.write(text));
}

/** A short hash of a file's bytes, for the manifest: equal bytes, equal hash. */
const hashOf = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("base64url").slice(0, 16);

/**
 * A file of the site inside a folder. The file is a plain relative path (a
 * page's, a static file's, or one the manifest check let through: no `..`,
 * no leading slash), so joining by hand gives what path.join would, without
 * its normalising: 5–8 µs a call on a thread still cold, once or twice for
 * every file of a build.
 */
const inFolder = (folder: string, file: string) => `${folder}${path.sep}${file}`;

/** A file's path in the staging folder, its folder made first (a folder another thread made first is no error to a recursive mkdir). */
function stagedPath(staging: Staging, file: string): string {
  const target = inFolder(staging.folder, file);
  if (file.includes("/")) mkdirSync(path.dirname(target), { recursive: true });
  return target;
}

/**
 * Writes one page or file into the staging folder: linked from the live site
 * when the previous build wrote these very bytes there (linkPrevious), so the
 * disk has no data to write now nor to free when the previous site is
 * removed; written afresh otherwise, with the manifest's record of it.
 */
export function writeInto(staging: Staging, file: string, contents: string | Uint8Array, records: [string, WrittenRecord][]): number {
  // Used only before this function returns.
  const bytes = typeof contents === "string" ? encodedInPlace(contents) : contents;
  const hash = hashOf(bytes);
  if (linkPrevious(staging, file, { hash, size: bytes.byteLength }, records)) return bytes.byteLength;
  const target = stagedPath(staging, file);
  writeFileSync(target, bytes);
  const written = statSync(target);
  records.push([file, { hash, size: written.size, mtimeMs: written.mtimeMs }]);
  return bytes.byteLength;
}

/**
 * Links a file of the live site into the staging folder when the previous
 * build wrote exactly these bytes there (its manifest records this hash and
 * size) and the file is still as that build left it: a plain file of the
 * recorded size and modification time. False, having written nothing, otherwise.
 */
export function linkPrevious(staging: Staging, file: string, bytes: { hash: string; size: number }, records: [string, WrittenRecord][]): boolean {
  const before = staging.previous?.records.get(file);
  if (!before || before.hash !== bytes.hash || before.size !== bytes.size) return false;
  const source = inFolder(staging.previous!.folder, file);
  try {
    // lstat, and a plain file only: a symbolic link put in its place is never carried into the new site.
    const stats = lstatSync(source);
    if (!stats.isFile() || stats.size !== before.size || stats.mtimeMs !== before.mtimeMs) return false;
    linkSync(source, stagedPath(staging, file));
  } catch {
    // Gone, or a file system without hard links: the caller writes it.
    return false;
  }
  records.push([file, before]);
  return true;
}

const ignoreFailure = () => undefined;

/**
 * Removes files from a folder by name, each followed by its own folder when
 * that leaves it empty (a page is alone in its folder): one thread's share of
 * a retired site. Synchronous: one system call after another on this thread
 * is far quicker than thousands of promises through the thread pool.
 */
export function removeFilesSync(folder: string, files: readonly string[]): void {
  for (const file of files) {
    const target = inFolder(folder, file);
    try {
      unlinkSync(target);
    } catch {
      continue;
    }
    if (!file.includes("/")) continue;
    try {
      rmdirSync(path.dirname(target));
    } catch {
      // Not empty: another file or folder is still in it, and goes with the rest below.
    }
  }
}

/** Removes the listed files of a folder and the folders they leave empty, on this thread or shared between several. */
export type FileRemover = (folder: string, files: readonly string[]) => Promise<void>;

/**
 * removeFilesSync's work on this thread alone, a small site's: through the
 * thread pool, many calls at once. On a disk, where each call waits for the
 * file system's journal, the real site's 109 files and their folders went in
 * 12 ms instead of 24 one call after another; in memory it is 4 ms instead
 * of 2. A large site built with worker threads shares the removal between
 * them instead, synchronously (BuildWorkers.removeFiles).
 */
export const removeFilesConcurrently: FileRemover = (folder, files) =>
  forEachConcurrently([...files], async (file) => {
    const target = inFolder(folder, file);
    const removed = await unlink(target).then(
      () => true,
      () => false,
    );
    if (removed && file.includes("/")) await rmdir(path.dirname(target)).catch(ignoreFailure);
  });

/**
 * The previous site, once the new one is in place. Its manifest said which
 * files it held, so those go by name with the folders they leave empty: half
 * the file-system operations of a recursive removal, which must list every
 * folder and inspect every entry. A recursive removal takes whatever else was
 * left; the manifest goes last, so a removal cut short still leaves a folder
 * that is provably ours for the next build to finish.
 */
async function removeRetiredSite(retired: string, previousFiles: string[], removeFiles: FileRemover): Promise<void> {
  // An empty folder was replaced: nothing to remove but itself.
  if (previousFiles.length === 0 && (await rmdir(retired).then(() => true, () => false))) return;
  const behindLinks = await filesBehindLinks(retired, previousFiles);
  await removeFiles(retired, previousFiles.filter((file) => file !== manifestFile && !behindLinks.has(file)));
  const rest = (await readdir(retired).catch(() => [])).filter((name) => name !== manifestFile);
  await Promise.all(rest.map((name) => rm(path.join(retired, name), { recursive: true, force: true })));
  await unlink(path.join(retired, manifestFile)).catch(ignoreFailure);
  await rmdir(retired).catch(ignoreFailure);
}

/**
 * The listed files whose path passes through a symbolic link: a folder of the
 * old site replaced by a link by hand. Removed by name, such a file would be
 * the one the link leads to, outside the folder, which the build did not
 * write (D20). The link itself goes with the rest: a recursive removal never
 * follows one. One listing of each folder that holds folders tells which are
 * links.
 */
async function filesBehindLinks(folder: string, files: readonly string[]): Promise<Set<string>> {
  // Each folder on the way to a file, by the folder it is in.
  const foldersIn = new Map<string, Set<string>>();
  for (const file of files) {
    for (const inner of foldersOf(file)) {
      const cut = inner.lastIndexOf("/");
      const parent = inner.slice(0, Math.max(0, cut));
      (foldersIn.get(parent) ?? foldersIn.set(parent, new Set()).get(parent)!).add(inner.slice(cut + 1));
    }
  }
  const links = new Set<string>();
  await Promise.all(
    [...foldersIn].map(async ([parent, names]) => {
      for (const entry of await readdir(parent === "" ? folder : inFolder(folder, parent), { withFileTypes: true }).catch(() => [])) {
        if (entry.isSymbolicLink() && names.has(entry.name)) links.add(parent === "" ? entry.name : `${parent}/${entry.name}`);
      }
    }),
  );
  return new Set(links.size === 0 ? [] : files.filter((file) => foldersOf(file).some((inner) => links.has(inner))));
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
 * Fills a staging folder beside the output folder, then swaps it in (D3): a
 * failed or killed build leaves the previous site exactly as it was. The
 * folder was checked by checkOutFolder (D20); a symbolic link was followed
 * there, so the link stays. `files` lists the files `fill` will write, as
 * far as they are known before it starts, for the manifest, which goes in
 * first so the staging folder is provably ours; the manifest that goes live
 * lists them and every file `fill` returns a record of.
 */
export async function stageAndSwap(out: OutFolder, files: Iterable<string>, fill: (staging: string) => Promise<ReadonlyMap<string, WrittenRecord> | void>, removeFiles = removeFilesConcurrently): Promise<void> {
  const { target } = out;
  // Never the name of a killed build's leftover, even when process ids repeat (containers).
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const staging = `${target}.staging-${suffix}`;
  const retired = `${target}.retired-${suffix}`;
  let previousMoved = false;
  try {
    await mkdir(staging, { recursive: true });
    const listed = [...files, manifestFile];
    await writeFile(path.join(staging, manifestFile), renderManifest(listed));
    const records = await fill(staging);
    // What was written, for the next build to link unchanged files from; the list alone until now, so a killed build's half-filled folder records nothing.
    if (records) await writeFile(path.join(staging, manifestFile), renderManifest(new Set([...listed, ...records.keys()]), records));
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
  await Promise.all([previousMoved ? removeRetiredSite(retired, out.previousFiles, removeFiles) : undefined, removeLeftovers(target, [staging, retired])]);
}

/** Writes a site held in memory beside the output folder, then swaps it in (stageAndSwap): the dev server's first build. */
export async function writeSiteAtomically(out: OutFolder, output: SiteOutput): Promise<void> {
  await stageAndSwap(out, output.files.keys(), async (folder) => {
    const staging: Staging = { folder, previous: out.previousRecords ? { folder: out.target, records: out.previousRecords } : undefined };
    const records: [string, WrittenRecord][] = [];
    for (const [file, { contents }] of output.files) writeInto(staging, file, contents, records);
    return new Map(records);
  });
}

/** What one build wrote, by path, for the next build to compare with (the dev server's edit loop). */
export type WrittenFiles = ReadonlyMap<string, string | Uint8Array>;

function sameContents(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === "string" && typeof b === "string") return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

/**
 * The dev server's early writer: the pages open in a browser, written in
 * place before the rest of a rebuild is rendered, so they can reload at once.
 * Only files the folder already has (its manifest lists them) are written;
 * a new page waits for the rest. Returns what is written now, for
 * writeChangedFiles to compare the rest of the build with.
 */
export async function writePagesInPlace(out: OutFolder, pages: ReadonlyMap<string, string>, previous: WrittenFiles): Promise<WrittenFiles> {
  const written = new Map(previous);
  for (const [file, contents] of pages) {
    const before = previous.get(file);
    if (before === undefined || sameContents(before, contents)) continue;
    await writeFile(path.join(out.target, file), contents);
    written.set(file, contents);
  }
  return written;
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
