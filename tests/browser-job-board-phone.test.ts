// Issue 30 and D38: a candidate finds the job board and its first vacancy at
// once, on a phone (390 x 844) as on a desktop (1280 x 800), with JavaScript
// on and off, in a real Chromium against the built sample site.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserAndSiteForChecks } from "./support/browser";
import { resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();

const screens = [
  { name: "a phone", width: 390, height: 844 },
  { name: "a desktop", width: 1280, height: 800 },
];

/** Job-board pages of each kind: the listing, a filter page, a deep filter page, an open vacancy. */
const jobBoardPages = ["/jobs/", "/jobs/healthcare/", "/jobs/healthcare/temporary/", "/jobs/registered-nurse-nights-huntingdon/"];

/** Whether the element is drawn inside the first screen, with nothing of it below the fold or off the side. */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

describe.each([
  { javaScript: true, state: "on" },
  { javaScript: false, state: "off" },
])("with JavaScript $state", ({ javaScript }) => {
  const watched = useWatchedPage(checks, { width: 390, height: 844, javaScript });

  describe.each(screens)("on $name ($width x $height)", ({ width, height }) => {
    it("the header's Jobs link shows in the first screen of every page, menu closed, and leads to the job board (D38)", async () => {
      await resetPage(watched, { width, height });
      const { page } = watched;
      for (const path of ["/", "/about/", "/contact/"]) {
        await page.goto(path);
        const jobs = page.locator("header").getByRole("link", { name: "Jobs", exact: true });
        expect(await jobs.isVisible(), `${path}: Jobs is visible`).toBe(true);
        expect(await inFirstScreen(page, 'header a[href="/jobs/"]'), `${path}: Jobs is in the first screen`).toBe(true);
      }
      await page.locator("header").getByRole("link", { name: "Jobs", exact: true }).click();
      await page.waitForURL("**/jobs/");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/jobs/i);
      expect(watched.problems).toEqual([]);
    });

    it("marks Jobs as current on every job-board page, and no other header link", async () => {
      await resetPage(watched, { width, height });
      const { page } = watched;
      for (const path of jobBoardPages) {
        await page.goto(path);
        const current = page.locator("header [aria-current]");
        expect(await current.count(), path).toBe(1);
        expect(await current.textContent(), path).toBe("Jobs");
        expect(await current.isVisible(), `${path}: the current link shows`).toBe(true);
        expect(await current.getAttribute("aria-current"), path).toBe(path === "/jobs/" ? "page" : "true");
      }
      expect(watched.problems).toEqual([]);
    });
  });
});
