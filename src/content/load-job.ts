// Apart from load.ts so load-cache.ts can name these without importing it.
import type { Entry } from "./collection";
import type { Problem } from "./problems";

export interface LoadJob {
  file: string;
  /** Already read, to hash it for the cache. */
  text?: string | undefined;
  kind: "route" | "collection";
  name: string;
}

export interface LoadResult {
  entry: Entry<unknown> | undefined;
  problems: Problem[];
}
