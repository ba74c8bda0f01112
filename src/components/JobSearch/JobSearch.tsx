// The job board's What and Where search (D33). Without JavaScript the
// <search> landmark carries `hidden`, and main.ts reveals it; a <noscript>
// What and Where sent to the host's search page stands in for it. The
// search itself (job-search.client.ts) and its index (src/jobs/search-index.ts)
// load only when a candidate starts to search: first focus or input in the
// form, a submit, or a page opened with ?what= or ?where= in its address.
//
// The form is a real GET form to the listing page it sits on, so a submit
// that beats the script still lands on a URL the script then answers.
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
  /** How far from the place (D43): the radius choice and "Nearest first". */
  distance: DistanceWording;
  /** The listing page the search belongs to, page 1 of its filters: /jobs/ or /jobs/healthcare/in-suffolk/. */
  action: string;
  /** The listing page's own filters, which a search from it keeps. */
  filters: ListingFilters;
  /** The search module (assets.ts), imported when a candidate starts to search. */
  scriptHref: string;
  /** The index of open vacancies the search fetches (search-index.ts). */
  indexHref: string;
}

/** One box of the form, its label and hint above it. Ids are written out: React's useId makes ids html-validate refuses. */
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
  /** What was searched, on the host's search page (no JavaScript). */
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
      <input className="field__input" id={id} name={name} type="search" defaultValue={value} {...htmlAttributes({ autocomplete, enterkeyhint: "search" })} aria-describedby={hint ? `${id}-hint` : undefined} />
    </div>
  );
}

/** Each order's label (search-address.ts sortChoices holds the orders). */
const sortLabels = (wording: SearchWording, distance: DistanceWording): Record<(typeof sortChoices)[number], string> => ({ newest: wording.sortNewest, closing: wording.sortClosing, nearest: distance.sortNearest });

/** The radius choices (D43) as the form offers them, 10 miles chosen unless another is. */
export function radiusOptions(distance: DistanceWording): { value: string; label: string }[] {
  return radiusChoices.map((value) => ({ value, label: value === "anywhere" ? distance.anywhere : fillTemplate(distance.within, { miles: value }) }));
}

/** A choice of the form, its label above it; the first option, value "", is the listing's own (newest first, any pay), unless another is chosen. */
function SelectField({ name, label, options, value, hidden = false }: { name: "sort" | "pay" | "radius"; label: string; options: { value: string; label: string }[]; value?: string | undefined; hidden?: boolean }) {
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

/** The form: What and Where, the order and a minimum pay (issue 30), and a button. */
/**
 * The form as the host's search page shows it (src/screens/JobSearchResultsScreen.tsx): shown
 * whether or not scripts run, filled with the search, and sent to that page
 * again, which answers with and without JavaScript alike.
 */
export function JobSearchForm({ wording, distance, action, query }: { wording: SearchWording; distance: DistanceWording; action: string; query?: SearchFormQuery }) {
  // After a search the form folds behind Edit search on a phone, as the browser's search folds it, so the first result is in the first screen; a native disclosure, as scripts are off. Open when nothing was searched.
  const searched = Boolean(query && (query.what || query.where || query.pay || query.sort));
  // Nothing searched yet: the form alone, with no line naming a search and no Edit to open what is open.
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
        {/* The page's heading names the search just above, so the fold says only how to change it; from 48rem the form is open (JobSearch.css). */}
        <summary className="job-search__summary">
          <span className="button button--secondary job-search__edit">{wording.edit}</span>
        </summary>
        <SearchFormFields wording={wording} distance={distance} action={action} query={query} radiusAlways />
      </details>
    </search>
  );
}

/** What, Where, distance, sort and pay as the form shows them after a search (the host's search page). */
export interface SearchFormQuery {
  what: string;
  where: string;
  /** The search page's filters in force, kept by a new search from its form; "" or absent for none. */
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
  /** The search page shows the distance whether or not Where has a place yet: nothing there reveals it as the listing's script does. */
  radiusAlways?: boolean;
}) {
  return (
    <form className="job-search__form" id="job-search-form" action={action} method="get">
      <SearchField name="what" label={wording.what} hint={wording.whatHint} autocomplete="off" value={query?.what} />
      <SearchField name="where" label={wording.where} hint={wording.whereHint} autocomplete="address-level2" value={query?.where} />
      {/* On the listing, hidden from the first paint until Where names a place (start-job-search.client.ts), so showing the form moves nothing (D31). */}
      <SelectField name="radius" label={distance.radius} options={radiusOptions(distance)} value={query?.radius || defaultRadius} hidden={!radiusAlways && !query?.where} />
      <SelectField
        name="sort"
        label={wording.sort}
        value={query?.sort}
        options={[{ value: "", label: wording.sortBest }, ...sortChoices.map((value) => ({ value, label: sortLabels(wording, distance)[value] }))]}
      />
      <SelectField name="pay" label={wording.pay} value={query?.pay} options={[{ value: "", label: wording.payAny }, ...wording.payBands.map((band) => ({ value: payBandValue(band), label: band.label }))]} />
      {/* The search page's filters in force (issue 38): a new search from it keeps them, as a search on a listing page keeps the page's. */}
      {(["sector", "engagement", "county"] as const).map((name) => (query?.[name] ? <input key={name} type="hidden" name={name} value={query[name]} /> : null))}
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
        {/* Issue 38: on a phone, after a search, the form folds to this line, so the results start in the first screen. */}
        <div className="job-search__folded" data-job-search-folded hidden>
          <button className="button button--secondary job-search__edit" type="button" aria-expanded="false" aria-controls="job-search-form" data-job-search-edit>
            {wording.edit}
          </button>
        </div>
        <SearchFormFields wording={wording} distance={distance} action={action} />
        <p className="job-search__unavailable" data-job-search-unavailable hidden>
          {wording.unavailable}
        </p>
        {/* Filled with the result count after each search, so screen readers announce it (WCAG 4.1.3). */}
        <p className="visually-hidden" role="status" data-job-search-status></p>
      </search>
      {/*
        Where scripts are off, the form above stays hidden: in its place What
        and Where, sent to the search page, which the host answers without them.
        A listing page's filters go with the search, as the script's search keeps them.
        It is the home page's form (HomeJobSearch.css) in the search's panel.
      */}
      <noscript>
        <form className="job-search home-job-search__form" action={searchPagePath} method="get">
          {/* Without hints: the page stays in its first round trip (budgets.test.ts), and the search page it leads to has them. */}
          <SearchField form="home-job-search" name="what" label={wording.what} autocomplete="off" />
          <SearchField form="home-job-search" name="where" label={wording.where} autocomplete="address-level2" />
          {Object.entries(filters).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
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
  /** The listing's own empty message and its link to the candidates form. */
  empty: JobsPageContent["empty"];
  facts: JobsPageContent["vacancy"]["facts"];
  action: string;
}

/**
 * Where results go, in the listing's results section, hidden until a search
 * runs: the same list and cards as the listing (a <template> of the card,
 * filled as text), a button for more, and what to do when nothing matches.
 * Wording the script completes travels in data attributes, its {{slots}}
 * filled with textContent.
 */
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
        {/* Each link's address and words are set by the script, from the words here as a template, when the wider search is offered (search-wider.ts); the word's is copied for each word of a search of several. */}
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
              {/* Its words are the template the script fills (the listing page's bytes: each said once). */}
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
 * The results' heading after a search: the number of jobs, and a note when
 * What or Where was cut. The page's heading above names the search, so its
 * words here are for screen readers only: read alone, as when the results
 * take the focus, "2 jobs" would not say what it counts. Parts as
 * searchCountParts gives them; with no number (a place not found) the
 * words are the heading. The browser's search fills the same markup
 * (job-search.client.ts showCount).
 */
export function SearchCount({ before, count, after, cut }: { before: string; count: string; after: string; cut: string }) {
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
