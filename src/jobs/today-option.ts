// Apart from the other options: calendar.ts builds London's clock when loaded, and a build with nothing to do skips it.
import { addDays, endOfDayInLondon, parseTodayOption, todayInLondon } from "./calendar";

/** Undefined when not given, the day when valid, or the exit code 2 after saying what was wrong. */
export function readTodayOption(value: string | undefined, usage: string): string | undefined | 2 {
  if (value === undefined) return undefined;
  try {
    return parseTodayOption(value);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
}

export const buildDay = (option: string | undefined): string => option ?? todayInLondon(new Date());

/** Milliseconds since 1970. */
export function londonDay(date: string): { date: string; from: number; until: number } {
  const endOf = (day: string) => Date.parse(endOfDayInLondon(day)) + 1000;
  return { date, from: endOf(addDays(date, -1)), until: endOf(date) };
}
