// The words of a vacancy's card (D25) as data, apart from its markup so the job board's modules need no component.
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import type { Vacancy } from "./vacancy-schema";
import { cardFactKeys, cardFactValues, type VacancyFactKey } from "./vacancy-facts";
import { dateText, locationText, payText, workText } from "./vacancy-text";

/** The facts declared for the card (vacancy-facts.ts) come after these, by key; "" where the vacancy has none. */
export type VacancyCardText = CardBasics & Partial<Record<VacancyFactKey, string>>;

interface CardBasics {
  title: string;
  summary: string;
  pay: string;
  location: string;
  work: string;
  closes: string;
  /** With the year: a card is read in feeds and searches long after the build. */
  posted: string;
}

/** The search fills a template's slots by these names. */
export const vacancyCardSlots = [
  "title",
  "summary",
  "pay",
  "location",
  "work",
  "closes",
  "posted",
] as const satisfies readonly (keyof CardBasics)[];

export function vacancyCardText(
  vacancy: Vacancy,
  facts: Pick<JobsPageContent["vacancy"]["facts"], "noClosingDate" | "postedOn">,
  cardFacts: readonly VacancyFactKey[] = cardFactKeys,
): VacancyCardText {
  const { data } = vacancy;
  return {
    title: data.title,
    summary: data.summary,
    pay: payText(data.pay),
    location: locationText(data.location),
    work: workText(data),
    closes: data.closes ? dateText(data.closes) : facts.noClosingDate,
    posted: fillTemplate(facts.postedOn, { date: dateText(data.posted) }),
    ...cardFactValues(data, cardFacts),
  };
}
