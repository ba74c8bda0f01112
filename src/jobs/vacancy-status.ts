// Open and closed (D24). "Today" is a day in Europe/London, whatever the machine's clock: a build at 00:30 BST on 1
// July runs at 23:30 UTC on 30 June.
import type { CalendarDate } from "./calendar";
import type { VacancyData } from "./vacancy-schema";

// In calendar.ts, without zod, so the scheduled function stays small.
export { addDays, endOfDayInLondon, parseTodayOption, todayInLondon } from "./calendar";

/** A vacancy filled before it was ever shown stays "scheduled"; the closing day itself is open. */
export type VacancyStatus = "open" | "closed" | "scheduled";

export function vacancyStatus(
  data: Pick<VacancyData, "posted" | "closes" | "filled">,
  today: CalendarDate,
): VacancyStatus {
  if (data.posted > today) return "scheduled";
  if (data.filled) return "closed";
  if (data.closes !== undefined && today > data.closes) return "closed";
  return "open";
}

export function isOpen(data: Pick<VacancyData, "posted" | "closes" | "filled">, today: CalendarDate): boolean {
  return vacancyStatus(data, today) === "open";
}
