// The job search's matching (D39, D43, D44), one module for the browser's search and the job alerts (D41), so an alert
// never sends what the search would not show. No Node API.
// Every word of What must match after stemming or through the agency's synonyms, so "nurse" never finds nursery; a
// place the data does not know finds nothing and says so.
import type { VacancyCardText } from "./vacancy-card-text";
import {
  findPlace,
  loadPlaceIndex,
  milesFrom,
  readRadius,
  type FoundPlace,
  type PlaceIndex,
  type Position,
  type Radius,
} from "./places";
import { phraseTokens, queryAlternatives, synonymPhrases } from "./search-synonyms";
import type { SearchCountWording, SearchNameWording } from "./search-name";
import { searchWordSequence } from "./search-words";

export interface SearchEntry {
  url: string;
  card: VacancyCardText;
  filters: Record<string, string[]>;
  closes: string;
  words: string;
}

export interface SearchIndexFile {
  version: 1;
  vacancies: SearchEntry[];
  synonyms?: string[][];
  /** Carried here, not in every listing page, to keep the page in its byte budget; so are distance and wording. */
  names?: Record<string, Record<string, string>>;
  distance?: DistanceWords;
  wording?: SearchWording;
}

export interface SearchWording {
  name: SearchNameWording;
  count: SearchCountWording;
}

export interface DistanceWords {
  milesAway: string;
  oneMileAway: string;
  underAMile: string;
  placeUnknown: string;
  placeChosen: string;
}

interface IndexedVacancy {
  entry: SearchEntry;
  rank: number;
  titleWords: Set<string>;
  words: Set<string>;
  position?: Position | null;
}

export interface SearchIndex {
  vacancies: IndexedVacancy[];
  names: Record<string, Record<string, string>>;
  distance: DistanceWords;
  wording: SearchWording;
  synonyms: string[][];
  /** A county in Where the place data does not list is still a county. */
  counties: Set<string>;
  places?: PlaceIndex;
}

export const listingFilterNames = ["sector", "engagement", "county"] as const;
export type ListingFilterName = (typeof listingFilterNames)[number];

export interface JobQuery extends Partial<Record<ListingFilterName, string>> {
  what: string;
  where: string;
  radius?: string;
  pay?: string;
  sort?: string;
}

export interface FoundJob extends SearchEntry {
  miles?: number;
}

export interface SearchResult {
  place: FoundPlace;
  radius: Radius;
  jobs: FoundJob[];
}

export function loadSearchIndex(json: unknown): SearchIndex {
  const file = json as Partial<SearchIndexFile> | null;
  if (!file || file.version !== 1 || !Array.isArray(file.vacancies))
    throw new Error("The job search's index is not one this search can read (version 1 expected).");
  const synonyms = Array.isArray(file.synonyms) ? file.synonyms : [];
  const phrases = synonymPhrases(synonyms);
  // As the build makes a vacancy's words, so ranking and matching agree.
  const titleWords = (title: string) => {
    const stems = searchWordSequence(title);
    return new Set([...stems, ...phraseTokens(stems, phrases)]);
  };
  return {
    vacancies: file.vacancies.map((entry, rank) => ({
      entry,
      rank,
      titleWords: titleWords(entry.card.title),
      words: new Set(entry.words.split(" ")),
    })),
    synonyms,
    names: file.names ?? {},
    distance: file.distance ?? {
      milesAway: "{{miles}} miles away",
      oneMileAway: "1 mile away",
      underAMile: "under a mile away",
      placeUnknown: "We could not find ‘{{where}}’.",
      placeChosen: "{{place}} (not {{others}})",
    },
    wording: file.wording ?? {
      name: {
        what: "{{what}} jobs",
        anything: "jobs",
        where: "in {{where}}",
        near: "within {{radius}} miles of {{where}}",
      },
      count: {
        countOnly: "{{count}} found",
        countWhat: "{{count}} for ‘{{what}}’",
        countWhere: "{{count}} in {{where}}",
        countWhatWhere: "{{count}} for ‘{{what}}’ in {{where}}",
        countNear: "{{count}} within {{radius}} miles of {{where}}",
        countWhatNear: "{{count}} for ‘{{what}}’ within {{radius}} miles of {{where}}",
      },
    },
    counties: new Set(file.vacancies.flatMap((entry) => entry.filters.county ?? [])),
  };
}

/** Throws when the two are not from one build. */
export function attachPlaces(index: SearchIndex, placesJson: unknown): SearchIndex {
  const places = loadPlaceIndex(placesJson, index.vacancies.length);
  return {
    ...index,
    places,
    vacancies: index.vacancies.map((vacancy, rank) => ({ ...vacancy, position: places.vacancies[rank] ?? null })),
  };
}

export const needsPlaces = (query: Pick<JobQuery, "where">): boolean => query.where.trim() !== "";

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
    if (!index.places)
      throw new Error("The job search's place data is needed to search a place: attach it first (attachPlaces).");
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
      // Never near anywhere, but still found at any distance.
      const miles = vacancy.position ? milesFrom(place.positions, vacancy.position) : undefined;
      if (miles === undefined ? limit !== Infinity : miles > limit) continue;
      found.push({ vacancy, miles });
    } else {
      found.push({ vacancy });
    }
  }
  const titleMatches = ({ vacancy }: { vacancy: IndexedVacancy }) =>
    wanted.filter((tokens) => tokens.some((token) => vacancy.titleWords.has(token))).length;
  const closing = ({ vacancy }: { vacancy: IndexedVacancy }) => vacancy.entry.closes || "9999-12-31";
  type Found = (typeof found)[number];
  const nearest = (a: Found, b: Found) => (place.kind === "point" ? (a.miles ?? Infinity) - (b.miles ?? Infinity) : 0);
  // Best match: title words first, then with a place the nearest (a candidate reads 16 miles above 9 as wrong).
  const order: (a: Found, b: Found) => number =
    query.sort === "closing"
      ? (a, b) => closing(a).localeCompare(closing(b))
      : query.sort === "nearest"
        ? nearest
        : query.sort === "newest"
          ? () => 0
          : (a, b) => titleMatches(b) - titleMatches(a) || nearest(a, b);
  const jobs = found
    .sort((a, b) => order(a, b) || a.vacancy.rank - b.vacancy.rank)
    .map(({ vacancy, miles }): FoundJob => (miles === undefined ? vacancy.entry : { ...vacancy.entry, miles }));
  return { place, radius, jobs };
}

export function matchJobs(index: SearchIndex, query: JobQuery): FoundJob[] {
  return matchVacancies(index, query).jobs;
}

/** An option replaces its group's choice, so the search is counted without that group's own. */
export function filterCounts(index: SearchIndex, query: JobQuery, name: ListingFilterName): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of matchJobs(index, { ...query, [name]: undefined })) {
    for (const value of entry.filters[name] ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
