// npm run dev: build the site, serve it through the preview server, watch
// content/, src/ and static/, rebuild on every change and reload the open
// pages by themselves.
//
// - The site is built into a folder of its own (.cache/dev-site/ unless told),
//   never dist/, and the reload script is added as pages are served, so no
//   built file ever contains it.
// - The reload script is a file on the same origin, so the site's
//   Content-Security-Policy (script-src 'self', from the built _headers)
//   allows it; an inline script would be blocked.
// - A content change rebuilds in this process. A change to src/ first bundles
//   the generator again (./site-builder.ts) and imports the new bundle.
// - When a build fails, the terminal and every page show why, and the last
//   good build stays on disk; the next successful build replaces the error.
import { randomBytes } from "node:crypto";
import { mkdir, realpath, rm, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { watch } from "chokidar";
import { build as esbuild } from "esbuild";
import { bundleClientScript } from "../pipeline/assets";
import { startPreviewServer } from "../preview/server";
import type { LocalMailbox } from "../alerts/local-services";
import type { BuildOutcome } from "./site-builder";
import { escapeHtml } from "../html-escape";

export interface DevServerOptions {
  /** The project folder: src/ is found from it. */
  root: string;
  contentDir: string;
  staticDir: string;
  /** Where the dev build is written; never dist/. */
  outDir: string;
  host?: string;
  port?: number;
  /** The host's URL environment variable, as the real build takes it (D1). */
  siteUrl?: string | undefined;
  /** The day to publish vacancies for (D24); each rebuild's own today when not given. */
  today?: string | undefined;
  /** Where progress and errors are told; the terminal unless a caller says otherwise. */
  log?: (line: string) => void;
  /** Job alerts' local mailbox (src/alerts/local-services.ts): the host's functions run, and /_dev/mail/ shows what they sent. */
  mailbox?: LocalMailbox;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

type SiteBuilder = typeof import("./site-builder");

const reloadScriptPath = "/__dev/reload.js";
const eventsPath = "/__dev/events";

/** Several changes saved together (an editor's "save all", a git checkout) make one rebuild. */
const settleMilliseconds = 15;

/** The page every request for a page gets while the latest build has failed. */
function buildFailedPage(message: string, reloadTag: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build failed</title>
${reloadTag}
</head>
<body>
<main>
<h1>The site could not be built</h1>
<p>Fix the problem below and save the file. This page reloads by itself when the site builds again.</p>
<pre>${escapeHtml(message)}</pre>
</main>
</body>
</html>
`;
}

/** Bundles src/dev/site-builder.ts into a file of its own and imports it: each import gets the generator as it is now. */
async function loadSiteBuilder(root: string, bundleDir: string, name: string): Promise<SiteBuilder> {
  const outfile = path.join(bundleDir, name);
  await esbuild({
    entryPoints: [path.join(root, "src", "dev", "site-builder.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Loaded once from node_modules and shared by every bundle after the first.
    packages: "external",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return (await import(pathToFileURL(outfile).href)) as SiteBuilder;
}

/** As an editor would type it: relative to where the server was started, unless that climbs out of it. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : relative;
}

/**
 * A page of the site. The editor at /admin/ is not one: reloading it on a
 * rebuild (which each save causes) would lose what the editor was typing, and
 * a failed build is shown in its own preview instead.
 */
function isPageRequest(req: IncomingMessage): boolean {
  const { pathname } = new URL(req.url ?? "/", "http://dev.invalid");
  return (req.method === "GET" || req.method === "HEAD") && (pathname.endsWith("/") || pathname.endsWith(".html")) && !isEditorPath(pathname);
}

const isEditorPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** The build-failed message while the content folder is not there. */
function contentFolderGone(contentDir: string): string {
  return `The content folder ${displayPath(contentDir)}${path.sep} does not exist: it has been moved, renamed or deleted, as checking out a git branch without it does. The site builds again by itself when the folder is back.`;
}

/** Whether a folder is there: the content folder is gone for a moment during a git checkout that switches branches. */
async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then((stats) => stats.isDirectory(), () => false);
}

/** Whether `file` is `folder` itself or anything inside it. */
function isWithin(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === "" || (relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const sourceDir = path.join(options.root, "src");
  const bundleDir = path.join(options.root, "node_modules", ".cache", "dev");
  await mkdir(bundleDir, { recursive: true });

  // Named for this server alone: a second server in the same process must not import the first one's builder, and its memory of what was written.
  const serverId = randomBytes(4).toString("hex");
  const builderBundle = (generation: number) => `site-builder-${process.pid}-${serverId}-${generation}.mjs`;
  const reloadScript = await bundleClientScript(path.join(sourceDir, "dev", "reload.client.ts"));
  /** Every finished build, good or bad, gets the next number; open pages compare it with their own. */
  let generation = 0;
  let failure: string | undefined;
  let builder: SiteBuilder | undefined;
  let builderGeneration = 0;
  /** Each open page's connection, with the path of the page: those are written first after an edit. */
  const listeners = new Map<ServerResponse, string>();
  /** Pages served lately, by path, with when: a page just loaded may not have connected yet when an edit arrives. */
  const recentlyServed = new Map<string, number>();
  const openPages = () => {
    const lately = performance.now() - 30_000;
    for (const [page, when] of recentlyServed) if (when < lately) recentlyServed.delete(page);
    return new Set([...listeners.values(), ...recentlyServed.keys()]);
  };

  const reloadTag = () => `<script src="${reloadScriptPath}" data-build="${generation}" defer></script>`;

  function announce(): void {
    for (const listener of listeners.keys()) listener.write(`data: ${generation}\n\n`);
  }

  async function reloadBuilder(): Promise<void> {
    builderGeneration += 1;
    builder = await loadSiteBuilder(options.root, bundleDir, builderBundle(builderGeneration));
  }

  /** One build; the reason is what changed, for the terminal. */
  async function rebuild(reason: string, sourceChanged: boolean): Promise<void> {
    const started = performance.now();
    let outcome: BuildOutcome;
    let openPagesReloaded = false;
    const failedBefore = failure !== undefined;
    try {
      if (sourceChanged || !builder) await reloadBuilder();
      const buildOptions = { contentDir: options.contentDir, outDir: options.outDir, staticDir: options.staticDir, sourceDir, siteUrl: options.siteUrl, today: options.today };
      if (await isFolder(options.contentDir)) {
        // The open pages are written first and reload while the rest of the site is rendered: an edit shows as soon as its own page is ready.
        outcome = await builder!.buildOnce(buildOptions, openPages(), () => {
          generation += 1;
          openPagesReloaded = true;
          failure = undefined;
          announce();
        });
      } else {
        // Said in one line, rather than as every file the build would find missing.
        outcome = { ok: false, kind: "content", message: contentFolderGone(options.contentDir) };
      }
    } catch (error) {
      // esbuild's own message names the file, line and column of a syntax error in src/.
      outcome = { ok: false, kind: "crash", message: error instanceof Error ? error.message : String(error) };
    }
    // Pages that reloaded early already show this build; only a failure after that must reach them.
    if (!openPagesReloaded || !outcome.ok) generation += 1;
    if (outcome.ok) {
      const recovered = failedBefore;
      failure = undefined;
      log(`${reason}: built ${outcome.summary.pages} pages in ${Math.round(performance.now() - started)} ms${recovered ? "; the build works again" : ""}`);
    } else {
      failure = outcome.message;
      log(`${reason}: the build failed, and the server keeps running. Pages show this until it is fixed:\n${outcome.message}`);
    }
    if (!openPagesReloaded || !outcome.ok) announce();
  }

  // Changes arriving during a build wait for it, then make one more build.
  let queued: { reasons: Set<string>; sourceChanged: boolean } | undefined;
  let building: Promise<void> | undefined;
  let settleTimer: NodeJS.Timeout | undefined;

  function runQueued(): void {
    if (building || !queued) return;
    const { reasons, sourceChanged } = queued;
    queued = undefined;
    const reason = reasons.size === 1 ? `${[...reasons][0]} changed` : `${reasons.size} files changed`;
    building = rebuild(reason, sourceChanged).finally(() => {
      building = undefined;
      runQueued();
    });
  }

  function changed(file: string): void {
    queued ??= { reasons: new Set(), sourceChanged: false };
    queued.reasons.add(displayPath(file));
    if (file.startsWith(sourceDir + path.sep) || file.startsWith(realSourceDir + path.sep)) queued.sourceChanged = true;
    clearTimeout(settleTimer);
    settleTimer = setTimeout(runQueued, settleMilliseconds);
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const { pathname } = new URL(req.url ?? "/", "http://dev.invalid");
    if (pathname === reloadScriptPath) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      res.end(reloadScript.contents);
      return true;
    }
    if (pathname === eventsPath) {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
      // Reconnect quickly when the server comes back.
      res.write(`retry: 500\ndata: ${generation}\n\n`);
      listeners.set(res, new URL(req.url ?? "/", "http://dev.invalid").searchParams.get("page") ?? "/");
      req.on("close", () => listeners.delete(res));
      return true;
    }
    if (isPageRequest(req)) {
      // A few dozen are plenty: requests for thousands of made-up paths must not grow it, or make a rebuild render them first.
      recentlyServed.delete(pathname);
      recentlyServed.set(pathname, performance.now());
      if (recentlyServed.size > 32) recentlyServed.delete(recentlyServed.keys().next().value!);
    }
    if (failure !== undefined && isPageRequest(req)) {
      const page = buildFailedPage(failure, reloadTag());
      res.writeHead(500, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : page);
      return true;
    }
    return false;
  }

  await rebuild("Started", true);

  const server = await startPreviewServer({
    root: options.outDir,
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    transformHtml: (html, urlPath) => (isEditorPath(urlPath) ? html : html.includes("</head>") ? html.replace("</head>", `${reloadTag()}</head>`) : `${reloadTag()}${html}`),
    handleRequest,
    functions: options.mailbox !== undefined,
    mailbox: options.mailbox,
  });

  // Symbolic links are watched as links, not followed: one that loops (a folder
  // linked into itself) would make chokidar stat ever longer paths and crash
  // the server. The folders themselves are watched at their real paths, so a
  // --content that is itself a link is still watched inside.
  //
  // The content folder is watched from the folder that holds it, everything
  // else there ignored: chokidar stops watching a folder it was given once
  // that folder is removed, and does not see it come back, so after a git
  // checkout of another branch (or content/ renamed away and back) no edit
  // would rebuild until a restart. A folder that appears inside a watched
  // one is watched again, each of its files reported as added, and so rebuilt.
  const realSourceDir = await realpath(sourceDir);
  const realContentDir = await realpath(options.contentDir).catch(() => options.contentDir);
  const realStaticDir = await realpath(options.staticDir).catch(() => options.staticDir);
  const contentParent = path.dirname(realContentDir);
  const folders = [realContentDir, realSourceDir, realStaticDir];
  // src/ and static/ usually sit beside content/, and are then watched through the same folder.
  const watched = [contentParent, ...[realSourceDir, realStaticDir].filter((dir) => !isWithin(dir, contentParent))];
  const ignored = (file: string) => path.relative(contentParent, file) !== "" && !folders.some((folder) => isWithin(file, folder));
  const watcher = watch(watched, { ignoreInitial: true, followSymlinks: false, ignored });
  watcher.on("all", (_event, file) => changed(file));
  // Until the watcher is ready, a change could go unnoticed.
  await new Promise<void>((resolve, reject) => {
    watcher.once("ready", resolve);
    watcher.once("error", reject);
  });
  watcher.on("error", (error) => log(`Watching for changes failed: ${error instanceof Error ? error.message : String(error)}`));

  return {
    url: server.url,
    async close() {
      clearTimeout(settleTimer);
      await watcher.close();
      await building;
      for (const listener of listeners.keys()) listener.end();
      await server.close();
      // Only this server's bundles: another dev server may be running from the same project.
      const ownBundles = Array.from({ length: builderGeneration }, (_, index) => path.join(bundleDir, builderBundle(index + 1)));
      await Promise.all(ownBundles.map((file) => rm(file, { force: true })));
    },
  };
}
