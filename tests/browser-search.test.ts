// The job board's What and Where search (D33) in Chromium, against a board
// of generated vacancies built for the purpose (not the samples): open ones
// with known words and places, and closed, filled and future ones that must
// never be found. One built site, one browser and one page for the whole
// file, the site's Content-Security-Policy enforced throughout.
import { readFile, rm, writeFile, mkdtemp, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { AxeResults } from "axe-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/pipeline/build";
import { startPreviewServer } from "../src/preview/server";
import { launchChromium } from "../src/tools/chromium";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { imageHost, testLaunchArgs } from "./support/browser";
import { projectPaths } from "./support/site";

const today = "2026-11-21";

interface FixtureVacancy {
  slug: string;
  title: string;
  sector: string;
  engagement: "temporary" | "permanent";
  town: string;
  county: string;
  postcode?: string;
  posted?: string;
  closes?: string;
  filled?: boolean;
  /** £13.50 an hour unless given. */
  pay?: { from: number; per: "hour" | "year" };
  summary?: string;
  body: string;
}

/** The board: each open vacancy carries a word or place a test looks for; the last three must never be found. */
const vacancies: FixtureVacancy[] = [
  {
    slug: "registered-nurse-huntingdon",
    title: "Registered Nurse, nights",
    sector: "healthcare",
    engagement: "temporary",
    town: "Huntingdon",
    county: "Cambridgeshire",
    postcode: "PE29 3TL",
    pay: { from: 24.5, per: "hour" },
    closes: "2026-12-20",
    body: "Three night shifts a week on a busy medical ward.",
  },
  {
    slug: "care-assistant-st-ives",
    title: "Care Assistant, days",
    sector: "healthcare",
    engagement: "temporary",
    town: "St Ives",
    county: "Cambridgeshire",
    postcode: "PE27 5XX",
    closes: "2026-11-28",
    body: "You will work alongside the nurse in charge, supporting residents with daily living.",
  },
  {
    slug: "support-worker-huntingdon",
    title: "Support Worker",
    sector: "healthcare",
    engagement: "permanent",
    town: "Huntingdon",
    county: "Cambridgeshire",
    postcode: "PE29 1AA",
    pay: { from: 26000, per: "year" },
    body: "Supporting adults with learning disabilities to live independently.",
  },
  {
    slug: "chef-de-partie-peterborough",
    title: "Chef de Partie",
    sector: "hospitality",
    engagement: "permanent",
    town: "Peterborough",
    county: "Cambridgeshire",
    postcode: "PE2 6AB",
    body: "Run the pastry section, from bread to zabaglione, in a hotel kitchen.",
  },
  {
    slug: "barista-bedford",
    title: "Barista",
    sector: "hospitality",
    engagement: "temporary",
    town: "Bedford",
    county: "Bedfordshire",
    postcode: "MK40 1AA",
    closes: "2026-12-02",
    body: "Make coffee for a busy station café through the Christmas season.",
  },
  {
    slug: "warehouse-operative-ely",
    title: "Warehouse Operative",
    sector: "industrial",
    engagement: "temporary",
    town: "Ely",
    county: "Cambridgeshire",
    postcode: "CB7 4AA",
    pay: { from: 16, per: "hour" },
    body: "Picking and packing in a chilled food warehouse.",
  },
  {
    slug: "teaching-assistant-cambridge",
    title: "Teaching Assistant",
    sector: "nursery-school",
    engagement: "permanent",
    town: "Cambridge",
    county: "Cambridgeshire",
    postcode: "CB1 2AB",
    pay: { from: 22000, per: "year" },
    body: "Support a Year 2 class in a friendly primary school with its own nursery.",
  },
  ...Array.from({ length: 22 }, (_, index): FixtureVacancy => ({
    slug: `kitchen-porter-norwich-${index + 1}`,
    title: `Kitchen Porter ${index + 1}`,
    sector: "hospitality",
    engagement: "temporary",
    town: "Norwich",
    county: "Norfolk",
    posted: `2026-10-${String(10 + (index % 10)).padStart(2, "0")}`,
    body: "Washing up and keeping the kitchen clean in a city restaurant.",
  })),
  // Never found: closed, filled, and not yet posted. Each has the word "quokka" and is in PE29.
  {
    slug: "closed-nurse-huntingdon",
    title: "Nurse Practitioner quokka",
    sector: "healthcare",
    engagement: "temporary",
    town: "Huntingdon",
    county: "Cambridgeshire",
    postcode: "PE29 2BB",
    posted: "2026-10-01",
    closes: "2026-11-10",
    body: "A quokka clinic role.",
  },
  {
    slug: "filled-nurse-huntingdon",
    title: "Staff Nurse quokka",
    sector: "healthcare",
    engagement: "temporary",
    town: "Huntingdon",
    county: "Cambridgeshire",
    postcode: "PE29 2BC",
    filled: true,
    body: "A quokka ward role.",
  },
  {
    slug: "future-nurse-huntingdon",
    title: "Theatre Nurse quokka",
    sector: "healthcare",
    engagement: "temporary",
    town: "Huntingdon",
    county: "Cambridgeshire",
    postcode: "PE29 2BD",
    posted: "2026-12-01",
    body: "A quokka theatre role.",
  },
];

function vacancyFile(vacancy: FixtureVacancy, index: number): string {
  const lines = [
    "---",
    `title: "${vacancy.title}"`,
    `reference: SRCH-${String(index).padStart(3, "0")}`,
    `sector: ${vacancy.sector}`,
    `engagement: ${vacancy.engagement}`,
    "hours: full-time",
    "location:",
    `  town: ${vacancy.town}`,
    `  county: ${vacancy.county}`,
    ...(vacancy.postcode ? [`  postcode: ${vacancy.postcode}`] : []),
    "pay:",
    `  from: ${vacancy.pay?.from ?? "13.50"}`,
    `  per: ${vacancy.pay?.per ?? "hour"}`,
    `posted: ${vacancy.posted ?? "2026-11-14"}`,
    ...(vacancy.closes ? [`closes: ${vacancy.closes}`] : []),
    ...(vacancy.filled ? ["filled: true"] : []),
    `summary: ${vacancy.summary ?? "A generated vacancy for the job search's tests, with a summary of the right length."}`,
    "requirements:",
    "  - Reliable and punctual",
    "clientAuthorised: true",
    "---",
    "",
    vacancy.body,
    "",
  ];
  return lines.join("\n");
}

const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8");
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let fixture: ContentFixture;
let work: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every URL path the page requested, in order. */
let requested: string[] = [];
/** Console errors (CSP reports included) and uncaught exceptions: expected to stay empty. */
const problems: string[] = [];

beforeAll(async () => {
  fixture = await copyContent();
  for (const file of await readdir(fixture.file("vacancies"))) await rm(fixture.file(`vacancies/${file}`));
  await Promise.all(
    vacancies.map((vacancy, index) =>
      writeFile(fixture.file(`vacancies/${vacancy.slug}.md`), vacancyFile(vacancy, index)),
    ),
  );
  work = await mkdtemp(path.join(tmpdir(), "job-search-"));
  const outDir = path.join(work, "site");
  await buildSite({
    contentDir: fixture.dir,
    outDir,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    today,
    siteUrl: "https://www.ousevalley.example",
  });
  [server, browser] = await Promise.all([
    startPreviewServer({ root: outDir, port: 0 }),
    launchChromium(testLaunchArgs),
  ]);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.location().url.includes(imageHost))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fixture?.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

const isSearchFile = (pathname: string) =>
  pathname.startsWith("/jobs/_search/") || pathname.startsWith("/assets/job-search.");

/** The titles of the result cards, in order. */
const resultTitles = () => page.locator("[data-job-search-list] .vacancy-card__title").allTextContents();
const resultsHeading = () => page.locator("#jobs-results-heading");

/** Waits for the results' heading to say something: the first search of a page loads Pagefind, which can take a few seconds on a busy machine. */
const headingBecomes = (expected: string | RegExp) =>
  expect.poll(() => resultsHeading().textContent(), { timeout: 15_000 }).toMatch(expected);
const isShown = (selector: string) => page.locator(selector).first().isVisible();

/** Types a search as a candidate does, and waits for its count. */
async function searchFor(what: string, where: string, expectedHeading: string | RegExp) {
  await page.getByLabel("What", { exact: true }).fill(what);
  await page.getByLabel("Where", { exact: true }).fill(where);
  await page.getByRole("button", { name: "Search jobs" }).click();
  await headingBecomes(
    typeof expectedHeading === "string" ? new RegExp(`^${escapeRegExp(expectedHeading)}$`) : expectedHeading,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function runAxe(): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern: the site's policy stays on.
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations", "incomplete"],
      }),
    wcagTags,
  );
  return [...(results as AxeResults).violations, ...(results as AxeResults).incomplete].flatMap((result) =>
    result.nodes.map((node) => `${result.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`),
  );
}

describe("the job search (D33)", () => {
  it("fetches no search code or index on pages that are not the job board's listing", async () => {
    for (const pathname of ["/", "/about/", "/candidates/", "/jobs/registered-nurse-huntingdon/"]) {
      await page.goto(pathname, { waitUntil: "load" });
      // The home page's What and Where (D38) is a plain form to /jobs/, with none of the search's code.
      expect(await page.locator("[data-module='job-search']").count()).toBe(0);
    }
    expect(requested.filter(isSearchFile)).toEqual([]);
  });

  it("shows the form on the listing but fetches nothing of the search until the candidate starts to search", async () => {
    requested = [];
    await page.goto("/jobs/", { waitUntil: "load" });
    expect(await page.getByRole("search", { name: "Search jobs" }).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(requested.filter(isSearchFile)).toEqual([]);
    await page.getByLabel("What", { exact: true }).focus();
    await expect
      .poll(() => requested.filter(isSearchFile).some((file) => file === "/jobs/_search/index.json"), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it("answers every search after the first without fetching anything, and each result without a request of its own; the first by place fetches the place data once (D43)", async () => {
    await searchFor("nurse", "", /^\d+ jobs? for ‘nurse’$/);
    requested = [];
    await searchFor("chef", "", /^\d+ jobs? for ‘chef’$/);
    // The browser asks for the favicon again as the address changes; nothing else is fetched.
    expect(requested.filter((file) => !file.startsWith("/favicon."))).toEqual([]);
    await searchFor("", "Cambridgeshire", /jobs in Cambridgeshire$/);
    expect(requested.filter((file) => !file.startsWith("/favicon."))).toEqual(["/jobs/_search/places.json"]);
    requested = [];
    await searchFor("chef", "PE2", /^\d+ jobs? for ‘chef’ within 10 miles of PE2$/);
    await searchFor("", "Ely", /jobs? within 10 miles of Ely$/);
    expect(requested.filter((file) => !file.startsWith("/favicon."))).toEqual([]);
  });

  it("a word only in one description finds exactly that vacancy", async () => {
    await searchFor("zabaglione", "", "1 job for ‘zabaglione’");
    expect(await resultTitles()).toEqual(["Chef de Partie"]);
    expect(new URL(page.url()).search).toBe("?what=zabaglione");
    // The same card as the listing: its link leads to the vacancy, its facts are filled.
    const card = page.locator("[data-job-search-list] .vacancy-card").first();
    expect(await card.getByRole("link").getAttribute("href")).toBe("/jobs/chef-de-partie-peterborough/");
    expect(await card.locator("dd").allTextContents()).toEqual([
      "£13.50 an hour",
      "Peterborough, Cambridgeshire",
      "Permanent, full-time",
      "Open until filled",
    ]);
    expect(await isShown("[data-job-listing]")).toBe(false);
    // The page goes to the results (on a phone they start screens below the form), and its title says what they are.
    // Focused, the heading is read out with its count, so the status stays quiet rather than say it twice.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("jobs-results-heading");
    expect(await page.getByRole("status").textContent()).toBe("");
    expect(await page.title()).toMatch(/^1 job for ‘zabaglione’ \| /);
    // The feed is the listing's, not the search's: not offered beside results it would not match.
    expect(await isShown(".jobs-results__feed")).toBe(false);
  });

  it("a postcode district finds the vacancies within 10 miles of it, each saying how far (D43)", async () => {
    // PE29 is Huntingdon; St Ives is about 5 miles away, Peterborough (PE2) about 17.
    await searchFor("", "PE29", "3 jobs within 10 miles of PE29");
    expect((await resultTitles()).sort()).toEqual([
      "Care Assistant, days",
      "Registered Nurse, nights",
      "Support Worker",
    ]);
    expect((await page.locator("[data-job-search-list] .vacancy-card__distance").allTextContents()).sort()).toEqual([
      "5 miles away",
      "under a mile away",
      "under a mile away",
    ]);
    // A whole postcode is measured from its district, and says so.
    await searchFor("", "pe29 3tl", "3 jobs within 10 miles of PE29");
    await searchFor("", "PE2", "1 job within 10 miles of PE2");
    expect(await resultTitles()).toEqual(["Chef de Partie"]);
    // Within 20 miles of Peterborough: Huntingdon's two and St Ives' one too.
    await page.getByLabel("Distance", { exact: true }).selectOption("20");
    await searchFor("", "PE2", "4 jobs within 20 miles of PE2");
    await page.getByLabel("Distance", { exact: true }).selectOption("10");
    await searchFor("", "huntingdon", "3 jobs within 10 miles of huntingdon");
    await searchFor("", "Bedfordshire", "1 job in Bedfordshire");
    expect(await resultTitles()).toEqual(["Barista"]);
  });

  it("ranks a match in the title above a match in the description", async () => {
    await searchFor("nurse", "", "2 jobs for ‘nurse’");
    expect(await resultTitles()).toEqual(["Registered Nurse, nights", "Care Assistant, days"]);
  });

  it("never finds a closed, filled or future vacancy", async () => {
    await searchFor("quokka", "", "No jobs for ‘quokka’");
    expect(await resultTitles()).toEqual([]);
    await searchFor("nurse", "PE29", "2 jobs for ‘nurse’ within 10 miles of PE29");
    expect(await resultTitles()).toEqual(["Registered Nurse, nights", "Care Assistant, days"]);
  });

  it("combines with the filters, whose counts follow the search", async () => {
    await searchFor("nurse", "", "2 jobs for ‘nurse’");
    const filters = page.locator(".job-filters");
    const healthcare = filters.getByRole("link", { name: /^Healthcare/ });
    expect(await healthcare.textContent()).toBe("Healthcare(2)");
    // An option the search leaves empty is text, as the listing shows one with no jobs, not a link to nothing.
    expect(await filters.getByRole("link", { name: /^Hospitality/ }).count()).toBe(0);
    expect(await filters.locator(".job-filters__option--empty", { hasText: "Hospitality" }).textContent()).toBe(
      "Hospitality(0)",
    );
    // The search's own address, with the sector: the host answers it with the results in the first paint, nothing moving.
    expect(await healthcare.getAttribute("href")).toBe("/jobs/search?what=nurse&sector=healthcare");
    await healthcare.click();
    await page.waitForURL("**/jobs/search?what=nurse&sector=healthcare");
    await headingBecomes("2 jobs for ‘nurse’");
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("nurse");
    // Within healthcare, both nurses' jobs are temporary: the type-of-work counts say so.
    expect(await filters.getByRole("link", { name: /^Temporary/ }).textContent()).toMatch(/^Temporary\s*\(2\)$/);
    await page.goto("/jobs/");
    await searchFor("", "Huntingdon", "3 jobs within 10 miles of Huntingdon");
    expect((await resultTitles()).sort()).toEqual([
      "Care Assistant, days",
      "Registered Nurse, nights",
      "Support Worker",
    ]);
    expect(await filters.getByRole("link", { name: /^Permanent/ }).textContent()).toBe("Permanent(1)");
  });

  it("keeps the search in the address: a shared link restores it, and back and forward move between searches", async () => {
    await page.goto("/jobs/?what=nurse&where=Huntingdon");
    await headingBecomes("2 jobs for ‘nurse’ within 10 miles of Huntingdon");
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("nurse");
    expect(await page.getByLabel("Where", { exact: true }).inputValue()).toBe("Huntingdon");
    await searchFor("porter", "", "22 jobs for ‘porter’");
    expect(await resultTitles()).toHaveLength(20);
    await page.getByRole("button", { name: "Show the next 2 jobs" }).click();
    await expect.poll(() => resultTitles().then((titles) => titles.length)).toBe(22);
    await page.goBack();
    await headingBecomes("2 jobs for ‘nurse’ within 10 miles of Huntingdon");
    // Back and forward leave focus where it is: the count is announced by the status instead.
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 15_000 })
      .toBe("2 jobs for ‘nurse’ within 10 miles of Huntingdon");
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("nurse");
    await page.goForward();
    await headingBecomes("22 jobs for ‘porter’");
    await page.getByRole("link", { name: "Clear search" }).click();
    await headingBecomes("29 jobs found");
    expect(new URL(page.url()).search).toBe("");
    expect(await isShown("[data-job-listing]")).toBe(true);
    // The listing as built: its feed, its title, and every option with jobs a link again.
    expect(await isShown(".jobs-results__feed")).toBe(true);
    expect(await page.title()).toMatch(/^All jobs \| /);
    expect(
      await page
        .locator(".job-filters")
        .getByRole("link", { name: /^Hospitality/ })
        .getAttribute("href"),
    ).toBe("/jobs/hospitality/");
  });

  it("a minimum pay compares like with like: an hourly minimum finds only hourly pay at or above it, a yearly one only salaries", async () => {
    await page.goto("/jobs/");
    await page.getByLabel("Minimum pay", { exact: true }).selectOption({ label: "£15+ an hour" });
    await searchFor("", "", "2 jobs found, £15+ an hour");
    await expect.poll(() => resultTitles().then((titles) => titles.length)).toBe(2);
    expect((await resultTitles()).sort()).toEqual(["Registered Nurse, nights", "Warehouse Operative"]);
    expect(new URL(page.url()).search).toBe("?pay=hour-15");
    await page.getByLabel("Minimum pay", { exact: true }).selectOption({ label: "£25k+ a year" });
    await searchFor("", "Huntingdon", "1 job within 10 miles of Huntingdon, £25k+ a year");
    expect(await resultTitles()).toEqual(["Support Worker"]);
    // A lower salary (Teaching Assistant, £22,000) and every hourly rate stay out.
    await searchFor("", "", "1 job found, £25k+ a year");
    expect(await resultTitles()).toEqual(["Support Worker"]);
    await page.getByLabel("Minimum pay", { exact: true }).selectOption({ label: "Any pay" });
  });

  it("sorts by closing soonest: the nearest closing day first, jobs open until filled after, words or not", async () => {
    await page.goto("/jobs/");
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Closing date" });
    // The listing's own heading already says "29 jobs found": wait for the results instead.
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect
      .poll(() => resultTitles().then((titles) => titles.slice(0, 3)), { timeout: 15_000 })
      .toEqual(["Care Assistant, days", "Barista", "Registered Nurse, nights"]);
    await headingBecomes(/^29 jobs found$/);
    expect(new URL(page.url()).search).toBe("?sort=closing");
    // With words, the order still wins over relevance: the care assistant's job closes first.
    await searchFor("nurse", "", "2 jobs for ‘nurse’");
    expect(await resultTitles()).toEqual(["Care Assistant, days", "Registered Nurse, nights"]);
    // Back to best match, the default: the title match ranks first again.
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Best match" });
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect.poll(() => resultTitles()).toEqual(["Registered Nurse, nights", "Care Assistant, days"]);
    expect(new URL(page.url()).search).toBe("?what=nurse");
    // Newest first is the listing's order alone, whatever matched the title.
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Newest first" });
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?what=nurse&sort=newest");
  });

  it("matches whole words after stemming, never a longer word that starts the same (D39)", async () => {
    await page.goto("/jobs/");
    // The teaching assistant's school has a nursery: "nurse" is not "nursery".
    await searchFor("nurse", "", "2 jobs for ‘nurse’");
    expect((await resultTitles()).sort()).toEqual(["Care Assistant, days", "Registered Nurse, nights"]);
    await searchFor("nurses", "", "2 jobs for ‘nurses’");
    expect((await resultTitles()).sort()).toEqual(["Care Assistant, days", "Registered Nurse, nights"]);
    await searchFor("nursery", "", "1 job for ‘nursery’");
    expect(await resultTitles()).toEqual(["Teaching Assistant"]);
    // Several words: a vacancy with every one of them, wherever they are.
    await searchFor("nurse nights", "", "1 job for ‘nurse nights’");
    expect(await resultTitles()).toEqual(["Registered Nurse, nights"]);
    // The filters' counts are the whole-word results', not Pagefind's prefix matches.
    expect(
      await page
        .locator(".job-filters")
        .getByRole("link", { name: /^Healthcare/ })
        .textContent(),
    ).toBe("Healthcare(1)");
  });

  it('finds a sector\'s jobs by its name: "healthcare" in Huntingdon finds the healthcare jobs within 10 miles', async () => {
    await page.goto("/jobs/");
    await searchFor("healthcare", "Huntingdon", "3 jobs for ‘healthcare’ within 10 miles of Huntingdon");
    expect((await resultTitles()).sort()).toEqual([
      "Care Assistant, days",
      "Registered Nurse, nights",
      "Support Worker",
    ]);
  });

  it('finds nothing for a word in no open vacancy, or a town with no open job, and says "No jobs for ..." (D39)', async () => {
    // Pagefind alone would read "stevenage" as the longest prefix it knows, "st", and find St Ives.
    await searchFor("stevenage", "", "No jobs for ‘stevenage’");
    expect(await resultTitles()).toEqual([]);
    expect(await page.getByRole("heading", { name: "No jobs match your search" }).isVisible()).toBe(true);
    await searchFor("", "Stevenage", "No jobs within 10 miles of Stevenage");
    // A place the place data does not know is said plainly, never matched to something else (D43).
    await searchFor("care", "Xyzzy", "We could not find ‘Xyzzy’. Try a town or a postcode.");
    expect(await resultTitles()).toEqual([]);
    expect(await page.getByRole("link", { name: /^Search everywhere for ‘care’ \(\d+ jobs?\)$/ }).isVisible()).toBe(
      true,
    );
    await searchFor("porters", "", "22 jobs for ‘porters’");
    await searchFor("port", "", "No jobs for ‘port’");
  });

  it("says when nothing matches and offers to drop the words or the place, and the candidates form", async () => {
    await searchFor("nurse", "Bedford", "No jobs for ‘nurse’ within 10 miles of Bedford");
    expect(await page.getByRole("heading", { name: "No jobs match your search" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Tell us what work you want" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /^Search everywhere for ‘nurse’ \(\d+ jobs?\)$/ }).isVisible()).toBe(
      true,
    );
    await page.getByRole("link", { name: "Show all jobs in Bedford (1 job)" }).click();
    await headingBecomes("1 job within 10 miles of Bedford");
    expect(await resultTitles()).toEqual(["Barista"]);
    expect(new URL(page.url()).search).toBe("?where=Bedford");
  });

  it("offers a wider search only when it finds something, so it never leads to a second 'No jobs'", async () => {
    await searchFor("zabaglione", "Bedford", "No jobs for ‘zabaglione’ within 10 miles of Bedford");
    expect(await page.getByRole("link", { name: "Search everywhere for ‘zabaglione’ (1 job)" }).isVisible()).toBe(true);
    await searchFor("qwertyuiop", "Bedford", "No jobs for ‘qwertyuiop’ within 10 miles of Bedford");
    expect(await page.getByRole("link", { name: /Search everywhere/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Show all jobs in Bedford (1 job)" }).isVisible()).toBe(true);
  });

  it("offers each word of several alone, and any pay, when those find something", async () => {
    await searchFor("chilled qwertyuiop", "", "No jobs for ‘chilled qwertyuiop’");
    expect(await page.getByRole("link", { name: "Search for ‘chilled’ only (1 job)" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /qwertyuiop’ only/ }).count()).toBe(0);
    await page.getByRole("link", { name: "Search for ‘chilled’ only (1 job)" }).click();
    await headingBecomes("1 job for ‘chilled’");
    expect(await resultTitles()).toEqual(["Warehouse Operative"]);
    await page.goto("/jobs/?what=chilled&pay=year-25000");
    await headingBecomes("No jobs for ‘chilled’, £25k+ a year");
    await page.getByRole("link", { name: "Show them at any pay (1 job)" }).click();
    await headingBecomes("1 job for ‘chilled’");
    expect(new URL(page.url()).search).toBe("?what=chilled");
  });

  it("cuts What at 100 characters as the page without JavaScript does, and says so in the count", async () => {
    // 100 characters of words the kitchen porters have, then one only the jobs never found have.
    const long = `porter${" porter".repeat(13)} kp quokka`;
    await page.goto("/jobs/", { waitUntil: "load" });
    await searchFor(long, "", `22 jobs for ‘${long.slice(0, 100)}’ Only the first 100 characters were searched.`);
    expect(await resultTitles()).toHaveLength(20);
  });

  it("shows a query of markup as text and never runs it", async () => {
    const markup = "<img src=x onerror=window.searchInjected=1>";
    await searchFor(markup, "<b>Ely</b>", "We could not find ‘<b>Ely</b>’. Try a town or a postcode.");
    expect(await page.getByRole("link", { name: /^Show all jobs in <b>Ely<\/b>/ }).count()).toBe(0);
    expect(await page.locator(".jobs-results img, .jobs-results b").count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { searchInjected?: number }).searchInjected),
    ).toBeUndefined();
    await page.goto(`/jobs/?what=${encodeURIComponent(markup)}`);
    // Its words (img, src, window) may match a vacancy or not: what matters is that they read as typed.
    await headingBecomes(new RegExp(`^(No|\\d+) jobs? for ‘${escapeRegExp(markup)}’$`));
    expect(
      await page.evaluate(() => (window as unknown as { searchInjected?: number }).searchInjected),
    ).toBeUndefined();
  });

  it("drops control characters and direction overrides from a query, so a link cannot reorder what the page says (D36)", async () => {
    await page.goto(
      `/jobs/?what=${encodeURIComponent("\u202Ezabaglione\u0000")}&where=${encodeURIComponent("Peter\u2066borough")}`,
    );
    await headingBecomes("1 job for ‘zabaglione’ within 10 miles of Peterborough");
    expect(await page.getByLabel("What", { exact: true }).inputValue()).toBe("zabaglione");
    await searchFor("\u202Enurse", "", "2 jobs for ‘nurse’");
    expect(new URL(page.url()).search).toBe("?what=nurse");
  });

  it("passes axe's WCAG 2.2 A and AA checks with results and with none, at 320 and 1280 px", async () => {
    const found: string[] = [];
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ["/jobs/?what=nurse", "/jobs/?what=nurse&where=Bedford"]) {
        await page.goto(url);
        await headingBecomes(/for ‘nurse’/);
        found.push(...(await runAxe()).map((line) => `${width}px ${url}: ${line}`));
      }
    }
    expect(found).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("wraps a long word typed into the search at 320 px: the page never scrolls sideways", async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    try {
      const typed = "jane.smith.looking.for.work@example.co.uk";
      await page.goto("/jobs/");
      await searchFor(typed, "", `No jobs for ‘${typed}’`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("one search has one browser-tab title, run by the script or by the host's page without JavaScript", async () => {
    await page.goto("/jobs/");
    await searchFor("care", "St Ives", /‘care’.*St Ives/);
    const withScript = await page.title();
    expect(withScript).toMatch(/‘care’.* \| Search jobs \| Ouse Valley Staffing$/);
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/jobs/search?what=care&where=St+Ives");
      expect(await plain.title()).toBe(withScript);
    } finally {
      await noScript.close();
    }
  });

  it("raised no console error, CSP violation or uncaught exception", () => {
    expect(problems).toEqual([]);
  });

  it("without JavaScript, offers What and Where sent to the search page the host answers, in place of the script's form, and the filters still work", async () => {
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/jobs/");
      // The script's form (with its order, pay and distance) stays hidden; What and Where stand in for it.
      expect(await plain.locator("search.job-search").isVisible()).toBe(false);
      const form = plain.locator("form", { has: plain.getByRole("searchbox", { name: "What" }) });
      expect([await form.getAttribute("action"), await form.getAttribute("method")]).toEqual(["/jobs/search", "get"]);
      expect(await plain.getByRole("searchbox", { name: "Where" }).isVisible()).toBe(true);
      await plain
        .locator(".job-filters")
        .getByRole("link", { name: /^Industrial/ })
        .click();
      await plain.waitForURL("**/jobs/industrial/");
      expect(await plain.locator(".vacancy-list .vacancy-card__title").allTextContents()).toEqual([
        "Warehouse Operative",
      ]);
    } finally {
      await noScript.close();
    }
  });
});
