// One vacancy in a list (D25): its title as the link, then what a candidate
// scans for first: pay, place, type of work and closing date, and the day it
// was posted (issue 30). The job
// search (D33) shows the same card: its index carries the card's words
// (src/jobs/vacancy-card-text.ts), and its results are filled into
// VacancyCardTemplate, the same markup.
import type { JobsPageContent } from "../../content/schemas";
import type { Vacancy } from "../../jobs/vacancy-schema";
import { vacancyCardText, type VacancyCardText, type vacancyCardSlots } from "../../jobs/vacancy-card-text";

type Facts = JobsPageContent["vacancy"]["facts"];

export interface VacancyCardProps {
  vacancy: Vacancy;
  href: string;
  facts: Facts;
  /** The heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
  /** How far the job is from the place searched, such as 8 miles away (places.ts, distanceText): shown under its place (D43). */
  distance?: string | undefined;
}

interface CardMarkupProps {
  text: VacancyCardText;
  href: string;
  facts: Facts;
  headingLevel: 2 | 3;
  /** Marks each slot with data-slot, for the template the search fills. */
  slots?: boolean;
  distance?: string | undefined;
  /** Keeps the distance's line, hidden, when there is no distance: the markup the search's filled template leaves. */
  keepDistance?: boolean;
}

function CardMarkup({ text, href, facts, headingLevel, slots = false, distance, keepDistance = false }: CardMarkupProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const slot = (name: (typeof vacancyCardSlots)[number]) => (slots ? { "data-slot": name } : {});
  return (
    <article className="vacancy-card">
      <Heading className="vacancy-card__title">
        <a href={href} {...slot("title")}>
          {text.title}
        </a>
      </Heading>
      <p className="vacancy-card__summary" {...slot("summary")}>
        {text.summary}
      </p>
      <dl className="vacancy-card__facts">
        <div>
          <dt>{facts.pay}</dt>
          <dd {...slot("pay")}>{text.pay}</dd>
        </div>
        <div>
          <dt>{facts.location}</dt>
          <dd>
            <span {...slot("location")}>{text.location}</span>
            {/* The search's template keeps one, hidden, for the distance after a search by place. */}
            {distance !== undefined || slots || keepDistance ? (
              <span className="vacancy-card__distance" {...(slots ? { "data-distance": "", hidden: true } : distance === undefined ? { hidden: true } : {})}>
                {distance ?? ""}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{facts.engagement}</dt>
          <dd {...slot("work")}>{text.work}</dd>
        </div>
        <div>
          <dt>{facts.closes}</dt>
          <dd {...slot("closes")}>{text.closes}</dd>
        </div>
      </dl>
      <p className="vacancy-card__posted" {...slot("posted")}>
        {text.posted}
      </p>
    </article>
  );
}

/**
 * A card from the words the search index keeps: the host's search page
 * (no JavaScript) shows its results with this, the very markup the
 * browser's search fills its template's slots into.
 */
export function VacancyCardFromText({ text, href, facts, distance }: { text: VacancyCardText; href: string; facts: Facts; distance?: string | undefined }) {
  // As the browser leaves a filled template: the distance's line kept, hidden when the search named no place.
  return <CardMarkup text={text} href={href} facts={facts} headingLevel={3} distance={distance} keepDistance />;
}

export function VacancyCard({ vacancy, href, facts, headingLevel = 3, distance }: VacancyCardProps) {
  return <CardMarkup text={vacancyCardText(vacancy, facts)} href={href} facts={facts} headingLevel={headingLevel} distance={distance} />;
}

/**
 * A card with its words left for a script to fill (D33), inside a
 * <template>: the search builds each result by cloning it and setting the
 * text of its slots, never by writing HTML, so a query is never markup.
 */
export function VacancyCardTemplate({ id, facts, listingPath }: { id: string; facts: Facts; listingPath: string }) {
  // Placeholder words, never shown: a template's content must still be valid HTML (no empty heading or link).
  const text = { title: "-", summary: "-", pay: "-", location: "-", work: "-", closes: "-", posted: "-" };
  return (
    <template id={id}>
      <li>
        <CardMarkup text={text} href={listingPath} facts={facts} headingLevel={3} slots />
      </li>
    </template>
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
