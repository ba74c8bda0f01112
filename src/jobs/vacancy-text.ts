// The words visitors read about a vacancy (D26), in UK English. The listing,
// the vacancy page and the feeds all say it the same way because they all
// call these functions.
import type { JobsPageContent } from "../content/schemas";
import type { CalendarDate, Engagement, VacancyData } from "./vacancy-schema";
import { payPeriodWords } from "./vacancy-choices";

/** Whether an amount has pence, which every writer of it then shows. */
export function hasPence(value: number): boolean {
  return Math.round(value * 100) % 100 !== 0;
}

/** "32,000" or "24.50": pounds grouped in thousands with commas, as en-GB writes them; amounts are whole pence (the schema). */
const pounds = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountText = (value: number, withPence: boolean) => (withPence ? poundsAndPence : pounds).format(value);

/**
 * "£24.50 to £27.00 an hour", "£32,000 a year", "£120 a day". Pence are shown
 * when either end of the range has them, so both ends read alike.
 */
export function payText(pay: VacancyData["pay"]): string {
  const amounts = pay.to !== undefined && pay.to !== pay.from ? [pay.from, pay.to] : [pay.from];
  const withPence = amounts.some(hasPence);
  return `${amounts.map((amount) => `£${amountText(amount, withPence)}`).join(" to ")} ${payPeriodWords[pay.per]}`;
}

const months = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** "12 December 2026" (GOV.UK style: no leading zero, no ordinal). */
export function dateText(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** "Closes 12 December 2026", or "No closing date" when the vacancy stays open until filled. */
export function closingText(closes: CalendarDate | undefined): string {
  return closes === undefined ? "No closing date" : `Closes ${dateText(closes)}`;
}

/** "Posted 14 November 2026". */
export function postedText(posted: CalendarDate): string {
  return `Posted ${dateText(posted)}`;
}

/** "Starts 1 December 2026". */
export function startText(startDate: CalendarDate): string {
  return `Starts ${dateText(startDate)}`;
}

export function engagementText(engagement: Engagement): string {
  return engagement === "temporary" ? "Temporary" : "Permanent";
}

export function hoursText(hours: VacancyData["hours"]): string {
  return hours === "full-time" ? "Full-time" : "Part-time";
}

/** "Huntingdon, Cambridgeshire"; the postcode is for search engines, not the listing. */
export function locationText(location: VacancyData["location"]): string {
  return `${location.town}, ${location.county}`;
}

/** Search engines cut a page title after about 70 characters; html-validate's long-title rule holds us to it. */
const titleLimit = 70;

/**
 * The page title of a vacancy: "Chef de Partie in Cambridge | Ouse Valley
 * Staffing", losing first the agency's name, then the town, when the whole
 * would be too long to show. The job title always stays whole.
 */
export function vacancyPageTitle(data: Pick<VacancyData, "title" | "location">, tradingName: string): string {
  return titleThatFits([`${data.title} in ${data.location.town} | ${tradingName}`, `${data.title} in ${data.location.town}`, `${data.title} | ${tradingName}`], data.title);
}

/** The first of the titles, longest first, that a search result shows whole; the last resort when none does. */
export function titleThatFits(titles: string[], lastResort: string): string {
  return titles.find((title) => title.length <= titleLimit) ?? lastResort;
}

/** Temporary or permanent, and the hours: "Temporary, part-time", as a card and the feeds say it. */
export function workText(data: Pick<VacancyData, "engagement" | "hours">): string {
  return `${engagementText(data.engagement)}, ${hoursText(data.hours).toLowerCase()}`;
}

/** The words for a vacancy's facts, as the jobs page's schema declares them (content/routes/jobs.md, vacancy.facts). */
export type VacancyFactWords = Pick<JobsPageContent["vacancy"]["facts"], "reference" | "pay" | "location" | "engagement" | "hours" | "shifts" | "startDate" | "posted">;

/** One fact: its word and its value; the place's postcode apart, which a page keeps on one line. */
export interface VacancyFact {
  term: string;
  value: string;
  postcode?: string;
}

/**
 * A vacancy's facts up to the posted date, in the page's order and words
 * (D26): the vacancy page lists them, and Indeed's feed repeats them as the
 * page has them. The closing date follows, in words that depend on where it
 * is shown (a closed page says so; a feed holds only open vacancies).
 */
export function vacancyFacts(data: VacancyData, words: VacancyFactWords): VacancyFact[] {
  return [
    { term: words.reference, value: data.reference },
    { term: words.pay, value: payText(data.pay) },
    // The postcode is given because the JobPosting data carries it (D26: data matches what is visible).
    { term: words.location, value: locationText(data.location), ...(data.location.postcode ? { postcode: data.location.postcode } : {}) },
    { term: words.engagement, value: engagementText(data.engagement) },
    { term: words.hours, value: hoursText(data.hours) },
    ...(data.shifts === undefined ? [] : [{ term: words.shifts, value: data.shifts }]),
    ...(data.startDate === undefined ? [] : [{ term: words.startDate, value: dateText(data.startDate) }]),
    { term: words.posted, value: dateText(data.posted) },
  ];
}
