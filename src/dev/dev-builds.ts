// The dev server's builds: the generator as src/ is now (bundled afresh after
// a change there, ./site-builder.ts), each build into the dev folder, and the
// last build's failure, which every page shows until a build works again.
//
// - A content change rebuilds in this process. A change to src/ first bundles
//   the generator again and imports the new bundle.
// - When a build fails, the terminal says why, and the last good build stays
//   on disk; the next successful build replaces the error.
import { randomBytes } from "node:crypto";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build as esbuild } from "esbuild";
import type { BuildOutcome } from "./site-builder";
import { announce, openPages, type ReloadChannel } from "./reload-channel";

type SiteBuilder = typeof import("./site-builder");

export interface DevBuildOptions {
  /** The project folder: src/ is found from it. */
  root: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  siteUrl?: string | undefined;
  today?: string | undefined;
}

export interface DevBuilds {
  options: DevBuildOptions;
  sourceDir: string;
  /** Where the generator's bundles are written: node_modules/.cache/dev/. */
  bundleDir: string;
  /** Names this server's bundles alone: a second server in the same process must not import the first one's builder, and its memory of what was written. */
  serverId: string;
  builder: SiteBuilder | undefined;
  /** How many bundles of the generator this server has made. */
  builderGeneration: number;
  /** The latest build's message when it failed. */
  failure: string | undefined;
  channel: ReloadChannel;
  log: (line: string) => void;
}

export function devBuilds(options: DevBuildOptions, channel: ReloadChannel, log: (line: string) => void): DevBuilds {
  return {
    options,
    sourceDir: path.join(options.root, "src"),
    bundleDir: path.join(options.root, "node_modules", ".cache", "dev"),
    serverId: randomBytes(4).toString("hex"),
    builder: undefined,
    builderGeneration: 0,
    failure: undefined,
    channel,
    log,
  };
}

const builderBundle = (builds: DevBuilds, generation: number) =>
  `site-builder-${process.pid}-${builds.serverId}-${generation}.mjs`;

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

async function reloadBuilder(builds: DevBuilds): Promise<void> {
  builds.builderGeneration += 1;
  builds.builder = await loadSiteBuilder(
    builds.options.root,
    builds.bundleDir,
    builderBundle(builds, builds.builderGeneration),
  );
}

/** As an editor would type it: relative to where the server was started, unless that climbs out of it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : relative;
}

/** The build-failed message while the content folder is not there. */
function contentFolderGone(contentDir: string): string {
  return `The content folder ${displayPath(contentDir)}${path.sep} does not exist: it has been moved, renamed or deleted, as checking out a git branch without it does. The site builds again by itself when the folder is back.`;
}

/** Whether a folder is there: the content folder is gone for a moment during a git checkout that switches branches. */
async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

/** One build; the reason is what changed, for the terminal. */
export async function rebuild(builds: DevBuilds, reason: string, sourceChanged: boolean): Promise<void> {
  const { options, channel, log } = builds;
  const started = performance.now();
  let outcome: BuildOutcome;
  let openPagesReloaded = false;
  const failedBefore = builds.failure !== undefined;
  try {
    if (sourceChanged || !builds.builder) await reloadBuilder(builds);
    const buildOptions = {
      contentDir: options.contentDir,
      outDir: options.outDir,
      staticDir: options.staticDir,
      sourceDir: builds.sourceDir,
      siteUrl: options.siteUrl,
      today: options.today,
    };
    if (await isFolder(options.contentDir)) {
      // The open pages are written first and reload while the rest of the site is rendered: an edit shows as soon as its own page is ready.
      outcome = await builds.builder!.buildOnce(buildOptions, openPages(channel), () => {
        channel.generation += 1;
        openPagesReloaded = true;
        builds.failure = undefined;
        announce(channel);
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
  if (!openPagesReloaded || !outcome.ok) channel.generation += 1;
  if (outcome.ok) {
    const recovered = failedBefore;
    builds.failure = undefined;
    log(
      `${reason}: built ${outcome.summary.pages} pages in ${Math.round(performance.now() - started)} ms${recovered ? "; the build works again" : ""}`,
    );
  } else {
    builds.failure = outcome.message;
    log(
      `${reason}: the build failed, and the server keeps running. Pages show this until it is fixed:\n${outcome.message}`,
    );
  }
  if (!openPagesReloaded || !outcome.ok) announce(channel);
}

/** Deletes this server's bundles of the generator: another dev server may be running from the same project. */
export async function removeOwnBundles(builds: DevBuilds): Promise<void> {
  const ownBundles = Array.from({ length: builds.builderGeneration }, (_, index) =>
    path.join(builds.bundleDir, builderBundle(builds, index + 1)),
  );
  await Promise.all(ownBundles.map((file) => rm(file, { force: true })));
}
