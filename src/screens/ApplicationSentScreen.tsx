// Issue 38: the page a sent application lands on, one for each vacancy
// (/jobs/<slug>/applied/, the application form's action, D27), so the
// candidate reads which job they applied for and its reference, with or
// without JavaScript. Not indexed and in no sitemap, like /thank-you/ (D10).
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
              {/* To the board without JavaScript; with it, back to the search the vacancy was opened from (back-to-results.client.ts), as the vacancy's own link does. */}
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
