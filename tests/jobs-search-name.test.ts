// A search in words (src/jobs/search-name.ts): the heading, the folded line,
// the alerts and the count name a search the same way, and never say a word twice.
import { describe, expect, it } from "vitest";
import { searchCountText, searchHeading, searchName } from "../src/jobs/search-name";
import { jobsPageWords } from "./support/content-file";

// The board's own words, as content/routes/jobs.md has them.
const { search } = jobsPageWords();
const nameWording = search.name;
const countWording = search;

describe("a search's name", () => {
  it.each([
    ["Cleaner jobs", "Cleaner jobs"],
    ["cleaner job", "Cleaner jobs"],
    ["care JOBS", "Care jobs"],
    ["jobs", "Jobs"],
    ["cleaner", "Cleaner jobs"],
    ["jobsworth", "Jobsworth jobs"],
  ])("‘%s’ is headed ‘%s’, never repeating jobs", (what, heading) => {
    expect(searchHeading({ what, where: "" }, nameWording)).toBe(heading);
  });

  it("keeps the place and the rest after words that end in jobs", () => {
    expect(searchName({ what: "Cleaner jobs", where: "Kimbolton", radius: 20 }, nameWording)).toBe(
      "Cleaner jobs within 20 miles of Kimbolton",
    );
  });
});

describe("the results' count", () => {
  it("says the distance searched when the place was placed, not that the jobs are in it (D43)", () => {
    expect(searchCountText(3, { what: "care", where: "Kimbolton", radius: 20 }, countWording)).toBe(
      "3 jobs for ‘care’ within 20 miles of Kimbolton",
    );
    expect(searchCountText(1, { what: "", where: "Kimbolton", radius: 10 }, countWording)).toBe(
      "1 job within 10 miles of Kimbolton",
    );
  });

  it("says in a place searched without a distance (any distance, or a county), and keeps the pay", () => {
    expect(searchCountText(2, { what: "care", where: "Cambridgeshire" }, countWording)).toBe(
      "2 jobs for ‘care’ in Cambridgeshire",
    );
    expect(searchCountText(0, { what: "", where: "", payLabel: "£12+ an hour" }, countWording)).toBe(
      "No jobs found, £12+ an hour",
    );
  });
});
