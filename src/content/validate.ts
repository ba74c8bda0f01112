// The content checks after reading, shared by the build (load.ts) and the
// editor at /admin/, which runs them in the browser before it saves (D32).
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

/** Route pages whose screen shows the Markdown body, with the label and hint the editor gives that body. */
export const routePageBodies: Partial<Record<keyof RoutePageSchemas, { label: string; hint: string }>> = {
  about: { label: "The company's story", hint: "The paragraphs under the story heading on the Who we are page, beside the story photograph." },
  "thank-you": { label: "The message", hint: "What visitors read after sending the contact form or the candidates form, under the main heading: it speaks to both." },
  "vacancy-registered": { label: "The message", hint: "What an employer reads after registering a vacancy, under the main heading: who calls back and by when, and the emergency line." },
  "not-found": { label: "The message", hint: "What visitors read when they follow a link to a page that does not exist, under the main heading." },
};
export type RouteContent = { [K in keyof RoutePageSchemas]: Entry<z.infer<RoutePageSchemas[K]>> };

export type SiteContent = { site: Entry<Site>; routes: RouteContent } & Entries<typeof collections>;

export interface SourceFile {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** The file line the body starts on, so messages name lines an editor sees. */
  bodyLine: number;
}


/** The facts every file may quote, from site.md; the host's URL variable replaces its url (D1). */
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
 * Validates one file: facts are filled in first so the schema sees the final
 * values, then the body is checked (D21). Undefined when anything is wrong.
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


export type FileRole = { kind: "site" } | { kind: "route"; name: keyof RoutePageSchemas } | { kind: "collection"; collection: AnyCollection };

/**
 * Everything about one file that needs no other file. site.md is checked
 * only when its facts could be made, since its own problems are reported otherwise.
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

/** The rules across files; of two entries that share a value, the later is named. */
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

/** Every entry, whatever its collection, so no check keeps a list of collections to forget. */
export function allEntries(content: SiteContent): Entry<unknown>[] {
  const { site, routes, ...declared } = content;
  return [site, ...Object.values(routes), ...Object.values(declared).flat()];
}
