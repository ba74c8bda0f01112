// The job search's index (D33, D39, D43, D44), made at build time from the open
// vacancies only: a closed, filled or future vacancy is never in it, so it is
// never found. One JSON file (paths.jobSearchIndex) that the search
// fetches once when a candidate starts to search and then searches in memory
// (search-match.ts), so no later search waits on the network and no result
// needs a request of its own (issue 30). Each vacancy carries the card's
// words, the filters it is filed under (its sector, type of work, county
// and the minimum pay choices it meets) and the
// stems of its words. The file has a fixed name, so the job alerts (D41)
// read the live site's; like every job board path it is revalidated on
// each visit (renderHeaders), so a candidate never searches an old board.
// Beside it, the place data (buildPlacesFile): the area's places and where
// each open vacancy is, fetched only when a candidate types a place (D43).
// The agency's synonyms (D44) travel in the index: the build adds each
// listed phrase a vacancy contains to its words, and the search expands
// a query's words with them (search-synonyms.ts).
import { decodeHTML } from "entities";
import { vacancyCardText } from "./vacancy-card-text";
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

/** What the index is built from: open vacancies, newest first (the listing's order), and the words of the card. */
export interface SearchIndexInput {
  /** The index's path in the output, such as jobs/_search/index.json */
  path: string;
  vacancies: readonly Vacancy[];
  facts: Pick<JobsPageContent["vacancy"]["facts"], "noClosingDate" | "postedOn">;
  /** The minimum pay choices (issue 30), each a filter value its vacancies are filed under. */
  payBands?: readonly PayBand[];
  /** The agency's synonyms, one line of words or phrases that mean the same each (jobs.md, synonyms). */
  synonyms?: readonly string[];
  /** How the filters' values read in a search's name (listing.ts filterNames), for the results' heading. */
  names?: Record<string, Record<string, string>>;
  /** How far a job is, and a place not found, in the board's words (jobs.md, distance). */
  distance?: DistanceWords;
  /** A search's name and its count in the board's words (jobs.md, search.name and search.count…). */
  wording?: SearchWording;
  vacancyHref: (slug: string) => string;
}

/**
 * The filters a vacancy is filed under: the listing's own three (its county
 * is also what a county in Where matches) and the minimum pay choices it
 * meets. A town or district in Where is matched by distance, from the place
 * data beside the index (buildPlacesFile), so neither is filed here.
 */
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

/**
 * Every word a search for a vacancy may match: its title, summary,
 * description (as text: its Markdown's markup and entities are not words),
 * requirements, shifts, place, reference and its sector's words, so
 * "healthcare" or "school" finds the jobs of that sector.
 */
function searchableFields(vacancy: Vacancy): string[] {
  const { data } = vacancy;
  const description = decodeHTML(descriptionWithoutMarkup(vacancy.html));
  return [data.title, data.summary, description, ...data.requirements, data.shifts ?? "", data.location.town, data.location.county, data.location.postcode ?? "", data.sector.replace(/-/g, " "), data.reference];
}

/** A description's HTML with its tags taken out, its entities kept: the search reads the same words from either. */
export const descriptionWithoutMarkup = (html: string): string => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

function searchableText(vacancy: Vacancy): string {
  return searchableFields(vacancy).join(" ");
}

/**
 * One open vacancy as the index carries it. `phrases` are the synonyms'
 * phrases as stems (search-synonyms.ts): each one its text has, its words
 * standing together, is added as one token ("care_worker"). The title's own
 * stems, for ranking, are not carried: the search makes them from the card's
 * title when it loads the index (search-match.ts), which saves a fifteenth of
 * the bytes of a first search.
 */
export function searchEntry(vacancy: Vacancy, { facts, payBands = [], vacancyHref }: Omit<SearchIndexInput, "path" | "vacancies">, phrases: readonly string[][] = []): SearchEntry {
  return {
    url: vacancyHref(vacancy.slug),
    card: vacancyCardText(vacancy, facts),
    filters: searchFilters(vacancy, payBands),
    closes: vacancy.data.closes ?? "",
    // Sorted, so the same stems in many vacancies compress to little.
    words: vacancySearchWords(vacancy, phrases).sort().join(" "),
  };
}

/** The words a search may match a vacancy by: the stems of its text, and each of the synonyms' phrases it has. */
export function vacancySearchWords(vacancy: Vacancy, phrases: readonly string[][]): string[] {
  // Each field on its own, so no phrase is read across the end of one and the start of the next.
  const fieldPhrases = searchableFields(vacancy).flatMap((field) => phraseTokens(searchWordSequence(field), phrases));
  return [...new Set([...searchWords(searchableText(vacancy)), ...fieldPhrases])];
}

/**
 * The problems of the agency's synonyms against the open vacancies, by their
 * words as the index holds them (synonym-checks.ts, synonymShareProblems),
 * each naming the job board's content file and the line: the build and the
 * editor run it on the board of the day they build for.
 */
export function synonymBoardProblems(jobs: { file: string; data: Pick<JobsPageContent, "synonyms"> }, openVacancies: readonly Vacancy[]): Problem[] {
  const phrases = synonymPhrases(synonymGroups(jobs.data.synonyms));
  const words = openVacancies.map((vacancy) => {
    const titleStems = searchWordSequence(vacancy.data.title);
    return { words: new Set(vacancySearchWords(vacancy, phrases)), titleWords: new Set([...titleStems, ...phraseTokens(titleStems, phrases)]) };
  });
  return synonymShareProblems(jobs.data.synonyms, words).map((found) => problem(jobs.file, found.line === undefined ? "synonyms" : `synonyms.${found.line}`, found));
}

/** The search index of the open vacancies, as the build's output file. */
export function buildSearchIndex({ path, vacancies, synonyms = [], names, distance, wording, ...options }: SearchIndexInput): { path: string; contents: string } {
  const groups = synonymGroups(synonyms);
  const phrases = synonymPhrases(groups);
  const file: SearchIndexFile = { version: 1, vacancies: vacancies.map((vacancy) => searchEntry(vacancy, options, phrases)), ...(groups.length > 0 ? { synonyms: groups } : {}), ...(names ? { names } : {}), ...(distance ? { distance } : {}), ...(wording ? { wording } : {}) };
  return { path, contents: JSON.stringify(file) };
}

/**
 * The place data the search fetches when Where is used (D43): the site's cut
 * of the gazetteer (place-data.json) and where each open vacancy is, in the
 * index's order (null for one that cannot be placed: the content check
 * refuses those in content, so only a test's vacancies are).
 */
export function buildPlacesFile({ path, vacancies }: { path: string; vacancies: readonly Vacancy[] }): { path: string; contents: string } {
  const hundredths = (degrees: number) => Math.round(degrees * 100);
  const positions = vacancies.map((vacancy): [number, number] | null => {
    const at = vacancyPosition(vacancy.data.location);
    return at ? [hundredths(at.lat), hundredths(at.lon)] : null;
  });
  return { path, contents: JSON.stringify(placesFile(positions)) };
}
