// The schema of each file in content/testimonials/.
import "../zod-settings";
import * as z from "zod";
import { text, imageSchema } from "./shared";

export const testimonialSchema = z.strictObject({
  name: text.meta({ title: "Person's name", description: "The name of the person quoted, under their words." }),
  role: text.meta({ title: "Their job", description: "Their job title, such as Registered Manager." }),
  company: text.meta({ title: "Their organisation", description: "Where they work, such as Riverside Care Home." }),
  rating: z.literal(5).meta({ title: "Stars", description: "Always 5: the site shows only five-star testimonials." }),
  image: imageSchema.meta({ title: "Photograph", description: "A small picture beside their words; a decorative picture can leave its description empty." }),
  /** D47: the agency chooses which clients' words stand on the employers page. */
  employersPage: z.boolean().optional().meta({ title: "Show on For Employers", description: "Switch on to show these words on the For Employers page too. Choose a client's words: an employer who uses the agency." }),
  order: z.int().meta({ title: "Position", description: "A whole number: testimonials are shown in this order, lowest first. No two may share one." }),
});
