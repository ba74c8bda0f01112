// What --out may name (D20): the build replaces everything in its output
// folder, so it only ever builds into a folder that is missing, empty, or one
// it wrote itself. One rule for `npm run build` and `npm run dev`.
//
// The generator recognises its own output by the manifest it writes into
// every build: a small JSON file listing the files that build wrote. A static
// host may publish it harmlessly (it names only files the host publishes
// anyway), and the next build reads it to know what to remove.
import { lstat, readFile, readdir, readlink, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { Refusal } from "./refusal";

export const manifestFile = ".site-manifest.json";
const generatorName = "ouse-valley-site";

/** What a build found at --out and may replace. */
export interface OutFolder {
  /** Where the site is swapped in: the folder itself, or a symbolic link's target. */
  target: string;
  /** The files the previous build wrote there, from its manifest; empty when the folder is missing or empty. */
  previousFiles: string[];
  /** The manifest's text, as read. */
  manifestText?: string | undefined;
}

/** The folders a build reads from, which --out must never replace or contain. */
export interface ProtectedFolders {
  contentDir: string;
  staticDir: string;
  /** The generator's src/ folder. */
  sourceDir: string;
  /** The project folder. */
  root: string;
}

export function renderManifest(files: Iterable<string>): string {
  return `${JSON.stringify({ generator: generatorName, files: [...files].sort() }, null, 1)}\n`;
}

/**
 * A plain path inside the folder: a damaged manifest must never lead a
 * removal outside it. Segment by segment, none empty, `.` or `..`: what
 * path.posix.normalize leaves as it is, without the 3–4 µs a call it took,
 * cold, for each of a large site's files.
 */
const isPlainPath = (file: unknown): file is string =>
  typeof file === "string" &&
  file !== "" &&
  file.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");

/** The files a manifest lists, or undefined when the text is not a manifest of this generator. */
export function parseManifest(text: string): string[] | undefined {
  let data: { generator?: unknown; files?: unknown } | null;
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return undefined;
  }
  if (data?.generator !== generatorName || !Array.isArray(data.files)) return undefined;
  return data.files.filter(isPlainPath);
}

/** The files listed in a folder's manifest, or undefined when the folder has no manifest of ours. */
export async function readManifest(folder: string): Promise<string[] | undefined> {
  const text = await readFile(path.join(folder, manifestFile), "utf8").catch(() => undefined);
  return text === undefined ? undefined : parseManifest(text);
}

/**
 * A path with every symbolic link in it resolved, whether or not it exists
 * yet: the real path of its deepest existing ancestor, plus the rest.
 */
export async function canonical(file: string): Promise<string> {
  const missing: string[] = [];
  let existing = file;
  for (;;) {
    try {
      return path.join(await realpath(existing), ...missing.reverse());
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return file;
      missing.push(path.basename(existing));
      existing = parent;
    }
  }
}

/** Where a symbolic link finally leads, even when its target does not exist yet. */
async function followLinks(file: string): Promise<string> {
  let current = file;
  for (let hops = 0; hops < 40; hops++) {
    const stats = await lstat(current).catch(() => undefined);
    if (!stats?.isSymbolicLink()) return canonical(current);
    current = path.resolve(path.dirname(current), await readlink(current));
  }
  throw new Error("it is a loop of symbolic links");
}

const isSameOrInside = (inner: string, outer: string) =>
  inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/**
 * Checks --out before anything is built or touched; throws Refusal
 * naming the path and why when the build must not replace it.
 */
export async function checkOutFolder(
  given: string,
  folders: ProtectedFolders,
  earlier?: OutFolder,
): Promise<OutFolder> {
  const what = (reason: string, fix = "Name a new or empty folder instead, such as dist") =>
    new Refusal(
      `--out "${given}": ${reason}. The build replaces everything in its output folder, so it only writes to a missing or empty folder or one it built before (holding ${manifestFile}); nothing was touched. ${fix}.`,
    );
  if (given.trim() === "") throw what("the path is empty (an unset variable?); it would mean the current folder");

  const named = path.resolve(given);
  let target: string;
  try {
    target = await followLinks(named);
  } catch (error) {
    throw what(`${named}: ${(error as Error).message}`, "Remove the loop or point the link at a real folder");
  }
  const at = target === named ? target : `${named}, a symbolic link to ${target},`;

  if (path.parse(target).root === target) throw what(`${at} is the root of the file system`);
  const guarded: [string, string][] = [
    [folders.contentDir, "the content folder"],
    [folders.staticDir, "the static folder"],
    [folders.sourceDir, "the generator's source folder"],
    [folders.root, "the project folder"],
    [process.cwd(), "the current folder"],
  ];
  const reals = await Promise.all(
    guarded.map(async ([folder, name]) => [await canonical(path.resolve(folder)), name] as const),
  );
  for (const [real, name] of reals) if (target === real) throw what(`${at} is ${name}`);
  for (const [real, name] of reals) if (isSameOrInside(real, target)) throw what(`${at} holds ${name} (${real})`);
  // The build would read its own output back in, or the dev server would rebuild on every write.
  for (const [real, name] of reals.slice(0, 3)) {
    if (isSameOrInside(target, real)) throw what(`${at} is inside ${name} (${real}), which the build reads`);
  }

  let stats;
  try {
    stats = await stat(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { target, previousFiles: [] };
    if (code === "ENOTDIR") throw what(`${at} is below a file, not a folder`);
    throw what(`${at} cannot be read (${code ?? (error as Error).message})`);
  }
  if (!stats.isDirectory()) throw what(`${at} is a file, not a folder`);
  const text = await readFile(path.join(target, manifestFile), "utf8").catch(() => undefined);
  // The check before the swap reads the same manifest as the check before the build: parsed once.
  if (text !== undefined && earlier?.target === target && earlier.manifestText === text) return earlier;
  const files = text === undefined ? undefined : parseManifest(text);
  if (files) return { target, previousFiles: files, manifestText: text };
  const entries = await readdir(target);
  if (entries.length === 0) return { target, previousFiles: [] };
  throw what(
    `${at} holds ${entries.length} ${entries.length === 1 ? "entry" : "entries"} (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}) and ${text === undefined ? `no ${manifestFile}` : `a ${manifestFile} this build cannot read as its own (damaged, or another tool's)`}, so this build did not write it`,
    "Name a new or empty folder instead, or empty that one yourself if it really is an old build",
  );
}

/**
 * Checks --static before anything is built: every file in it is published as
 * it is, so it must be a folder that exists (a missing one would publish a
 * site without its favicons) and must not be, hold or sit inside the content
 * folder (its Markdown sources and drafts), nor hold the generator's source
 * folder or the project (src/, node_modules/).
 */
export async function checkStaticFolder(
  given: string,
  folders: Pick<ProtectedFolders, "contentDir" | "sourceDir" | "root">,
): Promise<void> {
  const what = (reason: string, fix = "Name the folder of files to publish as they are, static/ by default") =>
    new Refusal(`--static "${given}": ${reason}. Every file in it is published as it is; nothing was built. ${fix}.`);
  const target = await canonical(path.resolve(given));
  const stats = await stat(target).catch((error: NodeJS.ErrnoException) => error);
  if (stats instanceof Error) {
    if (stats.code === "ENOENT")
      throw what("no such folder exists", "Create it (with the favicons), or name the folder that holds them");
    throw what(`the folder cannot be read (${stats.code ?? stats.message})`);
  }
  if (!stats.isDirectory()) throw what("it is a file, not a folder");
  const content = await canonical(path.resolve(folders.contentDir));
  if (target === content) throw what("it is the content folder, whose Markdown would be published as it is");
  if (isSameOrInside(target, content)) throw what(`it is inside the content folder (${content})`);
  for (const [folder, name] of [
    [folders.contentDir, "the content folder"],
    [folders.sourceDir, "the generator's source folder"],
    [folders.root, "the project folder"],
  ] as const) {
    const real = await canonical(path.resolve(folder));
    if (isSameOrInside(real, target)) throw what(`it holds ${name} (${real})`);
  }
}
