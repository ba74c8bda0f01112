// Stage 4 of the build: write the site next to the old one, then swap it in,
// so a failed build never leaves a half-written or emptied folder (D3).
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteOutput } from "./output";
import type { ProgressListener } from "./progress";

/**
 * Every folder the site needs, a level at a time so each parent exists
 * before its children, and all folders of one level at once: one at a time,
 * 4,000 pages cost 4,000 round trips to the file system's thread pool.
 */
async function createFolders(staging: string, output: SiteOutput): Promise<void> {
  const byDepth = new Map<number, Set<string>>();
  for (const file of output.files.keys()) {
    const parts = file.split("/").slice(0, -1);
    parts.forEach((_, index) => {
      const depth = index + 1;
      if (!byDepth.has(depth)) byDepth.set(depth, new Set());
      byDepth.get(depth)!.add(parts.slice(0, depth).join("/"));
    });
  }
  await mkdir(staging, { recursive: true });
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await Promise.all([...byDepth.get(depth)!].map((folder) => mkdir(path.join(staging, folder))));
  }
}

/** Enough writes in flight to keep the thread pool busy, few enough that a large site never runs out of file handles. */
const writesInFlight = 64;

async function writeFilesConcurrently(staging: string, output: SiteOutput, onProgress?: ProgressListener): Promise<void> {
  const files = [...output.files];
  let next = 0;
  let written = 0;
  const writeNext = async (): Promise<void> => {
    while (next < files.length) {
      const [file, { contents }] = files[next++]!;
      await writeFile(path.join(staging, file), contents);
      onProgress?.({ stage: "Writing files", done: ++written, total: files.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(writesInFlight, files.length) }, writeNext));
}

export async function writeSiteAtomically(outDir: string, output: SiteOutput, onProgress?: ProgressListener): Promise<void> {
  const target = path.resolve(outDir);
  const staging = `${target}.staging-${process.pid}`;
  const retired = `${target}.retired-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await createFolders(staging, output);
    await writeFilesConcurrently(staging, output, onProgress);
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
  await rm(retired, { recursive: true, force: true });
}
