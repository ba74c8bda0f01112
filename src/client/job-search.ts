// The job search module (D33): a bundle of its own, imported by the job board's
// pages only when a candidate starts to search (start-job-search.client.ts).
export { startJobSearch } from "../components/JobSearch/job-search.client";
