// The schema of each file in content/pages/.
import "../zod-settings";
import * as z from "zod";
import { text, metaDescription } from "./shared";

/** Any Markdown file in content/pages/ becomes /<slug>/ (D9). */
export const markdownPageSchema = z.strictObject({
  title: text.meta({ title: "Page heading", description: "The page's heading, also its name in the browser tab and search results." }),
  /** Optional: when missing, the first words of the body are used. */
  description: metaDescription.optional().meta({
    title: "Summary in search results",
    description: "Optional: the sentence or two under the page's headline in search results, 50 to 160 characters. When empty, the first words of the page are used.",
  }),
});
