// What and Where as a search takes them, by one rule for the browser's search
// (job-search.client.ts) and the page without JavaScript
// (search-page.ts), so both search the same text and find the
// same jobs: invisible characters taken out (D36), spaces run together,
// trimmed, and cut at the job alerts' limit (alert-limits.ts), which a person
// never reaches. When a box is cut, the results say so (jobs.md, search.countCut).
// No Node API: the browser runs it.
import { maxSearchFieldLength } from "../alerts/alert-limits";
import { withoutInvisibleCharacters } from "../content/invisible-characters";

/** A box's text as the search takes it, and whether it was cut to maxSearchFieldLength characters. */
export function typedSearch(text: string): { text: string; cut: boolean } {
  const tidy = withoutInvisibleCharacters(text).replace(/\s+/g, " ").trim();
  // A box with no letter or digit ("!!!", ",") names no job and no place: the search reads it as empty, and says so by not naming it.
  if (!/[\p{L}\p{N}]/u.test(tidy)) return { text: "", cut: false };
  // Cut by code point, so a character outside the Basic Multilingual Plane is never split in two.
  const characters = [...tidy];
  return characters.length > maxSearchFieldLength ? { text: characters.slice(0, maxSearchFieldLength).join("").trimEnd(), cut: true } : { text: tidy, cut: false };
}

export { maxSearchFieldLength };
