// The command line (D18): npm run build [-- --content DIR --out DIR]
//
// Only what a build with nothing to do needs is imported here: it checks the
// last build's record (last-build.ts) and stops. The build itself, React's
// renderer, the schemas and the bundlers, is loaded only when there is work.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commandLineCacheDir, readContentCache, saveContentCache } from "./content/load-cache";
import { readOptions } from "./command-line";
import { terminalProgress } from "./pipeline/progress";
import { ContentError } from "./content/problems";
import { BuildStepFailed, Refusal } from "./pipeline/refusal";
import { canonical } from "./pipeline/out-folder";
import { checkLastBuild, hashInputFiles, recordBuild, type BuildFigures, type BuildInputs } from "./pipeline/last-build";
import { editorLoginVariables } from "./admin/editor-login";

const usage = "Usage: npm run build -- [--content DIR] [--out DIR] [--static DIR] [--today YYYY-MM-DD] [--no-cache]";

/**
 * The version of the generator running, which keys the content cache: the
 * hash scripts/run.mjs names this command line's bundle after, of every
 * source it is made from, the installed packages' lock and Node's version
 * (reading and hashing the 700 kB bundle again cost every build a few ms);
 * the hash of the bundle itself when it is named otherwise. Undefined when a
 * test imports the TypeScript source, which keeps no cache.
 */
function generatorVersion(): string | undefined {
  if (!/\.[cm]js$/.test(import.meta.url)) return undefined;
  const named = /-([0-9a-f]{16})\/main\.mjs$/.exec(import.meta.url);
  if (named) return named[1];
  return createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url))).digest("base64");
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function summaryLine(built: BuildFigures, milliseconds: number, outDir: string): string {
  return `Built ${built.pages} pages (${built.files} files, ${formatBytes(built.bytes)}; vacancies: ${built.vacancies.open} open, ${built.vacancies.closed} closed) in ${milliseconds} ms → ${outDir}/`;
}

/** root is the project folder: the defaults and the generator's own sources are found from it. */
export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      content: { type: "string", default: "content" },
      out: { type: "string", default: "dist" },
      static: { type: "string", default: "static" },
      /** The day to publish vacancies for (D24); Europe/London's today by default. */
      today: { type: "string" },
      /** Validates every content file, processes every uploaded photograph and bundles the stylesheet and scripts again, reading nothing from any cache. */
      "no-cache": { type: "boolean", default: false },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const started = performance.now();
  const outDir = options.out;
  const contentDir = path.resolve(options.content);
  const version = options["no-cache"] ? undefined : generatorVersion();
  const inputs = version === undefined ? undefined : { root, generator: version, contentDir, staticDir: path.resolve(options.static), target: await canonical(path.resolve(outDir)), year: new Date().getFullYear(), siteUrl: process.env.URL, editorLogin: editorLoginVariables(process.env) };
  // Nothing changed since the last build into this folder, which holds what it wrote: nothing to do (last-build.ts).
  const lastBuild = inputs ? checkLastBuild(inputs, options.today, Date.now()) : {};
  if (lastBuild.stands) {
    console.log(summaryLine(lastBuild.stands, Math.round(performance.now() - started), outDir));
    return 0;
  }

  const [{ buildSite }, { readTodayOption, buildDay, londonDay }] = await Promise.all([import("./pipeline/build"), import("./jobs/today-option")]);
  const todayOption = readTodayOption(options.today, usage);
  if (todayOption === 2) return 2;
  // The build's day, fixed now: the inputs are hashed for the day the build is for, even across midnight.
  const today = buildDay(todayOption);
  const builtFrom: BuildInputs | undefined = inputs && { ...inputs, today };
  // Hashed before the build (by the check, when there is a record), and again after it when the record is kept: an input changed meanwhile may have been read either way.
  const inputFilesBefore = builtFrom && (lastBuild.inputFiles ? lastBuild.inputFiles.files : hashInputFiles(builtFrom));
  // On a terminal only: CI logs and pipes get the summary line alone.
  const progress = terminalProgress(process.stdout);
  const cacheDir = commandLineCacheDir(root);
  const cache = version ? readContentCache(cacheDir, contentDir, version) : undefined;
  try {
    const summary = await buildSite({
      contentDir,
      // As given: checkOutFolder names it in a refusal, and refuses an empty one (D20).
      outDir,
      staticDir: path.resolve(options.static),
      sourceDir: path.join(root, "src"),
      siteUrl: process.env.URL,
      editorLogin: editorLoginVariables(process.env),
      today,
      onProgress: progress?.report,
      cache,
      command: "npm run build",
      // --no-cache: the stylesheet and scripts are bundled afresh too.
      assetCacheDir: options["no-cache"] ? false : undefined,
      // --no-cache: every uploaded photograph is processed afresh.
      imageCacheDir: options["no-cache"] ? false : undefined,
    });
    progress?.clear();
    if (summary.removedFiles.length > 0) {
      const shown = summary.removedFiles.slice(0, 10).join(", ") + (summary.removedFiles.length > 10 ? `, and ${summary.removedFiles.length - 10} more` : "");
      console.error(`${outDir}/ held ${summary.removedFiles.length} ${summary.removedFiles.length === 1 ? "file" : "files"} no build had written, replaced with the rest of the old site: ${shown}. Keep your own files outside the output folder.`);
    }
    if (builtFrom && inputFilesBefore) recordBuild(builtFrom, inputFilesBefore, londonDay(today), summary.output, summary);
    console.log(summaryLine(summary, summary.milliseconds, outDir));
    return 0;
  } catch (error) {
    progress?.clear();
    if (error instanceof Refusal) {
      // Refused before anything was touched (D20).
      console.error(`Build refused: ${error.message}`);
      return 2;
    }
    if (error instanceof ContentError) {
      console.error(`Build failed. ${error.message}\n${outDir}/ was left as it was.`);
    } else {
      // What the build was doing and what went wrong, without a stack trace for an editor to read.
      const message = error instanceof BuildStepFailed ? ` ${error.message}` : `: ${error instanceof Error ? error.message : String(error)}`;
      console.error(`Build failed${message}\n${outDir}/ was left as it was.`);
    }
    return 1;
  } finally {
    // Even after content errors: the files that were fine need not be validated again.
    if (cache) saveContentCache(cache, cacheDir, contentDir);
  }
}
