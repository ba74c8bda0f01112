// D25: one pre-rendered page per filter combination and page number.
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
  vacancyHref: (slug: string) => string;
  /** No search without them (the editor's preview). */
  search?: { scriptHref: string; indexHref: string } | undefined;
  /** A job alert signed up for here keeps them (D41). */
  filters?: ListingFilters;
  names?: Record<string, Record<string, string>>;
}

export function JobsListingScreen({
  view,
  wording,
  vacancyHref,
  search,
  filters = {},
  names = {},
}: JobsListingScreenProps) {
  const payNames = Object.fromEntries(wording.search.payBands.map((band) => [`${band.per}-${band.from}`, band.label]));
  const pageSearchName = searchName({ what: "", where: "", ...filters }, wording.search.name, {
    ...names,
    pay: payNames,
  });
  // A search from page 3 starts at its first result.
  const searchAction = view.pagination.find((link) => link.number === 1)?.path ?? view.canonicalPath;
  // A board with nothing open has nothing to search: it says so, and points to the candidates form.
  const searchHere = view.vacancies.length > 0 ? search : undefined;
  return (
    <>
      {/* The first vacancy is in a phone's first screen, so the page's top is compact. */}
      <PageHeader heading={view.heading} intro={wording.intro} compact />
      <div className="section jobs-section">
        {searchHere ? (
          <div className="container">
            <JobSearch
              wording={wording.search}
              distance={wording.distance}
              action={searchAction}
              filters={filters}
              scriptHref={searchHere.scriptHref}
              indexHref={searchHere.indexHref}
            />
          </div>
        ) : null}
        <div className="container jobs-layout">
          <JobFilters
            groups={view.filterGroups}
            selected={view.selectedFilters}
            clearPath={view.clearPath}
            wording={wording.filters}
          />
          <section className="jobs-results" aria-labelledby="jobs-results-heading" data-module="job-results">
            {/* The job alert beside the count, where the results are; it opens in place. */}
            <div className="jobs-results__head">
              <h2 className="jobs-results__count" id="jobs-results-heading">
                {fillTemplate(wording.results.countLabel, { count: view.resultCount })}
              </h2>
              <JobAlertForm
                wording={wording.alerts}
                filters={filters}
                searchName={pageSearchName}
                honeypotLabel={wording.apply.honeypot}
                errors={{ prefix: wording.apply.errorPrefix }}
              />
            </div>
            <div className="jobs-results__listing" data-job-listing>
              {view.range ? (
                <p className="jobs-results__range">
                  {fillTemplate(wording.results.range, { ...view.range, count: view.resultCount })}
                </p>
              ) : null}
              {view.vacancies.length > 0 ? (
                <VacancyList
                  vacancies={view.vacancies}
                  hrefOf={(vacancy) => vacancyHref(vacancy.slug)}
                  facts={wording.vacancy.facts}
                />
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
            {searchHere ? (
              <JobSearchResults
                wording={wording.search}
                empty={wording.empty}
                facts={wording.vacancy.facts}
                action={searchAction}
              />
            ) : null}
            <p className="jobs-results__feed">
              <a href={view.feedPath}>{wording.feed.label}</a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
