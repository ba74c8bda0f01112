import { lstatSync, readFileSync, readdirSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
import { expected, sentence, type Said } from "./problems";

export const linkedFolders = {
  // A content file's name is its page's address, held to the slug rules (slugs.ts), which name it in their own words.
  content: { readFrom: "content is read only from files in the content folder itself", skipHidden: false, checkNames: false },
  // static/'s hidden files are never published (build.ts), so a link among them publishes nothing; its names go into _headers as they are.
  static: { readFrom: "static/ publishes only files kept in the static folder itself", skipHidden: true, checkNames: true },
} as const;

/**
 * Every symbolic link under the content or static folder, as a problem: a link
 * could publish any file on the machine (/etc/passwd, ../.env), so any link stops the build (D3).
 */
export function symbolicLinkProblems(folder: string, { readFrom, skipHidden, checkNames }: (typeof linkedFolders)[keyof typeof linkedFolders] = linkedFolders.content): { file: string; message: string }[] {
  const found: { file: string; message: string }[] = [];
  const linkProblem = (file: string) => {
    let target = "";
    try {
      target = readlinkSync(file);
    } catch {
      target = "somewhere that cannot be read";
    }
    found.push({ file, message: `is a symbolic link to ${target}, and ${readFrom}, so a link could publish a file from anywhere on this computer; put the file itself here (or delete the link)` });
  };
  // The folder itself too: a committed `static` link to ../.. would publish the whole project.
  try {
    if (lstatSync(folder).isSymbolicLink()) {
      linkProblem(folder);
      return found;
    }
  } catch {
    // A missing folder is reported where it is used.
  }
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      // A folder that cannot be listed is reported where it is used (listMarkdownFiles, listStaticFiles).
      return;
    }
    for (const entry of entries) {
      if (skipHidden && entry.name.startsWith(".")) continue;
      const file = path.join(folder, entry.name);
      // A line break in a published name would end its rule in _headers and start another of the name's making.
      // eslint-disable-next-line no-control-regex
      const control = checkNames ? /[\u0000-\u001f\u007f]/.exec(entry.name) : null;
      if (control) found.push({ file: JSON.stringify(file).slice(1, -1), message: `has a control character in its name (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}); rename it with letters, digits, hyphens and dots` });
      else if (entry.isSymbolicLink()) linkProblem(file);
      else if (entry.isDirectory()) walk(file);
    }
  };
  walk(folder);
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * A collection's Markdown files, sorted; none when the folder is missing.
 * One readdir: far cheaper than a glob matcher on a large folder.
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

export function displayPath(absolute: string): string {
  const cwd = process.cwd() + path.sep;
  const shown = absolute.startsWith(cwd) ? absolute.slice(cwd.length) : absolute;
  return path.sep === "/" ? shown : shown.split(path.sep).join("/");
}

export function readText(absolute: string): string | undefined {
  try {
    return readFileSync(absolute, "utf8");
  } catch {
    return undefined;
  }
}

/** The first line that is not UTF-8: read as text, a Windows-1252 "£" silently becomes "�". */
export function invalidUtf8Line(absolute: string): number | undefined {
  const bytes = readFileSync(absolute);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    const end = bytes.indexOf(0x0a, start);
    try {
      decoder.decode(bytes.subarray(start, end === -1 ? bytes.length : end));
    } catch {
      return line;
    }
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}

/** Markdown the build would never read (.MD, .markdown, a subfolder), so a vacancy never vanishes in silence. */
export function strayMarkdownProblems(folder: string): ({ file: string } & Said)[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    // listMarkdownFiles says what is wrong with the folder.
    return [];
  }
  const problems: ({ file: string } & Said)[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name.endsWith("~")) continue;
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const inside = readdirSync(file, { recursive: true }).map(String).filter((name) => /\.(md|markdown)$/i.test(name));
      if (inside.length > 0) problems.push({ file, ...sentence(`is a folder holding Markdown (${inside.slice(0, 3).join(", ")}${inside.length > 3 ? ", …" : ""}), which the build never reads: a collection's files go directly in its folder, so move them up`) });
    } else if (/\.(md|markdown|mdown|mkd)$/i.test(entry.name) && !entry.name.endsWith(".md")) {
      problems.push({ file, ...expected("a name ending in .md (lower case), which the build reads", `"${entry.name}"; rename it`) });
    }
  }
  return problems;
}
