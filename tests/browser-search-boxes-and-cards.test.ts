// Two shapes a visitor reads at a glance: the home page's link to the whole
// board stands apart from its search form at every width, with JavaScript on
// and off, and on a phone every vacancy card gives its facts a line each, so
// "Similar jobs" shows cards of one shape.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { openWatchedPage, startBrowserAndSite, stopBrowserAndSite, type ServedSite } from "./support/browser";

let browser: Browser;
let site: ServedSite;
beforeAll(async () => {
  ({ browser, site } = await startBrowserAndSite());
});
afterAll(() => stopBrowserAndSite(browser, site));

describe("the home page's link to every open job", () => {
  for (const javaScript of [true, false]) {
    it(`sits at least 16 px below the search form from 320 to 1920 px, JavaScript ${javaScript ? "on" : "off"}`, async ({
      expect,
    }) => {
      const { page, context, problems } = await openWatchedPage(browser, site, { width: 320, javaScript });
      try {
        await page.goto("/");
        for (const width of [320, 390, 768, 1024, 1280, 1920]) {
          await page.setViewportSize({ width, height: 800 });
          const gap = await page.evaluate(() => {
            const inputs = [...document.querySelectorAll(".home-job-search__form :is(input, button)")].map(
              (element) => element.getBoundingClientRect().bottom,
            );
            return document.querySelector(".home-job-search__all a")!.getBoundingClientRect().top - Math.max(...inputs);
          });
          expect(gap, `${width} px`).toBeGreaterThanOrEqual(16);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe("vacancy cards on a phone", () => {
  it("give place and type of work a line each in every similar job, however short they are", async ({ expect }) => {
    const { page, context, problems } = await openWatchedPage(browser, site, { width: 390, javaScript: true });
    try {
      await page.goto("/jobs/care-assistant-days-st-neots/");
      const rows = await page.locator("#similar .vacancy-card").evaluateAll((cards) =>
        cards.map((card) => {
          const facts = [...card.querySelectorAll(".vacancy-card__facts > div")].map((fact) =>
            fact.getBoundingClientRect(),
          );
          return { facts: facts.length, tops: new Set(facts.map((box) => Math.round(box.top))).size };
        }),
      );
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row.tops).toBe(row.facts);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
