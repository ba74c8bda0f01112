// The job search's minimum pay, like with like: an hourly minimum matches only hourly pay, and pay.from must reach it.
// No zod: the form renders in the editor's preview too.
import type { VacancyData } from "./vacancy-schema";

export interface PayBand {
  per: VacancyData["pay"]["per"];
  from: number;
}

export const payBandValue = (band: PayBand) => `${band.per}-${band.from}`;

export function payBandsMet(pay: VacancyData["pay"], bands: readonly PayBand[]): string[] {
  return bands.filter((band) => band.per === pay.per && pay.from >= band.from).map(payBandValue);
}
