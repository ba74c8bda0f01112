// Stage 4 of the build: write the site next to the old one, then swap it in,
// so a failed build never leaves a half-written or emptied folder (D3).
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteOutput } from "./output";

export async function writeSiteAtomically(outDir: string, output: SiteOutput): Promise<void> {
  const target = path.resolve(outDir);
  const staging = `${target}.staging-${process.pid}`;
  const retired = `${target}.retired-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const folders = new Set([...output.files.keys()].map((file) => path.dirname(path.join(staging, file))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await Promise.all(
      [...output.files].map(([file, { contents }]) => writeFile(path.join(staging, file), contents)),
    );
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
