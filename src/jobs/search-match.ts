// The job search's matching (D39, D43, D44), one module for the candidate's
// search in the browser (job-search.client.ts) and for the job alerts (D41),
// so an alert never sends what the search would not show. It reads the index
// the build writes (search-index.ts): every open vacancy, newest first, with
// the card's words, the filters it is filed under and the stems of its words;
// and, when Where is used, the place data beside it (places.ts). No Node API.
//
// A vacancy matches when every word of What is one of its words after
// stemming (search-words.ts), or a word or phrase of the same line of the
// agency's synonyms (search-synonyms.ts): "nurse" finds nurse, nurses and
// nursing, never nursery; "HCA" finds healthcare assistants; a word no open
// vacancy has finds nothing. Where is a town, village, postcode district or
// postcode, matched within a radius (5, 10, 20 or 30 miles, or anywhere; 10
// when none is chosen), or a county, matched by the vacancy's county; a place
// the data does not know finds nothing and says so (places.ts, findPlace).
// Best match by default: title matches first, then, with a place, the
// nearest, then the listing's order, newest first; or newest first alone,
// the nearest first, or the soonest closing, when asked.
import type { VacancyCardText } from "./vacancy-card-text";
import { findPlace, loadPlaceIndex, milesFrom, readRadius, type FoundPlace, type PlaceIndex, type Position, type Radius } from "./places";
import { phraseTokens, queryAlternatives, synonymPhrases } from "./search-synonyms";
import type { SearchCountWording, SearchNameWording } from "./search-name";
import { searchWordSequence } from "./search-words";

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
  /** The stems of every word of it, title included, joined by spaces. */
  words: string;
}

/** The index file (jobs/_search/index.json). */
export interface SearchIndexFile {
  version: 1;
  /** Open vacancies, newest first: the listing's order. */
  vacancies: SearchEntry[];
  /** The agency's synonyms (D44), each line's words and phrases as tokens (search-synonyms.ts, synonymGroups). */
  synonyms?: string[][];
  /** How the filters' values read in a search's name (listing.ts filterNames): carried here, not in every listing page, to keep the page in its byte budget. */
  names?: Record<string, Record<string, string>>;
  /** The distance's words (jobs.md, distance): with the index, not in every listing page, for the page's byte budget. */
  distance?: DistanceWords;
  /** A search's name and its count in words (jobs.md, search): with the index too, for the same budget. */
  wording?: SearchWording;
}

/** How the browser's search names a search and counts what it found (search-name.ts). */
export interface SearchWording {
  name: SearchNameWording;
  count: SearchCountWording;
}

/** How far a job is, and what to say of a place not found (D43). */
export interface DistanceWords {
  milesAway: string;
  oneMileAway: string;
  underAMile: string;
  placeUnknown: string;
  /** "{{place}} (not {{others}})": a name two places share, said as the one searched (places.ts, placeUsedText). */
  placeChosen: string;
}

interface IndexedVacancy {
  entry: SearchEntry;
  /** Its place in the listing's order. */
  rank: number;
  titleWords: Set<string>;
  words: Set<string>;
  /** Where it is, once the place data is attached (attachPlaces); null when it could not be placed. */
  position?: Position | null;
}

export interface SearchIndex {
  vacancies: IndexedVacancy[];
  /** The filters' values in words, from the index file (empty when it has none). */
  names: Record<string, Record<string, string>>;
  /** The distance's words, from the index file. */
  distance: DistanceWords;
  /** A search's name and count in words, from the index file. */
  wording: SearchWording;
  synonyms: string[][];
  /** The counties the vacancies are filed under (slugs): a county in Where the place data does not list is still a county. */
  counties: Set<string>;
  /** The place data (places.ts), attached when Where is first used. */
  places?: PlaceIndex;
}

/** The listing's three filters, in its URLs' order (board-paths.ts). */
export const listingFilterNames = ["sector", "engagement", "county"] as const;
export type ListingFilterName = (typeof listingFilterNames)[number];

/** A search: What and Where as typed, the radius, the listing's filters, a minimum pay choice ("hour-15") and the order. */
export interface JobQuery extends Partial<Record<ListingFilterName, string>> {
  what: string;
  where: string;
  /** Miles from the place in Where: "5", "10", "20", "30" or "anywhere"; anything else is the default, 10 (D43). */
  radius?: string;
  pay?: string;
  /** "closing" for closing soonest; "nearest" for the nearest first when Where is a place; anything else for relevance, then newest first. */
  sort?: string;
}

/** A vacancy a search found, and how far it is from the place searched, in miles, when that is a town, district or postcode. */
export interface FoundJob extends SearchEntry {
  miles?: number;
}

/** What a search found: the place its Where named (unknown when the data cannot place it), the radius it used and the jobs, in order. */
export interface SearchResult {
  place: FoundPlace;
  radius: Radius;
  jobs: FoundJob[];
}

/** The index file, read for searching. Throws when it is not one this module can read. */
export function loadSearchIndex(json: unknown): SearchIndex {
  const file = json as Partial<SearchIndexFile> | null;
  if (!file || file.version !== 1 || !Array.isArray(file.vacancies)) throw new Error("The job search's index is not one this search can read (version 1 expected).");
  const synonyms = Array.isArray(file.synonyms) ? file.synonyms : [];
  const phrases = synonymPhrases(synonyms);
  // The title's stems and listed phrases, for ranking, made here from the card's title as the build makes a vacancy's words (search-index.ts).
  const titleWords = (title: string) => {
    const stems = searchWordSequence(title);
    return new Set([...stems, ...phraseTokens(stems, phrases)]);
  };
  return {
    vacancies: file.vacancies.map((entry, rank) => ({ entry, rank, titleWords: titleWords(entry.card.title), words: new Set(entry.words.split(" ")) })),
    synonyms,
    names: file.names ?? {},
    distance: file.distance ?? { milesAway: "{{miles}} miles away", oneMileAway: "1 mile away", underAMile: "under a mile away", placeUnknown: "We could not find ‘{{where}}’.", placeChosen: "{{place}} (not {{others}})" },
    wording: file.wording ?? {
      name: { what: "{{what}} jobs", anything: "jobs", where: "in {{where}}", near: "within {{radius}} miles of {{where}}" },
      count: { countOnly: "{{count}} found", countWhat: "{{count}} for ‘{{what}}’", countWhere: "{{count}} in {{where}}", countWhatWhere: "{{count}} for ‘{{what}}’ in {{where}}", countNear: "{{count}} within {{radius}} miles of {{where}}", countWhatNear: "{{count}} for ‘{{what}}’ within {{radius}} miles of {{where}}" },
    },
    counties: new Set(file.vacancies.flatMap((entry) => entry.filters.county ?? [])),
  };
}

/** The index with the place data (jobs/_search/places.json) attached, so Where can be searched. Throws when the two are not from one build. */
export function attachPlaces(index: SearchIndex, placesJson: unknown): SearchIndex {
  const places = loadPlaceIndex(placesJson, index.vacancies.length);
  return { ...index, places, vacancies: index.vacancies.map((vacancy, rank) => ({ ...vacancy, position: places.vacancies[rank] ?? null })) };
}

/** Whether a search needs the place data: it does when Where has anything in it. */
export const needsPlaces = (query: Pick<JobQuery, "where">): boolean => query.where.trim() !== "";

/**
 * The vacancies a search finds, in its order, each with its distance from
 * the place searched, and what that place was. The place data must be
 * attached (attachPlaces) when Where is used.
 */
export function matchVacancies(index: SearchIndex, query: JobQuery): SearchResult {
  const radius = readRadius(query.radius);
  const wanted = queryAlternatives(query.what, index.synonyms);
  const chosen: [string, string][] = [];
  for (const name of [...listingFilterNames, "pay"] as const) {
    const value = query[name];
    if (value) chosen.push([name, value]);
  }
  let place: FoundPlace = { kind: "anywhere" };
  if (needsPlaces(query)) {
    if (!index.places) throw new Error("The job search's place data is needed to search a place: attach it first (attachPlaces).");
    place = findPlace(index.places, query.where, index.counties);
  }
  if (place.kind === "unknown") return { place, radius, jobs: [] };
  const limit = radius === "anywhere" ? Infinity : Number(radius);
  const found: { vacancy: IndexedVacancy; miles?: number }[] = [];
  for (const vacancy of index.vacancies) {
    if (!wanted.every((tokens) => tokens.some((token) => vacancy.words.has(token)))) continue;
    if (!chosen.every(([name, value]) => vacancy.entry.filters[name]?.includes(value) ?? false)) continue;
    if (place.kind === "county" && !(vacancy.entry.filters.county?.includes(place.county) ?? false)) continue;
    if (place.kind === "point") {
      // A vacancy the build could not place is never near anywhere, but is still found at any distance.
      const miles = vacancy.position ? milesFrom(place.positions, vacancy.position) : undefined;
      if (miles === undefined ? limit !== Infinity : miles > limit) continue;
      found.push({ vacancy, miles });
    } else {
      found.push({ vacancy });
    }
  }
  const titleMatches = ({ vacancy }: { vacancy: IndexedVacancy }) => wanted.filter((tokens) => tokens.some((token) => vacancy.titleWords.has(token))).length;
  const closing = ({ vacancy }: { vacancy: IndexedVacancy }) => vacancy.entry.closes || "9999-12-31";
  type Found = (typeof found)[number];
  const nearest = (a: Found, b: Found) => (place.kind === "point" ? (a.miles ?? Infinity) - (b.miles ?? Infinity) : 0);
  // Best match, the default: the words in the title first, then, with a place, the nearest (a candidate reads
  // 16 miles above 9 as wrong); then, as every order, the listing's, newest first.
  const order: (a: Found, b: Found) => number =
    query.sort === "closing"
      ? (a, b) => closing(a).localeCompare(closing(b))
      : query.sort === "nearest"
        ? nearest
        : query.sort === "newest"
          ? () => 0
          : (a, b) => titleMatches(b) - titleMatches(a) || nearest(a, b);
  const jobs = found.sort((a, b) => order(a, b) || a.vacancy.rank - b.vacancy.rank).map(({ vacancy, miles }): FoundJob => (miles === undefined ? vacancy.entry : { ...vacancy.entry, miles }));
  return { place, radius, jobs };
}

/** The vacancies a search finds, in its order (matchVacancies' jobs). */
export function matchJobs(index: SearchIndex, query: JobQuery): FoundJob[] {
  return matchVacancies(index, query).jobs;
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
