// One vacancy in a list (D25): its title as the link, then what a candidate
// scans for first: pay, place, type of work and closing date.
import type { JobsPageContent } from "../../content/schemas";
import type { Vacancy } from "../../jobs/vacancy-schema";
import { dateText, engagementText, hoursText, locationText, payText } from "../../jobs/vacancy-text";

export interface VacancyCardProps {
  vacancy: Vacancy;
  href: string;
  facts: JobsPageContent["vacancy"]["facts"];
  /** The heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
}

export function VacancyCard({ vacancy, href, facts, headingLevel = 3 }: VacancyCardProps) {
  const { data } = vacancy;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="vacancy-card">
      <Heading className="vacancy-card__title">
        <a href={href}>{data.title}</a>
      </Heading>
      <p className="vacancy-card__summary">{data.summary}</p>
      <dl className="vacancy-card__facts">
        <div>
          <dt>{facts.pay}</dt>
          <dd>{payText(data.pay)}</dd>
        </div>
        <div>
          <dt>{facts.location}</dt>
          <dd>{locationText(data.location)}</dd>
        </div>
        <div>
          <dt>{facts.engagement}</dt>
          <dd>
            {engagementText(data.engagement)}, {hoursText(data.hours).toLowerCase()}
          </dd>
        </div>
        <div>
          <dt>{facts.closes}</dt>
          <dd>{data.closes ? dateText(data.closes) : facts.noClosingDate}</dd>
        </div>
      </dl>
    </article>
  );
}

/** A list of vacancy cards, under a heading that says what they are. */
export function VacancyList({ vacancies, hrefOf, facts, headingLevel }: { vacancies: Vacancy[]; hrefOf: (vacancy: Vacancy) => string; facts: VacancyCardProps["facts"]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="vacancy-list">
      {vacancies.map((vacancy) => (
        <li key={vacancy.slug}>
          <VacancyCard vacancy={vacancy} href={hrefOf(vacancy)} facts={facts} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
