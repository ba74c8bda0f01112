// The build, top to bottom (D17; docs/code-style.md, rule 3), each stage a plain function:
//
//   1. load:   read and validate the content; bundle the stylesheet and scripts
//   2. plan:   the route table for the build's day, and every link checked
//   3. render: every page and every file beside the pages, into memory
//   4. write:  hand the whole site to a SiteWriter
//
// The command line, the dev server, the tests and the benchmark all build
// through buildSite, or renderSite (stages 1 to 3) when they only read the
// site. What differs is passed in: the dev server its own writer, which
// writes only what changed, and a content cache kept in memory; the command
// line the atomic swap of D3 and a content cache kept on disk.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Route } from "../routes";
import type { JobBoard } from "../jobs/board";
import { loadContent, type SiteContent } from "../content/load";
import { ContentError, problem, sentence } from "../content/problems";
import { displayPath, linkedFolders, symbolicLinkProblems } from "../content/files";
import type { ContentCache } from "../content/load-cache";
import { contentLinkProblems } from "../content/content-links";
import { synonymBoardProblems } from "../jobs/search-index";
import { todayInLondon } from "../jobs/calendar";
import { bundleAssets } from "./assets";
import { checkOutFolder, checkStaticFolder, manifestFile } from "./out-folder";
import { SiteOutput } from "./output";
import { planSite, type SitePlan } from "./plan";
import { routeRenderer } from "./render";
import type { ProgressListener } from "./progress";
import { BuildStepFailed, Refusal } from "./refusal";
import { outputPathFor } from "../site-paths";
import { headerPolicy } from "./security-policy";
import { readEditorLogin, type EditorLoginVariables } from "../admin/editor-login";
import { renderHeaders } from "./site-files";
import { filesBesidePages } from "../outputs";
import type { LoadedSite } from "./loaded-site";
import { readSiteUrlVariable } from "./site-url";
import { restoreRetiredSite, writeSiteAtomically, type SiteWriter } from "./write";
import { lockOutFolder } from "./out-lock";
import { defaultImageCacheDir, processUploadedImages } from "../images/process";
import { mediaFolder } from "../images/media";

export type { LoadedSite } from "./loaded-site";

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  staticDir: string;
  /** The generator's src/ folder, where the stylesheet and scripts start. */
  sourceDir: string;
  /** The host's URL environment variable, which wins over the site facts (D1). */
  siteUrl?: string | undefined;
  /** The environment variables that say how staff log in to the editor on the host (src/admin/editor-login.ts). */
  editorLogin?: EditorLoginVariables | undefined;
  /** The day to publish vacancies for (D24), YYYY-MM-DD; Europe/London's today when not given. */
  today?: string | undefined;
  /** Told as pages are rendered, for a terminal's progress line. */
  onProgress?: ProgressListener | undefined;
  /** Content files validated by earlier builds, reused where their text is unchanged (load-cache.ts); updated by this one. */
  cache?: ContentCache | undefined;
  /** What is building, named in the refusal a second build into the same folder gets: "npm run build". */
  command?: string | undefined;
  /** Where the bundled stylesheet and scripts are cached (assets.ts); false for none (--no-cache). */
  assetCacheDir?: string | false | undefined;
  /** Where uploaded photographs, once processed, are cached (src/images/process.ts); false for none (--no-cache). */
  imageCacheDir?: string | false | undefined;
  /**
   * The dev server's open pages: rendered first and handed to `show`, which
   * writes them, before the rest of the site is rendered, so an edit reloads
   * its page without waiting for thousands of others.
   */
  openPages?: OpenPages | undefined;
}

export interface OpenPages {
  paths: ReadonlySet<string>;
  show: (pages: ReadonlyMap<string, Uint8Array>) => Promise<void>;
}

export interface BuildSummary {
  pages: number;
  /** Vacancies published on the build's day: open ones, and closed ones that keep their page (D24). */
  /** Scheduled: written in content, posted on a later day (D24), so on no page yet. */
  vacancies: { open: number; closed: number; scheduled: number };
  files: number;
  bytes: number;
  milliseconds: number;
  /** Uploaded photographs decoded and encoded by this build; the others came from the cache. */
  imagesProcessed: number;
  /** Files the output folder held that no build had written, replaced with the rest (D20): told, never lost in silence. */
  removedFiles: string[];
}

export function resolveSiteUrl(content: SiteContent, override?: string): string {
  return (readSiteUrlVariable(override) ?? content.site.data.url).replace(/\/+$/, "");
}

/**
 * Every file below static/, as paths relative to it. A symbolic link anywhere
 * in it stops the build, naming the link, as one in content/ does: static/ is
 * published as it is, so a link would publish whatever it leads to
 * (/proc/self/environ, ../.env) and name it in _headers.
 */
async function listStaticFiles(staticDir: string): Promise<string[]> {
  const links = symbolicLinkProblems(staticDir, linkedFolders.static);
  if (links.length > 0)
    throw new ContentError(links.map((link) => problem(displayPath(link.file), undefined, sentence(link.message))));
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(staticDir, relative), { withFileTypes: true });
    await Promise.all(
      entries
        // A dotfile or dot-folder (.env, .git/, .DS_Store) is never published: it is a tool's or a secret, never a page's.
        .filter((entry) => !entry.name.startsWith("."))
        .map(async (entry) => {
          const file = relative === "" ? entry.name : `${relative}/${entry.name}`;
          if (entry.isDirectory()) await walk(file);
          else if (entry.isFile()) files.push(file);
        }),
    );
  };
  await walk("");
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

/**
 * Stage 1: the content, read and validated (D3), its uploaded photographs
 * checked and made into the files each place needs (D42), and the stylesheet
 * and scripts, bundled meanwhile.
 */
async function loadSite(options: Omit<BuildOptions, "outDir">): Promise<LoadedSite> {
  const siteUrlOverride = readSiteUrlVariable(options.siteUrl);
  const editorLogin = readEditorLogin(options.editorLogin ?? {});
  const imageCacheDir = options.imageCacheDir ?? defaultImageCacheDir(path.dirname(options.sourceDir));
  // Started first: esbuild bundles in a process of its own, so it works on the other core while this one reads the content.
  const bundling = step(`bundling the stylesheet and script from ${options.sourceDir}`, () =>
    bundleAssets(options.sourceDir, options.assetCacheDir),
  );
  const [{ content, files: images, processed: imagesProcessed }, assets] = await Promise.all([
    step(`reading the content in ${options.contentDir}`, () =>
      loadContent(options.contentDir, { siteUrl: siteUrlOverride, cache: options.cache }),
    ).then((content) =>
      step(`processing the photographs in ${path.join(options.contentDir, mediaFolder)}`, () =>
        processUploadedImages(content, { contentDir: options.contentDir, cacheDir: imageCacheDir }),
      ),
    ),
    bundling,
  ]);
  const today = options.today ?? todayInLondon(new Date());
  return {
    content,
    contentDir: options.contentDir,
    assets,
    images,
    imagesProcessed,
    siteUrl: resolveSiteUrl(content, siteUrlOverride),
    siteUrlOverride,
    editorLogin,
    today,
  };
}

/** Stage 2: the route table for the build's day (D24), and every link an editor wrote leading to one of its pages. */
function planRoutes(site: LoadedSite): SitePlan {
  const plan = planSite(site.content, site.assets, site.siteUrl, site.today);
  // Every href an editor wrote, in front matter or in a Markdown body, must lead to a page this build writes.
  const linkProblems = contentLinkProblems(
    site.content,
    plan.routes.map((route) => route.path),
  );
  // The agency's synonyms are measured against the board of the build's day: a word most open jobs have would find them all (D44).
  const synonymProblems = synonymBoardProblems(site.content.routes.jobs, plan.jobBoard.listing.vacancies);
  if (linkProblems.length + synonymProblems.length > 0) throw new ContentError([...linkProblems, ...synonymProblems]);
  return plan;
}

/**
 * Stage 3, the pages: each route rendered to its file, as UTF-8 bytes (a
 * large board's pages held as strings kept the garbage collector busy for a
 * third of the build). The renderer names the route and its source file when
 * a page fails. The dev server's open pages are rendered and shown first, so
 * an edit shows before the rest of the site is rendered and indexed.
 */
async function renderPages(
  plan: SitePlan,
  output: SiteOutput,
  { onProgress, openPages }: Pick<BuildOptions, "onProgress" | "openPages">,
): Promise<void> {
  // One renderer for the build: the layout is rendered once, for the open pages and the rest alike.
  const render = routeRenderer(plan.chrome);
  if (openPages) {
    const open = plan.routes.filter((route) => openPages.paths.has(route.path));
    await openPages.show(new Map(open.map((route) => [outputPathFor(route.path), render(route)])));
  }
  for (const [index, route] of plan.routes.entries()) {
    output.add(outputPathFor(route.path), render(route), route.source);
    onProgress?.({ stage: "Rendering pages", done: index + 1, total: plan.routes.length });
    // Now and then, let in what is waiting meanwhile: the dev server's requests for the open pages.
    if (index % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Stage 3, beside the pages: the files declared beside the route table
 * (src/outputs.ts: the stylesheet and scripts, the editor, the job board's
 * feeds and search index, sitemap.xml, robots.txt), the static files and
 * _headers. The pages are already in `output`, so a file that
 * would overwrite one is a named conflict.
 */
async function addFilesBesidePages(
  output: SiteOutput,
  site: LoadedSite,
  plan: SitePlan,
  staticDir: string,
): Promise<void> {
  const { content } = site;
  const files = filesBesidePages(site, plan);
  for (const file of files) {
    if ("copyOf" in file) output.addCopy(file.path, file.copyOf, file.source);
    else output.add(file.path, file.contents, file.source);
  }
  for (const file of site.images) output.add(file.path, file.contents, `the uploaded photographs in ${mediaFolder}/`);
  await step(`copying the files in ${staticDir}`, () => readStaticFiles(staticDir, output));
  // Last: the site's policy is given to every top-level file and folder but the editor's (renderHeaders).
  output.add(
    "_headers",
    renderHeaders(plan.routes, headerPolicy(content), [...output.paths], site.editorLogin),
    "the route table",
  );
  if (output.has(manifestFile)) output.add(manifestFile, "", "the build's manifest of the files it wrote (D20)");
  output.assertNoConflicts();
}

export interface RenderedSite {
  output: SiteOutput;
  imagesProcessed: number;
  routes: Route[];
  jobBoard: JobBoard;
}

/** Stages 1 to 3: the whole site in memory. Throws a ContentError listing every problem. */
export async function renderSite(options: Omit<BuildOptions, "outDir">): Promise<RenderedSite> {
  const site = await loadSite(options);
  const plan = planRoutes(site);
  const output = new SiteOutput();
  await renderPages(plan, output, options);
  await addFilesBesidePages(output, site, plan, options.staticDir);
  return { output, routes: plan.routes, jobBoard: plan.jobBoard, imagesProcessed: site.imagesProcessed };
}

/**
 * The whole build: the site rendered (stages 1 to 3), then written into
 * options.outDir (stage 4), which must be a folder the build may replace
 * (D20). The command line writes with the atomic swap of D3; the dev server
 * passes a writer that writes only what changed.
 */
export async function buildSite(options: BuildOptions, write: SiteWriter = writeSiteAtomically): Promise<BuildSummary> {
  const started = performance.now();
  const folders = { ...options, root: path.dirname(options.sourceDir) };
  // Before anything is read, so a refused --static or --out costs nothing; --out again before writing, in case the folder changed meanwhile.
  await checkStaticFolder(options.staticDir, folders);
  const checked = await checkOutFolder(options.outDir, folders);
  const lock = await lockOutFolder(checked.target, options.command ?? "a build");
  try {
    // A build killed mid-swap left the site beside the folder: back first, so a site is always there (write.ts).
    await restoreRetiredSite(checked.target);
    const { output, routes, jobBoard, imagesProcessed } = await renderSite(options);
    const out = await checkOutFolder(options.outDir, folders, checked);
    const removedFiles = await step(`writing the site to ${out.target}`, () => write(out, output));
    return {
      pages: routes.length,
      vacancies: {
        open: jobBoard.listing.vacancies.length,
        closed: jobBoard.published.length - jobBoard.listing.vacancies.length,
        scheduled: jobBoard.all.length - jobBoard.published.length,
      },
      files: output.size,
      bytes: output.totalBytes,
      milliseconds: Math.round(performance.now() - started),
      imagesProcessed,
      removedFiles: removedFiles ?? [],
    };
  } finally {
    await lock.release();
  }
}
