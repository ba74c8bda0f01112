// Job alerts by email (D41), end to end in Chromium: a candidate
// signs up under a listing without JavaScript and with it, confirms through
// the link in the email, a deploy publishes a new vacancy and the send after
// it emails exactly that vacancy once, and one-click unsubscribe deletes the
// alert. The real SMTP server receives every email and the Blobs local
// server keeps every record. axe checks every new page and the email's HTML.
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import type { AxeResults } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { alertPagePath, alertPageSlugs, type AlertPageName } from "../src/alerts/alert-pages";
import { launchChromium } from "../src/tools/chromium";
import { openWatchedPage, testLaunchArgs, type ServedSite } from "./support/browser";
import { linkIn, mailTo, startAlertSite, vacancyFile, type AlertSite } from "./support/job-alerts";
import { parsePage } from "./support/dom";

/** A sign-up's answer waits for its confirmation e-mail locally (no waitUntil), which a busy machine takes seconds over. */
const answerWait = { timeout: 15_000 };
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const axeSource = readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8");

declare global {
  interface Window {
    axe: typeof import("axe-core");
  }
}

async function axeViolations(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ content: await axeSource });
  const results: AxeResults = await page.evaluate(
    (tags) =>
      window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations", "incomplete"] }),
    wcagTags,
  );
  return [...results.violations, ...results.incomplete].flatMap((result) =>
    result.nodes.map((node) => `${label}: ${result.id} ${result.help}: ${node.target.join(" ")}`),
  );
}

let site: AlertSite;
let browser: Browser;
const asServed = (): ServedSite => ({
  url: site.url,
  dir: site.dir,
  submissions: async () => [],
  close: async () => undefined,
});

beforeAll(async () => {
  site = await startAlertSite();
  browser = await launchChromium(testLaunchArgs);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("job alerts in the browser", () => {
  const withoutJs = "ann.nurse@example.com";
  const withJs = "bea.driver@example.com";

  it("without JavaScript: the form under a filter page posts natively, the answer is a page, and the confirmation email arrives at once with its one-click unsubscribe headers", async ({
    expect,
  }) => {
    const { page, context, problems } = await openWatchedPage(browser, asServed(), { width: 1280, javaScript: false });
    await page.goto("/jobs/healthcare/");
    // The sign-up opens from its control beside the results' heading.
    await page.locator("summary.job-alert__control").click();
    const form = page.getByRole("form", { name: "Email me new jobs like these" });
    await form.getByLabel("Email Address").fill(withoutJs);
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    // The answer is the page itself, naming the address and the search.
    await page.waitForURL("**/.netlify/functions/job-alert-subscribe");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Check your inbox");
    expect(await page.locator("main").textContent()).toContain(`If ${withoutJs} can receive job alerts`);
    expect(await page.getByRole("link", { name: "Back to your search" }).getAttribute("href")).toBe(
      "/jobs/healthcare/",
    );
    const [mail] = await site.mailbox.waitForCount(1);
    expect(mail!.to).toContain(withoutJs);
    expect(mail!.subject).toBe("Confirm your job alert from Ouse Valley Staffing");
    expect(mail!.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/\.netlify\/functions\/job-alert-unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).not.toContain(withoutJs);
    // It names the search, so someone with several alerts knows which one this is.
    expect(mail!.text).toContain("You asked for emails about new healthcare jobs.");
    const records = [...(await site.records()).values()];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      address: withoutJs,
      search: { what: "", where: "", sector: "healthcare" },
      confirmedAt: null,
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the confirmation link opens a page with one button, so a link scanner's GET confirms nothing; the button confirms and records what the search shows now as seen", async ({
    expect,
  }) => {
    const { page, context, problems } = await openWatchedPage(browser, asServed(), { width: 1280, javaScript: false });
    const link = linkIn(mailTo(site.mailbox, withoutJs)[0]!, "job-alert-confirm");
    // A scanner's fetch, then the candidate's visit.
    expect((await fetch(link)).status).toBe(200);
    await page.goto(link);
    expect([...(await site.records()).values()][0]!.confirmedAt).toBeNull();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your job alert");
    await page.getByRole("button", { name: "Confirm my job alert" }).click();
    await page.waitForURL("**/jobs/alerts/confirmed/");
    const record = [...(await site.records()).values()][0]!;
    expect(record.confirmedAt).not.toBeNull();
    // Every open healthcare job the listing showed is already seen: the first alert carries only new ones.
    const index = JSON.parse(await readFile(`${site.dir}/jobs/_search/index.json`, "utf8")) as {
      vacancies: { url: string; filters: { sector: string[] } }[];
    };
    const healthcare = index.vacancies
      .filter((entry) => entry.filters.sector.includes("healthcare"))
      .map((entry) => entry.url);
    expect(healthcare.length).toBeGreaterThan(0);
    expect(record.sent.sort()).toEqual(healthcare.sort());
    expect(problems).toEqual([]);
    await context.close();
  });

  it("with JavaScript: the sign-up under a search's results is sent without leaving the page, for the search as shown", async ({
    expect,
  }) => {
    const { page, context, problems } = await openWatchedPage(browser, asServed(), {
      width: 390,
      height: 844,
      javaScript: true,
    });
    await page.goto("/jobs/?what=driver");
    // The sign-up opens from its control beside the results' heading.
    await page.locator("summary.job-alert__control").click();
    const form = page.getByRole("form", { name: "Email me new jobs like these" });
    await form.getByLabel("Email Address").fill(withJs);
    const before = page.url();
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    await expect
      .poll(() => page.locator("[data-job-alert-status]").textContent(), answerWait)
      .toMatch(/^Check your inbox\./);
    expect(page.url()).toBe(before);
    // The answer is in view, not under the fold of the phone's screen.
    // (Polled: the page scrolls smoothly where motion is not reduced.)
    const answer = () =>
      page.locator("[data-job-alert-status]").evaluate((status) => status.getBoundingClientRect().toJSON() as DOMRect);
    await expect.poll(async () => (await answer()).bottom, { message: "the answer's foot" }).toBeLessThanOrEqual(844);
    expect((await answer()).top, "the answer's top").toBeGreaterThanOrEqual(0);
    await site.mailbox.waitForCount(2);
    expect(mailTo(site.mailbox, withJs)).toHaveLength(1);
    const record = [...(await site.records()).values()].find((each) => each.address === withJs)!;
    expect(record.search).toEqual({ what: "driver", where: "" });
    // The answer took the form's place.
    expect(await page.locator("form.job-alert__form").isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the sign-up stays under a search that finds nothing, for that search", async ({ expect }) => {
    const { page, context, problems } = await openWatchedPage(browser, asServed(), { width: 768, javaScript: true });
    await page.goto("/jobs/healthcare/?what=zabaglione");
    await expect.poll(() => page.getByRole("heading", { name: /No jobs/ }).count()).toBeGreaterThan(0);
    // The sign-up opens from its control beside the results' heading.
    await page.locator("summary.job-alert__control").click();
    const form = page.getByRole("form", { name: "Email me new jobs like these" });
    expect(await form.isVisible()).toBe(true);
    await form.getByLabel("Email Address").fill("cara.chef@example.com");
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    await expect
      .poll(() => page.locator("[data-job-alert-status]").textContent(), answerWait)
      .toMatch(/^Check your inbox\./);
    const record = [...(await site.records()).values()].find((each) => each.address === "cara.chef@example.com")!;
    expect(record.search).toEqual({ what: "zabaglione", where: "", sector: "healthcare" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a deploy with a new matching vacancy sends exactly one email with exactly that vacancy; the next send sends nothing; a vacancy that does not match sends nothing", async ({
    expect,
  }) => {
    const before = site.mailbox.messages().length;
    await site.deployVacancy(
      "healthcare-assistant-ely-winter",
      vacancyFile({
        title: "Healthcare Assistant, winter cover",
        reference: "OVS-9001",
        sector: "healthcare",
        town: "Ely",
        county: "Cambridgeshire",
        summary: "Help residents of a small Ely care home through the winter, on days or twilight shifts, weekly pay.",
      }),
    );
    expect((await site.runSend()).status).toBe(202);
    const after = site.mailbox.messages().slice(before);
    expect(after).toHaveLength(1);
    const alert = after[0]!;
    expect(alert.to).toContain(withoutJs);
    expect(alert.subject).toBe("Job alert: healthcare jobs (1 new)");
    expect(alert.text).toContain("Healthcare Assistant, winter cover");
    expect(alert.text).toContain("Pay: £14 an hour");
    expect(alert.text).toContain("Where: Ely, Cambridgeshire");
    expect(alert.text).toContain("Closes: 24 December 2026");
    expect(alert.text).toContain("/jobs/healthcare-assistant-ely-winter/");
    // The one job, then the whole search: its listing page.
    expect(alert.text.match(/\/jobs\/[a-z0-9-]+\//g)).toEqual([
      "/jobs/healthcare-assistant-ely-winter/",
      "/jobs/healthcare/",
    ]);
    expect(alert.text).toMatch(/Type of work: Temporary/);
    expect(alert.text).toContain(
      "Help residents of a small Ely care home through the winter, on days or twilight shifts, weekly pay.",
    );
    // A search by sector, not near a place: no distance.
    expect(alert.text).not.toContain("Distance");
    expect(alert.headers["list-unsubscribe"]).toMatch(/job-alert-unsubscribe\?token=/);
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const links = parsePage(alert.html).querySelectorAll("a");
    const linkTo = (words: string) => [...links].find((link) => link.textContent === words)?.getAttribute("href");
    expect(linkTo("See every job for this search")).toBe(`${site.url}/jobs/healthcare/`);
    expect(linkTo("Stop these job alerts")).toMatch(/\/\.netlify\/functions\/job-alert-unsubscribe\?token=/);
    expect(linkTo("Healthcare Assistant, winter cover")).toBe(`${site.url}/jobs/healthcare-assistant-ely-winter/`);

    expect((await site.runSend()).status).toBe(202);
    expect(site.mailbox.messages().length).toBe(before + 1);

    await site.deployVacancy(
      "warehouse-picker-bedford-nights",
      vacancyFile({
        title: "Warehouse Picker, nights",
        reference: "OVS-9002",
        sector: "industrial",
        town: "Bedford",
        county: "Bedfordshire",
        summary:
          "Pick and pack orders on night shifts in a modern Bedford warehouse, with weekly pay and free parking.",
      }),
    );
    expect((await site.runSend()).status).toBe(202);
    expect(site.mailbox.messages().length).toBe(before + 1);
  });

  it("the alert's HTML passes axe's WCAG 2.2 checks", async ({ expect }) => {
    const alert = mailTo(site.mailbox, withoutJs).find((mail) => mail.subject.startsWith("Job alert:"))!;
    const { page, context } = await openWatchedPage(browser, asServed(), {
      width: 768,
      javaScript: true,
      bypassCSP: true,
    });
    await page.setContent(alert.html);
    expect(await axeViolations(page, "alert email")).toEqual([]);
    const confirmation = mailTo(site.mailbox, withoutJs)[0]!;
    await page.setContent(confirmation.html);
    expect(await axeViolations(page, "confirmation email")).toEqual([]);
    await context.close();
  });

  it("one-click unsubscribe (RFC 8058's POST) deletes the alert at once, and the next send is empty", async ({
    expect,
  }) => {
    const alert = mailTo(site.mailbox, withoutJs).find((mail) => mail.subject.startsWith("Job alert:"))!;
    const oneClick = alert.headers["list-unsubscribe"]!.slice(1, -1);
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    // The same POST again: the alert is gone, and the status says so (410), with no body for a mail client to misread.
    const again = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect([again.status, await again.text()]).toEqual([410, ""]);
    const addresses = [...(await site.records()).values()].map((record) => record.address);
    expect(addresses).not.toContain(withoutJs);
    expect(addresses).toContain(withJs);
    const before = site.mailbox.messages().length;
    await site.deployVacancy(
      "healthcare-assistant-march-days",
      vacancyFile({
        title: "Healthcare Assistant, days",
        reference: "OVS-9003",
        sector: "healthcare",
        town: "March",
        county: "Cambridgeshire",
        summary: "Day shifts supporting residents of a friendly care home in March, with weekly pay and full training.",
      }),
    );
    expect((await site.runSend()).status).toBe(202);
    expect(site.mailbox.messages().length).toBe(before);
  });

  it("the visible stop link opens a page with one button that deletes the alert; the same link afterwards says plainly it was used", async ({
    expect,
  }) => {
    const { page, context, problems } = await openWatchedPage(browser, asServed(), { width: 1280, javaScript: false });
    const link = linkIn(mailTo(site.mailbox, withJs)[0]!, "job-alert-unsubscribe");
    const alertsOf = async (address: string) =>
      [...(await site.records()).values()].filter((record) => record.address === address).length;
    await page.goto(link);
    expect(await alertsOf(withJs)).toBe(1);
    await page.getByRole("button", { name: "Stop my job alert" }).click();
    await page.waitForURL("**/jobs/alerts/stopped/");
    expect(await alertsOf(withJs)).toBe(0);
    await page.goto(link);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This link has already been used");
    // The used link's page comes with status 410 Gone, which Chromium reports in the console; nothing else may.
    expect(problems.filter((problem) => !problem.includes("status of 410 (Gone)"))).toEqual([]);
    await context.close();
  });

  it("every job-alert page, and the listing with its form, passes axe's WCAG 2.2 checks", async ({ expect }) => {
    const { page, context } = await openWatchedPage(browser, asServed(), {
      width: 1280,
      javaScript: true,
      bypassCSP: true,
    });
    const found: string[] = [];
    for (const path of ["/jobs/", ...(Object.keys(alertPageSlugs) as AlertPageName[]).map(alertPagePath)]) {
      await page.goto(path);
      found.push(...(await axeViolations(page, path)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe("the sign-up's answer on a phone (390 x 844)", () => {
  const phone = { width: 390, height: 844 };
  const screenshots = process.env.SCREENSHOTS_DIR;

  async function openSignUp(javaScript: boolean) {
    const opened = await openWatchedPage(browser, asServed(), { ...phone, javaScript });
    await opened.page.goto("/jobs/?what=care");
    await opened.page.locator("summary.job-alert__control").click();
    return { ...opened, form: opened.page.getByRole("form", { name: "Email me new jobs like these" }) };
  }

  it("with JavaScript, a short answer takes the form's place, in view, with focus on it", async ({ expect }) => {
    const { page, context, problems, form } = await openSignUp(true);
    const formTop = await form.evaluate((element) => element.getBoundingClientRect().top);
    await form.getByLabel("Email Address").fill("phone.answer@example.com");
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    const status = page.locator("[data-job-alert-status]");
    await expect.poll(() => status.textContent(), answerWait).toMatch(/^Check your inbox\./);
    expect(await form.isVisible()).toBe(false);
    expect(await page.locator(".job-alert__intro").isVisible()).toBe(false);
    expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = (await status.boundingBox())!;
    // Where the form was (the intro above it went too), whole on the screen, and a few lines long.
    expect(box.y).toBeLessThanOrEqual(formTop);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const lines = await status.evaluate((element) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
    );
    expect(lines, "lines of the answer").toBeLessThanOrEqual(8);
    expect(await status.textContent()).toContain(
      "Follow the link we sent to phone.answer@example.com to start alerts for new care jobs.",
    );
    if (screenshots) await page.screenshot({ path: `${screenshots}/sign-up-answer-390.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("with JavaScript, an address the mail server would refuse is marked on its field: the message above the box with its red bar, the box focused, invalid and described by it", async ({
    expect,
  }) => {
    const { page, context, problems, form } = await openSignUp(true);
    const email = form.getByLabel("Email Address");
    // The browser's own check passes it; ours does not (no dot in the domain).
    await email.fill("name@example");
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    const message = page.locator("#job-alert-email-error");
    await expect.poll(() => message.isVisible(), answerWait).toBe(true);
    expect(await message.textContent()).toBe(
      "Error: Enter an email address in the correct format, like name@example.co.uk",
    );
    // GOV.UK's order: label, message, box; the box described by the message and marked invalid.
    expect(
      await form.locator(".job-alert__field > *").evaluateAll((children) => children.map((child) => child.className)),
    ).toEqual(["field__label", "field__error", "field__input"]);
    expect(await email.getAttribute("aria-describedby")).toBe("job-alert-email-error");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(
      await form.locator(".job-alert__field").evaluate((field) => getComputedStyle(field).borderInlineStartWidth),
    ).toBe("5px");
    expect(await page.locator("[data-job-alert-status]").textContent()).toBe("");
    if (screenshots) await page.screenshot({ path: `${screenshots}/sign-up-bad-address-390.png` });
    // Put right and sent again: the marks go and the answer comes.
    await email.fill("name@example.co.uk");
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    await expect
      .poll(() => page.locator("[data-job-alert-status]").textContent(), answerWait)
      .toMatch(/^Check your inbox\./);
    expect(await message.isVisible()).toBe(false);
    // The refused address was answered 400, which Chromium reports in the console; nothing else may be.
    expect(problems.filter((problem) => !problem.includes("status of 400 (Bad Request)"))).toEqual([]);
    await context.close();
  });

  it("without JavaScript, the answer is a page whose heading and answer fill the phone's first screen", async ({
    expect,
  }) => {
    const { page, context, problems, form } = await openSignUp(false);
    await form.getByLabel("Email Address").fill("phone.nojs@example.com");
    await form.getByRole("button", { name: "Email me these jobs" }).click();
    await page.waitForURL("**/.netlify/functions/job-alert-subscribe");
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe("Check your inbox");
    const answer = page.locator("main p", { hasText: "phone.nojs@example.com" });
    const box = (await answer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    if (screenshots) await page.screenshot({ path: `${screenshots}/sign-up-answer-390-no-js.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});
