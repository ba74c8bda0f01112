import "../zod-settings";
import * as z from "zod";
import { template } from "../placeholders";
import { text, link, figure, imageSchema, headedText, pageMeta, navLabel } from "./shared";

export const jobSearchBox = z
  .strictObject({
    heading: text.meta({ title: "Search heading", description: "The short heading over the job search, such as Find a job near you." }),
    what: text.meta({ title: "What box's label", description: "The label of the box for words, such as What." }),
    whatHint: text.meta({ title: "What box's help line", description: "Such as Job title or keyword." }),
    where: text.meta({ title: "Where box's label", description: "The label of the box for a place, such as Where." }),
    whereHint: text.meta({ title: "Where box's help line", description: "Such as Town, county or postcode." }),
    submit: text.meta({ title: "Search button", description: "The words on the button, such as Search jobs." }),
    allJobs: z
      .strictObject({
        one: template(["count"]).meta({ title: "When one job is open", description: "The link to the job board, such as See the {{count}} open job; {{count}} becomes 1." }),
        other: template(["count"]).meta({ title: "When several jobs are open", description: "Such as See all {{count}} open jobs; {{count}} becomes the number of open jobs." }),
      })
      .meta({ title: "Link to every job", description: "Under the search, and in its place when the browser runs no scripts: a link to the job board with the number of open jobs." }),
    noJobs: text.meta({ title: "Link when nothing is open", description: "The link's words when no job is open, such as See our job board." }),
  })
  .meta({ title: "Find a job box", description: "The What and Where search under the big heading, which takes candidates to the job board." });

export const homePageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  hero: z
    .strictObject({
      kicker: text.meta({ title: "Top line above the heading", description: "The short line in a coloured band just above the big heading, such as 20+ years of experience." }),
      heading: text.meta({ title: "Big heading", description: "The page's main heading, the first thing visitors read." }),
      /** D38: What and Where (JavaScript only) and a link to the board with the open jobs' count (always). */
      jobSearch: jobSearchBox,
      lead: text.meta({ title: "Opening sentence", description: "The sentence or two under the big heading." }),
      staffPath: headedText("the box for employers, above the Find Staff button").meta({
        title: "For employers",
        description: "The box for employers who need staff, with the Find Staff button under it.",
      }),
      findStaff: link.meta({ title: "Find Staff button", description: "The button in the employers' box; it should lead to /employers/." }),
      workPath: headedText("the box for people looking for work, above the Find Work button").meta({
        title: "For people looking for work",
        description: "The box for candidates, with the Find Work button under it.",
      }),
      findWork: link.meta({ title: "Find Work button", description: "The button in the candidates' box; it should lead to /candidates/." }),
      emergencyLine: text.meta({ title: "Words before the 24/7 number", description: "Shown before the phone number under the two boxes, such as Short-staffed tonight? Our 24/7 line." }),
      image: imageSchema.meta({ title: "Large photograph", description: "The photograph beside the heading; it loads first, so choose one that shows people at work." }),
    })
    .meta({ title: "Big banner at the top", description: "The first screen of the home page: heading, the two ways in for employers and candidates, the 24/7 line and a photograph." }),
  promises: z
    .strictObject({
      heading: text.meta({ title: "Heading for screen readers", description: "Not shown on screen: screen readers announce it before the promises." }),
      items: z
        .array(text.meta({ title: "Promise", description: "One short promise, shown with a tick, such as 24/7 emergency support." }))
        .min(1)
        .meta({ title: "Promises", description: "The row of ticked promises under the banner. At least one." }),
    })
    .meta({ title: "Promises under the banner", description: "The row of short promises with ticks, just under the big banner." }),
  impact: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the figures, such as Our last five years in numbers." }),
      figures: z
        .array(figure.meta({ title: "Figure", description: "One number and what it counts." }))
        .min(1)
        .meta({ title: "Large figures", description: "The large numbers in this section. Say what period each covers, so they agree with the rest of the site. At least one." }),
    })
    .meta({ title: "Figures section", description: "The section of large numbers under the promises." }),
  sectors: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the sector cards." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading." }),
      moreRoles: z
        .strictObject({
          one: template(["count"]).meta({ title: "When one more role is hidden", description: "Such as +{{count}} more role; {{count}} becomes the number 1." }),
          other: template(["count"]).meta({ title: "When several more roles are hidden", description: "Such as +{{count}} more roles; {{count}} becomes the number of roles not shown." }),
        })
        .meta({ title: "More roles line", description: "Each card lists its sector's first four roles, then this line says how many more there are." }),
      linkLabel: template(["sector"]).meta({
        title: "Card link text",
        description: "The link at the foot of each card to the sector on the Our Sectors page; {{sector}} becomes the sector's name in small letters, such as More about {{sector}} staffing.",
      }),
    })
    .meta({ title: "Sectors section", description: "A card for each sector, with its picture, summary and first four roles; the cards themselves come from Sectors." }),
  /** D29: the three newest open vacancies. */
  latestJobs: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the three newest jobs." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading." }),
      none: text.meta({ title: "When no job is open", description: "Shown instead of the jobs when no vacancy is open." }),
      allLink: link.meta({ title: "All jobs button", description: "The button under the jobs; it should lead to /jobs/." }),
    })
    .meta({ title: "Latest jobs section", description: "The three newest open vacancies, which come from Vacancies, and a button to all of them." }),
  stories: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the testimonials." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading." }),
      ratingLabel: template(["rating"]).meta({
        title: "Star rating in words",
        description: "What screen readers say for each testimonial's stars; {{rating}} becomes the rating, such as Rated {{rating}} out of 5.",
      }),
      trackRecord: z
        .strictObject({
          heading: text.meta({ title: "Track record heading", description: "The heading over the figures under the testimonials, such as Our track record since 2005." }),
          figures: z
            .array(figure.meta({ title: "Figure", description: "One number and what it counts." }))
            .min(1)
            .meta({ title: "Large figures", description: "The large numbers under the testimonials. At least one." }),
        })
        .meta({ title: "Track record band", description: "The band of figures at the foot of the section." }),
    })
    .meta({ title: "Success stories section", description: "The testimonials, which come from Testimonials, and the track record figures under them." }),
});
