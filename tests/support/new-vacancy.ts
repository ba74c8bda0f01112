// A new vacancy as the editor's form makes it, and the file it must be saved
// as: the staff guide's layout (the schema's order, pounds and pence, long lines
// whole, no empty fields). Shared by the format's unit test and the browser test.
export const newVacancyFields = {
  title: "Night Care Assistant",
  reference: "OVS-7001",
  sector: "healthcare",
  engagement: "temporary",
  hours: "full-time",
  town: "Huntingdon",
  county: "Cambridgeshire",
  from: "13.50",
  per: "hour",
  posted: "2026-11-20",
  summary: "Night shifts caring for older residents in a friendly Huntingdon care home, with full training given.",
  requirement: "Experience of personal care, paid or unpaid",
};

/** The file's front matter, between its two --- lines. */
export const newVacancyFrontMatter = [
  `title: ${newVacancyFields.title}`,
  `reference: ${newVacancyFields.reference}`,
  `sector: ${newVacancyFields.sector}`,
  `engagement: ${newVacancyFields.engagement}`,
  `hours: ${newVacancyFields.hours}`,
  "location:",
  `  town: ${newVacancyFields.town}`,
  `  county: ${newVacancyFields.county}`,
  "pay:",
  `  from: ${newVacancyFields.from}`,
  `  per: ${newVacancyFields.per}`,
  `posted: ${newVacancyFields.posted}`,
  "filled: false",
  `summary: ${newVacancyFields.summary}`,
  "requirements:",
  `  - ${newVacancyFields.requirement}`,
  "clientAuthorised: true",
];
