// Calendar dates in London (D24), with no dependency: the build, the
// listing and the scheduled function (which bundles this file on its own)
// all count days the same way.

/**
 * A calendar date, kept as "YYYY-MM-DD" text. js-yaml reads an unquoted
 * 2026-11-14 as a Date at midnight UTC, a quoted one as text; both end up as
 * the same string. Text, not Date, because a vacancy's dates are days in
 * London, not instants: strings compare in calendar order with < and never
 * shift by an hour when the clocks change.
 */
export type CalendarDate = string;

export const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether "YYYY-MM-DD" names a day that exists (no 31 November). */
export function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
