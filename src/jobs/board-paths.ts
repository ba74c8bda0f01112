// The job board's addresses under /jobs/ (D25, D26), in one module that
// writes them, reads them back and keeps names off them. The URL scheme of a
// listing page (trailing slashes, D5), each segment optional, always in this
// order:
//
//   /jobs/[<sector-slug>/][temporary/|permanent/][in-<county-slug>/][page/<n>/]
//
// e.g. /jobs/, /jobs/healthcare/, /jobs/temporary/in-cambridgeshire/,
// /jobs/healthcare/permanent/page/2/. Page 1 has no page/1/ segment: one
// page, one URL. A vacancy is /jobs/<slug>/, so no vacancy slug may be a
// sector slug or one of the board's own segments, and no sector slug may be
// one of those segments (isReservedSegment): /jobs/permanent/ must mean
// one thing. The build and the editor refuse both
// (vacancy-schema.ts, listing.ts's listingSectorSlugProblems).
//
// The browser's job search imports filtersOfPath from here, so this module
// holds strings and small functions only, and imports nothing heavier than
// the vacancy's choices.
import { engagements, type Engagement } from "./vacancy-choices";

export const listingRoot = "/jobs/";

/** A county filter's segment is "in-<county slug>". */
const countySegmentPrefix = "in-";

/** What a listing page is filtered by, in the URL's terms. */
export interface ListingFilters {
  sector?: string;
  engagement?: Engagement;
  /** The county's slug, as in the URL: "cambridgeshire". */
  county?: string;
}

/** The path of a listing page; see the URL scheme above. */
export function listingPath(filters: ListingFilters, page = 1): string {
  const segments = [
    filters.sector,
    filters.engagement,
    filters.county === undefined ? undefined : `${countySegmentPrefix}${filters.county}`,
    page > 1 ? `page/${page}` : undefined,
  ].filter((segment) => segment !== undefined);
  return `${listingRoot}${segments.map((segment) => `${segment}/`).join("")}`;
}

/**
 * The filters a listing path stands for, read as listingPath writes them.
 * The browser's job search reads its page's own address and the filter
 * links with it.
 */
export function filtersOfPath(pathname: string): ListingFilters {
  const filters: ListingFilters = {};
  const segments = pathname.replace(/^\/jobs\/?/, "").split("/").filter(Boolean);
  for (const segment of segments) {
    if (segment === "page") break;
    if (segment === "temporary" || segment === "permanent") filters.engagement = segment;
    else if (segment.startsWith(countySegmentPrefix)) filters.county = segment.slice(countySegmentPrefix.length);
    else filters.sector = segment;
  }
  return filters;
}

/** D28: the RSS feed of a listing: /jobs/feed.xml, or the sector's /jobs/<sector>/feed.xml. */
export function listingFeedPath(sector: string | undefined): string {
  return sector === undefined ? `${listingRoot}feed.xml` : `${listingRoot}${sector}/feed.xml`;
}

/** D26: a vacancy's page. */
export const vacancyPath = (slug: string) => `${listingRoot}${slug}/`;

/** Issue 38: the page an application lands on, naming the job (the form's action). */
export const appliedPath = (slug: string) => `${vacancyPath(slug)}applied/`;

/**
 * D33, D39: the job search's index of open vacancies (search-index.ts) and
 * the place data beside it (places.ts, D43), inside /jobs/ so they are
 * revalidated like the board's pages, under a name no vacancy or sector slug
 * can take (slugs have no "_"). The job alerts (D41) read the live site's.
 */
export const searchIndexPath = "/jobs/_search/index.json";
export const searchPlacesPath = "/jobs/_search/places.json";

/** D28: the feed Indeed reads (indeed-feed.ts). */
export const indeedFeedPath = "/jobs/indeed.xml";
/** D28: the closing and opening dates a scheduled rebuild reads (rebuild-check.ts). */
export const closingDatesPath = "/jobs/closing-dates.json";

/** D41: the job alerts' pages (alert-pages.ts names each one). */
export const alertPagesFolder = "/jobs/alerts/";
/** Where the build publishes the e-mails' wording, for the functions to read (they carry no content of their own). */
export const alertWordingPath = "/jobs/alerts/wording.json";
/** Where the build publishes an application receipt's wording and each published vacancy's title by reference (D46), for the submission-created function. */
export const receiptWordingPath = "/jobs/alerts/receipt.json";

/** Issue 38: the job search's page without JavaScript: the host function's path (netlify/functions/job-search.mts). */
export const searchPagePath = "/jobs/search";
/**
 * What only the job search's function reads, in a folder of the build's
 * output that the host never publishes (it deploys no file or folder whose
 * name starts with "."), bundled with the function instead (netlify.toml's
 * included_files): the function reads it from disk, never over HTTP.
 */
export const searchFunctionFolder = ".job-search";
/** The page's shell the build writes there: the site's layout around searchPageSlot. Never linked, noindex, in no sitemap. */
export const searchShellPath = `/${searchFunctionFolder}/`;
export const searchShellFile = `${searchFunctionFolder}/index.html`;
/** The job board's wording, for the function, which carries no content of its own. */
export const searchWordingFile = `${searchFunctionFolder}/wording.json`;
/** What the shell holds where the page's main content goes. */
export const searchPageSlot = "JOB-SEARCH-PAGE-SLOT";

/**
 * The names /jobs/<name>/ already has, which no sector or vacancy slug may
 * take: the page segment, the feeds, the job search's page without
 * JavaScript (search, a host function's path), the job alerts' pages
 * (alerts, D41) and the engagements. A county's segment starts with
 * countySegmentPrefix, so no slug may.
 */
export function reservedSegments(): string[] {
  // Made when asked, not at load: the browser's search, which imports this module, then carries none of it.
  return ["page", "feed.xml", "feeds", "search", "alerts", ...engagements];
}

/** Whether /jobs/<slug>/ is already one of the board's own addresses: a reserved segment, or a county's. */
export function isReservedSegment(slug: string): boolean {
  return reservedSegments().includes(slug) || slug.startsWith(countySegmentPrefix);
}

/**
 * What a slug under /jobs/ is expected to be, for a problem's message: not a
 * reserved segment, nor one of `taken` (a vacancy may not take a sector's
 * slug either), nor a county's.
 */
export function reservedSegmentsExpected(taken: readonly string[] = []): string {
  return `a name the job listing does not use itself (${[...taken, ...reservedSegments()].join(", ")}, or one starting "${countySegmentPrefix}")`;
}
