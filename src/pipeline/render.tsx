// Stage 3 of the build: every route of the table rendered to its HTML file,
// as UTF-8 bytes, in memory.
//
// One rendering path for every page. React renders each page's own part (its
// <main> content and any extra <head> elements); the layout around it (the
// document head, header and footer, the same on thousands of pages) is
// rendered by React once, with a marker in each place a page's own values
// go, and each page is the pieces of that rendering joined around its values,
// escaped as React escapes them. The layout's pieces are encoded to UTF-8
// once, so each page encodes only its own values: encoding every whole page
// took a tenth of a 4,000-page build (BENCHMARKS.md's history). tests/render.test.tsx
// holds every real page to a plain React rendering of the whole document,
// byte for byte.
import { randomUUID } from "node:crypto";
import { escapeUTF8 } from "entities";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteChrome } from "../components/Layout/Layout";
import { doctype, layoutElement, renderRoute } from "./render-page";
import type { Route, SharedPart } from "../routes";

export { outputPathFor } from "../site-paths";
export { renderRoute };

type Slot = "title" | "description" | "path" | "head" | "main";

/**
 * Private-use characters around a name no content can guess (a new one for
 * every build), which React leaves alone.
 */
function markers() {
  const nonce = randomUUID();
  return {
    marker: (slot: Slot) => `\uE000${nonce}:${slot}\uE000`,
    pattern: new RegExp(`\uE000${nonce}:(title|description|path|head|main)\uE000`, "g"),
  };
}

/**
 * A slot's text as React would have written it in the same place: entities
 * escapes the same five characters, and React spells the apostrophe &#x27;
 * where entities writes &apos;, so a page made from the template is the page
 * React renders, byte for byte.
 */
const escapeLikeReact = (text: string) => escapeUTF8(text).replaceAll("&apos;", "&#x27;");

/** The layout cut at each marker, each piece in UTF-8: one piece more than there are slots. */
interface LayoutTemplate {
  pieces: Buffer[];
  slots: Slot[];
  /** The pieces' bytes together, the part of every page's length the layout gives. */
  piecesLength: number;
}

function cutAtMarkers(rendered: string, markerPattern: RegExp): LayoutTemplate {
  const pieces: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of rendered.matchAll(markerPattern)) {
    pieces.push(rendered.slice(from, match.index));
    slots.push(match[1] as Slot);
    from = match.index + match[0].length;
  }
  pieces.push(rendered.slice(from));
  // Encoding piece by piece gives the bytes encoding the whole page would. Only a surrogate pair split between
  // a piece and a value could differ, and a marker always stands between them. A lone surrogate (a summary cut
  // in the middle of an emoji) becomes U+FFFD either way.
  const encoded = pieces.map((piece) => Buffer.from(piece));
  return { pieces: encoded, slots, piecesLength: encoded.reduce((sum, piece) => sum + piece.length, 0) };
}

/**
 * The layout shows a link as current when it leads to the page itself, or
 * to the section the page belongs to. A page the layout links to gets a
 * layout of its own; every other page shares the one of its section and
 * indexing.
 */
function layoutKey(route: Route, linkedPaths: ReadonlySet<string>): string {
  // The robots noindex tag is part of the layout too: a closed vacancy has it, an open one does not.
  const indexing = route.indexable ? "indexed" : "noindex";
  return linkedPaths.has(route.path) ? `page ${route.path}` : `section ${route.section ?? ""} ${indexing}`;
}

/** A route of the table to its HTML file's bytes. */
export type RouteRenderer = (route: Route) => Buffer;

/** Renders any route of the table to UTF-8: React for the page's own part, the shared layout around it. A failure names the page and its source file. */
export function routeRenderer(chrome: SiteChrome): RouteRenderer {
  const { marker, pattern } = markers();
  const templates = new Map<string, LayoutTemplate>();
  const sharedTemplates = new Map<string, SharedTemplate>();
  let linkedPaths: Set<string> | undefined;

  const templateFor = (route: Route): LayoutTemplate => {
    const withMarkers = { ...route, path: marker("path"), title: marker("title"), description: marker("description") };
    if (!linkedPaths) {
      // Rendered with a path no link leads to, so no link is marked as current.
      const probe = renderToStaticMarkup(
        layoutElement({ ...withMarkers, section: undefined }, chrome, marker("head"), marker("main")),
      );
      linkedPaths = new Set([...probe.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!));
    }
    const key = layoutKey(route, linkedPaths);
    let template = templates.get(key);
    if (!template) {
      // A page the layout links to keeps its real path, so its own link is marked; the path slot is then filled with the same value.
      const shape = key.startsWith("page ") ? { ...withMarkers, path: route.path } : withMarkers;
      template = cutAtMarkers(
        doctype + renderToStaticMarkup(layoutElement(shape, chrome, marker("head"), marker("main"))),
        pattern,
      );
      templates.set(key, template);
    }
    return template;
  };

  return (route) => {
    try {
      return renderWithTemplate(route, templateFor(route), sharedTemplates);
    } catch (cause) {
      throw new Error(
        `Rendering ${route.path} from ${route.source} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
        { cause },
      );
    }
  };
}

/** A kind of page's own part cut at its markers, or null when a value did not come through the components as written (then React renders each page). */
type SharedTemplate = { pieces: string[]; names: string[] } | null;

function sharedTemplate(shared: SharedPart): SharedTemplate {
  const nonce = randomUUID();
  const names = [...Object.keys(shared.text), ...Object.keys(shared.html)];
  const rendered = renderToStaticMarkup(
    shared.render(Object.fromEntries(names.map((name) => [name, `\uE000${nonce}:${name}\uE000`]))),
  );
  const pieces: string[] = [];
  const found: string[] = [];
  let from = 0;
  for (const match of rendered.matchAll(new RegExp(`\uE000${nonce}:([^\uE000]+)\uE000`, "g"))) {
    pieces.push(rendered.slice(from, match.index));
    found.push(match[1]!);
    from = match.index + match[0].length;
  }
  pieces.push(rendered.slice(from));
  // A value a component changed (cut, lowercased, put in an attribute) cannot be filled in later.
  const whole = names.every((name) => found.includes(name)) && !pieces.some((piece) => piece.includes(nonce));
  return whole ? { pieces, names: found } : null;
}

function fillSharedPart(shared: SharedPart, templates: Map<string, SharedTemplate>): string {
  let template = templates.get(shared.kind);
  if (template === undefined) templates.set(shared.kind, (template = sharedTemplate(shared)));
  if (template === null) return renderToStaticMarkup(shared.render({ ...shared.text, ...shared.html }));
  let html = template.pieces[0]!;
  template.names.forEach((name, index) => {
    const text = shared.text[name];
    html += (text === undefined ? shared.html[name]! : escapeLikeReact(text)) + template.pieces[index + 1]!;
  });
  return html;
}

/**
 * Each slot's value is worked out once, however often the layout uses it (the
 * title is in <title> and og:title), and the page is encoded straight into
 * one buffer of its exact length: no copy of each value, then of the whole.
 */
function renderWithTemplate(
  route: Route,
  template: LayoutTemplate,
  sharedTemplates: Map<string, SharedTemplate>,
): Buffer {
  const values: Record<Slot, () => string> = {
    title: () => escapeLikeReact(route.title),
    description: () => escapeLikeReact(route.description),
    path: () => escapeLikeReact(route.path),
    head: () => (route.head ? renderToStaticMarkup(route.head()) : ""),
    main: () => (route.shared ? fillSharedPart(route.shared, sharedTemplates) : renderToStaticMarkup(route.render())),
  };
  const filled = new Map<Slot, string>();
  let length = template.piecesLength;
  const slotValues = template.slots.map((slot) => {
    let value = filled.get(slot);
    if (value === undefined) filled.set(slot, (value = values[slot]()));
    length += Buffer.byteLength(value);
    return value;
  });
  const page = Buffer.allocUnsafe(length);
  let at = template.pieces[0]!.copy(page, 0);
  slotValues.forEach((value, index) => {
    at += page.write(value, at);
    at += template.pieces[index + 1]!.copy(page, at);
  });
  // Buffer.byteLength counts as Buffer.write encodes; were they ever to differ, a page would be cut short or end in memory never written.
  if (at !== length) throw new Error(`the page's ${length} bytes were counted wrongly: ${at} were written`);
  return page;
}
