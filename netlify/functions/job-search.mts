// The job search without JavaScript (issue 38): /jobs/search?what=…&where=…
// answers with a results page made by the browser's own search parts; the
// rules live in src/screens/JobSearchResultsScreen.tsx.
import { answerSearchPage } from "../../src/screens/JobSearchResultsScreen";

export default async function jobSearch(req: Request): Promise<Response> {
  // The request's own origin, not the site's main address: a deploy preview searches its own vacancies.
  return answerSearchPage(req, new URL(req.url).origin);
}

// Both spellings, with and without the trailing slash, so a hand-typed address finds it too.
export const config = { path: ["/jobs/search", "/jobs/search/"] };
