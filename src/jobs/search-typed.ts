// One rule for the browser's search and the page without JavaScript, so both find the same jobs: invisible characters
// out (D36), cut at the alerts' limit, which a person never reaches. No Node API.
import { maxSearchFieldLength } from "../alerts/alert-limits";
import { withoutInvisibleCharacters } from "../content/invisible-characters";

export function typedSearch(text: string): { text: string; cut: boolean } {
  const tidy = withoutInvisibleCharacters(text).replace(/\s+/g, " ").trim();
  // No letter or digit names no job and no place.
  if (!/[\p{L}\p{N}]/u.test(tidy)) return { text: "", cut: false };
  // By code point, so a character outside the Basic Multilingual Plane is never split.
  const characters = [...tidy];
  return characters.length > maxSearchFieldLength
    ? { text: characters.slice(0, maxSearchFieldLength).join("").trimEnd(), cut: true }
    : { text: tidy, cut: false };
}

export { maxSearchFieldLength };
