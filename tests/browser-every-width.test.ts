// D31: no width breaks the layout. One page of every kind the site has, at
// widths from 320 to 1920 px, in a real Chromium with the site's font stack
// forced to each font the machines running it have: Liberation Sans (narrow,
// metric-compatible with Arial, what most visitors' sans-serif measures
// like) and DejaVu Sans (wide, the Linux default). Each width is checked for
// sideways scrolling, text outside the screen or clipped by its box, header
// links and button labels broken onto two lines, rows of cards leaving one
// orphan, a filter's count of jobs alone on a line, the 24/7 phone line or
// the job board's link (D38) missing from the header, and a header control
// pushed past the header's edge.
//
// Without JavaScript only the header looks different (Header.css's
// (scripting) queries show the whole navigation list instead of the toggle;
// base.css's other one changes the scroll padding, which is vertical), so
// without it the same checks run on the header alone, of one page with each
// header the build writes.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navigation, openWatchedPage, useBrowserAndSiteForChecks } from "./support/browser";
import {
  pageOfEachKind,
  pagesWithDistinctHeaders,
  resetPage,
  shareOut,
  useWatchedPage,
  windowResizer,
} from "./support/browser-pages";

/** Phones, tablets, the laptop widths where the header used to wrap (960-1160), and desktops. */
const widths = [
  320, 360, 375, 390, 414, 480, 510, 600, 768, 834, 960, 1024, 1100, 1160, 1200, 1280, 1366, 1440, 1600, 1920,
];

const fonts = ["Liberation Sans", "DejaVu Sans"];

const checks = useBrowserAndSiteForChecks();

/**
 * Serves the site's stylesheet with, for each font, a rule that sets every
 * element in it while <html> names that font in data-forced-font, as a
 * visitor with only that font would see the page. Switching the attribute
 * measures one page load in both fonts, without loading it twice.
 */
async function serveForcedFonts(page: Page): Promise<void> {
  const rules = fonts.map((font) => {
    const root = `html[data-forced-font="${font}"]`;
    return `${root},${root} *,${root} *::before,${root} *::after{font-family:"${font}" !important}`;
  });
  // The stylesheet is read from the built folder, not fetched again from the server: one request less per page,
  // and none that a loaded machine can reset.
  await page.route("**/*.css", async (route) => {
    const stylesheet = await readFile(
      join(checks.site.dir, decodeURIComponent(new URL(route.request().url()).pathname)),
      "utf8",
    );
    await route.fulfill({ contentType: "text/css; charset=utf-8", body: `${stylesheet}\n${rules.join("\n")}` });
  });
}

/**
 * Everything wrong with the layout at the current width, in each font in
 * turn, as sentences naming the font; empty when it holds. Runs in the page,
 * so it carries everything it uses. With the page's scripts on, it first
 * waits for the next frame, by when they have handled the last resize (the
 * menu script folds or unfolds the links then); without them no frame
 * callback runs, and there is nothing to wait for.
 */
async function layoutProblemsInEachFont({ fonts, scripts }: { fonts: string[]; scripts: boolean }): Promise<string[]> {
  if (scripts) await new Promise(requestAnimationFrame);
  function layoutProblems(): string[] {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ""}>${text ? ` "${text}"` : ""}`;
    };
    // Text for screen readers only: the visually-hidden class, or the same rules set by a media query
    // (a clip to nothing, clip-path: inset(50%)), as the job search's hints and the filters' heading are on a phone.
    const clippedAway = new Map<Element, boolean>();
    const forScreenReadersOnly = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      if (!clippedAway.has(element))
        clippedAway.set(
          element,
          getComputedStyle(element).clipPath === "inset(50%)" || forScreenReadersOnly(element.parentElement),
        );
      return clippedAway.get(element)!;
    };
    const shown = (element: Element) =>
      element.checkVisibility() && !element.closest(".visually-hidden, .skip-link") && !forScreenReadersOnly(element);

    if (document.documentElement.scrollWidth > viewportWidth) {
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px of content in ${viewportWidth} px`,
      );
    }

    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (node.data.trim() && node.parentElement && shown(node.parentElement)) textNodes.push(node);
    }
    const range = document.createRange();
    const lineRects = (node: Text) => {
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((rect) => rect.width > 0);
    };
    // The shown text inside one element, in order. Walking the element, not the page's whole list
    // of text for each element, keeps this quick on the job board's long pages.
    const shownText = new Set(textNodes);
    const textIn = (element: Element) => {
      const inside: Text[] = [];
      const elementWalker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (elementWalker.nextNode())
        if (shownText.has(elementWalker.currentNode as Text)) inside.push(elementWalker.currentNode as Text);
      return inside;
    };
    // Whether a box hides overflowing content it has, worked out once for each box.
    const clipping = new Map<Element, boolean>();
    const clips = (box: Element) => {
      if (!clipping.has(box))
        clipping.set(box, getComputedStyle(box).overflowX !== "visible" && box.scrollWidth > box.clientWidth + 1);
      return clipping.get(box)!;
    };

    for (const node of textNodes) {
      const rects = lineRects(node);
      if (rects.some((rect) => rect.left < -1 || rect.right > viewportWidth + 1)) {
        problems.push(`text runs off the screen: ${describe(node.parentElement!)}`);
      }
      // Text cut off by a box that hides its overflow.
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        if (clips(box)) {
          problems.push(`text is clipped by ${describe(box)}`);
          break;
        }
      }
    }

    // A header link or any button: every run of its text on one line.
    for (const control of document.querySelectorAll("header a, header button, .button")) {
      if (!shown(control)) continue;
      for (const node of textIn(control)) {
        const rects = lineRects(node);
        const top = Math.max(...rects.map((rect) => rect.top));
        const bottom = Math.min(...rects.map((rect) => rect.bottom));
        if (top >= bottom) problems.push(`label on two lines: ${describe(control)}`);
      }
    }

    const phone = document.querySelector('header a[href^="tel:"]');
    const phoneBox = phone?.getBoundingClientRect();
    if (!phone || !phone.checkVisibility() || !phoneBox || phoneBox.right > viewportWidth || phoneBox.left < 0) {
      problems.push("the header does not show the phone number as a tel: link");
    }

    // D38: the job board one tap away at every width, beside the menu button where the links fold.
    const jobsLink = [...document.querySelectorAll('header a[href="/jobs/"]')].find(shown);
    const jobsBox = jobsLink?.getBoundingClientRect();
    if (!jobsLink || !jobsBox || jobsBox.right > viewportWidth || jobsBox.left < 0)
      problems.push("the header does not show the link to the job board");

    // The brand row's links and button stay inside its padding: a row too full pushes the last one out.
    const row = document.querySelector(".site-header__inner");
    if (row) {
      const rowRight = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
      for (const control of row.querySelectorAll("a, button")) {
        if (shown(control) && control.getBoundingClientRect().right > rowRight + 1)
          problems.push(`a header control runs past the header's edge: ${describe(control)}`);
      }
    }

    // A filter option's count of jobs on the line where its name ends, never alone on the next one.
    for (const count of document.querySelectorAll(".job-filters__count")) {
      if (!shown(count)) continue;
      const name = textIn(count.parentElement!)
        .filter((text) => !count.contains(text))
        .flatMap(lineRects)
        .at(-1);
      const countBox = count.getBoundingClientRect();
      const middle = (countBox.top + countBox.bottom) / 2;
      if (name && (middle < name.top || middle > name.bottom))
        problems.push(`a filter's count is on a line of its own: ${describe(count.parentElement!)}`);
    }

    for (const grid of document.querySelectorAll(".auto-grid")) {
      if (!shown(grid) || grid.children.length < 3) continue;
      const rowTops = [...grid.children].map((item) => Math.round(item.getBoundingClientRect().top));
      const rows = new Map<number, number>();
      for (const top of rowTops) rows.set(top, (rows.get(top) ?? 0) + 1);
      const counts = [...rows.values()];
      if (counts.length > 1 && counts[0]! > 1 && counts.at(-1) === 1) {
        problems.push(`a row of ${grid.children.length} leaves one orphan (${counts.join(" + ")}): ${describe(grid)}`);
      }
    }
    return [...new Set(problems)];
  }

  // The page was last laid out in the font left set the time before, at the new width, so that
  // font is measured first and the other second, and left set: two layouts for each width, not three.
  const root = document.documentElement;
  const found: string[] = [];
  for (const font of root.dataset.forcedFont === fonts[1] ? [...fonts].reverse() : fonts) {
    root.dataset.forcedFont = font;
    for (const problem of layoutProblems()) found.push(`in ${font}: ${problem}`);
  }
  return found;
}

/**
 * Loads each page at the narrowest width, then widens the window through
 * every width, measuring the page in both fonts at each, on two pages at
 * once. With headerOnly, everything but the header is taken out of each page
 * once it has loaded. Returns the layout problems found, in page order, and
 * the pages' own (console errors and the like).
 */
async function measureAtEveryWidth(
  pagePaths: string[],
  options: { javaScript: boolean; headerOnly: boolean },
): Promise<{ layout: string[]; page: string[] }> {
  const watched = await Promise.all(
    [0, 1].map(() =>
      openWatchedPage(checks.browser, checks.site, { width: widths[0]!, javaScript: options.javaScript }),
    ),
  );
  const layout = new Map<string, string[]>();
  try {
    const resizers = await Promise.all(watched.map(({ page }) => windowResizer(page)));
    await Promise.all(watched.map(({ page }) => serveForcedFonts(page)));
    await shareOut(pagePaths, watched.length, async (urlPath, worker) => {
      const { page } = watched[worker]!;
      const resize = resizers[worker]!;
      const found: string[] = [];
      await resize(widths[0]!);
      await page.goto(urlPath);
      if (options.headerOnly) {
        await page.evaluate(() => {
          for (const element of [...document.body.children]) if (element.localName !== "header") element.remove();
        });
      }
      for (const width of widths) {
        await resize(width);
        const problems = await page.evaluate(layoutProblemsInEachFont, { fonts, scripts: options.javaScript });
        for (const problem of problems) found.push(`${urlPath} at ${width} px ${problem}`);
      }
      layout.set(urlPath, found);
    });
    return {
      layout: pagePaths.flatMap((urlPath) => layout.get(urlPath) ?? []),
      page: watched.flatMap(({ problems }) => problems),
    };
  } finally {
    await Promise.all(watched.map(({ context }) => context.close()));
  }
}

// The two runs share nothing but the server, which only reads, so they run side by side.
describe.concurrent(`at every width from 320 to 1920 px, set in ${fonts.join(" and in ")}`, () => {
  const title =
    "no sideways scrolling, clipped text, two-line labels or orphan cards, and the phone line and the Jobs link in the header";

  // A page's kind decides its layout (template and stylesheet); pages of one kind differ in their
  // data, and every kind is here, the Markdown pages' prose in one of them (pageOfEachKind).
  it(`with JavaScript, one page of each kind: ${title}`, async ({ expect }) => {
    const found = await measureAtEveryWidth(pageOfEachKind(checks.site.dir), { javaScript: true, headerOnly: false });
    expect(found.layout).toEqual([]);
    expect(found.page).toEqual([]);
  }, 240_000);

  // Without JavaScript only the header looks different, so only the header is measured, on one
  // page with each header the build writes; the rest of each page was measured above.
  it(`without JavaScript, the header of every page: ${title}`, async ({ expect }) => {
    const pagePaths = pagesWithDistinctHeaders(checks.site.dir, checks.pagePaths);
    // One for each navigation link marked as current, and at least one page with none marked.
    expect(pagePaths.length).toBeGreaterThan(navigation.length);
    const found = await measureAtEveryWidth(pagePaths, { javaScript: false, headerOnly: true });
    expect(found.layout).toEqual([]);
    expect(found.page).toEqual([]);
  }, 240_000);
});

describe("the menu toggle on small screens (D12, D31)", () => {
  const watched = useWatchedPage(checks, { width: 320, javaScript: true });

  it("open, never pushes the header wider than a phone, in either font: the toggle keeps to its width", async () => {
    const { page } = watched;
    await serveForcedFonts(page);
    for (const width of [320, 360, 375, 390, 412]) {
      await resetPage(watched, { width });
      await page.goto("/jobs/");
      await page.locator("header button[aria-controls]").click();
      for (const font of fonts) {
        await page.evaluate((name) => (document.documentElement.dataset.forcedFont = name), font);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px in ${font}`).toBe(width);
      }
    }
    await page.unrouteAll();
  });

  it.each([320, 768, 1160])(
    "at %i px it says Menu while closed and Close while open, with aria-expanded to match",
    async (width) => {
      await resetPage(watched, { width });
      const { page } = watched;
      await page.goto("/");
      const toggle = page.locator("header button[aria-controls]");
      const list = page.locator("#site-nav-list");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByRole("button", { name: "Close", exact: true }).isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(true);

      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(false);
      expect(watched.problems).toEqual([]);
    },
  );
});
