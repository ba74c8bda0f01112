// The vacancies collection (D23): the front matter's schema and the rules across the collection; messages follow D3.
import "../content/zod-settings";
import * as z from "zod";
import { describeFound, expected, expectationIssue, problem, type Problem } from "../content/problems";
import { datePattern, isCalendarDate, type CalendarDate } from "./calendar";
import { isReservedSegment, reservedSegmentsExpected } from "./board-paths";
import { vacancyPlaceProblem } from "./site-places";
import { engagements, hoursOptions, payPeriodWords, payPeriods, type PayPeriod } from "./vacancy-choices";

export type { CalendarDate } from "./calendar";
export { engagements, hoursOptions, payPeriods, type Engagement, type PayPeriod } from "./vacancy-choices";

/** Kept as text (D36); z.unknown() so a missing or mistyped date says "expected a date", not "expected text". */
export const calendarDateSchema = z
  .unknown()
  .transform((value, context): CalendarDate => {
    const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
    if (typeof text !== "string" || !datePattern.test(text)) {
      context.issues.push({ code: "custom", input: text, message: "expected a date such as 2026-11-14" });
      return z.NEVER;
    }
    if (!isCalendarDate(text)) {
      context.issues.push({ code: "custom", input: text, message: "expected a day that exists, such as 2026-11-14" });
      return z.NEVER;
    }
    // 0000-01-01 would be "Posted 1 January 0" on the page and in the sitemap.
    if (text < "2000-01-01" || text > "2099-12-31") {
      context.issues.push({
        code: "custom",
        input: text,
        message: "expected a day between 2000 and 2099, such as 2026-11-14",
      });
      return z.NEVER;
    }
    return text;
  })
  .meta({ type: "string", format: "date" });

const text = z.string().trim().min(1);

/** Per period: £10,000 an hour is a typing slip, not an advert. */
const payCeilings: Record<PayPeriod, number> = {
  hour: 1_000,
  day: 10_000,
  week: 50_000,
  month: 200_000,
  year: 1_000_000,
};

const pounds = z
  .number()
  .positive()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: "expected pounds and pence, such as 24.50",
  });

/** Including GIR 0AA; the space is optional and put back on the way out. */
const postcodePattern = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

const postcode = z
  .string()
  .trim()
  .regex(postcodePattern, { error: "expected a UK postcode such as PE29 3TL" })
  .transform((value) => {
    const compact = value.replace(/\s+/g, "").toUpperCase();
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  });

export const clientAuthorisedMessage =
  "expected true: the hirer must have asked us to fill this vacancy before it is advertised " +
  "(regulation 27(2) of the Conduct of Employment Agencies and Employment Businesses Regulations 2003)";

export const vacancySchema = z
  .strictObject({
    // The title heads the page and its search result, which shows about 60-70 characters.
    title: text.max(65).meta({
      title: "Job title",
      description:
        "The job title alone, such as Registered Nurse (RGN): the shifts, place, pay and type of work have their own fields (Shift pattern, Where the work is, Pay offered, Temporary or permanent), and Indeed's rules keep them out of a job title. It heads the vacancy's page and its search result. At most 65 characters.",
    }),
    reference: z
      .string()
      .regex(/^[A-Z0-9-]{3,20}$/, {
        error: "expected 3 to 20 capital letters, digits or hyphens, such as OVS-1042",
      })
      .meta({
        title: "Our reference",
        description:
          "Our own reference, used by no other vacancy: 3 to 20 capital letters, digits or hyphens, such as OVS-1042. It is shown on the page and sent with every application.",
      }),
    sector: text.meta({
      "x-collection": "sectors",
      title: "Job's sector",
      description:
        "The sector the job is in, chosen from Sectors: the job board's sector filter and the Our Sectors page count it there.",
    }),
    engagement: z.enum(engagements).meta({
      title: "Temporary or permanent",
      description:
        "An advert must say which (regulation 27), and the page then says whether we act as an employment business or as an agency for the hirer.",
    }),
    hours: z.enum(hoursOptions).meta({
      title: "Full-time or part-time",
      description: "Shown with the job's facts and used by search engines' job listings.",
    }),
    shifts: text.optional().meta({
      title: "Shift pattern",
      description: "Optional: when the work is, such as Three 12.5-hour night shifts a week.",
    }),
    location: z
      .strictObject({
        town: text.meta({
          title: "Town or city",
          description:
            "Where the work is, such as Huntingdon: shown with the job's facts, and found by the Where search.",
        }),
        county: text.meta({
          title: "County name",
          description:
            "Such as Cambridgeshire: the job board's county filter is made from these, so spell each county the same way every time.",
        }),
        postcode: postcode
          .optional()
          .meta({ title: "Postcode of the workplace", description: "Optional: a full UK postcode, such as PE29 3TL." }),
      })
      .meta({
        title: "Where the work is",
        description: "The town, county and, if you wish, postcode of the workplace.",
      }),
    pay: z
      .strictObject({
        from: pounds.meta({
          title: "Pay from",
          description:
            "In pounds and pence, such as 24.50: every advert shows its pay (regulation 27). The only amount when the pay is not a range.",
        }),
        to: pounds.optional().meta({
          title: "Pay up to",
          description: "Optional: the top of the range, such as 27.00; at least the amount in Pay from.",
        }),
        per: z.enum(payPeriods).meta({
          title: "Paid per",
          description: "Whether the amounts are an hour, a day, a week, a month or a year.",
        }),
      })
      .check((context) => {
        const { from, to, per } = context.value;
        for (const [field, amount] of [
          ["from", from],
          ["to", to],
        ] as const) {
          if (amount !== undefined && amount >= payCeilings[per]) {
            context.issues.push({
              code: "custom",
              path: [field],
              input: amount,
              message: `expected less than £${payCeilings[per].toLocaleString("en-GB")} ${payPeriodWords[per]}, which no job pays; check for an extra nought or the wrong period`,
            });
          }
        }
        if (to !== undefined && to < from) {
          context.issues.push(
            expectationIssue(expected(["at least ", { field: "pay.from" }, ` (${from})`], describeFound(to)), to, [
              "to",
            ]),
          );
        }
      })
      .meta({ title: "Pay offered", description: "Shown on the vacancy as, for example, £24.50 to £27.00 an hour." }),
    posted: calendarDateSchema.meta({
      title: "Date posted",
      description: "The day it is published: a day in the future keeps it off the site until then.",
    }),
    closes: calendarDateSchema.optional().meta({
      title: "Closing date",
      description:
        "Optional: the last day applications are taken, on or after the date posted. To close a vacancy, set this to its last day.",
    }),
    startDate: calendarDateSchema
      .optional()
      .meta({ title: "Work starts on", description: "Optional: the day the work starts." }),
    filled: z.boolean().default(false).meta({
      title: "Vacancy filled",
      description: "Switch on to close the vacancy at once. Its page stays, saying it has closed.",
    }),
    summary: z.string().trim().min(50).max(160).meta({
      title: "Short summary",
      description:
        "One or two sentences under the job title in the job listing and on the home page, and in search results: 50 to 160 characters.",
    }),
    requirements: z
      .array(text.meta({ title: "Requirement", description: "One requirement, such as Active NMC registration." }))
      .refine((list) => list.length > 0, { error: "expected at least one requirement" })
      .meta({
        minItems: 1,
        title: "What the job needs",
        description:
          "At least one: the minimum experience, training or qualifications the job needs (regulation 27). Never ask about health, age or nationality.",
      }),
    // Not z.literal(true), which would only say "expected true": an editor needs to know why the field is there.
    clientAuthorised: z
      .unknown()
      .refine((value) => value === true, { error: clientAuthorisedMessage })
      .transform(() => true as const)
      .meta({
        type: "boolean",
        const: true,
        title: "The hirer asked us to fill it",
        description:
          "Must be on: the hirer has asked us to fill this vacancy (regulation 27(2) of the Conduct of Employment Agencies and Employment Businesses Regulations 2003).",
      }),
  })
  .check((context) => {
    const { posted, closes } = context.value;
    if (closes !== undefined && closes < posted) {
      context.issues.push(
        expectationIssue(
          expected(["a date on or after ", { field: "posted" }, ` (${posted})`], describeFound(closes)),
          closes,
          ["closes"],
        ),
      );
    }
  });

export type VacancyData = z.output<typeof vacancySchema>;

export interface Vacancy {
  slug: string;
  data: VacancyData;
  html: string;
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The slug becomes /jobs/<slug>/, which must never be one of the board's own addresses. */
export function vacancySlugProblem(file: string, slug: string, sectorSlugs: readonly string[]): Problem | undefined {
  if (!slugPattern.test(slug)) {
    return problem(
      file,
      "file name",
      expected("lowercase letters, digits and single hyphens, such as care-assistant-huntingdon", describeFound(slug)),
    );
  }
  if (sectorSlugs.includes(slug) || isReservedSegment(slug)) {
    return problem(file, "file name", expected(reservedSegmentsExpected(sectorSlugs), describeFound(slug)));
  }
  return undefined;
}

export function vacancySlug(file: string): string {
  return (file.split("/").at(-1) ?? file).replace(/\.md$/, "");
}

export function vacancyCollectionProblems(
  entries: readonly { file: string; data: Pick<VacancyData, "reference" | "sector" | "location"> }[],
  sectorSlugs: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const firstWithReference = new Map<string, string>();
  for (const { file, data } of entries) {
    const slugProblem = vacancySlugProblem(file, vacancySlug(file), sectorSlugs);
    if (slugProblem) problems.push(slugProblem);
    const earlier = firstWithReference.get(data.reference);
    if (earlier) {
      problems.push(
        problem(
          file,
          "reference",
          expected("a reference of its own", [`"${data.reference}", which `, { file: earlier }, " also uses"]),
        ),
      );
    } else {
      firstWithReference.set(data.reference, file);
    }
    if (!sectorSlugs.includes(data.sector)) {
      problems.push(problem(file, "sector", expected(`one of ${sectorSlugs.join(", ")}`, describeFound(data.sector))));
    }
    // The search finds jobs near a place (D43): a job it cannot place would never be near anything.
    const placeProblem = vacancyPlaceProblem(data.location);
    if (placeProblem) problems.push(problem(file, placeProblem.field, placeProblem));
  }
  return problems;
}
