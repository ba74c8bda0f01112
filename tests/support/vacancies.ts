// Generated vacancies for the job board's tests: deterministic, varied across
// sectors, engagements, hours and counties, with several sharing a posted
// date so tie-breaking is exercised. Not the sample content files.
import type { Vacancy, VacancyData } from "../../src/jobs/vacancy-schema";
import { addDays } from "../../src/jobs/vacancy-status";

export const fixtureSectors = [
  { slug: "healthcare", title: "Healthcare" },
  { slug: "hospitality", title: "Hospitality" },
  { slug: "nursery-school", title: "Nursery and school settings", listingName: "nursery and school" },
  { slug: "industrial", title: "Industrial" },
];

export const fixtureCounties = ["Cambridgeshire", "Bedfordshire", "Suffolk", "Norfolk", "Hertfordshire"];

/** A real town of each fixture county: the content check refuses a vacancy the job search cannot place (D43). */
const fixtureTowns: Record<string, string> = {
  Cambridgeshire: "Huntingdon",
  Bedfordshire: "Bedford",
  Suffolk: "Ipswich",
  Norfolk: "Norwich",
  Hertfordshire: "Stevenage",
};
const townIn = (county: string) => ({ town: fixtureTowns[county]!, county });

/** One valid vacancy's front matter, as the schema outputs it; override what a test is about. */
export function vacancyData(overrides: Partial<VacancyData> = {}): VacancyData {
  return {
    title: "Care Assistant",
    reference: "OVS-1000",
    sector: "healthcare",
    engagement: "temporary",
    hours: "full-time",
    location: { town: "Huntingdon", county: "Cambridgeshire" },
    pay: { from: 13.5, per: "hour" },
    posted: "2026-11-14",
    filled: false,
    summary: "Supporting residents with daily living in a friendly care home, days and weekends.",
    requirements: ["Six months' care experience"],
    clientAuthorised: true,
    ...overrides,
  };
}

export function vacancy(slug: string, overrides: Partial<VacancyData> = {}, html = "<p>Duties.</p>"): Vacancy {
  return { slug, data: vacancyData(overrides), html };
}

/**
 * `count` open vacancies (as of 2026-11-21), vacancy i posted on one of 15
 * days going back from 2026-11-21 (so dates repeat), with sector, engagement
 * and county cycling at co-prime periods so nearly every combination
 * occurs; industrial work is never in Norfolk, so some combinations are empty.
 */
export function generatedVacancies(count: number): Vacancy[] {
  return Array.from({ length: count }, (_, index) =>
    vacancy(`generated-${index}`, {
      title: `Generated job ${index}`,
      reference: `GEN-${String(index).padStart(4, "0")}`,
      sector: fixtureSectors[index % 4]!.slug,
      engagement: index % 3 === 0 ? "permanent" : "temporary",
      hours: index % 2 === 0 ? "full-time" : "part-time",
      location: townIn(index % 4 === 3 && index % 5 === 3 ? "Suffolk" : fixtureCounties[index % 5]!),
      posted: addDays("2026-11-21", -(index % 15)),
    }),
  );
}
