// Validating one content file once it is read: its front matter against its
// schema, with the agency's facts filled in, and its Markdown body rendered
// and checked (D21). Nothing here touches the disk, so the editor at /admin/
// runs exactly these checks in the browser before it saves (D32).
import type { z } from "zod";
import type { AnyCollection, Entries, Entry } from "./collection";
import type { collections } from "./collections";
import { fillMarkdownPlaceholders, placeholdersFor, renderContentMarkdown } from "./markdown";
import { fillFrontMatter } from "./placeholders";
import { describeFound, describeIssues, problem } from "./problems";
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
import { slugOf } from "./slugs";

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
  "thank-you": { label: "The message", hint: "What visitors read after sending any of the site's forms, under the main heading." },
  "not-found": { label: "The message", hint: "What visitors read when they follow a link to a page that does not exist, under the main heading." },
};
export type RouteContent = { [K in keyof RoutePageSchemas]: Entry<z.infer<RoutePageSchemas[K]>> };

/** The site's facts, its route pages, and every declared collection under its key (sectors, testimonials, markdownPages, …). */
export type SiteContent = { site: Entry<Site>; routes: RouteContent } & Entries<typeof collections>;

export interface SourceFile {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts on, for messages. */
  bodyLine: number;
}

/**
 * The facts every file may quote, from site.md's raw front matter: it is
 * validated itself like any other file. The host's URL variable, when given,
 * replaces its url, in the front matter too (D1).
 */
export function factsFrom(file: string, frontMatter: Record<string, unknown>, siteUrlOverride: string | undefined, problems: string[]): Map<string, string> | undefined {
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
  problems: string[],
): Entry<z.output<S>> | undefined {
  const before = problems.length;
  const report = (field: string | undefined, message: string) => problems.push(problem(source.file, field || undefined, message));
  // Without valid facts (site.md has problems of its own) placeholders are left alone, and the rest is still checked.
  const filled = facts ? fillFrontMatter(source.frontMatter, schema, facts, report) : { links: [] };
  const body = facts ? fillMarkdownPlaceholders(source.body, facts, (line, message) => report(`line ${source.bodyLine + line}`, message)) : source.body;
  const result = schema.safeParse(source.frontMatter, { reportInput: true });
  if (!result.success) problems.push(...describeIssues(source.file, result.error.issues));
  if (!facts) return undefined;
  const rendered = renderContentMarkdown(body, source.bodyLine);
  rendered.problems.forEach(({ line, message }) => report(`line ${line}`, message));
  if (!result.success || problems.length > before) return undefined;
  const references = { links: [...filled.links, ...rendered.references.links], images: rendered.references.images };
  return { file: source.file, slug: slugOf(source.file), data: result.data, html: rendered.html, references };
}


/** Fields no two entries of a collection may share (Collection.unique): the second file is named with the first. */
export function uniqueFieldProblems(collection: AnyCollection, entries: readonly Entry<unknown>[]): string[] {
  const problems: string[] = [];
  for (const field of collection.unique ?? []) {
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const value = (entry.data as Record<string, unknown>)[field];
      const key = value instanceof Date ? value.getTime() : value;
      const earlier = seen.get(key);
      const article = /^[aeiou]/i.test(field) ? "an" : "a";
      if (earlier) problems.push(problem(entry.file, field, `expected ${article} ${field} no other ${collection.noun} uses, found ${describeFound(value)}, which ${earlier} uses too`));
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
