// The schema of content/routes/about.md.
import "../zod-settings";
import * as z from "zod";
import { text, link, figure, imageSchema, card, pageMeta, navLabel, pageHeading, pageIntro, bandText } from "./shared";

export const aboutPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  storyHeading: text.meta({ title: "Heading over the story", description: "The heading over the company's story, which is written in The company's story at the foot of this form." }),
  image: imageSchema.meta({ title: "Story photograph", description: "The photograph beside the company's story." }),
  values: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the value cards, such as What we value." }),
      items: z
        .array(card.meta({ title: "Value", description: "One value: a heading, a sentence or two and a small picture." }))
        .min(1)
        .meta({ title: "Values", description: "The cards of this section, in order. At least one." }),
    })
    .meta({ title: "Values section", description: "The cards under the story, one for each of the agency's values." }),
  whyChoose: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Why healthcare providers choose us." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence or two under the heading." }),
      points: z
        .array(text.meta({ title: "Reason", description: "One reason, shown with a tick." }))
        .min(1)
        .meta({ title: "Reasons", description: "The ticked reasons. At least one." }),
      figures: z
        .array(figure.meta({ title: "Figure", description: "One number and what it counts." }))
        .min(1)
        .meta({ title: "Large figures", description: "The large numbers under the reasons. At least one." }),
    })
    .meta({ title: "Why choose us section", description: "Reasons with ticks, then large figures." }),
  /** D47: named people, only as the agency fills them in; with none, the section is left out. */
  people: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as The people you will speak to." }),
      items: z
        .array(
          z
            .strictObject({
              name: text.meta({ title: "Person's name", description: "The person's name as they like it written." }),
              role: text.meta({ title: "Job", description: "Their job, such as Healthcare consultant." }),
              photo: imageSchema.optional().meta({ title: "Photograph", description: "Optional: a photograph of them, with a sentence saying what it shows." }),
            })
            .meta({ title: "Person", description: "One member of the team, with their agreement." }),
        )
        .meta({ title: "People", description: "Members of the team, each with their agreement. With none, the section is left out." }),
    })
    .optional()
    .meta({ title: "Our people section", description: "Named members of the team, before the closing band." }),
  cta: z
    .strictObject({
      heading: text.meta({ title: "Band heading", description: "The heading of the coloured band at the foot of the page." }),
      text: bandText,
      links: z
        .array(link.meta({ title: "Button", description: "One button: its words and the page it leads to." }))
        .min(1)
        .meta({ title: "Buttons", description: "The buttons in the band; the first stands out most. At least one." }),
    })
    .meta({ title: "Closing band", description: "The coloured band at the foot of the page, asking visitors to get in touch." }),
});
