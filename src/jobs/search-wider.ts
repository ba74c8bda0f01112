// When a search finds nothing: the searches one step wider, each offered only when it finds something, so none leads
// to a second "No jobs". The nearest wider radius comes first: a candidate in a village wants "within 20 miles", not
// "Search everywhere". No Node API.
import { radiusChoices, readRadius } from "./places";
import { matchVacancies, type JobQuery, type SearchIndex } from "./search-match";
import { placeText } from "./search-place";

/** The no-results box has a wording for each. */
export type WiderKind = "radius" | "what" | "where" | "pay" | "word";

export interface WiderSearch<Query> {
  kind: WiderKind;
  query: Query;
  values: Record<string, string>;
  found: number;
}

/** `toJobQuery` turns the caller's own query into the matching module's. */
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
    const wider = radiusChoices.filter((choice) => choice !== "anywhere" && Number(choice) > Number(radius));
    const next = wider.find(
      (choice) => matchVacancies(index, toJobQuery({ ...query, radius: choice })).jobs.length > 0,
    );
    if (next)
      candidates.push({
        kind: "radius",
        query: { ...query, radius: next },
        values: { radius: next, where: placeText(where) },
      });
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
