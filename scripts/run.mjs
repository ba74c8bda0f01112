#!/usr/bin/env node
// Runs one of the project's TypeScript command lines: node scripts/run.mjs src/cli.ts [args].
//
// Node cannot run TypeScript and JSX itself, so esbuild bundles the entry into
// minified ES modules (React in its production build, D18), and this script
// imports the entry's and calls its main(argv, root), which returns the exit
// code. What the entry imports with import() is a module of its own, loaded
// only when called. The bundle is a folder named after a hash of everything it is
// made from (src/, scripts/, package-lock.json, tsconfig.json and the entry),
// in node_modules/.cache/run/: a bundle of that name is used as it is, any
// other is made afresh. No
// modification time is trusted. `node scripts/run.mjs --prepare` (npm's prepare script,
// run by npm ci and npm install) makes the command lines' bundles, and the
// site's stylesheet and scripts, ahead of time.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [entry, ...argv] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/run.mjs <entry.ts> [arguments] | node scripts/run.mjs --prepare");
  process.exit(2);
}

/** The command lines npm's scripts run (package.json), bundled by --prepare. */
const commandLines = ["src/cli.ts", "src/preview/cli.ts", "src/dev/cli.ts", "src/check/links-cli.ts"];

/**
 * Every file below a folder, a link not followed. One plain readdirSync a
 * folder: Node's own recursive listing took ten times as long, on every run
 * (BENCHMARKS.md's history).
 */
function filesBelow(folder, files = []) {
  for (const item of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, item.name);
    if (item.isDirectory()) filesBelow(file, files);
    else if (item.isFile()) files.push(file);
  }
  return files;
}

/** The hash of everything a bundle of `entry` is made from: the sources, this script, the installed packages' lock and the TypeScript settings. */
function sourceHash(entry) {
  const hash = createHash("sha256");
  const files = ["src", "scripts", "netlify"].flatMap((folder) => filesBelow(path.join(root, folder)));
  const settings = ["package-lock.json", "tsconfig.json"]
    .map((name) => path.join(root, name))
    .filter((file) => existsSync(file));
  for (const file of [...files.sort(), path.resolve(root, entry), ...settings]) {
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(readFileSync(file))
      .update("\0");
  }
  return hash.update(process.version).digest("hex").slice(0, 16);
}

/**
 * The generator's own pure-JavaScript packages are bundled: Node loads one
 * file far faster than hundreds of CommonJS modules (lucide-react alone took
 * 160 ms). Every other package, in particular those with native parts or that
 * find files beside their own (esbuild, lightningcss, chokidar, decap-server),
 * is loaded from node_modules as usual.
 */
const bundledPackages = new Set([
  "react",
  "react-dom",
  "lucide-react",
  "zod",
  "marked",
  "js-yaml",
  "fast-glob",
  "htmlparser2",
  "entities",
  "stopword",
  "stemmer",
]);
const keepPackagesInstalled = {
  name: "keep-packages-installed",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith("node:")) return { path: specifier, external: true };
      const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
      if (bundledPackages.has(name) || importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      return { path: specifier, external: true };
    });
  },
};

/**
 * Under a CPU profiler (`node --cpu-prof scripts/run.mjs …`) the bundle is
 * not minified, under a name of its own, so the profile names every function
 * and file as the sources do (BENCHMARKS.md: where a build's time goes).
 */
const profiling = process.execArgv.some((flag) => flag.startsWith("--cpu-prof") || flag.startsWith("--prof"));

/** The entry's bundle, made first when no bundle of these very sources exists; `made` says whether it was made now. */
async function ensureBundle(entry) {
  const entryName =
    path
      .relative(root, path.resolve(root, entry))
      .replace(/\.tsx?$/, "")
      .replace(/[\\/]/g, "--") + (profiling ? "--profile" : "");
  const folder = path.join(root, "node_modules", ".cache", "run", `${entryName}-${sourceHash(entry)}`);
  const bundle = path.join(folder, "main.mjs");
  if (existsSync(bundle)) return { bundle, made: false };
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: { main: path.resolve(root, entry) },
    bundle: true,
    write: false,
    outdir: folder,
    // What the entry loads with import() is a chunk of its own, evaluated only when it is called.
    splitting: true,
    chunkNames: "chunk-[hash]",
    outExtension: { ".js": ".mjs" },
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [keepPackagesInstalled],
    minify: !profiling,
    sourcemap: "linked",
    mainFields: ["module", "main"],
    // The CommonJS packages bundled in (React among them) call require for Node's own modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    lineLimit: 200,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  // Written whole beside it and renamed into place: a run started meanwhile never reads half a bundle.
  const partial = `${folder}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  for (const output of result.outputFiles)
    await writeFile(path.join(partial, path.relative(folder, output.path)), output.contents);
  // Another run may have made the same bundle meanwhile: theirs is kept.
  await rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true }));
  await removeOldBundles(path.dirname(folder), entryName);
  return { bundle, made: true };
}

/**
 * The entry's module. A bundle found in the cache that cannot be loaded (cut
 * short by a full disk, edited by hand) is made again, once, instead of
 * failing every run with a stack trace.
 */
async function importEntry(entry) {
  const { bundle, made } = await ensureBundle(entry);
  try {
    return await import(pathToFileURL(bundle).href);
  } catch (error) {
    if (made) throw error;
    await rm(path.dirname(bundle), { recursive: true, force: true });
    const again = await ensureBundle(entry);
    // A new URL: Node keeps the failed load of the old one.
    return import(`${pathToFileURL(again.bundle).href}?made-again`);
  }
}

/** Each change to a source makes a new bundle: only the few newest of an entry are kept (and none of the single files earlier versions made). */
async function removeOldBundles(folder, entryName) {
  const bundles = readdirSync(folder, { withFileTypes: true })
    .filter(
      (item) =>
        item.name.startsWith(entryName) && /^-[0-9a-f]{16}(\.mjs(\.map)?)?$/.test(item.name.slice(entryName.length)),
    )
    .map((item) => ({
      file: path.join(folder, item.name),
      time: item.isDirectory() ? statSync(path.join(folder, item.name)).mtimeMs : 0,
    }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of bundles.slice(4)) await rm(file, { recursive: true, force: true });
}

if (entry === "--prepare") {
  for (const commandLine of commandLines) await ensureBundle(commandLine);
  // The stylesheet and scripts too, into their cache: the first build after an install bundles nothing it could have done before.
  const { bundleAssets } = await import(pathToFileURL((await ensureBundle("src/pipeline/assets.ts")).bundle).href);
  await bundleAssets(path.join(root, "src")).catch(() => undefined);
} else {
  process.env.NODE_ENV = "production";
  const { main } = await importEntry(entry);
  process.exitCode = await main(argv, root);
}
