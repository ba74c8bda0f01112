// A bundle of its own (D33), loaded only when a candidate starts to search.
export { startJobSearch } from "../components/JobSearch/job-search.client";
