// An alert sends exactly what the search shows (D39, D43, D44): it uses the
// search's own module and the index and place data the build publishes.
import { attachPlaces, loadSearchIndex, type SearchIndex } from "../jobs/search-match";

export {
  attachPlaces,
  loadSearchIndex,
  matchJobs,
  matchVacancies,
  type SearchEntry,
  type SearchIndex,
  type JobQuery as SearchQuery,
} from "../jobs/search-match";
export { defaultRadius, radiusChoices, readRadius } from "../jobs/places";

export { searchIndexPath, searchPlacesPath } from "../jobs/board-paths";

export function loadSearch(indexJson: unknown, placesJson: unknown): SearchIndex {
  return attachPlaces(loadSearchIndex(indexJson), placesJson);
}
