// Stage 2 of the build: every route of the table rendered to an HTML string,
// in memory, keyed by the file it will be written to.
//
// One rendering path for every page. React renders each page's own part (its
// <main> content and any extra <head> elements); the layout around it (the
// document head, header and footer, the same on thousands of pages) is
// rendered by React once, with a marker in each place a page's own values
// go, and each page is the pieces of that rendering joined around its values,
// escaped as React escapes them. tests/render.test.tsx holds every real page
// to a plain React rendering of the whole document, byte for byte.
import { createHash, randomUUID } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteChrome } from "../components/Layout/Layout";
import { doctype, layoutElement, renderRoute } from "./render-page";
import type { Route, SharedPart } from "../routes";
import type { WrittenRecord } from "./out-folder";

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

/** React's own escaping of text and attribute values (escapeTextForBrowser in react-dom/server). */
const htmlSpecial = /["'&<>]/g;
const htmlEntities: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeLikeReact = (text: string) => text.replace(htmlSpecial, (character) => htmlEntities[character]!);

/** The layout cut at each marker: one piece more than there are slots. */
interface LayoutTemplate {
  pieces: string[];
  slots: Slot[];
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
  return { pieces, slots };
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

/** What the memo holds of one page. */
export interface RememberedPage {
  /** The fingerprint of everything the page is rendered from (inputsOf). */
  inputs: string;
  /** The fingerprint of what its route says it is made from (Route.inputs), where the route says. */
  given?: string | undefined;
  /** The page itself, while this process has it: the dev server's memo. */
  html?: string | undefined;
  /** The file the page was written to, as the manifest records it: what the command line keeps on disk instead of the page. */
  written?: WrittenRecord | undefined;
}

/**
 * Pages rendered by an earlier build, by path, each with a fingerprint of
 * the inputs it was rendered from (inputsOf). A page whose inputs are the
 * same again is not rendered again: after an edit to one vacancy, the pages
 * that show it are rendered, not the whole board. The dev server keeps one in
 * memory, pages included; the command line keeps a small site's on disk,
 * without the pages: an unchanged page whose file is still as the last build
 * wrote it is linked from there (pageWriterFor), and one whose file is gone or
 * changed is rendered again. The pages of a large site are rendered on both
 * cores, without a memo. A change to the generator's code starts afresh: the
 * dev server imports a new builder, and the command line's memo is keyed by
 * the generator's version.
 */
export class RenderMemo {
  readonly pages = new Map<string, RememberedPage>();
  /**
   * Each object's fingerprint, worked out once for as long as the object
   * lives: an unchanged content file keeps its entry object from build to
   * build (load-cache.ts), so only what an edit made new is fingerprinted.
   * Content objects are never changed once loaded.
   */
  readonly fingerprints = new WeakMap<object, string>();
  #changed = false;

  remember(path: string, inputs: string, html: string, given?: string): void {
    this.pages.set(path, { inputs, html, given });
    this.#changed = true;
  }

  /** A page found unchanged by its elements, though what its route says it is made from changed: remembered under the new fingerprint. */
  rememberGiven(path: string, given: string | undefined): void {
    const page = this.pages.get(path);
    if (page) this.pages.set(path, { ...page, given });
    this.#changed = true;
  }

  /** The file the page was written to, as the manifest records it (the command line: see pageWriterFor). */
  rememberWritten(path: string, written: WrittenRecord): void {
    const page = this.pages.get(path);
    if (!page || (page.written?.hash === written.hash && page.written.size === written.size && page.written.mtimeMs === written.mtimeMs)) return;
    page.written = written;
    this.#changed = true;
  }

  /** Forgets the pages the site no longer has. */
  keepOnly(paths: ReadonlySet<string>): void {
    for (const path of this.pages.keys()) {
      if (!paths.has(path)) {
        this.pages.delete(path);
        this.#changed = true;
      }
    }
  }

  get changed(): boolean {
    return this.#changed;
  }

  /** What the next build needs: each written page's fingerprints and file, not the page (about 100 bytes a page instead of the page's 10 to 30 kB). */
  toBytes(generator: string): Buffer {
    const pages = [...this.pages].flatMap(([path, { inputs, given, written }]) => (written ? [[path, { inputs, given, written }] as const] : []));
    return serialize({ generator, pages });
  }

  /** A memo read back from bytes; an empty one when they were saved by another version of the generator, or are damaged. */
  static fromBytes(bytes: Uint8Array | undefined, generator: string): RenderMemo {
    const memo = new RenderMemo();
    try {
      const saved = bytes && (deserialize(bytes) as { generator: string; pages: [string, RememberedPage][] });
      if (saved && saved.generator === generator) for (const [path, page] of saved.pages) memo.pages.set(path, page);
    } catch {
      // Start empty.
    }
    return memo;
  }
}

/**
 * A short text that changes whenever a value does: an object or array is
 * written as JSON with each object or array inside it replaced by its own
 * fingerprint, then hashed if long. A function among a page's props is the
 * generator's code (a URL builder), not content, and is written as its name;
 * a Map or Set as its entries.
 */
function fingerprint(value: unknown, known: WeakMap<object, string>): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "function":
      return `function ${value.name}`;
    case "object":
      break;
    default:
      // Numbers, booleans, undefined: as they print, unlike any string above (which is quoted).
      return String(value);
  }
  if (value === null) return "null";
  let hashed = known.get(value);
  if (hashed !== undefined) return hashed;
  // Plain loops and concatenation: a dev-server rebuild fingerprints thousands of fresh objects (listing views, props).
  let text: string;
  if (Array.isArray(value)) {
    text = "[";
    for (let index = 0; index < value.length; index += 1) text += `${fingerprint(value[index], known)},`;
    text += "]";
  } else if (value instanceof Map || value instanceof Set) text = fingerprint([...value], known);
  else if (value instanceof Date) text = `date ${value.getTime()}`;
  else {
    text = "{";
    for (const key in value) text += `${JSON.stringify(key)}:${fingerprint((value as Record<string, unknown>)[key], known)},`;
    text += "}";
  }
  // A short text is its own fingerprint: hashing costs more than it saves there.
  hashed = text.length < 512 ? text : `#${createHash("sha1").update(text).digest("base64")}`;
  known.set(value, hashed);
  return hashed;
}

const element = (node: ReactElement | undefined) => node && { type: node.type, props: node.props };

/** What the page is rendered from: the layout's inputs, the route's own values, and `own`, what its own part is made from. */
function inputsOf(route: Route, chromeInputs: string, known: WeakMap<object, string>, own: unknown): string {
  return fingerprint([chromeInputs, route.path, route.title, route.description, route.indexable, route.section, own, element(route.head?.())], known);
}

/** What a page's own part is made from, exactly: the values of a shared part, or the props of the elements render() gives. */
const ownElements = (route: Route) => (route.shared ? [route.shared.kind, route.shared.text, route.shared.html] : element(route.render()));

/** A page's fingerprints, worked out to look it up in the memo, and what the memo holds of it when it is unchanged. */
interface MemoCheck {
  given?: string | undefined;
  inputs?: string | undefined;
  page?: RememberedPage | undefined;
}

/** Renders pages, each from its route; with a memo, says which pages are unchanged since it remembered them. */
export interface PageRenderer {
  /** The page: with a memo, the one it holds when the page's inputs are unchanged, else rendered (and remembered). */
  (route: Route): string;
  /** With a memo, what it remembers of the page when the page's inputs are unchanged; undefined otherwise. */
  unchanged(route: Route): RememberedPage | undefined;
}

/** Renders any route of the table: React for the page's own part, the shared layout around it. With a memo, a page whose inputs are unchanged is taken from it. */
export function routeRenderer(chrome: SiteChrome, memo?: RenderMemo): PageRenderer {
  const { marker, pattern } = markers();
  const templates = new Map<string, LayoutTemplate>();
  const sharedTemplates = new Map<string, SharedTemplate>();
  let linkedPaths: Set<string> | undefined;

  const templateFor = (route: Route): LayoutTemplate => {
    const withMarkers = { ...route, path: marker("path"), title: marker("title"), description: marker("description") };
    if (!linkedPaths) {
      // Rendered with a path no link leads to, so no link is marked as current.
      const probe = renderToStaticMarkup(layoutElement({ ...withMarkers, section: undefined }, chrome, marker("head"), marker("main")));
      linkedPaths = new Set([...probe.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!));
    }
    const key = layoutKey(route, linkedPaths);
    let template = templates.get(key);
    if (!template) {
      // A page the layout links to keeps its real path, so its own link is marked; the path slot is then filled with the same value.
      const shape = key.startsWith("page ") ? { ...withMarkers, path: route.path } : withMarkers;
      template = cutAtMarkers(doctype + renderToStaticMarkup(layoutElement(shape, chrome, marker("head"), marker("main"))), pattern);
      templates.set(key, template);
    }
    return template;
  };

  const chromeInputs = memo ? fingerprint(chrome, memo.fingerprints) : "";
  /** What unchanged() worked out for a route, so rendering it next does not work it out again. */
  const checked = new WeakMap<Route, MemoCheck>();
  /** Runs work for one route; a failure names the page and its source file. */
  const forRoute = <T,>(route: Route, work: () => T): T => {
    try {
      return work();
    } catch (cause) {
      throw new Error(`Rendering ${route.path} from ${route.source} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
  };

  const unchanged = (route: Route): RememberedPage | undefined => {
    if (!memo) return undefined;
    return forRoute(route, () => {
      const remembered = memo.pages.get(route.path);
      // What the route says the page is made from, when it says (a listing page: the listing, its filters and page number), is compared first:
      // it costs far less than the page's elements, and when it is unchanged so is the page.
      const check: MemoCheck = { given: route.inputs ? inputsOf(route, chromeInputs, memo.fingerprints, ["given", route.inputs()]) : undefined };
      checked.set(route, check);
      if (check.given !== undefined && remembered?.given === check.given) return (check.page = remembered);
      // Otherwise the elements themselves: an edit to one vacancy changes the listing, but only the pages that show it.
      check.inputs = inputsOf(route, chromeInputs, memo.fingerprints, ownElements(route));
      if (remembered?.inputs !== check.inputs) return undefined;
      if (check.given !== remembered.given) memo.rememberGiven(route.path, check.given);
      return (check.page = memo.pages.get(route.path));
    });
  };

  const render = (route: Route): string => {
    if (!memo) return forRoute(route, () => renderWithTemplate(route, templateFor(route), sharedTemplates));
    if (!checked.has(route)) unchanged(route);
    const check = checked.get(route)!;
    checked.delete(route);
    if (check.page?.html !== undefined) return check.page.html;
    return forRoute(route, () => {
      const html = renderWithTemplate(route, templateFor(route), sharedTemplates);
      memo.remember(route.path, check.inputs ?? inputsOf(route, chromeInputs, memo.fingerprints, ownElements(route)), html, check.given);
      return html;
    });
  };
  return Object.assign(render, { unchanged });
}

/** A kind of page's own part cut at its markers, or null when a value did not come through the components as written (then React renders each page). */
type SharedTemplate = { pieces: string[]; names: string[] } | null;

function sharedTemplate(shared: SharedPart): SharedTemplate {
  const nonce = randomUUID();
  const names = [...Object.keys(shared.text), ...Object.keys(shared.html)];
  const rendered = renderToStaticMarkup(shared.render(Object.fromEntries(names.map((name) => [name, `\uE000${nonce}:${name}\uE000`]))));
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

/** Each slot's value is worked out once, however often the layout uses it (the title is in <title> and og:title). */
function renderWithTemplate(route: Route, template: LayoutTemplate, sharedTemplates: Map<string, SharedTemplate>): string {
  const values: Record<Slot, () => string> = {
    title: () => escapeLikeReact(route.title),
    description: () => escapeLikeReact(route.description),
    path: () => escapeLikeReact(route.path),
    head: () => (route.head ? renderToStaticMarkup(route.head()) : ""),
    main: () => (route.shared ? fillSharedPart(route.shared, sharedTemplates) : renderToStaticMarkup(route.render())),
  };
  const filled = new Map<Slot, string>();
  let html = template.pieces[0]!;
  template.slots.forEach((slot, index) => {
    let value = filled.get(slot);
    if (value === undefined) filled.set(slot, (value = values[slot]()));
    html += value + template.pieces[index + 1]!;
  });
  return html;
}
