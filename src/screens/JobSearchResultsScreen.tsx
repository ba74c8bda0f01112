// The job search without JavaScript (issue 38): a host function answers
// /jobs/search?what=…&where=… with a results page, so a search typed where
// scripts are off (the home page's form, the listing's link to it) finds
// what the browser's search would. It is made of the same parts as the
// browser's: the same index (src/jobs/search-index.ts, published by the
// build and read here from disk), the same matching (src/jobs/search-match.ts), the same card markup (VacancyCardFromText,
// what the browser's <template> is filled into) and the same wording, so
// the two show the same jobs in the same markup.
//
// The page around the results is the site's own: the build writes a shell
// (the site's layout with searchPageSlot where the page's main content
// goes) and the job board's wording beside it, where the host never
// publishes them (board-paths.ts searchFunctionFolder), and the function
// reads them from disk and fills the slot. The site's security headers are
// those the built _headers gives the page's address.
import { readFile } from "node:fs/promises";
import { escapeUTF8 } from "entities";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { JobAlertForm } from "../components/JobAlertForm/JobAlertForm";
import { JobFilters } from "../components/JobFilters/JobFilters";
import { JobSearchForm } from "../components/JobSearch/JobSearch";
import { Pagination } from "../components/Pagination/Pagination";
import { PageHeader } from "../components/Section/Section";
import { VacancyCardFromText } from "../components/VacancyCard/VacancyCard";
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import { jobsPerPage, type FilterGroup, type FilterName, type SelectedFilter } from "../jobs/listing";
import { listingRoot, searchIndexPath, searchPagePath, searchPageSlot, searchPlacesPath, searchShellFile, searchShellPath, searchWordingFile } from "../jobs/board-paths";
import { payBandValue } from "../jobs/pay-bands";
import { jobCountWords, searchCountText, searchHeading, searchName, type SearchNameLabels } from "../jobs/search-name";
import { attachPlaces, filterCounts, listingFilterNames, loadSearchIndex, matchVacancies, needsPlaces, type FoundJob, type JobQuery, type SearchIndex, type SearchResult } from "../jobs/search-match";
import { defaultRadius, distanceText, placeUsedText, radiusChoices, readRadius, type Radius } from "../jobs/places";
import { widerSearches } from "../jobs/search-wider";
import { headersFor, parseHeadersFile } from "../preview/headers";
import { typedSearch } from "../jobs/search-typed";

/** What the build writes at searchWordingFile. */
export interface SearchPageWording {
  jobs: Pick<JobsPageContent, "search" | "distance" | "empty" | "pagination" | "vacancy" | "alerts" | "results" | "filters"> & { apply: Pick<JobsPageContent["apply"], "honeypot" | "errorPrefix"> };
  /** How the filters read in a search's name (listing.ts filterNames). */
  names: SearchNameLabels;
  /** Each filter's options, in the listing's order and with its labels (listing.ts filterOptionLabels). */
  options: Record<FilterName, [value: string, label: string][]>;
}

export function searchPageWording(jobs: JobsPageContent, names: SearchNameLabels, options: SearchPageWording["options"]): SearchPageWording {
  const { search, distance, empty, pagination, vacancy, alerts, results, filters, apply } = jobs;
  return { jobs: { search, distance, empty, pagination, vacancy, alerts, results, filters, apply: { honeypot: apply.honeypot, errorPrefix: apply.errorPrefix } }, names, options };
}

/** A search as the page's address carries it; anything a form could not have sent is left out. */
export interface PageQuery {
  what: string;
  where: string;
  /** How far from the place (D43): 5, 10, 20, 30 or anywhere; 10 unless another was chosen. */
  radius: Radius;
  sort: string;
  pay: string;
  page: number;
  /** The listing's filters (D25), by the names the job alert's form sends them (sector, engagement, county): a slug, or "" for none. */
  sector: string;
  engagement: string;
  county: string;
  /** What or Where was longer than the search takes, and was cut (search-typed.ts). */
  cut?: boolean;
}

/**
 * The search an address asks for. A filter's value is kept only when it is
 * one of `options` (the board's own), so a made-up value is never named on
 * the page; without `options`, any slug is kept.
 */
export function pageQueryOf(url: URL, options?: SearchPageWording["options"]): PageQuery {
  const params = url.searchParams;
  const filter = (name: FilterName) => {
    const value = params.get(name) ?? "";
    const known = options ? options[name].some(([option]) => option === value) : /^[a-z0-9-]{1,100}$/.test(value);
    return known ? value : "";
  };
  const [what, where] = [typedSearch(params.get("what") ?? ""), typedSearch(params.get("where") ?? "")];
  const pay = params.get("pay") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    what: what.text,
    where: where.text,
    radius: radiusChoices.includes(params.get("radius") as Radius) ? (params.get("radius") as Radius) : defaultRadius,
    sort: ["newest", "closing", "nearest"].includes(params.get("sort") ?? "") ? (params.get("sort") as string) : "",
    pay: /^[a-z]+-\d{1,7}(\.\d{1,2})?$/.test(pay) ? pay : "",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    sector: filter("sector"),
    engagement: filter("engagement"),
    county: filter("county"),
    ...(what.cut || where.cut ? { cut: true } : {}),
  };
}

/** ?what=…&where=… for a search, leaving out what is empty, as the browser's search writes it. */
export function pageQueryString({ what, where, radius, sort, pay, page, cut: _cut, ...filters }: PageQuery): string {
  const params = new URLSearchParams();
  if (what) params.set("what", what);
  if (where) params.set("where", where);
  if (where && radius !== defaultRadius) params.set("radius", radius);
  // The listing's filters, in its addresses' order (board-paths.ts).
  for (const name of listingFilterNames) if (filters[name]) params.set(name, filters[name]);
  if (sort) params.set("sort", sort);
  if (pay) params.set("pay", pay);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The search as the matching module takes it. */
const jobQueryOf = (query: PageQuery): JobQuery => ({
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
function searchFilters(index: SearchIndex, query: PageQuery, total: number, options: SearchPageWording["options"]): { groups: FilterGroup[]; selected: SelectedFilter[]; clearPath?: string } {
  const groups = listingFilterNames.map((name): FilterGroup => {
    const counts = filterCounts(index, jobQueryOf(query), name);
    return {
      name,
      options: options[name].map(([value, label]) => {
        const selected = query[name] === value;
        const count = selected ? total : (counts.get(value) ?? 0);
        return { value, label, count, selected, ...(!selected && count > 0 ? { path: searchPagePath + pageQueryString({ ...query, [name]: value, page: 1 }) } : {}) };
      }),
    };
  });
  const selected = listingFilterNames.flatMap((name): SelectedFilter[] => {
    const label = options[name].find(([value]) => value === query[name])?.[1];
    return label === undefined ? [] : [{ name, label, removePath: searchPagePath + pageQueryString({ ...query, [name]: "", page: 1 }) }];
  });
  const clearPath = selected.length > 0 ? searchPagePath + pageQueryString({ ...query, sector: "", engagement: "", county: "", page: 1 }) : undefined;
  return { groups, selected, ...(clearPath ? { clearPath } : {}) };
}

/** The results' count, or, for a place the place data does not know, that it was not found (D43), as the browser's search says it. */
function searchTitle(result: SearchResult, query: PageQuery, wording: SearchPageWording): string {
  if (result.place.kind === "unknown") return fillTemplate(wording.jobs.distance.placeUnknown, { where: query.where });
  const payLabel = wording.jobs.search.payBands.find((band) => payBandValue(band) === query.pay)?.label;
  // A place that was placed is searched by distance (D43), and the count says so.
  const radius = result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined;
  return searchCountText(result.jobs.length, { what: query.what, where: placeUsedText(result.place, query.where, wording.jobs.distance), radius, payLabel, cut: query.cut }, wording.jobs.search);
}

/** The searches one step wider than one that found nothing (search-wider.ts), each a link with how much it finds, as the browser's search offers them. */
function widerSearchLinks(index: SearchIndex, query: PageQuery, noResults: JobsPageContent["search"]["noResults"]): { label: string; href: string }[] {
  const wording = { radius: noResults.widerRadius, what: noResults.removeWhat, where: noResults.removeWhere, pay: noResults.removePay, word: noResults.oneWord };
  return widerSearches(index, query, jobQueryOf).map(({ kind, query: widened, values, found }) => ({
    label: `${fillTemplate(wording[kind], values)} (${jobCountWords(found)})`,
    href: searchPagePath + pageQueryString({ ...widened, radius: readRadius(widened.radius), page: 1 }),
  }));
}

/** The page's main content for one search: its heading names the search, then the form, the count, the job alert and the cards. */
export function SearchPageBody({ query, result, wording, index }: { query: PageQuery; result: SearchResult; wording: SearchPageWording; index: SearchIndex }) {
  const { jobs, names } = wording;
  const found: FoundJob[] = result.jobs;
  // The name says the distance when the place was placed (D43), as the browser's search names it.
  // A place the data cannot place is not named as if searched ("Jobs in Xyzzy"): the count below says it was not found.
  const named = { ...query, where: result.place.kind === "unknown" ? "" : placeUsedText(result.place, query.where, jobs.distance), radius: result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined };
  const payLabels = Object.fromEntries(jobs.search.payBands.map((band) => [payBandValue(band), band.label]));
  const labels = { ...names, pay: payLabels };
  const pageCount = Math.max(1, Math.ceil(found.length / jobsPerPage));
  const page = Math.min(query.page, pageCount);
  const shown = found.slice((page - 1) * jobsPerPage, page * jobsPerPage);
  const searched = Boolean(query.what || query.where || query.pay || query.sort || query.sector || query.engagement || query.county);
  const hrefOf = (number: number) => searchPagePath + pageQueryString({ ...query, page: number });
  const pages = pageCount > 1 ? Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, path: hrefOf(index + 1), current: index + 1 === page })) : [];
  const wider = found.length === 0 ? widerSearchLinks(index, query, jobs.search.noResults) : [];
  const filters = searchFilters(index, query, found.length, wording.options);
  const chosenFilters = Object.fromEntries(listingFilterNames.filter((name) => query[name]).map((name) => [name, query[name]]));
  return (
    <>
      <PageHeader heading={searchHeading(named, jobs.search.name, labels)} compact />
      <div className="section jobs-section">
        <div className="container">
          <JobSearchForm wording={jobs.search} distance={jobs.distance} action={searchPagePath} query={query} />
        </div>
        <div className="container jobs-layout">
          <JobFilters groups={filters.groups} selected={filters.selected} clearPath={filters.clearPath} wording={jobs.filters} />
          <section className="jobs-results" aria-labelledby="jobs-results-heading" data-module="job-results">
            <div className="jobs-results__head">
              <h2 className="jobs-results__count" id="jobs-results-heading">
                {searchTitle(result, query, wording)}
              </h2>
              {/* A place the data cannot place is no search to be alerted of (D43). */}
              {result.place.kind === "unknown" ? null : <JobAlertForm wording={jobs.alerts} filters={chosenFilters} searchName={searchName(named, jobs.search.name, labels)} query={query} honeypotLabel={jobs.apply.honeypot} errors={{ prefix: jobs.apply.errorPrefix }} />}
            </div>
            {/* Clear search only where there is a search to clear. */}
            {searched ? (
              <p className="job-search-results__clear">
                <a href={listingRoot}>{jobs.search.clear}</a>
              </p>
            ) : null}
            {shown.length > 0 ? (
              <ul className="vacancy-list">
                {shown.map((entry) => (
                  <li key={entry.url}>
                    <VacancyCardFromText text={entry.card} href={entry.url} facts={jobs.vacancy.facts} distance={entry.miles === undefined ? undefined : distanceText(entry.miles, jobs.distance)} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="jobs-results__empty">
                <h3>{jobs.search.noResults.heading}</h3>
                {wider.length > 0 ? (
                  <ul className="job-search-results__widen">
                    {wider.map((search) => (
                      <li key={search.href}>
                        <a href={search.href}>{search.label}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p>{jobs.empty.text}</p>
                <p>
                  <a className="button button--primary" href={jobs.empty.link.href}>
                    {jobs.empty.link.label}
                  </a>
                </p>
              </div>
            )}
            <Pagination
              label={jobs.pagination.label}
              previous={{ label: jobs.pagination.previous, path: page > 1 ? hrefOf(page - 1) : undefined }}
              next={{ label: jobs.pagination.next, path: page < pageCount ? hrefOf(page + 1) : undefined }}
              pages={pages}
            />
          </section>
        </div>
      </div>
    </>
  );
}

/** A file of the built site, read from disk: never over HTTP, so nothing a request names can make the function read another host. */
const readBuiltFile = (builtFolder: string, file: string) => readFile(path.join(builtFolder, file), "utf8");

/**
 * The answer to GET /jobs/search: the results page, or, when the built
 * site's files cannot be read, a redirect to the listing, which works
 * without a search. `builtFolder` is the built site on disk (the host
 * bundles the files read here with the function: netlify.toml).
 */
export async function answerSearchPage(req: Request, builtFolder: string): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD") return new Response("Use GET.\n", { status: 405, headers: { Allow: "GET, HEAD" } });
  const url = new URL(req.url);
  let html: string;
  let headersFile: string;
  let wording: SearchPageWording;
  let index: SearchIndex;
  try {
    [html, headersFile, wording, index] = await Promise.all([
      readBuiltFile(builtFolder, searchShellFile),
      readBuiltFile(builtFolder, "_headers"),
      readBuiltFile(builtFolder, searchWordingFile).then((text) => JSON.parse(text) as SearchPageWording),
      readBuiltFile(builtFolder, searchIndexPath.slice(1)).then((text) => loadSearchIndex(JSON.parse(text))),
    ]);
    if (needsPlaces({ where: url.searchParams.get("where") ?? "" })) index = attachPlaces(index, JSON.parse(await readBuiltFile(builtFolder, searchPlacesPath.slice(1))));
  } catch {
    return new Response(`See ${listingRoot}\n`, { status: 303, headers: { Location: listingRoot, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const query = pageQueryOf(url, wording.options);
  const result = matchVacancies(index, jobQueryOf(query));
  const title = searchTitle(result, query, wording);
  const body = renderToStaticMarkup(<SearchPageBody query={query} result={result} wording={wording} index={index} />);
  const page = html
    // A function, so "$&" or "$`" in a search's words is never read as a replacement pattern.
    .replace(searchPageSlot, () => body)
    // The shell's title is the search page's name: the results' count goes before it, as the browser's search puts it.
    .replace(/<title>([^<]*)<\/title>/, (_whole, name: string) => `<title>${escapeUTF8(title)} | ${name}</title>`)
    .replaceAll(searchShellPath, searchPagePath);
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  // The site's security headers for this page's address, as the built _headers gives them (the host applies none to a function's answer).
  const siteHeaders = new Headers([...headersFor(parseHeadersFile(headersFile), searchPagePath)]);
  for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy", "strict-transport-security"]) {
    const value = siteHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(req.method === "HEAD" ? null : page, { status: 200, headers });
}
