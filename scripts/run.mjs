#!/usr/bin/env node
// Runs one of the project's TypeScript command lines: node scripts/run.mjs src/cli.ts [args].
// Node cannot run TypeScript and JSX itself, so esbuild first bundles the
// entry into one ES module (React in its production build, D18), then this
// script imports it and calls its main(argv, root), which returns the exit code.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [entry, ...argv] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/run.mjs <entry.ts> [arguments]");
  process.exit(2);
}
const bundle = path.join(root, "node_modules", ".cache", "run", `${path.basename(entry).replace(/\.tsx?$/, "")}.mjs`);

await mkdir(path.dirname(bundle), { recursive: true });
await build({
  entryPoints: [path.resolve(root, entry)],
  outfile: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Packages with native parts, or that load files of their own, stay in node_modules.
  packages: "external",
  // React from node_modules reads NODE_ENV at load time: production, as D18 asks.
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
process.env.NODE_ENV = "production";

const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(argv, root);
