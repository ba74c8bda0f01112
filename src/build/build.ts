// The build, top to bottom (D17, STYLE.md): load and validate content →
// render the route table into memory → add the stylesheet, script and static
// files → write the whole site at once. Each stage is a plain function that
// tests can call without touching the disk.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { jobBoardFor, navigationOrder, defineRoutes, type JobBoard, markdownPagePath, sectorHref, type Route } from "../routes";
import type { SiteChrome } from "../components/Layout/Layout";
import { loadContent, type SiteContent } from "../content/load";
import { ContentError, problem } from "../content/problems";
import { bundleAssets, type Assets } from "./assets";
import { SiteOutput } from "./output";
import type { ProgressListener } from "./progress";
import { outputPathFor, routeRenderer } from "./render";
import { inlineBlockHashes, renderHeaders, renderRobots, renderSitemap } from "./site-files";
import { writeSiteAtomically } from "./write";
import { jobBoardFiles } from "./job-board-files";
import { todayInLondon } from "../jobs/calendar";

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  staticDir: string;
  /** The generator's src/ folder, where the stylesheet and client script start. */
  sourceDir: string;
  /** The host's URL environment variable, which wins over the site facts (D1). */
  siteUrl?: string | undefined;
  /** The day to publish vacancies for (D24), YYYY-MM-DD; Europe/London's today when not given. */
  today?: string | undefined;
  /** Told as pages are rendered and files written, for a terminal's progress line. */
  onProgress?: ProgressListener | undefined;
}

export interface BuildSummary {
  pages: number;
  /** Vacancies published on the build's day: open ones, and closed ones that keep their page (D24). */
  vacancies: { open: number; closed: number };
  files: number;
  bytes: number;
  milliseconds: number;
}

/** The site's absolute URL without a trailing slash. */
export function resolveSiteUrl(content: SiteContent, override?: string): string {
  return (override || content.site.data.url).replace(/\/+$/, "");
}

/** Everything that is the same on every page. */
export function siteChrome(content: SiteContent, routes: Route[], assets: Assets, siteUrl: string): SiteChrome {
  const site = content.site.data;
  const navLabels = new Map(routes.map((route) => [route.path, route.navLabel]));
  const navigation = navigationOrder.map((href) => ({ href, label: navLabels.get(href) ?? href }));
  const sectorLinks = content.sectors.map((sector) => ({ href: sectorHref(sector.data.slug), label: sector.data.title }));
  const legalLinks = site.footer.legalPages.flatMap((slug) => {
    const page = content.markdownPages.find((entry) => entry.slug === slug);
    return page ? [{ href: markdownPagePath(slug), label: page.data.title }] : [];
  });
  return {
    site,
    siteUrl,
    navigation,
    sectorLinks,
    legalLinks,
    assets: { stylesheet: assets.stylesheet.href, script: assets.script.href },
    year: new Date().getFullYear(),
  };
}

/** Every href an editor wrote must lead to a page this build writes. */
export function checkContentLinks(content: SiteContent, routes: Route[]): string[] {
  const known = new Set(routes.map((route) => route.path));
  const problems: string[] = [];
  const visit = (value: unknown, file: string, at: string[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, file, [...at, String(index)]));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "href" && typeof item === "string" && item.startsWith("/")) {
          const pathOnly = item.split("#")[0] ?? item;
          if (!known.has(pathOnly)) {
            problems.push(problem(file, [...at, key].join("."), `expected the path of a page on this site, such as /contact/, found "${item}"`));
          }
        } else visit(item, file, [...at, key]);
      }
    }
  };
  for (const entry of Object.values(content.pages)) visit(entry.data, entry.file, []);
  return problems;
}

/** Origins of every image in the content, for the Content-Security-Policy. */
function imageOrigins(content: SiteContent): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.width === "number") origins.add(new URL(record.src).origin);
      Object.values(record).forEach(visit);
    }
  };
  visit([content.site.data, ...Object.values(content.pages).map((page) => page.data)]);
  visit(content.sectors.map((entry) => entry.data));
  visit(content.testimonials.map((entry) => entry.data));
  return [...origins].sort();
}

async function readStaticFiles(staticDir: string, output: SiteOutput): Promise<void> {
  const files = await fg("**/*", { cwd: staticDir, dot: true, onlyFiles: true });
  const contents = await Promise.all(files.map((file) => readFile(path.join(staticDir, file))));
  files.forEach((file, index) => output.add(file, contents[index]!, `static/${file}`));
}

/** Stages 1 to 3: the whole site in memory. Throws a ContentError listing every problem. */
export async function renderSite(options: Omit<BuildOptions, "outDir">): Promise<{ output: SiteOutput; routes: Route[]; jobBoard: JobBoard }> {
  const [content, assets] = await Promise.all([loadContent(options.contentDir, { siteUrl: options.siteUrl }), bundleAssets(options.sourceDir)]);
  const siteUrl = resolveSiteUrl(content, options.siteUrl);
  const jobBoard = jobBoardFor(content, options.today ?? todayInLondon(new Date()));
  const routes = defineRoutes(content, siteUrl, jobBoard.today);
  const linkProblems = checkContentLinks(content, routes);
  if (linkProblems.length > 0) throw new ContentError(linkProblems);

  const chrome = siteChrome(content, routes, assets, siteUrl);
  const output = new SiteOutput();
  const render = routeRenderer(chrome);
  const pages = routes.map((route, index) => {
    const html = render(route);
    options.onProgress?.({ stage: "Rendering pages", done: index + 1, total: routes.length });
    return html;
  });
  routes.forEach((route, index) => output.add(outputPathFor(route.path), pages[index]!, route.source));
  output.add(assets.stylesheet.href.slice(1), assets.stylesheet.contents, "src/styles/site.css");
  output.add(assets.script.href.slice(1), assets.script.contents, "src/client/main.ts");
  for (const file of jobBoardFiles(content, jobBoard, siteUrl)) output.add(file.path, file.contents, "the vacancies");
  output.add("sitemap.xml", renderSitemap(routes, siteUrl), "the route table");
  output.add("robots.txt", renderRobots(siteUrl), "the route table");
  const inline = inlineBlockHashes(pages);
  const policy = { imageOrigins: imageOrigins(content), inlineStyleHashes: inline.styles, inlineScriptHashes: inline.scripts };
  output.add("_headers", renderHeaders(routes, policy), "the route table");
  await readStaticFiles(options.staticDir, output);
  output.assertNoConflicts();
  return { output, routes, jobBoard };
}

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const { output, routes, jobBoard } = await renderSite(options);
  await writeSiteAtomically(options.outDir, output, options.onProgress);
  return {
    pages: routes.length,
    vacancies: { open: jobBoard.listing.vacancies.length, closed: jobBoard.published.length - jobBoard.listing.vacancies.length },
    files: output.files.size,
    bytes: output.totalBytes,
    milliseconds: Math.round(performance.now() - started),
  };
}
