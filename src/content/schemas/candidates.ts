// The schema of content/routes/candidates.md.
import "../zod-settings";
import * as z from "zod";
import { text, link, step, headedText, pageMeta, navLabel, pageHeading, pageIntro, formName, formEmail, formMessage, formEnd, formHeading } from "./shared";

export const candidatesPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** D29: the way to the job listing, from the page's introduction. */
  vacanciesLink: link.meta({ title: "Current jobs button", description: "The button under the introduction; it should lead to /jobs/." }),
  form: z
    .strictObject({
      heading: formHeading,
      name: formName,
      email: formEmail,
      message: formMessage,
      ...formEnd,
    })
    .meta({ title: "Message form", description: "The wording of the form candidates send us." }),
  /** Beside the form: what happens after a candidate writes to us. */
  nextSteps: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What happens next." }),
      steps: z
        .array(step.meta({ title: "Step", description: "One numbered step." }))
        .min(1)
        .meta({ title: "Numbered steps", description: "The numbered steps, in order. At least one." }),
    })
    .meta({ title: "What happens next", description: "Beside the form: what happens after a candidate writes to us." }),
  /** Beside the form: candidates never pay the agency. */
  noFee: headedText("the box under the steps").meta({ title: "No fee box", description: "Beside the form, under the steps: candidates never pay the agency." }),
});
