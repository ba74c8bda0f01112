// The content folder's files as the loader sees them: which Markdown files a
// collection's folder holds, their text, and their paths as messages show
// them. Apart from the loader, whose validators (zod, marked, gray-matter)
// take about 20 ms to start, so that a build whose content is unchanged can
// tell so without them (load-cache.ts).
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A collection's files: the Markdown files directly in its folder, by
 * absolute path, sorted; none when the folder is missing, and an error when
 * it cannot be read. A symbolic link to
 * a file counts as that file; hidden files, folders and links to nothing do
 * not. One readdir: a glob matcher took eight times as long for a folder of
 * 4,000 files.
 */
export function listMarkdownFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    // A missing folder is an empty collection; one that cannot be read (a file in its place, no permission) fails the build, never publishes a site without it.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const isFile = (entry: (typeof entries)[number], file: string) => {
    if (!entry.isSymbolicLink()) return entry.isFile();
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  // Joined by hand: a name read from a folder has no separator, and path.join took 5–8 µs a file, 20–30 ms for 4,000.
  const inFolder = folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`;
  return entries
    .map((entry) => ({ entry, file: `${inFolder}${entry.name}` }))
    .filter(({ entry, file }) => entry.name.endsWith(".md") && !entry.name.startsWith(".") && isFile(entry, file))
    .map(({ file }) => file)
    .sort();
}

/** Paths in messages are shown relative to where the build was started, as an editor would type them. */
export function displayPath(absolute: string): string {
  // A prefix test, not path.relative (about 30 µs a call, thousands of calls): a file outside the working folder is shown as it is.
  const cwd = process.cwd() + path.sep;
  const shown = absolute.startsWith(cwd) ? absolute.slice(cwd.length) : absolute;
  return path.sep === "/" ? shown : shown.split(path.sep).join("/");
}

/** A file's text, or undefined when it cannot be read (readSource then says why). */
export function readText(absolute: string): string | undefined {
  try {
    return readFileSync(absolute, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The Markdown files one folder down in the content folder: every
 * collection's (and the route pages), known before the loader and its
 * declarations are, so that a large build can start its worker threads first.
 */
export function countCollectionFiles(contentDir: string): number {
  let folders;
  try {
    folders = readdirSync(contentDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  } catch {
    // The loader says what is wrong with the folder.
    return 0;
  }
  let count = 0;
  for (const folder of folders) {
    try {
      count += listMarkdownFiles(path.join(contentDir, folder.name)).length;
    } catch {
      // As above.
    }
  }
  return count;
}
