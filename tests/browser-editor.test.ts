// The editor at /admin/ (D32), in real Chromium against its local backend
// (decap-server, as `npm run cms` starts it) on a throwaway copy of the
// content: what a member of staff does, and what the build makes of it.
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorBackend } from "../src/dev/cli";
import { startDevServer, type DevServer } from "../src/dev/dev-server";
import { launchChromium } from "../src/tools/chromium";
import { testLaunchArgs } from "./support/browser";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { projectRoot } from "./support/site";
import { loadContent } from "../src/content/load";

let content: ContentFixture;
let server: DevServer;
let backend: ChildProcess;
let browser: Browser;

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch("http://localhost:8081/api/v1", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) });
    return response.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  content = await copyContent();
  backend = startEditorBackend(content.dir, () => undefined);
  server = await startDevServer({ root: projectRoot, contentDir: content.dir, staticDir: path.join(projectRoot, "static"), outDir: path.join(content.dir, "..", "site"), port: 0, log: () => undefined, today: "2026-11-25" });
  for (let tries = 0; !(await backendAnswers()); tries++) {
    if (tries > 100) throw new Error("decap-server did not start on port 8081");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await launchChromium(testLaunchArgs);
});

afterAll(async () => {
  await browser?.close();
  backend?.kill();
  await server?.close();
  await content?.remove();
});

/** A logged-in editor; the stock-photo host answers nothing (testLaunchArgs: no network in tests). */
async function editorPage(hash: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}/admin/`);
  await page.getByRole("button", { name: /login/i }).click();
  await page.goto(`${server.url}/admin/#${hash}`);
  return { page, errors };
}

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).first();

/** A choice list (Decap's select and relation widgets): type the start of the choice and take it. */
async function choose(page: Page, name: string, text: string): Promise<void> {
  await field(page, name).fill(text);
  await page.getByRole("option", { name: new RegExp(text, "i") }).first().click();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

async function fillNewVacancy(page: Page, { title, reference, posted, closes }: { title: string; reference: string; posted: string; closes?: string }): Promise<void> {
  await field(page, "title").fill(title);
  await field(page, "reference").fill(reference);
  await choose(page, "sector", "Healthcare");
  await choose(page, "engagement", "temporary");
  await choose(page, "hours", "full-time");
  await field(page, "town").fill("Huntingdon");
  await field(page, "county").fill("Cambridgeshire");
  await field(page, "from").fill("13.50");
  await choose(page, "per", "hour");
  await field(page, "posted").fill(posted);
  if (closes) await field(page, "closes").fill(closes);
  await field(page, "summary").fill("Night shifts caring for older residents in a friendly Huntingdon care home, with full training given.");
  // The list names its item (label_singular): "Add requirement", not "Add what the job needs".
  await page.getByRole("button", { name: /^add requirement\b/i }).click();
  await field(page, "item").fill("Experience of personal care, paid or unpaid");
  await field(page, "clientAuthorised").click();
}

async function until<T>(check: () => T | Promise<T>, what: string, milliseconds = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > milliseconds) throw new Error(`Waited ${milliseconds} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the editor at /admin/", () => {
  const slug = "night-care-assistant-huntingdon";
  const file = () => content.file(`vacancies/${slug}.md`);

  it("creates a vacancy through the form: the file is valid, in the README's format, and its page is built", async () => {
    const { page, errors } = await editorPage("/collections/vacancies/new");
    await fillNewVacancy(page, { title: "Night Care Assistant", reference: "OVS-7001", posted: "2026-11-20" });
    // The preview is the vacancy page as the site renders it.
    const preview = page.frameLocator("iframe").first();
    await expect.poll(() => preview.locator("h1").textContent()).toBe("Night Care Assistant");
    await publish(page);
    const text = await until(() => existsSync(file()) && readFileSync(file(), "utf8"), "the file to be written");
    expect(text).toBe(
      [
        "---",
        "title: Night Care Assistant",
        "reference: OVS-7001",
        "sector: healthcare",
        "engagement: temporary",
        "hours: full-time",
        "location:",
        "  town: Huntingdon",
        "  county: Cambridgeshire",
        "pay:",
        "  from: 13.5",
        "  per: hour",
        "posted: 2026-11-20",
        "filled: false",
        "summary: Night shifts caring for older residents in a friendly Huntingdon care",
        "  home, with full training given.",
        "requirements:",
        "  - Experience of personal care, paid or unpaid",
        "clientAuthorised: true",
        "---",
        "",
      ].join("\n"),
    );
    const loaded = await loadContent(content.dir);
    expect(loaded.vacancies.find((vacancy) => vacancy.slug === slug)?.data.reference).toBe("OVS-7001");
    const built = await until(async () => {
      const response = await fetch(`${server.url}/jobs/${slug}/`);
      return response.ok && (await response.text());
    }, "the vacancy's page to be built");
    expect(built).toContain("£13.50 an hour");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("edits the vacancy's pay, then closes it with a closing date", async () => {
    const { page } = await editorPage(`/collections/vacancies/entries/${slug}`);
    await field(page, "to").fill("15");
    await publish(page);
    await until(() => readFileSync(file(), "utf8").includes("  to: 15\n"), "the pay to be saved");
    await field(page, "closes").fill("2026-11-24");
    await publish(page);
    await until(() => readFileSync(file(), "utf8").includes("closes: 2026-11-24\n"), "the closing date to be saved");
    // Closed on the build's day (2026-11-25): its page stays, says so, and has no form (D24).
    const closed = await until(async () => {
      const html = await (await fetch(`${server.url}/jobs/${slug}/`)).text();
      return !html.includes('name="application"') && html;
    }, "the page to show the vacancy closed");
    expect(closed).toContain('content="noindex"');
    await page.close();
  });

  it("refuses to save a vacancy that closes before it is posted, with the build's message, and writes no file", async () => {
    const { page } = await editorPage("/collections/vacancies/new");
    await fillNewVacancy(page, { title: "Kitchen Porter", reference: "OVS-7002", posted: "2026-11-20", closes: "2026-11-10" });
    const message = "content/vacancies/kitchen-porter-huntingdon.md: closes: expected a date on or after posted (2026-11-20)";
    // Shown above the preview as the editor types, and again when the save is refused.
    await expect.poll(() => page.frameLocator("iframe").first().locator("[data-editor-problems]").textContent()).toContain(message);
    await publish(page);
    await expect.poll(() => page.getByText(message).count()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(existsSync(content.file("vacancies/kitchen-porter-huntingdon.md"))).toBe(false);
    await page.close();
  });

  it("previews a sector as the real sector block of /sectors/", async () => {
    const { page } = await editorPage("/collections/sectors/entries/healthcare");
    const preview = page.frameLocator("iframe").first();
    const block = preview.locator("#healthcare");
    await expect.poll(() => block.count()).toBe(1);
    await field(page, "title").fill("Healthcare and nursing");
    await expect.poll(() => block.locator("h2").first().textContent()).toContain("Healthcare and nursing");
    // The site's own stylesheet styles the preview.
    expect(await preview.locator('link[rel="stylesheet"]').getAttribute("href")).toMatch(/^\/assets\/site\.[0-9a-f]{10}\.css$/);
    await page.close();
  });
});
