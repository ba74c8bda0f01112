// The schema of each file in content/sectors/.
import "../zod-settings";
import * as z from "zod";
import { text, icon, imageSchema } from "./shared";

/** content/sectors/<slug>.md: the file name is the slug, the #fragment of the sector on /sectors/. */
export const sectorSchema = z.strictObject({
  title: text.meta({ title: "Sector name", description: "The sector's name, as its card on the home page, its block on Our Sectors, the footer and the job filters show it." }),
  /** How the sector reads inside a job-listing heading ("Temporary nursery and school jobs"); the title when not given. */
  listingName: text.optional().meta({
    title: "Name in job headings",
    description: "Optional: how the sector reads inside a job listing's heading, such as nursery and school in Temporary nursery and school jobs. The sector name is used when it is empty.",
  }),
  order: z.int().meta({ title: "Position", description: "A whole number: sectors are shown in this order, lowest first. No two sectors may share one." }),
  icon: icon.meta({ title: "Small picture", description: "The symbol drawn beside the sector's name; choose one from the list." }),
  summary: text.meta({ title: "Card summary", description: "One sentence on the sector's card on the home page." }),
  services: z
    .array(text.meta({ title: "Service", description: "One service, in a few words." }))
    .min(1)
    .meta({ title: "What we provide", description: "The services listed in the sector's block on Our Sectors. At least one." }),
  roles: z
    .array(text.meta({ title: "Role", description: "One job title, such as Healthcare Assistant." }))
    .length(8)
    .meta({ title: "Key roles", description: "Exactly eight job titles; the home page card shows the first four." }),
  image: imageSchema.meta({ title: "Photograph", description: "Shown on the sector's card on the home page and beside its block on Our Sectors." }),
});
