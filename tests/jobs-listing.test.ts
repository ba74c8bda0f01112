// The /jobs/ listing (D25), against generated vacancies: order, pagination,
// every filter combination, counts and links.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Pagination } from "../src/components/Pagination/Pagination";
import { describe, expect, it } from "vitest";
import {
  jobCountText,
  listingModel,
  listingPages,
  listingSectorSlugProblems,
  listingView,
  matchingVacancies,
  openCountsBySector,
  similarVacancies,
  type ListingModel,
} from "../src/jobs/listing";
import { listingPath, type ListingFilters } from "../src/jobs/board-paths";
import { problemLine } from "../src/content/problems";
import { vacancySlugProblem } from "../src/jobs/vacancy-schema";
import { fixtureSectors, generatedVacancies, vacancy } from "./support/vacancies";

const today = "2026-11-21";
const model = (count: number) => listingModel(generatedVacancies(count), today, fixtureSectors);

/** Every combination of filters the model's values allow, including the empty ones. */
function allCombinations(built: ListingModel): ListingFilters[] {
  const combinations: ListingFilters[] = [];
  for (const sector of [undefined, ...fixtureSectors.map((item) => item.slug)]) {
    for (const engagement of [undefined, "temporary", "permanent"] as const) {
      for (const county of [undefined, ...built.counties.keys()]) {
        const filters: ListingFilters = {};
        if (sector) filters.sector = sector;
        if (engagement) filters.engagement = engagement;
        if (county) filters.county = county;
        combinations.push(filters);
      }
    }
  }
  return combinations;
}

/** Counted the slow, obvious way. */
function bruteForceCount(built: ListingModel, filters: ListingFilters): number {
  let count = 0;
  for (const item of built.vacancies) {
    if (filters.sector && item.data.sector !== filters.sector) continue;
    if (filters.engagement && item.data.engagement !== filters.engagement) continue;
    if (filters.county && item.data.location.county.toLowerCase() !== filters.county) continue;
    count++;
  }
  return count;
}

describe("the listing's URLs", () => {
  it("put the filters in a fixed order, with trailing slashes and no page/1/", () => {
    expect(listingPath({})).toBe("/jobs/");
    expect(listingPath({}, 1)).toBe("/jobs/");
    expect(listingPath({}, 2)).toBe("/jobs/page/2/");
    expect(listingPath({ county: "suffolk", sector: "healthcare", engagement: "temporary" }, 3)).toBe(
      "/jobs/healthcare/temporary/in-suffolk/page/3/",
    );
    expect(listingPath({ engagement: "permanent", county: "norfolk" })).toBe("/jobs/permanent/in-norfolk/");
  });

  it("can never be a vacancy page: the first segment after /jobs/ of every listing page is refused as a vacancy slug", () => {
    const sectors = fixtureSectors.map((sector) => sector.slug);
    for (const page of listingPages(model(130))) {
      const first = page.path.split("/")[2];
      if (first) expect(vacancySlugProblem(`content/vacancies/${first}.md`, first, sectors)).toBeDefined();
    }
    for (const first of ["feed.xml", "feeds", "search", "alerts"])
      expect(vacancySlugProblem(`x/${first}.md`, first, sectors)).toBeDefined();
  });
});

describe("the order of open vacancies", () => {
  it("is newest first, same-day vacancies by reference, whatever order the files came in", () => {
    const vacancies = generatedVacancies(60);
    const forwards = listingModel(vacancies, today, fixtureSectors).vacancies.map((item) => item.slug);
    const backwards = listingModel([...vacancies].reverse(), today, fixtureSectors).vacancies.map((item) => item.slug);
    expect(backwards).toEqual(forwards);
    const ordered = listingModel(vacancies, today, fixtureSectors).vacancies;
    for (let index = 1; index < ordered.length; index++) {
      const before = ordered[index - 1]!.data;
      const after = ordered[index]!.data;
      expect(
        before.posted > after.posted || (before.posted === after.posted && before.reference < after.reference),
      ).toBe(true);
    }
  });

  it("leaves out closed, filled and not yet published vacancies", () => {
    const built = listingModel(
      [
        vacancy("open", { reference: "A-1" }),
        vacancy("closed", { reference: "A-2", closes: "2026-11-20" }),
        vacancy("closes-today", { reference: "A-3", closes: "2026-11-21" }),
        vacancy("filled", { reference: "A-4", filled: true }),
        vacancy("future", { reference: "A-5", posted: "2026-12-01" }),
      ],
      today,
      fixtureSectors,
    );
    expect(built.vacancies.map((item) => item.slug)).toEqual(["open", "closes-today"]);
  });
});

describe("pagination, 20 to a page", () => {
  for (const [count, pages] of [
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
  ] as const) {
    it(`makes ${pages} page${pages === 1 ? "" : "s"} of /jobs/ for ${count} open vacancies`, () => {
      const built = model(count);
      const all = listingPages(built).filter((page) => Object.keys(page.filters).length === 0);
      expect(all.map((page) => page.path)).toEqual(
        Array.from({ length: pages }, (_, index) => (index === 0 ? "/jobs/" : `/jobs/page/${index + 1}/`)),
      );
      // Every vacancy on exactly one page, in order.
      const views = all.map((page) => listingView(built, page.filters, page.page));
      expect(views.flatMap((view) => view.vacancies)).toEqual(built.vacancies);
      expect(views.every((view) => view.vacancies.length <= 20 && view.resultCount === jobCountText(count))).toBe(true);
      const last = listingView(built, {}, pages);
      expect(last.nextPath).toBeUndefined();
      expect(last.pagination.length).toBe(pages === 1 ? 0 : pages);
    });
  }

  it("links the first and last pages, the current one and one either side, as GOV.UK's pagination does", () => {
    const built = model(200);
    expect(listingView(built, {}, 5).pagination.map((link) => link.number)).toEqual([1, 4, 5, 6, 10]);
    expect(listingView(built, {}, 1).pagination.map((link) => link.number)).toEqual([1, 2, 10]);
    expect(listingView(built, {}, 10).pagination.map((link) => link.number)).toEqual([1, 9, 10]);
    expect(listingView(built, {}, 2).pagination.map((link) => link.number)).toEqual([1, 2, 3, 10]);
  });

  it("shows an ellipsis where page numbers are left out, and none between neighbours", () => {
    const pages = listingView(model(200), {}, 5).pagination;
    const html = renderToStaticMarkup(
      createElement(Pagination, { label: "Pages", previous: { label: "Previous" }, next: { label: "Next" }, pages }),
    );
    const items = [...html.matchAll(/<li( class="pagination__gap")?>(?:<a[^>]*>(\d+)<\/a>|⋯)<\/li>/g)].map(
      (match) => match[2] ?? "⋯",
    );
    expect(items).toEqual(["1", "⋯", "4", "5", "6", "⋯", "10"]);
  });

  it("links the previous and next pages and marks the current one", () => {
    const built = model(41);
    const second = listingView(built, {}, 2);
    expect(second.previousPath).toBe("/jobs/");
    expect(second.nextPath).toBe("/jobs/page/3/");
    expect(second.pagination).toEqual([
      { number: 1, path: "/jobs/", current: false },
      { number: 2, path: "/jobs/page/2/", current: true },
      { number: 3, path: "/jobs/page/3/", current: false },
    ]);
    expect(second.range).toEqual({ first: 21, last: 40 });
    expect(listingView(built, {}, 1).previousPath).toBeUndefined();
    expect(listingView(built, {}, 3).range).toEqual({ first: 41, last: 41 });
  });

  it("writes /jobs/ even with nothing open, and no filtered page", () => {
    const built = model(0);
    expect(listingPages(built).map((page) => page.path)).toEqual(["/jobs/"]);
    const view = listingView(built, {});
    expect(view.resultCount).toBe("0 jobs");
    expect(view.range).toBeUndefined();
    // One page that shows every job says its count once: no "Showing 1 to 3 of 3 jobs" below "3 jobs found".
    expect(listingView(model(3), {}).range).toBeUndefined();
    expect(view.filterGroups.flatMap((group) => group.options).every((option) => option.path === undefined)).toBe(true);
  });
});

describe("filters", () => {
  const built = model(130);
  const pages = listingPages(built);
  const rendered = new Set(pages.map((page) => page.path));

  it("pre-render a page for exactly the combinations with at least one open vacancy", () => {
    const nonEmpty = allCombinations(built).filter((filters) => bruteForceCount(built, filters) > 0);
    const firstPages = pages.filter((page) => page.page === 1).map((page) => page.path);
    expect(new Set(firstPages)).toEqual(new Set(nonEmpty.map((filters) => listingPath(filters))));
    // An empty combination exists in this fixture, so the test means something.
    expect(bruteForceCount(built, { sector: "industrial", county: "norfolk" })).toBe(0);
    expect(rendered).not.toContain("/jobs/industrial/in-norfolk/");
  });

  it("count, on every page, what each option leads to, equal to a brute-force count", () => {
    for (const page of pages) {
      expect(matchingVacancies(built, page.filters).length).toBe(bruteForceCount(built, page.filters));
      for (const group of listingView(built, page.filters, page.page).filterGroups) {
        for (const option of group.options) {
          expect(option.count).toBe(bruteForceCount(built, { ...page.filters, [group.name]: option.value }));
        }
      }
    }
  });

  it("never link an empty combination, and every link leads to a page that is written", () => {
    for (const page of pages) {
      const view = listingView(built, page.filters, page.page);
      const links = [
        ...view.filterGroups.flatMap((group) => group.options).map((option) => option.path),
        ...view.selectedFilters.map((filter) => filter.removePath),
        ...view.pagination.map((link) => link.path),
        view.previousPath,
        view.nextPath,
        view.clearPath,
      ].filter((path) => path !== undefined);
      for (const path of links) expect(rendered, `${page.path} links to ${path}`).toContain(path);
      for (const option of view.filterGroups.flatMap((group) => group.options)) {
        if (option.count === 0) expect(option.path).toBeUndefined();
      }
    }
  });

  it("combine with the filters in force, and the current choice is marked, not linked", () => {
    const view = listingView(built, { sector: "healthcare" });
    const engagement = view.filterGroups.find((group) => group.name === "engagement")!;
    expect(engagement.options.map((option) => [option.label, option.path])).toEqual([
      ["Temporary", "/jobs/healthcare/temporary/"],
      ["Permanent", "/jobs/healthcare/permanent/"],
    ]);
    const sector = view.filterGroups.find((group) => group.name === "sector")!;
    const current = sector.options.find((option) => option.value === "healthcare")!;
    expect(current.selected).toBe(true);
    expect(current.path).toBeUndefined();
    expect(sector.options.find((option) => option.value === "industrial")?.path).toBe("/jobs/industrial/");
  });

  it("show each filter in force with a link that removes only it, and a link to clear them all", () => {
    const view = listingView(built, { sector: "healthcare", engagement: "temporary", county: "cambridgeshire" });
    expect(view.selectedFilters).toEqual([
      { name: "sector", label: "Healthcare", removePath: "/jobs/temporary/in-cambridgeshire/" },
      { name: "engagement", label: "Temporary", removePath: "/jobs/healthcare/in-cambridgeshire/" },
      { name: "county", label: "Cambridgeshire", removePath: "/jobs/healthcare/temporary/" },
    ]);
    expect(view.clearPath).toBe("/jobs/");
    expect(listingView(built, {}).clearPath).toBeUndefined();
    expect(listingView(built, {}).selectedFilters).toEqual([]);
  });
});

describe("what the page says", () => {
  const built = model(130);

  it("heads the page with what is shown", () => {
    expect(listingView(built, {}).heading).toBe("All jobs");
    expect(
      listingView(built, { sector: "healthcare", engagement: "temporary", county: "cambridgeshire" }).heading,
    ).toBe("Temporary healthcare jobs in Cambridgeshire");
    expect(listingView(built, { sector: "healthcare" }).heading).toBe("Healthcare jobs");
    expect(listingView(built, { engagement: "permanent" }).heading).toBe("Permanent jobs");
    expect(listingView(built, { county: "suffolk" }).heading).toBe("Jobs in Suffolk");
    expect(listingView(built, { sector: "nursery-school", county: "norfolk" }).heading).toBe(
      "Nursery and school jobs in Norfolk",
    );
  });

  it("says which page it is in the title after page 1", () => {
    expect(listingView(built, {}, 1).title).toBe("All jobs");
    expect(listingView(built, {}, 2).title).toBe("All jobs (page 2 of 7)");
  });

  it("counts results in words", () => {
    expect(jobCountText(0)).toBe("0 jobs");
    expect(jobCountText(1)).toBe("1 job");
    expect(jobCountText(43)).toBe("43 jobs");
    expect(listingView(model(43), {}).resultCount).toBe("43 jobs");
  });

  it("gives its own path as canonical, and the sector's feed when a sector is chosen", () => {
    expect(listingView(built, { sector: "healthcare" }, 2).canonicalPath).toBe("/jobs/healthcare/page/2/");
    expect(listingView(built, { sector: "healthcare", county: "suffolk" }).feedPath).toBe("/jobs/healthcare/feed.xml");
    expect(listingView(built, { engagement: "temporary" }).feedPath).toBe("/jobs/feed.xml");
  });

  it("names counties as the vacancies write them and links them by slug", () => {
    const mixed = listingModel(
      [vacancy("a", { reference: "A-1", location: { town: "Luton", county: "Bedford & Luton" } })],
      today,
      fixtureSectors,
    );
    const county = listingView(mixed, {}).filterGroups.find((group) => group.name === "county")!;
    expect(county.options).toEqual([
      {
        value: "bedford-and-luton",
        label: "Bedford & Luton",
        count: 1,
        selected: false,
        path: "/jobs/in-bedford-and-luton/",
      },
    ]);
  });

  it("lists counties in alphabetical order as localeCompare would, whatever their case and accents", () => {
    const counties = [
      "West Sussex",
      "Ynys Môn",
      "east Sussex",
      "Isle of Wight",
      "Isles of Scilly",
      "Bedford & Luton",
      "Ynys Mon Coast",
      "North Yorkshire",
      "Northamptonshire",
      "Tyne and Wear",
      "Vale of Glamorgan",
      "Essex",
    ];
    const built = listingModel(
      counties.map((county, index) =>
        vacancy(`v-${index}`, { reference: `C-${index}`, location: { town: "A town", county } }),
      ),
      today,
      fixtureSectors,
    );
    const listed = listingView(built, {})
      .filterGroups.find((group) => group.name === "county")!
      .options.map((option) => option.label);
    expect(listed).toEqual([...counties].sort((a, b) => a.localeCompare(b, "en-GB")));
  });
});

describe("what the rest of the site needs from the listing", () => {
  it("refuses sector slugs that the listing's URLs use for something else", () => {
    expect(
      listingSectorSlugProblems([
        { file: "content/sectors/healthcare.md", slug: "healthcare" },
        { file: "content/sectors/temp.md", slug: "temporary" },
        { file: "content/sectors/inland.md", slug: "in-land" },
      ]).map(problemLine),
    ).toEqual([
      'content/sectors/temp.md: file name: expected a name the job listing does not use itself (page, feed.xml, feeds, search, alerts, temporary, permanent, or one starting "in-"), found "temporary"',
      'content/sectors/inland.md: file name: expected a name the job listing does not use itself (page, feed.xml, feeds, search, alerts, temporary, permanent, or one starting "in-"), found "in-land"',
    ]);
  });

  it("suggests up to three other open vacancies, same sector first, newest first", () => {
    const built = listingModel(
      [
        vacancy("nurse", { reference: "A-1", sector: "healthcare", posted: "2026-11-01" }),
        vacancy("carer", { reference: "A-2", sector: "healthcare", posted: "2026-11-05" }),
        vacancy("chef", { reference: "A-3", sector: "hospitality", posted: "2026-11-20" }),
        vacancy("porter", { reference: "A-4", sector: "hospitality", posted: "2026-11-19" }),
        vacancy("closed-carer", { reference: "A-5", sector: "healthcare", closes: "2026-11-15" }),
      ],
      today,
      fixtureSectors,
    );
    const nurse = built.vacancies.find((item) => item.slug === "nurse")!;
    expect(similarVacancies(built, nurse).map((item) => item.slug)).toEqual(["carer", "chef", "porter"]);
    expect(similarVacancies(built, nurse, 1).map((item) => item.slug)).toEqual(["carer"]);
  });

  it("counts open vacancies per sector, zero included", () => {
    const built = listingModel(
      [vacancy("a", { reference: "A-1" }), vacancy("b", { reference: "A-2", sector: "industrial" })],
      today,
      fixtureSectors,
    );
    expect(Object.fromEntries(openCountsBySector(built))).toEqual({
      healthcare: 1,
      hospitality: 0,
      "nursery-school": 0,
      industrial: 1,
    });
  });
});
