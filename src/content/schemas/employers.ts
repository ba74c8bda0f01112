import "../zod-settings";
import * as z from "zod";
import { template } from "../placeholders";
import { text, link, card, step, figure, pageMeta, navLabel, pageHeading, pageIntro, bandText } from "./shared";

export const employersPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** D30. */
  registerVacancy: link.meta({
    title: "Register a vacancy button",
    description: "Shown under the introduction and again in the closing band; it should lead to /employers/register-a-vacancy/.",
  }),
  /** D46: the number is the agency's own (site.md). */
  emergencyLine: text.meta({
    title: "Emergency line's words",
    description: "The words before the 24/7 phone number under the Register a vacancy button, such as Short-staffed today? Call our 24/7 line. The number itself comes from the agency's facts.",
  }),
  speed: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as How fast we work." }),
      figures: z
        .array(figure.meta({ title: "Promise", description: "One promise: the time in large type and what happens in it." }))
        .min(1)
        .meta({ title: "Promises", description: "The times the agency promises, such as 24hr and response to every enquiry. At least one." }),
    })
    .meta({ title: "How fast section", description: "The agency's promised times, in large type under the introduction." }),
  services: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Our services." }),
      items: z
        .array(card.meta({ title: "Service", description: "One service: a heading, a sentence or two and a small picture." }))
        .length(3)
        .meta({ title: "Services", description: "Exactly three service cards." }),
    })
    .meta({ title: "Services section", description: "The three service cards under the introduction." }),
  /** Read from the sector files rather than copied here. */
  sectors: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Roles we cover." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading. The sectors and their roles come from the Sectors files." }),
      linkLabel: template(["sector"]).meta({
        title: "Link under each sector",
        description: "The link to the sector on the Our Sectors page, such as More about {{sector}} staffing; {{sector}} becomes the sector's name.",
      }),
    })
    .meta({ title: "Roles we cover section", description: "Every sector with all its roles, from the Sectors files." }),
  howItWorks: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as How it works." }),
      steps: z
        .array(step.meta({ title: "Step", description: "One numbered step." }))
        .length(3)
        .meta({ title: "Numbered steps", description: "Exactly three numbered steps, in order." }),
    })
    .meta({ title: "How it works section", description: "Three numbered steps, from an employer's first call to a placement." }),
  afterCall: z
    .strictObject({
      heading: text.meta({ title: "Heading over the list", description: "Such as After your first call." }),
      items: z
        .array(
          z
            .strictObject({
              when: text.meta({ title: "When it happens", description: "Such as Within 24 hours." }),
              text: text.meta({ title: "What happens", description: "A sentence saying what the agency does then." }),
            })
            .meta({ title: "Moment", description: "One moment after the call: when, and what happens." }),
        )
        .min(1)
        .meta({ title: "Moments", description: "What happens after the first call, in order. At least one." }),
    })
    .meta({ title: "After the first call", description: "Under the numbered steps: what happens after an employer calls, and when." }),
  /** D47: shown only when a testimonial is ticked Show on For Employers. */
  testimonials: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What our clients say." }),
      ratingLabel: template(["rating"]).meta({ title: "Rating read aloud", description: "What screen readers say for the stars, such as Rated {{rating}} out of 5." }),
    })
    .meta({ title: "Clients' words section", description: "The testimonials ticked Show on For Employers in the Testimonials files. With none ticked, the section is left out." }),
  cta: z
    .strictObject({
      heading: text.meta({ title: "Band heading", description: "The heading of the coloured band at the foot of the page, such as Need staff now?" }),
      text: bandText,
      callNow: link.meta({ title: "Call Now button", description: "The first button in the band." }),
      requestQuote: link.meta({ title: "Request Quote button", description: "The second button in the band; the Register a vacancy button follows it." }),
    })
    .meta({ title: "Closing band", description: "The coloured band at the foot of the page, with its buttons." }),
});
