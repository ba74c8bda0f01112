// D26: one vacancy, laid out for a candidate scanning on a phone; a closed one keeps its page and says so (D24).
import type { ReactNode } from "react";
import type { JobsPageContent } from "../content/schemas";
import type { Vacancy } from "../jobs/vacancy-schema";
import { ApplicationForm } from "../components/Forms/ApplicationForm";
import { ButtonLink } from "../components/ButtonLink/ButtonLink";
import { Prose } from "../components/Prose/Prose";
import { PageHeader } from "../components/Section/Section";
import { VacancyList } from "../components/VacancyCard/VacancyCard";
import { VacancyShare } from "../components/VacancyShare/VacancyShare";
import { VacancyDistance } from "../components/VacancyDistance/VacancyDistance";
import { BackToResults } from "../components/BackToResults/BackToResults";
import { fillTemplate } from "../content/templates";
import { listingRoot } from "../jobs/board-paths";
import { dateText } from "../jobs/vacancy-text";
import { vacancyFacts } from "../jobs/vacancy-facts";

export interface VacancyScreenProps {
  vacancy: Vacancy;
  /** False for a closed or filled vacancy (D24). */
  open: boolean;
  sector: { slug: string; title: string };
  similar: Vacancy[];
  openInSector: Vacancy[];
  wording: JobsPageContent;
  legalName: string;
  formAction: string;
  vacancyHref: (slug: string) => string;
  shareUrl: string;
}

/** A closed vacancy offers at most this many open ones, so the notice stays short. */
const openInSectorShown = 5;

export const applyFormId = "apply";
const openInSectorId = "open-in-sector";

export function VacancyScreen({
  vacancy,
  open,
  similar,
  openInSector,
  wording,
  formAction,
  vacancyHref,
  shareUrl,
}: VacancyScreenProps) {
  const { vacancy: words } = wording;
  const hrefOf = (other: Vacancy) => vacancyHref(other.slug);
  return (
    <>
      <BackToResults href={listingRoot} label={words.backToJobs} resultsLabel={words.backToResults} />
      <PageHeader heading={vacancy.data.title}>
        {open ? (
          <p className="vacancy-page__apply-link">
            <ButtonLink href={`#${applyFormId}`} variant="inverse">
              {words.applyLink}
            </ButtonLink>
          </p>
        ) : (
          <div className="vacancy-closed">
            <h2 className="vacancy-closed__heading">{words.closed.heading}</h2>
            <p className="vacancy-closed__text">{words.closed.text}</p>
            {/* On a phone the open jobs are far below the description: a way straight to them. */}
            <p className="vacancy-closed__link">
              <a href={`#${openInSectorId}`}>{words.closed.sameSectorHeading}</a>
            </p>
          </div>
        )}
      </PageHeader>
      <div className="section">
        <div className="container vacancy-layout">
          <div className="vacancy-layout__aside">
            <VacancyFacts vacancy={vacancy} open={open} facts={words.facts} distance={wording.distance} />
            {open ? <VacancyShare wording={words.share} title={vacancy.data.title} url={shareUrl} /> : null}
          </div>
          <div className="vacancy-layout__main">
            <h2 className="section__heading">{words.descriptionHeading}</h2>
            <Prose html={vacancy.html} />
            {/* In the description's own type, so it reads as one more part of it, like "What is on offer". */}
            <div className="prose">
              <h2>{words.requirementsHeading}</h2>
              <ul className="vacancy-requirements">
                {vacancy.data.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </div>
            <p className="vacancy-advertiser">{words.advertiser[vacancy.data.engagement]}</p>
          </div>
        </div>
        {/* On a phone the Apply bar sticks at the screen's foot and stops at the advert's end, so it never covers the form. */}
        {open ? (
          <p className="container vacancy-apply-bar">
            <ButtonLink href={`#${applyFormId}`}>{words.applyLink}</ButtonLink>
          </p>
        ) : null}
      </div>
      {open ? (
        <>
          <section className="section section--tinted" id={applyFormId} aria-labelledby="apply-heading">
            <div className="container">
              <h2 className="section__heading" id="apply-heading">
                {wording.apply.heading}
              </h2>
              <p className="section__intro">{wording.apply.intro}</p>
              <ApplicationForm form={wording.apply} vacancy={vacancy} action={formAction} headingId="apply-heading" />
            </div>
          </section>
          {similar.length > 0 ? (
            <OtherVacancies
              id="similar"
              heading={words.similarHeading}
              vacancies={similar}
              hrefOf={hrefOf}
              wording={wording}
            />
          ) : null}
        </>
      ) : (
        <OtherVacancies
          id={openInSectorId}
          heading={words.closed.sameSectorHeading}
          vacancies={openInSector.slice(0, openInSectorShown)}
          hrefOf={hrefOf}
          wording={wording}
        />
      )}
    </>
  );
}

/** A closed page never says "Open until filled", and a filled vacancy never shows a closing day still to come (D24). */
function closingFact(
  data: Vacancy["data"],
  open: boolean,
  facts: JobsPageContent["vacancy"]["facts"],
): [string, string] {
  if (open) return [facts.closes, data.closes ? dateText(data.closes) : facts.noClosingDate];
  if (data.filled || !data.closes) return [facts.status, facts.filled];
  return [facts.status, fillTemplate(facts.closedOn, { date: dateText(data.closes) })];
}

function VacancyFacts({
  vacancy,
  open,
  facts,
  distance,
}: {
  vacancy: Vacancy;
  open: boolean;
  facts: JobsPageContent["vacancy"]["facts"];
  distance: JobsPageContent["distance"];
}) {
  const { data } = vacancy;
  const rows: [string, ReactNode][] = [
    // A postcode is one unit: never "PE29" at the end of one line and "3TL" on the next.
    ...vacancyFacts(data, facts).map(({ key, term, value, postcode }): [string, ReactNode] => [
      term,
      <>
        {postcode ? (
          <>
            {value} <span className="nowrap">{postcode}</span>
          </>
        ) : (
          value
        )}
        {/* Beside the place, as on the card the vacancy was opened from. */}
        {open && key === "location" ? <VacancyDistance wording={distance} /> : null}
      </>,
    ]),
    closingFact(data, open, facts),
  ];
  return (
    <section className="vacancy-facts" aria-labelledby="vacancy-facts-heading">
      <h2 className="vacancy-facts__heading" id="vacancy-facts-heading">
        {facts.heading}
      </h2>
      <dl className="vacancy-facts__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OtherVacancies({
  id,
  heading,
  vacancies,
  hrefOf,
  wording,
}: {
  id: string;
  heading: string;
  vacancies: Vacancy[];
  hrefOf: (vacancy: Vacancy) => string;
  wording: JobsPageContent;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="section" id={id} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="section__heading" id={headingId}>
          {heading}
        </h2>
        {vacancies.length > 0 ? (
          <VacancyList vacancies={vacancies} hrefOf={hrefOf} facts={wording.vacancy.facts} />
        ) : (
          <p>{wording.vacancy.closed.noneOpen}</p>
        )}
        <p className="vacancy-page__all-jobs">
          <a href={listingRoot}>{wording.vacancy.allJobsLink}</a>
        </p>
      </div>
    </section>
  );
}
