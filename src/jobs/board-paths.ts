// The job board's addresses under /jobs/ (D5, D25, D26), written and read back in one module:
//   /jobs/[<sector-slug>/][temporary/|permanent/][in-<county-slug>/][page/<n>/]
// Page 1 has no page/1/ segment. No vacancy slug may take a reserved segment (isReservedSegment).
// The browser's search imports this module, so it holds strings and small functions only.
import { engagements, type Engagement } from "./vacancy-choices";

export const listingRoot = "/jobs/";

const countySegmentPrefix = "in-";

export interface ListingFilters {
  sector?: string;
  engagement?: Engagement;
  county?: string;
}

export function listingPath(filters: ListingFilters, page = 1): string {
  const segments = [
    filters.sector,
    filters.engagement,
    filters.county === undefined ? undefined : `${countySegmentPrefix}${filters.county}`,
    page > 1 ? `page/${page}` : undefined,
  ].filter((segment) => segment !== undefined);
  return `${listingRoot}${segments.map((segment) => `${segment}/`).join("")}`;
}

export function filtersOfPath(pathname: string): ListingFilters {
  const filters: ListingFilters = {};
  const segments = pathname
    .replace(/^\/jobs\/?/, "")
    .split("/")
    .filter(Boolean);
  for (const segment of segments) {
    if (segment === "page") break;
    if (segment === "temporary" || segment === "permanent") filters.engagement = segment;
    else if (segment.startsWith(countySegmentPrefix)) filters.county = segment.slice(countySegmentPrefix.length);
    else filters.sector = segment;
  }
  return filters;
}

export function listingFeedPath(sector: string | undefined): string {
  return sector === undefined ? `${listingRoot}feed.xml` : `${listingRoot}${sector}/feed.xml`;
}

export const vacancyPath = (slug: string) => `${listingRoot}${slug}/`;

/** The form's action: the page an application lands on, naming the job. */
export const appliedPath = (slug: string) => `${vacancyPath(slug)}applied/`;

/** D33, D39, D43: inside /jobs/ to be revalidated like the board's pages; slugs have no "_". */
export const searchIndexPath = "/jobs/_search/index.json";
export const searchPlacesPath = "/jobs/_search/places.json";

export const indeedFeedPath = "/jobs/indeed.xml";
export const closingDatesPath = "/jobs/closing-dates.json";

export const alertPagesFolder = "/jobs/alerts/";
/** The functions carry no content of their own, so the build publishes their wording. */
export const alertWordingPath = "/jobs/alerts/wording.json";
export const receiptWordingPath = "/jobs/alerts/receipt.json";

/** The job search's page without JavaScript: a host function's path. */
export const searchPagePath = "/jobs/search";
/** The host never publishes a name starting with ".": the function bundles it (netlify.toml's included_files). */
export const searchFunctionFolder = ".job-search";
/** Never linked, noindex, in no sitemap. */
export const searchShellPath = `/${searchFunctionFolder}/`;
export const searchShellFile = `${searchFunctionFolder}/index.html`;
export const searchWordingFile = `${searchFunctionFolder}/wording.json`;
export const searchPageSlot = "JOB-SEARCH-PAGE-SLOT";

export function reservedSegments(): string[] {
  // Made when asked, not at load, so the browser's search carries none of it.
  return ["page", "feed.xml", "feeds", "search", "alerts", ...engagements];
}

export function isReservedSegment(slug: string): boolean {
  return reservedSegments().includes(slug) || slug.startsWith(countySegmentPrefix);
}

export function reservedSegmentsExpected(taken: readonly string[] = []): string {
  return `a name the job listing does not use itself (${[...taken, ...reservedSegments()].join(", ")}, or one starting "${countySegmentPrefix}")`;
}
