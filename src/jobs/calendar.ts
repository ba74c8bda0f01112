// Calendar dates in London (D24), with no dependency, so the scheduled function bundles this file alone.

/** Days in London, not instants (D36): strings compare in calendar order and never shift when the clocks change. */
export type CalendarDate = string;

export const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

export function londonOffsetMinutes(instant: Date): 0 | 60 {
  const part = Object.fromEntries(londonClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const londonAsUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return (londonAsUtc - minute) / 60_000 === 60 ? 60 : 0;
}

export function todayInLondon(now: Date): CalendarDate {
  return new Date(now.getTime() + londonOffsetMinutes(now) * 60_000).toISOString().slice(0, 10);
}

/** Throws with a message the command line can print as it is. */
export function parseTodayOption(value: string): CalendarDate {
  if (!isCalendarDate(value)) {
    throw new Error(`--today expects a date written YYYY-MM-DD, such as 2026-11-21, found "${value}"`);
  }
  return value;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** The clocks change at 01:00 UTC, so the offset at 23:59:59 UTC is the one in force at the end of the London day. */
export function endOfDayInLondon(date: CalendarDate): string {
  return `${date}T23:59:59${londonOffsetMinutes(new Date(`${date}T23:59:59Z`)) === 60 ? "+01:00" : "+00:00"}`;
}
