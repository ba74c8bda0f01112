// The words of the job search (D39), the same for the index, the typed query and the alerts (D41): Porter stems, so
// "nurse", "nurses" and "nursing" are one word and "nursery" another. No Node API.
import { stemmer } from "stemmer";

/** An apostrophe inside a word ("candidate's") joins it. */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Repeats kept: phrases are read from it. */
export function searchWordSequence(text: string): string[] {
  const words = text.normalize("NFKC").toLowerCase().match(wordPattern) ?? [];
  return words.map((word) => stemmer(word.replace(/['’]s$/, "").replace(/['’]/g, "")));
}

export function searchWords(text: string): string[] {
  return [...new Set(searchWordSequence(text))];
}
