// Watching content/, src/ and static/ for changes.
//
// Symbolic links are watched as links, not followed: one that loops (a folder
// linked into itself) would make chokidar stat ever longer paths and crash
// the server. The folders themselves are watched at their real paths, so a
// --content that is itself a link is still watched inside.
//
// The content folder is watched from the folder that holds it, everything
// else there ignored: chokidar stops watching a folder it was given once
// that folder is removed, and does not see it come back, so after a git
// checkout of another branch (or content/ renamed away and back) no edit
// would rebuild until a restart. A folder that appears inside a watched
// one is watched again, each of its files reported as added, and so rebuilt.
import { realpath } from "node:fs/promises";
import path from "node:path";
import { watch, type FSWatcher } from "chokidar";

/** Whether `file` is `folder` itself or anything inside it. */
function isWithin(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === "" || (relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * Watches the three folders, calling `changed` with each file that changes
 * and whether it is in src/ (as given, or at its real path); resolves once
 * the watcher is ready, since until then a change could go unnoticed.
 */
export async function watchFolders(
  folders: { sourceDir: string; contentDir: string; staticDir: string },
  changed: (file: string, inSource: boolean) => void,
  log: (line: string) => void,
): Promise<FSWatcher> {
  const { sourceDir } = folders;
  const realSourceDir = await realpath(sourceDir);
  const realContentDir = await realpath(folders.contentDir).catch(() => folders.contentDir);
  const realStaticDir = await realpath(folders.staticDir).catch(() => folders.staticDir);
  const contentParent = path.dirname(realContentDir);
  const watchedFolders = [realContentDir, realSourceDir, realStaticDir];
  // src/ and static/ usually sit beside content/, and are then watched through the same folder.
  const watched = [contentParent, ...[realSourceDir, realStaticDir].filter((dir) => !isWithin(dir, contentParent))];
  const ignored = (file: string) =>
    path.relative(contentParent, file) !== "" && !watchedFolders.some((folder) => isWithin(file, folder));
  const watcher = watch(watched, { ignoreInitial: true, followSymlinks: false, ignored });
  watcher.on("all", (_event, file) =>
    changed(file, file.startsWith(sourceDir + path.sep) || file.startsWith(realSourceDir + path.sep)),
  );
  await new Promise<void>((resolve, reject) => {
    watcher.once("ready", resolve);
    watcher.once("error", reject);
  });
  watcher.on("error", (error) =>
    log(`Watching for changes failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return watcher;
}
