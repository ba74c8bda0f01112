// Stage 2 of the build: every route of the table rendered to an HTML string,
// in memory, keyed by the file it will be written to.
import { renderToStaticMarkup } from "react-dom/server";
import { Layout, type SiteChrome } from "../components/Layout/Layout";
import type { Route } from "../routes";

/** "/" → "index.html", "/about/" → "about/index.html", "/404.html" → "404.html" (D5). */
export function outputPathFor(urlPath: string): string {
  const relative = urlPath.replace(/^\//, "");
  if (relative === "" || relative.endsWith("/")) return `${relative}index.html`;
  return relative;
}

/** renderToStaticMarkup writes no doctype; without one browsers render in quirks mode. */
export function renderRoute(route: Route, chrome: SiteChrome): string {
  const page = { path: route.path, title: route.title, description: route.description, indexable: route.indexable };
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <Layout chrome={chrome} page={page} head={route.head?.()}>
      {route.render()}
    </Layout>,
  )}`;
}
