// One vacancy in a list (D25); the job search (D33) fills the same markup from its index.
import type { JobsPageContent } from "../../content/schemas";
import type { Vacancy } from "../../jobs/vacancy-schema";
import { vacancyCardSlots, vacancyCardText, type VacancyCardText } from "../../jobs/vacancy-card-text";
import { cardFactKeys, type VacancyFactKey } from "../../jobs/vacancy-facts";

type Facts = JobsPageContent["vacancy"]["facts"];

export interface VacancyCardProps {
  vacancy: Vacancy;
  href: string;
  facts: Facts;
  headingLevel?: 2 | 3;
  /** Shown under its place (D43). */
  distance?: string | undefined;
}

interface CardMarkupProps {
  text: VacancyCardText;
  href: string;
  facts: Facts;
  headingLevel: 2 | 3;
  slots?: boolean;
  distance?: string | undefined;
  /** Markup as the browser's filled template has it (the search page without JavaScript): the distance's span is written even when empty. */
  asFilledTemplate?: boolean;
}

/** The facts declared for the card that its text carries, in their declared order. */
const cardFactsOf = (text: VacancyCardText) =>
  Object.keys(text).filter((key) => !(vacancyCardSlots as readonly string[]).includes(key)) as VacancyFactKey[];

function CardMarkup({
  text,
  href,
  facts,
  headingLevel,
  slots = false,
  distance,
  asFilledTemplate = false,
}: CardMarkupProps) {
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
            {distance !== undefined || slots || asFilledTemplate ? (
              <span
                className="vacancy-card__distance"
                {...(slots ? { "data-distance": "", hidden: true } : distance === undefined ? { hidden: true } : {})}
              >
                {distance ?? ""}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{facts.engagement}</dt>
          <dd {...slot("work")}>{text.work}</dd>
        </div>
        {/* The template has every card fact's row, hidden until the search fills it with a value. */}
        {cardFactsOf(text).map((key) =>
          slots || text[key] ? (
            <div key={key} hidden={slots}>
              <dt>{facts[key]}</dt>
              <dd {...(slots ? { "data-slot": key } : {})}>{text[key]}</dd>
            </div>
          ) : null,
        )}
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

/** The host's search page renders its results with this: the very markup the browser's search fills. */
export function VacancyCardFromText({
  text,
  href,
  facts,
  distance,
}: {
  text: VacancyCardText;
  href: string;
  facts: Facts;
  distance?: string | undefined;
}) {
  return <CardMarkup text={text} href={href} facts={facts} headingLevel={3} distance={distance} asFilledTemplate />;
}

export function VacancyCard({ vacancy, href, facts, headingLevel = 3, distance }: VacancyCardProps) {
  return (
    <CardMarkup
      text={vacancyCardText(vacancy, facts)}
      href={href}
      facts={facts}
      headingLevel={headingLevel}
      distance={distance}
    />
  );
}

/** The search clones it and sets its slots' text, never writing HTML, so a query is never markup (D33). */
export function VacancyCardTemplate({
  id,
  facts,
  listingPath,
  cardFacts = cardFactKeys,
}: {
  id: string;
  facts: Facts;
  listingPath: string;
  cardFacts?: readonly VacancyFactKey[];
}) {
  // Never shown: a template's content must still be valid HTML (no empty heading or link).
  const text: VacancyCardText = {
    title: "-",
    summary: "-",
    pay: "-",
    location: "-",
    work: "-",
    closes: "-",
    posted: "-",
    ...Object.fromEntries(cardFacts.map((key) => [key, "-"])),
  };
  return (
    <template id={id}>
      <li>
        <CardMarkup text={text} href={listingPath} facts={facts} headingLevel={3} slots />
      </li>
    </template>
  );
}

export function VacancyList({
  vacancies,
  hrefOf,
  facts,
  headingLevel,
}: {
  vacancies: Vacancy[];
  hrefOf: (vacancy: Vacancy) => string;
  facts: VacancyCardProps["facts"];
  headingLevel?: 2 | 3;
}) {
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
