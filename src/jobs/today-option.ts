// The --today option of the build and the dev server (D24).
import { parseTodayOption, todayInLondon } from "./calendar";

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
