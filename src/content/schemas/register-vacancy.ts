// The schema of content/routes/register-vacancy.md.
import "../zod-settings";
import * as z from "zod";
import { text, pageMeta, pageHeading, pageIntro, formName, formEmail, formPhone, formEnd, hintedLabel } from "./shared";

/** D30: the page with the employers' vacancy form. */
export const registerVacancyPageSchema = z.strictObject({
  ...pageMeta,
  heading: pageHeading,
  intro: pageIntro,
  form: z
    .strictObject({
      heading: text.meta({ title: "Form heading", description: "The heading over the form, such as About the vacancy." }),
      organisation: text.meta({ title: "Organisation box's label", description: "The label over the box for the employer's organisation." }),
      name: formName,
      email: formEmail,
      phone: formPhone,
      role: hintedLabel("the job title", "Job title box"),
      sector: text.meta({ title: "Sector choice's label", description: "The question over the list of sectors to choose from, such as Sector; the sectors come from Sectors." }),
      location: hintedLabel("where the work is", "Workplace box"),
      engagement: z
        .strictObject({
          label: text.meta({ title: "Question", description: "Such as Is the role temporary or permanent?" }),
          options: z
            .array(
              z
                .strictObject({
                  value: z.enum(["temporary", "permanent"]).meta({ title: "Which answer", description: "Temporary or permanent: which of the two answers these words are for." }),
                  label: text.meta({ title: "Answer's words", description: "What the employer reads beside the choice." }),
                })
                .meta({ title: "Answer", description: "One of the two answers." }),
            )
            .length(2)
            .meta({ title: "Answers", description: "Exactly two: one for temporary, one for permanent." }),
        })
        .meta({ title: "Temporary or permanent question", description: "The question with two answers to choose from." }),
      people: text.meta({ title: "Number of people box's label", description: "The label over the box for how many people are needed." }),
      startDate: hintedLabel("when the work starts", "Start date box"),
      pay: hintedLabel("the pay offered, which employers may leave empty", "Pay box"),
      details: hintedLabel("the details of the role", "Details box"),
      authority: z
        .strictObject({
          legend: text.meta({ title: "Heading over the tick box", description: "The heading over the tick box, such as Your authority to recruit." }),
          label: text.meta({ title: "Tick box's words", description: "What the employer confirms by ticking: that they may ask the agency to recruit for the role." }),
        })
        .meta({
          title: "Confirmation tick box",
          description: "The employer must tick it: the law lets us recruit only for a role an employer has asked us to fill.",
        }),
      ...formEnd,
    })
    .meta({ title: "Vacancy form", description: "The wording of the form employers use to tell us about a vacancy, box by box." }),
  nextSteps: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What happens next." }),
      items: z
        .array(text.meta({ title: "Step", description: "One step, shown with a tick." }))
        .min(1)
        .meta({ title: "Steps", description: "The ticked steps, in order. At least one." }),
    })
    .meta({ title: "What happens next", description: "Beside the form: what happens after an employer sends it." }),
});
