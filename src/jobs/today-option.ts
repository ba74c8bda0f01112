// The --today option of the build and the dev server (D24), apart from the
// other options (command-line.ts): the calendar it needs makes London's
// clock when loaded, which took 25 ms, and a build with nothing to do never
// loads it (last-build.ts).
import { addDays, endOfDayInLondon, parseTodayOption, todayInLondon } from "./calendar";

/** The --today option: undefined when not given, the day when valid, or the exit code 2 after saying what was wrong. */
export function readTodayOption(value: string | undefined, usage: string): string | undefined | 2 {
  if (value === undefined) return undefined;
  try {
    return parseTodayOption(value);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
}

/** The day a build is for: the option's, or London's today. */
export const buildDay = (option: string | undefined): string => option ?? todayInLondon(new Date());

/** A day in London and the instants, in milliseconds since 1970, from which and until which it is London's today. */
export function londonDay(date: string): { date: string; from: number; until: number } {
  const endOf = (day: string) => Date.parse(endOfDayInLondon(day)) + 1000;
  return { date, from: endOf(addDays(date, -1)), until: endOf(date) };
}
