// The sample vacancies in content/vacancies/ (D23) are valid, varied and
// lawful: every file passes the schema and the collection rules, and the set
// covers what the listing and the pages need to show.
import { readdirSync, readFileSync } from "node:fs";
import { readContentFile } from "./support/content-file";
import { describe, expect, it } from "vitest";
import { describeIssues, problemLine } from "../src/content/problems";
import { listingModel, listingPages, matchingVacancies } from "../src/jobs/listing";
import {
  vacancyCollectionProblems,
  vacancySchema,
  vacancySlug,
  type Vacancy,
  type VacancyData,
} from "../src/jobs/vacancy-schema";
import { vacancyStatus } from "../src/jobs/vacancy-status";

const folder = "content/vacancies";
const today = "2026-11-21";

const sectorSlugs = readdirSync("content/sectors")
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -".md".length));
const areasServed = readContentFile(readFileSync("content/site.md", "utf8")).data.areasServed as string[];

const files = readdirSync(folder)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => {
    const file = `${folder}/${name}`;
    const parsed = readContentFile(readFileSync(file, "utf8"));
    return { file, frontMatter: parsed.data, body: parsed.body };
  });

const problems: string[] = [];
const entries: { file: string; data: VacancyData; body: string }[] = [];
for (const { file, frontMatter, body } of files) {
  const result = vacancySchema.safeParse(frontMatter, { reportInput: true });
  if (result.success) entries.push({ file, data: result.data, body });
  else problems.push(...describeIssues(file, result.error.issues).map(problemLine));
}
const vacancies: Vacancy[] = entries.map(({ file, data }) => ({ slug: vacancySlug(file), data, html: "" }));

/** The National Living Wage from April 2026. */
const livingWage = 12.71;
/** Generous working weeks, so the salaried pay test errs on the strict side. */
const hoursPer = { hour: 1, day: 8, week: 48, month: (40 * 52) / 12, year: 40 * 52 } as const;

describe("the sample vacancies", () => {
  it("are twenty files that all validate, with no collection problem", () => {
    expect(files.length).toBe(20);
    expect(problems).toEqual([]);
    expect(vacancyCollectionProblems(entries, sectorSlugs)).toEqual([]);
  });

  it("cover every sector, both engagements, both hours and at least four counties of the areas served", () => {
    expect(new Set(entries.map(({ data }) => data.sector))).toEqual(new Set(sectorSlugs));
    expect(new Set(entries.map(({ data }) => data.engagement))).toEqual(new Set(["temporary", "permanent"]));
    expect(new Set(entries.map(({ data }) => data.hours))).toEqual(new Set(["full-time", "part-time"]));
    const counties = new Set(entries.map(({ data }) => data.location.county));
    expect(counties.size).toBeGreaterThanOrEqual(4);
    for (const county of counties) expect(areasServed).toContain(county);
  });

  it("pay at least the National Living Wage, salaried work included", () => {
    for (const { file, data } of entries) {
      expect(data.pay.from / hoursPer[data.pay.per], file).toBeGreaterThanOrEqual(livingWage);
    }
  });

  it("include a closed, a filled and a not yet published vacancy; the rest are open today", () => {
    const status = (data: VacancyData) => (data.filled ? "filled" : vacancyStatus(data, today));
    const counts = entries.reduce<Record<string, number>>(
      (tally, { data }) => ({ ...tally, [status(data)]: (tally[status(data)] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ open: 17, closed: 1, filled: 1, scheduled: 1 });
  });

  it("were posted in October or November 2026, except the one to come, and mostly close in 2027 or not at all", () => {
    for (const { file, data } of entries) {
      if (vacancyStatus(data, today) !== "scheduled")
        expect(data.posted >= "2026-10-01" && data.posted <= today, file).toBe(true);
    }
    const late = entries.filter(({ data }) => data.closes === undefined || data.closes >= "2027-01-01");
    expect(late.length).toBeGreaterThan(entries.length / 2);
  });

  it("ask nothing about health, age or nationality (Equality Act 2010; regulation 27 of the 2003 Conduct Regulations)", () => {
    const forbidden =
      /\b(young (person|people|candidates?|applicants?|team)|youthful|mature|energetic|recent graduates?|years old|aged \d|under \d\d|healthy|physically fit|fit and|disabilit(y|ies) (is|are) not|native speakers?|nationality|nationals|British citizens?)\b/i;
    for (const { file, data, body } of entries) {
      const words = [data.title, data.summary, data.shifts ?? "", ...data.requirements, body].join("\n");
      expect(words.match(forbidden)?.[0], file).toBeUndefined();
    }
  });

  it("make a listing whose pages are all within the filters the vacancies allow", () => {
    const model = listingModel(
      vacancies,
      today,
      sectorSlugs.map((slug) => ({ slug, title: slug })),
    );
    expect(listingPages(model).map((page) => page.path)).toContain("/jobs/");
    expect(matchingVacancies(model, {})).toHaveLength(17);
  });
});
