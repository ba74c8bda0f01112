// What and Where on the home page (D38, issue 30): a candidate searches from
// the hero's first screen on a phone. The form is a plain GET form to the
// job board, /jobs/?what=…&where=…, where the board's own search answers it;
// that search needs JavaScript, so without it the form stays hidden (its
// `hidden` attribute) and the box holds only a link to the board with the
// number of open jobs. With scripting on, HomeJobSearch.css draws the form
// from the first paint and main.ts removes `hidden`, so nothing moves when
// it appears, as the job board's own search form does.
import type { HomePageContent } from "../../content/schemas";
import { pluralTemplate } from "../../content/templates";
import { SearchField } from "../JobSearch/JobSearch";

export interface HomeJobSearchProps {
  wording: HomePageContent["hero"]["jobSearch"];
  /** The job board's listing, where the form goes. */
  action: string;
  /** How many vacancies are open today. */
  openCount: number;
}

export function HomeJobSearch({ wording, action, openCount }: HomeJobSearchProps) {
  return (
    <div className="home-job-search">
      <search className="home-job-search__search" aria-labelledby="home-job-search-heading" data-module="reveal" hidden>
        <h2 className="home-job-search__heading" id="home-job-search-heading">
          {wording.heading}
        </h2>
        <form className="home-job-search__form" action={action} method="get">
          <SearchField form="home-job-search" name="what" label={wording.what} hint={wording.whatHint} autocomplete="off" />
          <SearchField form="home-job-search" name="where" label={wording.where} hint={wording.whereHint} autocomplete="address-level2" />
          <button className="button button--primary home-job-search__submit" type="submit">
            {wording.submit}
          </button>
        </form>
      </search>
      <p className="home-job-search__all">
        <a href={action}>{openCount > 0 ? pluralTemplate(wording.allJobs, openCount) : wording.noJobs}</a>
      </p>
    </div>
  );
}
