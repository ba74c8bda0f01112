// One zod schema per content collection (D2). Each schema validates the front
// matter, coerces what can be coerced, and is the only source of the
// TypeScript type for that collection: there is no hand-written interface
// beside it that could drift.
//
// Every field also carries the words the editor at /admin/ shows for it (D32,
// D40), declared beside the field with .meta(): `title` is the field's label
// and `description` its hint, in the agency's words, for an office manager
// who has never seen this file. zod writes both into the JSON Schema the
// editor's configuration is made from (src/admin/cms-config.ts); neither
// changes what a schema accepts or any message of the build. A shared part
// (a link, an image) labels its own fields generically ("Link text", "Goes
// to"); the field that uses it says which one it is and where it shows.
// Route pages list their fields in the order the page shows them, top to
// bottom, so the editor's form reads like the page.
//
// One module per page or collection, in this folder; the parts several of
// them share (links, photographs, cards, the search result's title and
// summary, the wording every form has) are in shared.ts. This index exports
// every schema and its type, so the rest of the site imports one place.
import type * as z from "zod";
import type { card, figure, link, openingPeriod } from "./shared";
import type { imageSchema } from "./shared";
import { siteSchema } from "./site";
import { homePageSchema } from "./home";
import { aboutPageSchema } from "./about";
import { sectorsPageSchema } from "./sectors-page";
import { employersPageSchema } from "./employers";
import { candidatesPageSchema } from "./candidates";
import { registerVacancyPageSchema } from "./register-vacancy";
import { contactPageSchema } from "./contact";
import { jobsPageSchema } from "./jobs";
import { messagePageSchema } from "./message";
import { sectorSchema } from "./sector";
import { testimonialSchema } from "./testimonial";
import { markdownPageSchema } from "./markdown-page";

export { imageSchema, metaDescriptionLength } from "./shared";
export {
  siteSchema,
  homePageSchema,
  aboutPageSchema,
  sectorsPageSchema,
  employersPageSchema,
  candidatesPageSchema,
  registerVacancyPageSchema,
  contactPageSchema,
  jobsPageSchema,
  messagePageSchema,
  sectorSchema,
  testimonialSchema,
  markdownPageSchema,
};

export type Site = z.infer<typeof siteSchema>;
export type ImageData = z.infer<typeof imageSchema>;
export type Link = z.infer<typeof link>;
export type Figure = z.infer<typeof figure>;
export type Card = z.infer<typeof card>;
export type OpeningPeriod = z.infer<typeof openingPeriod>;
export type HomePageContent = z.infer<typeof homePageSchema>;
export type AboutPageContent = z.infer<typeof aboutPageSchema>;
export type SectorsPageContent = z.infer<typeof sectorsPageSchema>;
export type EmployersPageContent = z.infer<typeof employersPageSchema>;
export type CandidatesPageContent = z.infer<typeof candidatesPageSchema>;
export type ContactPageContent = z.infer<typeof contactPageSchema>;
export type JobsPageContent = z.infer<typeof jobsPageSchema>;
export type RegisterVacancyPageContent = z.infer<typeof registerVacancyPageSchema>;
export type MessagePageContent = z.infer<typeof messagePageSchema>;
export type SectorData = z.infer<typeof sectorSchema>;
export type TestimonialData = z.infer<typeof testimonialSchema>;
export type MarkdownPageData = z.infer<typeof markdownPageSchema>;
