// The daily scheduled function's work (D28), with the clock, fetch and the log passed in so tests run it on any day
// without a network. It imports only calendar.ts and the board's paths, so the bundle carries no zod.
import { closingDatesPath } from "./board-paths";
import { isCalendarDate, todayInLondon, type CalendarDate } from "./calendar";

export { closingDatesPath };

export interface ClosingDates {
  builtFor: CalendarDate;
  /** Sorted, once each: the day after each closing date and each future posted date. */
  changes: CalendarDate[];
}

export interface RebuildDecision {
  rebuild: boolean;
  reason: string;
}

/** "On or after", not "on": a listed day past means the site is out of date, even if yesterday's run failed. */
export function decideRebuild(published: ClosingDates, today: CalendarDate): RebuildDecision {
  const due = published.changes.filter((day) => day <= today);
  if (due.length > 0) {
    return {
      rebuild: true,
      reason: `the open vacancies change on ${due.join(", ")} and the site was built for ${published.builtFor}`,
    };
  }
  const next = published.changes[0];
  return {
    rebuild: false,
    reason:
      next === undefined
        ? "no vacancy closes or opens on its own after the current build"
        : `the next change is on ${next}`,
  };
}

/** So a bad file is a log line, not a rebuild loop. */
export function readClosingDates(json: unknown): ClosingDates | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const { builtFor, changes } = json as Record<string, unknown>;
  if (typeof builtFor !== "string" || !isCalendarDate(builtFor)) return undefined;
  if (!Array.isArray(changes) || !changes.every((day) => typeof day === "string" && isCalendarDate(day)))
    return undefined;
  return { builtFor, changes: changes as CalendarDate[] };
}

export interface RebuildCheckDeps {
  now: Date;
  env: { URL?: string; BUILD_HOOK_URL?: string };
  fetch: typeof fetch;
  log: (line: string) => void;
}

export type RebuildOutcome = "rebuilt" | "not-needed" | "no-hook" | "failed";

export async function checkAndRebuild({ now, env, fetch, log }: RebuildCheckDeps): Promise<RebuildOutcome> {
  const today = todayInLondon(now);
  if (!env.BUILD_HOOK_URL) {
    log(
      `No rebuild check on ${today}: BUILD_HOOK_URL is not set. Create a build hook in the host's settings and set it as an environment variable.`,
    );
    return "no-hook";
  }
  if (!env.URL) {
    log(
      `No rebuild check on ${today}: the URL variable is not set, so the deployed ${closingDatesPath} cannot be read.`,
    );
    return "failed";
  }
  const source = `${env.URL.replace(/\/+$/, "")}${closingDatesPath}`;
  let published: ClosingDates | undefined;
  try {
    const response = await fetch(source);
    if (!response.ok) {
      log(`No rebuild on ${today}: ${source} answered ${response.status}.`);
      return "failed";
    }
    published = readClosingDates(await response.json());
  } catch (error) {
    log(
      `No rebuild on ${today}: ${source} could not be read (${error instanceof Error ? error.message : String(error)}).`,
    );
    return "failed";
  }
  if (!published) {
    log(`No rebuild on ${today}: ${source} is not the expected { builtFor, changes } of dates.`);
    return "failed";
  }
  const decision = decideRebuild(published, today);
  if (!decision.rebuild) {
    log(`No rebuild on ${today}: ${decision.reason}.`);
    return "not-needed";
  }
  try {
    const response = await fetch(env.BUILD_HOOK_URL, { method: "POST" });
    if (!response.ok) {
      log(`Rebuild on ${today} failed: the build hook answered ${response.status}.`);
      return "failed";
    }
  } catch (error) {
    log(
      `Rebuild on ${today} failed: the build hook could not be called (${error instanceof Error ? error.message : String(error)}).`,
    );
    return "failed";
  }
  log(`Rebuild requested on ${today}: ${decision.reason}.`);
  return "rebuilt";
}
