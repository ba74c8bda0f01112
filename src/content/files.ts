// The content folder's files as the loader sees them: which Markdown files a
// collection's folder holds, their text, and their paths as messages show
// them.
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
  return entries
    .map((entry) => ({ entry, file: path.join(folder, entry.name) }))
    .filter(({ entry, file }) => entry.name.endsWith(".md") && !entry.name.startsWith(".") && isFile(entry, file))
    .map(({ file }) => file)
    .sort();
}

/** Paths in messages are shown relative to where the build was started, as an editor would type them. */
export function displayPath(absolute: string): string {
  // A file inside the working folder is shown relative to it; one outside it, as it is.
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
