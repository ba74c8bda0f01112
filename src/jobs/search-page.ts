// The job search without JavaScript: the host function
// (netlify/functions/job-search.mts) answers /jobs/search?what=…&where=…
// with a results page, so a search typed where scripts are off finds what
// the browser's search would. Here is everything of it but the markup and
// the reading of files: the wording the build publishes for it, the search its address asks for
// (search-address.ts), the matching (search-match.ts), the links beside the
// results and the page's title. The screen (JobSearchResultsScreen.tsx)
// renders what this gives it, with the browser's card markup and wording, so
// the two show the same jobs in the same markup.
//
// The page around the results is the site's own: the build writes a shell
// (the site's layout with searchPageSlot where the page's main content goes)
// and the job board's wording beside it, where the host never publishes them
// (board-paths.ts searchFunctionFolder); the function reads them from disk
// and searchPageHtml fills the slot.
import { escapeUTF8 } from "entities";
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import { searchPagePath, searchPageSlot, searchShellPath } from "./board-paths";
import type { FilterGroup, FilterName, SelectedFilter } from "./listing";
import { payBandValue } from "./pay-bands";
import { placeUsedText, readRadius } from "./places";
import { readSearchPage, searchPageAddress, type SearchPageQuery } from "./search-address";
import { filterCounts, listingFilterNames, matchVacancies, needsPlaces, type JobQuery, type SearchIndex, type SearchResult } from "./search-match";
import { jobCountWords, searchCountParts, type SearchNameLabels } from "./search-name";
import { widerSearches } from "./search-wider";

/** What the build writes at searchWordingFile. */
export interface SearchPageWording {
  /** The search page's own title, as its route in the build gives it: the results' count goes before it. */
  title: string;
  jobs: Pick<JobsPageContent, "search" | "distance" | "empty" | "pagination" | "vacancy" | "alerts" | "results" | "filters"> & { apply: Pick<JobsPageContent["apply"], "honeypot" | "errorPrefix"> };
  /** How the filters read in a search's name (listing.ts filterNames). */
  names: SearchNameLabels;
  /** Each filter's options, in the listing's order and with its labels (listing.ts filterOptionLabels). */
  options: Record<FilterName, [value: string, label: string][]>;
}

/** The wording the build publishes for the function; `title` is the search page's route's (routes.tsx). */
export function searchPageWording(jobs: JobsPageContent, title: string, names: SearchNameLabels, options: SearchPageWording["options"]): SearchPageWording {
  const { search, distance, empty, pagination, vacancy, alerts, results, filters, apply } = jobs;
  return { title, jobs: { search, distance, empty, pagination, vacancy, alerts, results, filters, apply: { honeypot: apply.honeypot, errorPrefix: apply.errorPrefix } }, names, options };
}

/** A search as the page's address carries it (search-address.ts); anything a form could not have sent is left out. */
export type PageQuery = SearchPageQuery;

/** The search an address asks for; a filter's value is kept only when it is one of `options`, the board's own. */
export const pageQueryOf = (url: URL, options?: SearchPageWording["options"]): PageQuery => readSearchPage(url.searchParams, options);

/** The search as the matching module takes it. */
export const jobQueryOf = (query: PageQuery): JobQuery => ({
  what: query.what,
  where: query.where,
  radius: query.radius,
  sort: query.sort,
  pay: query.pay,
  ...Object.fromEntries(listingFilterNames.filter((name) => query[name]).map((name) => [name, query[name]])),
});

/**
 * The listing's filters beside the results, as the listing offers them
 * (JobFilters): each option a link to this search with that option chosen,
 * counted under the search with its group's own choice left out, as the
 * browser's search counts them (filterCounts); an option that would find
 * nothing, or is chosen, is not a link. Each filter in force has a link that
 * removes it and keeps the rest of the search.
 */
export function searchFilters(index: SearchIndex, query: PageQuery, total: number, options: SearchPageWording["options"]): { groups: FilterGroup[]; selected: SelectedFilter[]; clearPath?: string } {
  const groups = listingFilterNames.map((name): FilterGroup => {
    const counts = filterCounts(index, jobQueryOf(query), name);
    return {
      name,
      options: options[name].map(([value, label]) => {
        const selected = query[name] === value;
        const count = selected ? total : (counts.get(value) ?? 0);
        return { value, label, count, selected, ...(!selected && count > 0 ? { path: searchPageAddress({ ...query, [name]: value, page: 1 }) } : {}) };
      }),
    };
  });
  const selected = listingFilterNames.flatMap((name): SelectedFilter[] => {
    const label = options[name].find(([value]) => value === query[name])?.[1];
    return label === undefined ? [] : [{ name, label, removePath: searchPageAddress({ ...query, [name]: "", page: 1 }) }];
  });
  const clearPath = selected.length > 0 ? searchPageAddress({ ...query, sector: "", engagement: "", county: "", page: 1 }) : undefined;
  return { groups, selected, ...(clearPath ? { clearPath } : {}) };
}

/** The results' count in its parts (searchCountParts), or, for a place the place data does not know, that it was not found (D43), as the browser's search says it. */
export function searchCount(result: SearchResult, query: PageQuery, wording: SearchPageWording): ReturnType<typeof searchCountParts> {
  if (result.place.kind === "unknown") return { before: "", count: "", after: fillTemplate(wording.jobs.distance.placeUnknown, { where: query.where }), cut: "" };
  const payLabel = wording.jobs.search.payBands.find((band) => payBandValue(band) === query.pay)?.label;
  // A place that was placed is searched by distance (D43), and the count says so.
  const radius = result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined;
  return searchCountParts(result.jobs.length, { what: query.what, where: placeUsedText(result.place, query.where, wording.jobs.distance), radius, payLabel, cut: query.cut }, wording.jobs.search);
}

/** The count as one line of text: the page's title says it whole. */
export function searchTitle(result: SearchResult, query: PageQuery, wording: SearchPageWording): string {
  const parts = searchCount(result, query, wording);
  return parts.before + parts.count + parts.after + parts.cut;
}

/** The searches one step wider than one that found nothing (search-wider.ts), each a link with how much it finds, as the browser's search offers them. */
export function widerSearchLinks(index: SearchIndex, query: PageQuery, noResults: JobsPageContent["search"]["noResults"]): { label: string; href: string }[] {
  const wording = { radius: noResults.widerRadius, what: noResults.removeWhat, where: noResults.removeWhere, pay: noResults.removePay, word: noResults.oneWord };
  return widerSearches(index, query, jobQueryOf).map(({ kind, query: widened, values, found }) => ({
    label: `${fillTemplate(wording[kind], values)} (${jobCountWords(found)})`,
    href: searchPageAddress({ ...widened, radius: readRadius(widened.radius), page: 1 }),
  }));
}

/** What the screen renders for one search. */
export interface SearchPageData {
  query: PageQuery;
  result: SearchResult;
  wording: SearchPageWording;
  index: SearchIndex;
}

/** Text in an element, as React writes it (the shell's <title>), so the title the build wrote is found as it is. */
const escapeAsReact = (text: string) => escapeUTF8(text).replaceAll("&apos;", "&#x27;");

/**
 * The whole page for one search: the shell the build wrote, its slot filled
 * with `body`, its title the results' count before the page's own, and its
 * own address the search page's.
 */
export function searchPageHtml(shell: string, body: string, page: SearchPageData): string {
  // The title as the layout wrote it from the route's, and as the browser's search writes it: the count first.
  const shellTitle = `<title>${escapeAsReact(page.wording.title)}</title>`;
  const title = `<title>${escapeAsReact(searchTitle(page.result, page.query, page.wording))} | ${escapeAsReact(page.wording.title)}</title>`;
  return (
    shell
      // Functions, so "$&" or "$`" in a search's words is never read as a replacement pattern.
      .replace(searchPageSlot, () => body)
      .replace(shellTitle, () => title)
      .replaceAll(searchShellPath, searchPagePath)
  );
}

/** The search page's data for one request: the search its address asks for, matched against the published index. */
export function searchPageData(url: URL, wording: SearchPageWording, index: SearchIndex): SearchPageData {
  const query = pageQueryOf(url, wording.options);
  return { query, result: matchVacancies(index, jobQueryOf(query)), wording, index };
}

/** Whether a search's address needs the place data (searchPlacesPath) besides the index. */
export const searchPageNeedsPlaces = (url: URL): boolean => needsPlaces({ where: url.searchParams.get("where") ?? "" });

/** The headers of the page's answer: never cached or indexed, with the site's security headers the built _headers gives its address (the host applies none to a function's answer). */
export function searchPageHeaders(siteHeaders: Headers): Headers {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy", "strict-transport-security"]) {
    const value = siteHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
