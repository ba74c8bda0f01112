// Accessibility in a real browser, at 1280 and 320 px:
// - axe-core with the WCAG 2.2 tags (pa11y's axe runner stops at WCAG 2.1;
//   wcag22aa adds target size, SC 2.5.8), with the mobile menu closed and
//   open, on one page of every kind;
// - what no tool checks: tabbing through one page of every kind, every
//   focused element shows a focus indicator (SC 2.4.7, D16) and is not
//   hidden behind the fixed header (SC 2.4.11), and every #fragment the site
//   links to is scrolled into view below the header, not under it.
// One page of each kind (pageOfEachKind) is enough for axe and the walks:
// what they find is decided by the page's template and the shared stylesheet
// and script, and pa11y (pa11y.test.ts) runs axe's WCAG 2.1 rules and
// HTML_CodeSniffer on every page the slow checks visit, words and all.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults } from "axe-core";
import { describe, it } from "vitest";
import { useBrowserAndSiteForChecks, openWatchedPage } from "./support/browser";
import { builtFileOf, pageOfEachKind } from "./support/browser-pages";
import { parsePage } from "./support/dom";
import { readFile } from "node:fs/promises";

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
      (node) =>
        `${label}: ${result.id} (${verdict}, ${result.impact ?? "no impact given"}) ${result.help}: ${node.target.join(" ")} — ${node.failureSummary ?? ""}`,
    ),
  );
}

/** Where the page fetches axe-core from: a made-up path on the site's own origin, answered by serveAxe. */
const axeUrlPath = "/axe-core-for-tests.js";

/**
 * Answers the page's requests for axe-core with the installed copy, marked
 * cacheable, so Chromium keeps it between pages instead of being sent and
 * compiling half a megabyte again for every page, as addScriptTag({ path })
 * would.
 */
async function serveAxe(page: Page): Promise<void> {
  const source = await readFile(axePath, "utf8");
  await page.route(`**${axeUrlPath}`, (route) =>
    route.fulfill({ body: source, contentType: "text/javascript", headers: { "cache-control": "max-age=3600" } }),
  );
}

async function runAxe(page: Page): Promise<AxeResults> {
  await page.addScriptTag({ url: axeUrlPath });
  return page.evaluate(async (tags) => {
    const options = {
      runOnly: { type: "tag" as const, values: tags },
      resultTypes: ["violations" as const, "incomplete" as const],
    };
    // A vacancy's Apply bar rides over the advert as it scrolls by (VacancyScreen.css), so axe cannot tell the
    // background of whatever passes under it: the page is read without the bar, and the bar on its own.
    const bar = document.querySelector<HTMLElement>(".vacancy-apply-bar");
    if (!bar || getComputedStyle(bar).display === "none") return window.axe.run(document, options);
    // Its own CSS sets its display, which the hidden attribute would not override.
    bar.style.display = "none";
    const page = await window.axe.run(document, options);
    bar.style.display = "";
    const own = await window.axe.run(bar, options);
    return {
      ...page,
      violations: [...page.violations, ...own.violations],
      incomplete: [...page.incomplete, ...own.incomplete],
    };
  }, wcagTags);
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

/** The focused element after one press of Tab, as the walk sees it. */
interface FocusNote {
  name: string;
  visitedBefore: boolean;
  top: number;
  headerBottom: number;
  offScreen: boolean;
  coveredByHeader: boolean;
  indicator: boolean;
}

interface FocusWalk {
  focusWalk: (FocusNote | undefined)[];
}

/**
 * Notes, at the end of every press of Tab, the focused element as the walk sees
 * it, in window.focusWalk: by the time a key comes up, the Tab it ended has
 * moved focus and scrolled the element into view. Noting it in the page
 * lets the walk press Tab many times before reading the notes, instead of
 * asking the page after every press. "Covered" is measured as a sighted
 * visitor sees it: at the element's centre and near its corners, the topmost
 * thing on screen belongs to the header instead of the element. A note with
 * no name is focus on no element of the page.
 */
function noteFocusAtEachKeyUp() {
  const notes: (FocusNote | undefined)[] = [];
  (window as unknown as FocusWalk).focusWalk = notes;
  // Shift+Tab ends with Shift coming up as well: one note for each Tab.
  window.addEventListener(
    "keyup",
    (event) => {
      if (event.key === "Tab") notes.push(describeFocus());
    },
    { capture: true },
  );

  function describeFocus(): FocusNote | undefined {
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
    const label =
      (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40) ||
      element.getAttribute("aria-label") ||
      element.getAttribute("name");
    return {
      name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label}"`,
      visitedBefore,
      top: Math.round(box.top),
      headerBottom: Math.round(header.getBoundingClientRect().bottom),
      offScreen: box.bottom <= 0 || box.top >= window.innerHeight,
      coveredByHeader,
      // D16: a visible, high-contrast indicator on every focusable element, the site's 3 px outline.
      indicator:
        element.matches(":focus-visible") && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    };
  }
}

/** How many keys the walk presses before it reads their notes; a walk that ends mid-batch wastes the rest. */
const walkBatch = 10;

// The two widths' checks, and each width's three, share nothing but the server, which only reads,
// so all of them run side by side, each on a page of its own: the walks spend most of their time
// waiting on the browser, and axe keeps both cores busy meanwhile.
describe.concurrent.each([1280, 320])("%i px wide", (width) => {
  const small = width < menuBreakpoint;

  it("axe-core finds no WCAG 2.2 A or AA violation, and nothing left for manual review, on one page of each kind", async ({
    expect,
  }) => {
    const watched = await openWatchedPage(checks.browser, checks.site, { width, javaScript: true, bypassCSP: true });
    await serveAxe(watched.page);
    const failures: string[] = [];
    try {
      for (const urlPath of pageOfEachKind(checks.site.dir)) {
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

  it("tabbing backwards through one page of each kind, each focused element shows a focus indicator and is never hidden by the fixed header", async ({
    expect,
  }) => {
    // Without smooth scrolling, each element is measured where focus left it, not mid-scroll.
    const watched = await openWatchedPage(checks.browser, checks.site, {
      width,
      javaScript: true,
      reducedMotion: "reduce",
    });
    const pagePaths = pageOfEachKind(checks.site.dir);
    const failures: string[] = [];
    let stops = 0;
    try {
      const { page } = watched;
      // Backwards only: Shift+Tab from the top of the page starts at its last
      // focusable element and visits every one a forward walk does, and it
      // scrolls each down into view from the top of the window, where the
      // header is. Forwards, focus scrolls elements up from the bottom, where
      // nothing can cover them, so a second walk would find nothing new.
      const key = "Shift+Tab";
      for (const urlPath of pagePaths) {
        await page.goto(urlPath);
        await page.evaluate(noteFocusAtEachKeyUp);
        let walking = true;
        for (let pressed = 0; walking && pressed < 400; pressed += walkBatch) {
          for (let press = 0; press < walkBatch; press += 1) await page.keyboard.press(key);
          const notes = await page.evaluate(() => (window as unknown as FocusWalk).focusWalk.splice(0));
          for (const focus of notes) {
            // The walk ends when focus leaves the page or comes round to an element it has already visited.
            if (!focus || focus.visitedBefore) {
              walking = false;
              break;
            }
            stops += 1;
            const where = `${urlPath} at ${width} px, ${key}: ${focus.name}`;
            if (!focus.indicator) failures.push(`${where} has no visible focus indicator`);
            if (focus.offScreen) failures.push(`${where} is off screen (top ${focus.top})`);
            else if (focus.coveredByHeader)
              failures.push(
                `${where} is partly covered by the fixed header (top ${focus.top}, header ends at ${focus.headerBottom})`,
              );
          }
        }
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
    expect(stops, "the walks reached the pages' focusable elements").toBeGreaterThan(pagePaths.length * 10);
    expect(failures).toEqual([]);
  });

  it("every #fragment the site links to scrolls its target into view below the fixed header", async ({ expect }) => {
    // Every page the slow checks visit, not one of each kind: which fragments there are is a page's own.
    // The skip link's #main, in the shared layout of every page, is followed once.
    const targetOf = new Map<string, string>();
    for (const urlPath of checks.pagePaths) {
      const document = parsePage(await readFile(builtFileOf(checks.site.dir, urlPath), "utf8"));
      for (const link of document.querySelectorAll("a[href*='#']")) {
        const url = new URL(link.getAttribute("href")!, `http://site.invalid${urlPath}`);
        const key = link.classList.contains("skip-link") ? url.hash : `${url.pathname}${url.hash}`;
        if (url.hostname === "site.invalid" && url.hash.length > 1 && !targetOf.has(key))
          targetOf.set(key, `${url.pathname}${url.hash}`);
      }
    }
    const targets = new Set(targetOf.values());
    expect(targets.size, "the site links to fragments (sectors, the skip link)").toBeGreaterThan(1);

    const watched = await openWatchedPage(checks.browser, checks.site, {
      width,
      javaScript: true,
      reducedMotion: "reduce",
    });
    const failures: string[] = [];
    try {
      const { page } = watched;
      for (const target of targets) {
        await page.goto(target);
        const id = decodeURIComponent(target.slice(target.indexOf("#") + 1));
        const box = await page.evaluate(
          (id) => document.getElementById(id)?.getBoundingClientRect().toJSON() as DOMRect | undefined,
          id,
        );
        const headerBottom = await headerBottomIn(page);
        if (!box) failures.push(`${target}: no element has the id "${id}"`);
        else if (box.top < headerBottom - 0.5)
          failures.push(`${target}: the target starts at ${box.top}, under the header, which ends at ${headerBottom}`);
        else if (box.top > (await page.evaluate(() => window.innerHeight)))
          failures.push(`${target}: the target is not in view`);
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
    expect(failures).toEqual([]);
  });

  // A link's hover colour in base.css can outweigh a button's own and paint its words the colour of the button.
  // Hover is a pointer's state, so the wide screen's check does it.
  it.runIf(!small)(
    "every button hovered keeps its words at 4.5:1 against its own background, on one page of each kind",
    async ({ expect }) => {
      const watched = await openWatchedPage(checks.browser, checks.site, { width, javaScript: true });
      const failures: string[] = [];
      try {
        const { page } = watched;
        for (const urlPath of pageOfEachKind(checks.site.dir)) {
          await page.goto(urlPath);
          const buttons = page.locator(".button:visible");
          for (let index = 0; index < (await buttons.count()); index++) {
            const button = buttons.nth(index);
            await button.hover();
            const found = await button.evaluate((element) => {
              const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
              const luminance = (colour: string) => {
                const [r, g, b] = channels(colour).map((value) => {
                  const c = value / 255;
                  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
                });
                return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
              };
              const style = getComputedStyle(element);
              const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
              return {
                ratio: (light! + 0.05) / (dark! + 0.05),
                text: (element.textContent ?? "").trim(),
                transparent: style.backgroundColor === "rgba(0, 0, 0, 0)",
              };
            });
            if (!found.transparent && found.ratio < 4.5)
              failures.push(`${urlPath}: "${found.text}" hovered is ${found.ratio.toFixed(2)}:1`);
          }
        }
        expect(watched.problems).toEqual([]);
      } finally {
        await watched.context.close();
      }
      expect(failures).toEqual([]);
    },
  );
});
