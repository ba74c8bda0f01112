// The job search's index (D33, D39, D43, D44), of the open vacancies only, so a closed one is never found. One file
// fetched once and searched in memory, so no later search waits on the network; revalidated on each visit, so a
// candidate never searches an old board.
import { decodeHTML } from "entities";
import { vacancyCardText } from "./vacancy-card-text";
import { searchedFactValues } from "./vacancy-facts";
import type { JobsPageContent } from "../content/schemas";
import { payBandsMet, type PayBand } from "./pay-bands";
import type { DistanceWords, SearchEntry, SearchIndexFile, SearchWording } from "./search-match";
import { countySlug } from "./search-place";
import { phraseTokens, synonymGroups, synonymPhrases } from "./search-synonyms";
import { synonymShareProblems } from "./synonym-checks";
import { problem, type Problem } from "../content/problems";
import { searchWordSequence, searchWords } from "./search-words";
import { placesFile, vacancyPosition } from "./site-places";
import type { Vacancy } from "./vacancy-schema";

export interface SearchIndexInput {
  path: string;
  vacancies: readonly Vacancy[];
  facts: Pick<JobsPageContent["vacancy"]["facts"], "noClosingDate" | "postedOn">;
  payBands?: readonly PayBand[];
  synonyms?: readonly string[];
  names?: Record<string, Record<string, string>>;
  distance?: DistanceWords;
  wording?: SearchWording;
  vacancyHref: (slug: string) => string;
}

/** A town or district in Where is matched by distance from the place data, so neither is filed here. */
export function searchFilters(vacancy: Vacancy, payBands: readonly PayBand[] = []): Record<string, string[]> {
  const { data } = vacancy;
  const pay = payBandsMet(data.pay, payBands);
  return {
    sector: [data.sector],
    engagement: [data.engagement],
    county: [countySlug(data.location.county)],
    ...(pay.length > 0 ? { pay } : {}),
  };
}

/** Its sector's words too, so "healthcare" or "school" finds the jobs of that sector. */
function searchableFields(vacancy: Vacancy): string[] {
  const { data } = vacancy;
  const description = decodeHTML(descriptionWithoutMarkup(vacancy.html));
  return [
    data.title,
    data.summary,
    description,
    ...data.requirements,
    ...searchedFactValues(data),
    data.sector.replace(/-/g, " "),
  ];
}

/** The search reads the same words from either. */
export const descriptionWithoutMarkup = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function searchableText(vacancy: Vacancy): string {
  return searchableFields(vacancy).join(" ");
}

/** The title's stems are not carried: the search makes them on load, saving bytes of a first search. */
export function searchEntry(
  vacancy: Vacancy,
  { facts, payBands = [], vacancyHref }: Omit<SearchIndexInput, "path" | "vacancies">,
  phrases: readonly string[][] = [],
): SearchEntry {
  return {
    url: vacancyHref(vacancy.slug),
    card: vacancyCardText(vacancy, facts),
    filters: searchFilters(vacancy, payBands),
    closes: vacancy.data.closes ?? "",
    // Sorted, so the same stems in many vacancies compress to little.
    words: vacancySearchWords(vacancy, phrases).sort().join(" "),
  };
}

export function vacancySearchWords(vacancy: Vacancy, phrases: readonly string[][]): string[] {
  // Each field on its own, so no phrase is read across the end of one and the start of the next.
  const fieldPhrases = searchableFields(vacancy).flatMap((field) => phraseTokens(searchWordSequence(field), phrases));
  return [...new Set([...searchWords(searchableText(vacancy)), ...fieldPhrases])];
}

export function synonymBoardProblems(
  jobs: { file: string; data: Pick<JobsPageContent, "synonyms"> },
  openVacancies: readonly Vacancy[],
): Problem[] {
  const phrases = synonymPhrases(synonymGroups(jobs.data.synonyms));
  const words = openVacancies.map((vacancy) => {
    const titleStems = searchWordSequence(vacancy.data.title);
    return {
      words: new Set(vacancySearchWords(vacancy, phrases)),
      titleWords: new Set([...titleStems, ...phraseTokens(titleStems, phrases)]),
    };
  });
  return synonymShareProblems(jobs.data.synonyms, words).map((found) =>
    problem(jobs.file, found.line === undefined ? "synonyms" : `synonyms.${found.line}`, found),
  );
}

export function buildSearchIndex({
  path,
  vacancies,
  synonyms = [],
  names,
  distance,
  wording,
  ...options
}: SearchIndexInput): { path: string; contents: string } {
  const groups = synonymGroups(synonyms);
  const phrases = synonymPhrases(groups);
  const file: SearchIndexFile = {
    version: 1,
    vacancies: vacancies.map((vacancy) => searchEntry(vacancy, options, phrases)),
    ...(groups.length > 0 ? { synonyms: groups } : {}),
    ...(names ? { names } : {}),
    ...(distance ? { distance } : {}),
    ...(wording ? { wording } : {}),
  };
  return { path, contents: JSON.stringify(file) };
}

/** Null for a vacancy that cannot be placed: the content check refuses those, so only a test's are. */
export function buildPlacesFile({ path, vacancies }: { path: string; vacancies: readonly Vacancy[] }): {
  path: string;
  contents: string;
} {
  const hundredths = (degrees: number) => Math.round(degrees * 100);
  const positions = vacancies.map((vacancy): [number, number] | null => {
    const at = vacancyPosition(vacancy.data.location);
    return at ? [hundredths(at.lat), hundredths(at.lon)] : null;
  });
  return { path, contents: JSON.stringify(placesFile(positions)) };
}
