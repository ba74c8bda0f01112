#!/usr/bin/env node
// Runs one of the project's TypeScript command lines: node scripts/run.mjs src/cli.ts [args].
// Node cannot run TypeScript and JSX itself, so esbuild first bundles the
// entry into one minified CommonJS file (React in its production build, D18),
// then this script runs it, compiled from V8's code cache where it can, and
// calls its main(argv, root), which returns the exit code. The bundle is kept
// in node_modules/.cache/run/ and made again only when a source is newer than
// it. `node scripts/run.mjs --prepare` (npm's prepare script, run by npm ci and
// npm install) makes the command lines' bundles and first code caches ahead of
// time, and the site's stylesheet and client script, so the first build after
// an install bundles and compiles nothing it could have done before.
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, utimes, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { isMainThread, workerData } from "node:worker_threads";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/**
 * Set in a worker thread a command line started to share its work
 * (src/pipeline/build-workers.ts): the path of the command line's own bundle,
 * which the worker runs as the main thread did, from the same code cache.
 */
const bundleForWorker = isMainThread ? undefined : workerData?.bundle;
const [entry, ...argv] = process.argv.slice(2);
if (!entry && !bundleForWorker) {
  console.error("Usage: node scripts/run.mjs <entry.ts> [arguments] | node scripts/run.mjs --prepare");
  process.exit(2);
}

/** The command lines npm's scripts run (package.json), bundled by --prepare. */
const commandLines = ["src/cli.ts", "src/preview/cli.ts", "src/dev/cli.ts", "src/check/links-cli.ts"];

/** Named after the entry's path, so src/cli.ts and src/preview/cli.ts keep bundles of their own. */
function bundlePathFor(entry) {
  const entryName = path.relative(root, path.resolve(root, entry)).replace(/\.tsx?$/, "").replace(/[\\/]/g, "--");
  return path.join(root, "node_modules", ".cache", "run", `${entryName}.cjs`);
}

/** The newest modification time of anything the bundle is made from: the sources, this script, the TypeScript settings and the installed packages. */
function newestSourceTime(entry) {
  let newest = 0;
  const consider = (file) => {
    newest = Math.max(newest, statSync(file).mtimeMs);
  };
  for (const folder of ["src", "scripts"]) {
    for (const item of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (item.isFile()) consider(path.join(item.parentPath, item.name));
    }
  }
  for (const file of [path.resolve(root, entry), "package.json", "package-lock.json", "tsconfig.json"]) consider(path.resolve(root, file));
  return newest;
}

/**
 * The generator's own pure-JavaScript packages are bundled: Node loads one
 * file far faster than hundreds of CommonJS modules (lucide-react alone took
 * 160 ms). Every other package, in particular those with native parts or that
 * load files of their own (esbuild, lightningcss, playwright-core), stays in
 * node_modules.
 */
const bundledPackages = new Set(["react", "react-dom", "lucide-react", "zod", "marked", "gray-matter", "fast-glob", "htmlparser2", "entities"]);
const keepPackagesInstalled = {
  name: "keep-packages-installed",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith("node:")) return { path: specifier, external: true };
      const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
      // What a bundled package imports is bundled with it.
      if (bundledPackages.has(name) || importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      return { path: specifier, external: true };
    });
  },
};

/**
 * react-dom/server for Node is two builds in one: the streaming renderer
 * (305 kB) and the legacy one behind renderToString and renderToStaticMarkup
 * (265 kB). They are CommonJS, so esbuild cannot drop the unused one; the
 * generator renders with renderToStaticMarkup alone, so the bundle takes only
 * the legacy build. Importing any other name from react-dom/server stops the
 * bundling with esbuild's "No matching export" error rather than failing at run time.
 */
const reactDomServerLegacyOnly = {
  name: "react-dom-server-legacy-only",
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server(\.node)?$/ }, () => ({ path: "react-dom/server", namespace: "react-dom-server-legacy-only" }));
    build.onLoad({ filter: /.*/, namespace: "react-dom-server-legacy-only" }, () => ({
      // The file by its path: react-dom's exports map does not name it.
      contents: `import legacy from ${JSON.stringify(path.join(root, "node_modules", "react-dom", "cjs", "react-dom-server-legacy.node.production.js"))};\nexport const { renderToString, renderToStaticMarkup, version } = legacy;\n`,
      resolveDir: root,
      loader: "js",
    }));
  },
};

/**
 * js-yaml 3 (gray-matter's) loads esprima, 280 kB of CommonJS, behind a
 * require that bundlers cannot see, for its !!js/function type. gray-matter
 * parses front matter with safeLoad, whose schema has no such type, and
 * content is never evaluated (D21): the bundle leaves esprima out.
 */
const yamlWithoutEsprima = {
  name: "yaml-without-esprima",
  setup(build) {
    build.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, async ({ path: file }) => {
      const source = await readFile(file, "utf8");
      const loadsEsprima = "esprima = _require('esprima');";
      if (!source.includes(loadsEsprima)) throw new Error(`${file} no longer loads esprima as scripts/run.mjs expects: check yamlWithoutEsprima`);
      return { contents: source.replace(loadsEsprima, "esprima = undefined;"), loader: "js" };
    });
  },
};

function bundleIsFresh(entry, bundle) {
  try {
    return statSync(bundle).mtimeMs > newestSourceTime(entry);
  } catch {
    return false;
  }
}

// Bundling costs more than the rest of a small build, so it happens only when a source changed since the last bundle.
async function ensureBundle(entry) {
  const bundle = bundlePathFor(entry);
  if (bundleIsFresh(entry, bundle)) return bundle;
  const started = Date.now();
  await mkdir(path.dirname(bundle), { recursive: true });
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [path.resolve(root, entry)],
    bundle: true,
    write: false,
    outfile: bundle,
    platform: "node",
    // CommonJS, which vm.Script compiles with V8's code cache (see loadBundle).
    format: "cjs",
    target: "node20",
    plugins: [reactDomServerLegacyOnly, yamlWithoutEsprima, keepPackagesInstalled],
    // Less for Node to parse and compile on every run. Names are minified too:
    // no message depends on one (errors set their name), and the source map
    // beside the bundle gives them back: node --enable-source-maps scripts/run.mjs ...
    minify: true,
    sourcemap: "linked",
    // Bundled packages in their ES module form, which esbuild can tree-shake (lucide-react ships every icon).
    mainFields: ["module", "main"],
    // Strict, as ES modules are; and what import.meta.url would be, had the bundle stayed one.
    banner: { js: '"use strict";\nconst importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
    // Short lines: Node prints the line an uncaught error was thrown from.
    lineLimit: 200,
    // React from node_modules reads NODE_ENV at load time: production, as D18 asks.
    define: { "process.env.NODE_ENV": '"production"', "import.meta.url": "importMetaUrl" },
    logLevel: "warning",
  });
  // Written beside and renamed into place, so a command started at the same moment never imports half a file.
  // The source map first, so the bundle that names it never lands without it.
  for (const output of [...result.outputFiles].sort((a, b) => Number(a.path === bundle) - Number(b.path === bundle))) {
    const partial = `${output.path}.${process.pid}.partial`;
    await writeFile(partial, output.contents);
    // Dated from before bundling began: a source saved while esbuild was reading still counts as newer.
    await utimes(partial, started / 1000, started / 1000);
    await rename(partial, output.path);
  }
  return bundle;
}

/**
 * Compiling a 600 kB bundle takes Node about 25 ms on every run, and each
 * function again when first called. V8 can instead start from a code cache:
 * vm.Script takes one (cachedData) and makes one (createCachedData). Node 20
 * offers no code cache for ES modules, hence CommonJS bundles, compiled here
 * in the wrapper Node itself would give them.
 *
 * The cache is kept beside the bundle as <bundle>.v8cache, headed by the
 * identity of the bundle it was made from (inode, size, modification time):
 * V8 checks only that a cache suits the source's length, so a cache of an
 * older bundle is never offered to a newer one. --prepare makes a first cache
 * without running anything; the first run after it, or after V8 refused the
 * cache (another Node version or other flags), makes a fuller one, holding
 * also the functions that run compiled, and a run that loaded more of the
 * bundle than the one that made the cache makes it again (cacheKinds).
 */
function compileBundle(bundle, source, identity) {
  const cacheFile = `${bundle}.v8cache`;
  const cached = readCodeCache(cacheFile, identity);
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, {
    filename: bundle,
    // The wrapper's own line does not count: line numbers in errors are the bundle's.
    lineOffset: -1,
    cachedData: cached?.cachedData,
  });
  const usable = cached !== undefined && script.cachedDataRejected !== true;
  /** Writes the code cache, if this one holds more than what is there (cacheKinds). */
  const saveCodeCache = (kind) => {
    if (usable && cacheKinds.indexOf(kind) <= cacheKinds.indexOf(cached.kind)) return;
    try {
      // Written beside and renamed into place, as the bundle is.
      const partial = `${cacheFile}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.concat([Buffer.from(`${identity} ${kind}\n`, "latin1"), script.createCachedData()]));
      renameSync(partial, cacheFile);
    } catch {
      // A cache that cannot be written costs only speed.
    }
  };
  return { script, saveCodeCache };
}

/**
 * How much of the bundle a code cache holds compiled, least first: compiled
 * without running (--prepare); after a run that left part of the bundle
 * unloaded, which says so (the command line's codeCacheIsPartial: a build
 * whose content is unchanged never loads the validators); after a run of
 * the rest. A cache is made again only by a run that gives more.
 */
const cacheKinds = ["first", "partial", "full"];

/** The code cache made from the bundle with this identity, and its kind, if there is one. */
function readCodeCache(cacheFile, identity) {
  try {
    const stored = readFileSync(cacheFile);
    const headerEnd = stored.indexOf(10);
    const [madeFrom, kind] = stored.subarray(0, headerEnd).toString("latin1").split(" ");
    if (madeFrom === identity) return { cachedData: stored.subarray(headerEnd + 1), kind };
  } catch {
    // No cache yet: compiled from the source, and a cache made after.
  }
  return undefined;
}

/** The bundle's source, and its identity read from the same open file. */
function readBundle(bundle) {
  const descriptor = openSync(bundle, "r");
  try {
    const { ino, size, mtimeMs } = fstatSync(descriptor);
    return { source: readFileSync(descriptor, "utf8"), identity: `${ino}-${size}-${mtimeMs}` };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Node runs a bundle itself, without a code cache, when the bundle calls
 * import() (the dev server's does: Node 20 loses a script's import() when the
 * script comes from a code cache) or when source maps are on (node
 * --enable-source-maps scripts/run.mjs ...: Node maps only what it loads).
 */
const runsFromCodeCache = (source) => !/\bimport\(/.test(source) && !process.sourceMapsEnabled;

/** Runs the bundle as Node would run a CommonJS module, and gives its exports. */
function loadBundle(bundle) {
  const { source, identity } = readBundle(bundle);
  if (!runsFromCodeCache(source)) return { exports: createRequire(import.meta.url)(bundle), saveCodeCache: () => undefined };
  const { script, saveCodeCache } = compileBundle(bundle, source, identity);
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  return { exports: module.exports, saveCodeCache };
}

if (bundleForWorker) {
  // The bundle serves the build when it finds itself in a worker (src/cli.ts). Without the code cache each worker
  // compiled every function it called again, and ran its first chunks of the build at half the main thread's speed.
  loadBundle(bundleForWorker);
} else if (entry === "--prepare") {
  // Compiled, not run: a first code cache for each.
  for (const commandLine of commandLines) {
    const bundle = await ensureBundle(commandLine);
    const { source, identity } = readBundle(bundle);
    if (runsFromCodeCache(source)) compileBundle(bundle, source, identity).saveCodeCache("first");
  }
  // The stylesheet and client script too (src/pipeline/assets.ts caches them), so the first build after an install bundles nothing.
  // Only a head start: a stylesheet or script that does not bundle is for the build to report.
  const { bundleAssets } = loadBundle(await ensureBundle("src/pipeline/assets.ts")).exports;
  await bundleAssets(path.join(root, "src")).catch(() => undefined);
} else {
  const bundle = await ensureBundle(entry);
  process.env.NODE_ENV = "production";
  const { exports, saveCodeCache } = loadBundle(bundle);
  process.exitCode = await exports.main(argv, root);
  saveCodeCache(exports.codeCacheIsPartial?.() ? "partial" : "full");
}
