// The job board's results page: results that fit a phone, the job alert where the
// results are, the search without JavaScript, the way back to the results
// and the page an application lands on. In Chromium against the built
// sample site, at 390 x 844 and 1280 x 800, with JavaScript on and off;
// every position is measured in the browser.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf, useBrowserAndSiteForChecks } from "./support/browser";
import { resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The searches a phone is measured after: words and a place, a county, words alone, a sector with a minimum pay. */
const searches = [
  { path: "/jobs/?what=care&where=Huntingdon", heading: "Care jobs within 10 miles of Huntingdon" },
  // A longer place's name, and a radius chosen.
  { path: "/jobs/?what=care&where=Godmanchester&radius=20", heading: "Care jobs within 20 miles of Godmanchester" },
  { path: "/jobs/?where=Cambridgeshire", heading: "Jobs in Cambridgeshire" },
  { path: "/jobs/?what=assistant", heading: "Assistant jobs" },
  { path: "/jobs/healthcare/?pay=hour-12", heading: "Healthcare jobs, £12+ an hour" },
];

/** On a phone, also the longest heading and count: three lines of heading, two of count, a second card with a two-line title. */
const phoneSearches = [
  ...searches,
  {
    path: "/jobs/healthcare/?what=care+assistant&where=Godmanchester&radius=20&pay=hour-12",
    heading: "Care assistant jobs within 20 miles of Godmanchester, healthcare, £12+ an hour",
  },
];

/** Waits for the browser's search to have answered the address's query. */
async function searched(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => page.locator("[data-job-search-results]").isVisible(), { timeout: 15_000 }).toBe(true);
}

/** The page's layout shift from its load until a second later (the measure Lighthouse calls CLS, whole). */
async function layoutShiftAfterLoad(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

/** Each visible result card's box, and whether each of its facts is drawn. */
function cardsShown(page: Page) {
  return page.locator(".jobs-results .vacancy-card").evaluateAll((cards) =>
    cards
      .filter((card) => card.checkVisibility())
      .map((card) => {
        const box = card.getBoundingClientRect();
        const drawn = (selector: string) =>
          [...card.querySelectorAll(selector)].every(
            (part) => part.checkVisibility() && part.getBoundingClientRect().height > 0,
          );
        return {
          top: box.top,
          bottom: box.bottom,
          height: box.height,
          facts: drawn(".vacancy-card__title, .vacancy-card__facts dd, .vacancy-card__posted"),
        };
      }),
  );
}

describe("with JavaScript, on a phone (390 x 844)", () => {
  const watched = useWatchedPage(checks, { ...phone, javaScript: true });

  it.each(phoneSearches)(
    "after $path the heading names the search, the form folds behind Edit search alone, and the first screen holds the results' heading and two whole cards of at most 200 px",
    async ({ path, heading }) => {
      await resetPage(watched, phone);
      const { page } = watched;
      await searched(page, path);
      expect(await page.locator("h1").textContent()).toBe(heading);
      // The heading says the search; the fold says only how to change it, so the search is not said again there.
      expect(await page.locator("#job-search-form").isVisible()).toBe(false);
      const folded = page.locator("[data-job-search-folded]");
      expect(await folded.isVisible()).toBe(true);
      expect((await folded.textContent())!.trim()).toBe("Edit search");
      expect((await folded.boundingBox())!.height).toBeLessThanOrEqual(48);
      const results = await page.locator("#jobs-results-heading").boundingBox();
      expect(results!.y + results!.height).toBeLessThanOrEqual(phone.height);
      const cards = await cardsShown(page);
      const count = Number.parseInt((await page.locator("#jobs-results-heading").textContent())!, 10);
      expect(cards.length).toBe(Math.min(count, 20));
      // Two whole cards, or the one there is, with room to spare: a card's title a line longer must not push the second out.
      for (const card of cards.slice(0, 2)) {
        expect(card.top).toBeGreaterThanOrEqual(0);
        expect(card.bottom, "a whole card in the first screen, 24 px to spare").toBeLessThanOrEqual(phone.height - 24);
      }
      for (const card of cards) {
        expect(card.height, "a card at 390 px").toBeLessThanOrEqual(205);
        expect(card.facts, "title, pay, place, type of work, closing and posted dates all shown").toBe(true);
      }
      expect(watched.problems).toEqual([]);
    },
  );

  // D44 on the samples: the words candidates type each find an open job of the trade.
  it.each([
    { what: "HCA", title: /care assistant|healthcare assistant/i },
    { what: "carer", title: /care|support worker/i },
    { what: "care worker", title: /care|support worker/i },
    { what: "support worker", title: /support worker|care/i },
    { what: "RGN", title: /nurse/i },
    { what: "nurse", title: /nurse/i },
    { what: "KP", title: /kitchen porter/i },
    { what: "kitchen porter", title: /kitchen porter/i },
    { what: "FLT", title: /forklift/i },
    { what: "forklift", title: /forklift/i },
    { what: "TA", title: /teaching assistant/i },
    { what: "teaching assistant", title: /teaching assistant/i },
  ])("'$what' finds an open job of the trade, and never a nursery", async ({ what, title }) => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, `/jobs/?what=${encodeURIComponent(what)}`);
    const titles = await page.locator("[data-job-search-list] .vacancy-card__title").allTextContents();
    expect(
      titles.some((found) => title.test(found)),
      `${what}: ${titles.join("; ")}`,
    ).toBe(true);
    if (/nurse|RGN/.test(what)) expect(titles.filter((found) => /nursery/i.test(found))).toEqual([]);
  });

  it("Edit search opens the form again, with the search in it, and puts the cursor in What", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, searches[0]!.path);
    await page.getByRole("button", { name: "Edit search" }).click();
    expect(await page.locator("#job-search-form").isVisible()).toBe(true);
    expect(await page.locator("[data-job-search-folded]").isVisible()).toBe(false);
    expect(await page.locator("[data-job-search-edit]").getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("what");
    expect(await page.getByLabel("Where", { exact: true }).inputValue()).toBe("Huntingdon");
  });

  it("shows the Where hint (a postcode is taken), on the listing and the home page", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    for (const path of ["/jobs/", "/"]) {
      await page.goto(path);
      expect(await page.getByText("Town, county or postcode").first().isVisible(), path).toBe(true);
    }
  });

  it("'Email me new jobs like these' is beside the results' heading, names the search in words, and opens the sign-up in place", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=care&where=Huntingdon&pay=hour-12");
    const control = page.getByText("Email me new jobs like these", { exact: true }).first();
    const heading = (await page.locator("#jobs-results-heading").boundingBox())!;
    const box = (await control.boundingBox())!;
    expect(box.y - (heading.y + heading.height), "right under or beside the heading").toBeLessThanOrEqual(24);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    await control.click();
    expect(await page.locator(".job-alert__intro").textContent()).toContain(
      "new care jobs within 10 miles of Huntingdon, £12+ an hour",
    );
    expect(await page.getByLabel("Email Address").isVisible()).toBe(true);
  });

  it("when nothing matches, the job alert is offered once, beside the heading, and opens the sign-up in place", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=zyxwv");
    expect(await page.locator("[data-job-search-none]").isVisible()).toBe(true);
    const offers = page.getByText("Email me new jobs like these", { exact: true });
    expect(await offers.evaluateAll((all) => all.filter((offer) => offer.checkVisibility()).length)).toBe(1);
    await offers.first().click();
    expect(await page.locator("details.job-alert").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(
      true,
    );
    expect(await page.getByLabel("Email Address").isVisible()).toBe(true);
  });

  it("offers no job alert for a place it cannot find, and offers it again for a search it can", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=care&where=Xyzzy");
    expect(await page.locator("#jobs-results-heading").textContent()).toMatch(/^We could not find ‘?'?Xyzzy/);
    expect(
      await page
        .getByText("Email me new jobs like these", { exact: true })
        .evaluateAll((all) => all.filter((offer) => offer.checkVisibility()).length),
    ).toBe(0);
    await page.getByRole("button", { name: "Edit search" }).click();
    await page.getByLabel("Where", { exact: true }).fill("Huntingdon");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Care jobs within 10 miles of Huntingdon");
    expect(await page.getByText("Email me new jobs like these", { exact: true }).first().isVisible()).toBe(true);
  });

  it("with nothing within 5 miles of a village, offers the next distance that finds jobs, first, with how many", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=care&where=Kimbolton&radius=5");
    expect(await page.locator("#jobs-results-heading").textContent()).toBe(
      "No jobs for ‘care’ within 5 miles of Kimbolton",
    );
    const wider = page.locator(".job-search-results__widen a").filter({ visible: true });
    expect(await wider.first().textContent()).toBe("Search within 10 miles of Kimbolton (2 jobs)");
    await wider.first().click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Care jobs within 10 miles of Kimbolton");
    expect(new URL(page.url()).search).toBe("?what=care&where=Kimbolton");
    expect(await page.locator("[data-job-search-list] .vacancy-card").count()).toBe(2);
  });

  it("names no unknown place as searched, and reads a whole postcode back as the district it measures from", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=care&where=Xyzzy");
    // Not "Care jobs in Xyzzy" over "We could not find 'Xyzzy'".
    expect(await page.locator("h1").textContent()).toBe("Care jobs");
    // The place typed stays in the form, to correct.
    await page.getByRole("button", { name: "Edit search" }).click();
    expect(await page.getByLabel("Where", { exact: true }).inputValue()).toBe("Xyzzy");
    await searched(page, "/jobs/?where=pe27+5ab");
    expect(await page.locator("h1").textContent()).toBe("Jobs within 10 miles of PE27");
    expect(await page.locator("#jobs-results-heading").textContent()).toMatch(/ within 10 miles of PE27$/);
  });

  it("a vacancy opened from a search leads back to that search", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=nurse");
    await page.locator("[data-job-search-list] .vacancy-card__title a").first().click();
    await page.waitForURL("**/jobs/registered-nurse-nights-huntingdon/");
    const back = page.locator(".back-to-results__link");
    expect(await back.textContent()).toBe("Back to results");
    expect(await back.getAttribute("href")).toBe("/jobs/?what=nurse");
    await back.click();
    await page.waitForURL("**/jobs/?what=nurse");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Nurse jobs");
  });

  it("the page an application lands on leads back to the search the vacancy was opened from", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=nurse");
    await page.locator("[data-job-search-list] .vacancy-card__title a").first().click();
    await page.waitForURL("**/jobs/registered-nurse-nights-huntingdon/");
    await page.getByLabel("Full Name").fill("Alex Example");
    await page.getByLabel("Email Address").first().fill("alex@example.com");
    await page.getByLabel("Phone Number").fill("01632 960 999");
    await page.getByRole("button", { name: "Send application" }).click();
    await page.waitForURL("**/jobs/registered-nurse-nights-huntingdon/applied/");
    const back = page.locator("main").getByRole("link", { name: "Back to results" });
    expect(await back.getAttribute("href")).toBe("/jobs/?what=nurse");
    await back.click();
    await page.waitForURL("**/jobs/?what=nurse");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Nurse jobs");
  });

  it("a vacancy opened any other way leads to the listing", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/registered-nurse-nights-huntingdon/");
    const back = page.locator(".back-to-results__link");
    expect([await back.textContent(), await back.getAttribute("href")]).toEqual(["All jobs", "/jobs/"]);
  });

  it("the home page's search lands on the results with nothing moving: the host's search page, not the listing giving way to them", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/");
    await page.locator("#home-job-search-what").fill("nurse");
    await page.locator("#home-job-search-where").fill("Huntingdon");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await page.waitForURL("**/jobs/search?what=nurse&where=Huntingdon");
    expect(await page.locator("h1").textContent()).toBe("Nurse jobs within 10 miles of Huntingdon");
    expect(await layoutShiftAfterLoad(page), "the page's layout shift").toBeLessThan(0.01);
  });

  it("a search on the listing writes the search page's address, so a reload opens on the results with nothing moving", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/healthcare/");
    await page.getByLabel("What", { exact: true }).fill("care");
    await page.getByLabel("Where", { exact: true }).fill("Huntingdon");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect
      .poll(() => page.locator("h1").textContent(), { timeout: 15_000 })
      .toBe("Care jobs within 10 miles of Huntingdon, healthcare");
    expect(pathOf(page) + new URL(page.url()).search).toBe("/jobs/search?what=care&where=Huntingdon&sector=healthcare");
    const cards = await page.locator("[data-job-search-list] .vacancy-card__title").allTextContents();
    await page.reload();
    expect(await page.locator("h1").textContent()).toBe("Care jobs within 10 miles of Huntingdon, healthcare");
    expect(await page.locator(".jobs-results .vacancy-card__title").allTextContents()).toEqual(cards);
    expect(await layoutShiftAfterLoad(page), "the page's layout shift").toBeLessThan(0.01);
  });
});

describe("with JavaScript, on a desktop (1280 x 800)", () => {
  const watched = useWatchedPage(checks, { ...desktop, javaScript: true });

  it("keeps its layout after a search: the form stays open beside the filters' column, and cards keep their summary", async () => {
    await resetPage(watched, desktop);
    const { page } = watched;
    await searched(page, searches[0]!.path);
    expect(await page.locator("h1").textContent()).toBe("Care jobs within 10 miles of Huntingdon");
    expect(await page.locator("#job-search-form").isVisible()).toBe(true);
    expect(await page.locator("[data-job-search-folded]").isVisible()).toBe(false);
    expect(await page.locator("[data-job-search-list] .vacancy-card__summary").first().isVisible()).toBe(true);
    expect(await page.locator(".job-filters__heading").isVisible()).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  it.each([desktop, { width: 1024, height: 768 }])(
    "after a search at $width x $height, the first result's title is in the first screen",
    async (screen) => {
      await resetPage(watched, screen);
      const { page } = watched;
      for (const { path } of searches) {
        await searched(page, path);
        const title = (await page.locator("[data-job-search-list] .vacancy-card__title").first().boundingBox())!;
        expect(title.y, path).toBeGreaterThanOrEqual(0);
        expect(title.y + title.height, `${path}: the first title's foot`).toBeLessThanOrEqual(screen.height);
      }
      expect(watched.problems).toEqual([]);
    },
  );
});

describe("without JavaScript", () => {
  const watched = useWatchedPage(checks, { ...phone, javaScript: false });

  it("the home page's What and Where lead to real results, on the search page the host answers", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/");
    await page.locator("#home-job-search-what").fill("nurse");
    await page.locator("#home-job-search-where").fill("Huntingdon");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await page.waitForURL("**/jobs/search?what=nurse&where=Huntingdon");
    expect(await page.locator("h1").textContent()).toBe("Nurse jobs within 10 miles of Huntingdon");
    expect(await page.locator("#jobs-results-heading").textContent()).toBe(
      "1 job for ‘nurse’ within 10 miles of Huntingdon",
    );
    expect(await page.locator(".vacancy-card__title").allTextContents()).toEqual(["Registered Nurse (RGN), nights"]);
    // The form shows the search, ready to change.
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("nurse");
    expect(watched.problems).toEqual([]);
  });

  it("after a search the search page folds its form behind Edit search, so the first result's title is in a phone's first screen; a tap opens it, filled", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/search?what=care&where=Huntingdon");
    const what = page.getByLabel("What", { exact: true });
    expect(await what.isVisible(), "folded: the form is hidden").toBe(false);
    // The page's heading names the search: the fold does not say it again.
    const line = page.locator(".job-search__summary");
    expect((await line.textContent())!.trim()).toBe("Edit search");
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(48);
    const title = (await page.locator(".vacancy-card__title").first().boundingBox())!;
    expect(title.y + title.height, "the first result's title").toBeLessThanOrEqual(phone.height);
    await line.click();
    expect(await what.isVisible()).toBe(true);
    expect(await what.inputValue()).toBe("care");
    // Nothing searched yet: the form stands open.
    await page.goto("/jobs/search");
    expect(await page.getByLabel("What", { exact: true }).isVisible()).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  it("at 1280 px the search page's form is open after a search, with no Edit search to press", async () => {
    await resetPage(watched, desktop);
    const { page } = watched;
    await page.goto("/jobs/search?what=care&where=Huntingdon");
    expect(await page.getByLabel("What", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("care");
    expect(await page.locator(".job-search__summary").isVisible()).toBe(false);
  });

  it("the search page says when nothing matches and offers the wider searches that find something", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/search?what=nurse&where=Bedford");
    expect(await page.locator("#jobs-results-heading").textContent()).toBe(
      "No jobs for ‘nurse’ within 10 miles of Bedford",
    );
    expect(await page.locator(".job-search-results__widen a").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Search everywhere for ‘nurse’ \(1 job\)$/)]),
    );
  });

  it("the search page offers the next distance that finds jobs when nothing is near, and names no unknown place as searched", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/search?what=care&where=Kimbolton&radius=5");
    const wider = page.locator(".job-search-results__widen a");
    expect(await wider.first().textContent()).toBe("Search within 10 miles of Kimbolton (2 jobs)");
    await wider.first().click();
    await page.waitForURL("**/jobs/search?what=care&where=Kimbolton");
    expect(await page.locator("h1").textContent()).toBe("Care jobs within 10 miles of Kimbolton");
    expect(await page.locator(".jobs-results .vacancy-card").count()).toBe(2);
    await page.goto("/jobs/search?what=care&where=Xyzzy");
    expect(await page.locator("h1").textContent()).toBe("Care jobs");
    await page.goto("/jobs/search?where=PE27%205AB");
    expect(await page.locator("h1").textContent()).toBe("Jobs within 10 miles of PE27");
  });

  it("the search page asks the distance before any search, as no script is there to reveal it", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/search");
    await page.getByLabel("What", { exact: true }).fill("care");
    await page.getByLabel("Where", { exact: true }).fill("Kimbolton");
    const distance = page.getByLabel("Distance", { exact: true });
    expect(await distance.isVisible()).toBe(true);
    await distance.selectOption("20");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await page.waitForURL("**/jobs/search?what=care&where=Kimbolton&radius=20**");
    expect(await page.locator("h1").textContent()).toBe("Care jobs within 20 miles of Kimbolton");
  });

  it("the search page offers no job alert for a place it cannot find, and one only when nothing matches", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/search?what=care&where=Xyzzy");
    expect(await page.locator("#jobs-results-heading").textContent()).toMatch(/Xyzzy/);
    expect(await page.getByText("Email me new jobs like these", { exact: true }).count()).toBe(0);
    await page.goto("/jobs/search?what=zyxwv");
    expect(await page.getByText("Email me new jobs like these", { exact: true }).count()).toBe(1);
  });

  it("the listing offers What and Where, sent to the search page", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/?what=nurse");
    await page.getByRole("searchbox", { name: "What" }).fill("nurse");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await page.waitForURL("**/jobs/search?what=nurse&where=");
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("nurse");
  });

  it("a vacancy's back link leads to the listing", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/search?what=nurse");
    await page.locator(".vacancy-card__title a").first().click();
    const back = page.locator(".back-to-results__link");
    expect([await back.textContent(), await back.getAttribute("href")]).toEqual(["All jobs", "/jobs/"]);
    // Shown, not only there, and in the first screen above the job's heading.
    expect(await back.isVisible()).toBe(true);
    const box = (await back.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  });

  it("an application lands on a page naming the job and its reference", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await page.goto("/jobs/registered-nurse-nights-huntingdon/");
    await page.getByLabel("Full Name").fill("Alex Example");
    await page.getByLabel("Email Address").first().fill("alex@example.com");
    await page.getByLabel("Phone Number").fill("01632 960 999");
    await page.getByRole("button", { name: "Send application" }).click();
    await page.waitForURL("**/jobs/registered-nurse-nights-huntingdon/applied/");
    expect(pathOf(page)).toBe("/jobs/registered-nurse-nights-huntingdon/applied/");
    expect(await page.locator("h1").textContent()).toBe("Application sent");
    expect(await page.locator("main").textContent()).toContain(
      "Thank you for applying for Registered Nurse (RGN), nights, reference OVS-1042.",
    );
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    // And leads back to the board.
    const board = page.locator("main").getByRole("link", { name: "See all jobs" });
    expect(await board.getAttribute("href")).toBe("/jobs/");
    expect(await board.isVisible()).toBe(true);
  });
});

describe("the search page without JavaScript offers the listing's filters, as links that keep the search", () => {
  const withScript = useWatchedPage(checks, { ...desktop, javaScript: true });

  /** The titles the browser's search shows for the same search on a listing page. */
  async function browserTitles(path: string) {
    await resetPage(withScript, desktop);
    await searched(withScript.page, path);
    return withScript.page.locator("[data-job-search-list] .vacancy-card__title").allTextContents();
  }

  for (const viewport of [phone, desktop]) {
    describe(`at ${viewport.width} x ${viewport.height}`, () => {
      const watched = useWatchedPage(checks, { ...viewport, javaScript: false });

      it("searching care in Huntingdon, then choosing a sector, shows that sector's jobs of the search, keeps the search and can remove the sector", async () => {
        await resetPage(watched, viewport);
        const { page } = watched;
        await page.goto("/");
        await page.locator("#home-job-search-what").fill("care");
        await page.locator("#home-job-search-where").fill("Huntingdon");
        await page.getByRole("button", { name: "Search jobs" }).click();
        await page.waitForURL("**/jobs/search?what=care&where=Huntingdon");
        const filters = page.locator(".job-filters");
        // On a phone they fold behind "Filter jobs", as on /jobs/, so the first result stays in the first screen.
        if (viewport === phone) {
          const title = (await page.locator(".vacancy-card__title").first().boundingBox())!;
          expect(title.y + title.height, "the first result's title").toBeLessThanOrEqual(phone.height);
          expect(await filters.locator(".job-filters__group").first().isVisible()).toBe(false);
          await filters.getByText("Filter jobs", { exact: true }).click();
        }
        const healthcare = filters.locator("[data-filter='sector']").getByRole("link", { name: /^Healthcare/ });
        expect(await healthcare.isVisible()).toBe(true);
        const counted = Number((await healthcare.locator(".job-filters__count").textContent())!.replace(/\D/g, ""));
        // A sector the search finds nothing in is not a link.
        expect(
          await filters
            .locator("[data-filter='sector']")
            .getByRole("link", { name: /^Industrial/ })
            .count(),
        ).toBe(0);
        await healthcare.click();
        await page.waitForURL("**/jobs/search?what=care&where=Huntingdon&sector=healthcare");
        const titles = await page.locator(".jobs-results .vacancy-card__title").allTextContents();
        expect(titles.length).toBe(counted);
        expect(titles).toEqual(await browserTitles("/jobs/healthcare/?what=care&where=Huntingdon"));
        expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("care");
        expect(await page.getByLabel("Where", { exact: true }).inputValue()).toBe("Huntingdon");
        // A new search from the form keeps the sector.
        expect(await page.locator(".job-search__form input[name='sector']").getAttribute("value")).toBe("healthcare");
        // The job alert carries the sector too.
        expect(await page.locator(".job-alert input[name='sector']").getAttribute("value")).toBe("healthcare");
        if (viewport === phone) {
          const title = (await page.locator(".vacancy-card__title").first().boundingBox())!;
          expect(title.y + title.height, "the first result's title").toBeLessThanOrEqual(phone.height);
          await filters.locator("summary").click();
        }
        await filters.getByRole("link", { name: "Remove this filter Healthcare" }).click();
        await page.waitForURL("**/jobs/search?what=care&where=Huntingdon");
        expect(watched.problems).toEqual([]);
      });
    });
  }

  it("a filter link keeps the radius, the minimum pay and the order", async () => {
    await resetPage(withScript, desktop);
    const response = await withScript.page.request.get(
      "/jobs/search?what=care&where=Huntingdon&radius=20&pay=hour-12&sort=nearest",
    );
    const html = await response.text();
    expect(html).toContain(
      'href="/jobs/search?what=care&amp;where=Huntingdon&amp;radius=20&amp;engagement=temporary&amp;sort=nearest&amp;pay=hour-12"',
    );
  });
});

describe("the search page without JavaScript and the browser's search show the same jobs in the same markup", () => {
  const withScript = useWatchedPage(checks, { ...desktop, javaScript: true });
  const without = useWatchedPage(checks, { ...desktop, javaScript: false });

  it.each([
    "what=care&where=Huntingdon",
    "where=Cambridgeshire",
    "what=assistant&sort=closing",
    "pay=hour-12",
    "what=nurse",
  ])("?%s", async (query) => {
    await resetPage(withScript, desktop);
    await resetPage(without, desktop);
    await searched(withScript.page, `/jobs/?${query}`);
    await without.page.goto(`/jobs/search?${query}`);
    const cards = (page: Page, selector: string) =>
      page.locator(selector).evaluateAll((items) => items.map((item) => item.outerHTML));
    const browser = await cards(withScript.page, "[data-job-search-list] .vacancy-card");
    const host = await cards(without.page, ".jobs-results .vacancy-card");
    expect(browser.length).toBeGreaterThan(0);
    expect(host).toEqual(browser);
    expect(await without.page.locator("#jobs-results-heading").textContent()).toBe(
      await withScript.page.locator("#jobs-results-heading").textContent(),
    );
    expect(await without.page.locator("h1").textContent()).toBe(await withScript.page.locator("h1").textContent());
  });
});

describe("from 768 px the search reads in one row as it is asked: What, Where, the distance, then the button", () => {
  for (const width of [768, 1024, 1280]) {
    const viewport = { width, height: 800 };
    const watched = useWatchedPage(checks, { ...viewport, javaScript: true });

    it(`at ${width} px`, async () => {
      await resetPage(watched, viewport);
      const { page } = watched;
      await searched(page, "/jobs/?what=care&where=Huntingdon");
      if (await page.getByRole("button", { name: "Edit search" }).isVisible())
        await page.getByRole("button", { name: "Edit search" }).click();
      const box = async (name: string) => (await page.locator(`#job-search-form [name='${name}']`).boundingBox())!;
      const [where, radius, button] = [
        await box("where"),
        await box("radius"),
        (await page.locator("#job-search-form button[type='submit']").boundingBox())!,
      ];
      // At 1024 px the distance can wrap under the button and be read after it.
      expect(radius.x, "the distance after Where").toBeGreaterThan(where.x + where.width);
      expect(button.x, "the button after the distance").toBeGreaterThan(radius.x + radius.width);
      expect(Math.abs(radius.y + radius.height - (where.y + where.height)), "on Where's row").toBeLessThanOrEqual(8);
      expect(button.x + button.width).toBeLessThanOrEqual(width);
    });
  }
});

describe("the search is said once above the results: the page's heading names it, the count under it says how many", () => {
  const withScript = useWatchedPage(checks, { ...phone, javaScript: true });
  const without = useWatchedPage(checks, { ...phone, javaScript: false });
  const search = {
    what: "care",
    where: "Huntingdon",
    heading: "Care jobs within 10 miles of Huntingdon",
    count: /^(\d+ jobs?) for ‘care’ within 10 miles of Huntingdon$/,
  };

  /**
   * The words a sighted visitor reads in `selector`: its text less what is
   * drawn in no more than a pixel (the visually-hidden pattern, text for
   * screen readers) or not drawn at all. With `untilCard`, only what comes
   * before the first result's title.
   */
  const seenText = (page: Page, selector: string, { untilCard = false } = {}) =>
    page.locator(selector).evaluate((root, untilCard) => {
      const unseen = (element: Element | null): boolean => {
        for (let at = element; at && at !== root.parentElement; at = at.parentElement) {
          const box = at.getBoundingClientRect();
          if (
            !at.checkVisibility() ||
            (box.width <= 1 && box.height <= 1 && getComputedStyle(at).overflow === "hidden")
          )
            return true;
        }
        return false;
      };
      const stop = untilCard ? root.querySelector(".jobs-results .vacancy-card__title") : null;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let text = "";
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (stop && stop.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) break;
        if (node.parentElement?.closest("script, style, template, select") || unseen(node.parentElement)) continue;
        text += node.textContent;
      }
      return text.replace(/\s+/g, " ").trim();
    }, untilCard);

  for (const width of [320, 390, 1280]) {
    for (const javaScript of [true, false]) {
      it(`at ${width} px, JavaScript ${javaScript ? "on" : "off"}: the search's words once, the count as a number, nothing cut off, and the count read out whole`, async () => {
        const watched = javaScript ? withScript : without;
        await resetPage(watched, { width, height: 844 });
        const { page } = watched;
        if (javaScript) await searched(page, `/jobs/?what=${search.what}&where=${search.where}`);
        else await page.goto(`/jobs/search?what=${search.what}&where=${search.where}`);
        expect(await page.locator("h1").innerText()).toBe(search.heading);
        const above = await seenText(page, "main", { untilCard: true });
        expect(above.split("10 miles of Huntingdon").length - 1, above).toBe(1);
        // The count shows the number alone; a screen reader hears what it counts, as when a search's results take the focus.
        const spoken = (await page.locator("#jobs-results-heading").textContent())!;
        const number = search.count.exec(spoken)?.[1];
        expect(number, spoken).toBeDefined();
        expect(await seenText(page, "#jobs-results-heading")).toBe(number);
        expect(await page.getByRole("heading", { level: 2, name: spoken }).count()).toBe(1);
        // Read whole at a phone's width: no heading runs out of its box or off the screen.
        for (const selector of ["h1", "#jobs-results-heading"]) {
          const fits = await page
            .locator(selector)
            .evaluate(
              (heading) =>
                heading.scrollWidth <= heading.clientWidth &&
                heading.getBoundingClientRect().right <= document.documentElement.clientWidth,
            );
          expect(fits, selector).toBe(true);
        }
        expect(watched.problems).toEqual([]);
      });
    }
  }

  it("with JavaScript, a search from the form takes the focus to the count, whose name says the search", async () => {
    await resetPage(withScript, phone);
    const { page } = withScript;
    await page.goto("/jobs/");
    await page.getByLabel("What", { exact: true }).fill("nurse");
    await page.getByLabel("Where", { exact: true }).fill("Huntingdon");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("jobs-results-heading");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "1 job for ‘nurse’ within 10 miles of Huntingdon",
    );
    expect(await seenText(page, "#jobs-results-heading")).toBe("1 job");
    expect(withScript.problems).toEqual([]);
  });
});

describe("a vacancy opened from a search by place says how far it is, as the result did", () => {
  const watched = useWatchedPage(checks, { ...phone, javaScript: true });
  const vacancyDistance = (page: Page) => page.locator(".vacancy-facts .vacancy-facts__distance");

  for (const [from, open] of [
    ["the browser's search", (page: Page) => searched(page, "/jobs/?what=care&where=Huntingdon")],
    [
      "the search page the host answers (the home page's search)",
      (page: Page) => page.goto("/jobs/search?what=care&where=Huntingdon"),
    ],
  ] as const) {
    it(`from ${from}, at 390 and 1280 px`, async () => {
      for (const screen of [phone, desktop]) {
        await resetPage(watched, screen);
        const { page } = watched;
        await open(page);
        const card = page.locator(".jobs-results .vacancy-card").filter({ visible: true }).first();
        const said = (await card.locator(".vacancy-card__distance").textContent())!;
        expect(said).toMatch(/^(\d+ miles away|1 mile away|under a mile away)$/);
        await card.locator("a").click();
        await page.waitForURL(/\/jobs\/[a-z0-9-]+\/\?miles=\d+$/);
        await expect.poll(() => vacancyDistance(page).isVisible()).toBe(true);
        expect(await vacancyDistance(page).textContent()).toBe(said);
      }
      expect(watched.problems).toEqual([]);
    });
  }

  it("shows nothing when the page was not opened from a search by place, or the address carries anything but whole miles", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    for (const query of [
      "",
      "?miles=",
      "?miles=abc",
      "?miles=8.5",
      "?miles=-3",
      "?miles=1000",
      "?miles=08",
      "?miles=8&x=1",
      "?x=1&miles=8",
    ]) {
      await page.goto(`/jobs/care-assistant-days-st-neots/${query}`);
      await page.waitForLoadState("load");
      expect(await vacancyDistance(page).isVisible(), query).toBe(false);
      expect(await vacancyDistance(page).textContent(), query).toBe("");
    }
    await page.goto("/jobs/care-assistant-days-st-neots/?miles=1");
    await expect.poll(() => vacancyDistance(page).textContent()).toBe("1 mile away");
    await page.goto("/jobs/care-assistant-days-st-neots/?miles=0");
    await expect.poll(() => vacancyDistance(page).textContent()).toBe("under a mile away");
    expect(watched.problems).toEqual([]);
  });

  it.each([320, 390, 1280])(
    "at %i px showing the distance moves nothing on the page: it takes the Location term's line",
    async (width) => {
      await resetPage(watched, { width, height: 844 });
      const { page } = watched;
      await page.goto("/jobs/care-assistant-days-st-neots/?miles=8");
      await expect.poll(() => vacancyDistance(page).isVisible()).toBe(true);
      expect(await layoutShiftAfterLoad(page)).toBe(0);
      const [term, distance] = await Promise.all([
        page.locator(".vacancy-facts dt", { hasText: "Location" }).boundingBox(),
        vacancyDistance(page).boundingBox(),
      ]);
      expect(Math.abs(distance!.y - term!.y), "on the term's line").toBeLessThan(term!.height);
      expect(distance!.x, "after the term").toBeGreaterThan(term!.x + 60);
      expect(watched.problems).toEqual([]);
    },
  );

  it("a search with no place links its results to the vacancy's own address", async () => {
    await resetPage(watched, phone);
    const { page } = watched;
    await searched(page, "/jobs/?what=care");
    const hrefs = await page
      .locator("[data-job-search-list] .vacancy-card a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/jobs\/[a-z0-9-]+\/$/);
    expect(watched.problems).toEqual([]);
  });
});
