// Content files validated by an earlier load, reused when nothing they
// depend on changed. A file's result depends on its own text, the facts it may
// quote ({{placeholders}}, from site.md), the working folder its path is shown
// from, and the generator's code; the cache is keyed by all four, and a file
// is reused only when its text is exactly the text it was validated from.
//
// The dev server keeps one in memory between rebuilds, so an edit validates
// one file again, not four thousand. The command line keeps one on disk
// (node_modules/.cache/content/), so a rebuild with one vacancy changed
// validates one vacancy; `--no-cache` builds without it.
//
// It also keeps the whole content of the last load that succeeded, and what
// it was read from (LastLoad). A build whose content folder is exactly as
// then takes that content as it is: it does not even load the validators
// (zod, marked, gray-matter), which take about 20 ms to start, a tenth of
// a small site's build.
import { deserialize, serialize } from "node:v8";
import { readCacheFile, writeCacheFile } from "../cache-folder";
import { listMarkdownFiles, readText } from "./files";
import type { LoadJob, LoadResult } from "./load";

interface Cached {
  kind: LoadJob["kind"];
  name: string;
  text: string;
  result: LoadResult;
}

/**
 * The last load that succeeded: its content, and everything it was made
 * from. Forgotten as soon as any file's cached result changes, so while it
 * is kept, the cached text of each of its files is the text it was made from.
 */
interface LastLoad {
  /** What it depended on besides the files: the generator, the working folder, the URL variable. */
  key: string;
  /** site.md, which is validated apart from the cached files, and its text. */
  site: { file: string; text: string };
  /** The route pages' files. */
  routeFiles: string[];
  /** Each collection's folder, and the Markdown files it held. */
  folders: [string, string[]][];
  content: unknown;
}

/** What a successful load tells the cache about itself (ContentCache.rememberLoad). */
export type LoadRecord = Omit<LastLoad, "key">;

/** The layout of the saved file; a cache of another layout is ignored. */
const format = 2;

export class ContentCache {
  /** The generator's version: its code decides every result. */
  readonly #generator: string;
  /** What every result depends on besides its file's text: the generator, the working folder, the facts. */
  #key = "";
  #files = new Map<string, Cached>();
  #lastLoad: LastLoad | undefined;
  #changed = false;

  constructor(generator: string) {
    this.#generator = generator;
  }

  /** Starts a load: results validated with other facts, or from another folder, are forgotten. */
  begin(facts: ReadonlyMap<string, string> | undefined): void {
    const key = JSON.stringify([this.#generator, process.cwd(), facts ? [...facts] : null]);
    if (key !== this.#key) {
      this.#files.clear();
      this.#forgetLastLoad();
    }
    this.#key = key;
  }

  #forgetLastLoad(): void {
    this.#lastLoad = undefined;
    this.#changed = true;
  }

  /** Keeps the content of a load that succeeded, with what it was made from; `siteUrl` is the URL variable it was loaded with. */
  rememberLoad(load: LoadRecord, siteUrl: string | undefined): void {
    this.#lastLoad = { ...load, key: lastLoadKey(this.#generator, siteUrl) };
    this.#changed = true;
  }

  /**
   * The content of the last load, if the content folder is exactly as it
   * was then: the same Markdown files in each collection's folder, and every
   * file's text the same. Undefined otherwise, or when anything cannot be
   * read: the loader then says what is wrong. Each text read is put in
   * `textsRead`, for the loader to take instead of reading the file again.
   */
  unchangedContent(siteUrl: string | undefined, textsRead = new Map<string, string>()): { content: unknown; collectionFiles: number } | undefined {
    const last = this.#lastLoad;
    const readOnce = (file: string) => {
      const text = readText(file);
      if (text !== undefined) textsRead.set(file, text);
      return text;
    };
    if (!last || last.key !== lastLoadKey(this.#generator, siteUrl) || readOnce(last.site.file) !== last.site.text) return undefined;
    const sameText = (file: string) => {
      const text = this.#files.get(file)?.text;
      return text !== undefined && readOnce(file) === text;
    };
    try {
      if (!last.folders.every(([folder, files]) => sameFiles(listMarkdownFiles(folder), files))) return undefined;
    } catch {
      return undefined;
    }
    if (!last.routeFiles.every(sameText) || !last.folders.every(([, files]) => files.every(sameText))) return undefined;
    return { content: last.content, collectionFiles: last.folders.reduce((total, [, files]) => total + files.length, 0) };
  }

  /** The result of validating this text of this file, if an earlier load did. */
  get(job: LoadJob, text: string): LoadResult | undefined {
    const cached = this.#files.get(job.file);
    return cached && cached.text === text && cached.kind === job.kind && cached.name === job.name ? cached.result : undefined;
  }

  set(job: LoadJob, text: string, result: LoadResult): void {
    this.#files.set(job.file, { kind: job.kind, name: job.name, text, result });
    this.#forgetLastLoad();
  }

  /** Keeps only the files of the latest load, so a deleted file's entry does not linger. */
  keepOnly(files: ReadonlySet<string>): void {
    for (const file of this.#files.keys()) {
      if (!files.has(file)) {
        this.#files.delete(file);
        this.#forgetLastLoad();
      }
    }
  }

  get changed(): boolean {
    return this.#changed;
  }

  /** The cache as bytes, for saveContentCache. */
  toBytes(): Buffer {
    // One serialisation: the last load's entries are the cached results' own objects, written once.
    return serialize({ format, key: this.#key, files: [...this.#files], lastLoad: this.#lastLoad });
  }

  /** A cache read back from bytes; an empty one when they are not a cache of this generator. */
  static fromBytes(bytes: Uint8Array, generator: string): ContentCache {
    const cache = new ContentCache(generator);
    try {
      const saved = deserialize(bytes) as { format: number; key: string; files: [string, Cached][]; lastLoad: LastLoad | undefined };
      if (saved.format === format && JSON.parse(saved.key)[0] === generator) {
        cache.#key = saved.key;
        cache.#files = new Map(saved.files);
        cache.#lastLoad = saved.lastLoad;
      }
    } catch {
      // Damaged or from another version of Node: start empty.
    }
    return cache;
  }
}

/** What a load's content depends on besides the files of the content folder. */
const lastLoadKey = (generator: string, siteUrl: string | undefined) => JSON.stringify([generator, process.cwd(), siteUrl ?? null]);

const sameFiles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((file, index) => file === b[index]);

/** The saved cache of a content folder, or an empty one. */
export function readContentCache(cacheDir: string, contentDir: string, generator: string): ContentCache {
  const bytes = readCacheFile(cacheDir, contentDir);
  return bytes ? ContentCache.fromBytes(bytes, generator) : new ContentCache(generator);
}

/** Saves the cache if the load changed it (cache-folder.ts). */
export function saveContentCache(cache: ContentCache, cacheDir: string, contentDir: string): void {
  if (cache.changed) writeCacheFile(cacheDir, contentDir, cache.toBytes());
}
