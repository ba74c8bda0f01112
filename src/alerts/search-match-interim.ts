// INTERIM, to be deleted: a stand-in with the shape of the job search's own
// module (src/jobs/search-match.ts, being written on main by the search's
// owner), so job alerts can be built and tested before it lands. D39 says
// alerts match exactly as the search does, so this is NOT a second search:
// it is a deliberately small placeholder (whole words, no stemming) that
// job-matching.ts swaps for the real module at the merge. Nothing but
// job-matching.ts imports it. No Node APIs, like the real one.
import { countySlug, placeKey, postcodeDistrict } from "../jobs/search-place";

export interface SearchEntry {
  /** The vacancy's page, such as /jobs/night-care-assistant/ */
  url: string;
  /** The card's words: title, pay, location, closes and the rest (VacancyCardText). */
  card: Record<string, string>;
}

interface InterimEntry extends SearchEntry {
  words: string;
  sector: string;
  engagement: string;
  county: string;
  town: string;
  district?: string;
}

export interface SearchIndex {
  entries: InterimEntry[];
}

export interface SearchQuery {
  what: string;
  where: string;
  sector?: string;
  engagement?: string;
  county?: string;
}

export function loadSearchIndex(json: unknown): SearchIndex {
  const entries = (json as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) throw new Error("The job search index has no list of entries.");
  return { entries: entries as InterimEntry[] };
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export function matchJobs(index: SearchIndex, query: SearchQuery): SearchEntry[] {
  const wanted = wordsOf(query.what);
  const where = placeKey(query.where);
  return index.entries.filter((entry) => {
    if (query.sector && entry.sector !== query.sector) return false;
    if (query.engagement && entry.engagement !== query.engagement) return false;
    if (query.county && entry.county !== query.county) return false;
    if (where && !(entry.town === where || entry.county === countySlug(where) || (entry.district && entry.district === postcodeDistrict(where)))) return false;
    const words = new Set(wordsOf(entry.words));
    return wanted.every((word) => words.has(word));
  });
}
