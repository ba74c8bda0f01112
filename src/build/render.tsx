// Stage 2 of the build: every route of the table rendered to an HTML string,
// in memory, keyed by the file it will be written to.
import { renderToStaticMarkup } from "react-dom/server";
import { Layout, type SiteChrome } from "../components/Layout/Layout";
import type { MarkdownPage } from "../content/load";
import { markdownPageRoute, type Route } from "../routes";

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

// Markdown pages: one rendering of the layout, filled in per page.
//
// A site of thousands of Markdown pages spent most of its build in React
// rendering the same header and footer again and again. A Markdown page
// differs from the next only in its title, description, slug and body, so
// the layout is rendered once with a marker in each of those places, cut at
// the markers, and each page is the pieces joined around its own values,
// escaped as React escapes them. Before the template is used, it must give
// exactly React's output for probe pages full of characters that need
// escaping; if anything in the layout ever treats these values differently
// (truncates, re-encodes), every page falls back to React.

type Slot = "title" | "description" | "slug" | "body";

/** Private-use characters, which React leaves alone; a layout that already holds one is refused below. */
const marker = (slot: Slot) => `\uE000${slot}\uE000`;
const markerPattern = /\uE000(title|description|slug|body)\uE000/g;

/** React's own escaping of text and attribute values (escapeTextForBrowser in react-dom/server). */
const htmlSpecial = /["'&<>]/g;
const htmlEntities: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeLikeReact = (text: string) => text.replace(htmlSpecial, (character) => htmlEntities[character]!);

/** Words lowercaseHtmlAttributes rewrites; a value holding one may form an attribute with the text after it. */
const camelCaseAttributeName = /charSet|srcSet|imageSrcSet|imageSizes|fetchPriority|autoComplete|spellCheck/;

export interface MarkdownPageTemplate {
  /** The layout cut at each marker: one piece more than there are slots. */
  pieces: string[];
  slots: Slot[];
  /** Paths the layout itself links to: such a page may be marked as current there, so React renders it. */
  linkedPaths: Set<string>;
}

function slotValue(slot: Slot, page: MarkdownPage): string {
  switch (slot) {
    case "title":
      return escapeLikeReact(page.data.title);
    case "description":
      return escapeLikeReact(page.data.description);
    case "slug":
      return escapeLikeReact(page.slug);
    case "body":
      return page.html;
  }
}

function fillTemplate(template: MarkdownPageTemplate, page: MarkdownPage): string {
  let html = template.pieces[0]!;
  let mayNeedLowercasing = false;
  template.slots.forEach((slot, index) => {
    const value = slotValue(slot, page);
    if (camelCaseAttributeName.test(value)) mayNeedLowercasing = true;
    html += value + template.pieces[index + 1]!;
  });
  // The pieces were lowercased already; only a value can bring a new match.
  return mayNeedLowercasing ? lowercaseHtmlAttributes(html) : html;
}

function probePage(slug: string, title: string, description: string, html: string): MarkdownPage {
  return { file: `${slug}.md`, slug, html, data: { title, description }, references: { links: [], images: [] } };
}

/** Values that need every kind of escaping, and a body and description that could form a camelCase attribute with the layout around them. */
const probePages = [
  probePage("probe-escaping", `Terms & "conditions" <draft> it's`, `Fees & "charges" <b>explained</b>, it's all here in plain words for employers`, `<h2 id="a">Heading &amp; more</h2>\n<p>A <a href="/contact/">link</a> and <img src="/x.png" srcSet="/x.png 1x" alt=""></p>`),
  probePage("probe-attribute", "Plain title", "A description that ends as an attribute name srcSet=", "<p>Ends with spellCheck=</p>"),
];

/**
 * The shared layout of Markdown pages, or undefined when it would not give
 * React's output byte for byte, in which case every page is rendered by React.
 */
export function markdownPageTemplate(chrome: SiteChrome): MarkdownPageTemplate | undefined {
  const markers = probePage(marker("slug"), marker("title"), marker("description"), marker("body"));
  const rendered = renderRoute(markdownPageRoute(markers, chrome.site), chrome);
  const pieces: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of rendered.matchAll(markerPattern)) {
    pieces.push(rendered.slice(from, match.index));
    slots.push(match[1] as Slot);
    from = match.index + match[0].length;
  }
  pieces.push(rendered.slice(from));
  if (pieces.some((piece) => piece.includes("\uE000"))) return undefined;
  const linkedPaths = new Set([...rendered.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!));
  const template = { pieces, slots, linkedPaths };
  const faithful = probePages.every(
    (page) => fillTemplate(template, page) === renderRoute(markdownPageRoute(page, chrome.site), chrome),
  );
  return faithful ? template : undefined;
}

/** Renders routes, Markdown pages from the shared template where it is faithful, everything else with React. */
export function routeRenderer(chrome: SiteChrome): (route: Route) => string {
  const template = markdownPageTemplate(chrome);
  return (route) => {
    const page = route.markdownPage;
    if (template && page && !template.linkedPaths.has(route.path)) return fillTemplate(template, page);
    return renderRoute(route, chrome);
  };
}
