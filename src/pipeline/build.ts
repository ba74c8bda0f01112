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
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { Route } from "../routes";
import type { JobBoard } from "../jobs/board";
import { loadContent, type SiteContent } from "../content/load";
import { ContentError, problem, problemLine, type Problem } from "../content/problems";
import { hashText, type ContentCache } from "../content/load-cache";
import { contentLinkProblems } from "../content/content-links";
import { todayInLondon, type CalendarDate } from "../jobs/calendar";
import { bundleAssets, type Assets } from "./assets";
import { checkOutFolder, checkStaticFolder, manifestFile } from "./out-folder";
import { SiteOutput } from "./output";
import { planSite, type SitePlan } from "./plan";
import type { ProgressListener } from "./progress";
import { BuildStepFailed, Refusal } from "./refusal";
import { outputPathFor } from "../site-paths";
import { headerPolicy } from "./security-policy";
import { renderHeaders } from "./site-files";
import { filesBesidePages, type FileBesidePages } from "../outputs";
import { readSiteUrlVariable } from "./site-url";
import { keepSiteAsItIs, restoreRetiredSite, siteSnapshot, unchangedSince, writeSiteAtomically, type SiteWriter } from "./write";
import { lockOutFolder } from "./out-lock";
import { defaultImageCacheDir, processUploadedImages, type ImageFile } from "../images/process";
import { mediaFolder } from "../images/media";

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  staticDir: string;
  /** The generator's src/ folder, where the stylesheet and scripts start. */
  sourceDir: string;
  /** The host's URL environment variable, which wins over the site facts (D1). */
  siteUrl?: string | undefined;
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
  /** The folder the site was last written to: when the build's cache remembers writing it from the very same inputs, and nothing there changed since, its pages are this build's (writtenSite). */
  previousSite?: string | undefined;
}

export interface OpenPages {
  paths: ReadonlySet<string>;
  show: (pages: ReadonlyMap<string, Uint8Array>) => Promise<void>;
}

export interface BuildSummary {
  pages: number;
  /** Vacancies published on the build's day: open ones, and closed ones that keep their page (D24). */
  vacancies: { open: number; closed: number };
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
 * Every file below static/, as paths relative to it. Symbolic links are
 * followed to the files and folders they point at; one that loops (a link to
 * itself, or to a folder above it) or leads nowhere is a named problem, not
 * a hang or a crash.
 */
async function listStaticFiles(staticDir: string, contentDir: string): Promise<string[]> {
  // A link that leads into the content folder would publish its Markdown, drafts and vacancies not yet due included.
  const content = await realpath(contentDir).catch(() => path.resolve(contentDir));
  const inContent = (real: string) => real === content || real.startsWith(content + path.sep);
  const files: string[] = [];
  const problems: Problem[] = [];
  const walk = async (relative: string, ancestors: Set<string>, real: string): Promise<void> => {
    const entries = await readdir(path.join(staticDir, relative), { withFileTypes: true });
    await Promise.all(
      entries
        // A dotfile or dot-folder (.env, .git/, .DS_Store) is never published: it is a tool's or a secret, never a page's.
        .filter((entry) => !entry.name.startsWith("."))
        .map(async (entry) => {
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
            const real = await realpath(full);
            if (inContent(real)) {
              problems.push(problem(full, undefined, `is a symbolic link into the content folder (${real}), whose files would be published as they are; remove it`));
              return;
            }
            if (isFolder) realFolder = real;
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
  if (problems.length > 0) throw new ContentError(problems.sort((a, b) => (problemLine(a) < problemLine(b) ? -1 : 1)));
  return files.sort();
}

/** Adds the static files to the output; returns the hash of their paths and bytes, a part of what the site is made from (writtenSite). */
async function readStaticFiles(staticDir: string, contentDir: string, output: SiteOutput): Promise<string> {
  const files = await listStaticFiles(staticDir, contentDir);
  const contents = await Promise.all(files.map((file) => readFile(path.join(staticDir, file))));
  const hash = createHash("sha256");
  files.forEach((file, index) => {
    output.add(file, contents[index]!, `static/${file}`);
    hash.update(`${file}\0`).update(contents[index]!).update("\0");
  });
  return hash.digest("base64");
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

/** Stage 1's result: the content loaded and checked, and the stylesheet and scripts bundled. */
export interface LoadedSite {
  content: SiteContent;
  contentDir: string;
  assets: Assets;
  /** The files made of the uploaded photographs (D42), added beside the pages. */
  images: ImageFile[];
  imagesProcessed: number;
  siteUrl: string;
  /** The host's URL variable, when set: the editor's checks fill {{url}} with it as the build does. */
  siteUrlOverride: string | undefined;
  today: CalendarDate;
  /** The build's cache, for the files made from the generator's code alone (the editor's config.yml); none with --no-cache. */
  cache: ContentCache | undefined;
}

/**
 * Stage 1: the content, read and validated (D3), its uploaded photographs
 * checked and made into the files each place needs (D42), and the stylesheet
 * and scripts, bundled meanwhile.
 */
async function loadSite(options: Omit<BuildOptions, "outDir">): Promise<LoadedSite> {
  const siteUrlOverride = readSiteUrlVariable(options.siteUrl);
  const imageCacheDir = options.imageCacheDir ?? defaultImageCacheDir(path.dirname(options.sourceDir));
  const [{ content, files: images, processed: imagesProcessed }, assets] = await Promise.all([
    step(`reading the content in ${options.contentDir}`, () => loadContent(options.contentDir, { siteUrl: siteUrlOverride, cache: options.cache })).then((content) =>
      step(`processing the photographs in ${path.join(options.contentDir, mediaFolder)}`, () => processUploadedImages(content, { contentDir: options.contentDir, cacheDir: imageCacheDir })),
    ),
    step(`bundling the stylesheet and script from ${options.sourceDir}`, () => bundleAssets(options.sourceDir, options.assetCacheDir)),
  ]);
  const today = options.today ?? todayInLondon(new Date());
  return { content, contentDir: options.contentDir, assets, images, imagesProcessed, siteUrl: resolveSiteUrl(content, siteUrlOverride), siteUrlOverride, today, cache: options.cache };
}

/** Stage 2: the route table for the build's day (D24), and every link an editor wrote leading to one of its pages. */
function planRoutes(site: LoadedSite): SitePlan {
  const plan = planSite(site.content, site.assets, site.siteUrl, site.today);
  // Every href an editor wrote, in front matter or in a Markdown body, must lead to a page this build writes.
  const linkProblems = contentLinkProblems(site.content, plan.routes.map((route) => route.path));
  if (linkProblems.length > 0) throw new ContentError(linkProblems);
  return plan;
}

/**
 * What the pages and the files beside them are made from, beside the
 * generator's code (whose version the cache belongs to), as one hash: the
 * content, by the version of it the cache loaded (every file's text and the
 * facts, load-cache.ts), its photographs, by the names of the files made of
 * them (each names its bytes' hash), the day, the site's URL and what every
 * page shares (the bundles' names, the footer's year). Writing the loaded
 * content out instead took longer, at 4,000 pages, than the pages it saved
 * rendering (BENCHMARKS.md, issue 40).
 */
function renderInputsHash(site: LoadedSite, plan: SitePlan): string | undefined {
  if (!site.cache) return undefined;
  const { stylesheet, script, jobSearch, editor } = site.assets;
  const hrefs = [stylesheet.href, script.href, jobSearch.href, editor.href];
  const photographs = site.images.map((file) => file.path).sort();
  return hashText(JSON.stringify([site.cache.contentVersion, photographs, site.siteUrl, site.siteUrlOverride ?? null, site.today, hrefs, plan.chrome, plan.routes.map((route) => route.path)]));
}

/**
 * The site the command line last wrote to its output folder, as the build's
 * cache remembers it (buildSite): kept under what its pages and the files
 * beside them were made from (renderInputsHash) and the folder's path, with
 * the hash of its static files and a snapshot of every file and folder as
 * written (write.ts, siteSnapshot). Undefined unless it was made from this
 * build's inputs and every file and folder there is as it was written: then
 * its pages are this build's pages, byte for byte.
 */
interface WrittenSite {
  folder: string;
  staticHash: string;
  /** Every file written, with its length in bytes. */
  sizes: Map<string, number>;
}

const writtenSiteKey = (folder: string, inputsHash: string) => hashText(`${folder}\0${inputsHash}`);

function writtenSite(cache: ContentCache, folder: string, inputsHash: string): WrittenSite | undefined {
  const held = cache.held("written site", writtenSiteKey(folder, inputsHash)) as string[] | undefined;
  if (!held) return undefined;
  const [staticHash, ...snapshot] = held;
  if (staticHash === undefined || !unchangedSince(folder, snapshot)) return undefined;
  const sizes = new Map<string, number>();
  for (const line of snapshot) {
    const [file, stats] = line.split("\t");
    if (file && !file.endsWith("/")) sizes.set(file, Number(stats!.split(" ")[1]));
  }
  return { folder, staticHash, sizes };
}

/**
 * Stage 3, the pages: each route rendered to its file, as UTF-8 bytes (a
 * large board's pages held as strings kept the garbage collector busy for a
 * third of the build). The renderer names the route and its source file when
 * a page fails. When the output folder holds the site last written from the
 * very same inputs, untouched (writtenSite), each page is that site's file,
 * neither rendered nor read: the writer links it, or writes nothing at all
 * (buildSite), and no renderer is loaded. Reading and hashing each page
 * there instead took a rebuild of 4,000 pages a fifth of its time
 * (BENCHMARKS.md, issue 40).
 */
async function renderPages(plan: SitePlan, written: WrittenSite | undefined, output: SiteOutput, { onProgress, openPages }: Pick<BuildOptions, "onProgress" | "openPages">): Promise<void> {
  const files = plan.routes.map((route) => outputPathFor(route.path));
  if (written && files.every((file) => written.sizes.has(file))) {
    if (openPages) await showOpenPages(plan, (route) => readFileSync(path.join(written.folder, outputPathFor(route.path))), openPages);
    plan.routes.forEach((route, index) => output.addCopy(files[index]!, path.join(written.folder, files[index]!), route.source, written.sizes.get(files[index]!)));
    return;
  }
  const pages = await renderEveryPage(plan, onProgress, openPages);
  plan.routes.forEach((route, index) => output.add(files[index]!, pages[index]!, route.source));
}

/**
 * Stage 3 for the dev server: the pages open in a browser, rendered and
 * shown before anything else, so an edit shows before the rest of the site
 * is rendered and indexed.
 */
async function showOpenPages(plan: SitePlan, render: (route: Route) => Uint8Array, openPages: OpenPages): Promise<void> {
  const open = plan.routes.filter((route) => openPages.paths.has(route.path));
  await openPages.show(new Map(open.map((route) => [outputPathFor(route.path), render(route)])));
}

async function renderEveryPage(plan: SitePlan, onProgress: ProgressListener | undefined, openPages: OpenPages | undefined): Promise<Uint8Array[]> {
  // React's server renderer is loaded only now: a build whose pages all come from the cache never needs it.
  const { routeRenderer } = await import("./render");
  // One renderer for the build: the layout is rendered once, for the open pages and the rest alike.
  const render = routeRenderer(plan.chrome);
  if (openPages) await showOpenPages(plan, render, openPages);
  const pages: Uint8Array[] = [];
  for (const [index, route] of plan.routes.entries()) {
    pages.push(render(route));
    onProgress?.({ stage: "Rendering pages", done: index + 1, total: plan.routes.length });
    // Now and then, let in what is waiting meanwhile: the dev server's requests for the open pages.
    if (index % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
  }
  return pages;
}

/**
 * Stage 3, beside the pages: the files declared beside the route table
 * (src/outputs.ts: the stylesheet and scripts, the editor, the job board's
 * feeds and search index, sitemap.xml, robots.txt), the static files and
 * _headers. The pages are already in `output`, so a file that
 * would overwrite one is a named conflict.
 */
async function addFilesBesidePages(output: SiteOutput, site: LoadedSite, plan: SitePlan, inputsHash: string | undefined, staticDir: string): Promise<string> {
  const { content } = site;
  // Made from what the pages are made from (the search index, the feeds, the editor's snapshot): kept beside them.
  const held = inputsHash === undefined ? undefined : (site.cache?.held("files beside pages", inputsHash) as FileBesidePages[] | undefined);
  const files = held ?? filesBesidePages(site, plan);
  // Kept as UTF-8 bytes: the cache reads bytes back as they are, and text of two-byte characters at twice its length, character by character (BENCHMARKS.md, issue 40).
  if (inputsHash !== undefined && !held) site.cache?.keep("files beside pages", inputsHash, files.map((file) => ("contents" in file && typeof file.contents === "string" ? { ...file, contents: Buffer.from(file.contents) } : file)));
  for (const file of files) {
    if ("copyOf" in file) output.addCopy(file.path, file.copyOf, file.source);
    else output.add(file.path, file.contents, file.source);
  }
  for (const file of site.images) output.add(file.path, file.contents, `the uploaded photographs in ${mediaFolder}/`);
  const staticHash = await step(`copying the files in ${staticDir}`, () => readStaticFiles(staticDir, site.contentDir, output));
  // Last: the site's policy is given to every top-level file and folder but the editor's (renderHeaders).
  output.add("_headers", renderHeaders(plan.routes, headerPolicy(content), [...output.paths]), "the route table");
  if (output.has(manifestFile)) output.add(manifestFile, "", "the build's manifest of the files it wrote (D20)");
  output.assertNoConflicts();
  return staticHash;
}

export interface RenderedSite {
  output: SiteOutput;
  imagesProcessed: number;
  routes: Route[];
  jobBoard: JobBoard;
  /** What the site is made from, as the build's cache keeps it (writtenSite); undefined without a cache. */
  madeFrom?: { inputsHash: string; staticHash: string } | undefined;
  /** The folder the site was last written to (previousSite) holds exactly this site, every file as written and no other: there is nothing to write. */
  alreadyWritten: boolean;
}

/** Stages 1 to 3: the whole site in memory. Throws a ContentError listing every problem. */
export async function renderSite(options: Omit<BuildOptions, "outDir">): Promise<RenderedSite> {
  const site = await loadSite(options);
  const plan = planRoutes(site);
  const output = new SiteOutput();
  // The key of what the build's cache holds of earlier builds' pages and files beside them; none with --no-cache.
  const inputsHash = renderInputsHash(site, plan);
  const written = inputsHash !== undefined && options.previousSite ? writtenSite(site.cache!, options.previousSite, inputsHash) : undefined;
  await renderPages(plan, written, output, options);
  const staticHash = await addFilesBesidePages(output, site, plan, inputsHash, options.staticDir);
  // The same inputs and static files make the same files, and the snapshot holds every file and folder there: nothing was added since.
  const alreadyWritten = written !== undefined && written.staticHash === staticHash && written.sizes.size === output.size + 1;
  return { output, routes: plan.routes, jobBoard: plan.jobBoard, imagesProcessed: site.imagesProcessed, madeFrom: inputsHash === undefined ? undefined : { inputsHash, staticHash }, alreadyWritten };
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
    // The site being replaced: its pages are reused where the cache says they are what this build would render.
    const { output, routes, jobBoard, imagesProcessed, madeFrom, alreadyWritten } = await renderSite({ ...options, previousSite: checked.target });
    const out = await checkOutFolder(options.outDir, folders, checked);
    const removedFiles = alreadyWritten ? await keepSiteAsItIs(out) : await step(`writing the site to ${out.target}`, () => write(out, output));
    // The site the command line wrote, remembered with the snapshot of its files (writtenSite). The dev server's writer writes in place, and keeps none.
    if (!alreadyWritten && madeFrom && write === writeSiteAtomically) {
      const snapshot = siteSnapshot(out.target, [...output.paths, manifestFile]);
      options.cache?.keep("written site", writtenSiteKey(out.target, madeFrom.inputsHash), [madeFrom.staticHash, ...snapshot]);
    }
    return {
      pages: routes.length,
      vacancies: { open: jobBoard.listing.vacancies.length, closed: jobBoard.published.length - jobBoard.listing.vacancies.length },
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
