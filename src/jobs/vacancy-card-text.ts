// The words of a vacancy's card (D25), as data: what the listing's card
// (src/components/VacancyCard/VacancyCard.tsx) shows, what the job search's
// index keeps for each open vacancy (search-index.ts, D33), and what its
// results are filled from, in the browser and on the search page without
// JavaScript. Kept apart from the card's markup so the job board's modules
// need no component.
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import type { Vacancy } from "./vacancy-schema";
import { dateText, locationText, payText, workText } from "./vacancy-text";

/** The words of a card, as the listing shows them and the search index keeps them. */
export interface VacancyCardText {
  title: string;
  summary: string;
  pay: string;
  location: string;
  work: string;
  closes: string;
  /** "Posted 18 November 2026": with the year, as a card is read in feeds and searches long after the build. */
  posted: string;
}

/** The card's slots, in the order the card shows them; the search fills a template's by these names. */
export const vacancyCardSlots = ["title", "summary", "pay", "location", "work", "closes", "posted"] as const satisfies readonly (keyof VacancyCardText)[];

export function vacancyCardText(vacancy: Vacancy, facts: Pick<JobsPageContent["vacancy"]["facts"], "noClosingDate" | "postedOn">): VacancyCardText {
  const { data } = vacancy;
  return {
    title: data.title,
    summary: data.summary,
    pay: payText(data.pay),
    location: locationText(data.location),
    work: workText(data),
    closes: data.closes ? dateText(data.closes) : facts.noClosingDate,
    posted: fillTemplate(facts.postedOn, { date: dateText(data.posted) }),
  };
}
