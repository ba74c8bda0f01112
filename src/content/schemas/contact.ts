// The schema of content/routes/contact.md.
import "../zod-settings";
import * as z from "zod";
import { text, pageMeta, navLabel, pageHeading, pageIntro, formName, formEmail, formPhone, formMessage, formEnd, formHeading } from "./shared";

export const contactPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** In the page header, before the phone number, so a phone shows it before the form. */
  callPrompt: text.meta({
    title: "Words before the phone button",
    description: "Under the introduction, before the phone number, so a phone shows the number before the form.",
  }),
  form: z
    .strictObject({
      heading: formHeading,
      name: formName,
      email: formEmail,
      phone: formPhone,
      subject: text.meta({ title: "Subject list's label", description: "The label over the list of subjects, such as Subject." }),
      subjectPlaceholder: text.meta({ title: "Subject list's first line", description: "What the list shows before a subject is chosen, such as Select a subject." }),
      subjects: z
        .array(
          z
            .strictObject({
              value: z
                .string()
                .regex(/^[a-z0-9-]+$/)
                .meta({
                  title: "Name sent with the message",
                  description: "Small letters, digits and hyphens, such as employer-staffing: the form sends it with each message, so messages can be sorted by it.",
                }),
              label: text.meta({ title: "Subject as shown", description: "What visitors choose in the list, such as I need staff (Employer)." }),
            })
            .meta({ title: "Subject", description: "One subject a visitor can choose." }),
        )
        .min(1)
        .meta({ title: "Subjects to choose from", description: "The subjects to choose from, in order. At least one." }),
      message: formMessage,
      ...formEnd,
    })
    .meta({ title: "Message form", description: "The wording of the contact form, box by box." }),
  cards: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the three cards beside the form, such as Other ways to reach us." }),
      phone: z
        .strictObject({
          title: text.meta({ title: "Card heading", description: "Such as Call us." }),
          text: text.meta({ title: "Card text", description: "Shown under the phone number." }),
        })
        .meta({ title: "Phone card", description: "The card with the phone number." }),
      email: z
        .strictObject({
          title: text.meta({ title: "Card heading", description: "Such as Email us." }),
          text: text.meta({ title: "Card text", description: "Shown under the email address." }),
        })
        .meta({ title: "Email card", description: "The card with the email address." }),
      emergency: z
        .strictObject({
          title: text.meta({ title: "Card heading", description: "Such as Emergency staffing." }),
          text: text.meta({ title: "Card text", description: "Shown under the phone number." }),
        })
        .meta({ title: "Emergency card", description: "The card for urgent cover, with the phone number." }),
    })
    .meta({ title: "Ways to reach us", description: "The three cards beside the form; the number and address come from the Agency facts." }),
  office: z
    .strictObject({
      heading: text.meta({ title: "Office heading", description: "The heading over the office address, such as Our office." }),
      text: text.meta({ title: "Under the address", description: "A sentence under the address, such as Visits by appointment." }),
    })
    .meta({ title: "Office address box", description: "Under the cards: the office address, which comes from the Agency facts." }),
  hoursHeading: text.meta({ title: "Office hours heading", description: "The heading over the office hours, which come from the Agency facts." }),
});
