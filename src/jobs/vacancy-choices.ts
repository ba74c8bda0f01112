// The choices a vacancy's front matter offers (D23), apart from its schema:
// the listing's pages are named after them, and the build reads those
// without loading zod (load-cache.ts).
export const engagements = ["temporary", "permanent"] as const;
export type Engagement = (typeof engagements)[number];
export const hoursOptions = ["full-time", "part-time"] as const;
export const payPeriods = ["hour", "day", "week", "month", "year"] as const;
export type PayPeriod = (typeof payPeriods)[number];
/** "£24.50 an hour": how each period is said after an amount. */
export const payPeriodWords: Record<PayPeriod, string> = { hour: "an hour", day: "a day", week: "a week", month: "a month", year: "a year" };
