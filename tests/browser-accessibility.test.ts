// Accessibility in a real browser, on every built page at 1280 and 320 px:
// - axe-core with the WCAG 2.2 tags (pa11y's axe runner stops at WCAG 2.1;
//   wcag22aa adds target size, SC 2.5.8), with the mobile menu closed and open;
// - what no tool checks: tabbing through the whole page, every focused
//   element shows a focus indicator (SC 2.4.7, D16) and is not hidden behind
//   the fixed header (SC 2.4.11), and every #fragment the site links to is
//   scrolled into view below the header, not under it.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults } from "axe-core";
import { describe, expect, it } from "vitest";
import { useBrowserAndSiteForChecks, openWatchedPage } from "./support/browser";
import { parsePage } from "./support/dom";
import { readFile } from "node:fs/promises";
import path from "node:path";

const axePath = createRequire(import.meta.url).resolve("axe-core");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what UK public-sector guidance and D16 ask for. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Below this width the header shows the menu toggle (Header.css, site-header.client.ts). */
const menuBreakpoint = 1200;

const checks = useBrowserAndSiteForChecks();

/**
 * One line per failing element, naming the rule, the page and the element.
 * Results axe cannot decide ("incomplete", such as contrast over a gradient)
 * fail too, as they do in pa11y: an auditor would have to check each by hand.
 */
function describeViolations(results: AxeResults, label: string): string[] {
  const found = [
    ...results.violations.map((result) => ({ result, verdict: "violation" })),
    ...results.incomplete.map((result) => ({ result, verdict: "needs review" })),
  ];
  return found.flatMap(({ result, verdict }) =>
    result.nodes.map(
      (node) => `${label}: ${result.id} (${verdict}, ${result.impact ?? "no impact given"}) ${result.help}: ${node.target.join(" ")} — ${node.failureSummary ?? ""}`,
    ),
  );
}

async function runAxe(page: Page): Promise<AxeResults> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate((tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations", "incomplete"] }), wcagTags);
}

declare global {
  interface Window {
    axe: typeof import("axe-core");
  }
}

/** Where the fixed header ends, or 0 when it scrolls away with the page. */
const headerBottomIn = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector<HTMLElement>("header.site-header")!;
    const position = getComputedStyle(header).position;
    return position === "sticky" || position === "fixed" ? header.getBoundingClientRect().bottom : 0;
  });

/**
 * The focused element as the walk sees it. "Covered" is measured as a
 * sighted visitor sees it: at the element's centre and near its corners, the
 * topmost thing on screen belongs to the header instead of the element.
 */
function describeFocus() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return undefined;
  const visitedBefore = element.dataset.focusWalkVisited === "yes";
  element.dataset.focusWalkVisited = "yes";
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const header = document.querySelector<HTMLElement>("header.site-header")!;
  const inset = Math.min(2, box.width / 2, box.height / 2);
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ].filter(([, y]) => y! >= 0 && y! < window.innerHeight);
  const coveredByHeader =
    !header.contains(element) &&
    points.some(([x, y]) => {
      const topmost = document.elementFromPoint(x!, y!);
      return topmost !== null && header.contains(topmost) && !element.contains(topmost);
    });
  const label = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40) || element.getAttribute("aria-label") || element.getAttribute("name");
  return {
    name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label}"`,
    visitedBefore,
    top: Math.round(box.top),
    headerBottom: Math.round(header.getBoundingClientRect().bottom),
    offScreen: box.bottom <= 0 || box.top >= window.innerHeight,
    coveredByHeader,
    // D16: a visible, high-contrast indicator on every focusable element, the site's 3 px outline.
    indicator: element.matches(":focus-visible") && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
  };
}

describe.each([1280, 320])("%i px wide", (width) => {
  const small = width < menuBreakpoint;

  it("axe-core finds no WCAG 2.2 A or AA violation, and nothing left for manual review, on any page", async () => {
    const watched = await openWatchedPage(checks.browser, checks.site, { width, javaScript: true, bypassCSP: true });
    const failures: string[] = [];
    try {
      for (const urlPath of checks.pagePaths) {
        await watched.page.goto(urlPath);
        failures.push(...describeViolations(await runAxe(watched.page), urlPath));
        if (small) {
          await watched.page.getByRole("button", { name: "Menu" }).click();
          failures.push(...describeViolations(await runAxe(watched.page), `${urlPath} with the menu open`));
        }
      }
    } finally {
      await watched.context.close();
    }
    expect(failures).toEqual([]);
  });

  it("tabbing through every page, each focused element shows a focus indicator and is never hidden by the fixed header", async () => {
    // Without smooth scrolling, each element is measured where focus left it, not mid-scroll.
    const watched = await openWatchedPage(checks.browser, checks.site, { width, javaScript: true, reducedMotion: "reduce" });
    const failures: string[] = [];
    let stops = 0;
    try {
      const { page } = watched;
      // Forwards, focus scrolls elements up from the bottom of the window;
      // backwards, it scrolls them down from the top, where the header is.
      for (const [urlPath, key] of checks.pagePaths.flatMap((urlPath) => [[urlPath, "Tab"], [urlPath, "Shift+Tab"]] as const)) {
        // Shift+Tab from the top of the page starts at its last focusable element.
        await page.goto(urlPath);
        for (let step = 0; step < 400; step += 1) {
          await page.keyboard.press(key);
          const focus = await page.evaluate(describeFocus);
          // The walk ends when focus leaves the page or comes round to an element it has already visited.
          if (!focus || focus.visitedBefore) break;
          stops += 1;
          const where = `${urlPath} at ${width} px, ${key}: ${focus.name}`;
          if (!focus.indicator) failures.push(`${where} has no visible focus indicator`);
          if (focus.offScreen) failures.push(`${where} is off screen (top ${focus.top})`);
          else if (focus.coveredByHeader) failures.push(`${where} is partly covered by the fixed header (top ${focus.top}, header ends at ${focus.headerBottom})`);
        }
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
    expect(stops, "the walks reached the pages' focusable elements").toBeGreaterThan(checks.pagePaths.length * 20);
    expect(failures).toEqual([]);
  });

  it("every #fragment the site links to scrolls its target into view below the fixed header", async () => {
    const targets = new Set<string>();
    for (const urlPath of checks.pagePaths) {
      const file = urlPath.endsWith("/") ? path.join(checks.site.dir, urlPath, "index.html") : path.join(checks.site.dir, urlPath);
      const document = parsePage(await readFile(file, "utf8"));
      for (const link of document.querySelectorAll("a[href*='#']")) {
        const url = new URL(link.getAttribute("href")!, `http://site.invalid${urlPath}`);
        if (url.hostname === "site.invalid" && url.hash.length > 1) targets.add(`${url.pathname}${url.hash}`);
      }
    }
    expect(targets.size, "the site links to fragments (sectors, the skip link)").toBeGreaterThan(1);

    const watched = await openWatchedPage(checks.browser, checks.site, { width, javaScript: true, reducedMotion: "reduce" });
    const failures: string[] = [];
    try {
      const { page } = watched;
      for (const target of targets) {
        await page.goto(target);
        const id = decodeURIComponent(target.slice(target.indexOf("#") + 1));
        const box = await page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().toJSON() as DOMRect | undefined, id);
        const headerBottom = await headerBottomIn(page);
        if (!box) failures.push(`${target}: no element has the id "${id}"`);
        else if (box.top < headerBottom - 0.5) failures.push(`${target}: the target starts at ${box.top}, under the header, which ends at ${headerBottom}`);
        else if (box.top > (await page.evaluate(() => window.innerHeight))) failures.push(`${target}: the target is not in view`);
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
    expect(failures).toEqual([]);
  });
});
