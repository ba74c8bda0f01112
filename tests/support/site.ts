// Builds the real site once per test file, in memory, through the same stages
// as `npm run build`, so tests read pages without touching dist/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { searchFunctionFolder } from "../../src/jobs/board-paths";
import { renderSite } from "../../src/pipeline/build";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export const projectPaths = {
  content: path.join(projectRoot, "content"),
  static: path.join(projectRoot, "static"),
  source: path.join(projectRoot, "src"),
};

/**
 * The day every test builds the site for (D24), so which sample vacancies
 * are open never depends on when the tests run. The global set-up builds
 * with the same day (global-setup.ts).
 */
export const testToday = "2026-11-21";

let built: ReturnType<typeof renderSite> | undefined;

/** The site as `npm run build` would write it, keyed by output path. */
export function buildProjectSite() {
  built ??= renderSite({
    contentDir: projectPaths.content,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    siteUrl: "https://www.ousevalley.example",
    today: testToday,
  });
  return built;
}

/** The HTML written for one output path, such as "contact/index.html". */
export async function builtPage(outputPath: string): Promise<string> {
  const { output } = await buildProjectSite();
  const file = output.files.get(outputPath);
  if (!file) throw new Error(`The build wrote no ${outputPath}; it wrote ${[...output.files.keys()].join(", ")}`);
  return String(file.contents);
}

/** The editor's files (D32): not pages of the site, and checked by tests of their own. */
export const isEditorFile = (file: string) => file.startsWith("admin/");

/** What only a host function reads, never published (board-paths.ts searchFunctionFolder): the search page's shell, checked filled in browser-job-board-results.test.ts. */
export const isFunctionFile = (file: string) => file.startsWith(`${searchFunctionFolder}/`);

/** Every HTML page the build writes for visitors, as [output path, html]. */
export async function builtPages(): Promise<[string, string][]> {
  const { output } = await buildProjectSite();
  return [...output.files]
    .filter(([file]) => file.endsWith(".html") && !isEditorFile(file) && !isFunctionFile(file))
    .map(([file, { contents }]) => [file, String(contents)]);
}
