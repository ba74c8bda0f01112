// The schema of content/routes/thank-you.md and content/routes/not-found.md.
import "../zod-settings";
import * as z from "zod";
import { link, pageMeta, pageHeading } from "./shared";

/** The thank-you and not-found pages: a heading, Markdown body and onward links. */
export const messagePageSchema = z.strictObject({
  ...pageMeta,
  heading: pageHeading,
  links: z
    .array(link.meta({ title: "Link", description: "One link: its words and the page it leads to." }))
    .min(1)
    .meta({ title: "Links onward", description: "The links under the message, to help visitors on their way. At least one." }),
});
