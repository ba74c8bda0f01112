// The job board as built (D24, D25, D28): listing pages rendered from a
// generated set of vacancies written as content files (not the shipped
// samples), their order, pagination, filters and empty state, the feeds,
// and which vacancies are published on which day.
import { rm, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSite } from "../src/pipeline/build";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { parsePage, textOf } from "./support/dom";
import { projectPaths } from "./support/site";
import { generatedVacancies } from "./support/vacancies";
import type { Vacancy } from "../src/jobs/vacancy-schema";

const today = "2026-11-21";

/** A vacancy as an editor writes it: D23's front matter, a Markdown body. */
function vacancyFile({ data }: Vacancy): string {
  const { location, pay } = data;
  return [
    "---",
    `title: ${data.title}`,
    `reference: ${data.reference}`,
    `sector: ${data.sector}`,
    `engagement: ${data.engagement}`,
    `hours: ${data.hours}`,
    "location:",
    `  town: ${location.town}`,
    `  county: ${location.county}`,
    "pay:",
    `  from: ${pay.from}`,
    `  per: ${pay.per}`,
    `posted: ${data.posted}`,
    ...(data.closes ? [`closes: ${data.closes}`] : []),
    ...(data.filled ? ["filled: true"] : []),
    `summary: ${data.summary}`,
    "requirements:",
    ...data.requirements.map((requirement) => `  - ${requirement}`),
    "clientAuthorised: true",
    "---",
    "Duties and shifts.",
    "",
  ].join("\n");
}

async function contentWith(vacancies: Vacancy[]): Promise<ContentFixture> {
  const content = await copyContent();
  const folder = content.file("vacancies");
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder);
  await Promise.all(
    vacancies.map((vacancy) => writeFile(path.join(folder, `${vacancy.slug}.md`), vacancyFile(vacancy))),
  );
  return content;
}

async function build(content: ContentFixture, day = today) {
  const { output } = await renderSite({
    contentDir: content.dir,
    staticDir: projectPaths.static,
    sourceDir: projectPaths.source,
    siteUrl: "https://www.ousevalley.example",
    today: day,
  });
  const page = (file: string) => {
    const found = output.files.get(file);
    if (!found)
      throw new Error(
        `no ${file}; the build wrote ${[...output.files.keys()]
          .filter((name) => name.startsWith("jobs/"))
          .slice(0, 40)
          .join(", ")}`,
      );
    return parsePage(String(found.contents));
  };
  return { output, page };
}

/** A copy of the content holding just these vacancies, built once for the describe block that asks for it and removed after it. */
function builtWith(vacancies: Vacancy[]): { content: ContentFixture; site: Awaited<ReturnType<typeof build>> } {
  const built = {} as { content: ContentFixture; site: Awaited<ReturnType<typeof build>> };
  beforeAll(async () => {
    built.content = await contentWith(vacancies);
    built.site = await build(built.content);
  });
  afterAll(() => built.content.remove());
  return built;
}

const hrefs = (scope: ParentNode, selector: string) =>
  [...scope.querySelectorAll(selector)].map((link) => link.getAttribute("href"));
const titlesListed = (doc: Document) => [...doc.querySelectorAll(".vacancy-card__title a")].map((link) => textOf(link));

describe("the listing of 45 generated vacancies", () => {
  const vacancies = generatedVacancies(45);
  const built = builtWith(vacancies);

  it("lists them newest first, 20 to a page, over three numbered pages linked with rel=prev and rel=next", () => {
    const first = built.site.page("jobs/index.html");
    const second = built.site.page("jobs/page/2/index.html");
    const third = built.site.page("jobs/page/3/index.html");
    expect(titlesListed(first)).toHaveLength(20);
    expect(titlesListed(third)).toHaveLength(5);
    const listed = [...titlesListed(first), ...titlesListed(second), ...titlesListed(third)];
    expect(new Set(listed).size).toBe(45);
    const posted = new Map(vacancies.map((vacancy) => [vacancy.data.title, vacancy.data.posted]));
    const dates = listed.map((title) => posted.get(title)!);
    expect(dates).toEqual([...dates].sort().reverse());

    expect(hrefs(second, "a[rel=prev]")).toEqual(["/jobs/"]);
    expect(hrefs(second, "a[rel=next]")).toEqual(["/jobs/page/3/"]);
    expect(first.querySelector("a[rel=prev]")).toBeNull();
    expect(third.querySelector("a[rel=next]")).toBeNull();
    expect(hrefs(second, ".pagination__list a")).toEqual(["/jobs/", "/jobs/page/2/", "/jobs/page/3/"]);
    expect(second.querySelector(".pagination__list a[aria-current=page]")?.getAttribute("href")).toBe("/jobs/page/2/");
  });

  it("shows on every card the day it was posted, written out", () => {
    const posted = new Map(vacancies.map((vacancy) => [vacancy.data.title, vacancy.data.posted]));
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    const written = (date: string) =>
      `Posted ${Number(date.slice(8))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
    for (const file of ["jobs/index.html", "jobs/page/2/index.html", "jobs/healthcare/index.html"]) {
      const cards = [...built.site.page(file).querySelectorAll(".vacancy-card")];
      expect(cards.length, file).toBeGreaterThan(0);
      for (const card of cards) {
        expect(textOf(card.querySelector(".vacancy-card__posted")), file).toBe(
          written(posted.get(textOf(card.querySelector(".vacancy-card__title")))!),
        );
      }
    }
  });

  it("says in text how many jobs match and which of them a page shows", () => {
    const second = built.site.page("jobs/page/2/index.html");
    expect(textOf(second.querySelector("#jobs-results-heading"))).toBe("45 jobs found");
    expect(textOf(second.querySelector(".jobs-results__range"))).toBe("Showing 21 to 40 of 45 jobs");
    expect(textOf(second.querySelector("title"))).toMatch(/^All jobs \(page 2 of 3\)/);
  });

  it("gives every listing page its own canonical URL", () => {
    for (const [file, url] of [
      ["jobs/index.html", "/jobs/"],
      ["jobs/page/2/index.html", "/jobs/page/2/"],
      ["jobs/healthcare/temporary/index.html", "/jobs/healthcare/temporary/"],
    ] as const) {
      expect(built.site.page(file).querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
        `https://www.ousevalley.example${url}`,
      );
    }
  });

  it("every filter link leads to a page the build wrote, whose count it gives, and no link leads to an empty combination", () => {
    const written = new Set([...built.site.output.files.keys()]);
    for (const file of [...written].filter((name) => name.startsWith("jobs/") && name.endsWith("index.html"))) {
      const doc = built.site.page(file);
      for (const link of doc.querySelectorAll(".job-filters__options a")) {
        const target = link.getAttribute("href")!;
        expect(written.has(`${target.slice(1)}index.html`), `${file} → ${target}`).toBe(true);
        const count = Number(/\((\d+)\)/.exec(textOf(link))?.[1]);
        expect(count, `${file} → ${target}`).toBeGreaterThan(0);
        expect(textOf(built.site.page(`${target.slice(1)}index.html`).querySelector("#jobs-results-heading"))).toBe(
          `${count} ${count === 1 ? "job" : "jobs"} found`,
        );
      }
    }
  });

  it("filters combine, the heading says what is shown, and each chosen filter is removed by one link", () => {
    const doc = built.site.page("jobs/healthcare/temporary/in-cambridgeshire/index.html");
    expect(textOf(doc.querySelector("h1"))).toBe("Temporary healthcare jobs in Cambridgeshire");
    const expected = vacancies.filter(
      (vacancy) =>
        vacancy.data.sector === "healthcare" &&
        vacancy.data.engagement === "temporary" &&
        vacancy.data.location.county === "Cambridgeshire",
    );
    expect(titlesListed(doc).sort()).toEqual(expected.map((vacancy) => vacancy.data.title).sort());
    // What a screen reader reads: the × is decoration (aria-hidden).
    const spoken = (link: Element) =>
      textOf(link)
        .replace(textOf(link.querySelector("[aria-hidden=true]")), "")
        .trim();
    const removals = [...doc.querySelectorAll(".job-filters__tag")].map((link) => [
      spoken(link),
      link.getAttribute("href"),
    ]);
    expect(removals).toEqual([
      ["Remove this filter Healthcare", "/jobs/temporary/in-cambridgeshire/"],
      ["Remove this filter Temporary", "/jobs/healthcare/in-cambridgeshire/"],
      ["Remove this filter Cambridgeshire", "/jobs/healthcare/temporary/"],
    ]);
    expect(hrefs(doc, ".job-filters__clear a")).toEqual(["/jobs/"]);
  });

  it('folds the filters behind a native disclosure, "Filter jobs", that says how many filters are in force', () => {
    const summaryOf = (file: string) => {
      const details = built.site.page(file).querySelector(".job-filters details");
      expect(details?.hasAttribute("open"), file).toBe(false);
      expect(details?.querySelectorAll(".job-filters__options a").length, file).toBeGreaterThan(0);
      return textOf(details!.querySelector(":scope > summary"));
    };
    expect(summaryOf("jobs/index.html")).toBe("Filter jobs");
    expect(summaryOf("jobs/healthcare/index.html")).toBe("Filter jobs (1 selected)");
    expect(summaryOf("jobs/healthcare/temporary/in-cambridgeshire/index.html")).toBe("Filter jobs (3 selected)");
  });

  it("links each listing to its feed with <link rel=alternate>: the sector's feed once a sector is chosen (D28)", () => {
    expect(
      built.site
        .page("jobs/index.html")
        .querySelector('link[rel=alternate][type="application/rss+xml"]')
        ?.getAttribute("href"),
    ).toBe("/jobs/feed.xml");
    expect(
      built.site
        .page("jobs/hospitality/permanent/index.html")
        .querySelector('link[rel=alternate][type="application/rss+xml"]')
        ?.getAttribute("href"),
    ).toBe("/jobs/hospitality/feed.xml");
  });

  it("the feeds are RSS 2.0 that parse as XML, with one item per open vacancy, newest first", () => {
    const { output } = built.site;
    const all = parsePage(String(output.files.get("jobs/feed.xml")!.contents).replace(/^<\?xml[^>]*>/, ""));
    expect(all.querySelector("rss")?.getAttribute("version")).toBe("2.0");
    expect(all.querySelectorAll("item")).toHaveLength(45);
    const healthcare = String(output.files.get("jobs/healthcare/feed.xml")!.contents);
    expect([...healthcare.matchAll(/<item>/g)]).toHaveLength(
      vacancies.filter((vacancy) => vacancy.data.sector === "healthcare").length,
    );
  });
});

describe("a listing with nothing open", () => {
  let content: ContentFixture;
  beforeAll(async () => {
    content = await contentWith([]);
  });
  afterAll(() => content.remove());

  it("says so and points to the candidates form, and writes no filter pages", async () => {
    const { output, page } = await build(content);
    const doc = page("jobs/index.html");
    expect(textOf(doc.querySelector("#jobs-results-heading"))).toBe("0 jobs found");
    expect(textOf(doc.querySelector(".jobs-results__empty h3"))).toBe("No open vacancies match");
    // And the job alert, for when something comes in: once, beside the results' heading, not again in the box.
    expect(hrefs(doc, ".jobs-results__empty a")).toEqual(["/candidates/"]);
    expect(doc.querySelectorAll(".job-alert")).toHaveLength(1);
    expect(doc.querySelectorAll(".job-filters__options a")).toHaveLength(0);
    // The job-alert pages (D41) are not listing pages: they answer sign-ups whatever is open.
    expect(
      [...output.files.keys()].filter(
        (file) => file.startsWith("jobs/") && !file.startsWith("jobs/alerts/") && file.endsWith(".html"),
      ),
    ).toEqual(["jobs/index.html"]);
  });
});

describe("which vacancies are published on which day (D24)", () => {
  const closingOn = (slug: string, overrides: Partial<Vacancy["data"]>) => ({
    ...generatedVacancies(1)[0]!,
    slug,
    data: { ...generatedVacancies(1)[0]!.data, reference: slug.toUpperCase(), title: slug, ...overrides },
  });
  const vacancies = [
    closingOn("closes-today", { posted: "2026-11-01", closes: "2026-11-21" }),
    closingOn("closed-yesterday", { posted: "2026-11-01", closes: "2026-11-20" }),
    closingOn("filled", { posted: "2026-11-01", filled: true }),
    closingOn("posted-tomorrow", { posted: "2026-11-22" }),
  ];
  const built = builtWith(vacancies);

  it("a vacancy on its closing day is open: listed, in the sitemap and in the feed", () => {
    expect(titlesListed(built.site.page("jobs/index.html"))).toEqual(["closes-today"]);
    expect(String(built.site.output.files.get("sitemap.xml")!.contents)).toContain("/jobs/closes-today/");
    expect(String(built.site.output.files.get("jobs/feed.xml")!.contents)).toContain("/jobs/closes-today/");
  });

  it("a closed or filled vacancy keeps its page, noindex, and is in no listing, feed or sitemap", () => {
    for (const slug of ["closed-yesterday", "filled"]) {
      const doc = built.site.page(`jobs/${slug}/index.html`);
      expect(doc.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
      expect(String(built.site.output.files.get("sitemap.xml")!.contents)).not.toContain(`/jobs/${slug}/`);
      expect(String(built.site.output.files.get("jobs/feed.xml")!.contents)).not.toContain(`/jobs/${slug}/`);
    }
  });

  it("a vacancy posted in the future has no page yet, and the day it opens is in the closing-dates file (D28)", () => {
    expect(built.site.output.files.has("jobs/posted-tomorrow/index.html")).toBe(false);
    const closingDates = JSON.parse(String(built.site.output.files.get("jobs/closing-dates.json")!.contents));
    expect(closingDates).toEqual({ builtFor: today, changes: ["2026-11-22"] });
  });

  it("--today moves the day: the next day the closing-day vacancy has closed and the new one is open", async () => {
    const next = await build(built.content, "2026-11-22");
    expect(titlesListed(next.page("jobs/index.html"))).toEqual(["posted-tomorrow"]);
    expect(next.page("jobs/closes-today/index.html").querySelector("meta[name=robots]")?.getAttribute("content")).toBe(
      "noindex",
    );
  });
});
