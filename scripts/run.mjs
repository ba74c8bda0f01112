#!/usr/bin/env node
// Runs one of the project's TypeScript command lines: node scripts/run.mjs src/cli.ts [args].
// Node cannot run TypeScript and JSX itself, so esbuild first bundles the
// entry into one ES module (React in its production build, D18), then this
// script imports it and calls its main(argv, root), which returns the exit code.
// The bundle is kept in node_modules/.cache/run/ and made again only when a
// source is newer than it. `node scripts/run.mjs --prepare` (npm's prepare
// script, run by npm ci and npm install) makes the command lines' bundles
// ahead of time, so the first build after an install pays no bundling.
import { readdirSync, statSync } from "node:fs";
import { mkdir, rename, utimes, writeFile } from "node:fs/promises";
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

/** Named after the entry's path, so src/cli.ts and src/preview/cli.ts keep bundles of their own. */
function bundlePathFor(entry) {
  const entryName = path.relative(root, path.resolve(root, entry)).replace(/\.tsx?$/, "").replace(/[\\/]/g, "--");
  return path.join(root, "node_modules", ".cache", "run", `${entryName}.mjs`);
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
const bundledPackages = new Set(["react", "react-dom", "lucide-react", "zod", "marked", "gray-matter", "fast-glob"]);
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
    format: "esm",
    target: "node20",
    plugins: [keepPackagesInstalled],
    // Bundled packages in their ES module form, which esbuild can tree-shake (lucide-react ships every icon).
    mainFields: ["module", "main"],
    // Bundled CommonJS packages may still require() Node's own modules.
    banner: { js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);' },
    // React from node_modules reads NODE_ENV at load time: production, as D18 asks.
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  // Written beside and renamed into place, so a command started at the same moment never imports half a file.
  const partial = `${bundle}.${process.pid}.partial`;
  await writeFile(partial, result.outputFiles[0].contents);
  // Dated from before bundling began: a source saved while esbuild was reading still counts as newer.
  await utimes(partial, started / 1000, started / 1000);
  await rename(partial, bundle);
  return bundle;
}

if (entry === "--prepare") {
  for (const commandLine of commandLines) await ensureBundle(commandLine);
} else {
  const bundle = await ensureBundle(entry);
  process.env.NODE_ENV = "production";
  const { main } = await import(pathToFileURL(bundle).href);
  process.exitCode = await main(argv, root);
}
