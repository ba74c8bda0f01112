// What the one client script adds (D11-D13), in a real Chromium against the
// built site served the way the host serves it: the mobile menu, the
// submitting state of both forms, and the shared layout's active link, skip
// link and fixed header. Every page must also load without a console error,
// CSP report or uncaught exception: all but the job board's repeats on a
// phone, one of each kind on a desktop.
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillVacancyForm, navigation, pagesToCheck, pathOf, useBrowserAndSiteForChecks } from "./support/browser";
import { pageOfEachKind, resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();
/** The page the tests take turns on, each after resetPage. */
const watched = useWatchedPage(checks, { width: 1280, javaScript: true });

/**
 * Runs a test body on the shared page, set back to a fresh one's state, and
 * fails it on any console error, CSP report or exception. A body that causes
 * one on purpose removes it from `problems` itself.
 */
async function withPage(
  options: { width: number; reducedMotion?: boolean },
  body: (page: Page, problems: string[]) => Promise<void>,
): Promise<void> {
  await resetPage(watched, { width: options.width, reducedMotion: options.reducedMotion ? "reduce" : "no-preference" });
  await body(watched.page, watched.problems);
  expect(watched.problems).toEqual([]);
}

/**
 * Holds every request for a URL path until release() is called, so that a
 * navigation stays pending while a test clicks again.
 */
async function holdRequests(page: Page, urlPath: string) {
  const held: Route[] = [];
  const matches = (url: URL) => url.pathname === urlPath;
  await page.route(matches, (route) => {
    held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(matches);
    },
  };
}

/*
 * While a navigation is pending, Playwright waits for the next document
 * before it reads the page, so what the page looked like at the moment of a
 * click or submit is noted by listeners inside the page. They are on window,
 * so they run after the site's own handlers on the element, and they write
 * to sessionStorage, which outlives the navigation.
 */

/** Notes, at every click, whether the menu was open and whether the click was cancelled. */
async function noteMenuAtEachClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener("click", () => {
      const toggle = document.querySelector("header button[aria-controls]")!;
      const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
      const notes = JSON.parse(sessionStorage.getItem("menu-at-click") ?? "[]") as unknown[];
      notes.push({ expanded: toggle.getAttribute("aria-expanded"), listVisible: list.checkVisibility() });
      sessionStorage.setItem("menu-at-click", JSON.stringify(notes));
    });
  });
}

/** Notes, at every click on a submit button and every submit, how the button looked and whether the event went ahead. */
async function noteSubmitButtonAtEachEvent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const note = (event: Event, button: Element) => {
      const spinner = button.querySelector(".submit-button__spinner")!;
      const notes = JSON.parse(sessionStorage.getItem("submit-button") ?? "[]") as unknown[];
      notes.push({
        event: event.type,
        cancelled: event.defaultPrevented,
        ariaDisabled: button.getAttribute("aria-disabled"),
        text: button.textContent?.trim(),
        spinnerVisible: spinner.checkVisibility(),
        spinnerAnimation: getComputedStyle(spinner).animationName,
        focused: document.activeElement === button,
      });
      sessionStorage.setItem("submit-button", JSON.stringify(notes));
    };
    window.addEventListener("click", (event) => {
      const button = event.target instanceof Element && event.target.closest("button[type=submit]");
      if (button) note(event, button);
    });
    window.addEventListener("submit", (event) => {
      note(event, (event.target as HTMLFormElement).querySelector("button[type=submit]")!);
    });
  });
}

const notesIn = (page: Page, key: "menu-at-click" | "submit-button") =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as Record<string, unknown>[], key);

/**
 * A mouse click at a point on screen, which Playwright sends at once, even
 * while a navigation is pending (a locator's click would wait for it).
 */
async function mouseClickAt(page: Page, point: { x: number; y: number }) {
  await page.mouse.click(point.x, point.y);
}

/** The centre of an element on screen, scrolled into view first. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("The element is not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const menuState = (page: Page) =>
  page.locator("header").evaluate((header) => {
    const toggle = header.querySelector("button[aria-controls]")!;
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    return {
      toggleVisible: toggle.checkVisibility(),
      expanded: toggle.getAttribute("aria-expanded"),
      listVisible: list.checkVisibility(),
      focusOnToggle: document.activeElement === toggle,
    };
  });

describe("the mobile menu (D12), 375 px wide", () => {
  it("starts closed, with a visible toggle whose aria-expanded and aria-controls match the list", () =>
    withPage({ width: 375 }, async (page) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu" });
      expect(await toggle.getAttribute("aria-controls")).toBe("site-nav-list");
      expect(await menuState(page)).toEqual({
        toggleVisible: true,
        expanded: "false",
        listVisible: false,
        focusOnToggle: false,
      });
    }));

  it("opens and closes on the toggle", () =>
    withPage({ width: 375 }, async (page) => {
      await page.goto("/");
      // The same button: named Menu while closed, Close while open.
      const toggle = page.locator("header button[aria-controls]");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      expect(await menuState(page)).toMatchObject({ expanded: "true", listVisible: true });
      for (const { label } of navigation) {
        expect(await page.locator("header").getByRole("link", { name: label, exact: true }).isVisible(), label).toBe(
          true,
        );
      }
      await toggle.click();
      expect(await menuState(page)).toMatchObject({ expanded: "false", listVisible: false });
    }));

  it("closes when a link is chosen, before the next page loads", () =>
    withPage({ width: 375 }, async (page) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Menu" }).click();
      await noteMenuAtEachClick(page);
      await page.locator("header").getByRole("link", { name: "Who We Are" }).click();
      await page.waitForURL("**/about/");
      expect(await notesIn(page, "menu-at-click")).toEqual([{ expanded: "false", listVisible: false }]);
      expect(await menuState(page)).toMatchObject({ toggleVisible: true, expanded: "false", listVisible: false });
    }));

  it("closes on Escape and puts focus back on the toggle", () =>
    withPage({ width: 375 }, async (page) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.click();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
      await page.keyboard.press("Escape");
      expect(await menuState(page)).toEqual({
        toggleVisible: true,
        expanded: "false",
        listVisible: false,
        focusOnToggle: true,
      });
    }));

  it("gives way to the full list when the window grows past the breakpoint", () =>
    withPage({ width: 375 }, async (page) => {
      await page.goto("/");
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await menuState(page)).toMatchObject({ toggleVisible: false, listVisible: true });
    }));
});

describe("1280 px wide", () => {
  it("shows the whole navigation and no menu toggle", () =>
    withPage({ width: 1280 }, async (page) => {
      await page.goto("/");
      expect(await menuState(page)).toMatchObject({ toggleVisible: false, listVisible: true });
    }));
});

describe.each([
  { form: "contact", path: "/contact/", send: "Send Message", landing: "/thank-you/" },
  { form: "candidates", path: "/candidates/", send: "Send", landing: "/thank-you/" },
  // D46: a registered vacancy lands on a confirmation of its own.
  {
    form: "vacancy",
    path: "/employers/register-a-vacancy/",
    send: "Send vacancy",
    landing: "/employers/vacancy-registered/",
  },
])("the $form form's submitting state (D13)", ({ form: formName, path, send, landing }) => {
  async function fillValid(page: Page, email: string) {
    const form = page.locator(`form[name='${formName}']`);
    if (formName === "vacancy") {
      await fillVacancyForm(form, email);
      return form;
    }
    await form.getByLabel("Full Name").fill("Alex Carter");
    await form.getByLabel("Email Address").fill(email);
    if (formName === "contact") await form.getByLabel("Subject").selectOption("employer-staffing");
    await form.getByLabel("Message").fill("Three nursery practitioners from Monday.");
    return form;
  }

  it('shows a spinner and "Sending...", ignores a second click, and exactly one submission is recorded', () =>
    withPage({ width: 1280 }, async (page) => {
      await page.goto(path);
      const email = `submitting.${formName}@example.com`;
      const form = await fillValid(page, email);
      const button = form.locator("button[type=submit]");
      expect(await button.locator(".submit-button__spinner").isVisible()).toBe(false);
      await noteSubmitButtonAtEachEvent(page);

      // The POST is held, so the page stays while the visitor clicks again.
      const buttonCentre = await centreOf(button);
      const post = await holdRequests(page, landing);
      await mouseClickAt(page, buttonCentre);
      await expect.poll(() => post.count()).toBe(1);
      await mouseClickAt(page, buttonCentre);
      await page.keyboard.press("Enter");
      await post.release();
      await page.waitForURL(`**${landing}`);

      const sending = { ariaDisabled: "true", text: "Sending...", spinnerVisible: true, focused: true };
      expect(await notesIn(page, "submit-button")).toMatchObject([
        { event: "click", cancelled: false },
        // aria-disabled rather than disabled, so the button keeps keyboard focus.
        { event: "submit", cancelled: false, ...sending },
        { event: "click", cancelled: true, ...sending },
        { event: "click", cancelled: true, ...sending },
      ]);
      expect(post.count(), "the second click and Enter sent nothing").toBe(1);
      const recorded = (await checks.site.submissions()).filter((submission) => submission.fields.email === email);
      expect(recorded).toHaveLength(1);
    }));

  it("keeps the spinner still for visitors who ask for reduced motion", () =>
    withPage({ width: 1280, reducedMotion: true }, async (page) => {
      await page.goto(path);
      const form = await fillValid(page, `still.${formName}@example.com`);
      await noteSubmitButtonAtEachEvent(page);
      await form.locator("button[type=submit]").click();
      await page.waitForURL(`**${landing}`);
      expect(await notesIn(page, "submit-button")).toMatchObject([
        { event: "click" },
        { event: "submit", spinnerVisible: true, spinnerAnimation: "none" },
      ]);
    }));

  it("going back from the confirmation page restores a button that sends again", () =>
    withPage({ width: 1280 }, async (page) => {
      await page.goto(path);
      const email = `back.${formName}@example.com`;
      const form = await fillValid(page, email);
      // Set on the page's window, which survives only if the page comes back from the back/forward cache.
      await page.evaluate(() => {
        window.addEventListener("pageshow", (event) => {
          document.documentElement.dataset.restoredFromCache = String(event.persisted);
        });
      });
      await form.getByRole("button", { name: send }).click();
      await page.waitForURL(`**${landing}`);

      // A page restored from the cache fires no load event, so wait only for the commit.
      await page.goBack({ waitUntil: "commit" });
      expect(pathOf(page)).toBe(path);
      // The case D13 handles: the page as it was left, button and all.
      await expect.poll(() => page.locator("html").getAttribute("data-restored-from-cache")).toBe("true");
      const button = form.locator("button[type=submit]");
      await expect.poll(() => button.getAttribute("aria-disabled")).toBe(null);
      expect((await button.textContent())?.trim()).toBe(send);
      expect(await button.locator(".submit-button__spinner").isVisible()).toBe(false);

      await button.click();
      await page.waitForURL(`**${landing}`);
      const recorded = (await checks.site.submissions()).filter((submission) => submission.fields.email === email);
      expect(recorded).toHaveLength(2);
    }));
});

describe("a CV over 8 MB (D27)", () => {
  const vacancyPath = "/jobs/registered-nurse-nights-huntingdon/";
  const megabyte = 1024 * 1024;

  /**
   * Puts a file of `size` bytes into the CV field, made in the page. The size
   * check reads the File's size and stops the submit, so its bytes are never
   * sent; making them in the page spares carrying 9 MB over the DevTools
   * protocol, which takes several seconds.
   */
  const chooseFileMadeInPage = (field: Locator, name: string, size: number) =>
    field.evaluate(
      (input, file) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(file.size)], file.name, { type: "application/pdf" }));
        (input as HTMLInputElement).files = transfer.files;
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      },
      { name, size },
    );

  /** What the visitor and a screen reader meet once the form is in error, or not. */
  const errorState = (page: Page) =>
    page.locator("form[name='application']").evaluate((form) => {
      const input = form.querySelector<HTMLInputElement>("[name=cv]")!;
      const error = document.getElementById("application-cv-error")!;
      const summary = form.querySelector<HTMLElement>(".error-summary")!;
      return {
        title: document.title,
        summaryVisible: summary.checkVisibility(),
        summaryFocused: document.activeElement === summary,
        summaryLinks: [...summary.querySelectorAll("a")].map((link) => [
          link.getAttribute("href"),
          link.textContent?.trim(),
        ]),
        errorVisible: error.checkVisibility(),
        errorText: error.textContent?.replace(/\s+/g, " ").trim(),
        describedBy: input.getAttribute("aria-describedby"),
        groupInError: input.closest(".field")!.classList.contains("field--error"),
        button: form.querySelector("button[type=submit]")!.textContent?.trim(),
        buttonAriaDisabled: form.querySelector("button[type=submit]")!.getAttribute("aria-disabled"),
      };
    });

  it("is refused before sending, with the error by the field and a focused summary; a smaller file then sends", () =>
    withPage({ width: 375 }, async (page) => {
      await page.goto(vacancyPath);
      const title = await page.title();
      const form = page.locator("form[name='application']");
      const email = `large.cv@example.com`;
      await form.getByLabel("Full Name").fill("Priya Shah");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Phone Number").fill("07700 900123");
      const cv = form.getByLabel("CV (optional)");
      await chooseFileMadeInPage(cv, "large-cv.pdf", 9 * megabyte);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });

      await form.getByRole("button", { name: "Send application" }).click();
      await expect
        .poll(() => errorState(page))
        .toEqual({
          title: `Error: ${title}`,
          summaryVisible: true,
          summaryFocused: true,
          summaryLinks: [["#application-cv", "The selected file must be smaller than 8 MB"]],
          errorVisible: true,
          errorText: "Error: The selected file must be smaller than 8 MB",
          describedBy: "application-cv-hint application-cv-error",
          groupInError: true,
          // The size check stopped the submit before the submitting state (D13) began.
          button: "Send application",
          buttonAriaDisabled: null,
        });
      expect(pathOf(page)).toBe(vacancyPath);
      expect(posts).toEqual([]);
      expect((await checks.site.submissions()).filter((submission) => submission.fields.email === email)).toEqual([]);

      // The summary's link leads to the field.
      await page.locator(".error-summary a").click();
      expect(await cv.evaluate((input) => document.activeElement === input)).toBe(true);

      await cv.setInputFiles({
        name: "small-cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\nA short CV\n%%EOF\n"),
      });
      await noteSubmitButtonAtEachEvent(page);
      await form.getByRole("button", { name: "Send application" }).click();
      // An application lands on its own vacancy's page (D46), naming the job.
      await page.waitForURL("**/applied/");
      expect(await notesIn(page, "submit-button")).toMatchObject([
        { event: "click", cancelled: false },
        { event: "submit", cancelled: false, ariaDisabled: "true", text: "Sending...", spinnerVisible: true },
      ]);
      const recorded = (await checks.site.submissions()).filter((submission) => submission.fields.email === email);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]!.files).toMatchObject([{ field: "cv", fileName: "small-cv.pdf" }]);
    }));

  it("clears the error when the form is sent again with a smaller file", () =>
    withPage({ width: 1280 }, async (page) => {
      await page.goto(vacancyPath);
      const title = await page.title();
      const form = page.locator("form[name='application']");
      await form.getByLabel("Full Name").fill("Priya Shah");
      await form.getByLabel("Email Address").fill("clears.error@example.com");
      await form.getByLabel("Phone Number").fill("07700 900123");
      const cv = form.getByLabel("CV (optional)");
      await chooseFileMadeInPage(cv, "large-cv.pdf", 9 * megabyte);
      await form.getByRole("button", { name: "Send application" }).click();
      await expect.poll(async () => (await errorState(page)).errorVisible).toBe(true);

      // The page is gone once the post is sent, so its state at the submit is noted
      // by a listener on window, after the site's own, in storage that outlives it.
      await page.evaluate(() => {
        window.addEventListener("submit", (event) => {
          const form = event.target as HTMLFormElement;
          sessionStorage.setItem(
            "error-state",
            JSON.stringify({
              cancelled: event.defaultPrevented,
              title: document.title,
              summaryVisible: form.querySelector<HTMLElement>(".error-summary")!.checkVisibility(),
              errorVisible: document.getElementById("application-cv-error")!.checkVisibility(),
              describedBy: form.querySelector("[name=cv]")!.getAttribute("aria-describedby"),
              groupInError: form.querySelector("[name=cv]")!.closest(".field")!.classList.contains("field--error"),
            }),
          );
        });
      });
      await cv.setInputFiles({ name: "small-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("A short CV") });
      await form.getByRole("button", { name: "Send application" }).click();
      await page.waitForURL("**/applied/");
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("error-state"))) ?? "null")).toEqual({
        cancelled: false,
        title,
        summaryVisible: false,
        errorVisible: false,
        describedBy: "application-cv-hint",
        groupInError: false,
      });
    }));
});

describe.each([375, 1280])("the shared layout, %i px wide", (width) => {
  // On a phone, every page the slow checks visit (all but the job board's repeats, which differ
  // from the ones it keeps only in their words); on a desktop, where the script only differs in
  // leaving the menu alone, one page of each kind.
  it(`${width < 1280 ? "every page but the job board's repeats" : "one page of each kind"} loads with no console error, CSP report or uncaught exception`, () =>
    withPage({ width }, async (page, problems) => {
      for (const urlPath of width < 1280 ? pagesToCheck(checks.site.dir) : pageOfEachKind(checks.site.dir)) {
        const response = await page.goto(urlPath);
        expect(response?.status(), urlPath).toBe(200);
      }
      const response = await page.goto("/no-such-page/");
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      // Chromium logs every 404 response, the page's own included: that one is the point here.
      const notFound = problems.findIndex((problem) =>
        /Failed to load resource: .*404.*\/no-such-page\/\)$/.test(problem),
      );
      expect(notFound).toBeGreaterThanOrEqual(0);
      problems.splice(notFound, 1);
    }));

  it("marks the current page's link with aria-current and by more than colour (D12)", () =>
    withPage({ width }, async (page) => {
      for (const { label, path } of navigation) {
        await page.goto(path);
        // Below 1200 px the links are behind the menu toggle (Header.css).
        if (width < 1200) await page.getByRole("button", { name: "Menu" }).click();
        const current = page.locator("header nav a[aria-current='page']");
        expect(await current.count(), path).toBe(1);
        expect(await current.textContent()).toBe(label);
        const other = page.locator("header nav a:not([aria-current])").first();
        const look = (element: Element) => {
          const style = getComputedStyle(element);
          return {
            weight: style.fontWeight,
            shadow: style.boxShadow,
            decoration: style.textDecorationLine,
            border: style.borderBottomStyle,
          };
        };
        expect(
          await current.evaluate(look),
          `${path}: the active link looks different without relying on colour`,
        ).not.toEqual(await other.evaluate(look));
      }
      for (const path of ["/privacy/", "/thank-you/"]) {
        await page.goto(path);
        expect(await page.locator("header [aria-current]").count(), `${path} is not in the navigation`).toBe(0);
      }
    }));

  it("the skip link is the first thing Tab reaches, shows when focused, and moves focus to the main content", () =>
    withPage({ width }, async (page) => {
      await page.goto("/employers/");
      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: "Skip to main content" });
      expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true);
      const box = await skipLink.boundingBox();
      expect(box && box.y >= 0 && box.width >= 24 && box.height >= 24, "the focused skip link is on screen").toBe(true);
      await page.keyboard.press("Enter");
      expect(new URL(page.url()).hash).toBe("#main");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
      // The next Tab continues from the main content, past the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    }));

  it("the header stays at the top of the window while the page scrolls (the specification: fixed)", () =>
    withPage({ width }, async (page) => {
      await page.goto("/sectors/");
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      // On a phone the 24/7 bar above it scrolls away (D31: the header takes at most 80 px once scrolled); the header's own row stays in view below it.
      const bar = (await page.locator("header.site-header .site-header__bar").boundingBox())!;
      const row = (await page.locator("header.site-header .site-header__inner").boundingBox())!;
      expect([0, -bar.height]).toContain(bar.y);
      expect(row.y).toBe(bar.y + bar.height);
    }));
});
