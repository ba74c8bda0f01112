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

/**
 * React writes these HTML attributes with their DOM-property spelling
 * (charSet, srcSet, ...). Browsers read attribute names case-insensitively, but
 * validators and tools that read HTML as text expect lowercase. SVG attributes
 * such as viewBox are case-sensitive and are not in this list.
 */
const camelCaseHtmlAttributes = /\s(charSet|srcSet|imageSrcSet|imageSizes|fetchPriority|autoComplete|spellCheck)="/g;

function lowercaseHtmlAttributes(html: string): string {
  return html.replace(camelCaseHtmlAttributes, (match) => match.toLowerCase());
}

/** renderToStaticMarkup writes no doctype; without one browsers render in quirks mode. */
export function renderRoute(route: Route, chrome: SiteChrome): string {
  const page = { path: route.path, title: route.title, description: route.description, indexable: route.indexable };
  const html = renderToStaticMarkup(
    <Layout chrome={chrome} page={page} head={route.head?.()}>
      {route.render()}
    </Layout>,
  );
  return `<!DOCTYPE html>${lowercaseHtmlAttributes(html)}`;
}
