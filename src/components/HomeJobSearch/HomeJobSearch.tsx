// What and Where on the home page (D38): a GET form to /jobs/search, answered
// by a host function with the results in the first paint, where the listing's
// own search would draw the listing and then move it aside.
import type { HomePageContent } from "../../content/schemas";
import { pluralTemplate } from "../../content/templates";
import { SearchField } from "../JobSearch/JobSearch";
import { searchPagePath } from "../../jobs/board-paths";

export interface HomeJobSearchProps {
  wording: HomePageContent["hero"]["jobSearch"];
  action: string;
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
          <SearchField
            form="home-job-search"
            name="what"
            label={wording.what}
            hint={wording.whatHint}
            autocomplete="off"
          />
          <SearchField
            form="home-job-search"
            name="where"
            label={wording.where}
            hint={wording.whereHint}
            autocomplete="address-level2"
          />
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
