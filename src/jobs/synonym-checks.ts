// The checks on the agency's words of the trade (D44). A line is refused when it could make the search find
// everything, since an alert for it would send every job (D41): a stop-word, a word in most open vacancies outside
// their titles, or two words the search already reads as one.
// Kept apart from search-synonyms.ts so the browser's search does not carry the stop-words.
import { eng as englishStopWords } from "stopword";
import { synonymTerms, termToken } from "./search-synonyms";
import { expected, type Expectation } from "../content/problems";

/** Each typed word meets every word of the list in the browser: far above the trade's few dozen, far below slow. */
export const maxSynonymLines = 500;

/** A line is one job's names, not a list of jobs; the trade's longest group has four. */
export const maxTermsPerLine = 20;

/** Half of a tiny board is a job or two, so a small board is not blocked for a real word of the trade. */
export const minVacanciesForShare = 10;

const stopWords = new Set(englishStopWords);

/** `line` counts from 0; none when the problem is the whole list's. */
export type SynonymProblem = { line?: number | undefined } & Expectation;

const quoted = (term: string) => `"${term}"`;

const isStopWord = (term: string) => {
  const words =
    term
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}'’]+/gu) ?? [];
  return words.length > 0 && words.every((word) => stopWords.has(word));
};

/** A word two lines share is refused: a search for it could mean either. */
export function synonymProblems(lines: readonly string[]): SynonymProblem[] {
  if (lines.length > maxSynonymLines) {
    return [
      {
        ...expected(
          `at most ${maxSynonymLines.toLocaleString("en-GB")} lines`,
          `${lines.length.toLocaleString("en-GB")}; keep the words candidates really use for the same job, one group to a line`,
        ),
      },
    ];
  }
  const problems: SynonymProblem[] = [];
  const firstLine = new Map<string, number>();
  lines.forEach((line, index) => {
    const terms = synonymTerms(line).filter((term) => termToken(term) !== "");
    // One long line grows the index every visitor downloads as much as many lines.
    if (terms.length > maxTermsPerLine) {
      problems.push({
        line: index,
        ...expected(
          `at most ${maxTermsPerLine} words or phrases on one line`,
          `${terms.length.toLocaleString("en-GB")}; a line names one job, in the words candidates use for it`,
        ),
      });
      return;
    }
    const stop = terms.find(isStopWord);
    if (stop !== undefined) {
      const other = terms.find((term) => !isStopWord(term));
      const search = other === undefined ? "a search for it" : `a search for ${quoted(other)}`;
      problems.push({
        line: index,
        ...expected(
          `words that name a job`,
          `${quoted(stop)}, a word of everyday English that nearly every advert has, so ${search} would find nearly every job; take ${quoted(stop)} out`,
        ),
      });
      return;
    }
    const firstOfToken = new Map<string, string>();
    const sameWord: [string, string][] = [];
    for (const term of terms) {
      const earlier = firstOfToken.get(termToken(term));
      if (earlier === undefined) firstOfToken.set(termToken(term), term);
      else if (earlier.toLowerCase() !== term.toLowerCase()) sameWord.push([earlier, term]);
    }
    if (firstOfToken.size < 2) {
      const [first, second] = sameWord[0] ?? [];
      const found =
        first !== undefined && second !== undefined
          ? `${quoted(first)} and ${quoted(second)}, which the search reads as one word (it finds every form of a word from any one of them)`
          : quoted(line);
      problems.push({
        line: index,
        ...expected(
          `two or more different words or phrases that mean the same, separated by commas, such as "HCA, healthcare assistant"`,
          `${found}`,
        ),
      });
      return;
    }
    for (const [first, second] of sameWord) {
      problems.push({
        line: index,
        ...expected(
          `different words or phrases on a line`,
          `${quoted(first)} and ${quoted(second)}, which the search reads as one word (it finds every form of a word from any one of them); keep one`,
        ),
      });
    }
    for (const [token, term] of firstOfToken) {
      const earlier = firstLine.get(token);
      if (earlier !== undefined && earlier !== index) {
        problems.push({
          line: index,
          ...expected(`each word or phrase on one line only`, `${quoted(term)}, which line ${earlier + 1} has too`),
        });
      } else {
        firstLine.set(token, index);
      }
    }
  });
  return problems;
}

export interface VacancyWords {
  words: ReadonlySet<string>;
  titleWords: ReadonlySet<string>;
}

/** A word in the titles is the job itself, so a board of mostly kitchen porters keeps "KP, kitchen porter". */
export function synonymShareProblems(lines: readonly string[], vacancies: readonly VacancyWords[]): SynonymProblem[] {
  const open = vacancies.length;
  if (open < minVacanciesForShare || lines.length > maxSynonymLines) return [];
  const problems: SynonymProblem[] = [];
  const asFiller = (vacancy: VacancyWords, term: string) =>
    vacancy.words.has(termToken(term)) && !vacancy.titleWords.has(termToken(term));
  lines.forEach((line, index) => {
    const terms = synonymTerms(line).filter((term) => termToken(term) !== "");
    const broad = terms
      .map((term) => ({ term, count: vacancies.filter((vacancy) => asFiller(vacancy, term)).length }))
      .filter(({ count }) => count * 2 > open);
    for (const { term, count } of broad) {
      const other = terms.find((candidate) => termToken(candidate) !== termToken(term));
      const search = other === undefined ? "a search for it" : `a search for ${quoted(other)}`;
      problems.push({
        line: index,
        ...expected(
          `words that pick out some jobs`,
          `${quoted(term)}, which ${count} of the ${open} open vacancies contain outside their titles, more than half, so ${search} would find most jobs and a job alert would send them; take ${quoted(term)} out, or use a phrase such as "care assistant"`,
        ),
      });
    }
    const inEvery = vacancies.every(
      (vacancy) =>
        terms.some((term) => vacancy.words.has(termToken(term))) &&
        !terms.some((term) => vacancy.titleWords.has(termToken(term))),
    );
    if (broad.length === 0 && terms.length > 1 && inEvery) {
      problems.push({
        line: index,
        ...expected(
          `words that pick out some jobs`,
          `a line whose words together are in all ${open} open vacancies, none of them in a title, so a search for any of them would find every job and a job alert would send them all; take out the broadest`,
        ),
      });
    }
  });
  return problems;
}
