import "../zod-settings";
import * as z from "zod";
import { jobSearchBox } from "./home";
import { text, link, card, step, headedText, pageMeta, navLabel, pageHeading, pageIntro, formName, formEmail, formMessage, formEnd, formHeading } from "./shared";

export const candidatesPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** D29. */
  vacanciesLink: link.meta({ title: "Current jobs button", description: "The button under the introduction; it should lead to /jobs/." }),
  /** D38. */
  jobSearch: jobSearchBox.meta({ title: "Find a job box", description: "The What and Where search under the introduction, which takes candidates to the job board." }),
  /** D41: its words are in the job board's file. */
  jobAlert: z
    .strictObject({
      heading: text.meta({ title: "Box heading", description: "Such as New jobs by email." }),
      text: text.meta({ title: "Box text", description: "A sentence saying what the alerts send." }),
      button: text.meta({ title: "Button that opens the sign-up", description: "Such as Email me new jobs. The rest of the sign-up's words are in the job board's file." }),
    })
    .meta({ title: "Job alerts box", description: "Beside the job search: sign up to hear of new jobs by email." }),
  registering: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What registering with us means." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence or two under the heading." }),
      items: z
        .array(card.meta({ title: "Point", description: "One thing a candidate can count on: a heading, a sentence or two and a small picture." }))
        .min(1)
        .meta({ title: "Points", description: "Pay, when it is paid, holiday pay, training and checks. At least one." }),
    })
    .meta({ title: "What registering means", description: "Cards saying what registering with the agency means for pay, holiday, training and checks." }),
  form: z
    .strictObject({
      heading: formHeading,
      name: formName,
      email: formEmail,
      message: formMessage,
      ...formEnd,
    })
    .meta({ title: "Message form", description: "The wording of the form candidates send us." }),
  nextSteps: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What happens next." }),
      steps: z
        .array(step.meta({ title: "Step", description: "One numbered step." }))
        .min(1)
        .meta({ title: "Numbered steps", description: "The numbered steps, in order. At least one." }),
    })
    .meta({ title: "What happens next", description: "Beside the form: what happens after a candidate writes to us." }),
  noFee: headedText("the box under the steps").meta({ title: "No fee box", description: "Beside the form, under the steps: candidates never pay the agency." }),
});
