// The words of the job search (D39), the same for the index the build makes,
// for what a candidate types and for the job alerts (D41): letters and digits
// in runs, lower-cased, each cut to its English stem with the Porter stemmer
// (the `stemmer` package), so "nurse", "nurses" and "nursing" are one word,
// "nurs", and "nursery" ("nurseri") another. No Node API: the browser's
// search module uses it too.
import { stemmer } from "stemmer";

/** Runs of letters and digits; an apostrophe inside a word ("candidate's") joins it. */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The stems of a text, in order, repeats kept: phrases (search-synonyms.ts) are read from it. */
export function searchWordSequence(text: string): string[] {
  const words = text.normalize("NFKC").toLowerCase().match(wordPattern) ?? [];
  return words.map((word) => stemmer(word.replace(/['’]s$/, "").replace(/['’]/g, "")));
}

/** The distinct stems of a text, in the order they first appear. */
export function searchWords(text: string): string[] {
  return [...new Set(searchWordSequence(text))];
}
