// The job search without JavaScript (issue 38): a host function answers
// /jobs/search?what=…&where=… with a results page, so a search typed where
// scripts are off (the home page's form, the listing's link to it) finds
// what the browser's search would. It is made of the same parts as the
// browser's: the same index (search-index.ts, published by the build), the
// same matching (search-match.ts), the same card markup (VacancyCardFromText,
// what the browser's <template> is filled into) and the same wording, so
// the two show the same jobs in the same markup.
//
// The page around the results is the site's own: the build writes a shell
// (the site's layout with searchPageSlot where the page's main content
// goes) and publishes the job board's wording beside it, and the function
// fills the slot. The site's security headers come with the shell, as the
// job alerts' pages bring theirs (src/alerts/alert-answers.ts).
import { renderToStaticMarkup } from "react-dom/server";
import { JobAlertForm, JobAlertLink } from "../components/JobAlertForm/JobAlertForm";
import { JobSearchForm } from "../components/JobSearch/JobSearch";
import { Pagination } from "../components/Pagination/Pagination";
import { PageHeader } from "../components/Section/Section";
import { VacancyCardFromText } from "../components/VacancyCard/VacancyCard";
import { withoutInvisibleCharacters } from "../content/invisible-characters";
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import { jobsPerPage, listingRoot } from "./listing";
import { payBandValue } from "./pay-bands";
import { jobCountWords, searchCountText, searchHeading, searchName, type SearchNameLabels } from "./search-name";
import { loadSearchIndex, matchJobs, type JobQuery, type SearchEntry, type SearchIndex } from "./search-match";
import { placeText } from "./search-place";
import { searchPagePath, searchPageSlot, searchShellPath, searchWordingPath } from "./results-page-paths";

export { searchPagePath, searchPageSlot, searchShellPath, searchWordingPath } from "./results-page-paths";

/** The index the browser's search fetches: routes.tsx's paths.jobSearchIndex, written out so the function does not take in the route table. */
const searchIndexPath = "/jobs/_search/index.json";

/** What the build publishes at searchWordingPath. */
export interface SearchPageWording {
  jobs: Pick<JobsPageContent, "search" | "empty" | "pagination" | "vacancy" | "alerts" | "results"> & { apply: Pick<JobsPageContent["apply"], "honeypot"> };
  /** How the filters read in a search's name (listing.ts filterNames). */
  names: SearchNameLabels;
}

export function searchPageWording(jobs: JobsPageContent, names: SearchNameLabels): SearchPageWording {
  const { search, empty, pagination, vacancy, alerts, results, apply } = jobs;
  return { jobs: { search, empty, pagination, vacancy, alerts, results, apply: { honeypot: apply.honeypot } }, names };
}

/** A search as the page's address carries it; anything a form could not have sent is left out. */
export interface PageQuery {
  what: string;
  where: string;
  sort: string;
  pay: string;
  page: number;
}

/** The longest What or Where taken, as a job alert takes (src/alerts/alert-limits.ts). */
const maxFieldLength = 100;

export function pageQueryOf(url: URL): PageQuery {
  const params = url.searchParams;
  const text = (name: string) => withoutInvisibleCharacters(params.get(name) ?? "").replace(/\s+/g, " ").trim().slice(0, maxFieldLength);
  const pay = params.get("pay") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    what: text("what"),
    where: text("where"),
    sort: params.get("sort") === "closing" ? "closing" : "",
    pay: /^[a-z]+-\d{1,7}(\.\d{1,2})?$/.test(pay) ? pay : "",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** ?what=…&where=… for a search, leaving out what is empty, as the browser's search writes it. */
export function pageQueryString({ what, where, sort, pay, page }: PageQuery): string {
  const params = new URLSearchParams();
  if (what) params.set("what", what);
  if (where) params.set("where", where);
  if (sort) params.set("sort", sort);
  if (pay) params.set("pay", pay);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The searches one step wider than one that found nothing, each with how much it finds, as the browser's search offers them. */
function widerSearches(index: SearchIndex, query: PageQuery, noResults: JobsPageContent["search"]["noResults"]): { label: string; href: string }[] {
  const words = [...new Set(query.what.split(" "))].filter((word) => word && word !== query.what);
  const wider = [
    ...(query.what && query.where ? [{ query: { ...query, what: "" }, label: fillTemplate(noResults.removeWhat, { where: placeText(query.where) }) }] : []),
    ...(query.what && query.where ? [{ query: { ...query, where: "" }, label: fillTemplate(noResults.removeWhere, { what: query.what }) }] : []),
    ...(query.pay ? [{ query: { ...query, pay: "" }, label: noResults.removePay }] : []),
    ...words.map((word) => ({ query: { ...query, what: word }, label: fillTemplate(noResults.oneWord, { word }) })),
  ];
  return wider.flatMap(({ query: widened, label }) => {
    const found = matchJobs(index, widened).length;
    return found > 0 ? [{ label: `${label} (${jobCountWords(found)})`, href: searchPagePath + pageQueryString({ ...widened, page: 1 }) }] : [];
  });
}

/** The page's main content for one search: its heading names the search, then the form, the count, the job alert and the cards. */
export function SearchPageBody({ query, found, wording, index }: { query: PageQuery; found: SearchEntry[]; wording: SearchPageWording; index: SearchIndex }) {
  const { jobs, names } = wording;
  const payLabels = Object.fromEntries(jobs.search.payBands.map((band) => [payBandValue(band), band.label]));
  const labels = { ...names, pay: payLabels };
  const pageCount = Math.max(1, Math.ceil(found.length / jobsPerPage));
  const page = Math.min(query.page, pageCount);
  const shown = found.slice((page - 1) * jobsPerPage, page * jobsPerPage);
  const hrefOf = (number: number) => searchPagePath + pageQueryString({ ...query, page: number });
  const pages = pageCount > 1 ? Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, path: hrefOf(index + 1), current: index + 1 === page })) : [];
  const wider = found.length === 0 ? widerSearches(index, query, jobs.search.noResults) : [];
  return (
    <>
      <PageHeader heading={searchHeading(query, jobs.search.name, labels)} compact />
      <div className="section jobs-section">
        <div className="container">
          <JobSearchForm wording={jobs.search} action={searchPagePath} query={query} />
        </div>
        <div className="container">
          <section className="jobs-results" aria-labelledby="jobs-results-heading" data-module="job-results">
            <div className="jobs-results__head">
              <h2 className="jobs-results__count" id="jobs-results-heading">
                {searchCountText(found.length, { what: query.what, where: query.where, payLabel: payLabels[query.pay] }, jobs.search)}
              </h2>
              <JobAlertForm wording={jobs.alerts} filters={{}} searchName={searchName(query, jobs.search.name, labels)} query={query} honeypotLabel={jobs.apply.honeypot} />
            </div>
            <p className="job-search-results__clear">
              <a href={listingRoot}>{jobs.search.clear}</a>
            </p>
            {shown.length > 0 ? (
              <ul className="vacancy-list">
                {shown.map((entry) => (
                  <li key={entry.url}>
                    <VacancyCardFromText text={entry.card} href={entry.url} facts={jobs.vacancy.facts} />
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
                <JobAlertLink wording={jobs.alerts} />
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

async function fetchFromSite(origin: string, path: string): Promise<Response> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/**
 * The answer to GET /jobs/search: the results page, or, when the site's
 * files cannot be read, a redirect to the listing, which works without a
 * search. `origin` is where the site is published.
 */
export async function answerSearchPage(req: Request, origin: string): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD") return new Response("Use GET.\n", { status: 405, headers: { Allow: "GET, HEAD" } });
  const url = new URL(req.url);
  let shell: Response;
  let html: string;
  let wording: SearchPageWording;
  let index: SearchIndex;
  try {
    [shell, wording, index] = await Promise.all([
      fetchFromSite(origin, searchShellPath),
      fetchFromSite(origin, searchWordingPath).then((response) => response.json() as Promise<SearchPageWording>),
      fetchFromSite(origin, searchIndexPath).then(async (response) => loadSearchIndex(await response.json())),
    ]);
    html = await shell.text();
  } catch {
    return new Response(`See ${listingRoot}\n`, { status: 303, headers: { Location: listingRoot, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const query = pageQueryOf(url);
  const jobQuery: JobQuery = { what: query.what, where: query.where, sort: query.sort, pay: query.pay };
  const found = matchJobs(index, jobQuery);
  const labels = { ...wording.names, pay: Object.fromEntries(wording.jobs.search.payBands.map((band) => [payBandValue(band), band.label])) };
  const title = searchCountText(found.length, { what: query.what, where: query.where, payLabel: labels.pay[query.pay] }, wording.jobs.search);
  const body = renderToStaticMarkup(<SearchPageBody query={query} found={found} wording={wording} index={index} />);
  const page = html
    .replace(searchPageSlot, body)
    // The shell's title is the search page's name: the results' count goes before it, as the browser's search puts it.
    .replace(/<title>([^<]*)<\/title>/, (_whole, name: string) => `<title>${escapeText(title)} | ${name}</title>`)
    .replaceAll(searchShellPath, searchPagePath);
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy", "strict-transport-security"]) {
    const value = shell.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(req.method === "HEAD" ? null : page, { status: 200, headers });
}
