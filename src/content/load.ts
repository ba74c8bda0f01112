// Stage 1 of the build: read, parse, validate and render every content file;
// problems are collected across all files and thrown together (D3).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describeFrontMatterError, splitFrontMatter } from "./front-matter";
import { parseFrontMatterYaml } from "./front-matter-yaml";
import { invisibleCharacterProblems } from "./invisible-characters";
import type { AnyCollection, Entries, Entry, LoadedContent } from "./collection";
import { collections } from "./collections";
import { ContentError, expected, problem, sentence, type Problem } from "./problems";
import type { Site } from "./schemas";
import { slugOf } from "./slugs";
import { acrossCollections, checkFile, factsFrom, routePageSchemas, type FileRole, type RouteContent, type RoutePageSchemas, type SiteContent, type SourceFile } from "./validate";
import { displayPath, invalidUtf8Line, listMarkdownFiles, readText, strayMarkdownProblems, symbolicLinkProblems } from "./files";
import { hashText, type ContentCache } from "./load-cache";
import type { LoadJob, LoadResult } from "./load-job";

export type { Entry } from "./collection";
export type { MarkdownPage } from "./collections";
export type { RouteContent, SiteContent } from "./validate";
export type { LoadJob, LoadResult } from "./load-job";

export const contentLayout = {
  site: "site.md",
  routePages: "routes",
} as const;

/** `---js` is run as code by other tools; content is YAML only (D21), so a named language is refused. */
function frontMatterLanguage(file: string): string | undefined {
  const raw = file.replace(/^\uFEFF/, "");
  if (!raw.startsWith("---") || raw.startsWith("----")) return undefined;
  const end = raw.search(/\r\n|\r|\n/);
  const language = raw.slice(3, end === -1 ? undefined : end).trim();
  return language === "" ? undefined : language;
}

function readSource(absolute: string, problems: Problem[], text?: string): SourceFile | undefined {
  const file = displayPath(absolute);
  let raw: string;
  try {
    // Synchronously: thousands of small files through the thread pool spent longer queueing than reading.
    raw = text ?? readFileSync(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problems.push(problem(file, undefined, sentence(code === "ENOENT" ? "file is missing" : `cannot be read (${code ?? String(error)})`)));
    return undefined;
  }
  // "�" in the text: the file may not be UTF-8 at all, and every byte it cannot read would reach the site as "�".
  const notUtf8 = raw.includes("\uFFFD") ? invalidUtf8Line(absolute) : undefined;
  if (notUtf8 !== undefined) {
    problems.push(problem(file, undefined, expected("text saved as UTF-8", "bytes that are not (the file was probably saved in another encoding, such as Windows-1252); save it again as UTF-8"), notUtf8));
    return undefined;
  }
  const invisible = invisibleCharacterProblems(raw);
  if (invisible.length > 0) {
    problems.push(...invisible.map((found) => problem(file, found.field, found, found.line)));
    return undefined;
  }
  const language = frontMatterLanguage(raw);
  if (language !== undefined) {
    problems.push(problem(file, undefined, expected("front matter in YAML, opened with a line of just ---", `"---${language}"; content is never run as code, so remove "${language}"`)));
    return undefined;
  }
  try {
    const split = splitFrontMatter(raw);
    if (!split) return { file, frontMatter: {}, body: raw, bodyLine: 1 };
    // The opening line's break first, so the YAML reader's line numbers are the file's.
    const frontMatter = parseFrontMatterYaml(split.lineBreak + split.yamlText);
    return { file, frontMatter, body: split.body, bodyLine: split.linesBeforeBody + 1 };
  } catch (error) {
    problems.push(problem(file, undefined, sentence(describeFrontMatterError(error))));
    return undefined;
  }
}


export function loadFile(job: LoadJob, declarations: Record<string, AnyCollection>, facts: ReadonlyMap<string, string> | undefined): LoadResult {
  const problems: Problem[] = [];
  const source = readSource(job.file, problems, job.text);
  const role: FileRole = job.kind === "route" ? { kind: "route", name: job.name as keyof RoutePageSchemas } : { kind: "collection", collection: declarations[job.name]! };
  return { entry: source ? checkFile(source, role, facts, problems) : undefined, problems };
}


function loadWithCache(jobs: LoadJob[], facts: ReadonlyMap<string, string> | undefined, cache: ContentCache | undefined, here: (job: LoadJob) => LoadResult): LoadResult[] {
  if (!cache) return jobs.map(here);
  cache.begin(facts);
  const results = jobs.map((job) => {
    const text = readText(job.file);
    // A file that cannot be read is validated, to say why.
    if (text === undefined) return here(job);
    const textHash = hashText(text);
    const cached = cache.get(job, textHash);
    if (cached) return cached;
    const result = here({ ...job, text });
    cache.set(job, textHash, result);
    return result;
  });
  cache.keepOnly(new Set(jobs.map((job) => job.file)));
  return results;
}

function collectionEntries(collection: AnyCollection, results: LoadResult[]): Entry<unknown>[] {
  const entries = results.flatMap((result) => (result.entry ? [result.entry] : []));
  return collection.order ? entries.sort(collection.order) : entries;
}

export interface LoadOptions {
  /** When set it replaces site.md's url everywhere, {{url}} included (D1). */
  siteUrl?: string | undefined;
  cache?: ContentCache | undefined;
}

function factsOf(source: SourceFile | undefined, options: LoadOptions, problems: Problem[]): Map<string, string> | undefined {
  return source ? factsFrom(source.file, source.frontMatter, options.siteUrl, problems) : undefined;
}

/** Throws a ContentError listing every problem in every file. */
export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<SiteContent> {
  return loadContentWith(contentDir, collections, options) as Promise<SiteContent>;
}

export async function loadContentWith<C extends Record<string, AnyCollection>>(
  contentDir: string,
  declarations: C,
  options: LoadOptions = {},
): Promise<{ site: Entry<Site>; routes: RouteContent } & Entries<C>> {
  // Before any file is read: a symbolic link could lead anywhere on this computer.
  const links = symbolicLinkProblems(contentDir);
  if (links.length > 0) throw new ContentError(links.map((link) => problem(displayPath(link.file), undefined, sentence(link.message))));
  const problems: Problem[] = [];
  const at = (...parts: string[]) => path.join(contentDir, ...parts);
  const declared = Object.entries(declarations);
  const collectionFiles = declared.map(([, collection]) => listMarkdownFiles(at(collection.folder)));
  for (const [, collection] of declared) {
    for (const stray of strayMarkdownProblems(at(collection.folder))) problems.push(problem(displayPath(stray.file), undefined, stray));
  }

  const siteFile = at(contentLayout.site);
  const siteSource = readSource(siteFile, problems);
  const facts = factsOf(siteSource, options, problems);
  const site = siteSource ? (checkFile(siteSource, { kind: "site" }, facts, problems) as Entry<Site> | undefined) : undefined;

  const jobs: LoadJob[] = [
    ...Object.keys(routePageSchemas).map((name): LoadJob => ({ file: at(contentLayout.routePages, `${name}.md`), kind: "route", name })),
    ...declared.flatMap(([key], index) => collectionFiles[index]!.map((file): LoadJob => ({ file, kind: "collection", name: key }))),
  ];
  const here = (job: LoadJob) => loadFile(job, declarations, facts);
  const results = loadWithCache(jobs, facts, options.cache, here);
  results.forEach((result) => problems.push(...result.problems));

  const routes: Partial<Record<string, Entry<unknown>>> = {};
  const routeCount = Object.keys(routePageSchemas).length;
  Object.keys(routePageSchemas).forEach((name, index) => (routes[name] = results[index]!.entry));

  const loaded: Record<string, Entry<unknown>[]> = {};
  let next = routeCount;
  declared.forEach(([key, collection], index) => {
    loaded[key] = collectionEntries(collection, results.slice(next, (next += collectionFiles[index]!.length)));
  });

  // Every file counts, valid or not: a reference to a file with problems of its own is not a second problem.
  const slugs = Object.fromEntries(declared.map(([key], index) => [key, new Set([...loaded[key]!.map((entry) => entry.slug), ...collectionFiles[index]!.map((file) => slugOf(file))])]));
  const context: LoadedContent = { site, collections: loaded, slugs, displayFolder: (folder) => displayPath(at(folder)) };
  problems.push(...acrossCollections(declarations, context));

  if (problems.length > 0 || !site) throw new ContentError(problems);
  const content = { site, routes: routes as RouteContent, ...loaded } as { site: Entry<Site>; routes: RouteContent } & Entries<C>;
  return content;
}
