// The job board's smaller things, in Chromium against the built sample site
// at 390 x 844 and 1280 x 800, with JavaScript on and off: a heading that
// never says "jobs" twice, a count that says the distance searched (D43), a
// pay-only search's alert that keeps its pay (D41), and What and Where on
// the listing where scripts are off.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage, useBrowserAndSiteForChecks } from "./support/browser";
import { resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Waits for the browser's search to have answered the address's query. */
async function searched(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => page.locator("[data-job-search-results]").isVisible(), { timeout: 15_000 }).toBe(true);
}

/** The fields the job alert's form sends when signed up for on this page, caught before they leave. */
async function alertSignUp(page: Page): Promise<URLSearchParams> {
  let sent = "";
  await page.route("**/job-alert-subscribe", async (route) => {
    sent = route.request().postData() ?? "";
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"outcome":"checkEmail"}' });
  });
  await page.locator(".job-alert summary").click();
  await page.locator("#job-alert-email").fill("pay@example.com");
  await page.locator(".job-alert__submit").click();
  await expect.poll(() => sent, { timeout: 10_000 }).not.toBe("");
  return new URLSearchParams(sent);
}

describe("with JavaScript", () => {
  const watched = useWatchedPage(checks, { ...phone, javaScript: true });

  it("a search for ‘Cleaner jobs’ is headed ‘Cleaner jobs’, never ‘Cleaner jobs jobs’", async () => {
    await resetPage(watched, phone);
    await searched(watched.page, "/jobs/?what=Cleaner+jobs");
    expect(await watched.page.locator("h1").textContent()).toBe("Cleaner jobs");
  });

  it("the count says the distance searched from a place, not that the jobs are in it (D43)", async () => {
    await resetPage(watched, phone);
    await searched(watched.page, "/jobs/?what=care&where=Kimbolton&radius=20");
    expect(await watched.page.locator("#jobs-results-heading").textContent()).toMatch(
      /^\d+ jobs? for ‘care’ within 20 miles of Kimbolton$/,
    );
  });

  it("a search with only a minimum pay signs up an alert that keeps the pay (D41)", async () => {
    await resetPage(watched, desktop);
    await watched.page.goto("/jobs/search?pay=hour-12");
    const fields = await alertSignUp(watched.page);
    expect([fields.get("pay"), fields.get("what"), fields.get("where")]).toEqual(["hour-12", "", ""]);
    expect(watched.problems).toEqual([]);
  });
});

describe("without JavaScript", () => {
  const watched = useWatchedPage(checks, { ...phone, javaScript: false });

  it("a search for ‘Cleaner jobs’ is headed ‘Cleaner jobs’ on the host's search page", async () => {
    await resetPage(watched, phone);
    await watched.page.goto("/jobs/search?what=Cleaner+jobs");
    expect(await watched.page.locator("h1").textContent()).toBe("Cleaner jobs");
  });

  it("the host's search page's count says the distance searched from a place (D43)", async () => {
    await resetPage(watched, phone);
    await watched.page.goto("/jobs/search?what=care&where=Kimbolton&radius=20");
    expect(await watched.page.locator("#jobs-results-heading").textContent()).toMatch(
      /^\d+ jobs? for ‘care’ within 20 miles of Kimbolton$/,
    );
  });

  it("a search with only a minimum pay signs up an alert that keeps the pay (D41)", async () => {
    await resetPage(watched, desktop);
    await watched.page.goto("/jobs/search?pay=hour-12");
    const fields = await alertSignUp(watched.page);
    expect(fields.get("pay")).toBe("hour-12");
  });

  it.each([phone, desktop])(
    "/jobs/ at $width px has What and Where, sent to /jobs/search by GET, and its first job still in the first screen on a phone",
    async (size) => {
      await resetPage(watched, size);
      const { page } = watched;
      await page.goto("/jobs/");
      const what = page.getByRole("searchbox", { name: "What" });
      const where = page.getByRole("searchbox", { name: "Where" });
      expect([await what.isVisible(), await where.isVisible()]).toEqual([true, true]);
      await what.fill("care");
      await where.fill("Huntingdon");
      await page.getByRole("button", { name: "Search jobs" }).click();
      await page.waitForURL("**/jobs/search?**");
      expect(new URL(page.url()).search).toBe("?what=care&where=Huntingdon");
      expect(await page.locator("h1").textContent()).toBe("Care jobs within 10 miles of Huntingdon");
      if (size === phone) {
        await page.goto("/jobs/");
        const title = (await page.locator(".vacancy-card__title").first().boundingBox())!;
        expect(title.y + title.height).toBeLessThanOrEqual(phone.height);
      }
    },
  );

  it("a filter page's What and Where keeps its filter", async () => {
    await resetPage(watched, phone);
    await watched.page.goto("/jobs/healthcare/");
    await watched.page.getByRole("searchbox", { name: "What" }).fill("care");
    await watched.page.getByRole("button", { name: "Search jobs" }).click();
    await watched.page.waitForURL("**/jobs/search?**");
    expect(new URL(watched.page.url()).searchParams.get("sector")).toBe("healthcare");
  });
});

describe("at 1280 px with JavaScript", () => {
  const watched = useWatchedPage(checks, { ...desktop, javaScript: true });

  it("the search panel keeps sort and minimum pay side by side, boxes and choices one height, and typing a place moves nothing", async () => {
    await resetPage(watched, desktop);
    const { page } = watched;
    await page.goto("/jobs/");
    const box = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!;
    const [sort, pay, what] = [await box("Sort by"), await box("Minimum pay"), await box("What")];
    expect(sort.y).toBe(pay.y);
    expect([sort.height, pay.height]).toEqual([what.height, what.height]);
    await page.getByLabel("Where", { exact: true }).pressSequentially("Huntingdon");
    await page.getByLabel("Distance", { exact: true }).waitFor();
    expect(await box("Sort by")).toEqual(sort);
    expect(await box("Minimum pay")).toEqual(pay);
  });

  it("a whole card leads to its vacancy, through its one link", async () => {
    await resetPage(watched, desktop);
    const { page } = watched;
    await page.goto("/jobs/");
    const card = page.locator(".vacancy-list .vacancy-card").first();
    expect(await card.getByRole("link").count()).toBe(1);
    const href = await card.getByRole("link").getAttribute("href");
    // Its posted date, far from the title: the pointer lands on the title link's cover, as a finger would.
    await card.locator(".vacancy-card__posted").scrollIntoViewIfNeeded();
    const posted = (await card.locator(".vacancy-card__posted").boundingBox())!;
    await page.mouse.click(posted.x + posted.width / 2, posted.y + posted.height / 2);
    await page.waitForURL(`**${href}`);
  });

  it("a card's short facts are never broken inside a word", async () => {
    await resetPage(watched, desktop);
    const { page } = watched;
    await page.goto("/jobs/");
    const broken = await page.locator(".vacancy-list .vacancy-card__facts dd").evaluateAll((values) =>
      values
        .filter((value) => {
          // A value on two lines whose first line ends inside a word ("full-" then "time").
          const range = document.createRange();
          range.selectNodeContents(value);
          const lines = [...range.getClientRects()].map((rect) => Math.round(rect.top));
          return (
            new Set(lines).size > 1 &&
            /-\S/.test(value.textContent ?? "") &&
            /full-time|part-time/.test(value.textContent ?? "")
          );
        })
        .map((value) => value.textContent),
    );
    expect(broken).toEqual([]);
  });
});

describe("a vacancy on a phone", () => {
  const vacancy = "/jobs/care-assistant-days-st-neots/";

  it.each([true, false])(
    "(JavaScript %s) has Apply in its first screen, an Apply bar in reach all down the advert, and nothing over the form",
    async (javaScript) => {
      const watched = await openWatchedPage(checks.browser, checks.site, { ...phone, javaScript, isMobile: true });
      try {
        const { page } = watched;
        // The jump to the form is instant, as it is for a visitor who asks for less motion, so it is measured where it lands.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(vacancy);
        const bar = page.locator(".vacancy-apply-bar a");
        const inScreen = async () => {
          const rect = (await bar.boundingBox())!;
          return rect.y >= 0 && rect.y + rect.height <= phone.height;
        };
        expect(await inScreen()).toBe(true);
        const form = page.locator("#apply");
        const formTop = await form.evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
        // Halfway down the advert: the bar is still at the foot of the screen.
        await page.evaluate((top) => window.scrollTo({ top: top / 2, behavior: "instant" }), formTop);
        expect(await inScreen()).toBe(true);
        await bar.click();
        await page.waitForURL(`**${vacancy}#apply`);
        // At the form the bar has stopped above it: it covers no part of the form.
        const barBottom = (await bar.boundingBox())!;
        const formBox = (await form.boundingBox())!;
        expect(barBottom.y + barBottom.height).toBeLessThanOrEqual(formBox.y);
        expect(watched.problems).toEqual([]);
      } finally {
        await watched.context.close();
      }
    },
    60_000,
  );
});

describe("a vacancy's share row", () => {
  const withScript = useWatchedPage(checks, { ...desktop, javaScript: true });
  const without = useWatchedPage(checks, { ...desktop, javaScript: false });

  /** Each share button's box, in the row's order. */
  const shareButtons = (page: Page) =>
    page
      .locator(".vacancy-share__link")
      .filter({ visible: true })
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));

  it.each([1024, 1280, 1920])(
    "at %i px with JavaScript, Email, WhatsApp and Copy link sit on one row inside the column",
    async (width) => {
      await resetPage(withScript, { width, height: 800 });
      const { page } = withScript;
      await page.goto("/jobs/care-assistant-days-st-neots/");
      const buttons = await shareButtons(page);
      expect(buttons.length).toBe(3);
      expect(new Set(buttons.map((button) => Math.round(button.top))).size, "one row").toBe(1);
      const column = (await page.locator(".vacancy-layout__aside").boundingBox())!;
      expect(buttons.at(-1)!.right).toBeLessThanOrEqual(column.x + column.width);
      expect(withScript.problems).toEqual([]);
    },
  );

  it.each([320, 390])(
    "at %i px each button keeps its words on one line and the row stays on the screen, with JavaScript on and off",
    async (width) => {
      for (const watched of [withScript, without]) {
        await resetPage(watched, { width, height: 800 });
        const { page } = watched;
        await page.goto("/jobs/care-assistant-days-st-neots/");
        const buttons = await shareButtons(page);
        expect(buttons.length).toBe(watched === withScript ? 3 : 2);
        for (const button of buttons) {
          expect(button.height, "one line of words").toBeLessThanOrEqual(48);
          expect(button.right).toBeLessThanOrEqual(width);
        }
        expect(watched.problems).toEqual([]);
      }
    },
  );
});

describe("the listing's cards at desktop widths", () => {
  const watched = useWatchedPage(checks, { ...desktop, javaScript: false });

  it.each([1280, 1920])(
    "at %i px each card's pay and place take at most two lines, and its four facts one row",
    async (width) => {
      await resetPage(watched, { width, height: 800 });
      const { page } = watched;
      await page.goto("/jobs/");
      const cards = await page.locator(".vacancy-card__facts").evaluateAll((lists) =>
        lists.map((list) => {
          const facts = [...list.querySelectorAll("dd")];
          const lines = (dd: Element) =>
            Math.round(dd.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(dd).lineHeight));
          return {
            tops: new Set(facts.map((dd) => Math.round(dd.getBoundingClientRect().top))).size,
            pay: lines(facts[0]!),
            place: lines(facts[1]!),
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.tops, "one row").toBe(1);
        expect(card.pay, "the pay's lines").toBeLessThanOrEqual(2);
        expect(card.place, "the place's lines").toBeLessThanOrEqual(2);
      }
      expect(watched.problems).toEqual([]);
    },
  );
});
