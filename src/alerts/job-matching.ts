// The one door job alerts use to the job search's matching (D39, D43, D44):
// an alert sends exactly what the search shows, because it is the search's
// own module (src/jobs/search-match.ts) reading the search's own index and
// place data, published by the build at jobs/_search/index.json and
// jobs/_search/places.json: the same synonyms, the same places, the same radius.
import { attachPlaces, loadSearchIndex, type SearchIndex } from "../jobs/search-match";

export { attachPlaces, loadSearchIndex, matchJobs, matchVacancies, type SearchEntry, type SearchIndex, type JobQuery as SearchQuery } from "../jobs/search-match";
export { defaultRadius, radiusChoices, readRadius } from "../jobs/places";

/** Where the build publishes the job search's index and its place data: the job board's own paths (src/jobs/board-paths.ts), which take in nothing else. */
export { searchIndexPath, searchPlacesPath } from "../jobs/board-paths";

/** The index and its place data as the search reads them, from the two files' JSON. */
export function loadSearch(indexJson: unknown, placesJson: unknown): SearchIndex {
  return attachPlaces(loadSearchIndex(indexJson), placesJson);
}
