// The one door job alerts use to the job search's matching (D39): an alert
// sends exactly what the search shows. Everything in src/alerts/ imports the
// search from here, so switching to the search's own module is one line.
export { loadSearchIndex, matchJobs, type SearchEntry, type SearchIndex, type SearchQuery } from "./search-match-interim";

/** Where the build publishes the job search's index (the search's own path). */
export const searchIndexPath = "/jobs/_search/index.json";
