// Open and closed (D24). "Today" is a day in Europe/London, whatever the
// clock of the machine that builds says: a build at 00:30 on 1 July (BST)
// runs at 23:30 UTC on 30 June, and must already count as 1 July.
import type { CalendarDate } from "./calendar";
import type { VacancyData } from "./vacancy-schema";

// The calendar helpers live in calendar.ts (no zod, so the scheduled function
// stays small); they are re-exported here with the status they serve.
export { addDays, endOfDayInLondon, parseTodayOption, todayInLondon } from "./calendar";

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
