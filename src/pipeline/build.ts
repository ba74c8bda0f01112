// The build, top to bottom (D17, STYLE.md): load and validate content →
// render the route table into memory → add the stylesheet, script and static
// files → write the whole site at once. Each stage is a plain function that
// tests can call without touching the disk.
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { availableParallelism } from "node:os";
import type { JobBoard, Route } from "../routes";
import type { LoadOptions, SiteContent } from "../content/load";
import { ContentError, problem } from "../content/problems";
import { bundleAssets, type Assets } from "./assets";
import { SiteOutput } from "./output";
import type { ProgressListener } from "./progress";
import { outputPathFor, routeRenderer, type RenderMemo } from "./render";
import { checkOutFolder, manifestFile, type OutFolder, type WrittenRecord } from "./out-folder";
import { BuildStepFailed, Refusal } from "./refusal";
import { readSiteUrlVariable } from "./site-url";
import { renderHeaders, renderRobots, renderSitemap } from "./site-files";
import { headerPolicy } from "./security-policy";
import { stageAndSwap, writeInto, type Staging } from "./write";
import { BuildWorkers, pageWriterFor, type WorkerStart } from "./build-workers";
import { planSite, type SitePlan } from "./plan";
import type { CalendarDate } from "../jobs/calendar";
import type { ContentCache } from "../content/load-cache";
import { countCollectionFiles } from "../content/files";
import { entryLinkProblems } from "../content/content-links";
import { allEntries } from "../content/validate";

import { jobBoardFiles } from "./job-board-files";
import { adminFiles } from "../admin/admin-files";
import { todayInLondon } from "../jobs/calendar";

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  staticDir: string;
  /** The generator's src/ folder, where the stylesheet and client script start. */
  sourceDir: string;
  /** The host's URL environment variable, which wins over the site facts (D1). */
  siteUrl?: string | undefined;
  /** How the checked output folder is written; the atomic swap of D3 unless a caller (the dev server) says otherwise. */
  write?: ((out: OutFolder, output: SiteOutput) => Promise<void>) | undefined;
  /** The day to publish vacancies for (D24), YYYY-MM-DD; Europe/London's today when not given. */
  today?: string | undefined;
  /** Told as pages are rendered and files written, for a terminal's progress line. */
  onProgress?: ProgressListener | undefined;
  /**
   * The command-line bundle and its runner, with which worker threads start
   * to share a large build's work between the cores (build-workers.ts).
   * Without them (tests, which run the TypeScript sources) one thread does
   * everything.
   */
  workerStart?: WorkerStart | undefined;
  /** Content files validated by earlier builds, reused where unchanged (load-cache.ts); updated by this one. */
  cache?: ContentCache | undefined;
  /**
   * Pages to render and hand over before the rest (the dev server's open
   * pages), once the content is loaded and checked: they are rendered again
   * with the rest, from the render memo, at no cost.
   */
  firstPages?: { paths: ReadonlySet<string>; write: (out: OutFolder, pages: Map<string, string>) => Promise<void> } | undefined;
  /** Pages rendered by earlier builds, reused where their inputs are unchanged (render.tsx): the dev server's, or the command line's for a small site. */
  renderMemo?: RenderMemo | undefined;
}

export interface BuildSummary {
  pages: number;
  /** Vacancies published on the build's day: open ones, and closed ones that keep their page (D24). */
  vacancies: { open: number; closed: number };
  files: number;
  bytes: number;
  milliseconds: number;
}

/** The site's absolute URL without a trailing slash: the URL variable (checked by readSiteUrlVariable), else site.md's url. */
export function resolveSiteUrl(content: SiteContent, override?: string): string {
  return (readSiteUrlVariable(override) ?? content.site.data.url).replace(/\/+$/, "");
}

/** Every href an editor wrote, in front matter or in a Markdown body, must lead to a page this build writes. */
export function checkContentLinks(content: SiteContent, routes: Route[]): string[] {
  const known = new Set(routes.map((route) => route.path));
  return allEntries(content).flatMap((entry) => entryLinkProblems(entry, known));
}

/**
 * Every file below static/, as paths relative to it. Symbolic links are
 * followed to the files and folders they point at; one that loops (a link to
 * itself, or to a folder above it) or leads nowhere is a named problem, not
 * a hang or a crash.
 */
async function listStaticFiles(staticDir: string): Promise<string[]> {
  const files: string[] = [];
  const problems: string[] = [];
  const walk = async (relative: string, ancestors: Set<string>, real: string): Promise<void> => {
    const entries = await readdir(path.join(staticDir, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      // A project without a static folder has no static files.
      if (relative === "" && error.code === "ENOENT") return [];
      throw error;
    });
    await Promise.all(
      entries.map(async (entry) => {
        const file = relative === "" ? entry.name : `${relative}/${entry.name}`;
        const full = path.join(staticDir, file);
        let isFolder = entry.isDirectory();
        let isFile = entry.isFile();
        let realFolder = path.join(real, entry.name);
        if (entry.isSymbolicLink()) {
          const target = await stat(full).catch((error: NodeJS.ErrnoException) => error);
          if (target instanceof Error) {
            const why = target.code === "ELOOP" ? "a loop of symbolic links" : "nothing: its target does not exist";
            problems.push(problem(full, undefined, `is a symbolic link that leads to ${why}; remove it or point it at a real file`));
            return;
          }
          isFolder = target.isDirectory();
          isFile = target.isFile();
          if (isFolder) realFolder = await realpath(full);
        }
        if (isFolder) {
          if (ancestors.has(realFolder)) {
            problems.push(problem(full, undefined, `is a symbolic link to ${realFolder}, a folder it is inside (a loop); remove it or point it at a real file`));
            return;
          }
          await walk(file, new Set([...ancestors, realFolder]), realFolder);
        } else if (isFile) files.push(file);
      }),
    );
  };
  const root = await realpath(staticDir).catch(() => staticDir);
  await walk("", new Set([root]), root);
  if (problems.length > 0) throw new ContentError(problems.sort());
  return files.sort();
}

async function readStaticFiles(staticDir: string, output: SiteOutput): Promise<void> {
  const files = await listStaticFiles(staticDir);
  const contents = await Promise.all(files.map((file) => readFile(path.join(staticDir, file))));
  files.forEach((file, index) => output.add(file, contents[index]!, `static/${file}`));
}

/** Runs one step of the build; an error that is neither content's nor a refusal says what the build was doing. */
async function step<T>(doing: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentError || error instanceof Refusal || error instanceof BuildStepFailed) throw error;
    throw new BuildStepFailed(doing, error);
  }
}

/** Stages 1 and 2: the content loaded and checked, the stylesheet and script bundled, and the route table for the build's day. */
interface LoadedSite {
  content: SiteContent;
  contentDir: string;
  assets: Assets;
  siteUrl: string;
  /** The host's URL variable, when set: the editor's checks fill {{url}} with it as the build does. */
  siteUrlOverride: string | undefined;
  today: CalendarDate;
  plan: SitePlan;
}

let loaderLoaded = false;

/** Whether this process never loaded the loader, its builds' content being unchanged: scripts/run.mjs then makes a code cache that a run that validates completes. */
export const loaderNeverLoaded = () => !loaderLoaded;

/**
 * The content: as the last build left it when not one file changed
 * (ContentCache.unchangedContent), else loaded and validated. The loader is
 * imported only then: its validators (zod, marked, gray-matter) take 20 ms
 * or more to start, a tenth of a small site's build. A large site starts its
 * workers first, as soon as its size is known: they take about 100 ms to
 * start, and load the validators meanwhile when they are to validate.
 */
async function readContent(contentDir: string, options: LoadOptions, workers: BuildWorkers | undefined): Promise<SiteContent> {
  const textsRead = new Map<string, string>();
  const unchanged = options.cache?.unchangedContent(options.siteUrl, textsRead);
  if (unchanged) {
    workers?.startFor(unchanged.collectionFiles);
    return unchanged.content as SiteContent;
  }
  workers?.startFor(countCollectionFiles(contentDir), { validating: true });
  loaderLoaded = true;
  const { loadContent } = await import("../content/load");
  return loadContent(contentDir, { ...options, textsRead });
}

async function loadSite(options: Omit<BuildOptions, "outDir">, workers?: BuildWorkers): Promise<LoadedSite> {
  const siteUrlOverride = readSiteUrlVariable(options.siteUrl);
  const loadFiles = workers ? workers.loadFiles.bind(workers) : undefined;
  const [content, assets] = await Promise.all([
    step(`reading the content in ${options.contentDir}`, () => readContent(options.contentDir, { siteUrl: siteUrlOverride, loadFiles, cache: options.cache }, workers)),
    step(`bundling the stylesheet and script from ${options.sourceDir}`, () => bundleAssets(options.sourceDir)),
  ]);
  const siteUrl = resolveSiteUrl(content, siteUrlOverride);
  const today = options.today ?? todayInLondon(new Date());
  // The hrefs alone: a worker needs no bytes of the stylesheet or script.
  workers?.planPages({ content, assets: { stylesheet: { href: assets.stylesheet.href }, script: { href: assets.script.href } }, siteUrl, today });
  const plan = planSite(content, assets, siteUrl, today);
  const linkProblems = checkContentLinks(content, plan.routes);
  if (linkProblems.length > 0) throw new ContentError(linkProblems);
  return { content, contentDir: options.contentDir, assets, siteUrl, siteUrlOverride, today, plan };
}

/**
 * Stage 3 beside the pages: the stylesheet and script, the job board's
 * feeds, sitemap.xml, robots.txt, _headers and the static files. The pages'
 * paths are already in `output`, so a file that would overwrite a page is a
 * named conflict.
 */
async function addFilesBesidePages(output: SiteOutput, site: LoadedSite, staticDir: string): Promise<void> {
  const { content, assets, siteUrl, plan } = site;
  output.add(assets.stylesheet.href.slice(1), assets.stylesheet.contents, "src/styles/site.css");
  output.add(assets.script.href.slice(1), assets.script.contents, "src/client/main.ts");
  const admin = adminFiles({ ...site, routes: plan.routes, stylesheetHref: assets.stylesheet.href, editor: assets.editor });
  for (const file of admin) output.add(file.path, file.contents, file.source);
  for (const file of jobBoardFiles(content, plan.jobBoard, siteUrl)) output.add(file.path, file.contents, "the vacancies");
  output.add("sitemap.xml", renderSitemap(plan.routes, siteUrl), "the route table");
  output.add("robots.txt", renderRobots(siteUrl), "the route table");
  await step(`copying the files in ${staticDir}`, () => readStaticFiles(staticDir, output));
  // Last: the site's policy is given to every top-level file and folder but the editor's (renderHeaders).
  output.add("_headers", renderHeaders(plan.routes, headerPolicy(content), [...output.paths]), "the route table");
  if (output.has(manifestFile)) {
    output.add(manifestFile, "", "the build's manifest of the files it wrote (D20)");
  }
  output.assertNoConflicts();
}

/** Stages 1 to 3: the whole site in memory, for tests and the dev server. Throws a ContentError listing every problem. */
export async function renderSite(options: Omit<BuildOptions, "outDir">, out?: OutFolder): Promise<{ output: SiteOutput; routes: Route[]; jobBoard: JobBoard }> {
  const site = await loadSite(options);
  const { routes, chrome, jobBoard } = site.plan;
  const output = new SiteOutput();
  options.renderMemo?.keepOnly(new Set(routes.map((route) => route.path)));
  const render = routeRenderer(chrome, options.renderMemo);
  if (options.firstPages && out) {
    const first = routes.filter((route) => options.firstPages!.paths.has(route.path));
    await options.firstPages.write(out, new Map(first.map((route) => [outputPathFor(route.path), render(route)])));
  }
  for (const [index, route] of routes.entries()) {
    // The renderer names the route and its source file when a page fails.
    output.add(outputPathFor(route.path), render(route), route.source);
    options.onProgress?.({ stage: "Rendering pages", done: index + 1, total: routes.length });
    // Pages written first are being fetched meanwhile: let their requests in now and then.
    if (options.firstPages && index % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
  }
  await addFilesBesidePages(output, site, options.staticDir);
  return { output, routes, jobBoard };
}

function summaryOf(plan: SitePlan, files: number, bytes: number, started: number): BuildSummary {
  const { routes, jobBoard } = plan;
  return {
    pages: routes.length,
    vacancies: { open: jobBoard.listing.vacancies.length, closed: jobBoard.published.length - jobBoard.listing.vacancies.length },
    files,
    bytes,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * Renders the site and swaps it in at options.outDir, which must be a folder
 * the build may replace (D20). Each page is written as soon as it is
 * rendered, into the staging folder, by whichever thread rendered it, so the
 * site's pages are never all held in memory; the dev server, which compares
 * each build with the last, is given the whole site in memory instead.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const folders = { ...options, root: path.dirname(options.sourceDir) };
  // Before anything is written, so a refused --out costs nothing; again before the swap, in case the folder changed meanwhile.
  if (options.write) {
    const checked = await checkOutFolder(options.outDir, folders);
    const { output, routes, jobBoard } = await renderSite(options, checked);
    const out = await checkOutFolder(options.outDir, folders, checked);
    await step(`writing the site to ${out.target}`, () => options.write!(out, output));
    return summaryOf({ routes, jobBoard } as SitePlan, output.size, output.totalBytes, started);
  }
  // Checked while the content loads, which writes nothing; a refusal is reported before any problem in the content.
  const checking = checkOutFolder(options.outDir, folders);
  checking.catch(() => undefined);
  const workers = new BuildWorkers(options.workerStart, availableParallelism() - 1);
  try {
    const site = await loadSite(options, workers).catch(async (error: unknown) => {
      await checking;
      throw error;
    });
    const checked = await checking;
    const { routes } = site.plan;
    const out = await checkOutFolder(options.outDir, folders, checked);
    const output = new SiteOutput();
    for (const route of routes) output.claim(outputPathFor(route.path), route.source);
    let pageBytes = 0;
    await stageAndSwap(out, output.paths, async (folder) => {
      const staging: Staging = { folder, previous: out.previousRecords ? { folder: out.target, records: out.previousRecords } : undefined };
      const records: [string, WrittenRecord][] = [];
      // Made and written by the main thread while the workers start on the pages: a worker that has its route table need not wait for them.
      const besidePages = async () => {
        await addFilesBesidePages(output, site, options.staticDir);
        await step(`writing the site to ${out.target}`, () => {
          for (const [file, { contents }] of output.files) writeInto(staging, file, contents, records);
        });
      };
      const onProgress = (done: number) => options.onProgress?.({ stage: "Rendering pages", done, total: routes.length });
      // A small site, rendered on this thread alone, renders only the pages whose inputs changed since the last build (RenderMemo); a large one renders on every core and holds no pages.
      const memo = workers.active ? undefined : options.renderMemo;
      memo?.keepOnly(new Set(routes.map((route) => route.path)));
      const pages = await step(`rendering and writing the pages into ${out.target}`, () =>
        workers.writePages({ staging, routeCount: routes.length }, pageWriterFor(site.plan, staging, memo), onProgress, besidePages),
      ).catch(async (error: unknown) => {
        // Every worker stops before the staging folder is removed, so none is still writing into it.
        await workers.stop();
        throw error;
      });
      pageBytes = pages.bytes;
      return new Map([...records, ...pages.records]);
    }, workers.removeFiles.bind(workers));
    return summaryOf(site.plan, output.size, output.totalBytes + pageBytes, started);
  } finally {
    await workers.stop();
  }
}
