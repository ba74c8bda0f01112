#!/usr/bin/env node
// Runs the generator's command line (src/cli.ts). Node cannot run TypeScript
// and JSX itself, so esbuild first bundles the generator into one ES module
// (React in its production build, D18), then this script imports it.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bundle = path.join(root, "node_modules", ".cache", "generator", "cli.mjs");

await mkdir(path.dirname(bundle), { recursive: true });
await build({
  entryPoints: [path.join(root, "src", "cli.ts")],
  outfile: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Native and bundler packages load from node_modules as they are.
  external: ["esbuild", "lightningcss", "fast-glob", "gray-matter"],
  define: { "process.env.NODE_ENV": '"production"' },
  // Bundled CommonJS (React) calls require(); give the module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});

const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2), root);
