// Where the job search's page without JavaScript lives (issue 38), apart from
// its rendering (results-page.tsx), so the forms that lead to it and the
// route table need not take in the page's code.

/** The page's address: the host function's path (netlify/functions/job-search.mts). */
export const searchPagePath = "/jobs/search";
/** The shell the build writes: the site's layout around searchPageSlot. Never linked, noindex, in no sitemap. */
export const searchShellPath = "/jobs/_search/page/";
/** The job board's wording, for the function, which carries no content of its own. */
export const searchWordingPath = "/jobs/_search/wording.json";
/** What the shell holds where the page's main content goes. */
export const searchPageSlot = "JOB-SEARCH-PAGE-SLOT";
