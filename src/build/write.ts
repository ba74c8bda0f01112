// Stage 4 of the build: write the site next to the old one, then swap it in,
// so a failed build never leaves a half-written or emptied folder (D3).
import { mkdir, rename, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
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
  await mkdir(staging, { recursive: true });
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

/**
 * The previous site, once the new one is in place. It nearly always holds
 * the files the new one does, so those go by name, then their folders,
 * deepest first: half the file-system operations of a recursive removal,
 * which must list every folder and inspect every entry. The recursive
 * removal at the end takes whatever else the previous site held.
 */
async function removeRetiredSite(retired: string, output: SiteOutput): Promise<void> {
  await forEachConcurrently([...output.files.keys()], (file) => unlink(path.join(retired, file)).catch(ignoreFailure));
  for (const level of foldersByDepth(output).reverse()) {
    await Promise.all(level.map((folder) => rmdir(path.join(retired, folder)).catch(ignoreFailure)));
  }
  await rm(retired, { recursive: true, force: true });
}

export async function writeSiteAtomically(outDir: string, output: SiteOutput, onProgress?: ProgressListener): Promise<void> {
  const target = path.resolve(outDir);
  const staging = `${target}.staging-${process.pid}`;
  const retired = `${target}.retired-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await createFolders(staging, output);
    await writeFiles(staging, output, onProgress);
    await rename(target, retired).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    await rename(staging, target);
  } catch (error) {
    // Put the previous site back if it was already moved aside.
    await rename(retired, target).catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await removeRetiredSite(retired, output);
}
