// D38: a candidate finds the job board and its first vacancy at
// once, on a phone (390 x 844) as on a desktop (1280 x 800), with JavaScript
// on and off, in a real Chromium against the built sample site.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPagePaths, openWatchedPage, useBrowserAndSiteForChecks } from "./support/browser";
import { builtFileOf, resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();

/** Every listing page the build wrote: /jobs/ and each filter combination, with their later pages. */
let listingPages: string[] = [];
/**
 * On a desktop the heading is the one part of a listing's first screen whose
 * height differs from page to page (the filters are a side column): /jobs/
 * and the three pages with the longest headings stand for them all.
 */
let longestHeadings: string[] = [];
beforeAll(async () => {
  const all = await builtPagePaths(checks.site.dir);
  const html = new Map(
    all
      .filter((urlPath) => urlPath.startsWith("/jobs/"))
      .map((urlPath) => [urlPath, readFileSync(builtFileOf(checks.site.dir, urlPath), "utf8")]),
  );
  listingPages = [...html.keys()].filter((urlPath) => html.get(urlPath)!.includes('id="jobs-results-heading"'));
  const headingLength = (urlPath: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html.get(urlPath)!)?.[1]?.length ?? 0;
  longestHeadings = ["/jobs/", ...[...listingPages].sort((a, b) => headingLength(b) - headingLength(a)).slice(0, 3)];
});

const screens = [
  { name: "a phone", width: 390, height: 844 },
  { name: "a desktop", width: 1280, height: 800 },
];

/** Job-board pages of each kind: the listing, a filter page, a deep filter page, an open vacancy. */
const jobBoardPages = [
  "/jobs/",
  "/jobs/healthcare/",
  "/jobs/healthcare/temporary/",
  "/jobs/registered-nurse-nights-huntingdon/",
];

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

    it("on /jobs/ and every filter page, the first vacancy's title is in the first screen, without scrolling (D38)", async () => {
      await resetPage(watched, { width, height });
      const { page } = watched;
      // A site with fewer listing pages than this has lost its filters.
      expect(listingPages.length).toBeGreaterThan(10);
      const below: string[] = [];
      for (const path of width < 960 ? listingPages : longestHeadings) {
        await page.goto(path);
        if (!(await inFirstScreen(page, ".vacancy-card__title"))) below.push(path);
      }
      expect(below, "listing pages whose first vacancy is below the first screen").toEqual([]);
      expect(watched.problems).toEqual([]);
    });
  });

  it('on a phone the filters fold behind "Filter jobs", with the number in force, and open with a tap', async () => {
    await resetPage(watched, { width: 390, height: 844 });
    const { page } = watched;
    await page.goto("/jobs/healthcare/temporary/");
    const filters = page.locator(".job-filters");
    const summary = filters.locator("summary");
    expect(await summary.textContent()).toBe("Filter jobs (2 selected)");
    expect(await summary.isVisible()).toBe(true);
    const removeHealthcare = filters.getByRole("link", { name: "Remove this filter Healthcare" });
    expect(await removeHealthcare.isVisible(), "folded: the filters are hidden").toBe(false);
    await summary.click();
    expect(await removeHealthcare.isVisible(), "open: the filters show").toBe(true);
    await removeHealthcare.click();
    await page.waitForURL("**/jobs/temporary/");
    expect(await page.locator(".job-filters summary").textContent()).toBe("Filter jobs (1 selected)");
    expect(watched.problems).toEqual([]);
  });

  it("on a desktop the filters are a side column beside the results, shown without a tap", async () => {
    await resetPage(watched, { width: 1280, height: 800 });
    const { page } = watched;
    await page.goto("/jobs/");
    const filters = page.locator(".job-filters");
    expect(await filters.locator("summary").isVisible()).toBe(false);
    expect(await filters.getByRole("heading", { name: "Filter", exact: true }).isVisible()).toBe(true);
    const option = filters.getByRole("link", { name: /^Healthcare/ });
    expect(await option.isVisible()).toBe(true);
    const side = await filters.boundingBox();
    const results = await page.locator(".jobs-results").boundingBox();
    expect(side!.x + side!.width, "the filters end before the results begin").toBeLessThanOrEqual(results!.x);
    expect(Math.abs(side!.y - results!.y), "side by side").toBeLessThan(40);
    await option.click();
    await page.waitForURL("**/jobs/healthcare/");
    expect(watched.problems).toEqual([]);
  });
});

describe("What and Where on the home page (D38)", () => {
  const watched = useWatchedPage(checks, { width: 390, height: 844, javaScript: true });

  it.each(screens)(
    "with JavaScript, on $name, the hero's search is in the first screen and goes to the search page, which the host answers with the results in its first paint",
    async ({ width, height }) => {
      await resetPage(watched, { width, height });
      const { page } = watched;
      await page.goto("/");
      const search = page.getByRole("search", { name: "Find a job" });
      for (const selector of ["#home-job-search-what", "#home-job-search-where", ".home-job-search__submit"]) {
        expect(await inFirstScreen(page, selector), `${selector} is in the first screen`).toBe(true);
      }
      // The specification's hero links stay.
      expect(await page.locator(".hero").getByRole("link", { name: "Find Work" }).getAttribute("href")).toBe(
        "/candidates/",
      );
      await search.getByLabel("What", { exact: true }).fill("nurse");
      await search.getByLabel("Where", { exact: true }).fill("Huntingdon");
      await search.getByRole("button", { name: "Search jobs" }).click();
      await page.waitForURL("**/jobs/search?what=nurse&where=Huntingdon");
      expect(await page.locator("#jobs-results-heading").textContent()).toMatch(
        /^\d+ jobs? for ‘nurse’ within 10 miles of Huntingdon$/,
      );
      // A result's card is the listing's, with the day it was posted.
      expect(await page.locator(".jobs-results .vacancy-card__posted").first().textContent()).toMatch(
        /^Posted \d{1,2} [A-Z][a-z]+ \d{4}$/,
      );
      expect(watched.problems).toEqual([]);
    },
  );

  it.each(screens)(
    "without JavaScript, on $name, the hero shows the form, sent to the search page the host answers, and a link to the board with the number of open jobs",
    async ({ width, height }) => {
      const plain = await openWatchedPage(checks.browser, checks.site, { width, height, javaScript: false });
      try {
        const { page } = plain;
        await page.goto("/");
        expect(await page.locator(".hero search").isVisible()).toBe(true);
        expect(await page.locator(".hero form").getAttribute("action")).toBe("/jobs/search");
        expect(await page.locator(".hero input:visible").count()).toBe(2);
        const link = page.locator(".hero").getByRole("link", { name: /^See all \d+ jobs open now$/ });
        // Without scripts the menu's links stand open above the hero on a phone, so the form starts just below the first screen there.
        if (width > 390)
          expect(
            await inFirstScreen(page, ".home-job-search__submit"),
            "the search's button is in the first screen",
          ).toBe(true);
        await link.click();
        await page.waitForURL("**/jobs/");
        expect(plain.problems).toEqual([]);
      } finally {
        await plain.context.close();
      }
    },
  );
});

describe("sharing a vacancy", () => {
  const vacancy = "/jobs/registered-nurse-nights-huntingdon/";

  it.each(screens)(
    "without JavaScript, on $name: email and WhatsApp links, and no button that needs a script",
    async ({ width, height }) => {
      const plain = await openWatchedPage(checks.browser, checks.site, { width, height, javaScript: false });
      try {
        await plain.page.goto(vacancy);
        const share = plain.page.getByRole("region", { name: "Share this job" });
        expect(await share.getByRole("link", { name: "Email" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
        expect(await share.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(
          /^https:\/\/wa\.me\/\?text=.*%2Fjobs%2Fregistered-nurse-nights-huntingdon%2F$/,
        );
        expect(await share.getByRole("button").count()).toBe(0);
        expect(plain.problems).toEqual([]);
      } finally {
        await plain.context.close();
      }
    },
  );

  it.each(screens)(
    "with JavaScript, on $name, where the browser has no share sheet: Copy link copies the page's address and says so",
    async ({ width, height }) => {
      const scripted = await openWatchedPage(checks.browser, checks.site, { width, height, javaScript: true });
      try {
        const { page, context } = scripted;
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        // Chromium on Linux has no share sheet; make sure of it, whatever the build.
        await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
        await page.goto(vacancy);
        const share = page.getByRole("region", { name: "Share this job" });
        await share.getByRole("button", { name: "Copy link" }).click();
        await expect
          .poll(() => share.getByRole("status").textContent())
          .toBe("Link copied. Paste it wherever you like.");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          "https://www.ousevalley.example/jobs/registered-nurse-nights-huntingdon/",
        );
        expect(scripted.problems).toEqual([]);
      } finally {
        await scripted.context.close();
      }
    },
  );

  it("with JavaScript, where the browser has a share sheet (Web Share API), the button says Share and opens it with the job's title and address", async () => {
    const scripted = await openWatchedPage(checks.browser, checks.site, {
      width: 390,
      height: 844,
      javaScript: true,
      isMobile: true,
    });
    try {
      const { page } = scripted;
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", {
          configurable: true,
          value: (data: ShareData) => {
            sessionStorage.setItem("shared", JSON.stringify(data));
            return Promise.resolve();
          },
        });
      });
      await page.goto(vacancy);
      const share = page.getByRole("region", { name: "Share this job" });
      expect(await share.getByRole("button", { name: "Copy link" }).count()).toBe(0);
      await share.getByRole("button", { name: "Share", exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem("shared")))
        .toBe(
          JSON.stringify({
            title: "Registered Nurse (RGN), nights",
            url: "https://www.ousevalley.example/jobs/registered-nurse-nights-huntingdon/",
          }),
        );
      expect(scripted.problems).toEqual([]);
    } finally {
      await scripted.context.close();
    }
  });
});

describe("on a phone with JavaScript, the search form is compact: What beside Where, Sort by beside Minimum pay, the button under them", () => {
  const watched = useWatchedPage(checks, { width: 390, height: 844, javaScript: true });

  // Under 320 px leaves room for the Where hint, shown on phones.
  it("fits in under 320 px, two fields a row", async () => {
    await resetPage(watched, { width: 390, height: 844 });
    const { page } = watched;
    await page.goto("/jobs/");
    const form = page.locator("search.job-search");
    expect(await form.isVisible()).toBe(true);
    expect((await form.boundingBox())!.height).toBeLessThan(320);
    for (const [left, right] of [
      ["What", "Where"],
      ["Sort by", "Minimum pay"],
    ]) {
      const first = (await page.getByLabel(left!, { exact: true }).boundingBox())!;
      const second = (await page.getByLabel(right!, { exact: true }).boundingBox())!;
      expect(Math.abs(first.y - second.y), `${left} beside ${right}`).toBeLessThan(2);
    }
    // The hints are still read with each box.
    expect(await page.getByRole("searchbox", { name: "What" }).getAttribute("aria-describedby")).toBe(
      "job-search-what-hint",
    );
    expect(watched.problems).toEqual([]);
  });

  it("What and Where line up label by label and box by box, each box close under its label, with Where's hint shown under its box", async () => {
    const { page } = watched;
    // The board's form and the home page's.
    for (const [path, form, width] of [
      ["/jobs/", "job-search", 320],
      ["/jobs/", "job-search", 390],
      ["/", "home-job-search", 390],
    ] as const) {
      await resetPage(watched, { width, height: 844 });
      await page.goto(path);
      const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
      const [whatLabel, whereLabel, what, where, hint] = await Promise.all(
        [
          `label[for="${form}-what"]`,
          `label[for="${form}-where"]`,
          `#${form}-what`,
          `#${form}-where`,
          `#${form}-where-hint`,
        ].map(box),
      );
      expect(Math.abs(whatLabel!.y - whereLabel!.y), `${path} at ${width} px: the labels`).toBeLessThan(2);
      expect(Math.abs(what!.y - where!.y), `${path} at ${width} px: the boxes`).toBeLessThan(2);
      expect(
        what!.y - (whatLabel!.y + whatLabel!.height),
        `${path} at ${width} px: What's box under its label`,
      ).toBeLessThanOrEqual(12);
      expect(await page.locator(`#${form}-where-hint`).isVisible()).toBe(true);
      expect(hint!.y, `${path} at ${width} px: the hint under Where's box, not over it`).toBeGreaterThanOrEqual(
        where!.y + where!.height,
      );
    }
    expect(watched.problems).toEqual([]);
  });

  it("shows every choice of Distance, Sort by and Minimum pay whole, beside the browser's arrow, from 320 px up", async () => {
    const { page } = watched;
    for (const width of [320, 360, 375, 390, 412, 768, 1024]) {
      await resetPage(watched, { width, height: 844 });
      await page.goto("/jobs/");
      // A place in Where brings the distance's choice (D43), which is measured too.
      await page.getByLabel("Where", { exact: true }).fill("Huntingdon");
      await page.locator(".job-search__choice--radius:not([hidden])").waitFor();
      const tooLong = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLSelectElement>(".job-search select")].flatMap((select) => {
          const style = getComputedStyle(select);
          // The browser's arrow takes about 24 px of the box beside the words.
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
          const measure = document.createElement("span");
          measure.style.font = style.font;
          measure.style.position = "absolute";
          measure.style.whiteSpace = "nowrap";
          document.body.append(measure);
          const cut = [...select.options].filter((option) => {
            measure.textContent = option.text;
            return measure.getBoundingClientRect().width > room;
          });
          measure.remove();
          return cut.map((option) => `${option.text} (${Math.round(room)} px of room)`);
        }),
      );
      expect(tooLong, `${width} px`).toEqual([]);
    }
  });
});
