// pa11y-ci's configuration: every HTML page of a built site, checked against
// WCAG 2.1 level AA by both of pa11y's runners (axe-core and HTML_CodeSniffer),
// at 1280 px and at 320 px with the mobile menu open. At 320 px the open menu
// adds its list to the page and hides nothing, so that one check reads
// everything the closed menu shows, and the list besides.
//
// Run it with `npm run check:a11y`, which serves dist/ with the preview server
// and sets PA11Y_BASE_URL. To run pa11y-ci by hand against a site already
// being served: PA11Y_BASE_URL=http://127.0.0.1:4173 npx pa11y-ci --config .pa11yci.cjs
//
// There are no `ignore` entries. Any added must say which rule, why it is a
// false positive here, and cite a source for that.
const path = require("node:path");
const { pagesToCheck } = require("./src/tools/pages-to-check.cjs");
// The same Chromium, with the same flags, as the browser tests use.
const chromium = require("./src/tools/chromium.json");

const baseUrl = process.env.PA11Y_BASE_URL;
if (!baseUrl) {
  throw new Error(
    "Set PA11Y_BASE_URL to where the built site is served, or run `npm run check:a11y`, which does it for you.",
  );
}
const siteDir = path.resolve(__dirname, process.env.PA11Y_SITE_DIR || "dist");

/** Every page but the job board's repeats: the same list the browser tests check. */
const pagePaths = pagesToCheck(siteDir);
if (pagePaths.length === 0) throw new Error(`No HTML pages in ${siteDir}. Build the site first: npm run build`);

const url = (pagePath, query) => `${baseUrl.replace(/\/$/, "")}${pagePath}${query ? `?${query}` : ""}`;
const narrow = { width: 320, height: 640 };

module.exports = {
  defaults: {
    standard: "WCAG2AA",
    runners: ["axe", "htmlcs"],
    chromeLaunchConfig: {
      executablePath: process.env.CHROME_PATH || chromium.executablePath,
      args: chromium.args,
    },
    viewport: { width: 1280, height: 1024 },
    // Generous for a two-core machine running other work at the same time.
    timeout: 60000,
    // One page at a time. Two or more at once sometimes lost a page while other work kept both
    // cores busy ("Protocol error (Target.closeTarget): No target with given id found"), and
    // a second page at once saves no time when the cores are already busy.
    concurrency: 1,
  },
  // pa11y-ci reports by URL, so the narrow check gets its own query string to
  // keep a page's two results apart; the server ignores the query.
  urls: pagePaths.flatMap((pagePath) => [
    url(pagePath),
    {
      url: url(pagePath, "width=320&menu=open"),
      viewport: narrow,
      actions: ["click element button[aria-controls='site-nav-list']", "wait for element #site-nav-list to be visible"],
    },
  ]),
};
