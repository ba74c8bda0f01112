// What and Where on the home page (D38, issue 30): a candidate searches from
// the hero's first screen on a phone. The form is a plain GET form to the job
// search's page, /jobs/search?what=…&where=…, which a host function answers
// with results (issue 38, src/screens/JobSearchResultsScreen.tsx), with or
// without JavaScript: the results arrive in the page's first paint, where the
// listing's own search (/jobs/?what=…) would draw the listing and then move
// it aside for them. Under the form, a link to the board with the number of
// open jobs.
import type { HomePageContent } from "../../content/schemas";
import { pluralTemplate } from "../../content/templates";
import { SearchField } from "../JobSearch/JobSearch";
import { searchPagePath } from "../../jobs/board-paths";

export interface HomeJobSearchProps {
  wording: HomePageContent["hero"]["jobSearch"];
  /** The job board's listing, which the link under the form leads to. */
  action: string;
  /** How many vacancies are open today. */
  openCount: number;
}

export function HomeJobSearch({ wording, action, openCount }: HomeJobSearchProps) {
  return (
    <div className="home-job-search">
      <search className="home-job-search__search" aria-labelledby="home-job-search-heading">
        <h2 className="home-job-search__heading" id="home-job-search-heading">
          {wording.heading}
        </h2>
        <form className="home-job-search__form" action={searchPagePath} method="get">
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
