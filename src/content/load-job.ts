// The load stage's unit of work and its result, on their own so the cache
// (load-cache.ts), which load.ts uses, can name them without importing load.ts.
import type { Entry } from "./collection";
import type { Problem } from "./problems";

/** One content file to read and validate, against a route page's schema or a collection's declaration. */
export interface LoadJob {
  /** The file's absolute path. */
  file: string;
  /** Its text, when it has been read already (to hash it for the cache). */
  text?: string | undefined;
  kind: "route" | "collection";
  /** The route page's name (home, about, …) or the collection's key (vacancies, …). */
  name: string;
}

/** A file read and validated: its entry, or the problems that kept it out. */
export interface LoadResult {
  entry: Entry<unknown> | undefined;
  problems: Problem[];
}
