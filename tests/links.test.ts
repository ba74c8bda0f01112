// The integrity check over the built site (src/check/links.ts): no internal
// href, src, srcset or form action leads to a file that was not built, and no
// #fragment to an id that does not exist.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { findBrokenReferences, formatBrokenReference } from "../src/check/links";
import { loadContent } from "../src/content/load";
import { vacancyStatus } from "../src/jobs/vacancy-status";
import { builtPagePaths } from "./support/browser";
import { builtFileOf } from "./support/browser-pages";
import { parsePage } from "./support/dom";
import { projectPaths, testToday } from "./support/site";
import { alertPageSlugs } from "../src/alerts/alert-pages";

describe("every internal reference in the built site leads somewhere", () => {
  it("finds no broken href, src, srcset, action or #fragment in a fresh build", async () => {
    const broken = await findBrokenReferences(inject("builtSiteDir"));
    expect(broken.map(formatBrokenReference)).toEqual([]);
  });
});

// D11: without JavaScript a visitor gets around by links alone, and links are
// plain HTML, so the built files are crawled as written; a browser adds nothing
// here (browser-with-javascript loads every page in Chromium).
describe("without JavaScript", () => {
  it("every page but the confirmations, not-found and job-alert pages can be reached by following links from the home page", async () => {
    const siteDir = inject("builtSiteDir");
    const origin = "http://site.invalid";
    const reached = new Set<string>();
    const queue = ["/"];
    while (queue.length > 0) {
      const urlPath = queue.shift()!;
      if (reached.has(urlPath)) continue;
      reached.add(urlPath);
      const document = parsePage(await readFile(builtFileOf(siteDir, urlPath), "utf8"));
      // Like a browser, the parser leaves a <template>'s links out: they are not in the page until a script clones them.
      for (const link of document.querySelectorAll("a[href]")) {
        const url = new URL(link.getAttribute("href")!, `${origin}${urlPath}`);
        // Pages only: the job board's RSS feeds are files, not pages.
        const isPage = url.pathname.endsWith("/") || url.pathname.endsWith(".html");
        if (url.origin === origin && isPage && !reached.has(url.pathname)) queue.push(url.pathname);
      }
    }
    // A closed vacancy keeps its page for old links, but no listing links to it (D24).
    const { vacancies } = await loadContent(projectPaths.content);
    const closedVacancies = vacancies
      .filter((vacancy) => vacancyStatus(vacancy.data, testToday) === "closed")
      .map((vacancy) => `/jobs/${vacancy.slug}/`);
    expect(closedVacancies.length).toBeGreaterThan(0);
    // The job-alert pages answer a sign-up or a link from an email (D41), like the thank-you page answers a form.
    const alertPages = Object.values(alertPageSlugs).map((slug) => `/jobs/alerts/${slug}/`);
    // The page each application lands on answers its form too; a sign-up's answer is filled by a function.
    const applied = vacancies
      .filter((vacancy) => vacancyStatus(vacancy.data, testToday) !== "scheduled")
      .map((vacancy) => `/jobs/${vacancy.slug}/applied/`);
    const unlinked = [
      "/thank-you/",
      "/employers/vacancy-registered/",
      "/404.html",
      ...closedVacancies,
      ...alertPages,
      ...applied,
      "/jobs/alerts/check-your-inbox/sent/",
    ];
    // The editor at /admin/ is linked from nowhere on the site (D32).
    const isEditor = (urlPath: string) => urlPath.startsWith("/admin/");
    expect([...reached].sort()).toEqual(
      (await builtPagePaths(siteDir)).filter((urlPath) => !unlinked.includes(urlPath) && !isEditor(urlPath)).sort(),
    );
  });
});

describe("the check catches what it is there to catch", () => {
  let planted: string;
  beforeAll(async () => {
    planted = await mkdtemp(path.join(tmpdir(), "links-planted-"));
    await cp(inject("builtSiteDir"), planted, { recursive: true });
    const about = path.join(planted, "about", "index.html");
    const html = await readFile(about, "utf8");
    const extra = [
      '<a href="/careers/">a page that was never built</a>',
      '<a href="/sectors/#space-tourism">a sector that does not exist</a>',
      '<a href="/contact">a folder without its trailing slash</a>',
      '<img src="/assets/missing.png" alt="" width="1" height="1">',
      '<img src="/favicon.svg" srcset="/favicon.svg 1x, /assets/missing@2x.png 2x" alt="" width="1" height="1">',
      '<form action="/thanks/" method="post"></form>',
      '<a href="#no-such-section">a fragment on this page</a>',
      '<a href="https://example.com/nowhere/">an external link, not ours to check</a>',
    ].join("");
    await writeFile(about, html.replace("</main>", `${extra}</main>`));
  });
  afterAll(async () => {
    await rm(planted, { recursive: true, force: true });
  });

  it("reports each planted broken link and fragment with its page, attribute and reason, and nothing else", async () => {
    const broken = await findBrokenReferences(planted);
    expect(broken.map(formatBrokenReference)).toEqual([
      '/about/: a href="/careers/" no careers/index.html was built',
      '/about/: a href="/sectors/#space-tourism" no element on /sectors/ has id="space-tourism"',
      '/about/: a href="/contact" reaches a page only through a redirect; link to /contact/ (D5)',
      '/about/: a href="#no-such-section" no element on /about/ has id="no-such-section"',
      '/about/: img src="/assets/missing.png" no assets/missing.png was built',
      '/about/: form action="/thanks/" no thanks/index.html was built',
      '/about/: img srcset="/assets/missing@2x.png" no assets/missing@2x.png was built',
    ]);
  });
});

describe("a malformed #fragment", () => {
  it("is reported as a broken link, not a crash (URIError)", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "links-fragment-"));
    try {
      await writeFile(
        path.join(site, "index.html"),
        '<!DOCTYPE html><main id="top"><a href="/#%E0%A4%A">broken escape</a></main>',
      );
      const broken = await findBrokenReferences(site);
      expect(broken.map(formatBrokenReference)).toEqual([
        '/: a href="/#%E0%A4%A" has a malformed %-escape in its #fragment',
      ]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
