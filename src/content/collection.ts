// What a collection is: one declaration holds everything the loader and the
// build's checks need to know about it. load.ts iterates the declarations;
// nothing else lists collections, so a new one cannot be half wired.
import type { z } from "zod";
import type { Problem, Said } from "./problems";
import type { MarkdownReferences } from "./safe-markdown";

/** A validated content file: where it came from, its slug, its front matter, and its body as HTML. */
export interface Entry<T> {
  /** The path as an editor sees it, relative to the working directory: content/sectors/healthcare.md */
  file: string;
  /** The file name without .md: the one convention for every collection. */
  slug: string;
  data: T;
  html: string;
  /** The links and images of the body and of inline Markdown fields, for the checks that need the route table or build the CSP. */
  references: MarkdownReferences;
}

/** What a collection's complete hook reports: what one field of its file was expected to hold and held (D3). */
export type Report = (field: string | undefined, said: Said) => void;

export interface Collection<S extends z.ZodType = z.ZodType, E extends Entry<unknown> = Entry<z.output<S>>> {
  /** The folder inside the content folder: one Markdown file per entry. */
  folder: string;
  /** How the editor at /admin/ names and files the collection (D32); its fields come from the schema. */
  editor: CollectionEditor;
  /** One entry, in messages: "expected a reference no other vacancy uses". */
  noun: string;
  /** Validates, coerces and types the front matter (D2). */
  schema: S;
  /** The slug is a page's path (/<slug>/), so it may not be one the generator writes itself. */
  slugIsPath?: boolean;
  /** An empty folder is an error. */
  required?: boolean;
  /** Fields no two entries may share; the second file is named with the first. */
  unique?: readonly (keyof z.output<S> & string)[];
  /** The order entries are listed in; without it, by file name. */
  order?: (a: E, b: E) => number;
  /** Values made from the validated entry, such as a description taken from the body. */
  complete?: (entry: Entry<z.output<S>>, report: Report) => E;
  /**
   * Rules across entries, or across collections (a vacancy's sector must be
   * a sector): given every loaded entry, returns D3 problems, each naming its
   * file. Runs once all collections are loaded, in the build and in the editor.
   */
  check?: (entries: readonly E[], content: LoadedContent) => Problem[];
}

export interface CollectionEditor {
  /** The collection's name in the editor's menu: "Vacancies". */
  label: string;
  /** What the Markdown body of an entry is: "Description". */
  bodyLabel: string;
  /** Where the body shows on the site, and any rule for it, as the editor's hint under the body. */
  bodyHint: string;
  /** The field that names an entry in the editor's lists. */
  identifierField: string;
  /** Decap's template for a new entry's file name (its slug), such as "{{title}}". */
  slug: string;
}

/** Declares a collection, keeping its entry type for SiteContent. */
export function defineCollection<S extends z.ZodType, E extends Entry<unknown> = Entry<z.output<S>>>(collection: Collection<S, E>): Collection<S, E> {
  return collection;
}

/** Any declaration; `any` because a map of collections holds a different entry type in each. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each collection's own types are kept by Entries below
export type AnyCollection = Collection<any, any>;

/** The entries of each declared collection, under the declaration's key. */
export type Entries<C extends Record<string, AnyCollection>> = { [K in keyof C]: C[K] extends Collection<z.ZodType, infer E> ? E[] : never };

/** What a check hook sees: every collection loaded so far (all of them, by the time checks run), and the site's facts when they are valid. */
export interface LoadedContent {
  site: Entry<unknown> | undefined;
  /** The valid entries of each collection. */
  collections: Record<string, readonly Entry<unknown>[]>;
  /** The slug of every file of each collection, valid or not (a reference to a file with problems of its own is not a second problem); the valid ones first, in the collection's order. */
  slugs: Record<string, ReadonlySet<string>>;
  /** A folder of the content as messages show it: content/pages */
  displayFolder: (folder: string) => string;
}
