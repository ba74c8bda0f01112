// The one door job alerts use to the job search's matching (D39): an alert
// sends exactly what the search shows, because it is the search's own module
// (src/jobs/search-match.ts) reading the search's own index, published by the
// build at jobs/_search/index.json.
export { loadSearchIndex, matchJobs, type SearchEntry, type SearchIndex, type JobQuery as SearchQuery } from "../jobs/search-match";

/**
 * Where the build publishes the job search's index: routes.tsx's
 * paths.jobSearchIndex, written out so a function's bundle does not take in
 * the route table and every screen (a test holds the two equal).
 */
export const searchIndexPath = "/jobs/_search/index.json";
