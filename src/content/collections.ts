// The site's collections (D2); see "Adding a collection" in docs/developer-guide.md.
import { defineCollection, type Entry } from "./collection";
import { plainTextSummary } from "./markdown";
import { expected, problem } from "./problems";
import { listingSectorSlugProblems } from "../jobs/listing";
import { vacancyCollectionProblems, vacancySchema } from "../jobs/vacancy-schema";
import { markdownPageSchema, metaDescriptionLength, sectorSchema, testimonialSchema, type MarkdownPageData, type Site } from "./schemas";

const byOrderField = <E extends Entry<{ order: number }>>(a: E, b: E) => a.data.order - b.data.order;

export type MarkdownPage = Entry<MarkdownPageData & { description: string }>;

export const collections = {
  /** The slug is the #fragment of the sector on /sectors/. */
  sectors: defineCollection({
    folder: "sectors",
    noun: "sector",
    editor: { label: "Sectors", bodyLabel: "Description", bodyHint: "The paragraphs about the sector under its name on the Our Sectors page.", identifierField: "title", slug: "{{title}}" },
    schema: sectorSchema,
    required: true,
    unique: ["order"],
    order: byOrderField,
    // A sector's slug is also /jobs/<slug>/, so not one of the board's own paths; files with problems count too, so it is refused with them.
    check: (_sectors, content) => listingSectorSlugProblems([...(content.slugs.sectors ?? [])].map((slug) => ({ file: `${content.displayFolder("sectors")}/${slug}.md`, slug }))),
  }),
  testimonials: defineCollection({
    folder: "testimonials",
    noun: "testimonial",
    editor: { label: "Testimonials", bodyLabel: "What they said", bodyHint: "Their words, quoted on the home page under Success stories; two or three sentences read best.", identifierField: "name", slug: "{{name}}-{{company}}" },
    schema: testimonialSchema,
    required: true,
    unique: ["order"],
    order: byOrderField,
  }),
  /** /jobs/<slug>/ (D23); which are open depends on the build's day (D24), so the route table decides. */
  vacancies: defineCollection({
    folder: "vacancies",
    noun: "vacancy",
    editor: {
      label: "Vacancies",
      bodyLabel: "Description: duties, shifts, what is on offer",
      bodyHint: "The description on the vacancy's page, under About the job, and in search engines' job listings. Headings, lists and links may be used.",
      identifierField: "title",
      slug: "{{title}}-{{fields.location.town}}",
    },
    schema: vacancySchema,
    // Every sector file counts, valid or not: a sector with problems of its own is not a second problem in its vacancies.
    check: (vacancies, content) => vacancyCollectionProblems(vacancies, [...(content.slugs.sectors ?? [])]),
  }),
  markdownPages: defineCollection({
    folder: "pages",
    noun: "page",
    editor: { label: "Plain pages", bodyLabel: "The page's text", bodyHint: "The whole text of the page, under its heading. Links to this site's pages are checked when the site is built.", identifierField: "title", slug: "{{title}}" },
    schema: markdownPageSchema,
    slugIsPath: true,
    complete: (entry, report): MarkdownPage => {
      const description = entry.data.description ?? plainTextSummary(entry.html, metaDescriptionLength.max);
      // The schema checks a written description; one made from the body is checked here.
      if (description.length < metaDescriptionLength.min) {
        report("description", expected(`a description of ${metaDescriptionLength.min} to ${metaDescriptionLength.max} characters`, `none, and the page's text is too short to make one from (${description.length} characters); add a description to the front matter`));
      }
      return { ...entry, data: { ...entry.data, description } };
    },
    check: (_pages, content) => {
      if (!content.site) return [];
      const site = content.site as Entry<Site>;
      const slugs = content.slugs.markdownPages ?? new Set();
      return site.data.footer.legalPages.flatMap((slug, index) =>
        slugs.has(slug) ? [] : [problem(site.file, `footer.legalPages.${index}`, expected(`the name of a file in ${content.displayFolder("pages")}/`, `"${slug}", which has no ${slug}.md`))],
      );
    },
  }),
};
