// The job search's matching (D39), one module for the candidate's search in
// the browser (job-search.client.ts) and for the job alerts (D41), so an
// alert never sends what the search would not show. It reads the index the
// build writes (search-index.ts): every open vacancy, newest first, with the
// card's words, the filters it is filed under and the stems of its words.
// No Node API.
//
// A vacancy matches when every word of What is one of its words after
// stemming (search-words.ts): "nurse" finds nurse, nurses and nursing, never
// nursery, and a word no open vacancy has finds nothing. Where is a town, a
// county or a postcode district, matched exactly (search-place.ts). Title
// matches rank first; then the listing's order, newest first.
import type { VacancyCardText } from "../components/VacancyCard/VacancyCard";
import { isInPlace } from "./search-place";
import { searchWords } from "./search-words";

/** One open vacancy as the index file carries it. */
export interface SearchEntry {
  /** Its page, such as /jobs/registered-nurse-nights/ */
  url: string;
  /** The card's words, as the listing shows them. */
  card: VacancyCardText;
  /** The filters it is filed under (search-index.ts, searchFilters): sector, engagement, county, town, district, pay. */
  filters: Record<string, string[]>;
  /** Its closing day, yyyy-mm-dd; "" when it is open until filled. */
  closes: string;
  /** The stems of its title, joined by spaces. */
  titleWords: string;
  /** The stems of every word of it, title included, joined by spaces. */
  words: string;
}

/** The index file (jobs/_search/index.json). */
export interface SearchIndexFile {
  version: 1;
  /** Open vacancies, newest first: the listing's order. */
  vacancies: SearchEntry[];
}

interface IndexedVacancy {
  entry: SearchEntry;
  /** Its place in the listing's order. */
  rank: number;
  titleWords: Set<string>;
  words: Set<string>;
}

export interface SearchIndex {
  vacancies: IndexedVacancy[];
}

/** The listing's three filters, in its URLs' order (src/jobs/listing.ts). */
export const listingFilterNames = ["sector", "engagement", "county"] as const;
export type ListingFilterName = (typeof listingFilterNames)[number];

/** A search: What and Where as typed, the listing's filters, a minimum pay choice ("hour-15") and the order. */
export interface JobQuery extends Partial<Record<ListingFilterName, string>> {
  what: string;
  where: string;
  pay?: string;
  /** "closing" for closing soonest; anything else for relevance, then newest first. */
  sort?: string;
}

/** The index file, read for searching. Throws when it is not one this module can read. */
export function loadSearchIndex(json: unknown): SearchIndex {
  const file = json as Partial<SearchIndexFile> | null;
  if (!file || file.version !== 1 || !Array.isArray(file.vacancies)) throw new Error("The job search's index is not one this search can read (version 1 expected).");
  return {
    vacancies: file.vacancies.map((entry, rank) => ({ entry, rank, titleWords: new Set(entry.titleWords.split(" ")), words: new Set(entry.words.split(" ")) })),
  };
}

/** The vacancies a search finds, in its order. */
export function matchJobs(index: SearchIndex, query: JobQuery): SearchEntry[] {
  const words = searchWords(query.what);
  const chosen: [string, string][] = [];
  for (const name of [...listingFilterNames, "pay"] as const) {
    const value = query[name];
    if (value) chosen.push([name, value]);
  }
  const found = index.vacancies.filter(
    (vacancy) =>
      words.every((word) => vacancy.words.has(word)) &&
      chosen.every(([name, value]) => vacancy.entry.filters[name]?.includes(value) ?? false) &&
      isInPlace(vacancy.entry.filters, query.where),
  );
  const titleMatches = (vacancy: IndexedVacancy) => words.filter((word) => vacancy.titleWords.has(word)).length;
  const byClosing = (a: IndexedVacancy, b: IndexedVacancy) => (a.entry.closes || "9999-12-31").localeCompare(b.entry.closes || "9999-12-31");
  const order = query.sort === "closing" ? byClosing : (a: IndexedVacancy, b: IndexedVacancy) => titleMatches(b) - titleMatches(a);
  return found.sort((a, b) => order(a, b) || a.rank - b.rank).map((vacancy) => vacancy.entry);
}

/**
 * How many vacancies each option of one of the listing's filters would
 * find with the rest of the search: an option replaces its group's choice,
 * so the search is counted without that group's own.
 */
export function filterCounts(index: SearchIndex, query: JobQuery, name: ListingFilterName): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of matchJobs(index, { ...query, [name]: undefined })) {
    for (const value of entry.filters[name] ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
