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
import { deserialize, serialize } from "node:v8";
import { readCacheFile, writeCacheFile } from "../cache-folder";
import type { LoadJob, LoadResult } from "./load";

interface Cached {
  kind: LoadJob["kind"];
  name: string;
  text: string;
  result: LoadResult;
}

/** The layout of the saved file; a cache of another layout is ignored. */
const format = 1;

export class ContentCache {
  /** The generator's version: its code decides every result. */
  readonly #generator: string;
  /** What every result depends on besides its file's text: the generator, the working folder, the facts. */
  #key = "";
  #files = new Map<string, Cached>();
  #changed = false;

  constructor(generator: string) {
    this.#generator = generator;
  }

  /** Starts a load: results validated with other facts, or from another folder, are forgotten. */
  begin(facts: ReadonlyMap<string, string> | undefined): void {
    const key = JSON.stringify([this.#generator, process.cwd(), facts ? [...facts] : null]);
    if (key !== this.#key) {
      this.#files.clear();
      this.#changed = true;
    }
    this.#key = key;
  }

  /** The result of validating this text of this file, if an earlier load did. */
  get(job: LoadJob, text: string): LoadResult | undefined {
    const cached = this.#files.get(job.file);
    return cached && cached.text === text && cached.kind === job.kind && cached.name === job.name ? cached.result : undefined;
  }

  set(job: LoadJob, text: string, result: LoadResult): void {
    this.#files.set(job.file, { kind: job.kind, name: job.name, text, result });
    this.#changed = true;
  }

  /** Keeps only the files of the latest load, so a deleted file's entry does not linger. */
  keepOnly(files: ReadonlySet<string>): void {
    for (const file of this.#files.keys()) {
      if (!files.has(file)) {
        this.#files.delete(file);
        this.#changed = true;
      }
    }
  }

  get changed(): boolean {
    return this.#changed;
  }

  /** The cache as bytes, for saveContentCache. */
  toBytes(): Buffer {
    return serialize({ format, key: this.#key, files: [...this.#files] });
  }

  /** A cache read back from bytes; an empty one when they are not a cache of this generator. */
  static fromBytes(bytes: Uint8Array, generator: string): ContentCache {
    const cache = new ContentCache(generator);
    try {
      const saved = deserialize(bytes) as { format: number; key: string; files: [string, Cached][] };
      if (saved.format === format && JSON.parse(saved.key)[0] === generator) {
        cache.#key = saved.key;
        cache.#files = new Map(saved.files);
      }
    } catch {
      // Damaged or from another version of Node: start empty.
    }
    return cache;
  }
}

/** The saved cache of a content folder, or an empty one. */
export function readContentCache(cacheDir: string, contentDir: string, generator: string): ContentCache {
  const bytes = readCacheFile(cacheDir, contentDir);
  return bytes ? ContentCache.fromBytes(bytes, generator) : new ContentCache(generator);
}

/** Saves the cache if the load changed it (cache-folder.ts). */
export function saveContentCache(cache: ContentCache, cacheDir: string, contentDir: string): void {
  if (cache.changed) writeCacheFile(cacheDir, contentDir, cache.toBytes());
}
