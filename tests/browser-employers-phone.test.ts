// For Employers is the page a care home manager short of staff next week acts
// on: on a phone (390 x 844), with JavaScript on and off, Register a vacancy
// and the 24/7 line are in the first screen, in a real Chromium against the
// built sample site.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserAndSiteForChecks } from "./support/browser";
import { resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();

/** Whether the element is drawn inside the first screen, with nothing of it below the fold or off the side. */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility() &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight &&
        box.left >= 0 &&
        box.right <= window.innerWidth
      );
    });
}

describe.each([
  { javaScript: true, state: "on" },
  { javaScript: false, state: "off" },
])("with JavaScript $state, on a phone (390 x 844)", ({ javaScript }) => {
  const watched = useWatchedPage(checks, { width: 390, height: 844, javaScript });

  it("Register a vacancy and the 24/7 line are in the first screen of /employers/, without scrolling", async () => {
    await resetPage(watched, { width: 390, height: 844 });
    const { page } = watched;
    await page.goto("/employers/");
    expect(
      await inFirstScreen(page, '.page-header a[href="/employers/register-a-vacancy/"]'),
      "Register a vacancy",
    ).toBe(true);
    expect(await inFirstScreen(page, '.page-header a[href^="tel:"]'), "the 24/7 line").toBe(true);
    await page.locator(".page-header").getByRole("link", { name: "Register a vacancy" }).click();
    await page.waitForURL("**/employers/register-a-vacancy/");
    expect(watched.problems).toEqual([]);
  });
});

describe("the clients' words on /employers/ at desktop widths", () => {
  const watched = useWatchedPage(checks, { width: 1280, height: 800, javaScript: false });

  it.each([1024, 1280, 1920])(
    "at %i px the stories stand side by side, alike in size and type, none left half empty",
    async (width) => {
      await resetPage(watched, { width, height: 800 });
      const { page } = watched;
      await page.goto("/employers/");
      const stories = await page.locator("#clients .testimonial").evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          const quote = card.querySelector(".testimonial__quote")!;
          return {
            top: Math.round(box.top),
            width: Math.round(box.width),
            height: box.height,
            type: getComputedStyle(quote).fontSize,
            words: quote.getBoundingClientRect().height,
          };
        }),
      );
      expect(stories.length).toBeGreaterThanOrEqual(2);
      expect(new Set(stories.map((story) => story.top)).size, "one row").toBe(1);
      expect(new Set(stories.map((story) => story.width)).size, "equal columns").toBe(1);
      expect(new Set(stories.map((story) => story.type)).size, "one size of type").toBe(1);
      // The words take a third of each card or more, with the stars and the name: no card stands mostly empty beside a taller one.
      for (const story of stories) expect(story.words / story.height).toBeGreaterThan(0.33);
      expect(watched.problems).toEqual([]);
    },
  );
});

describe("the speed figures on /employers/ at every width", () => {
  const watched = useWatchedPage(checks, { width: 1280, height: 800, javaScript: false });

  // DejaVu Sans is the wide font of D31's checks; the gold rule of the next column is its item's inline-start border.
  it.each([320, 390, 768, 1024, 1280, 1366, 1600, 1920])(
    "at %i px each figure's words stay inside its own column, clear of the next one's rule",
    async (width) => {
      await resetPage(watched, { width, height: 800 });
      const { page } = watched;
      await page.goto("/employers/");
      for (const font of ["DejaVu Sans", "Liberation Sans"]) {
        const overlaps = await page.locator("#how-fast .figures__item").evaluateAll((items, font) => {
          for (const element of document.querySelectorAll<HTMLElement>("#how-fast .figures, #how-fast .figures *"))
            element.style.fontFamily = `"${font}"`;
          const found: string[] = [];
          const boxes = items.map((item) => item.getBoundingClientRect());
          items.forEach((item, index) => {
            const range = document.createRange();
            range.selectNodeContents(item);
            for (const line of range.getClientRects()) {
              if (line.width === 0) continue;
              if (line.right > boxes[index]!.right + 0.5 || line.left < boxes[index]!.left - 0.5)
                found.push(`"${item.textContent}" runs out of its column`);
              boxes.forEach((other, otherIndex) => {
                const apart =
                  line.right <= other.left ||
                  line.left >= other.right ||
                  line.bottom <= other.top ||
                  line.top >= other.bottom;
                if (otherIndex !== index && !apart)
                  found.push(`"${item.textContent}" runs into "${items[otherIndex]!.textContent}"`);
              });
            }
            // A range such as 24-48 is one figure: never "24-" at the end of one line.
            const value = item.querySelector(".figures__value")!;
            const figure = value.textContent!.split(" ")[0]!;
            const figureRange = document.createRange();
            figureRange.setStart(value.firstChild!, 0);
            figureRange.setEnd(value.firstChild!, figure.length);
            if (new Set([...figureRange.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
              found.push(`"${figure}" is broken across lines`);
          });
          return [...new Set(found)];
        }, font);
        expect(overlaps, `in ${font}`).toEqual([]);
      }
      expect(watched.problems).toEqual([]);
    },
  );
});
