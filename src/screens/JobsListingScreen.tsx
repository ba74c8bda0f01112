// D25: the job listing, one pre-rendered page per filter combination and
// page number. Filters beside the results on wide screens, folded above
// them on phones (issue 30); the result count in words; numbered pages.
import { JobFilters } from "../components/JobFilters/JobFilters";
import { JobSearch, JobSearchResults } from "../components/JobSearch/JobSearch";
import { Pagination } from "../components/Pagination/Pagination";
import { PageHeader } from "../components/Section/Section";
import { VacancyList } from "../components/VacancyCard/VacancyCard";
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import type { ListingFilters } from "../jobs/board-paths";
import type { ListingView } from "../jobs/listing";
import { JobAlertForm } from "../components/JobAlertForm/JobAlertForm";
import { searchName } from "../jobs/search-name";

export interface JobsListingScreenProps {
  view: ListingView;
  wording: JobsPageContent;
  /** /jobs/<slug>/ for a vacancy. */
  vacancyHref: (slug: string) => string;
  /** The What and Where search (D33): its module and index; no search without them (the editor's preview). */
  search?: { scriptHref: string; indexHref: string } | undefined;
  /** The page's filters, which a job alert signed up for here keeps (D41). */
  filters?: ListingFilters;
  /** How the filters read in a search's name (listing.ts filterNames). */
  names?: Record<string, Record<string, string>>;
}

export function JobsListingScreen({ view, wording, vacancyHref, search, filters = {}, names = {} }: JobsListingScreenProps) {
  const payNames = Object.fromEntries(wording.search.payBands.map((band) => [`${band.per}-${band.from}`, band.label]));
  // The page's own search in words, before any is typed: "healthcare jobs in Suffolk" (issue 38).
  const pageSearchName = searchName({ what: "", where: "", ...filters }, wording.search.name, { ...names, pay: payNames });
  // The search belongs to the filters' first page: a search from page 3 starts at its first result.
  const searchAction = view.pagination.find((link) => link.number === 1)?.path ?? view.canonicalPath;
  // A board with nothing open has nothing to search: it says so, and points to the candidates form.
  const searchHere = view.vacancies.length > 0 ? search : undefined;
  return (
    <>
      {/* Issue 30: the first vacancy is in the first screen, on a phone too, so the page's top is compact. */}
      <PageHeader heading={view.heading} intro={wording.intro} compact />
      <div className="section jobs-section">
        {searchHere ? (
          <div className="container">
            <JobSearch wording={wording.search} distance={wording.distance} action={searchAction} filters={filters} scriptHref={searchHere.scriptHref} indexHref={searchHere.indexHref} />
          </div>
        ) : null}
        <div className="container jobs-layout">
          <JobFilters groups={view.filterGroups} selected={view.selectedFilters} clearPath={view.clearPath} wording={wording.filters} />
          <section className="jobs-results" aria-labelledby="jobs-results-heading" data-module="job-results">
            {/* Issue 38: the job alert beside the count, where the results are; it opens in place. */}
            <div className="jobs-results__head">
              <h2 className="jobs-results__count" id="jobs-results-heading">
                {fillTemplate(wording.results.countLabel, { count: view.resultCount })}
              </h2>
              <JobAlertForm wording={wording.alerts} filters={filters} searchName={pageSearchName} honeypotLabel={wording.apply.honeypot} errors={{ prefix: wording.apply.errorPrefix }} />
            </div>
            <div className="jobs-results__listing" data-job-listing>
              {view.range ? (
                <p className="jobs-results__range">{fillTemplate(wording.results.range, { ...view.range, count: view.resultCount })}</p>
              ) : null}
              {view.vacancies.length > 0 ? (
                <VacancyList vacancies={view.vacancies} hrefOf={(vacancy) => vacancyHref(vacancy.slug)} facts={wording.vacancy.facts} />
              ) : (
                <div className="jobs-results__empty">
                  <h3>{wording.empty.heading}</h3>
                  <p>{wording.empty.text}</p>
                  <p>
                    <a className="button button--primary" href={wording.empty.link.href}>
                      {wording.empty.link.label}
                    </a>
                  </p>
                </div>
              )}
              <Pagination
                label={wording.pagination.label}
                previous={{ label: wording.pagination.previous, path: view.previousPath }}
                next={{ label: wording.pagination.next, path: view.nextPath }}
                pages={view.pagination}
              />
            </div>
            {searchHere ? <JobSearchResults wording={wording.search} empty={wording.empty} facts={wording.vacancy.facts} action={searchAction} /> : null}
            <p className="jobs-results__feed">
              <a href={view.feedPath}>{wording.feed.label}</a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
