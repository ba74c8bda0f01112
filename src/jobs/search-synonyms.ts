// The words of the trade (D44): a search for any word of a group finds every one, each as whole words after stemming,
// so "nurse" still never finds nursery (D39). A phrase matches only where its words stand together. No Node API.
import { searchWordSequence } from "./search-words";

export function synonymTerms(line: string): string[] {
  return line
    .split(",")
    .map((term) => term.trim())
    .filter(Boolean);
}

/** A phrase's stems are joined by "_", a character no stem has. */
export function termToken(term: string): string {
  return searchWordSequence(term).join("_");
}

export function synonymGroups(lines: readonly string[]): string[][] {
  return lines
    .map((line) => [...new Set(synonymTerms(line).map(termToken).filter(Boolean))])
    .filter((group) => group.length > 1);
}

export function synonymPhrases(groups: readonly string[][]): string[][] {
  return [...new Set(groups.flat().filter((token) => token.includes("_")))].map((token) => token.split("_"));
}

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

/** Longest term first, so "care worker" is one term, not care and worker. */
export function queryAlternatives(what: string, groups: readonly string[][]): string[][] {
  const stems = searchWordSequence(what);
  const terms = groups.flatMap((group) => group.map((token) => ({ stems: token.split("_"), group })));
  const wanted: string[][] = [];
  for (let start = 0; start < stems.length;) {
    const term = terms
      .filter((candidate) => candidate.stems.every((stem, offset) => stems[start + offset] === stem))
      .sort((a, b) => b.stems.length - a.stems.length)[0];
    wanted.push(term ? term.group : [stems[start]!]);
    start += term ? term.stems.length : 1;
  }
  const seen = new Set<string>();
  return wanted.filter((tokens) => {
    const key = tokens.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
