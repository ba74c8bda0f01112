// The schema of content/routes/sectors.md (the page; each sector is a file of its own, sector.ts).
import "../zod-settings";
import * as z from "zod";
import { template } from "../placeholders";
import { text, link, card, pageMeta, navLabel, pageHeading, pageIntro } from "./shared";

export const sectorsPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** Names the list of links to each sector at the top of the page. */
  jumpLabel: text.meta({ title: "Sector links' name", description: "What screen readers call the row of links to each sector under the introduction, such as Jump to a sector." }),
  servicesHeading: text.meta({ title: "Heading over the services", description: "The heading over each sector's list of services, such as What we provide." }),
  rolesHeading: text.meta({ title: "Heading over the roles", description: "The heading over each sector's eight key roles, such as Key roles." }),
  getStarted: link.meta({ title: "Get Started button", description: "The button in each sector's block, such as Get Started leading to /contact/." }),
  /** Read by screen readers after the Get Started label; {{sector}} is the sector's title. */
  getStartedContext: template(["sector"]).meta({
    title: "Get Started button, read aloud",
    description: "Not shown on screen: screen readers read it after the button's words, so each button says which sector it is for; {{sector}} becomes the sector's name, such as with {{sector}} staffing.",
  }),
  /** D29: each sector block says how many jobs are open in it and links to them. */
  openJobs: z
    .strictObject({
      one: template(["count", "sector"]).meta({ title: "When one job is open", description: "Such as {{count}} open job in {{sector}}; {{count}} becomes 1 and {{sector}} the sector's name." }),
      other: template(["count", "sector"]).meta({ title: "When several jobs are open", description: "Such as {{count}} open jobs in {{sector}}; {{count}} becomes the number of jobs and {{sector}} the sector's name." }),
      none: template(["sector"]).meta({ title: "When no job is open", description: "Such as No open {{sector}} jobs listed right now; {{sector}} becomes the sector's name." }),
      noneLink: link.meta({ title: "Link when no job is open", description: "The link after that sentence, such as Tell us what you are looking for, leading to /candidates/." }),
    })
    .meta({ title: "Open jobs line", description: "Under each sector's Get Started button: how many of its jobs are open, as a link to them." }),
  specialists: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Why choose sector specialists." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence or two under the heading." }),
      items: z
        .array(card.meta({ title: "Reason", description: "One reason: a heading, a sentence or two and a small picture." }))
        .min(1)
        .meta({ title: "Reasons", description: "The cards of this section. At least one." }),
    })
    .meta({ title: "Why specialists section", description: "The dark section at the foot of the page, after the sectors." }),
});
