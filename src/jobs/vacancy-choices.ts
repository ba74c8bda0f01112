// Apart from the schema: the build reads the listing's page names without loading zod.
export const engagements = ["temporary", "permanent"] as const;
export type Engagement = (typeof engagements)[number];
export const hoursOptions = ["full-time", "part-time"] as const;
export const payPeriods = ["hour", "day", "week", "month", "year"] as const;
export type PayPeriod = (typeof payPeriods)[number];
export const payPeriodWords: Record<PayPeriod, string> = {
  hour: "an hour",
  day: "a day",
  week: "a week",
  month: "a month",
  year: "a year",
};
