// The job board's addresses (D25, D26): one module writes a listing page's
// path and reads it back, and keeps sector and vacancy slugs off every
// address the board has under /jobs/ itself.
import { describe, expect, it } from "vitest";
import { filtersOfPath, isReservedSegment, listingPath, type ListingFilters } from "../src/jobs/board-paths";
import { listingModel, listingPages } from "../src/jobs/listing";
import { slugProblem } from "../src/content/slugs";
import { buildProjectSite } from "./support/site";
import { fixtureSectors, generatedVacancies } from "./support/vacancies";

describe("a listing page's path", () => {
  it("reads back as the filters it was written from, on every page of every combination", () => {
    const pages = listingPages(listingModel(generatedVacancies(130), "2026-11-21", fixtureSectors));
    expect(pages.some((page) => page.page > 1)).toBe(true);
    expect(pages.some((page) => Object.keys(page.filters).length === 3)).toBe(true);
    for (const page of pages) expect(filtersOfPath(page.path), page.path).toEqual(page.filters);
  });

  it("reads a path without its trailing slash too", () => {
    const filters: ListingFilters = { sector: "healthcare", engagement: "permanent", county: "suffolk" };
    expect(filtersOfPath(listingPath(filters, 2).slice(0, -1))).toEqual(filters);
    expect(filtersOfPath("/jobs/")).toEqual({});
    expect(filtersOfPath("/jobs")).toEqual({});
  });
});

describe("the board's own addresses", () => {
  it("every name the build writes directly under /jobs/ that a slug could take is a vacancy's, a sector's, or reserved", async () => {
    const { output, jobBoard } = await buildProjectSite();
    const names = new Set(
      [...output.files.keys()].filter((file) => file.startsWith("jobs/")).map((file) => file.split("/")[1]!),
    );
    const slugs = new Set([
      ...jobBoard.all.map((vacancy) => vacancy.slug),
      ...jobBoard.listing.sectors.map((sector) => sector.slug),
    ]);
    // A name with a dot or an underscore (feed.xml, _search) is no slug: the content's file names cannot take it.
    const takeable = [...names].filter((name) => slugProblem(name, false) === undefined);
    expect(takeable).toEqual(expect.arrayContaining(["alerts", "temporary", "permanent", "in-cambridgeshire"]));
    expect(takeable.filter((name) => !slugs.has(name) && !isReservedSegment(name))).toEqual([]);
  });

  it("the job search's page without JavaScript (/jobs/search, a host function) and the pagination are reserved too", () => {
    for (const name of ["search", "page", "feeds", "in-anywhere"]) expect(isReservedSegment(name), name).toBe(true);
    expect(isReservedSegment("inn-chef")).toBe(false);
  });
});
