// The job search's page without JavaScript, served by the host function and
// made of the browser's search parts, so the two show the same jobs in the same markup.
import { JobAlertForm } from "../components/JobAlertForm/JobAlertForm";
import { JobFilters } from "../components/JobFilters/JobFilters";
import { JobSearchForm, SearchCount } from "../components/JobSearch/JobSearch";
import { Pagination } from "../components/Pagination/Pagination";
import { PageHeader } from "../components/Section/Section";
import { VacancyCardFromText } from "../components/VacancyCard/VacancyCard";
import { vacancyHrefWithDistance } from "../components/VacancyDistance/vacancy-distance";
import { jobsPerPage } from "../jobs/listing";
import { listingRoot, searchPagePath } from "../jobs/board-paths";
import { payBandValue } from "../jobs/pay-bands";
import { searchHeading, searchName } from "../jobs/search-name";
import { listingFilterNames, type FoundJob } from "../jobs/search-match";
import { distanceText, placeUsedText } from "../jobs/places";
import { searchPageAddress } from "../jobs/search-address";
import { searchCount, searchFilters, widerSearchLinks, type SearchPageData } from "../jobs/search-page";

export function SearchPageBody({ query, result, wording, index }: SearchPageData) {
  const { jobs, names } = wording;
  const found: FoundJob[] = result.jobs;
  // As the browser's search names it (D43); a place the data cannot place is not named as if searched.
  const named = {
    ...query,
    where: result.place.kind === "unknown" ? "" : placeUsedText(result.place, query.where, jobs.distance),
    radius: result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined,
  };
  const payLabels = Object.fromEntries(jobs.search.payBands.map((band) => [payBandValue(band), band.label]));
  const labels = { ...names, pay: payLabels };
  const pageCount = Math.max(1, Math.ceil(found.length / jobsPerPage));
  const page = Math.min(query.page, pageCount);
  const shown = found.slice((page - 1) * jobsPerPage, page * jobsPerPage);
  const searched = Boolean(
    query.what || query.where || query.pay || query.sort || query.sector || query.engagement || query.county,
  );
  const hrefOf = (number: number) => searchPageAddress({ ...query, page: number });
  const pages =
    pageCount > 1
      ? Array.from({ length: pageCount }, (_, index) => ({
          number: index + 1,
          path: hrefOf(index + 1),
          current: index + 1 === page,
        }))
      : [];
  const wider = found.length === 0 ? widerSearchLinks(index, query, jobs.search.noResults) : [];
  const filters = searchFilters(index, query, found.length, wording.options);
  const chosenFilters = Object.fromEntries(
    listingFilterNames.filter((name) => query[name]).map((name) => [name, query[name]]),
  );
  return (
    <>
      <PageHeader heading={searchHeading(named, jobs.search.name, labels)} compact />
      <div className="section jobs-section">
        <div className="container">
          <JobSearchForm wording={jobs.search} distance={jobs.distance} action={searchPagePath} query={query} />
        </div>
        <div className="container jobs-layout">
          <JobFilters
            groups={filters.groups}
            selected={filters.selected}
            clearPath={filters.clearPath}
            wording={jobs.filters}
          />
          <section className="jobs-results" aria-labelledby="jobs-results-heading" data-module="job-results">
            <div className="jobs-results__head">
              <SearchCount {...searchCount(result, query, wording)} />
              {/* A place the data cannot place is no search to be alerted of (D43). */}
              {result.place.kind === "unknown" ? null : (
                <JobAlertForm
                  wording={jobs.alerts}
                  filters={chosenFilters}
                  searchName={searchName(named, jobs.search.name, labels)}
                  query={query}
                  honeypotLabel={jobs.apply.honeypot}
                  errors={{ prefix: jobs.apply.errorPrefix }}
                />
              )}
            </div>
            {searched ? (
              <p className="job-search-results__clear">
                <a href={listingRoot}>{jobs.search.clear}</a>
              </p>
            ) : null}
            {shown.length > 0 ? (
              <ul className="vacancy-list">
                {shown.map((entry) => (
                  <li key={entry.url}>
                    <VacancyCardFromText
                      text={entry.card}
                      href={vacancyHrefWithDistance(entry.url, entry.miles)}
                      facts={jobs.vacancy.facts}
                      distance={entry.miles === undefined ? undefined : distanceText(entry.miles, jobs.distance)}
                    />
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
