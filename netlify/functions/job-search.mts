// The job search without JavaScript: /jobs/search?what=…&where=… answers
// with a results page made by the browser's own search parts. The search's
// rules live in src/jobs/search-page.ts, the page's markup in
// src/screens/JobSearchResultsScreen.tsx; this reads the built site's files
// and answers.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  listingRoot,
  searchIndexPath,
  searchPagePath,
  searchPlacesPath,
  searchShellFile,
  searchWordingFile,
} from "../../src/jobs/board-paths";
import { attachPlaces, loadSearchIndex, type SearchIndex } from "../../src/jobs/search-match";
import {
  searchPageData,
  searchPageHeaders,
  searchPageHtml,
  searchPageNeedsPlaces,
  type SearchPageWording,
} from "../../src/jobs/search-page";
import { headersFor, parseHeadersFile } from "../../src/preview/headers";
import { SearchPageBody } from "../../src/screens/JobSearchResultsScreen";

/**
 * Where the built site is on the host: netlify.toml's publish folder, whose
 * files this function reads are bundled with it (included_files) at their
 * paths from the project's root, which is the function's working folder.
 */
const hostBuiltFolder = path.resolve(process.cwd(), "dist");

/** A file of the built site, read from disk: never over HTTP, so nothing a request names can make the function read another host. */
const readBuiltFile = (builtFolder: string, file: string) => readFile(path.join(builtFolder, file), "utf8");

/**
 * The results page, or, when the built site's files cannot be read, a
 * redirect to the listing, which works without a search. `builtFolder` is
 * given by the local runner (src/preview/local-functions.ts), which serves a
 * folder of its own.
 */
export default async function jobSearch(req: Request, context: { builtFolder?: string } = {}): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD")
    return new Response("Use GET.\n", { status: 405, headers: { Allow: "GET, HEAD" } });
  // Read from disk, never fetched: the request's address and Host play no part in what is read.
  const builtFolder = context.builtFolder ?? hostBuiltFolder;
  const url = new URL(req.url);
  let shell: string, headersFile: string, wording: SearchPageWording, index: SearchIndex;
  try {
    [shell, headersFile, wording, index] = await Promise.all([
      readBuiltFile(builtFolder, searchShellFile),
      readBuiltFile(builtFolder, "_headers"),
      readBuiltFile(builtFolder, searchWordingFile).then((text) => JSON.parse(text) as SearchPageWording),
      readBuiltFile(builtFolder, searchIndexPath.slice(1)).then((text) => loadSearchIndex(JSON.parse(text))),
    ]);
    if (searchPageNeedsPlaces(url))
      index = attachPlaces(index, JSON.parse(await readBuiltFile(builtFolder, searchPlacesPath.slice(1))));
  } catch {
    return new Response(`See ${listingRoot}\n`, {
      status: 303,
      headers: { Location: listingRoot, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const page = searchPageData(url, wording, index);
  const html = searchPageHtml(shell, renderToStaticMarkup(createElement(SearchPageBody, page)), page);
  const headers = searchPageHeaders(new Headers([...headersFor(parseHeadersFile(headersFile), searchPagePath)]));
  return new Response(req.method === "HEAD" ? null : html, { status: 200, headers });
}

// Both spellings, with and without the trailing slash, so a hand-typed address finds it too. The host reads this
// object without running the module, so the paths are written out: tests/search-address.test.ts holds them to board-paths.ts's searchPagePath.
export const config = { path: ["/jobs/search", "/jobs/search/"] };
