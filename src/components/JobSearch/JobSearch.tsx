// The job board's What and Where search (D33): hidden without JavaScript, with
// a <noscript> form to the host's search page in its place. It is a real GET
// form, so a submit that beats the script still lands on a URL it answers.
import type { JobsPageContent } from "../../content/schemas";
import { fillTemplate } from "../../content/templates";
import { payBandValue } from "../../jobs/pay-bands";
import { defaultRadius, radiusChoices } from "../../jobs/places";
import { htmlAttributes } from "../html-attributes";
import { VacancyCardTemplate } from "../VacancyCard/VacancyCard";
import { searchPagePath, type ListingFilters } from "../../jobs/board-paths";
import { sortChoices } from "../../jobs/search-address";

type SearchWording = JobsPageContent["search"];
type DistanceWording = JobsPageContent["distance"];

export interface JobSearchProps {
  wording: SearchWording;
  distance: DistanceWording;
  action: string;
  filters: ListingFilters;
  scriptHref: string;
  indexHref: string;
}

/** Ids are written out: React's useId makes ids html-validate refuses. */
export function SearchField({
  form = "job-search",
  name,
  label,
  hint,
  autocomplete,
  value,
}: {
  form?: "job-search" | "home-job-search";
  name: "what" | "where";
  label: string;
  hint?: string;
  autocomplete: string;
  value?: string | undefined;
}) {
  const id = `${form}-${name}`;
  return (
    <div className={`field ${form}__field ${form}__field--${name}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        className="field__input"
        id={id}
        name={name}
        type="search"
        defaultValue={value}
        {...htmlAttributes({ autocomplete, enterkeyhint: "search" })}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

const sortLabels = (
  wording: SearchWording,
  distance: DistanceWording,
): Record<(typeof sortChoices)[number], string> => ({
  newest: wording.sortNewest,
  closing: wording.sortClosing,
  nearest: distance.sortNearest,
});

export function radiusOptions(distance: DistanceWording): { value: string; label: string }[] {
  return radiusChoices.map((value) => ({
    value,
    label: value === "anywhere" ? distance.anywhere : fillTemplate(distance.within, { miles: value }),
  }));
}

/** The first option, value "", is the listing's own (newest first, any pay). */
function SelectField({
  name,
  label,
  options,
  value,
  hidden = false,
}: {
  name: "sort" | "pay" | "radius";
  label: string;
  options: { value: string; label: string }[];
  value?: string | undefined;
  hidden?: boolean;
}) {
  const id = `job-search-${name}`;
  return (
    <div className={`field job-search__field job-search__choice job-search__choice--${name}`} hidden={hidden}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select className="field__input" id={id} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form as the host's search page shows it, with and without JavaScript. */
export function JobSearchForm({
  wording,
  distance,
  action,
  query,
}: {
  wording: SearchWording;
  distance: DistanceWording;
  action: string;
  query?: SearchFormQuery;
}) {
  // After a search, the form folds behind Edit search on a phone so the first result is in the first screen; a native disclosure, as scripts are off.
  const searched = Boolean(query && (query.what || query.where || query.pay || query.sort));
  if (!searched) {
    return (
      <search className="job-search job-search--page" aria-label={wording.label}>
        <SearchFormFields wording={wording} distance={distance} action={action} query={query} radiusAlways />
      </search>
    );
  }
  return (
    <search className="job-search job-search--page" aria-label={wording.label}>
      <details className="job-search__details">
        <summary className="job-search__summary">
          <span className="button button--secondary job-search__edit">{wording.edit}</span>
        </summary>
        <SearchFormFields wording={wording} distance={distance} action={action} query={query} radiusAlways />
      </details>
    </search>
  );
}

export interface SearchFormQuery {
  what: string;
  where: string;
  sector?: string | undefined;
  engagement?: string | undefined;
  county?: string | undefined;
  radius?: string | undefined;
  sort: string;
  pay: string;
}

function SearchFormFields({
  wording,
  distance,
  action,
  query,
  radiusAlways = false,
}: {
  wording: SearchWording;
  distance: DistanceWording;
  action: string;
  query?: SearchFormQuery | undefined;
  /** The search page has no script to reveal the distance once Where has a place. */
  radiusAlways?: boolean;
}) {
  return (
    <form className="job-search__form" id="job-search-form" action={action} method="get">
      <SearchField name="what" label={wording.what} hint={wording.whatHint} autocomplete="off" value={query?.what} />
      <SearchField
        name="where"
        label={wording.where}
        hint={wording.whereHint}
        autocomplete="address-level2"
        value={query?.where}
      />
      {/* Hidden from the first paint until Where names a place, so showing the form moves nothing (D31). */}
      <SelectField
        name="radius"
        label={distance.radius}
        options={radiusOptions(distance)}
        value={query?.radius || defaultRadius}
        hidden={!radiusAlways && !query?.where}
      />
      <SelectField
        name="sort"
        label={wording.sort}
        value={query?.sort}
        options={[
          { value: "", label: wording.sortBest },
          ...sortChoices.map((value) => ({ value, label: sortLabels(wording, distance)[value] })),
        ]}
      />
      <SelectField
        name="pay"
        label={wording.pay}
        value={query?.pay}
        options={[
          { value: "", label: wording.payAny },
          ...wording.payBands.map((band) => ({ value: payBandValue(band), label: band.label })),
        ]}
      />
      {(["sector", "engagement", "county"] as const).map((name) =>
        query?.[name] ? <input key={name} type="hidden" name={name} value={query[name]} /> : null,
      )}
      <button className="button button--primary job-search__submit" type="submit">
        {wording.submit}
      </button>
    </form>
  );
}

export function JobSearch({ wording, distance, action, filters, scriptHref, indexHref }: JobSearchProps) {
  return (
    <>
      <search
        className="job-search"
        aria-label={wording.label}
        data-module="job-search"
        data-script={scriptHref}
        data-index={indexHref}
        hidden
      >
        <div className="job-search__folded" data-job-search-folded hidden>
          <button
            className="button button--secondary job-search__edit"
            type="button"
            aria-expanded="false"
            aria-controls="job-search-form"
            data-job-search-edit
          >
            {wording.edit}
          </button>
        </div>
        <SearchFormFields wording={wording} distance={distance} action={action} />
        <p className="job-search__unavailable" data-job-search-unavailable hidden>
          {wording.unavailable}
        </p>
        {/* So screen readers announce the count (WCAG 4.1.3). */}
        <p className="visually-hidden" role="status" data-job-search-status></p>
      </search>
      {/* Where scripts are off, What and Where go to the host's search page, keeping a listing page's filters. */}
      <noscript>
        <form className="job-search home-job-search__form" action={searchPagePath} method="get">
          {/* Without hints: the page stays in its first round trip (budgets.test.ts). */}
          <SearchField form="home-job-search" name="what" label={wording.what} autocomplete="off" />
          <SearchField form="home-job-search" name="where" label={wording.where} autocomplete="address-level2" />
          {Object.entries(filters).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <button className="button button--primary home-job-search__submit" type="submit">
            {wording.submit}
          </button>
        </form>
      </noscript>
    </>
  );
}

export interface JobSearchResultsProps {
  wording: SearchWording;
  empty: JobsPageContent["empty"];
  facts: JobsPageContent["vacancy"]["facts"];
  action: string;
}

/** Results in the listing's own cards (a <template> filled as text); wording the script completes travels in data attributes. */
export function JobSearchResults({ wording, empty, facts, action }: JobSearchResultsProps) {
  return (
    <div
      className="job-search-results"
      data-job-search-results
      data-searching={wording.searching}
      data-show-more={wording.showMore}
      hidden
    >
      <p className="job-search-results__clear">
        <a href={action} data-job-search-clear>
          {wording.clear}
        </a>
      </p>
      <ul className="vacancy-list" data-job-search-list></ul>
      <p className="job-search-results__more">
        <button className="button button--secondary" type="button" data-job-search-more hidden>
          {wording.showMore}
        </button>
      </p>
      <div className="jobs-results__empty" data-job-search-none hidden>
        <h3>{wording.noResults.heading}</h3>
        <ul className="job-search-results__widen">
          {(
            [
              ["radius", wording.noResults.widerRadius],
              ["what", wording.noResults.removeWhat],
              ["where", wording.noResults.removeWhere],
              ["pay", wording.noResults.removePay],
              ["word", wording.noResults.oneWord],
            ] as const
          ).map(([kind, template]) => (
            <li key={kind}>
              <a href={action} data-widen={kind}>
                {template}
              </a>
            </li>
          ))}
        </ul>
        <p>{empty.text}</p>
        <p>
          <a className="button button--primary" href={empty.link.href}>
            {empty.link.label}
          </a>
        </p>
      </div>
      <VacancyCardTemplate id="job-search-card" facts={facts} listingPath={action} />
    </div>
  );
}

/**
 * The count's words are for screen readers only: read alone, when the results
 * take the focus, "2 jobs" would not say what it counts. The script fills the same markup.
 */
export function SearchCount({
  before,
  count,
  after,
  cut,
}: {
  before: string;
  count: string;
  after: string;
  cut: string;
}) {
  return (
    <h2 className="jobs-results__count" id="jobs-results-heading">
      {count ? (
        <>
          {before ? <span className="visually-hidden">{before}</span> : null}
          {count}
          {after ? <span className="visually-hidden">{after}</span> : null}
        </>
      ) : (
        after
      )}
      {cut}
    </h2>
  );
}
