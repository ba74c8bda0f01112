// The vacancies collection's front matter (D23) and its collection rules,
// with the exact messages an editor reads (D3).
import { readContentFile } from "./support/content-file";
import { describe, expect, it } from "vitest";
import { describeIssues, problemLine, type Problem } from "../src/content/problems";
import { vacancyCollectionProblems, vacancySchema, vacancySlugProblem } from "../src/jobs/vacancy-schema";

const file = "content/vacancies/nurse-nights.md";
const sectors = ["healthcare", "hospitality", "industrial", "nursery-school"];

const validYaml = `---
title: Registered Nurse (RGN), nights
reference: OVS-1042
sector: healthcare
engagement: temporary
hours: full-time
shifts: Three 12.5-hour night shifts a week
location:
  town: Huntingdon
  county: Cambridgeshire
  postcode: PE29 3TL
pay:
  from: 24.50
  to: 27.00
  per: hour
posted: 2026-11-14
closes: 2026-12-12
startDate: 2026-12-01
filled: false
summary: Night shifts on a friendly nursing unit in Huntingdon, with weekly pay and free parking.
requirements:
  - Active NMC registration
clientAuthorised: true
---
Body.
`;

function frontMatter(yaml = validYaml): Record<string, unknown> {
  return readContentFile(yaml).data;
}

/** The D3 messages for the front matter with `change` applied to it. */
function problemsWith(change: (data: Record<string, unknown>) => void): string[] {
  const data = frontMatter();
  change(data);
  const result = vacancySchema.safeParse(data, { reportInput: true });
  return result.success ? [] : describeIssues(file, result.error.issues).map(problemLine);
}

describe("vacancy front matter (D23)", () => {
  it("accepts D23's example exactly as written, with unquoted dates as YYYY-MM-DD text", () => {
    const data = vacancySchema.parse(frontMatter());
    expect(data.posted).toBe("2026-11-14");
    expect(data.closes).toBe("2026-12-12");
    expect(data.startDate).toBe("2026-12-01");
    expect(data.pay).toEqual({ from: 24.5, to: 27, per: "hour" });
    expect(data.clientAuthorised).toBe(true);
  });

  it("accepts quoted dates the same as unquoted ones", () => {
    const data = vacancySchema.parse(frontMatter(validYaml.replace("posted: 2026-11-14", 'posted: "2026-11-14"')));
    expect(data.posted).toBe("2026-11-14");
  });

  it("leaves shifts, postcode, pay to, closes, startDate and filled optional; filled defaults to false", () => {
    const data = vacancySchema.parse(
      frontMatter(
        validYaml
          .split("\n")
          .filter((line) => !/^(shifts|closes|startDate|filled):|^ {2}(postcode|to):/.test(line))
          .join("\n"),
      ),
    );
    expect(data.filled).toBe(false);
    expect(data.closes).toBeUndefined();
    expect(data.pay.to).toBeUndefined();
    expect(data.location.postcode).toBeUndefined();
  });

  it("normalises a postcode to capitals with one space", () => {
    expect(problemsWith((data) => ((data.location as Record<string, unknown>).postcode = "pe293tl"))).toEqual([]);
    const data = frontMatter();
    (data.location as Record<string, unknown>).postcode = "pe293tl";
    expect(vacancySchema.parse(data).location.postcode).toBe("PE29 3TL");
  });

  it("names each problem with file, field, what was expected and what was found", () => {
    expect(problemsWith((data) => (data.reference = "ovs 1"))).toEqual([
      `${file}: reference: expected 3 to 20 capital letters, digits or hyphens, such as OVS-1042, found "ovs 1"`,
    ]);
    expect(problemsWith((data) => (data.reference = "OVS-12345678901234567"))).toEqual([
      `${file}: reference: expected 3 to 20 capital letters, digits or hyphens, such as OVS-1042, found "OVS-12345678901234567"`,
    ]);
    expect(problemsWith((data) => (data.engagement = "contract"))).toEqual([
      `${file}: engagement: expected "temporary" or "permanent", found "contract"`,
    ]);
    expect(problemsWith((data) => (data.hours = "full time"))).toEqual([
      `${file}: hours: expected "full-time" or "part-time", found "full time"`,
    ]);
    expect(problemsWith((data) => ((data.pay as Record<string, unknown>).per = "annum"))).toEqual([
      `${file}: pay.per: expected "hour" or "day" or "week" or "month" or "year", found "annum"`,
    ]);
    expect(problemsWith((data) => ((data.location as Record<string, unknown>).postcode = "PE29"))).toEqual([
      `${file}: location.postcode: expected a UK postcode such as PE29 3TL, found "PE29"`,
    ]);
  });

  it("refuses pay to below pay from", () => {
    expect(problemsWith((data) => ((data.pay as Record<string, unknown>).to = 20))).toEqual([
      `${file}: pay.to: expected at least pay.from (24.5), found the number 20`,
    ]);
  });

  it.each([
    [10_000, "hour", "pay.from", "expected less than £1,000 an hour"],
    [1_000_000, "year", "pay.from", "expected less than £1,000,000 a year"],
    [250_000, "month", "pay.from", "expected less than £200,000 a month"],
  ])("refuses pay no job pays: £%s per %s", (amount, per, field, expected) => {
    expect(
      problemsWith((data) => Object.assign(data.pay as Record<string, unknown>, { from: amount, to: undefined, per })),
    ).toEqual([
      `${file}: ${field}: ${expected}, which no job pays; check for an extra nought or the wrong period, found the number ${amount}`,
    ]);
  });

  it("refuses a top of the range no job pays, and accepts the most a job may pay", () => {
    expect(problemsWith((data) => Object.assign(data.pay as Record<string, unknown>, { from: 30, to: 3000 }))).toEqual([
      `${file}: pay.to: expected less than £1,000 an hour, which no job pays; check for an extra nought or the wrong period, found the number 3000`,
    ]);
    expect(
      problemsWith((data) =>
        Object.assign(data.pay as Record<string, unknown>, { from: 999_999.99, to: undefined, per: "year" }),
      ),
    ).toEqual([]);
  });

  it("refuses pay in fractions of a penny", () => {
    expect(problemsWith((data) => ((data.pay as Record<string, unknown>).from = 12.715))).toEqual([
      `${file}: pay.from: expected pounds and pence, such as 24.50, found the number 12.715`,
    ]);
  });

  it("refuses a closing date before the posted date, and accepts the same day", () => {
    expect(problemsWith((data) => (data.closes = new Date("2026-11-13T00:00:00Z")))).toEqual([
      `${file}: closes: expected a date on or after posted (2026-11-14), found "2026-11-13"`,
    ]);
    expect(problemsWith((data) => (data.closes = "2026-11-14"))).toEqual([]);
  });

  it("refuses dates that are not a day of the calendar", () => {
    expect(problemsWith((data) => (data.posted = "14/11/2026"))).toEqual([
      `${file}: posted: expected a date such as 2026-11-14, found "14/11/2026"`,
    ]);
    expect(problemsWith((data) => (data.closes = "2026-11-31"))).toEqual([
      `${file}: closes: expected a day that exists, such as 2026-11-14, found "2026-11-31"`,
    ]);
    expect(problemsWith((data) => delete data.posted)).toEqual([
      `${file}: posted: expected a date such as 2026-11-14, found nothing (the field is missing)`,
    ]);
  });

  it("wants a summary of 50 to 160 characters", () => {
    expect(problemsWith((data) => (data.summary = "Too short."))).toEqual([
      `${file}: summary: expected at least 50 characters, found 10`,
    ]);
    expect(problemsWith((data) => (data.summary = "x".repeat(161)))).toEqual([
      `${file}: summary: expected at most 160 characters, found 161`,
    ]);
  });

  it("wants at least one requirement", () => {
    expect(problemsWith((data) => (data.requirements = []))).toEqual([
      `${file}: requirements: expected at least one requirement, found a list of 0`,
    ]);
  });

  it("wants clientAuthorised to be literally true, citing regulation 27(2)", () => {
    const why =
      "expected true: the hirer must have asked us to fill this vacancy before it is advertised " +
      "(regulation 27(2) of the Conduct of Employment Agencies and Employment Businesses Regulations 2003)";
    expect(problemsWith((data) => (data.clientAuthorised = false))).toEqual([
      `${file}: clientAuthorised: ${why}, found false`,
    ]);
    expect(problemsWith((data) => delete data.clientAuthorised)).toEqual([
      `${file}: clientAuthorised: ${why}, found nothing (the field is missing)`,
    ]);
    expect(problemsWith((data) => (data.clientAuthorised = "yes"))).toEqual([
      `${file}: clientAuthorised: ${why}, found "yes"`,
    ]);
  });

  it("refuses fields D23 does not have", () => {
    expect(problemsWith((data) => (data.salary = 30000))).toEqual([
      `${file}: salary: unknown field; check its spelling, or remove it`,
    ]);
  });
});

describe("the vacancies collection", () => {
  /** A problem as the command line lists it. */
  const line = (found: Problem | undefined) => found && problemLine(found);
  const entry = (
    name: string,
    reference: string,
    sector = "healthcare",
    location: { town: string; county: string; postcode?: string } = { town: "Huntingdon", county: "Cambridgeshire" },
  ) => ({
    file: `content/vacancies/${name}.md`,
    data: { reference, sector, location },
  });

  it("passes distinct references in known sectors", () => {
    expect(vacancyCollectionProblems([entry("a", "OVS-1"), entry("b", "OVS-2", "industrial")], sectors)).toEqual([]);
  });

  it("names both files when two vacancies share a reference", () => {
    expect(
      vacancyCollectionProblems([entry("a", "OVS-1042"), entry("b", "OVS-1042")], sectors).map(problemLine),
    ).toEqual([
      'content/vacancies/b.md: reference: expected a reference of its own, found "OVS-1042", which content/vacancies/a.md also uses',
    ]);
  });

  it("lists the known sectors when a sector is unknown", () => {
    expect(vacancyCollectionProblems([entry("a", "OVS-1", "care")], sectors).map(problemLine)).toEqual([
      'content/vacancies/a.md: sector: expected one of healthcare, hospitality, industrial, nursery-school, found "care"',
    ]);
  });

  it("refuses a vacancy the search cannot place (D43), naming the town, or the district when a postcode is given", () => {
    expect(
      vacancyCollectionProblems(
        [entry("a", "OVS-1", "healthcare", { town: "Xyzzy", county: "Cambridgeshire" })],
        sectors,
      ).map(problemLine),
    ).toEqual([
      'content/vacancies/a.md: location.town: expected a town or village the job search can place (D43), such as Huntingdon, found "Xyzzy"; check the spelling, or add the workplace\'s postcode so the search places the job by its district',
    ]);
    expect(
      vacancyCollectionProblems(
        [entry("a", "OVS-1", "healthcare", { town: "Xyzzy", county: "Cambridgeshire", postcode: "ZZ9 9ZZ" })],
        sectors,
      ).map(problemLine),
    ).toEqual([
      'content/vacancies/a.md: location.postcode: expected the town or the postcode district to be one the job search can place (D43), found the town "Xyzzy", which the place data does not have, and the district ZZ9, which src/jobs/postcode-districts.ts does not list; check the spelling of the town, or ask a developer to add the district',
    ]);
    // A town the data lacks (GeoNames gives Wymondham no population) is placed by its postcode's district.
    expect(
      vacancyCollectionProblems(
        [entry("a", "OVS-1", "healthcare", { town: "Wymondham", county: "Norfolk", postcode: "NR18 0AA" })],
        sectors,
      ),
    ).toEqual([]);
    // Spelt as people spell it: no apostrophe, Saint for St.
    expect(
      vacancyCollectionProblems(
        [
          entry("a", "OVS-1", "healthcare", { town: "Kings Lynn", county: "Norfolk" }),
          entry("b", "OVS-2", "healthcare", { town: "Saint Neots", county: "Cambridgeshire" }),
        ],
        sectors,
      ),
    ).toEqual([]);
  });

  it("refuses file names that are not slugs", () => {
    expect(line(vacancySlugProblem("content/vacancies/Nurse_Nights.md", "Nurse_Nights", sectors))).toBe(
      'content/vacancies/Nurse_Nights.md: file name: expected lowercase letters, digits and single hyphens, such as care-assistant-huntingdon, found "Nurse_Nights"',
    );
    expect(line(vacancySlugProblem("content/vacancies/a--b.md", "a--b", sectors))).toMatch(/single hyphens/);
    expect(vacancySlugProblem("content/vacancies/nurse-nights.md", "nurse-nights", sectors)).toBeUndefined();
  });

  it("refuses file names the listing uses for its own pages", () => {
    const reserved =
      'expected a name the job listing does not use itself (healthcare, hospitality, industrial, nursery-school, page, feed.xml, feeds, search, alerts, temporary, permanent, or one starting "in-")';
    for (const slug of [
      "healthcare",
      "nursery-school",
      "temporary",
      "permanent",
      "page",
      "feeds",
      "search",
      "alerts",
      "in-suffolk",
    ]) {
      expect(line(vacancySlugProblem(`content/vacancies/${slug}.md`, slug, sectors))).toBe(
        `content/vacancies/${slug}.md: file name: ${reserved}, found "${slug}"`,
      );
    }
    expect(vacancyCollectionProblems([entry("page", "OVS-1")], sectors).map(problemLine)).toEqual([
      `content/vacancies/page.md: file name: ${reserved}, found "page"`,
    ]);
    // "inn-" and "index" are fine: only the "in-" prefix is the county segment.
    expect(vacancySlugProblem("content/vacancies/inn-chef.md", "inn-chef", sectors)).toBeUndefined();
  });
});
