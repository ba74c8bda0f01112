// Where a sent application lands (/jobs/<slug>/applied/, D27), naming the job
// and its reference; not indexed and in no sitemap, like /thank-you/ (D10).
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import type { Vacancy } from "../jobs/vacancy-schema";
import { PageHeader } from "../components/Section/Section";

export function ApplicationSentScreen({
  vacancy,
  wording,
  vacancyHref,
  jobsHref,
  resultsLabel,
}: {
  vacancy: Vacancy;
  wording: JobsPageContent["applied"];
  vacancyHref: string;
  jobsHref: string;
  /** "Back to results": what the link to the board says when it leads back to the search the vacancy was found by. */
  resultsLabel: string;
}) {
  return (
    <>
      <PageHeader heading={wording.heading} />
      <div className="section">
        <div className="container prose">
          <p>{fillTemplate(wording.text, { title: vacancy.data.title, reference: vacancy.data.reference })}</p>
          <p>{wording.next}</p>
          <ul className="link-list">
            <li>
              <a href={vacancyHref}>{wording.vacancyLink}</a>
            </li>
            <li>
              {/* With JavaScript, back to the search the vacancy was opened from, as the vacancy's own link does. */}
              <a href={jobsHref} data-module="back-to-results" data-results-label={resultsLabel} data-via={vacancyHref}>
                {wording.jobsLink}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
