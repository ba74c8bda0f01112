// Stage 1 of the build: read every content file, parse its front matter,
// validate it against its collection's schema, and render its Markdown body.
// Problems are collected across all files and thrown together (D3).
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import matter from "gray-matter";
import type { z } from "zod";
import { fillMarkdownPlaceholders, fillPlaceholders, placeholdersFor, plainTextSummary, renderContentMarkdown } from "./markdown";
import type { MarkdownReferences } from "./safe-markdown";
import { slugOf, slugProblem } from "./slugs";
import { ContentError, describeIssues, problem } from "./problems";
import {
  aboutPageSchema,
  candidatesPageSchema,
  contactPageSchema,
  employersPageSchema,
  homePageSchema,
  markdownPageSchema,
  messagePageSchema,
  metaDescriptionLength,
  sectorSchema,
  sectorsPageSchema,
  siteSchema,
  testimonialSchema,
  type MarkdownPageData,
  type SectorData,
  type Site,
  type TestimonialData,
} from "./schemas";

/** A validated content file: where it came from, its front matter, and its body as HTML. */
export interface Entry<T> {
  /** The path as an editor sees it, relative to the working directory: content/sectors/healthcare.md */
  file: string;
  data: T;
  html: string;
  /** The links and images of the body, for the checks that need the route table or build the CSP. */
  references: MarkdownReferences;
}

export interface MarkdownPage extends Entry<MarkdownPageData & { description: string }> {
  slug: string;
}

/** The route pages of SPEC.md, each with the content file that holds its copy. */
const routePageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  sectors: sectorsPageSchema,
  employers: employersPageSchema,
  candidates: candidatesPageSchema,
  contact: contactPageSchema,
  "thank-you": messagePageSchema,
  "not-found": messagePageSchema,
} as const;

type RoutePageSchemas = typeof routePageSchemas;
export type RoutePages = { [K in keyof RoutePageSchemas]: Entry<z.infer<RoutePageSchemas[K]>> };

export interface SiteContent {
  site: Entry<Site>;
  pages: RoutePages;
  /** In the order their `order` field gives. */
  sectors: Entry<SectorData>[];
  testimonials: Entry<TestimonialData>[];
  markdownPages: MarkdownPage[];
}

/** Where each collection lives inside the content folder. */
export const contentLayout = {
  site: "site.md",
  routePages: "routes",
  sectors: "sectors",
  testimonials: "testimonials",
  markdownPages: "pages",
} as const;

interface SourceFile {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts on, for messages. */
  bodyLine: number;
}

/**
 * gray-matter runs the front matter through the engine its opening line
 * names: `---js` would be evaluated as JavaScript. Content is YAML only
 * (D21), so a named language is refused before gray-matter sees the file.
 */
function frontMatterLanguage(file: string): string | undefined {
  const raw = file.replace(/^\uFEFF/, "");
  if (!raw.startsWith("---") || raw.startsWith("----")) return undefined;
  const end = raw.search(/\r?\n/);
  const language = raw.slice(3, end === -1 ? undefined : end).trim();
  return language === "" ? undefined : language;
}

const refuseToEvaluate = () => {
  throw new Error("front matter in a language other than YAML is never evaluated");
};
/** Belt and braces: should a language ever get past frontMatterLanguage, these engines refuse it instead of running it. */
const matterOptions = { language: "yaml", engines: { js: refuseToEvaluate, javascript: refuseToEvaluate, coffee: refuseToEvaluate, coffeescript: refuseToEvaluate, cson: refuseToEvaluate } };

/** Paths in messages are shown relative to where the build was started, as an editor would type them. */
function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return (relative.startsWith("..") ? absolute : relative).split(path.sep).join("/");
}

async function readSource(absolute: string, problems: string[]): Promise<SourceFile | undefined> {
  const file = displayPath(absolute);
  let raw: string;
  try {
    // Synchronously: content files are small, and thousands of them read
    // through the thread pool spent longer queueing than reading.
    raw = readFileSync(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problems.push(problem(file, undefined, code === "ENOENT" ? "file is missing" : `cannot be read (${code ?? String(error)})`));
    return undefined;
  }
  const language = frontMatterLanguage(raw);
  if (language !== undefined) {
    problems.push(problem(file, undefined, `expected front matter in YAML, opened with a line of just ---, found "---${language}"; content is never run as code, so remove "${language}"`));
    return undefined;
  }
  try {
    // Passing options also stops gray-matter from caching by content, which
    // would hand two files with the same text the same parsed object.
    const parsed = matter(raw, matterOptions);
    const bodyStart = raw.endsWith(parsed.content) ? raw.length - parsed.content.length : 0;
    const bodyLine = raw.slice(0, bodyStart).split("\n").length;
    return { file, frontMatter: parsed.data, body: parsed.content, bodyLine };
  } catch (error) {
    problems.push(problem(file, undefined, describeYamlError(error)));
    return undefined;
  }
}

/**
 * gray-matter hands js-yaml the text after the opening ---, starting with the
 * newline that ends it, so js-yaml's 0-based line number plus one is the
 * line of the file.
 */
function describeYamlError(error: unknown): string {
  const yaml = error as { reason?: string; mark?: { line: number; column: number } };
  if (yaml.reason && yaml.mark) {
    return `front matter is not valid YAML: ${yaml.reason} (line ${yaml.mark.line + 1}, column ${yaml.mark.column + 1})`;
  }
  return `front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`;
}

function validate<S extends z.ZodType>(
  source: SourceFile,
  schema: S,
  placeholders: ReadonlyMap<string, string> | undefined,
  problems: string[],
): Entry<z.infer<S>> | undefined {
  const result = schema.safeParse(source.frontMatter, { reportInput: true });
  if (!result.success) {
    problems.push(...describeIssues(source.file, result.error.issues));
    return undefined;
  }
  if (!placeholders) return undefined;
  const report = (message: string) => problems.push(problem(source.file, undefined, message));
  const data = fillPlaceholders(result.data, placeholders, report) as z.infer<S>;
  const atLine = (line: number, message: string) => problems.push(problem(source.file, `line ${line}`, message));
  const body = fillMarkdownPlaceholders(source.body, placeholders, (line, message) => atLine(source.bodyLine + line, message));
  const rendered = renderContentMarkdown(body, source.bodyLine);
  rendered.problems.forEach(({ line, message }) => atLine(line, message));
  return { file: source.file, data, html: rendered.html, references: rendered.references };
}

async function readCollection(dir: string, problems: string[]): Promise<SourceFile[]> {
  const files = await fg("*.md", { cwd: dir, absolute: true, onlyFiles: true });
  files.sort();
  const sources = await Promise.all(files.map((file) => readSource(file, problems)));
  return sources.filter((source): source is SourceFile => source !== undefined);
}

function byOrder<T extends { data: { order: number } }>(a: T, b: T): number {
  return a.data.order - b.data.order;
}

export interface LoadOptions {
  /** The host's URL environment variable: when set it replaces site.md's url everywhere, {{url}} included (D1). */
  siteUrl?: string | undefined;
}

/**
 * Loads and validates the whole content folder. Throws a ContentError that
 * lists every problem in every file when anything is wrong.
 */
export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<SiteContent> {
  const problems: string[] = [];
  const at = (...parts: string[]) => path.join(contentDir, ...parts);

  const [siteSource, routeSources, sectorSources, testimonialSources, markdownSources] = await Promise.all([
    readSource(at(contentLayout.site), problems),
    Promise.all(
      Object.keys(routePageSchemas).map((name) => readSource(at(contentLayout.routePages, `${name}.md`), problems)),
    ),
    readCollection(at(contentLayout.sectors), problems),
    readCollection(at(contentLayout.testimonials), problems),
    readCollection(at(contentLayout.markdownPages), problems),
  ]);

  // The agency's facts come first: every other file may refer to them with {{placeholders}}.
  let site: Entry<Site> | undefined;
  let placeholders: Map<string, string> | undefined;
  if (siteSource) {
    const parsed = siteSchema.safeParse(siteSource.frontMatter, { reportInput: true });
    if (parsed.success) {
      const siteUrl = (options.siteUrl || parsed.data.url).replace(/\/+$/, "");
      placeholders = placeholdersFor({ ...parsed.data, url: siteUrl });
      site = validate({ ...siteSource, frontMatter: { ...siteSource.frontMatter, url: siteUrl } }, siteSchema, placeholders, problems);
    } else {
      problems.push(...describeIssues(siteSource.file, parsed.error.issues));
    }
  }

  const pages: Partial<Record<string, Entry<unknown>>> = {};
  Object.entries(routePageSchemas).forEach(([name, schema], index) => {
    const source = routeSources[index];
    if (source) pages[name] = validate(source, schema, placeholders, problems);
  });

  const sectors = sectorSources.flatMap((source) => validate(source, sectorSchema, placeholders, problems) ?? []);
  const testimonials = testimonialSources.flatMap(
    (source) => validate(source, testimonialSchema, placeholders, problems) ?? [],
  );
  const markdownPages = markdownSources.flatMap((source): MarkdownPage[] => {
    const entry = validate(source, markdownPageSchema, placeholders, problems);
    if (!entry) return [];
    const slug = slugOf(source.file);
    const wrongName = slugProblem(slug, true);
    if (wrongName) {
      problems.push(problem(source.file, "file name", wrongName));
      return [];
    }
    const description = entry.data.description ?? plainTextSummary(entry.html, metaDescriptionLength.max);
    // The schema checks a written description; one made from the body is checked here.
    if (description.length < metaDescriptionLength.min) {
      problems.push(
        problem(source.file, "description", `expected a description of ${metaDescriptionLength.min} to ${metaDescriptionLength.max} characters, found none, and the page's text is too short to make one from (${description.length} characters); add a description to the front matter`),
      );
    }
    return [{ ...entry, slug, data: { ...entry.data, description } }];
  });

  if (sectorSources.length === 0) problems.push(problem(displayPath(at(contentLayout.sectors)), undefined, "expected at least one sector file, found none"));
  if (testimonialSources.length === 0) problems.push(problem(displayPath(at(contentLayout.testimonials)), undefined, "expected at least one testimonial file, found none"));

  const seenSlugs = new Map<string, string>();
  for (const sector of sectors) {
    const earlier = seenSlugs.get(sector.data.slug);
    if (earlier) problems.push(problem(sector.file, "slug", `expected a slug no other sector uses, found "${sector.data.slug}", which ${earlier} uses too`));
    seenSlugs.set(sector.data.slug, sector.file);
  }

  if (site) {
    const slugs = new Set(markdownPages.map((page) => page.slug));
    site.data.footer.legalPages.forEach((slug, index) => {
      if (!slugs.has(slug)) {
        problems.push(problem(site!.file, `footer.legalPages.${index}`, `expected the name of a file in ${displayPath(at(contentLayout.markdownPages))}/, found "${slug}", which has no ${slug}.md`));
      }
    });
  }

  if (problems.length > 0 || !site) throw new ContentError(problems);
  return {
    site,
    pages: pages as RoutePages,
    sectors: sectors.sort(byOrder),
    testimonials: testimonials.sort(byOrder),
    markdownPages,
  };
}
