// Open and closed (D24). "Today" is a day in Europe/London, whatever the
// clock of the machine that builds says: a build at 00:30 on 1 July (BST)
// runs at 23:30 UTC on 30 June, and must already count as 1 July.
import { isCalendarDate, type CalendarDate, type VacancyData } from "./vacancy-schema";

const londonDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in London at the instant `now`, as "YYYY-MM-DD". */
export function todayInLondon(now: Date): CalendarDate {
  const parts = Object.fromEntries(londonDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The value of `--today YYYY-MM-DD`; throws with a message the command line can print as it is. */
export function parseTodayOption(value: string): CalendarDate {
  if (!isCalendarDate(value)) {
    throw new Error(`--today expects a date written YYYY-MM-DD, such as 2026-11-21, found "${value}"`);
  }
  return value;
}

/** The day `days` after (or before, when negative) a calendar date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/**
 * - "scheduled": posted in the future, not published yet (no page at all).
 *   This wins over `filled`: a vacancy filled before it was ever shown is
 *   still not shown.
 * - "closed": filled, or past its closing day. Keeps its page (D24).
 * - "open": posted on or before today, and today is on or before the closing
 *   day. The closing day itself is open: it is the last day applications are taken.
 */
export type VacancyStatus = "open" | "closed" | "scheduled";

export function vacancyStatus(data: Pick<VacancyData, "posted" | "closes" | "filled">, today: CalendarDate): VacancyStatus {
  if (data.posted > today) return "scheduled";
  if (data.filled) return "closed";
  if (data.closes !== undefined && today > data.closes) return "closed";
  return "open";
}

export function isOpen(data: Pick<VacancyData, "posted" | "closes" | "filled">, today: CalendarDate): boolean {
  return vacancyStatus(data, today) === "open";
}

const londonOffset = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "longOffset" });

/**
 * The last second of a day in London as an ISO timestamp with its offset:
 * "2026-12-12T23:59:59+00:00" in winter, "2026-07-01T23:59:59+01:00" in summer.
 * The clocks change at 01:00 UTC, so the offset at 23:59:59 UTC on that date
 * is the offset in force at the end of the London day.
 */
export function endOfDayInLondon(date: CalendarDate): string {
  const name = londonOffset.formatToParts(new Date(`${date}T23:59:59Z`)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // "GMT" for +00:00, otherwise "GMT+01:00".
  const offset = name === "GMT" ? "+00:00" : name.slice(3);
  return `${date}T23:59:59${offset}`;
}
