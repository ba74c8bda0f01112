// What every browser test shares: the built site served by the preview server,
// and pages that fail the test on any console error, CSP violation or
// uncaught exception.
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import fg from "fast-glob";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { startPreviewServer } from "../../src/preview/server";
import { launchChromium } from "../../src/tools/chromium";
import { urlPathOf } from "../../src/site-paths";
import type { FormSubmission } from "../../src/preview/forms";

/** The external stock-photo host (the specification, section 2). The tests have no network, so its requests are aborted. */
export const imageHost = "images.unsplash.com";

/** The specification's header links (section 2), in order. */
export const navigation = [
  { label: "Home", path: "/" },
  { label: "Our Sectors", path: "/sectors/" },
  { label: "Who We Are", path: "/about/" },
  { label: "For Employers", path: "/employers/" },
  { label: "For Candidates", path: "/candidates/" },
  { label: "Contact", path: "/contact/" },
];

export interface ServedSite {
  url: string;
  /** The folder the real build wrote. */
  dir: string;
  /** Every submission the preview server accepted, oldest first. */
  submissions(): Promise<FormSubmission[]>;
  close(): Promise<void>;
}

/** Serves the site built once for this run (tests/support/global-setup.ts) on an ephemeral port. */
export async function serveBuiltSite(): Promise<ServedSite> {
  const dir = inject("builtSiteDir");
  const work = await mkdtemp(path.join(tmpdir(), "ouse-valley-forms-"));
  const submissionsFile = path.join(work, "submissions.jsonl");
  const server = await startPreviewServer({ root: dir, port: 0, submissionsFile });
  return {
    url: server.url,
    dir,
    async submissions() {
      const text = await readFile(submissionsFile, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as FormSubmission);
    },
    async close() {
      await server.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}

const require = createRequire(import.meta.url);
const { pagesToCheck: pagesToCheckInDir } = require("../../src/tools/pages-to-check.cjs") as {
  pagesToCheck: (dir: string) => string[];
};

/** The pages the slow checks visit: all but the job board's repeats (src/tools/pages-to-check.cjs). */
export function pagesToCheck(dir: string): string[] {
  return pagesToCheckInDir(dir);
}

/** The URL path of every HTML page in a built folder: "/", "/about/", …, "/404.html". */
export async function builtPagePaths(dir: string): Promise<string[]> {
  // The site's pages: the editor at /admin/ is not one (D32), and has tests of its own.
  const files = await fg("**/*.html", { cwd: dir, onlyFiles: true, ignore: ["admin/**"] });
  return files.map(urlPathOf).sort((a, b) => a.localeCompare(b));
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, CSP reports, uncaught exceptions and requests to unexpected hosts, in order. */
  problems: string[];
}

export interface PageOptions {
  width: number;
  height?: number;
  javaScript: boolean;
  /** Touch devices report hover: none; leave false unless a test is about phones. */
  isMobile?: boolean;
  /**
   * Only for tests that inject a checker such as axe-core, whose inline script
   * the site's CSP rightly refuses. The other browser tests keep the CSP on.
   */
  bypassCSP?: boolean;
  /** The site scrolls smoothly unless asked not to; tests that measure positions after a scroll ask. */
  reducedMotion?: "reduce" | "no-preference";
}

/**
 * A fresh browser context with one page. Everything that would show in the
 * console as an error is collected in `problems`, which a test expects empty.
 */
export async function openWatchedPage(browser: Browser, site: ServedSite, options: PageOptions): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: { width: options.width, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScript,
    isMobile: options.isMobile ?? false,
    reducedMotion: options.reducedMotion ?? "no-preference",
    bypassCSP: options.bypassCSP ?? false,
  });
  const problems: string[] = [];
  const siteOrigin = new URL(site.url).origin;
  // There is no network: Chromium resolves no host but the site's (testLaunchArgs), so the
  // photographs fail (D14: nothing depends on them); a request to any other host is a bug.
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== siteOrigin && url.hostname !== imageHost)
      problems.push(`request to an unexpected host: ${url.href}`);
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    // The photographs' failed requests make Chromium log "Failed to load
    // resource: net::ERR_NAME_NOT_RESOLVED" for each; those, for the image host only,
    // are expected. Every other console error fails the test, including the
    // CSP's "Refused to …" reports.
    const source = message.location().url;
    if (text.startsWith("Failed to load resource") && source && new URL(source).hostname === imageHost) return;
    problems.push(`console error on ${page.url()}: ${text}${source ? ` (${source})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
  return { page, context, problems };
}

/**
 * Chromium resolves no host name but this machine's (127.0.0.1, localhost), so a request
 * for anything else fails inside the browser at once, as with no network.
 * Cheaper than aborting each request from the test (a route sends every
 * request of every page through the test process).
 */
export const testLaunchArgs = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"];

/** Chromium and the built site behind the preview server: what every browser test file starts with. */
export async function startBrowserAndSite(): Promise<{ browser: Browser; site: ServedSite }> {
  const [browser, site] = await Promise.all([launchChromium(testLaunchArgs), serveBuiltSite()]);
  return { browser, site };
}

/** Stops both, whichever of them started. */
export async function stopBrowserAndSite(browser: Browser | undefined, site: ServedSite | undefined): Promise<void> {
  await browser?.close();
  await site?.close();
}

/**
 * Chromium and the served site, started before the file's tests and stopped
 * after them, and the pages the slow checks visit (pagesToCheck), read from
 * the built site so a new page is checked too. The fields are filled in once the tests start.
 */
export function useBrowserAndSiteForChecks(): { browser: Browser; site: ServedSite; pagePaths: string[] } {
  const shared = {} as { browser: Browser; site: ServedSite; pagePaths: string[] };
  beforeAll(async () => {
    Object.assign(shared, await startBrowserAndSite());
    shared.pagePaths = pagesToCheck(shared.site.dir);
  });
  afterAll(() => stopBrowserAndSite(shared.browser, shared.site));
  return shared;
}

/** The path of the page's address: where a click or a form post landed. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** What an employer would type into the vacancy form (D30), every required field answered. */
export const vacancyAnswers = {
  organisation: "Fenland Care Homes",
  name: "Sam Okafor",
  phone: "01632 960 123",
  role: "Night healthcare assistant",
  sector: "healthcare",
  location: "Wisbech",
  engagement: "temporary",
  people: "2",
  "start-date": "As soon as possible",
  details: "Two night shifts a week, 20:00 to 08:00, in a 40-bed residential home.",
  authority: "yes",
};

/** Fills the employers' vacancy form as a visitor does, by labels and choices. */
export async function fillVacancyForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel("Organisation", { exact: true }).fill(vacancyAnswers.organisation);
  await form.getByLabel("Your name", { exact: true }).fill(vacancyAnswers.name);
  await form.getByLabel("Email Address", { exact: true }).fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill(vacancyAnswers.phone);
  await form.getByLabel("Job title", { exact: true }).fill(vacancyAnswers.role);
  await form.getByRole("group", { name: "Sector" }).getByLabel("Healthcare", { exact: true }).check();
  await form.getByLabel("Where the work is", { exact: true }).fill(vacancyAnswers.location);
  await form
    .getByRole("group", { name: "Is the role temporary or permanent?" })
    .getByLabel(/^Temporary/)
    .check();
  await form.getByLabel("Number of people needed", { exact: true }).fill(vacancyAnswers.people);
  await form.getByLabel("When should they start?", { exact: true }).fill(vacancyAnswers["start-date"]);
  await form.getByLabel("About the role", { exact: true }).fill(vacancyAnswers.details);
  await form.getByLabel(/^I confirm that I may ask/).check();
}
