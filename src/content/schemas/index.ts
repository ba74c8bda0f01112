// One zod schema per collection (D2), the only source of its TypeScript type.
// Each field's .meta() title and description are the editor's label and hint
// (D32, D40); route pages list fields in the order the page shows them.
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
