// The job search without JavaScript (D11): the host function answers /jobs/search with the same jobs in the same
// markup as the browser's search. Everything but the markup and the reading of files is here.
import { escapeUTF8 } from "entities";
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import { searchPagePath, searchPageSlot, searchShellPath } from "./board-paths";
import type { FilterGroup, FilterName, SelectedFilter } from "./listing";
import { payBandValue } from "./pay-bands";
import { placeUsedText, readRadius } from "./places";
import { readSearchPage, searchPageAddress, type SearchPageQuery } from "./search-address";
import {
  filterCounts,
  listingFilterNames,
  matchVacancies,
  needsPlaces,
  type JobQuery,
  type SearchIndex,
  type SearchResult,
} from "./search-match";
import { jobCountWords, searchCountLine, searchCountParts, type SearchNameLabels } from "./search-name";
import { widerSearches } from "./search-wider";

export interface SearchPageWording {
  /** The results' count goes before it. */
  title: string;
  jobs: Pick<
    JobsPageContent,
    "search" | "distance" | "empty" | "pagination" | "vacancy" | "alerts" | "results" | "filters"
  > & { apply: Pick<JobsPageContent["apply"], "honeypot" | "errorPrefix"> };
  names: SearchNameLabels;
  options: Record<FilterName, [value: string, label: string][]>;
}

export function searchPageWording(
  jobs: JobsPageContent,
  title: string,
  names: SearchNameLabels,
  options: SearchPageWording["options"],
): SearchPageWording {
  const { search, distance, empty, pagination, vacancy, alerts, results, filters, apply } = jobs;
  return {
    title,
    jobs: {
      search,
      distance,
      empty,
      pagination,
      vacancy,
      alerts,
      results,
      filters,
      apply: { honeypot: apply.honeypot, errorPrefix: apply.errorPrefix },
    },
    names,
    options,
  };
}

/** Anything a form could not have sent is left out. */
export type PageQuery = SearchPageQuery;

/** A filter's value is kept only when it is one of `options`, the board's own. */
export const pageQueryOf = (url: URL, options?: SearchPageWording["options"]): PageQuery =>
  readSearchPage(url.searchParams, options);

export const jobQueryOf = (query: PageQuery): JobQuery => ({
  what: query.what,
  where: query.where,
  radius: query.radius,
  sort: query.sort,
  pay: query.pay,
  ...Object.fromEntries(listingFilterNames.filter((name) => query[name]).map((name) => [name, query[name]])),
});

/** Counted as the browser's search counts them; an option that would find nothing, or is chosen, is not a link. */
export function searchFilters(
  index: SearchIndex,
  query: PageQuery,
  total: number,
  options: SearchPageWording["options"],
): { groups: FilterGroup[]; selected: SelectedFilter[]; clearPath?: string } {
  const groups = listingFilterNames.map((name): FilterGroup => {
    const counts = filterCounts(index, jobQueryOf(query), name);
    return {
      name,
      options: options[name].map(([value, label]) => {
        const selected = query[name] === value;
        const count = selected ? total : (counts.get(value) ?? 0);
        return {
          value,
          label,
          count,
          selected,
          ...(!selected && count > 0 ? { path: searchPageAddress({ ...query, [name]: value, page: 1 }) } : {}),
        };
      }),
    };
  });
  const selected = listingFilterNames.flatMap((name): SelectedFilter[] => {
    const label = options[name].find(([value]) => value === query[name])?.[1];
    return label === undefined
      ? []
      : [{ name, label, removePath: searchPageAddress({ ...query, [name]: "", page: 1 }) }];
  });
  const clearPath =
    selected.length > 0 ? searchPageAddress({ ...query, sector: "", engagement: "", county: "", page: 1 }) : undefined;
  return { groups, selected, ...(clearPath ? { clearPath } : {}) };
}

/** A place the data does not know is said not found (D43), as the browser's search says it. */
export function searchCount(
  result: SearchResult,
  query: PageQuery,
  wording: SearchPageWording,
): ReturnType<typeof searchCountParts> {
  if (result.place.kind === "unknown")
    return {
      before: "",
      count: "",
      after: fillTemplate(wording.jobs.distance.placeUnknown, { where: query.where }),
      cut: "",
    };
  const payLabel = wording.jobs.search.payBands.find((band) => payBandValue(band) === query.pay)?.label;
  const radius = result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined;
  return searchCountParts(
    result.jobs.length,
    {
      what: query.what,
      where: placeUsedText(result.place, query.where, wording.jobs.distance),
      radius,
      payLabel,
      cut: query.cut,
    },
    wording.jobs.search,
  );
}

export function searchTitle(result: SearchResult, query: PageQuery, wording: SearchPageWording): string {
  return searchCountLine(searchCount(result, query, wording));
}

export function widerSearchLinks(
  index: SearchIndex,
  query: PageQuery,
  noResults: JobsPageContent["search"]["noResults"],
): { label: string; href: string }[] {
  const wording = {
    radius: noResults.widerRadius,
    what: noResults.removeWhat,
    where: noResults.removeWhere,
    pay: noResults.removePay,
    word: noResults.oneWord,
  };
  return widerSearches(index, query, jobQueryOf).map(({ kind, query: widened, values, found }) => ({
    label: `${fillTemplate(wording[kind], values)} (${jobCountWords(found)})`,
    href: searchPageAddress({ ...widened, radius: readRadius(widened.radius), page: 1 }),
  }));
}

export interface SearchPageData {
  query: PageQuery;
  result: SearchResult;
  wording: SearchPageWording;
  index: SearchIndex;
}

/** As React writes text, so the title the build wrote is found as it is. */
const escapeAsReact = (text: string) => escapeUTF8(text).replaceAll("&apos;", "&#x27;");

export function searchPageHtml(shell: string, body: string, page: SearchPageData): string {
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

export function searchPageData(url: URL, wording: SearchPageWording, index: SearchIndex): SearchPageData {
  const query = pageQueryOf(url, wording.options);
  return { query, result: matchVacancies(index, jobQueryOf(query)), wording, index };
}

export const searchPageNeedsPlaces = (url: URL): boolean => needsPlaces({ where: url.searchParams.get("where") ?? "" });

/** Never cached or indexed, with the site's security headers: the host applies none to a function's answer. */
export function searchPageHeaders(siteHeaders: Headers): Headers {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
  for (const name of [
    "content-security-policy",
    "x-frame-options",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "strict-transport-security",
  ]) {
    const value = siteHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
