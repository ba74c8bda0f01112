// The build's checks of the content once it is read, in one place for the
// build (load.ts) and the editor at /admin/ (check-entry.ts), which runs them
// in the browser before it saves (D32): one file's front matter against its
// schema with the agency's facts filled in, its Markdown body rendered and
// checked (D21) and its collection's own rules for one file (checkFile); then
// the rules across files and collections (acrossCollections). Nothing here
// touches the disk.
import type { z } from "zod";
import type { AnyCollection, Entries, Entry, LoadedContent } from "./collection";
import type { collections } from "./collections";
import { fillMarkdownPlaceholders, placeholdersFor, renderContentMarkdown } from "./markdown";
import { fillFrontMatter } from "./placeholders";
import { describeFound, describeIssues, expected, problem, sentence, type Problem, type Said } from "./problems";
import { invisibleCharacterValueProblems } from "./invisible-characters";
import {
  aboutPageSchema,
  candidatesPageSchema,
  contactPageSchema,
  registerVacancyPageSchema,
  jobsPageSchema,
  employersPageSchema,
  homePageSchema,
  messagePageSchema,
  sectorsPageSchema,
  siteSchema,
  type Site,
} from "./schemas";
import { slugOf, slugProblem } from "./slugs";

/** The route pages of the specification, each with the content file that holds its copy. */
export const routePageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  sectors: sectorsPageSchema,
  employers: employersPageSchema,
  candidates: candidatesPageSchema,
  contact: contactPageSchema,
  "register-vacancy": registerVacancyPageSchema,
  jobs: jobsPageSchema,
  "thank-you": messagePageSchema,
  "vacancy-registered": messagePageSchema,
  "not-found": messagePageSchema,
} as const;

export type RoutePageSchemas = typeof routePageSchemas;

/**
 * The route pages whose screen shows the file's Markdown body, and what that
 * body is: the label and hint the editor at /admin/ gives it (it offers a
 * body only for these).
 */
export const routePageBodies: Partial<Record<keyof RoutePageSchemas, { label: string; hint: string }>> = {
  about: { label: "The company's story", hint: "The paragraphs under the story heading on the Who we are page, beside the story photograph." },
  "thank-you": { label: "The message", hint: "What visitors read after sending the contact form or the candidates form, under the main heading: it speaks to both." },
  "vacancy-registered": { label: "The message", hint: "What an employer reads after registering a vacancy, under the main heading: who calls back and by when, and the emergency line." },
  "not-found": { label: "The message", hint: "What visitors read when they follow a link to a page that does not exist, under the main heading." },
};
export type RouteContent = { [K in keyof RoutePageSchemas]: Entry<z.infer<RoutePageSchemas[K]>> };

/** The site's facts, its route pages, and every declared collection under its key (sectors, testimonials, markdownPages, …). */
export type SiteContent = { site: Entry<Site>; routes: RouteContent } & Entries<typeof collections>;

export interface SourceFile {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts on, for messages: splitFrontMatter's linesBeforeBody + 1 (front-matter.ts), in the build and the editor alike. */
  bodyLine: number;
}


/**
 * The facts every file may quote, from site.md's raw front matter: it is
 * validated itself like any other file. The host's URL variable, when given,
 * replaces its url, in the front matter too (D1).
 */
export function factsFrom(file: string, frontMatter: Record<string, unknown>, siteUrlOverride: string | undefined, problems: Problem[]): Map<string, string> | undefined {
  const parsed = siteSchema.safeParse(structuredClone(frontMatter), { reportInput: true });
  if (!parsed.success) {
    problems.push(...describeIssues(file, parsed.error.issues));
    return undefined;
  }
  const siteUrl = (siteUrlOverride || parsed.data.url).replace(/\/+$/, "");
  frontMatter.url = siteUrl;
  return placeholdersFor({ ...parsed.data, url: siteUrl });
}

/**
 * Validates one file: the facts are filled into its raw front matter and
 * body first, so the schema sees, coerces and types the final values; then the
 * body is rendered and checked (D21). Undefined when anything is wrong, with
 * every problem reported.
 */
export function validate<S extends z.ZodType>(
  source: SourceFile,
  schema: S,
  facts: ReadonlyMap<string, string> | undefined,
  problems: Problem[],
): Entry<z.output<S>> | undefined {
  const before = problems.length;
  const report = (field: string | undefined, said: Said) => problems.push(problem(source.file, field, said));
  const reportLine = (line: number, said: Said) => problems.push(problem(source.file, undefined, said, line));
  // Without valid facts (site.md has problems of its own) placeholders are left alone, and the rest is still checked.
  const filled = facts ? fillFrontMatter(source.frontMatter, schema, facts, report) : { links: [] };
  const body = facts ? fillMarkdownPlaceholders(source.body, facts, (line, message) => reportLine(source.bodyLine + line, sentence(message))) : source.body;
  const result = schema.safeParse(source.frontMatter, { reportInput: true });
  if (!result.success) problems.push(...describeIssues(source.file, result.error.issues));
  if (!facts) return undefined;
  const rendered = renderContentMarkdown(body, source.bodyLine);
  rendered.problems.forEach((found) => reportLine(found.line, found));
  if (!result.success || problems.length > before) return undefined;
  const references = { links: [...filled.links, ...rendered.references.links], images: rendered.references.images };
  return { file: source.file, slug: slugOf(source.file), data: result.data, html: rendered.html, references };
}


/** What a content file is checked as: the agency's facts, a route page, or an entry of a collection. */
export type FileRole = { kind: "site" } | { kind: "route"; name: keyof RoutePageSchemas } | { kind: "collection"; collection: AnyCollection };

/**
 * Everything about one file that needs no other file: its schema, its
 * placeholders and Markdown, and for an entry of a collection its file name
 * (its slug) and the values its collection makes from it (Collection.complete).
 * The facts are the site's (factsFrom); site.md itself is checked only when
 * they could be made, since its own problems are already reported otherwise.
 * Every problem is reported; undefined when the file could not be read into
 * an entry at all.
 */
export function checkFile(source: SourceFile, role: FileRole, facts: ReadonlyMap<string, string> | undefined, problems: Problem[]): Entry<unknown> | undefined {
  const escaped = invisibleCharacterValueProblems(source.frontMatter);
  if (escaped.length > 0) {
    problems.push(...escaped.map((found) => problem(source.file, found.field, found)));
    return undefined;
  }
  if (role.kind === "site") return facts ? validate(source, siteSchema, facts, problems) : undefined;
  if (role.kind === "route") return validate(source, routePageSchemas[role.name], facts, problems);
  const { collection } = role;
  const wrongName = slugProblem(slugOf(source.file), collection.slugIsPath === true);
  if (wrongName) {
    problems.push(problem(source.file, "file name", wrongName));
    return undefined;
  }
  const entry = validate(source, collection.schema as z.ZodType, facts, problems);
  if (!entry || !collection.complete) return entry;
  // A value it could not make is reported; the entry still counts for the rules across files, as a file with a problem of its own.
  return collection.complete(entry, (field: string | undefined, said: Said) => problems.push(problem(entry.file, field, said))) as Entry<unknown>;
}

/**
 * The rules across files, over every collection: a required collection has a
 * file, no two entries share a unique field, and each collection's own checks
 * (a vacancy's sector is a sector, a legal page exists). The entries are
 * checked in the order given: of two that share a value, the later is named.
 */
export function acrossCollections(declarations: Record<string, AnyCollection>, content: LoadedContent): Problem[] {
  const declared = Object.entries(declarations);
  const entriesOf = (key: string) => content.collections[key] ?? [];
  return [
    ...declared.flatMap(([key, collection]) => [
      ...(collection.required && (content.slugs[key]?.size ?? 0) === 0 ? [problem(content.displayFolder(collection.folder), undefined, expected(`at least one ${collection.noun} file`, "none"))] : []),
      ...uniqueFieldProblems(collection, entriesOf(key)),
    ]),
    ...declared.flatMap(([key, collection]) => collection.check?.(entriesOf(key), content) ?? []),
  ];
}

/** Fields no two entries of a collection may share (Collection.unique): the second file is named with the first. */
export function uniqueFieldProblems(collection: AnyCollection, entries: readonly Entry<unknown>[]): Problem[] {
  const problems: Problem[] = [];
  for (const field of collection.unique ?? []) {
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const value = (entry.data as Record<string, unknown>)[field];
      const key = value instanceof Date ? value.getTime() : value;
      const earlier = seen.get(key);
      const article = /^[aeiou]/i.test(field) ? "an" : "a";
      if (earlier) problems.push(problem(entry.file, field, expected(`${article} ${field} no other ${collection.noun} uses`, [`${describeFound(value)}, which `, { file: earlier }, " uses too"])));
      else seen.set(key, entry.file);
    }
  }
  return problems;
}

/** Every entry of the content, whatever its collection: checks walk them all, with no list of collections to forget. */
export function allEntries(content: SiteContent): Entry<unknown>[] {
  const { site, routes, ...declared } = content;
  return [site, ...Object.values(routes), ...Object.values(declared).flat()];
}
