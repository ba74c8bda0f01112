// The editor at /admin/ (D32), in real Chromium against its local backend
// (decap-server, as `npm run cms` starts it) on a throwaway copy of the
// content: what a member of staff does, and what the build makes of it.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Dialog, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { startEditorBackend } from "../src/dev/cli";
import { startDevServer, type DevServer } from "../src/dev/dev-server";
import { launchChromium } from "../src/tools/chromium";
import { testLaunchArgs } from "./support/browser";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { loadContent } from "../src/content/load";
import fg from "fast-glob";
import { readContentFile } from "../src/admin/content-file";
import { parse, stringify } from "yaml";
import { newVacancyFrontMatter } from "./support/new-vacancy";
import { phonePhotograph, svgWithScript, tooManyPixels, transparentPng, truncatedJpeg } from "./support/photographs";
import sharp from "sharp";
import { uniqueUploadName } from "../src/admin/upload-check.client";
import { projectPaths, projectRoot } from "./support/site";
import { listeningAddresses } from "./support/listening";
import { localEditorBackend } from "../src/pipeline/security-policy";

let content: ContentFixture;
let server: DevServer;
let backend: ChildProcess;
let browser: Browser;

/**
 * The port this file's decap-server listens on: a free one, never the editor's own 8081, so a developer's
 * `npm run cms` or another copy of these tests is never written to. editorPage sends the editor's requests for
 * 8081 here.
 */
let backendPort: number;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${backendPort}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  content = await copyContent();
  backendPort = await freePort();
  backend = startEditorBackend(content.dir, () => undefined, backendPort);
  server = await startDevServer({
    root: projectRoot,
    contentDir: content.dir,
    staticDir: path.join(projectRoot, "static"),
    outDir: path.join(content.dir, "..", "site"),
    port: 0,
    log: () => undefined,
    today: "2026-11-25",
  });
  for (let tries = 0; !(await backendAnswers()); tries++) {
    if (tries > 100) throw new Error(`decap-server did not start on port ${backendPort}`);
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
  // The editor's configuration names decap-server at 8081 (localEditorBackend); this file's listens on backendPort.
  const local = new URL(localEditorBackend);
  await page.route(`${local.origin}/**`, (route) =>
    route.continue({
      url: route.request().url().replace(local.origin, `${local.protocol}//${local.hostname}:${backendPort}`),
    }),
  );
  await page.goto(`${server.url}/admin/`);
  await page.getByRole("button", { name: /login/i }).click();
  await page.goto(`${server.url}/admin/#${hash}`);
  return { page, errors };
}

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).first();

/** A choice list (Decap's select and relation widgets): type the start of the choice and take it. */
async function choose(page: Page, name: string, text: string): Promise<void> {
  await field(page, name).fill(text);
  await page
    .getByRole("option", { name: new RegExp(text, "i") })
    .first()
    .click();
}

/** Publishes the open entry by the toolbar's Publish menu: "Publish now", or "Publish and create new", which opens a new entry straight after the save. */
async function publish(page: Page, choice: "Publish now" | "Publish and create new" = "Publish now"): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: choice }).click();
}

async function fillNewVacancy(
  page: Page,
  { title, reference, posted, closes }: { title: string; reference: string; posted: string; closes?: string },
): Promise<void> {
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
  await field(page, "summary").fill(
    "Night shifts caring for older residents in a friendly Huntingdon care home, with full training given.",
  );
  // The list names its item (label_singular): "Add requirement", not "Add what the job needs".
  await page.getByRole("button", { name: /^add requirement\b/i }).click();
  // The visible one: straight after a publish, the last entry's list can linger, hidden, before the new form's.
  await page.locator('[id^="item-field-"]:visible').first().fill("Experience of personal care, paid or unpaid");
  await field(page, "clientAuthorised").click();
}

async function until<T>(check: () => T | Promise<T>, what: string, milliseconds = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > milliseconds) throw new Error(`Waited ${milliseconds} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The site's content as the editor fetches it, once the dev server has finished rebuilding after the tests above: a copy taken mid-rebuild is not the site's. */
async function builtSiteContent(): Promise<string> {
  let content = "";
  await until(
    async () => {
      const response = await fetch(`${server.url}/admin/site-content.json`).catch(() => undefined);
      const text = response?.ok ? await response.text() : "";
      try {
        JSON.parse(text);
      } catch {
        return false;
      }
      content = text;
      return text.includes('"OVS-1044"');
    },
    "the site's content for the editor",
    120_000,
  );
  return content;
}

/** Every content file, as the editor's address names it: the collection, and the entry's slug or the file's name. */
function everyEntry(): { file: string; hash: string }[] {
  const folders: Record<string, string> = {
    vacancies: "vacancies",
    sectors: "sectors",
    testimonials: "testimonials",
    pages: "markdownPages",
  };
  return fg
    .sync("**/*.md", { cwd: projectPaths.content })
    .sort()
    .map((file) => {
      const [folder, name] = file.split("/");
      if (!name) return { file, hash: "/collections/site/entries/site" };
      const slug = name.replace(/\.md$/, "");
      if (folder === "routes") return { file, hash: `/collections/site/entries/${slug}` };
      return { file, hash: `/collections/${folders[folder!]}/entries/${slug}` };
    });
}

/** Publishes the open entry and waits for decap-server to answer the save. */
async function publishAndWait(
  page: Page,
  file: string,
  choice: "Publish now" | "Publish and create new" = "Publish now",
): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1") && response.request().postData()?.includes('"persistEntry"') === true,
    { timeout: 10_000 },
  );
  await publish(page, choice);
  await saved.catch(async () => {
    throw new Error(
      `${file} was not saved; the editor says: ${await page.locator("[class*='Toastify'], [role='alert']").allInnerTexts()}`,
    );
  });
  // Decap has taken the save in: the entry no longer counts as changed, so leaving it asks nothing.
  if (choice === "Publish now")
    await page
      .getByText(/changes saved/i)
      .first()
      .waitFor();
}

describe("the editor at /admin/", () => {
  it("starts its local backend (decap-server) listening on 127.0.0.1 alone, never on the machine's network addresses", () => {
    // 0100007F is 127.0.0.1 as the kernel writes it; 00000000 would be every interface.
    expect(listeningAddresses(backendPort)).toEqual(["0100007F"]);
  });

  // First of the editing tests: after the next one has saved every entry of the site, its first refusal never came (a cause not yet found), while on a fresh copy of the content it passes every time.
  it("publishes a vacancy and opens a new one at machine speed, 20 times over: each new form opens empty, a vacancy with a reference another holds (one on the site, or the one just published) is refused with the build's message, and nothing the build would refuse is written", async () => {
    // On the host a build takes a minute or two: the site's content the editor fetches stays as it was before the first cook.
    const before = await builtSiteContent();
    // Decap's refused save leaves an unhandled rejection in the page, so its errors are not this test's measure: the files are.
    const { page } = await editorPage("/collections/vacancies/new");
    await page.route("**/admin/site-content.json", (route) =>
      route.fulfill({ contentType: "application/json", body: before }),
    );
    // An editor who answers yes to every question the editor asks (restoring a copy kept in the browser included).
    page.on("dialog", (dialog) => void dialog.accept());
    const addressNow = () => page.evaluate(() => location.hash).catch(() => "");
    const vacancies = () => readdirSync(content.file("vacancies")).sort();
    const written = new Set(vacancies());
    const cook = (number: number) => ({
      title: `Cook ${number}`,
      reference: `OVS-75${String(number).padStart(2, "0")}`,
      posted: "2026-11-20",
    });
    const textFields = ["title", "reference", "town", "county", "from", "summary"];
    // The new entry's form takes typing: at its address, shown, and not shut (inert) while the editor opens the entry.
    const formTakesTyping = () =>
      page
        .evaluate(() => {
          const title = document.querySelector('[id^="title-field-"]');
          return location.hash === "#/collections/vacancies/new" && title !== null && title.closest("[inert]") === null;
        })
        .catch(() => false);
    for (let number = 0; number <= 20; number++) {
      // Read and typed into as soon as it takes typing: no wait beyond that.
      await until(formTakesTyping, `the new form after Cook ${number - 1}`, 30_000);
      for (const name of textFields)
        expect(await field(page, name).inputValue(), `the new form's ${name}, opened after Cook ${number - 1}`).toBe(
          "",
        );
      if (number > 0) {
        // A reference the site already has, then each time the one just published.
        const taken = number === 1 ? { reference: "OVS-1044", title: "Warehouse Operative, nights" } : cook(number - 1);
        await fillNewVacancy(page, { ...cook(number), reference: taken.reference });
        await publish(page);
        const refused = `Nothing was saved. One problem to fix first: Our reference must be a reference of its own, not "${taken.reference}", which the vacancy “${taken.title}” also uses`;
        await until(
          async () => (await page.getByText(refused).count()) > 0,
          `the refusal of Cook ${number}`,
          60_000,
        ).catch(async (error: unknown) => {
          throw new Error(
            `${String(error)}; the editor says: ${(await page.locator(".notif__container").allInnerTexts()).join(" | ")}; the folder holds ${
              vacancies()
                .filter((name) => !written.has(name))
                .join(", ") || "no new file"
            }`,
          );
        });
        expect(vacancies()).toEqual([...written].sort());
        // Typed over what the field holds: Decap's text field can put the caret back at the end as the refusal's marks change, and a fill then lands after the old text.
        await until(
          async () => {
            await field(page, "reference").fill(cook(number).reference);
            return (await field(page, "reference").inputValue()) === cook(number).reference;
          },
          `Cook ${number}'s own reference to be typed`,
          15_000,
        );
      } else {
        await fillNewVacancy(page, cook(0));
      }
      // Every other time by the editor's own "Publish and create new"; otherwise the address moved to a new entry the moment the saved one's page shows.
      if (number % 2 === 0) {
        // Decap shows the saved entry's page, then the new entry's, one straight after the other.
        const savedEntryShown = page.waitForEvent("framenavigated", {
          predicate: (frame) => frame.url().endsWith(`#/collections/vacancies/entries/cook-${number}-huntingdon`),
          timeout: 30_000,
        });
        await publishAndWait(page, `Cook ${number}`, "Publish and create new");
        await savedEntryShown;
      } else {
        await publishAndWait(page, `Cook ${number}`, "Publish now");
        await until(
          async () => (await addressNow()) === `#/collections/vacancies/entries/cook-${number}-huntingdon`,
          `the address of Cook ${number}`,
        );
        await page.evaluate(() => (location.hash = "#/collections/vacancies/new"));
      }
      written.add(`cook-${number}-huntingdon.md`);
      expect(vacancies()).toEqual([...written].sort());
    }
    // What the editor wrote, read by the build: one file per vacancy, each with a reference of its own.
    const loaded = await loadContent(content.dir);
    expect(
      loaded.vacancies
        .filter((vacancy) => /^Cook \d+$/.test(vacancy.data.title))
        .map((vacancy) => vacancy.data.reference)
        .sort(),
    ).toEqual(Array.from({ length: 21 }, (_, number) => cook(number).reference));
    await page.close();
  }, 600_000);

  it("opens every entry of every collection and saves an edit to its first field as that one line, every other byte kept; saved back, the file is as it was (D40)", async () => {
    const entries = everyEntry();
    const { page, errors } = await editorPage(entries[0]!.hash);
    const revertedIn = new Set<string>();
    for (const { file, hash } of entries) {
      const before = readFileSync(content.file(file), "utf8");
      // Through the collection's list, as an editor goes from one entry to the next.
      await page.evaluate(() => (location.hash = "#/collections/vacancies"));
      await page.evaluate((next) => (location.hash = `#${next}`), hash);
      // The first field of every file is one line of text: a title, a name, the trading name.
      const value = String(Object.values(readContentFile(before).data)[0]);
      const first = page.locator('input[type="text"]').first();
      await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(value);
      await first.fill(`${value}!`);
      await publishAndWait(page, file);
      const edited = readFileSync(content.file(file), "utf8");
      const changed = edited.split("\n").filter((line, index) => line !== before.split("\n")[index]);
      expect(changed, file).toHaveLength(1);
      expect(changed[0], file).toMatch(/!$/);
      // Once a folder: the "!" taken out again, in the entry opened afresh, gives back the very bytes it had.
      const folder = path.dirname(file);
      if (revertedIn.has(folder)) continue;
      revertedIn.add(folder);
      await page.reload();
      await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(`${value}!`);
      await first.press("End");
      await first.press("Backspace");
      await publishAndWait(page, file);
      expect(readFileSync(content.file(file), "utf8"), file).toBe(before);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 420_000); // every entry of every collection, opened and saved twice: minutes on a loaded 2-core machine

  it("saves a file written with CR line breaks alone with CR alone, its last line break too: one edit, one line changed", async () => {
    const vacancy = "vacancies/banqueting-staff-peterborough.md";
    const original = readFileSync(content.file(vacancy), "utf8");
    // Put back as it was at the end: the tests below open this vacancy too.
    onTestFinished(() => writeFileSync(content.file(vacancy), original));
    const before = original.replace(/\r\n|\n/g, "\r");
    writeFileSync(content.file(vacancy), before);
    const { page, errors } = await editorPage("/collections/vacancies/entries/banqueting-staff-peterborough");
    const title = String(readContentFile(before).data.title);
    const first = page.locator('input[type="text"]').first();
    await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(title);
    await first.fill(`${title}, weekends`);
    await publishAndWait(page, vacancy);
    const saved = readFileSync(content.file(vacancy), "utf8");
    expect(saved).not.toContain("\n");
    expect(saved.endsWith("\r")).toBe(true);
    expect(saved.split("\r").filter((line, index) => line !== before.split("\r")[index])).toEqual([
      `title: ${title}, weekends`,
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  const slug = "night-care-assistant-huntingdon";
  const file = () => content.file(`vacancies/${slug}.md`);

  it("creates a vacancy through the form: the file is valid, in the staff guide's format, and its page is built", async () => {
    const { page, errors } = await editorPage("/collections/vacancies/new");
    await fillNewVacancy(page, { title: "Night Care Assistant", reference: "OVS-7001", posted: "2026-11-20" });
    // The preview is the vacancy page as the site renders it.
    const preview = page.frameLocator("iframe").first();
    await expect.poll(() => preview.locator("h1").textContent()).toBe("Night Care Assistant");
    await publish(page);
    const text = await until(() => existsSync(file()) && readFileSync(file(), "utf8"), "the file to be written");
    expect(text).toBe(["---", ...newVacancyFrontMatter, "---", ""].join("\n"));
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
    await until(() => readFileSync(file(), "utf8").includes("  to: 15.00\n"), "the pay to be saved");
    await field(page, "closes").fill("2026-11-24");
    await publish(page);
    await until(() => readFileSync(file(), "utf8").includes("closes: 2026-11-24\n"), "the closing date to be saved");
    // Closed on the build's day (2026-11-25): its page stays, says so, and has no form (D24).
    const closed = await until(async () => {
      // The page, not the dev server's "could not be built" page a save caught half-written shows for a moment.
      const response = await fetch(`${server.url}/jobs/${slug}/`);
      const html = await response.text();
      return response.ok && !html.includes('name="application"') && html;
    }, "the page to show the vacancy closed");
    expect(closed).toContain('content="noindex"');
    await page.close();
  });

  it("refuses to save a vacancy that closes before it is posted, with the build's message, and writes no file", async () => {
    const { page } = await editorPage("/collections/vacancies/new");
    await fillNewVacancy(page, {
      title: "Kitchen Porter",
      reference: "OVS-7002",
      posted: "2026-11-20",
      closes: "2026-11-10",
    });
    // In the editor's words: the field by its label on screen, not the file and the YAML key.
    const message = 'Closing date must be a date on or after Date posted (2026-11-20), not "2026-11-10"';
    // Shown above the preview as the editor types, and again when the save is refused.
    await expect
      .poll(() => page.frameLocator("iframe").first().locator("[data-editor-problems]").textContent())
      .toContain(message);
    await publish(page);
    await expect.poll(() => page.getByText(message).count()).toBeGreaterThan(0);
    // The field itself is marked, with the sentence under its label, and read out with it.
    await expect.poll(() => field(page, "closes").getAttribute("aria-invalid")).toBe("true");
    expect(await field(page, "closes").getAttribute("aria-description")).toBe(message);

    // Decap's message is the editor's sentence alone, at the foot of the screen, clear of the problems above the preview.
    await expect
      .poll(() => page.locator(".notif__container").innerText())
      .toMatch(/^Nothing was saved\. One problem to fix first:/);
    const toast = await page.locator(".notif__container").boundingBox();
    const problems = await page.frameLocator("iframe").first().locator("[data-editor-problems]").boundingBox();
    expect(toast && problems && toast.y > problems.y + problems.height).toBe(true);
    // Fixed, the mark goes.
    await field(page, "closes").fill("2026-12-10");
    await expect.poll(() => field(page, "closes").getAttribute("aria-invalid")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(existsSync(content.file("vacancies/kitchen-porter-huntingdon.md"))).toBe(false);
    await page.close();
  });

  it("shows the entry the address names after a changed address, Back, Forward and a reload, and saves into that file alone", async () => {
    const nurse = "registered-nurse-nights-huntingdon";
    const porter = "kitchen-porter-northampton";
    const { page } = await editorPage(`/collections/vacancies/entries/${nurse}`);
    const title = field(page, "title");
    const titleOf = (slug: string) =>
      String(readContentFile(readFileSync(content.file(`vacancies/${slug}.md`), "utf8")).data.title);
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(titleOf(nurse));
    await page.evaluate((slug) => (location.hash = `#/collections/vacancies/entries/${slug}`), porter);
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(titleOf(porter));
    await page.goBack();
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(titleOf(nurse));
    await page.goForward();
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(titleOf(porter));
    await page.reload();
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(titleOf(porter));
    const nurseBefore = readFileSync(content.file(`vacancies/${nurse}.md`), "utf8");
    await title.fill(`${titleOf(porter)} (days)`);
    await publishAndWait(page, porter);
    expect(readFileSync(content.file(`vacancies/${porter}.md`), "utf8")).toContain(" (days)\n");
    expect(readFileSync(content.file(`vacancies/${nurse}.md`), "utf8")).toBe(nurseBefore);
    await page.close();
  });

  it("after a vacancy is published and the address moved straight to a new one, the form is empty however fast the next is typed, and a second vacancy with the first's reference is refused and not written", async () => {
    // On the host a build takes a minute or two: the site's content the editor fetches stays as it was before the first vacancy.
    const before = await builtSiteContent();
    const { page } = await editorPage("/collections/vacancies/new");
    await page.route("**/admin/site-content.json", (route) =>
      route.fulfill({ contentType: "application/json", body: before }),
    );
    // An editor who answers yes to every question the editor asks (restoring a copy kept in the browser included).
    page.on("dialog", (dialog) => void dialog.accept());
    await fillNewVacancy(page, { title: "Cook, first of two", reference: "OVS-7301", posted: "2026-11-20" });
    await publishAndWait(page, "the first cook");
    const first = content.file("vacancies/cook-first-of-two-huntingdon.md");
    await until(() => existsSync(first), "the first vacancy to be written");
    const vacanciesBefore = readdirSync(content.file("vacancies")).sort();
    // At once, with no wait: the site has not been built again with the first vacancy yet.
    await page.evaluate(() => (location.hash = "#/collections/vacancies/new"));
    await fillNewVacancy(page, { title: "Cook, second of two", reference: "OVS-7301", posted: "2026-11-21" });
    expect(await field(page, "title").inputValue()).toBe("Cook, second of two");
    await publish(page);
    await expect
      .poll(
        () =>
          page
            .getByText(
              'Nothing was saved. One problem to fix first: Our reference must be a reference of its own, not "OVS-7301", which the vacancy “Cook, first of two” also uses',
            )
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(readdirSync(content.file("vacancies")).sort()).toEqual(vacanciesBefore);
    expect(readContentFile(readFileSync(first, "utf8")).data.title).toBe("Cook, first of two");
    await page.close();
  }, 240_000);

  it("refuses to save a change to a value tied to another field by a YAML anchor, naming the field, and leaves the file as it was", async () => {
    const tied = "vacancies/tied-values-peterborough.md";
    await content.write(
      tied,
      readFileSync(content.file("vacancies/banqueting-staff-peterborough.md"), "utf8")
        .replace("title: Banqueting", "title: &t Banqueting")
        .replace(/^shifts: .*$/m, "shifts: *t")
        .replace("OVS-1033", "OVS-7401"),
    );
    const before = readFileSync(content.file(tied), "utf8");
    const { page } = await editorPage("/collections/vacancies/entries/tied-values-peterborough");
    await expect
      .poll(() => field(page, "title").inputValue(), { timeout: 15_000 })
      .toBe("Banqueting and Events Staff, Christmas season");
    await field(page, "title").fill("Banqueting Staff, Christmas season");
    // Said above the preview as it is typed, and again when the save is refused.
    await expect
      .poll(() => page.frameLocator("iframe").first().locator("[data-editor-problems]").textContent())
      .toContain("Job title must be a value of its own, not one tied to another field");
    await publish(page);
    await expect
      .poll(() => page.locator(".notif__container").innerText())
      .toBe(
        "Nothing was saved. One problem to fix first: Job title must be a value of its own, not one tied to another field by a YAML anchor (&name) or alias (*name), so changing it here would change that field too; change it in the file itself, or write the value out in full there",
      );
    await expect.poll(() => field(page, "title").getAttribute("aria-invalid")).toBe("true");
    expect(readFileSync(content.file(tied), "utf8")).toBe(before);
    await page.close();
  }, 120_000);

  it("View Live opens the entry's own page on this computer's dev server", async () => {
    const slug = "registered-nurse-nights-huntingdon";
    const { page } = await editorPage(`/collections/vacancies/entries/${slug}`);
    await field(page, "title").waitFor();
    await expect.poll(() => page.getByRole("link", { name: /view live/i }).count()).toBe(1);
    const opened = page.waitForEvent("popup");
    await page.getByRole("link", { name: /view live/i }).click();
    const live = await opened;
    expect(live.url()).toBe(`${server.url}/jobs/${slug}/`);
    await live.close();
    await page.close();
  });

  it("walks a vacancy through the editorial workflow, draft to in review to ready to published, in Decap's in-memory test backend, checked again as it is published", async () => {
    // The live editor's workflow (Git Gateway: drafts, review and publishing on the host) needs the host; Decap's own
    // test-repo backend keeps the same workflow in the page's memory, with the site's files put in it first.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("**/admin/config.yml", async (route) => {
      const config = parse(await (await route.fetch()).text()) as Record<string, unknown>;
      delete config.local_backend;
      await route.fulfill({ contentType: "text/yaml", body: stringify({ ...config, backend: { name: "test-repo" } }) });
    });
    // The test backend reads a folder by its whole path ("content/sectors") and a single file, or a published one, by each segment.
    const tree: Record<string, unknown> = {};
    for (const file of fg.sync("**/*.md", { cwd: content.dir })) {
      const stored = { path: `content/${file}`, content: readFileSync(content.file(file), "utf8") };
      const segments = stored.path.split("/");
      let folder = tree;
      for (const segment of segments.slice(0, -1)) folder = (folder[segment] ??= {}) as Record<string, unknown>;
      folder[segments.at(-1)!] = stored;
      ((tree[segments.slice(0, -1).join("/")] ??= {}) as Record<string, unknown>)[segments.at(-1)!] = stored;
    }
    await page.addInitScript((files) => Object.assign(window, { repoFiles: files }), tree);
    await page.goto(`${server.url}/admin/`);
    await page.getByRole("button", { name: /login/i }).click();
    await page.goto(`${server.url}/admin/#/collections/vacancies/new`);
    await fillNewVacancy(page, { title: "Relief Chef", reference: "OVS-7101", posted: "2026-11-20" });
    const slug = "relief-chef-huntingdon";
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const unpublished = () =>
      page.evaluate(() =>
        Object.values(
          (window as unknown as { repoFilesUnpublished: Record<string, { status: string }> }).repoFilesUnpublished,
        ).map((entry) => entry.status),
      );
    await expect.poll(unpublished).toEqual(["draft"]);
    // Opened again from the Workflow board, as a reviewer finds it (the test backend keeps the draft in this page's memory, so no reload).
    page.on("dialog", (dialog) => void dialog.accept());
    await page.evaluate(() => (location.hash = "#/workflow"));
    await page.getByRole("link", { name: /Relief Chef/ }).click();
    for (const [status, stored] of [
      ["In review", "pending_review"],
      ["Ready", "pending_publish"],
    ] as const) {
      await page.getByRole("button", { name: /^(Set )?status/i }).click();
      await page.getByRole("menuitem", { name: status }).click();
      await expect.poll(unpublished).toEqual([stored]);
    }
    // Meanwhile another vacancy with the same reference is published: the draft, checked again as it is published, is refused.
    const clash = "vacancies/relief-chef-ely.md";
    await content.write(
      clash,
      readFileSync(content.file("vacancies/registered-nurse-nights-huntingdon.md"), "utf8").replace(
        "reference: OVS-1042",
        "reference: OVS-7101",
      ),
    );
    const snapshotHas = async (text: string) =>
      (await (await fetch(`${server.url}/admin/site-content.json`)).text()).includes(text);
    await until(() => snapshotHas("relief-chef-ely"), "the other vacancy to be built");
    await publish(page);
    await expect.poll(() => page.getByText(/Nothing was published/).count()).toBeGreaterThan(0);
    expect(await unpublished()).toEqual(["pending_publish"]);
    rmSync(content.file(clash));
    await until(async () => !(await snapshotHas("relief-chef-ely")), "the other vacancy to be gone");
    await publish(page);
    await expect.poll(unpublished).toEqual([]);
    const published = await page.evaluate(
      (name) =>
        (window as unknown as { repoFiles: { content: { vacancies: Record<string, { content: string }> } } }).repoFiles
          .content.vacancies[name]?.content,
      `${slug}.md`,
    );
    expect(published).toMatch(
      /^---\ntitle: Relief Chef\nreference: OVS-7101\n[\s\S]*\n {2}from: 13\.50\n[\s\S]*clientAuthorised: true\n---\n/,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a word typed into a page's text in the rich-text editor changes that one line of the file, every bullet and emphasis as it was", async () => {
    const file = "pages/privacy.md";
    const before = readFileSync(content.file(file), "utf8");
    const { page } = await editorPage("/collections/markdownPages/entries/privacy");
    const text = page.locator('[data-slate-editor="true"]').first();
    await text
      .locator("p")
      .first()
      .click({ position: { x: 2, y: 2 } });
    await page.keyboard.press("Home");
    await page.keyboard.type("Thank you for reading it. ");
    await publishAndWait(page, file);
    const lines = before.split("\n");
    const changed = readFileSync(content.file(file), "utf8")
      .split("\n")
      .filter((line, index) => line !== lines[index]);
    expect(changed).toEqual([expect.stringMatching(/^Thank you for reading it\. This notice explains/)]);
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
    expect(await preview.locator('link[rel="stylesheet"]').getAttribute("href")).toMatch(
      /^\/assets\/site\.[0-9a-f]{10}\.css$/,
    );
    await page.close();
  });
});

describe("the agency's own photographs in the editor (D42)", () => {
  /**
   * Opens the media library from the first photograph field and uploads one
   * file: the refusal's alert when the editor refuses it, else undefined once
   * the library lists it (Decap lower-cases the name and hyphenates spaces).
   */
  async function upload(
    page: Page,
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<string | undefined> {
    let refusal: string | undefined;
    const onDialog = (dialog: Dialog) => {
      refusal = dialog.message();
      void dialog.accept();
    };
    page.on("dialog", onDialog);
    try {
      await page
        .getByRole("button", { name: /choose different image|choose an image/i })
        .first()
        .click();
      // From a file on disk, as a visitor picks one: Chromium reads it itself, where a buffer would cross the
      // DevTools protocol in base64 (26 MB of it for the heaviest case, slower than the timeout on a loaded machine).
      const onDisk = path.join(mkdtempSync(path.join(os.tmpdir(), "upload-")), file.name);
      writeFileSync(onDisk, file.buffer);
      await page.locator('input[type="file"]').first().setInputFiles(onDisk);
      // Listed under the name of its own the editor gives it (uniqueUploadName): the photograph's name and a time.
      const named = uniqueUploadName(file.name, 0)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/-0\\\./, "-[0-9a-z]+\\.");
      const listed = page.getByText(new RegExp(`^${named}$`));
      await until(async () => refusal !== undefined || (await listed.count()) > 0, `the upload of ${file.name}`);
      return refusal;
    } finally {
      page.off("dialog", onDialog);
    }
  }

  /**
   * The files of the <picture> of a page whose image has the class and shows
   * the upload, with their bytes, once the dev server has rebuilt the site
   * after the save (as `npm run cms` does).
   */
  async function pictureFiles(
    page: string,
    className: string,
    upload: string,
  ): Promise<{ url: string; bytes: Buffer }[]> {
    const pattern = new RegExp(
      `<picture class="image-picture"><source[^>]*>(?=<img class="image[^"]*${className})[^>]*>`,
    );
    const picture = await until(
      () => {
        const html = existsSync(path.join(content.dir, "..", "site", page))
          ? readFileSync(path.join(content.dir, "..", "site", page), "utf8")
          : "";
        const found = pattern.exec(html)?.[0];
        return found?.includes(`/assets/images/${upload}-`) ? found : false;
      },
      `${page} to be rebuilt with ${upload}`,
      60_000,
    );
    const urls = [...String(picture).matchAll(/(\/assets\/images\/[^\s",]+)/g)].map((match) => match[1]!);
    return [...new Set(urls)].map((url) => ({ url, bytes: readFileSync(path.join(content.dir, "..", "site", url)) }));
  }

  it("uploads a phone's 6000 x 4000 photograph carrying GPS and a turned orientation: the preview shows it at once; saved and built, a <picture> of smaller files, upright, with no metadata", async () => {
    const photo = await phonePhotograph();
    const { page, errors } = await editorPage("/collections/site/entries/about");
    await field(page, "storyHeading").waitFor();
    expect(await upload(page, { name: "Team at work.jpg", mimeType: "image/jpeg", buffer: photo })).toBeUndefined();
    await page.getByRole("button", { name: "Choose selected" }).click();
    // At once, before any save or build: the upload itself, turned upright by the browser as its EXIF says.
    const shown = page.frameLocator("iframe").first().locator(".split__image");
    await expect
      .poll(
        () =>
          shown.evaluate(
            (image: HTMLImageElement) =>
              image.src.startsWith("blob:") && image.complete && [image.naturalWidth, image.naturalHeight],
          ),
        { timeout: 15_000 },
      )
      .toEqual([4000, 6000]);
    await publishAndWait(page, "routes/about.md");
    // Saved under a name of its own ("Team at work.jpg" → team-at-work-<time>.jpg), so an upload never replaces a file a page may still use.
    const name = /\n {2}src: media\/(team-at-work-[0-9a-z]+)\.jpg\n/.exec(
      readFileSync(content.file("routes/about.md"), "utf8"),
    )?.[1];
    expect(name).toBeDefined();
    // The original is kept in the repository as it was uploaded; only what the build makes of it is published.
    await until(() => existsSync(content.file(`media/${name}.jpg`)), "the upload to be written");
    expect(readFileSync(content.file(`media/${name}.jpg`)).equals(photo)).toBe(true);

    const files = await pictureFiles("about/index.html", "split__image", name!);
    expect(
      files.map(({ url }) => url.replace(/\.[0-9a-f]{10}\./, ".HASH.")).filter((url) => url.endsWith(".webp")),
    ).toEqual([374, 487, 634, 825, 1072, 1396, 1816, 1854].map((width) => `/assets/images/${name}-${width}.HASH.webp`));
    expect(files.filter(({ url }) => url.endsWith(".jpg"))).toHaveLength(8);
    for (const { url, bytes } of files) {
      expect(bytes.length, url).toBeLessThan(photo.length);
      const metadata = await sharp(bytes).metadata();
      // Upright: the story place crops to 3:2 out of the upright 4000 x 6000 picture, so width over height is 1.5, never its turn.
      expect(metadata.width / metadata.height, url).toBeCloseTo(1.5, 2);
      expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation], url).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("uploads a PNG with transparency for a testimonial: built, its files keep their alpha, WebP and a PNG fallback", async () => {
    const { page } = await editorPage("/collections/testimonials/entries/hotel-manager");
    await field(page, "name").waitFor();
    expect(
      await upload(page, { name: "hotel-logo.png", mimeType: "image/png", buffer: await transparentPng() }),
    ).toBeUndefined();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publishAndWait(page, "testimonials/hotel-manager.md");
    const name = /\n {2}src: media\/(hotel-logo-[0-9a-z]+)\.png\n/.exec(
      readFileSync(content.file("testimonials/hotel-manager.md"), "utf8"),
    )?.[1];
    expect(name).toBeDefined();
    await until(() => existsSync(content.file(`media/${name}.png`)), "the upload to be written");
    const files = await pictureFiles("index.html", "testimonial__photo", name!);
    expect(files.map(({ url }) => url.replace(/\.[0-9a-f]{10}\./, ".HASH."))).toEqual([
      `/assets/images/${name}-56.HASH.webp`,
      `/assets/images/${name}-112.HASH.webp`,
      `/assets/images/${name}-56.HASH.png`,
      `/assets/images/${name}-112.HASH.png`,
    ]);
    for (const { url, bytes } of files) expect((await sharp(bytes).stats()).isOpaque, url).toBe(false);
    await page.close();
  }, 120_000);

  it("will not delete a photograph from the media library, since a page may still use it, and says why", async () => {
    const { page } = await editorPage("/collections/testimonials/entries/hotel-manager");
    await field(page, "name").waitFor();
    const before = readdirSync(content.file("media")).sort();
    expect(before.length).toBeGreaterThan(0);
    await page
      .getByRole("button", { name: /choose different image|choose an image/i })
      .first()
      .click();
    await page.getByText(before[0]!, { exact: true }).click();
    let message = "";
    page.once("dialog", (dialog) => {
      message = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete selected" }).click();
    await until(() => message !== "", "the editor's answer to Delete selected");
    expect(message).toMatch(/^Photographs are not deleted here: a page may still be using this one/);
    await page.waitForTimeout(500);
    expect(readdirSync(content.file("media")).sort()).toEqual(before);
    await page.close();
  }, 120_000);

  it.each([
    [
      "an SVG with script",
      { name: "badge.svg", mimeType: "image/svg+xml", buffer: svgWithScript },
      "which is an SVG drawing: SVG can carry script, so it is not taken; export the picture as PNG or JPEG.",
    ],
    [
      "a file that is not an image",
      { name: "rota.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Monday: Sam, Priya\nTuesday: Jo\n") },
      "which is not an image (or is too damaged to tell).",
    ],
    [
      "a damaged image",
      { name: "cut-off.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
      "which is a damaged JPEG file that cannot be read to its end.",
    ],
    [
      "one over 25 MB",
      { name: "heavy.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
      "which is 26.0 MB, over the limit of 25 MB.",
    ],
    [
      "one over 50 megapixels",
      { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
      "which is 8000 x 7000 pixels (56.0 megapixels), over the limit of 50 megapixels.",
    ],
  ])(
    "refuses %s as it is uploaded, naming the file, what was expected and what was found, and writes nothing",
    async (_case, file, found) => {
      const made = {
        "cut-off.jpg": truncatedJpeg,
        "heavy.jpg": async () => Buffer.concat([await phonePhotograph(600, 400), Buffer.alloc(26 * 1024 * 1024)]),
        "huge.png": tooManyPixels,
      }[file.name];
      const buffer = made ? await made() : file.buffer;
      const { page } = await editorPage("/collections/site/entries/about");
      await field(page, "storyHeading").waitFor();
      const refusal = await upload(page, { ...file, buffer });
      expect(refusal).toBe(
        `Nothing was uploaded. content/media/${file.name}: expected a photograph in JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels, found ${file.name}, ${found}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.getByText(file.name, { exact: true }).count()).toBe(0);
      expect(existsSync(content.file(`media/${file.name}`))).toBe(false);
      await page.close();
    },
    60_000,
  );

  it("refuses to save a photograph with no description unless it is marked as decoration only", async () => {
    const { page } = await editorPage("/collections/site/entries/about");
    await field(page, "storyHeading").waitFor();
    const before = readFileSync(content.file("routes/about.md"), "utf8");
    await field(page, "alt").fill("");
    await publish(page);
    await expect
      .poll(() => page.locator(".notif__container").innerText())
      .toBe(
        "Nothing was saved. One problem to fix first: Story photograph › What the picture shows must be a sentence saying what the picture shows, or the picture marked as decoration only (decorative: true), not an empty description",
      );
    expect(readFileSync(content.file("routes/about.md"), "utf8")).toBe(before);
    await page.close();
  }, 60_000);
});
