// D11: everything works without JavaScript. A real Chromium with scripts
// switched off, on a phone-sized and a desktop-sized screen, against the
// built site served the way the host serves it.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  fillVacancyForm,
  navigation,
  vacancyAnswers,
  pathOf,
  useBrowserAndSiteForChecks,
  type WatchedPage,
} from "./support/browser";
import { pageOfEachKind, resetPage, useWatchedPage } from "./support/browser-pages";

/** The specification, section 7: what each form sends, hidden fields included. */
const contactPayload = ["form-name", "bot-field", "name", "email", "phone", "subject", "message"];
const candidatesPayload = ["form-name", "bot-field", "name", "email", "message"];

const checks = useBrowserAndSiteForChecks();

/** Submissions recorded for one email address, so tests sharing the server do not see each other's. */
async function submissionsFrom(email: string) {
  return (await checks.site.submissions()).filter((submission) => submission.fields.email === email);
}

/**
 * One page for a block's tests to take turns on, set back before each test to
 * a fresh one's state (resetPage), so no test depends on where another left off.
 */
function useFreshPage(width: number): { watched: WatchedPage; page: Page } {
  const watched = useWatchedPage(checks, { width, javaScript: false });
  beforeEach(() => resetPage(watched, { width }));
  return {
    watched,
    get page() {
      return watched.page;
    },
  };
}

// The header is the one part of a page that looks different on a phone and on a desktop without
// JavaScript (Header.css), so its links are followed at both widths.
describe.each([375, 1280])("without JavaScript, %i px wide", (width) => {
  const fresh = useFreshPage(width);

  it("the header shows every link, with no menu toggle, and each leads to its page, marked as current", async () => {
    const { page, watched } = fresh;
    await page.goto("/");
    const header = page.locator("header");
    expect(await header.getByRole("button").count(), "the menu toggle needs JavaScript, so it stays hidden").toBe(0);
    for (const { label, path } of navigation) {
      const link = header.getByRole("link", { name: label, exact: true });
      expect(await link.isVisible(), `"${label}" is visible`).toBe(true);
      await link.click();
      await page.waitForURL(`**${path}`);
      expect(pathOf(page)).toBe(path);
      expect(await page.getByRole("heading", { level: 1 }).count(), `${path} has one main heading`).toBe(1);
      const current = header.locator("[aria-current='page']");
      expect(await current.count()).toBe(1);
      expect(await current.textContent()).toBe(label);
    }
    expect(watched.problems).toEqual([]);
  });
});

// Following links, the browser's own checks of a form and sending it do not depend on the width,
// which tests/browser-every-width.test.ts covers for every page. They are tested on a phone,
// where most candidates apply.
describe("without JavaScript, on a phone (375 px wide)", () => {
  const width = 375;
  const fresh = useFreshPage(width);

  // What loads only without scripting (a `(scripting: none)` rule's image, say) shows here.
  // Which links each page has, the crawl in links.test.ts follows from the built files.
  it("one page of each kind loads with no console error, CSP report or request to another host", async () => {
    const { page, watched } = fresh;
    for (const urlPath of pageOfEachKind(checks.site.dir)) {
      const response = await page.goto(urlPath);
      expect(response?.status(), urlPath).toBe(200);
    }
    expect(watched.problems).toEqual([]);
  });

  it("contact form: the browser refuses an empty submission, and nothing is sent", async () => {
    const { page, watched } = fresh;
    await page.goto("/contact/");
    const form = page.locator("form[name='contact']");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(pathOf(page)).toBe("/contact/");
    // Native validation moves focus to the first field it refuses.
    expect(await form.getByLabel("Full Name").evaluate((field) => field === document.activeElement)).toBe(true);
    expect(
      await form
        .locator(":invalid:not(form)")
        .evaluateAll((fields) => fields.map((field) => field.getAttribute("name"))),
    ).toEqual(["name", "email", "subject", "message"]);
    expect(watched.problems).toEqual([]);
  });

  it("contact form: the browser refuses a malformed email address and a missing subject", async () => {
    const { page } = fresh;
    await page.goto("/contact/");
    const form = page.locator("form[name='contact']");
    const email = `not-an-address-${width}`;
    await form.getByLabel("Full Name").fill("Priya Shah");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Message").fill("We need two night carers from next week.");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(pathOf(page)).toBe("/contact/");
    expect(
      await form.getByLabel("Email Address").evaluate((field) => (field as HTMLInputElement).validity.typeMismatch),
    ).toBe(true);

    await form.getByLabel("Email Address").fill(`priya.${width}@example.com`);
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(pathOf(page)).toBe("/contact/");
    expect(
      await form.getByLabel("Subject").evaluate((field) => (field as HTMLSelectElement).validity.valueMissing),
    ).toBe(true);
    expect(await submissionsFrom(email)).toEqual([]);
    expect(await submissionsFrom(`priya.${width}@example.com`)).toEqual([]);
  });

  it("contact form: a valid enquiry lands on /thank-you/ and is recorded with exactly the specification's fields", async () => {
    const { page, watched } = fresh;
    await page.goto("/contact/");
    const form = page.locator("form[name='contact']");
    const email = `care.manager.${width}@example.com`;
    await form.getByLabel("Full Name").fill("Sam Okafor");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number (optional)").fill("01632 960 123");
    await form.getByLabel("Subject").selectOption("emergency-staffing");
    await form.getByLabel("Message").fill("Two healthcare assistants for tonight, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/thank-you/");
    expect(pathOf(page)).toBe("/thank-you/");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    const recorded = await submissionsFrom(email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.form).toBe("contact");
    expect(Object.keys(recorded[0]!.fields).sort()).toEqual([...contactPayload].sort());
    expect(recorded[0]!.fields).toMatchObject({
      "form-name": "contact",
      "bot-field": "",
      name: "Sam Okafor",
      email,
      phone: "01632 960 123",
      subject: "emergency-staffing",
      message: "Two healthcare assistants for tonight, please.",
    });
    expect(watched.problems).toEqual([]);
  });

  it("candidates form: the browser refuses an empty or malformed submission", async () => {
    const { page } = fresh;
    await page.goto("/candidates/");
    const form = page.locator("form[name='candidates']");
    await form.getByRole("button", { name: "Send" }).click();
    expect(pathOf(page)).toBe("/candidates/");
    expect(
      await form
        .locator(":invalid:not(form)")
        .evaluateAll((fields) => fields.map((field) => field.getAttribute("name"))),
    ).toEqual(["name", "email", "message"]);

    const email = `jo-at-example.com-${width}`;
    await form.getByLabel("Full Name").fill("Jo Marsh");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Message").fill("Looking for weekend hospitality shifts.");
    await form.getByRole("button", { name: "Send" }).click();
    expect(pathOf(page)).toBe("/candidates/");
    expect(
      await form.getByLabel("Email Address").evaluate((field) => (field as HTMLInputElement).validity.typeMismatch),
    ).toBe(true);
    expect(await submissionsFrom(email)).toEqual([]);
  });

  it("candidates form: a valid message lands on /thank-you/ and is recorded with name, email and message only", async () => {
    const { page, watched } = fresh;
    await page.goto("/candidates/");
    const form = page.locator("form[name='candidates']");
    const email = `jo.marsh.${width}@example.com`;
    await form.getByLabel("Full Name").fill("Jo Marsh");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Message").fill("Looking for weekend hospitality shifts.");
    await form.getByRole("button", { name: "Send" }).click();
    await page.waitForURL("**/thank-you/");

    const recorded = await submissionsFrom(email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.form).toBe("candidates");
    expect(Object.keys(recorded[0]!.fields).sort()).toEqual([...candidatesPayload].sort());
    expect(recorded[0]!.fields).toMatchObject({
      "form-name": "candidates",
      "bot-field": "",
      name: "Jo Marsh",
      email,
      message: "Looking for weekend hospitality shifts.",
    });
    expect(watched.problems).toEqual([]);
  });

  it("vacancy form: the browser refuses an empty submission, naming every required field and choice", async () => {
    const { page, watched } = fresh;
    await page.goto("/employers/register-a-vacancy/");
    const form = page.locator("form[name='vacancy']");
    await form.getByRole("button", { name: "Send vacancy" }).click();
    expect(pathOf(page)).toBe("/employers/register-a-vacancy/");
    const invalid = await form
      .locator(":invalid:not(form):not(fieldset)")
      .evaluateAll((fields) => [...new Set(fields.map((field) => field.getAttribute("name")))]);
    expect(invalid).toEqual([
      "organisation",
      "name",
      "email",
      "phone",
      "role",
      "sector",
      "location",
      "engagement",
      "people",
      "start-date",
      "details",
      "authority",
    ]);
    expect(watched.problems).toEqual([]);
  });

  it("application form: an application with a CV lands on its vacancy's own page, naming the job and its reference, and is recorded with the vacancy and the stored file (D27)", async () => {
    const { page, watched } = fresh;
    await page.goto("/jobs/registered-nurse-nights-huntingdon/");
    const form = page.locator("form[name='application']");
    const email = `priya.shah.${width}@example.com`;
    const cv = Buffer.from("%PDF-1.4\nPriya Shah, RGN. Six years on acute wards.\n%%EOF\n");
    await form.getByLabel("Full Name").fill("Priya Shah");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("07700 900123");
    await form
      .getByLabel("CV (optional)")
      .setInputFiles({ name: "priya-shah-cv.pdf", mimeType: "application/pdf", buffer: cv });
    await form.getByLabel("Message (optional)").fill("Available for nights from December.");
    await form.getByRole("button", { name: "Send application" }).click();
    // The page after sending names the job and its reference (D46).
    await page.waitForURL("**/jobs/registered-nurse-nights-huntingdon/applied/");
    const main = await page.locator("main").textContent();
    expect(main).toContain("Registered Nurse (RGN), nights");
    expect(main).toContain("OVS-1042");

    const recorded = await submissionsFrom(email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.form).toBe("application");
    expect(recorded[0]!.fields).toEqual({
      "form-name": "application",
      "job-reference": "OVS-1042",
      "job-title": "Registered Nurse (RGN), nights",
      "bot-field": "",
      name: "Priya Shah",
      email,
      phone: "07700 900123",
      message: "Available for nights from December.",
    });
    expect(recorded[0]!.files).toHaveLength(1);
    const [file] = recorded[0]!.files!;
    expect(file).toMatchObject({
      field: "cv",
      fileName: "priya-shah-cv.pdf",
      size: cv.length,
      type: "application/pdf",
    });
    expect(await readFile(file!.storedPath!)).toEqual(cv);
    expect(watched.problems).toEqual([]);
  });

  it("application form: the browser refuses an application without a phone number", async () => {
    const { page } = fresh;
    await page.goto("/jobs/registered-nurse-nights-huntingdon/");
    const form = page.locator("form[name='application']");
    await form.getByLabel("Full Name").fill("Priya Shah");
    await form.getByLabel("Email Address").fill(`no.phone.${width}@example.com`);
    await form.getByRole("button", { name: "Send application" }).click();
    expect(pathOf(page)).toBe("/jobs/registered-nurse-nights-huntingdon/");
    const invalid = await form
      .locator(":invalid:not(form)")
      .evaluateAll((fields) => fields.map((field) => field.getAttribute("name")));
    expect(invalid).toEqual(["phone"]);
    expect(await submissionsFrom(`no.phone.${width}@example.com`)).toEqual([]);
  });

  it("a closed vacancy's page says it has closed, has no form, and links to open jobs in its sector (D24)", async () => {
    const { page, watched } = fresh;
    await page.goto("/jobs/bar-and-waiting-staff-st-ives/");
    await expect.poll(() => page.getByRole("heading", { name: "This vacancy has closed" }).isVisible()).toBe(true);
    expect(await page.locator("form").count()).toBe(0);
    const openJobs = page.locator("#open-in-sector .vacancy-card__title a");
    expect(await openJobs.count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Open jobs in the same sector" }).click();
    expect(new URL(page.url()).hash).toBe("#open-in-sector");
    await openJobs.first().click();
    await page.waitForURL(/\/jobs\/[a-z0-9-]+\/$/);
    expect(await page.locator("form[name='application']").count()).toBe(1);
    expect(watched.problems).toEqual([]);
  });

  it("vacancy form: a complete vacancy lands on its own confirmation (D46) and is recorded with every answer", async () => {
    const { page, watched } = fresh;
    await page.goto("/employers/register-a-vacancy/");
    const form = page.locator("form[name='vacancy']");
    const email = `sam.okafor.${width}@example.com`;
    await fillVacancyForm(form, email);
    await form.getByRole("button", { name: "Send vacancy" }).click();
    await page.waitForURL("**/employers/vacancy-registered/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We have your vacancy");
    const recorded = await submissionsFrom(email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.form).toBe("vacancy");
    expect(recorded[0]!.fields).toEqual({ "form-name": "vacancy", "bot-field": "", ...vacancyAnswers, email, pay: "" });
    expect(watched.problems).toEqual([]);
  });
});
