// The command line (D18): npm run build [-- --content DIR --out DIR]
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commandLineCacheDir, readContentCache, saveContentCache } from "./content/load-cache";
import { readOptions } from "./command-line";
import { terminalProgress } from "./pipeline/progress";
import { ContentError } from "./content/problems";
import { BuildStepFailed, Refusal } from "./pipeline/refusal";
import { editorLoginVariables } from "./admin/editor-login";
import { buildSite, type BuildSummary } from "./pipeline/build";
import { readTodayOption, buildDay } from "./jobs/today-option";

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
  return createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest("base64");
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function summaryLine(built: BuildSummary, milliseconds: number, outDir: string): string {
  return `Built ${built.pages} pages (${built.files} files, ${formatBytes(built.bytes)}; vacancies: ${built.vacancies.open} open, ${built.vacancies.closed} closed${built.vacancies.scheduled > 0 ? `, ${built.vacancies.scheduled} not yet posted` : ""}) in ${milliseconds} ms → ${outDir}/`;
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
  const outDir = options.out;
  const contentDir = path.resolve(options.content);
  const version = options["no-cache"] ? undefined : generatorVersion();
  const todayOption = readTodayOption(options.today, usage);
  if (todayOption === 2) return 2;
  const today = buildDay(todayOption);
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
      const shown =
        summary.removedFiles.slice(0, 10).join(", ") +
        (summary.removedFiles.length > 10 ? `, and ${summary.removedFiles.length - 10} more` : "");
      console.error(
        `${outDir}/ held ${summary.removedFiles.length} ${summary.removedFiles.length === 1 ? "file" : "files"} no build had written, replaced with the rest of the old site: ${shown}. Keep your own files outside the output folder.`,
      );
    }
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
      const message =
        error instanceof BuildStepFailed
          ? ` ${error.message}`
          : `: ${error instanceof Error ? error.message : String(error)}`;
      console.error(`Build failed${message}\n${outDir}/ was left as it was.`);
    }
    return 1;
  } finally {
    // Even after content errors: the files that were fine need not be validated again.
    if (cache) saveContentCache(cache, cacheDir, contentDir);
  }
}
