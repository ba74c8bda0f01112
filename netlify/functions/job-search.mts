// The job search without JavaScript: /jobs/search?what=…&where=… answers
// with a results page made by the browser's own search parts; the rules live
// in src/screens/JobSearchResultsScreen.tsx.
import path from "node:path";
import { answerSearchPage } from "../../src/screens/JobSearchResultsScreen";

/**
 * Where the built site is on the host: netlify.toml's publish folder, whose
 * files this function reads are bundled with it (included_files) at their
 * paths from the project's root, which is the function's working folder.
 */
const hostBuiltFolder = path.resolve(process.cwd(), "dist");

/** `builtFolder` is given by the local runner (src/preview/local-functions.ts), which serves a folder of its own. */
export default async function jobSearch(req: Request, context: { builtFolder?: string } = {}): Promise<Response> {
  // Read from disk, never fetched: the request's address and Host play no part in what is read.
  return answerSearchPage(req, context.builtFolder ?? hostBuiltFolder);
}

// Both spellings, with and without the trailing slash, so a hand-typed address finds it too.
export const config = { path: ["/jobs/search", "/jobs/search/"] };
