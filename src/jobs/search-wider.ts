// When a search finds nothing: the searches one step wider, for the
// browser's search (job-search.client.ts) and the search page without
// JavaScript (search-page.ts) to offer alike. Each is offered
// only when it finds something, with how much, so none leads to a second
// "No jobs". The nearest wider radius comes first (issue 38's cold trial: a
// candidate in a village with nothing within 5 miles wants "within 20 miles
// (3 jobs)", not "Search everywhere"). Plain functions with no Node API.
import { radiusChoices, readRadius } from "./places";
import { matchVacancies, type JobQuery, type SearchIndex } from "./search-match";
import { placeText } from "./search-place";

/** Which part of the search a wider one changes; the no-results box has a wording for each. */
export type WiderKind = "radius" | "what" | "where" | "pay" | "word";

export interface WiderSearch<Query> {
  kind: WiderKind;
  query: Query;
  /** The wording's {{placeholders}}: radius, where, what or word. */
  values: Record<string, string>;
  /** How many jobs it finds, more than none. */
  found: number;
}

/**
 * The searches one step wider than `query`, which found nothing: the next
 * radius out that finds a job (the place kept), the place without the words,
 * the words everywhere, any pay, and each word of several alone. `toJobQuery`
 * turns the caller's own query into the matching module's.
 */
export function widerSearches<Query extends { what: string; where: string; radius?: string; pay?: string }>(
  index: SearchIndex,
  query: Query,
  toJobQuery: (query: Query) => JobQuery,
): WiderSearch<Query>[] {
  const what = query.what.trim().replace(/\s+/g, " ");
  const where = query.where.trim();
  const words = [...new Set(what.split(" "))].filter((word) => word && word !== what);
  const candidates: Omit<WiderSearch<Query>, "found">[] = [];
  const radius = readRadius(query.radius);
  if (where && radius !== "anywhere") {
    // Only the radii wider than this one, in miles; "anywhere" is "Search everywhere" below.
    const wider = radiusChoices.filter((choice) => choice !== "anywhere" && Number(choice) > Number(radius));
    const next = wider.find((choice) => matchVacancies(index, toJobQuery({ ...query, radius: choice })).jobs.length > 0);
    if (next) candidates.push({ kind: "radius", query: { ...query, radius: next }, values: { radius: next, where: placeText(where) } });
  }
  if (what && where) {
    candidates.push({ kind: "what", query: { ...query, what: "" }, values: { where: placeText(where) } });
    candidates.push({ kind: "where", query: { ...query, where: "" }, values: { what } });
  }
  if (query.pay) candidates.push({ kind: "pay", query: { ...query, pay: "" }, values: {} });
  for (const word of words) candidates.push({ kind: "word", query: { ...query, what: word }, values: { word } });
  return candidates.flatMap((candidate) => {
    const found = matchVacancies(index, toJobQuery(candidate.query)).jobs.length;
    return found > 0 ? [{ ...candidate, found }] : [];
  });
}
