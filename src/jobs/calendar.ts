// Calendar dates in London (D24), with no dependency: the build, the
// listing and the scheduled function (which bundles this file on its own)
// all count days the same way.

/**
 * A calendar date, kept as "YYYY-MM-DD" text. The front matter's reader
 * makes no YAML timestamps (front-matter-yaml.ts), so 2026-11-14 quoted or
 * not is this text as the editor wrote it. Text, not Date, because a vacancy's dates are days in
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

/** London's wall clock, from the platform's own time-zone database. */
const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes London is ahead of UTC at an instant: 60 in British Summer Time, 0 in Greenwich Mean Time. */
export function londonOffsetMinutes(instant: Date): 0 | 60 {
  const part = Object.fromEntries(londonClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const londonAsUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return (londonAsUtc - minute) / 60_000 === 60 ? 60 : 0;
}

/** The calendar date in London at the instant `now`, as "YYYY-MM-DD". */
export function todayInLondon(now: Date): CalendarDate {
  return new Date(now.getTime() + londonOffsetMinutes(now) * 60_000).toISOString().slice(0, 10);
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
 * The last second of a day in London as an ISO timestamp with its offset:
 * "2026-12-12T23:59:59+00:00" in winter, "2026-07-01T23:59:59+01:00" in summer.
 * The clocks change at 01:00 UTC, so the offset at 23:59:59 UTC on that date
 * is the offset in force at the end of the London day.
 */
export function endOfDayInLondon(date: CalendarDate): string {
  return `${date}T23:59:59${londonOffsetMinutes(new Date(`${date}T23:59:59Z`)) === 60 ? "+01:00" : "+00:00"}`;
}
