// The words visitors read about a vacancy (D26): the listing, the page and the feeds all call these, so all agree.
import type { CalendarDate, Engagement, VacancyData } from "./vacancy-schema";
import { payPeriodWords } from "./vacancy-choices";

export function hasPence(value: number): boolean {
  return Math.round(value * 100) % 100 !== 0;
}

/** Amounts are whole pence (the schema). */
const pounds = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountText = (value: number, withPence: boolean) => (withPence ? poundsAndPence : pounds).format(value);

/** Pence are shown when either end of the range has them, so both ends read alike. */
export function payText(pay: VacancyData["pay"]): string {
  const amounts = pay.to !== undefined && pay.to !== pay.from ? [pay.from, pay.to] : [pay.from];
  const withPence = amounts.some(hasPence);
  return `${amounts.map((amount) => `£${amountText(amount, withPence)}`).join(" to ")} ${payPeriodWords[pay.per]}`;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** GOV.UK style: no leading zero, no ordinal. */
export function dateText(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

export function closingText(closes: CalendarDate | undefined): string {
  return closes === undefined ? "No closing date" : `Closes ${dateText(closes)}`;
}

export function postedText(posted: CalendarDate): string {
  return `Posted ${dateText(posted)}`;
}

export function startText(startDate: CalendarDate): string {
  return `Starts ${dateText(startDate)}`;
}

export function engagementText(engagement: Engagement): string {
  return engagement === "temporary" ? "Temporary" : "Permanent";
}

export function hoursText(hours: VacancyData["hours"]): string {
  return hours === "full-time" ? "Full-time" : "Part-time";
}

/** The postcode is for search engines, not the listing. */
export function locationText(location: VacancyData["location"]): string {
  return `${location.town}, ${location.county}`;
}

/** Search engines cut a title after about 70 characters; html-validate's long-title rule holds us to it. */
const titleLimit = 70;

/** Drops first the agency's name, then the town, when too long to show; the job title always stays whole. */
export function vacancyPageTitle(data: Pick<VacancyData, "title" | "location">, tradingName: string): string {
  return titleThatFits(
    [
      `${data.title} in ${data.location.town} | ${tradingName}`,
      `${data.title} in ${data.location.town}`,
      `${data.title} | ${tradingName}`,
    ],
    data.title,
  );
}

export function titleThatFits(titles: string[], lastResort: string): string {
  return titles.find((title) => title.length <= titleLimit) ?? lastResort;
}

export function workText(data: Pick<VacancyData, "engagement" | "hours">): string {
  return `${engagementText(data.engagement)}, ${hoursText(data.hours).toLowerCase()}`;
}
