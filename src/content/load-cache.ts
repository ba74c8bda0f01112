// The build's one cache: content files validated by an earlier build, reused
// when nothing they depend on changed. A file's result depends on its own
// text, the facts it may quote ({{placeholders}}, from site.md), the working
// folder its path is shown from, and the generator's code. The cache is keyed
// by the last three, and a file's result is reused only when its text hashes
// to the hash it was validated from: no modification time or size is trusted.
//
// The dev server keeps one in memory between rebuilds, so an edit validates
// one file again, not two thousand. The command line keeps one on disk
// (node_modules/.cache/content/, one file per content folder), so a rebuild
// with one vacancy changed validates one vacancy; `--no-cache` reads nothing
// from it.
import { hash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { LoadJob, LoadResult } from "./load-job";

interface Cached {
  kind: LoadJob["kind"];
  name: string;
  /** The SHA-256 of the text the file was validated from. */
  textHash: string;
  result: LoadResult;
}

const format = 6;


/** One call, no Hash object: at thousands of small files the object cost more than the hashing. */
export const hashText = (text: string) => hash("sha256", text, "base64");

export class ContentCache {
  readonly #generator: string;
  #key = "";
  #files = new Map<string, Cached>();
  #changed = false;

  /** `generator` is the version of the generator's code: a cache made by other code is never read. */
  constructor(generator: string) {
    this.#generator = generator;
  }

  /** Starts a load with the facts it fills placeholders with: a change to them, or to the working folder, empties the cache. */
  begin(facts: ReadonlyMap<string, string> | undefined): void {
    const key = JSON.stringify([this.#generator, process.cwd(), facts ? [...facts] : null]);
    if (key !== this.#key) {
      this.#files.clear();
      this.#changed = true;
    }
    this.#key = key;
  }

  /** The file's result, when it was validated from this very text as the same kind of file. */
  get(job: LoadJob, textHash: string): LoadResult | undefined {
    const cached = this.#files.get(job.file);
    return cached && cached.textHash === textHash && cached.kind === job.kind && cached.name === job.name ? cached.result : undefined;
  }

  set(job: LoadJob, textHash: string, result: LoadResult): void {
    this.#files.set(job.file, { kind: job.kind, name: job.name, textHash, result });
    this.#changed = true;
  }

  /** Forgets the files the content no longer has. */
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

  toBytes(): Buffer {
    return serialize({ format, key: this.#key, files: [...this.#files] });
  }

  /** A cache read back from bytes; an empty one when they were saved by other code, or are damaged. */
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

/** Tests and benchmarks build from many throwaway copies of the content: only the most recently saved caches are kept. */
const cachesKept = 8;

/** Where the command line keeps its content cache, in the project folder `root` (Netlify keeps node_modules/.cache/ between deploys). */
export const commandLineCacheDir = (root: string) => path.join(root, "node_modules", ".cache", "content");

/** The file in cacheDir that holds the command line's cache for a content folder. */
export const contentCacheFile = (cacheDir: string, contentDir: string) =>
  path.join(cacheDir, `${hash("sha256", path.resolve(contentDir), "hex").slice(0, 16)}.bin`);

/** The command line's cache for a content folder, as the last build saved it; empty when there is none. */
export function readContentCache(cacheDir: string, contentDir: string, generator: string): ContentCache {
  try {
    return ContentCache.fromBytes(readFileSync(contentCacheFile(cacheDir, contentDir)), generator);
  } catch {
    return new ContentCache(generator);
  }
}

/** Saved beside and renamed into place, so a build started meanwhile never reads half a file. A cache that cannot be saved costs speed, never correctness. */
export function saveContentCache(cache: ContentCache, cacheDir: string, contentDir: string): void {
  if (!cache.changed) return;
  const file = contentCacheFile(cacheDir, contentDir);
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, cache.toBytes());
    renameSync(partial, file);
    const saved = readdirSync(cacheDir)
      .filter((name) => name.endsWith(".bin"))
      .map((name) => ({ name, time: statSync(path.join(cacheDir, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { name } of saved.slice(cachesKept)) rmSync(path.join(cacheDir, name), { force: true });
  } catch {
    // As above.
  }
}
