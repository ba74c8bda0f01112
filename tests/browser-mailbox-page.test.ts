// The local mailbox at /_dev/mail/ keeps the window's width: a signed link in
// an email's text is one long word, and it wraps instead of widening the page.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium } from "../src/tools/chromium";
import { mailboxPage } from "../src/alerts/mailbox-page";
import { testLaunchArgs } from "./support/browser";

const signedLink = `http://127.0.0.1:8888/.netlify/functions/job-alert-confirm?token=${"a1B2c3D4e5".repeat(30)}`;
const mail = {
  to: "jo@example.com",
  from: "jobs@ousevalley.example",
  subject: "Confirm your job alert from Ouse Valley Staffing",
  text: `Confirm my job alert:\n${signedLink}\n`,
  html: "",
  headers: { "list-unsubscribe": `<${signedLink}>` },
  receivedAt: "2026-11-29T07:00:00.000Z",
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium(testLaunchArgs);
});
afterAll(() => browser?.close());

describe("the local mailbox page", () => {
  for (const width of [390, 1280]) {
    it(`is no wider than a ${width} px window, however long a signed link is`, async ({ expect }) => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(mailboxPage([mail]));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      // The link is still whole: one anchor, its address unchanged.
      expect(await page.locator("pre a").getAttribute("href")).toBe(signedLink);
      await page.close();
    });
  }
});
