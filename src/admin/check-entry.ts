// The build's own checks on one entry, as the editor at /admin/ is about to
// save it (D32): the same schema, the same placeholders and Markdown rules,
// the same rules across a collection (a duplicate reference, an unknown
// sector, a legal page that does not exist) and the same link check, against
// what the last build knew of the rest of the site (EditorSnapshot). Problems
// are the build's D3 sentences, naming the file and the field.
import type { Entry, LoadedContent } from "../content/collection";
import { collections } from "../content/collections";
import { entryLinkProblems } from "../content/content-links";
import { placeholdersFor } from "../content/markdown";
import { problem } from "../content/problems";
import { siteSchema } from "../content/schemas";
import { slugOf, slugProblem } from "../content/slugs";
import { factsFrom, routePageSchemas, uniqueFieldProblems, validate, type SiteContent } from "../content/validate";
import type { CalendarDate } from "../jobs/calendar";
import { markdownPagePath, vacancyPath } from "../routes";

/** What the last build knew of the site, written to /admin/site-content.json for the editor. */
export interface EditorSnapshot {
  /** Every entry as the build loaded it; other vacancies' bodies are left out (no page shows them beside another). */
  content: SiteContent;
  /** The host's URL variable when the site was built, which replaces site.md's url (D1). */
  siteUrlOverride: string | undefined;
  siteUrl: string;
  today: CalendarDate;
  /** The path of every page the site has, for the link check. */
  pagePaths: string[];
  /** The site's stylesheet, for the preview. */
  stylesheet: string;
}

/** Which file of the content an editor's path is: the site's facts, a route page, or an entry of a collection. */
export type ContentFileKind = { kind: "site" } | { kind: "route"; name: keyof typeof routePageSchemas } | { kind: "collection"; name: keyof typeof collections };

export function contentFileKind(file: string): ContentFileKind | undefined {
  const [top, folder, name, ...rest] = file.split("/");
  if (top !== "content" || rest.length > 0) return undefined;
  if (folder === "site.md" && name === undefined) return { kind: "site" };
  if (folder === "routes" && name) {
    const route = slugOf(name);
    return route in routePageSchemas ? { kind: "route", name: route as keyof typeof routePageSchemas } : undefined;
  }
  const key = Object.keys(collections).find((candidate) => collections[candidate as keyof typeof collections].folder === folder);
  return key && name?.endsWith(".md") ? { kind: "collection", name: key as keyof typeof collections } : undefined;
}

export interface CheckedEntry {
  problems: string[];
  /** The entry as the build would load it, when it has no problems of its own. */
  entry: Entry<unknown> | undefined;
  kind: ContentFileKind | undefined;
}

/** The line of the file the body starts on, for messages: after the front matter and its two --- lines. */
const bodyLineAfter = (frontMatterLines: number) => frontMatterLines + 3;

/**
 * Checks one entry as the build would. `frontMatter` is the entry's fields as
 * they would be written; `frontMatterLines` how many lines the front matter
 * takes in the file, so a problem in the body names its line.
 */
export function checkEntry(snapshot: EditorSnapshot, file: string, frontMatter: Record<string, unknown>, body: string, frontMatterLines = 0): CheckedEntry {
  const kind = contentFileKind(file);
  if (!kind) return { problems: [problem(file, undefined, "expected a file of the content folder")], entry: undefined, kind };
  const problems: string[] = [];
  const source = { file, frontMatter: structuredClone(frontMatter), body, bodyLine: bodyLineAfter(frontMatterLines) };
  const { content } = snapshot;
  const facts =
    kind.kind === "site"
      ? factsFrom(file, source.frontMatter, snapshot.siteUrlOverride, problems)
      : placeholdersFor({ ...content.site.data, url: snapshot.siteUrl });

  let entry: Entry<unknown> | undefined;
  if (kind.kind === "site") entry = facts ? validate(source, siteSchema, facts, problems) : undefined;
  else if (kind.kind === "route") entry = validate(source, routePageSchemas[kind.name], facts, problems);
  else {
    const collection = collections[kind.name];
    const wrongName = slugProblem(slugOf(file), collection.slugIsPath === true);
    if (wrongName) problems.push(problem(file, "file name", wrongName));
    entry = validate(source, collection.schema, facts, problems);
    const complete = collection.complete as ((entry: Entry<unknown>, report: (field: string | undefined, message: string) => void) => Entry<unknown>) | undefined;
    if (entry && complete) entry = complete(entry, (field, message) => problems.push(problem(file, field, message)));
    if (wrongName) entry = undefined;
  }
  if (!entry || problems.length > 0) return { problems, entry: undefined, kind };
  problems.push(...acrossTheSite(snapshot, kind, entry));
  return { problems, entry: problems.length > 0 ? undefined : entry, kind };
}

/**
 * The rules that need the rest of the site: each collection's own checks and
 * unique fields, and the entry's links. Run on the whole content as it would
 * be after the save (every vacancy, open, closed, future or filled), and
 * compared with the same rules on the content as it is: any problem the save
 * would add is refused, whichever file it names. A unique field is checked
 * with this entry last, so a duplicate names this file and the one it copies.
 */
function acrossTheSite(snapshot: EditorSnapshot, kind: ContentFileKind, entry: Entry<unknown>): string[] {
  const before = collectionProblems(snapshot.content, undefined);
  const after = collectionProblems(contentWith(snapshot.content, kind, entry), kind.kind === "collection" ? { name: kind.name, entry } : undefined);
  const known = new Set(snapshot.pagePaths);
  if (kind.kind === "collection" && kind.name === "markdownPages") known.add(markdownPagePath(entry.slug));
  if (kind.kind === "collection" && kind.name === "vacancies") known.add(vacancyPath(entry.slug));
  const existing = new Set(before);
  return [...after.filter((line) => !existing.has(line)), ...entryLinkProblems(entry, known)];
}

/** Every collection's checks and unique fields over the whole content; `last` is put at the end of its collection, where the second of two duplicates is named. */
function collectionProblems(content: SiteContent, last: { name: keyof typeof collections; entry: Entry<unknown> } | undefined): string[] {
  const declared = Object.entries(collections) as [keyof typeof collections, (typeof collections)[keyof typeof collections]][];
  const entriesOf = (key: keyof typeof collections) => content[key] as unknown as Entry<unknown>[];
  const context: LoadedContent = {
    site: content.site,
    collections: Object.fromEntries(declared.map(([key]) => [key, entriesOf(key)])),
    slugs: Object.fromEntries(declared.map(([key]) => [key, new Set(entriesOf(key).map((item) => item.slug))])),
    displayFolder: (folder) => `content/${folder}`,
  };
  return declared.flatMap(([key, collection]) => {
    const check = collection.check as ((entries: readonly Entry<unknown>[], content: LoadedContent) => string[]) | undefined;
    const entries = entriesOf(key);
    const ordered = last?.name === key ? [...entries.filter((item) => item.file !== last.entry.file), last.entry] : entries;
    return [...uniqueFieldProblems(collection, ordered), ...(check?.(ordered, context) ?? [])];
  });
}

/** The site's content with one entry put in, in place of the file it replaces or added to its collection. */
export function contentWith(content: SiteContent, kind: ContentFileKind, entry: Entry<unknown>): SiteContent {
  if (kind.kind === "site") return { ...content, site: entry as SiteContent["site"] };
  if (kind.kind === "route") return { ...content, routes: { ...content.routes, [kind.name]: entry } };
  const others = (content[kind.name] as unknown as Entry<unknown>[]).filter((item) => item.file !== entry.file);
  const collection = collections[kind.name] as { order?: (a: Entry<unknown>, b: Entry<unknown>) => number };
  const entries = [...others, entry].sort(collection.order ?? ((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)));
  return { ...content, [kind.name]: entries };
}
