// The build's messages in the editor's words (D40): the field named by its
// labels on screen, other fields in the sentence too, the path kept to mark it.
import { describe, expect, it } from "vitest";
import { fieldLabels } from "../src/admin/cms-config";
import { problemInWords } from "../src/admin/problem-words";
import { siteSchema } from "../src/content/schemas";
import { vacancySchema } from "../src/jobs/vacancy-schema";

const vacancy = "content/vacancies/night-care-assistant-huntingdon.md";
const labels = fieldLabels(vacancySchema);

describe("a problem in the editor's words", () => {
  it("names the field by its labels and the other field in the sentence by its own", () => {
    expect(problemInWords(`${vacancy}: pay.to: expected at least pay.from (12.85), found the number 12`, vacancy, labels)).toEqual({
      path: "pay.to",
      text: "Pay offered › Pay up to must be at least Pay from (12.85), not the number 12",
    });
  });

  it("says plainly that a field is not filled in yet", () => {
    expect(problemInWords(`${vacancy}: summary: expected text, found nothing (the field is missing)`, vacancy, labels).text).toBe("Short summary is not filled in yet");
  });

  it("says which other file a save would break, in full", () => {
    const other = "content/vacancies/other-job-ely.md: reference: expected a reference of its own, found \"OVS-1\", which content/vacancies/x.md also uses";
    expect(problemInWords(other, vacancy, labels)).toEqual({ path: undefined, text: other });
  });

  it("counts list positions from 1 and keeps a line of the body as the build says it", () => {
    const site = "content/site.md";
    expect(problemInWords(`${site}: hours.1.opens: expected a 24-hour time in quotes, such as "08:00", found "8am"`, site, fieldLabels(siteSchema)).text).toMatch(/^Office hours › Opening period 2 › Opens at must be a 24-hour time/);
    expect(problemInWords(`${vacancy}: line 14: expected the path of a page on this site`, vacancy, labels)).toEqual({ path: undefined, text: "Line 14: expected the path of a page on this site" });
  });
});
