// One declaration holds everything the loader and checks need about a
// collection; load.ts iterates them, so a new one cannot be half wired.
import type { z } from "zod";
import type { Problem, Said } from "./problems";
import type { MarkdownReferences } from "./safe-markdown";

export interface Entry<T> {
  file: string;
  slug: string;
  data: T;
  html: string;
  references: MarkdownReferences;
}

export type Report = (field: string | undefined, said: Said) => void;

export interface Collection<S extends z.ZodType = z.ZodType, E extends Entry<unknown> = Entry<z.output<S>>> {
  folder: string;
  /** Its fields come from the schema (D32). */
  editor: CollectionEditor;
  /** One entry, in messages: "expected a reference no other vacancy uses". */
  noun: string;
  schema: S;
  /** The slug is a page's path (/<slug>/), so it may not be one the generator writes itself. */
  slugIsPath?: boolean;
  required?: boolean;
  unique?: readonly (keyof z.output<S> & string)[];
  order?: (a: E, b: E) => number;
  complete?: (entry: Entry<z.output<S>>, report: Report) => E;
  /** Rules across entries or collections; run once all are loaded, in the build and the editor. */
  check?: (entries: readonly E[], content: LoadedContent) => Problem[];
}

export interface CollectionEditor {
  label: string;
  bodyLabel: string;
  bodyHint: string;
  identifierField: string;
  slug: string;
}

export function defineCollection<S extends z.ZodType, E extends Entry<unknown> = Entry<z.output<S>>>(collection: Collection<S, E>): Collection<S, E> {
  return collection;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each collection's own types are kept by Entries below
export type AnyCollection = Collection<any, any>;

export type Entries<C extends Record<string, AnyCollection>> = { [K in keyof C]: C[K] extends Collection<z.ZodType, infer E> ? E[] : never };

export interface LoadedContent {
  site: Entry<unknown> | undefined;
  collections: Record<string, readonly Entry<unknown>[]>;
  /** Every file's slug, valid or not: a reference to a file with problems of its own is not a second problem. */
  slugs: Record<string, ReadonlySet<string>>;
  displayFolder: (folder: string) => string;
}
