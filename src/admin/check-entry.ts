// The build's own checks on one entry as the editor is about to save it (D32), against what the last build knew of the
// site; a problem the content already had is not this save's.
import type { Entry, LoadedContent } from "../content/collection";
import { collections } from "../content/collections";
import { contentLinkProblems } from "../content/content-links";
import { synonymBoardProblems } from "../jobs/search-index";
import { placeholdersFor } from "../content/markdown";
import { expected, problem, problemLine, type Problem } from "../content/problems";
import { slugOf } from "../content/slugs";
import { invisibleCharacterProblems } from "../content/invisible-characters";
import {
  acrossCollections,
  checkFile,
  factsFrom,
  routePageSchemas,
  type FileRole,
  type SiteContent,
} from "../content/validate";
import type { CalendarDate } from "../jobs/calendar";
import { planSite, type SitePlan } from "../pipeline/plan";

export interface EditorSnapshot {
  /** Every entry as the build loaded it; other vacancies' bodies are left out (no page shows them beside another). */
  content: SiteContent;
  siteUrlOverride: string | undefined;
  siteUrl: string;
  today: CalendarDate;
  pagePaths: string[];
  stylesheet: string;
}

/** Which file of the content an editor's path is: the site's facts, a route page, or an entry of a collection. */
export type ContentFileKind =
  | { kind: "site" }
  | { kind: "route"; name: keyof typeof routePageSchemas }
  | { kind: "collection"; name: keyof typeof collections };

export function contentFileKind(file: string): ContentFileKind | undefined {
  const [top, folder, name, ...rest] = file.split("/");
  if (top !== "content" || rest.length > 0) return undefined;
  if (folder === "site.md" && name === undefined) return { kind: "site" };
  if (folder === "routes" && name) {
    const route = slugOf(name);
    return route in routePageSchemas ? { kind: "route", name: route as keyof typeof routePageSchemas } : undefined;
  }
  const key = Object.keys(collections).find(
    (candidate) => collections[candidate as keyof typeof collections].folder === folder,
  );
  return key && name?.endsWith(".md") ? { kind: "collection", name: key as keyof typeof collections } : undefined;
}

const roleOf = (kind: ContentFileKind): FileRole =>
  kind.kind === "collection" ? { kind: "collection", collection: collections[kind.name] } : kind;

export interface CheckedEntry {
  problems: string[];
  found: Problem[];
  entry: Entry<unknown> | undefined;
  kind: ContentFileKind | undefined;
  plan?: SitePlan | undefined;
}

/** `bodyLine` is the file line the body starts on, so a problem in the body names its line. */
export function checkEntry(
  snapshot: EditorSnapshot,
  file: string,
  frontMatter: Record<string, unknown>,
  body: string,
  bodyLine = 1,
  text?: string,
): CheckedEntry {
  const kind = contentFileKind(file);
  const found: Problem[] = [];
  const checked = (entry: Entry<unknown> | undefined, plan?: SitePlan): CheckedEntry => ({
    problems: found.map(problemLine),
    found,
    entry: found.length > 0 ? undefined : entry,
    kind,
    plan,
  });
  if (!kind) {
    found.push(problem(file, undefined, expected("a file of the content folder")));
    return checked(undefined);
  }
  found.push(...invisibleCharacterProblems(text ?? "").map((said) => problem(file, said.field, said, said.line)));
  if (found.length > 0) return checked(undefined);
  const source = { file, frontMatter: structuredClone(frontMatter), body, bodyLine };
  const facts =
    kind.kind === "site"
      ? factsFrom(file, source.frontMatter, snapshot.siteUrlOverride, found)
      : placeholdersFor({ ...snapshot.content.site.data, url: snapshot.siteUrl });
  const entry = checkFile(source, roleOf(kind), facts, found);
  if (!entry || found.length > 0) return checked(entry);
  const across = acrossTheSite(snapshot, kind, entry);
  found.push(...across.problems);
  return checked(entry, across.plan);
}

/** Any problem the save would add across the site is refused, whichever file it names. */
function acrossTheSite(
  snapshot: EditorSnapshot,
  kind: ContentFileKind,
  entry: Entry<unknown>,
): { problems: Problem[]; plan: SitePlan } {
  const existing = problemsOfTheContent(snapshot, snapshot.content);
  const after = siteProblems(
    snapshot,
    contentWith(snapshot.content, kind, entry),
    kind.kind === "collection" ? { name: kind.name, entry } : undefined,
  );
  return { problems: after.problems.filter((found) => !existing.has(problemLine(found))), plan: after.plan };
}

/** Once per content fetched: the preview checks on every keystroke. */
const existingProblems = new WeakMap<SiteContent, ReadonlySet<string>>();
function problemsOfTheContent(snapshot: EditorSnapshot, content: SiteContent): ReadonlySet<string> {
  if (!existingProblems.has(content))
    existingProblems.set(content, new Set(siteProblems(snapshot, content, undefined).problems.map(problemLine)));
  return existingProblems.get(content)!;
}

/** `last` goes at the end of its collection, so of two entries that share a value, the one being saved is named. */
function siteProblems(
  snapshot: EditorSnapshot,
  content: SiteContent,
  last: { name: keyof typeof collections; entry: Entry<unknown> } | undefined,
): { problems: Problem[]; plan: SitePlan } {
  const entriesOf = (key: keyof typeof collections) => {
    const entries = content[key] as unknown as Entry<unknown>[];
    return last?.name === key ? [...entries.filter((item) => item.file !== last.entry.file), last.entry] : entries;
  };
  const keys = Object.keys(collections) as (keyof typeof collections)[];
  const loaded: LoadedContent = {
    site: content.site,
    collections: Object.fromEntries(keys.map((key) => [key, entriesOf(key)])),
    slugs: Object.fromEntries(keys.map((key) => [key, new Set(entriesOf(key).map((item) => item.slug))])),
    displayFolder: (folder) => `content/${folder}`,
  };
  const assets = { stylesheet: { href: snapshot.stylesheet }, script: { href: "" } };
  const plan = planSite(content, assets, snapshot.siteUrl, snapshot.today);
  const pagePaths = plan.routes.map((route) => route.path);
  return {
    problems: [
      ...acrossCollections(collections, loaded),
      ...contentLinkProblems(content, pagePaths),
      ...synonymBoardProblems(content.routes.jobs, plan.jobBoard.listing.vacancies),
    ],
    plan,
  };
}

export function contentWith(content: SiteContent, kind: ContentFileKind, entry: Entry<unknown>): SiteContent {
  if (kind.kind === "site") return { ...content, site: entry as SiteContent["site"] };
  if (kind.kind === "route") return { ...content, routes: { ...content.routes, [kind.name]: entry } };
  const others = (content[kind.name] as unknown as Entry<unknown>[]).filter((item) => item.file !== entry.file);
  const collection = collections[kind.name] as { order?: (a: Entry<unknown>, b: Entry<unknown>) => number };
  const entries = [...others, entry].sort(
    collection.order ?? ((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  );
  return { ...content, [kind.name]: entries };
}
