// D31: no width breaks the layout. Every page the build writes, at widths
// from 320 to 1920 px, in a real Chromium with the site's font stack forced
// to each font the machines running it have: Liberation Sans (narrow, metric-
// compatible with Arial, what most visitors' sans-serif measures like) and
// DejaVu Sans (wide, the Linux default). Each width is checked for sideways
// scrolling, text outside the screen or clipped by its box, header links and
// button labels broken onto two lines, rows of cards leaving one orphan, a
// filter's count of jobs alone on a line, and the 24/7 phone line missing
// from the header.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserAndSiteForChecks, openWatchedPage } from "./support/browser";

/** Phones, tablets, the laptop widths where the header used to wrap (960-1160), and desktops. */
const widths = [320, 360, 375, 390, 414, 480, 510, 600, 768, 834, 960, 1024, 1100, 1160, 1200, 1280, 1366, 1440, 1600, 1920];

const fonts = ["Liberation Sans", "DejaVu Sans"];

const checks = useBrowserAndSiteForChecks();

/** Serves the site's stylesheet with every element set in one font, as a visitor with only that font would see it. */
async function forceFont(page: Page, font: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(".css"),
    async (route) => {
      const response = await route.fetch();
      const css = `${await response.text()}\n*,*::before,*::after{font-family:"${font}" !important}`;
      await route.fulfill({ response, body: css });
    },
  );
}

/** Everything wrong with the layout at the current width, as sentences; empty when it holds. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ""}>${text ? ` "${text}"` : ""}`;
  };
  const shown = (element: Element) => element.checkVisibility() && !element.closest(".visually-hidden, .skip-link");

  if (document.documentElement.scrollWidth > viewportWidth) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px of content in ${viewportWidth} px`);
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

  for (const node of textNodes) {
    const rects = lineRects(node);
    if (rects.some((rect) => rect.left < -1 || rect.right > viewportWidth + 1)) {
      problems.push(`text runs off the screen: ${describe(node.parentElement!)}`);
    }
    // Text cut off by a box that hides its overflow.
    for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== "visible" && box.scrollWidth > box.clientWidth + 1) {
        problems.push(`text is clipped by ${describe(box)}`);
        break;
      }
    }
  }

  // A header link or any button: every run of its text on one line.
  for (const control of document.querySelectorAll("header a, header button, .button")) {
    if (!shown(control)) continue;
    for (const node of textNodes.filter((text) => control.contains(text))) {
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

  // A filter option's count of jobs on the line where its name ends, never alone on the next one.
  for (const count of document.querySelectorAll(".job-filters__count")) {
    if (!shown(count)) continue;
    const name = textNodes.filter((text) => count.parentElement!.contains(text) && !count.contains(text)).flatMap(lineRects).at(-1);
    const countBox = count.getBoundingClientRect();
    const middle = (countBox.top + countBox.bottom) / 2;
    if (name && (middle < name.top || middle > name.bottom)) problems.push(`a filter's count is on a line of its own: ${describe(count.parentElement!)}`);
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

describe.each(fonts)("every page at every width from 320 to 1920 px, set in %s", (font) => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("%s: no sideways scrolling, clipped text, two-line labels or orphan cards, and the phone line in the header", async (_, javaScript) => {
    const watched = await openWatchedPage(checks.browser, checks.site, { width: widths[0]!, javaScript });
    await forceFont(watched.page, font);
    const found: string[] = [];
    try {
      for (const urlPath of checks.pagePaths) {
        await watched.page.setViewportSize({ width: widths[0]!, height: 800 });
        await watched.page.goto(urlPath);
        for (const width of widths) {
          await watched.page.setViewportSize({ width, height: 800 });
          for (const problem of await watched.page.evaluate(layoutProblems)) found.push(`${urlPath} at ${width} px: ${problem}`);
        }
      }
      expect(found).toEqual([]);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  }, 240_000);
});

describe("the menu toggle on small screens (D12, D31)", () => {
  it.each([320, 768, 1160])("at %i px it says Menu while closed and Close menu while open, with aria-expanded to match", async (width) => {
    const watched = await openWatchedPage(checks.browser, checks.site, { width, javaScript: true });
    const { page } = watched;
    try {
      await page.goto("/");
      const toggle = page.locator("header button[aria-controls]");
      const list = page.locator("#site-nav-list");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByRole("button", { name: "Close menu", exact: true }).isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(true);

      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(false);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});
