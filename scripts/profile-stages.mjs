#!/usr/bin/env node
// Where a build's time goes, by stage, from a CPU profile (BENCHMARKS.md, "Where a build's time goes"):
//
//   node --cpu-prof --cpu-prof-dir=prof scripts/run.mjs src/cli.ts [arguments]
//   node scripts/profile-stages.mjs prof/CPU.….cpuprofile
//
// Under --cpu-prof, scripts/run.mjs runs a bundle that is not minified (a
// folder named …--profile-<hash>), in whose modules esbuild marks where each source file and
// package begins, so each sample is put down to its stage (the build's
// function it ran under: loadContent, renderPages, adminFiles, …) and to its
// source file or package. Samples outside every stage are Node starting,
// scripts/run.mjs hashing the sources, and loading and evaluating the bundle.
// The profiler samples wall time: on a busy machine every figure grows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const [profileFile] = process.argv.slice(2);
if (!profileFile) {
  console.error("Usage: node scripts/profile-stages.mjs <file.cpuprofile>");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(profileFile, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** The profiled bundle's modules, found from the profile itself, and where each of their source files begins. */
const bundleUrls = new Set(
  profile.nodes.map((node) => node.callFrame.url).filter((url) => /--profile-[0-9a-f]{16}\/[^/]+\.mjs$/.test(url)),
);
const isBundle = (url) => bundleUrls.has(url);
const starts = new Map();
for (const url of bundleUrls) {
  const marks = [];
  readFileSync(fileURLToPath(url), "utf8")
    .split("\n")
    .forEach((line, index) => {
      const marked = /^\/\/ ((?:node_modules|src|scripts)\/\S+)$/.exec(line);
      if (marked) marks.push([index, marked[1].replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*/, "package $1")]);
    });
  starts.set(url, marks);
}
if (bundleUrls.size === 0) {
  console.error(
    `${profileFile} has no profiled bundle (…--profile-<hash>/main.mjs): run the build with node --cpu-prof, so scripts/run.mjs makes one.`,
  );
}
function sourceOf(node) {
  const { url, lineNumber } = node.callFrame;
  if (!isBundle(url))
    return url
      ? url.startsWith("node:")
        ? "Node's own modules"
        : path.basename(url)
      : `(${node.callFrame.functionName || "native"})`;
  let found = "the bundle's start";
  for (const [line, source] of starts.get(url)) {
    if (line > lineNumber) break;
    found = source;
  }
  return found;
}

/** The stages, by the function each runs in (src/pipeline/build.ts and what it calls). */
const stages = {
  sourceHash: "scripts/run.mjs: hashing the sources",
  readContentCache: "content cache: reading",
  checkStaticFolder: "output folder: checks and lock",
  checkOutFolder: "output folder: checks and lock",
  lockOutFolder: "output folder: checks and lock",
  restoreRetiredSite: "output folder: checks and lock",
  // After an await, a sample's stack starts at the function that awaited: the stages' inner functions are named too.
  loadContent: "content",
  loadContentWith: "content",
  processUploadedImages: "photographs",
  makeUpload: "photographs",
  readCached: "photographs",
  bundleAssets: "bundling (stylesheet and scripts)",
  readCache: "bundling (stylesheet and scripts)",
  planRoutes: "planning",
  renderPages: "rendering",
  showOpenPages: "rendering",
  adminFiles: "the editor's files",
  jobBoardFiles: "the job board's files",
  buildSearchIndex: "the job board's files: search index",
  vacancyFeeds: "the job board's files: feeds",
  renderSitemap: "sitemap, robots.txt, _headers, static files",
  renderHeaders: "sitemap, robots.txt, _headers, static files",
  readStaticFiles: "sitemap, robots.txt, _headers, static files",
  writeSiteAtomically: "writing",
  filesNoBuildWrote: "writing",
  removeLeftovers: "writing",
  saveContentCache: "content cache: saving",
};
const stageCache = new Map();
function stageOf(id) {
  if (stageCache.has(id)) return stageCache.get(id);
  const node = nodes.get(id);
  const name = node.callFrame.functionName;
  let stage;
  if (isBundle(node.callFrame.url) && name in stages) stage = stages[name];
  else if (name === "sourceHash") stage = stages.sourceHash;
  else if (name === "(garbage collector)") stage = "garbage collection";
  else if (name === "(idle)") stage = "idle (waiting for the file system or threads)";
  else if (!parents.has(id)) stage = undefined;
  else stage = stageOf(parents.get(id));
  stageCache.set(id, stage);
  return stage;
}

const byStage = new Map();
const bySource = new Map();
const add = (map, key, microseconds) => map.set(key, (map.get(key) ?? 0) + microseconds);
for (let index = 0; index < profile.samples.length; index++) {
  const id = profile.samples[index];
  const microseconds = profile.timeDeltas[index + 1] ?? 0;
  const node = nodes.get(id);
  let stage = stageOf(id);
  if (stage === undefined) {
    // Outside every stage: Node starting, or the bundle being loaded (compiled) or evaluated (every module's top-level code).
    const inBundle = [];
    for (let at = id; at !== undefined; at = parents.get(at)) inBundle.push(isBundle(nodes.get(at).callFrame.url));
    stage = inBundle.some(Boolean)
      ? "loading: evaluating the bundle's modules"
      : node.callFrame.url.startsWith("node:internal/modules") || node.callFrame.functionName === "(program)"
        ? "loading: Node starting, compiling the bundle"
        : "loading: other";
  }
  add(byStage, stage, microseconds);
  add(bySource, sourceOf(node), microseconds);
}
const total = [...byStage.values()].reduce((sum, value) => sum + value, 0);
const table = (title, map, rows) => {
  console.log(`\n${title}`);
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(
      `${(value / 1000).toFixed(1).padStart(9)} ms  ${((100 * value) / total).toFixed(1).padStart(5)} %  ${key}`,
    );
};
console.log(
  `${profileFile}: ${(total / 1000).toFixed(1)} ms sampled (${(profile.endTime - profile.startTime) / 1000} ms from the profiler's start to its end)`,
);
table("By stage:", byStage, 40);
table("By source file or package (self time):", bySource, 25);
