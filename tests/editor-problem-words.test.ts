// The build's messages in the editor's words (D40): the field named by its
// labels on screen, other fields and other entries in the sentence too, a line
// of the body counted in the body, the path kept to mark the field.
import { describe, expect, it } from "vitest";
import { fieldLabels } from "../src/admin/cms-config";
import { problemInWords } from "../src/admin/problem-words";
import { readFileSync } from "node:fs";
import { describeIssues, expected, problem, problemLine } from "../src/content/problems";
import { siteSchema } from "../src/content/schemas";
import { vacancySchema } from "../src/jobs/vacancy-schema";
import { readContentFile } from "./support/content-file";

const vacancy = "content/vacancies/night-care-assistant-huntingdon.md";
const context = {
  labels: fieldLabels(vacancySchema),
  body: { label: "Description", firstLine: 24 },
  entryNames: new Map([
    ["content/vacancies/registered-nurse-nights-huntingdon.md", "the vacancy “Registered Nurse (RGN), nights”"],
  ]),
};

describe("a problem in the editor's words", () => {
  it("names the field by its labels and the other field in the sentence by its own", () => {
    expect(
      problemInWords(
        problem(vacancy, "pay.to", expected(["at least ", { field: "pay.from" }, " (12.85)"], "the number 12")),
        vacancy,
        context,
      ),
    ).toEqual({
      path: "pay.to",
      text: "Pay offered › Pay up to must be at least Pay from (12.85), not the number 12",
    });
    expect(
      problemInWords(
        problem(
          vacancy,
          "closes",
          expected(["a date on or after ", { field: "posted" }, " (2026-11-20)"], '"2026-11-10"'),
        ),
        vacancy,
        context,
      ).text,
    ).toBe('Closing date must be a date on or after Date posted (2026-11-20), not "2026-11-10"');
  });

  it("names another entry by its title, not its file", () => {
    const duplicate = problem(
      vacancy,
      "reference",
      expected("a reference of its own", [
        '"OVS-1042", which ',
        { file: "content/vacancies/registered-nurse-nights-huntingdon.md" },
        " also uses",
      ]),
    );
    expect(problemInWords(duplicate, vacancy, context).text).toBe(
      'Our reference must be a reference of its own, not "OVS-1042", which the vacancy “Registered Nurse (RGN), nights” also uses',
    );
  });

  it("says plainly that a field is not filled in yet", () => {
    expect(
      problemInWords(problem(vacancy, "summary", expected("text", "nothing (the field is missing)")), vacancy, context)
        .text,
    ).toBe("Short summary is not filled in yet");
  });

  it("counts a line of the body from the body's first line, and names the body", () => {
    expect(
      problemInWords(
        problem(vacancy, undefined, expected("the path of a page on this site, such as /contact/", '"/nowhere/"'), 26),
        vacancy,
        context,
      ),
    ).toEqual({
      path: "body",
      text: 'Description, line 3: expected the path of a page on this site, such as /contact/, found "/nowhere/"',
    });
  });

  it("says which other entry a save would break", () => {
    const other = problem(
      "content/vacancies/registered-nurse-nights-huntingdon.md",
      "reference",
      expected("a reference of its own", ['"OVS-1", which ', { file: "content/vacancies/x.md" }, " also uses"]),
    );
    expect(problemInWords(other, vacancy, context)).toEqual({
      path: undefined,
      text: expect.stringMatching(/^the vacancy “Registered Nurse \(RGN\), nights” would break: reference: /),
    });
  });

  it("counts list positions from 1", () => {
    const site = "content/site.md";
    const text = problemInWords(
      problem(site, "hours.1.opens", expected('a 24-hour time in quotes, such as "08:00"', '"8am"')),
      site,
      { labels: fieldLabels(siteSchema) },
    ).text;
    expect(text).toMatch(/^Office hours › Opening period 2 › Opens at must be a 24-hour time/);
  });

  it("is made from the same value the command line lists, whose parts say what was expected, what was found and which field it names", () => {
    const file = "content/vacancies/banqueting-staff-peterborough.md";
    const data = readContentFile(readFileSync(file, "utf8")).data;
    const [found, ...others] = describeIssues(
      file,
      vacancySchema.safeParse({ ...data, pay: { from: 13, to: 12, per: "hour" } }, { reportInput: true }).error!.issues,
    );
    expect(others).toEqual([]);
    expect(found).toEqual({
      file,
      field: "pay.to",
      expected: ["at least ", { field: "pay.from" }, " (13)"],
      found: "the number 12",
    });
    expect(problemLine(found!)).toBe(`${file}: pay.to: expected at least pay.from (13), found the number 12`);
    expect(problemInWords(found!, file, context).text).toBe(
      "Pay offered › Pay up to must be at least Pay from (13), not the number 12",
    );
  });
});
