// The job search's minimum pay (issue 30), compared like with like: an hourly
// minimum only ever matches pay by the hour, a yearly one pay by the year,
// and a vacancy's lowest rate (pay.from) must reach it. The choices are in
// content/routes/jobs.md (search.payBands); the search index files each
// vacancy under the choices it meets. No zod here: the form renders in the
// editor's preview too.
import type { VacancyData } from "./vacancy-schema";

/** A minimum pay a candidate may ask for: per hour, year and so on, at least `from` pounds. */
export interface PayBand {
  per: VacancyData["pay"]["per"];
  from: number;
}

/** The filter value of a minimum pay choice, and its value in the form and the address: "hour-15", "year-25000". */
export const payBandValue = (band: PayBand) => `${band.per}-${band.from}`;

/** The values of the choices a vacancy's pay meets. */
export function payBandsMet(pay: VacancyData["pay"], bands: readonly PayBand[]): string[] {
  return bands.filter((band) => band.per === pay.per && pay.from >= band.from).map(payBandValue);
}
