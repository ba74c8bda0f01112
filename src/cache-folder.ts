// What the command line keeps between builds in node_modules/.cache/: one
// file per content folder in each kind of cache (validated content, rendered
// pages), named by a hash of the folder's path. Each is written beside and
// renamed into place, so a build started meanwhile never reads half a file,
// and only the few most recently written are kept: tests and benchmarks build
// from many throwaway copies of the content.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Content folders whose caches are kept: a project has one or two. */
const cachesKept = 8;

function cacheFileFor(cacheDir: string, contentDir: string): string {
  return path.join(cacheDir, `${createHash("sha256").update(path.resolve(contentDir)).digest("hex").slice(0, 16)}.bin`);
}

/** The bytes last saved for this content folder, or undefined. */
export function readCacheFile(cacheDir: string, contentDir: string): Buffer | undefined {
  try {
    return readFileSync(cacheFileFor(cacheDir, contentDir));
  } catch {
    return undefined;
  }
}

/** Saves this content folder's bytes; a cache that cannot be saved only makes the next build slower. */
export function writeCacheFile(cacheDir: string, contentDir: string, bytes: Uint8Array): void {
  const file = cacheFileFor(cacheDir, contentDir);
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    // The least recently saved go, so the folder does not grow with every copy of the content ever built.
    const saved = readdirSync(cacheDir)
      .filter((name) => name.endsWith(".bin"))
      .map((name) => ({ name, time: statSync(path.join(cacheDir, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { name } of saved.slice(cachesKept)) rmSync(path.join(cacheDir, name), { force: true });
  } catch {
    // As above: slower, never wrong.
  }
}
