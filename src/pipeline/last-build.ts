// The command line's record of the site it last wrote into each output
// folder, so that a build with nothing to do does nothing.
//
// After a build, the command line keeps the hash of everything the site was
// made from (the generator's code and the packages installed, the folders and
// the day it was built for, the URL variable, and every file below the content
// and static folders, byte for byte) with the SHA-256 of every file it wrote.
// The next build hashes its inputs the same way before it loads anything
// else. When they hash the same and the folder still holds exactly those
// files, the folder already holds, byte for byte, the site this build would
// write: nothing is loaded, rendered or written. Anything else runs the whole
// build as before: a file that differs, one more or one fewer, a symbolic
// link among the inputs, a build running, a killed build's leftovers.
//
// On the real site that took a build with nothing changed from 395 to about
// 190 ms, process start to exit; the React renderer, the schemas and the
// bundlers are never loaded (BENCHMARKS.md's history). A build that writes
// pays for it: its input files read once more after it, and every file it
// wrote hashed (about a tenth more with one vacancy edited at 4,000 pages,
// about 10 ms on the real site). Hashes decide; no modification time or size
// is trusted (D34).
import { createHash, hash } from "node:crypto";
import { closeSync, existsSync, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, type Dirent } from "node:fs";
import path from "node:path";
import { manifestFile, renderManifest } from "./out-folder";
import type { SiteOutput } from "./output";
import { entriesBelow, isWorkFolderName } from "./write";
import type { EditorLoginVariables } from "../admin/editor-login";

/** Everything a build's site is made from, beside the files below the content and static folders. */
export interface BuildInputs {
  /** The project folder, whose node_modules/ holds the packages installed. */
  root: string;
  /** The version of the generator's code: the hash scripts/run.mjs names its bundle after. */
  generator: string;
  contentDir: string;
  staticDir: string;
  /** The output folder, every symbolic link in its path resolved. */
  target: string;
  /** The day the vacancies are published for (D24). */
  today: string;
  /** The year the footer shows: the process's clock in its own time zone (plan.ts), not the build's day. */
  year: number;
  /** The host's URL environment variable, as it is. */
  siteUrl: string | undefined;
  /** The variables that say how staff log in to the editor (src/admin/editor-login.ts). */
  editorLogin: EditorLoginVariables;
}

/** The build's own figures, told again when nothing is built. */
export interface BuildFigures {
  pages: number;
  vacancies: { open: number; closed: number };
  files: number;
  bytes: number;
}

interface LastBuild {
  inputs: string;
  /**
   * The day the site was built for, and the instants between which that is
   * London's today: a build with no --today knows the day from them without
   * loading the time-zone database, which took 25 ms.
   */
  day: { date: string; from: number; until: number };
  /** Every file written, by its path in the folder: the SHA-256 of its bytes, or the installed file it is a copy of. */
  files: Record<string, string | { copyOf: string }>;
  figures: BuildFigures;
}

/** Records are kept beside the build's other caches; tests and benchmarks build into many folders, so only the newest are kept. */
const recordsKept = 100;
const recordsFolder = (root: string) => path.join(root, "node_modules", ".cache", "last-build");
const recordFile = (root: string, target: string) => path.join(recordsFolder(root), `${hash("sha256", target, "hex").slice(0, 16)}.json`);

/** The files a build reads, as hashed before it and after it. */
export interface InputFiles {
  /** npm's record of the packages installed, and every file below the content and static folders: its path, length and bytes. */
  hash: string;
  /**
   * Every one of those files' inode and change time. Read only to refuse a
   * record, never to trust one: a file changed during a build and changed
   * back before it ends hashes as before, but its change time moved.
   */
  changes: string;
}

/**
 * The files a build reads, hashed; undefined when something among them is
 * not a plain folder or file (a symbolic link, a folder that cannot be read),
 * which only the whole build may judge.
 */
export function hashInputFiles({ root, contentDir, staticDir }: Pick<BuildInputs, "root" | "contentDir" | "staticDir">): InputFiles | undefined {
  const digest = createHash("sha256");
  const changes = createHash("sha256");
  // npm's record of what it installed: a package installed or updated without the lock file changing still changes it.
  const installed = path.join(root, "node_modules", ".package-lock.json");
  digest.update(existsSync(installed) ? readFileSync(installed) : "");
  try {
    for (const [name, folder] of [["content", contentDir], ["static", staticDir]] as const) {
      const files = plainFilesBelow(folder);
      if (!files) return undefined;
      for (const file of files) {
        const handle = openSync(path.join(folder, file), "r");
        try {
          // Opened once for both: the change time and the bytes are the same file's.
          const { ino, ctimeNs } = fstatSync(handle, { bigint: true });
          const bytes = readFileSync(handle);
          // Each file's name and length before its bytes, so no two sets of files hash alike.
          digest.update(`\0${name}/${file}\0${bytes.byteLength}\0`).update(bytes);
          changes.update(`${name}/${file}\0${ino}\0${ctimeNs}\0`);
        } finally {
          closeSync(handle);
        }
      }
    }
  } catch {
    return undefined;
  }
  return { hash: digest.digest("base64"), changes: changes.digest("base64") };
}

/** The key a build is recorded under: its input files' hash, with everything else its site is made from. */
const keyOf = ({ generator, contentDir, staticDir, target, today, year, siteUrl, editorLogin }: BuildInputs, files: InputFiles) =>
  hash("sha256", JSON.stringify({ generator, contentDir, staticDir, target, today, year, siteUrl: siteUrl ?? null, editorLogin, files: files.hash }), "base64");

/** Every file below a folder, by its path relative to it with "/", in order; undefined when any entry is neither a file nor a folder, or the folder cannot be read. */
function plainFilesBelow(folder: string): string[] | undefined {
  let found: Map<string, Dirent>;
  try {
    if (!lstatSync(folder).isDirectory()) return undefined;
    found = entriesBelow(folder);
  } catch {
    return undefined;
  }
  for (const entry of found.values()) if (!entry.isFile()) return undefined;
  return [...found.keys()].sort();
}

/** What the check before a build found. */
export interface LastBuildCheck {
  /** The last build's figures, when it stands: the build has nothing to do. */
  stands?: BuildFigures;
  /** The input files' hash, when the check took it: the build that follows need not read them for it again. */
  inputFiles?: { files: InputFiles | undefined };
}

/**
 * Whether the last build into the output folder stands: its inputs are as
 * they were (`today`, the --today option, names the same day or, when not
 * given, it is still that day in London) and the folder holds exactly what
 * it wrote.
 */
export function checkLastBuild(inputs: Omit<BuildInputs, "today">, today: string | undefined, now: number): LastBuildCheck {
  const record = readLastBuild(inputs.root, inputs.target);
  if (!record) return {};
  // Hashed on another day too: that day's build reads the same files, and takes this hash of them.
  const inputFiles = { files: hashInputFiles(inputs) };
  const day = today ?? recordedToday(record, now);
  if (day !== record.day.date || inputFiles.files === undefined || keyOf({ ...inputs, today: day }, inputFiles.files) !== record.inputs) return { inputFiles };
  return holdsLastBuild(record, inputs.target) ? { stands: record.figures, inputFiles } : { inputFiles };
}

/** The record of the last build into `target`, if this generator wrote one that can be read. */
function readLastBuild(root: string, target: string): LastBuild | undefined {
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(recordFile(root, target), "utf8"));
  } catch {
    return undefined;
  }
  return isLastBuild(record) ? record : undefined;
}

/** A record of this shape: one cut short or edited into another shape means a whole build, never a stack trace. */
function isLastBuild(value: unknown): value is LastBuild {
  const record = value as Partial<LastBuild> | null;
  const isNumber = (number: unknown) => typeof number === "number";
  return (
    typeof record?.inputs === "string" &&
    typeof record.day?.date === "string" &&
    isNumber(record.day.from) &&
    isNumber(record.day.until) &&
    typeof record.files === "object" &&
    record.files !== null &&
    Object.values(record.files).every((file) => typeof file === "string" || typeof (file as { copyOf?: unknown } | null)?.copyOf === "string") &&
    [record.figures?.pages, record.figures?.files, record.figures?.bytes, record.figures?.vacancies?.open, record.figures?.vacancies?.closed].every(isNumber)
  );
}

/** The day the last build was for, when it is still London's today at `now`. */
function recordedToday(record: LastBuild, now: number): string | undefined {
  return record.day.from <= now && now < record.day.until ? record.day.date : undefined;
}

/**
 * Whether the output folder holds exactly the files the last build wrote
 * there, and no build is running or was killed there: each file's bytes hash
 * to what was written, a copy of an installed file is that file (its link) or
 * of its bytes, and there is nothing else.
 */
function holdsLastBuild(record: LastBuild, target: string): boolean {
  try {
    if (!lstatSync(target).isDirectory() || existsSync(`${target}.lock`)) return false;
    const base = path.basename(target);
    if (readdirSync(path.dirname(target)).some((name) => isWorkFolderName(name, base))) return false;
    const files = Object.entries(record.files);
    if (!holdsOnly(target, new Set(files.map(([file]) => file)))) return false;
    for (const [file, written] of files) {
      const held = path.join(target, file);
      if (typeof written === "string") {
        if (hash("sha256", readFileSync(held), "base64") !== written) return false;
        continue;
      }
      // A copy of an installed file: that very file, linked, or (on another file system) one of its bytes.
      const [installed, copy] = [statSync(written.copyOf), lstatSync(held)];
      if ((copy.ino !== installed.ino || copy.dev !== installed.dev) && !readFileSync(held).equals(readFileSync(written.copyOf))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Whether a folder holds these files, as files, and nothing else: no other file, link or folder, not even an empty one. */
function holdsOnly(target: string, files: ReadonlySet<string>): boolean {
  const folders = new Set([...files].flatMap((file) => file.split("/").slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join("/"))));
  let found = 0;
  const walk = (relative: string): boolean =>
    readdirSync(path.join(target, relative), { withFileTypes: true }).every((entry) => {
      const inner = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) return folders.has(inner) && walk(inner);
      found += 1;
      return entry.isFile() && files.has(inner);
    });
  return walk("") && found === files.size;
}

/**
 * Keeps the record of a build: its inputs' hash, taken before the build and
 * found the same after it, no input file changed meanwhile (one changed and
 * changed back may have been read either way, so that build is not
 * recorded), and every file it wrote. A
 * record that cannot be kept costs the next build its speed, never its
 * correctness.
 */
export function recordBuild(inputs: BuildInputs, inputFilesBefore: InputFiles, day: LastBuild["day"], output: SiteOutput, figures: BuildFigures): void {
  const file = recordFile(inputs.root, inputs.target);
  try {
    const after = hashInputFiles(inputs);
    if (after?.hash !== inputFilesBefore.hash || after.changes !== inputFilesBefore.changes) {
      rmSync(file, { force: true });
      return;
    }
    const files: LastBuild["files"] = {};
    for (const [name, { contents, copyOf }] of output.files) {
      files[name] = copyOf !== undefined ? { copyOf } : hash("sha256", contents, "base64");
    }
    files[manifestFile] = hash("sha256", renderManifest([...output.files.keys(), manifestFile]), "base64");
    const record: LastBuild = { inputs: keyOf(inputs, inputFilesBefore), day, files, figures };
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(record));
    renameSync(partial, file);
    const kept = readdirSync(path.dirname(file))
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ name, time: statSync(path.join(path.dirname(file), name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { name } of kept.slice(recordsKept)) rmSync(path.join(path.dirname(file), name), { force: true });
  } catch {
    rmSync(file, { force: true });
  }
}
