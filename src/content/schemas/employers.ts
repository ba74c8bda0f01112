// The schema of content/routes/employers.md.
import "../zod-settings";
import * as z from "zod";
import { text, link, card, step, pageMeta, navLabel, pageHeading, pageIntro, bandText } from "./shared";

export const employersPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** D30: the way to the vacancy form, shown at the top of the page and in the closing call to action. */
  registerVacancy: link.meta({
    title: "Register a vacancy button",
    description: "Shown under the introduction and again in the closing band; it should lead to /employers/register-a-vacancy/.",
  }),
  services: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Our services." }),
      items: z
        .array(card.meta({ title: "Service", description: "One service: a heading, a sentence or two and a small picture." }))
        .length(3)
        .meta({ title: "Services", description: "Exactly three service cards." }),
    })
    .meta({ title: "Services section", description: "The three service cards under the introduction." }),
  howItWorks: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as How it works." }),
      steps: z
        .array(step.meta({ title: "Step", description: "One numbered step." }))
        .length(3)
        .meta({ title: "Numbered steps", description: "Exactly three numbered steps, in order." }),
    })
    .meta({ title: "How it works section", description: "Three numbered steps, from an employer's first call to a placement." }),
  cta: z
    .strictObject({
      heading: text.meta({ title: "Band heading", description: "The heading of the coloured band at the foot of the page, such as Need staff now?" }),
      text: bandText,
      callNow: link.meta({ title: "Call Now button", description: "The first button in the band." }),
      requestQuote: link.meta({ title: "Request Quote button", description: "The second button in the band; the Register a vacancy button follows it." }),
    })
    .meta({ title: "Closing band", description: "The coloured band at the foot of the page, with its buttons." }),
});
