// The words of the trade (D44): groups of words candidates and agency staff
// use for the same job ("HCA, healthcare assistant"), kept by the agency in
// content/routes/jobs.md (synonyms) and edited in the editor. A search for
// any word or phrase of a group finds every one of them, each as whole words
// after stemming (search-words.ts), so "nurse" still never finds nursery
// (D39). A phrase ("care worker") matches only where its words stand
// together: the build adds each listed phrase a vacancy contains to its words
// as one token ("care_worker"), so "care assistant" is not found in "Nursery
// assistant … caring for toddlers". One module for the build, the browser's
// search and the job alerts. No Node API.
import { searchWordSequence } from "./search-words";

/** One line of the list: its words or phrases, split at commas and trimmed. */
export function synonymTerms(line: string): string[] {
  return line
    .split(",")
    .map((term) => term.trim())
    .filter(Boolean);
}

/** A term as the index holds it: one stem, or a phrase's stems joined by "_" (a character no stem has). */
export function termToken(term: string): string {
  return searchWordSequence(term).join("_");
}

/** The groups as the search index carries them: each a list of tokens. Terms with no letters or digits are left out. */
export function synonymGroups(lines: readonly string[]): string[][] {
  return lines.map((line) => [...new Set(synonymTerms(line).map(termToken).filter(Boolean))]).filter((group) => group.length > 1);
}

/** The phrases of the groups (tokens of more than one stem), as stem sequences: the build looks for these in each vacancy. */
export function synonymPhrases(groups: readonly string[][]): string[][] {
  return [...new Set(groups.flat().filter((token) => token.includes("_")))].map((token) => token.split("_"));
}

/** The phrase tokens a text's stems contain, each phrase's stems standing together in that order. */
export function phraseTokens(stems: readonly string[], phrases: readonly string[][]): string[] {
  const found: string[] = [];
  for (const phrase of phrases) {
    for (let start = 0; start + phrase.length <= stems.length; start++) {
      if (phrase.every((stem, offset) => stems[start + offset] === stem)) {
        found.push(phrase.join("_"));
        break;
      }
    }
  }
  return found;
}

/**
 * What a query asks for: one entry for each word it has, or for each listed
 * term it has (longest first, so "care worker" is read as one term, not as
 * care and worker), each entry the tokens any one of which a vacancy must
 * have. "HCA nights" → [["hca", "healthcar_assist"], ["night"]].
 */
export function queryAlternatives(what: string, groups: readonly string[][]): string[][] {
  const stems = searchWordSequence(what);
  const terms = groups.flatMap((group) => group.map((token) => ({ stems: token.split("_"), group })));
  const wanted: string[][] = [];
  for (let start = 0; start < stems.length; ) {
    const term = terms
      .filter((candidate) => candidate.stems.every((stem, offset) => stems[start + offset] === stem))
      .sort((a, b) => b.stems.length - a.stems.length)[0];
    wanted.push(term ? term.group : [stems[start]!]);
    start += term ? term.stems.length : 1;
  }
  // The same word twice ("care care") asks for nothing more.
  const seen = new Set<string>();
  return wanted.filter((tokens) => {
    const key = tokens.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
