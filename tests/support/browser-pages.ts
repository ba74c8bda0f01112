// What the browser test files share beyond ./browser.ts, so that each runs in
// seconds on a two-core machine, where Vitest runs one test file at a time:
// which built pages stand for each kind of page, and one watched page that a
// file's tests take turns on instead of each opening its own browser context
// (every new context and page starts a renderer process, which there costs
// more than most of the tests that use it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { openWatchedPage, pagesToCheck, type PageOptions, type ServedSite, type WatchedPage } from "./browser";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The built HTML file for a URL path: "/about/" is about/index.html, "/404.html" is itself. */
export function builtFileOf(dir: string, urlPath: string): string {
  return path.join(dir, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
}

/**
 * One page of every kind the site has, for the checks of what a page's kind
 * decides (its template, the shared stylesheet and script) rather than its
 * words: the slow checks' pages (pagesToCheck, which already keeps one of
 * each kind of job-board page), with the generic Markdown collection
 * (content/pages/, D9) folded to its first page, since MarkdownPageScreen
 * lays every one of them out alike and only their prose differs. Every
 * distinct route stays: home, each section's own page, each form's page, the
 * job listing and a filter page, an open and a closed vacancy, thank-you and
 * the 404 page.
 */
export function pageOfEachKind(dir: string): string[] {
  const all = pagesToCheck(dir);
  const markdownPages = fg
    .sync("*.md", { cwd: path.join(projectRoot, "content", "pages") })
    .map((file) => `/${path.basename(file, ".md")}/`)
    .sort();
  // Were the collection's pages ever to move, folding nothing would quietly check them all; say so instead.
  const missing = markdownPages.filter((urlPath) => !all.includes(urlPath));
  if (markdownPages.length === 0 || missing.length > 0) {
    throw new Error(
      `The Markdown collection's pages are not where pageOfEachKind expects them: ${missing.join(", ") || "content/pages/ is empty"}`,
    );
  }
  const folded = new Set(markdownPages.slice(1));
  return all.filter((urlPath) => !folded.has(urlPath));
}

/**
 * Of the given pages, the first to carry each distinct header: the header
 * differs between pages only in which navigation link is marked as current,
 * which sets it in a heavier weight (Header.css), and so wider.
 */
export function pagesWithDistinctHeaders(dir: string, urlPaths: string[]): string[] {
  const seen = new Set<string>();
  return urlPaths.filter((urlPath) => {
    const header = /<header[\s\S]*?<\/header>/.exec(readFileSync(builtFileOf(dir, urlPath), "utf8"))?.[0];
    if (!header) throw new Error(`${urlPath} has no header`);
    if (seen.has(header)) return false;
    seen.add(header);
    return true;
  });
}

export interface PageSettings {
  width: number;
  height?: number;
  reducedMotion?: "reduce" | "no-preference";
}

/**
 * One watched page (./browser.ts's openWatchedPage) opened before a file's or
 * a block's tests and closed after them; each test calls resetPage first.
 * The browser and site are read when the tests start, so `shared` may be
 * filled in by an earlier beforeAll.
 */
export function useWatchedPage(shared: { browser: Browser; site: ServedSite }, options: PageOptions): WatchedPage {
  const watched = {} as WatchedPage;
  beforeAll(async () => {
    Object.assign(watched, await openWatchedPage(shared.browser, shared.site, options));
  });
  afterAll(async () => {
    await watched.context?.close();
  });
  return watched;
}

/**
 * Sets a shared page back to how a fresh one starts, so no test depends on
 * where another left off: no problems noted yet, no route or request
 * listener a test added (one that held a request included), nothing a test
 * noted in sessionStorage, the pointer out of the way, and the size and
 * motion preference the test asks for. Each test then begins with its own
 * page load; the history it inherits, no test reads. Cheaper than a fresh
 * context, which starts a renderer process for every test.
 */
export async function resetPage(watched: WatchedPage, settings: PageSettings): Promise<void> {
  watched.problems.length = 0;
  await watched.page.unrouteAll({ behavior: "ignoreErrors" });
  watched.page.removeAllListeners("request");
  if (watched.page.url().startsWith("http")) await watched.page.evaluate(() => sessionStorage.clear());
  // The pointer stays where the last test clicked; in the corner it hovers over nothing a test compares.
  await watched.page.mouse.move(0, 0);
  await watched.page.setViewportSize({ width: settings.width, height: settings.height ?? 800 });
  await watched.page.emulateMedia({ reducedMotion: settings.reducedMotion ?? "no-preference" });
}

/**
 * Works through `items` on `workers` pages at once, each taking the next item
 * as soon as it is free. On two cores a page waiting on its renderer leaves
 * the other core idle; a second page uses it.
 */
export async function shareOut<T>(
  items: readonly T[],
  workers: number,
  work: (item: T, worker: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async (_, worker) => {
      while (next < items.length) await work(items[next++]!, worker);
    }),
  );
}

/**
 * Resizes a page's window as Playwright's setViewportSize does, less its
 * resizing of the browser window itself, which headless Chromium does not
 * need and which takes several times as long: for checks that step through
 * many widths. The page's scripts hear of the new size at its next frame, as
 * after any resize. Playwright does not know of this size, so a page resized
 * this way should be resized only this way.
 */
export async function windowResizer(page: Page): Promise<(width: number, height?: number) => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  return async (width, height = 800) => {
    await session.send("Emulation.setDeviceMetricsOverride", {
      width,
      height,
      screenWidth: width,
      screenHeight: height,
      deviceScaleFactor: 1,
      mobile: false,
      screenOrientation: { angle: 0, type: "landscapePrimary" },
    });
  };
}
