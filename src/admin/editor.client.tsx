// The editor at /admin/ (D32): Decap CMS, loaded before this script as
// decap-cms.js, with two things of the site's own.
//
// - The preview is the real page: each entry is put into the content the last
//   build loaded (site-content.json), the route table is planned from it as
//   the build plans it, and the entry's page is rendered by the site's own
//   components with React's renderToStaticMarkup, inside the site's own
//   stylesheet. Problems the build would report are shown above it as the
//   editor types.
// - Nothing invalid is saved: a preSave listener writes the file as it will be
//   saved, reads it back as the build reads it, and runs the build's own
//   checks (check-entry.ts) against the whole content as it is now (the last
//   build's, fetched again, with what this editor has saved since); a problem
//   refuses the save, naming the field by its label and marking it in the
//   form. Empty optional fields are dropped first, so a file holds no keys
//   nobody filled.
// - A save changes only what was edited (D40): files are read and written by
//   the site's own format (content-file.ts), which keeps every other line of
//   the file byte for byte.
import { checkEntry, contentFileKind, contentWith, type ContentFileKind, type EditorSnapshot } from "./check-entry";
import { readContentFile, TiedValueError, writeContentFile, type FieldOrder } from "./content-file";
import { fieldOrderOf } from "./field-order";
import { parseFrontMatterYaml } from "../content/front-matter-yaml";
import { splitFrontMatter } from "../content/front-matter";
import { siteSchema } from "../content/schemas";
import * as z from "zod";
import { contentFileFormat as contentFileFormatName, fieldLabels, type JsonSchema } from "./cms-config";
import { keepUploadedPhotographs, refuseUploadsTheBuildWouldRefuse } from "./upload-check.client";
import { mediaPublicPath } from "../images/media";
import { problemInWords, type WordedProblem } from "./problem-words";
import { collections } from "../content/collections";
import type { AnyCollection, Entry } from "../content/collection";
import { planSite } from "../pipeline/plan";
import { renderRoute } from "../pipeline/render-page";
import { markdownPagePath, paths, routePagePaths, vacancyPath } from "../routes";
import { routePageBodies, routePageSchemas } from "../content/validate";
import { problem, problemLine, type Problem } from "../content/problems";
import type { CalendarDate } from "../jobs/calendar";
import { escapeHtml } from "../html-escape";

/** The parts of Decap's global API this script uses: https://decapcms.org/docs/customization/ */
interface ImmutableValue {
  toJS(): unknown;
  get(key: string): unknown;
  filter(keep: (value: unknown) => boolean): ImmutableValue;
  map(change: (value: unknown) => unknown): ImmutableValue;
}
interface DecapEntry {
  get(key: "data"): ImmutableValue;
  get(key: "path" | "slug" | "collection" | "newRecord" | "raw"): string | boolean | undefined;
}
interface PreviewProps {
  entry: DecapEntry;
  document?: Document;
  /** An upload's address in the editor: a blob: URL for one just uploaded or loaded from the repository. */
  getAsset?: (path: string) => { toString(): string } | undefined;
}
interface DecapGlobal {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  registerEventListener(listener: { name: "preSave" | "postSave" | "prePublish"; handler: (event: { entry: DecapEntry }) => unknown }): void;
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(raw: string): unknown; toFile(data: Record<string, unknown>): string }): void;
  getLocale(name: string): Phrases | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}
/** Decap's wording, by area: https://github.com/decaporg/decap-cms/tree/main/packages/decap-cms-locales */
interface Phrases {
  [key: string]: string | Phrases;
}

interface DecapWindow {
  CMS: DecapGlobal;
  h: (type: string, props: Record<string, unknown>, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown>) => unknown;
}
const decap = window as unknown as DecapWindow;

const script = document.currentScript as HTMLScriptElement | null;
const snapshotUrl = script?.dataset.snapshot ?? "/admin/site-content.json";
const stylesheet = script?.dataset.stylesheet;

let snapshot: EditorSnapshot | undefined;
const fetchSnapshot = (): Promise<EditorSnapshot> =>
  fetch(snapshotUrl, { credentials: "same-origin", cache: "no-store" }).then((response) => {
    if (!response.ok) throw new Error(`${snapshotUrl} answered ${response.status}`);
    return response.json() as Promise<EditorSnapshot>;
  });
const snapshotLoaded: Promise<EditorSnapshot> = fetchSnapshot().then((loaded) => (snapshot = loaded));

/**
 * The files this editor has saved lately, by path. The last build's content
 * may not have them yet (the host takes a minute or two to publish), and a
 * second save must be checked against the first. They are kept in the
 * browser's storage, not in the page: the editor reloads itself when the
 * address names another entry, and a save after that reload was checked
 * against a build without the first and let a duplicate reference through.
 */
interface RememberedSave {
  frontMatter: Record<string, unknown>;
  body: string;
  /** When it was saved (milliseconds): far longer than a build takes, and it is forgotten. */
  at: number;
}
const savedStorageKey = "ouse-valley-editor:saved-files";
const rememberFor = 60 * 60 * 1000;

function rememberedSaves(): Map<string, RememberedSave> {
  try {
    const stored = JSON.parse(localStorage.getItem(savedStorageKey) ?? "{}") as Record<string, RememberedSave>;
    return new Map(Object.entries(stored).filter(([, saved]) => Date.now() - saved.at < rememberFor));
  } catch {
    // Storage turned off or unreadable: this page's own saves are still kept below.
    return new Map(savedInThisPage);
  }
}
const savedInThisPage = new Map<string, RememberedSave>();

function rememberSaved(file: string, saved: RememberedSave): void {
  savedInThisPage.set(file, saved);
  try {
    localStorage.setItem(savedStorageKey, JSON.stringify(Object.fromEntries(rememberedSaves().set(file, saved))));
  } catch {
    // As above: remembered for as long as this page lives.
  }
}

/** The content as it is now: the last build's, fetched again, with every file saved here since put in. */
async function currentContent(): Promise<EditorSnapshot> {
  const fresh = await fetchSnapshot().catch(() => snapshotLoaded);
  let content = fresh.content;
  for (const [file, saved] of new Map([...savedInThisPage, ...rememberedSaves()])) {
    const checked = checkEntry({ ...fresh, content }, file, saved.frontMatter, saved.body);
    if (checked.entry && checked.kind) content = contentWith(content, checked.kind, checked.entry);
  }
  snapshot = { ...fresh, content };
  return snapshot;
}

/** Decap's file name for a new entry, made as Decap makes it (its slug options in config.yml: ascii, accents removed, "-"). */
export function newEntrySlug(template: string, data: Record<string, unknown>): string {
  const segment = (value: unknown) =>
    String(value ?? "")
      .trim()
      .toLocaleLowerCase()
      .replace(/'/g, "")
      .replace(/\./g, "-")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w\-.~]/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "");
  const valueAt = (key: string) => key.replace(/^fields\./, "").split(".").reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], data);
  return template
    .replace(/\{\{([^}]+)\}\}/g, (_, key: string) => segment(valueAt(key.trim())))
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (typeof (value as { size?: unknown })?.size === "number" && (value as { size: number }).size === 0);

/** The JSON Schema zod makes of a content file's schema, as the editor's configuration is made (cms-config.ts). */
type JsonNode = JsonSchema;

/**
 * The entry's data without empty values: an optional field left blank is left
 * out of the file, as an editor of the file would leave it. A field the schema
 * requires keeps its empty text: `alt: ""` is a decorative picture (D14, D42).
 */
function withoutEmpty(value: unknown, schema: JsonNode | undefined): unknown {
  if (!value || typeof (value as ImmutableValue).filter !== "function") return value;
  const immutable = value as { map(change: (value: unknown, key: unknown) => unknown): unknown; filter(keep: (value: unknown, key: unknown) => boolean): unknown };
  const required = new Set(schema?.required ?? []);
  const inner = (key: unknown) => (typeof key === "number" ? schema?.items : schema?.properties?.[String(key)]);
  const cleaned = immutable.map((item: unknown, key: unknown) => withoutEmpty(item, inner(key))) as typeof immutable;
  return cleaned.filter((item: unknown, key: unknown) => !isEmpty(item) || (typeof key === "string" && required.has(key) && item === ""));
}

const jsonSchemas = new Map<string, JsonNode>();
/** The JSON Schema of the file's schema, made once per kind of file. */
function jsonSchemaOf(file: string): JsonNode | undefined {
  const kind = contentFileKind(file);
  if (!kind) return undefined;
  const key = kind.kind === "site" ? "site" : kind.name;
  if (!jsonSchemas.has(key)) jsonSchemas.set(key, z.toJSONSchema(schemaOf(kind), { io: "input", unrepresentable: "any" }) as JsonNode);
  return jsonSchemas.get(key);
}

/** The entry's data as it will be saved. */
const savedData = (entry: DecapEntry) => withoutEmpty(entry.get("data"), jsonSchemaOf(fileOf(entry, (entry.get("data").toJS() ?? {}) as Record<string, unknown>))) as ImmutableValue;

/**
 * The file an entry is saved to: its own path, or for a new one the one Decap
 * will give it (by Decap's own rule, newRecord, whatever path the form still
 * holds), with "-1", "-2" … after the name when a file of that name exists,
 * as Decap numbers it: checked under the name of a file it would not replace.
 */
function fileOf(entry: DecapEntry, data: Record<string, unknown>): string {
  const path = entry.get("path");
  if (!entry.get("newRecord") && typeof path === "string" && path !== "") return path;
  const key = String(entry.get("collection"));
  const declared = (collections as Record<string, AnyCollection>)[key];
  const base = `content/${declared?.folder ?? key}/${newEntrySlug(declared?.editor.slug ?? "{{title}}", data)}`;
  const taken = knownFiles();
  let file = `${base}.md`;
  for (let number = 1; taken.has(file); number++) file = `${base}-${number}.md`;
  return file;
}

/** Every content file the editor knows of: the last build's, and those saved since. */
function knownFiles(): Set<string> {
  const files = new Set<string>([...savedInThisPage.keys(), ...rememberedSaves().keys()]);
  if (!snapshot) return files;
  const { site, routes, ...declared } = snapshot.content;
  files.add(site.file);
  for (const entry of Object.values(routes)) files.add(entry.file);
  for (const entries of Object.values(declared) as Entry<unknown>[][]) for (const entry of entries) files.add(entry.file);
  return files;
}

interface ReadEntry {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts on, as the build counts it. */
  bodyLine: number;
}

/** The schema a content file is checked against, for the order a new file's fields are written in. */
function schemaOf(kind: ContentFileKind) {
  if (kind.kind === "site") return siteSchema;
  if (kind.kind === "route") return routePageSchemas[kind.name];
  return (collections as Record<string, AnyCollection>)[kind.name]!.schema;
}

/**
 * The file an entry is saved as, byte for byte: the file it was opened from
 * with only the edited fields rewritten, or a new file in the schema's order.
 */
function fileTextOf(entry: DecapEntry, file: string, data: ImmutableValue): string {
  const { body = "", ...frontMatter } = (data.toJS() ?? {}) as Record<string, unknown>;
  const raw = entry.get("newRecord") ? undefined : entry.get("raw");
  const kind = contentFileKind(file);
  return writeContentFile(typeof raw === "string" && raw !== "" ? raw : undefined, { data: frontMatter, body: String(body) }, kind ? fieldOrderFor(kind) : undefined);
}

const fieldOrders = new Map<string, FieldOrder>();
/** The schema's field order for a kind of file, made once: the preview writes the file on every keystroke. */
function fieldOrderFor(kind: ContentFileKind): FieldOrder {
  const key = kind.kind === "site" ? "site" : kind.name;
  if (!fieldOrders.has(key)) fieldOrders.set(key, fieldOrderOf(schemaOf(kind)));
  return fieldOrders.get(key)!;
}

/** The entry as the build will read it: its file's front matter parsed by the build's own YAML reader. */
function readEntry(entry: DecapEntry, data: ImmutableValue = savedData(entry)): ReadEntry & { text: string } {
  const { body: _body, ...fields } = (data.toJS() ?? {}) as Record<string, unknown>;
  const file = fileOf(entry, fields);
  const text = fileTextOf(entry, file, data);
  // Split and read as the build splits and reads it (load.ts): a byte-order mark, CRLF and CR alike.
  const split = splitFrontMatter(text);
  if (!split) return { file, frontMatter: {}, body: text, bodyLine: 1, text };
  const frontMatter = (parseFrontMatterYaml(split.lineBreak + split.yamlText) ?? {}) as Record<string, unknown>;
  return { file, frontMatter, body: split.body, bodyLine: split.linesBeforeBody + 1, text };
}

/** The page an entry shows on, and the element to bring into view there. */
function pageOf(kind: ContentFileKind, entry: Entry<unknown>): { path: string; anchor?: string } {
  if (kind.kind === "site") return { path: paths.home };
  if (kind.kind === "route") return { path: routePagePaths[kind.name] };
  if (kind.name === "vacancies") return { path: vacancyPath(entry.slug) };
  if (kind.name === "sectors") return { path: paths.sectors, anchor: entry.slug };
  if (kind.name === "testimonials") return { path: paths.home, anchor: "stories" };
  return { path: markdownPagePath(entry.slug) };
}

interface Preview {
  problems: Problem[];
  /** The page's <body>, as the site renders it. */
  html: string | undefined;
  anchor: string | undefined;
}

/** The entry's page, rendered as the build renders it, from the content with this entry in it. */
export function previewOf(loaded: EditorSnapshot, read: ReadEntry): Preview {
  const checked = checkEntry(loaded, read.file, read.frontMatter, read.body, read.bodyLine);
  if (!checked.entry || !checked.kind) return { problems: checked.found, html: undefined, anchor: undefined };
  const { kind, entry } = checked;
  const content = contentWith(loaded.content, kind, entry);
  const page = pageOf(kind, entry);
  const assets = { stylesheet: { href: loaded.stylesheet }, script: { href: "" } };
  const planFor = (today: CalendarDate) => {
    // The checks planned the site on the snapshot's day already.
    const plan = today === loaded.today && checked.plan ? checked.plan : planSite(content, assets, loaded.siteUrl, today);
    return { plan, route: plan.routes.find((candidate) => candidate.path === page.path) };
  };
  let { plan, route } = planFor(loaded.today);
  // A vacancy posted in the future has no page yet: show it as it will be on the day it is posted.
  if (!route && kind.kind === "collection" && kind.name === "vacancies") ({ plan, route } = planFor((entry.data as { posted: CalendarDate }).posted));
  if (!route) return { problems: [problem(read.file, undefined, "this entry has no page of its own on the site")], html: undefined, anchor: undefined };
  const documentHtml = renderRoute(route, plan.chrome);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(documentHtml)?.[1] ?? "";
  // The site's script is not run in the preview: the page is shown as it is without JavaScript.
  return { problems: [], html: body.replace(/<script\b[\s\S]*?<\/script>/g, ""), anchor: page.anchor };
}

/**
 * An upload is never published as it is, so the page names it by its path in
 * the content (media/…), which only the editor can show: Decap's address for
 * it (a blob: URL) is put in its place, so a photograph shows the moment it
 * is uploaded.
 */
function withUploadsShown(html: string, getAsset: PreviewProps["getAsset"]): string {
  if (!getAsset) return html;
  const uploadSrc = new RegExp(`\\ssrc="(${mediaPublicPath}[^"]+)"`, "g");
  return html.replace(uploadSrc, (whole, path: string) => {
    const shown = getAsset(path)?.toString();
    return shown ? ` src="${escapeHtml(shown)}"` : whole;
  });
}

const labelsByKind = new Map<string, Map<string, string>>();
/** The build's problems with one file in the editor's words: each field named by its labels on screen, each other entry by its title. */
function inWords(problems: readonly Problem[], file: string, bodyLine: number): WordedProblem[] {
  const kind = contentFileKind(file);
  if (!kind) return problems.map((found) => ({ path: undefined, text: problemLine(found) }));
  const key = kind.kind === "site" ? "site" : kind.name;
  if (!labelsByKind.has(key)) labelsByKind.set(key, fieldLabels(schemaOf(kind)));
  const bodyLabel = kind.kind === "collection" ? collections[kind.name].editor.bodyLabel : kind.kind === "route" ? routePageBodies[kind.name]?.label : undefined;
  const context = { labels: labelsByKind.get(key)!, body: bodyLabel ? { label: bodyLabel, firstLine: bodyLine } : undefined, entryNames: entryNames() };
  return problems.map((found) => problemInWords(found, file, context));
}

/** Every content file by the name an editor knows it by: `the vacancy “Registered Nurse (RGN), nights”`. */
function entryNames(): Map<string, string> {
  const names = new Map<string, string>();
  if (!snapshot) return names;
  const { site, routes, ...declared } = snapshot.content;
  names.set(site.file, "the agency facts");
  for (const [name, entry] of Object.entries(routes)) names.set(entry.file, `the wording of the ${name.replace(/-/g, " ")} page`);
  for (const [key, entries] of Object.entries(declared) as [keyof typeof collections, Entry<Record<string, unknown>>[]][]) {
    const { noun, editor } = collections[key];
    for (const entry of entries) names.set(entry.file, `the ${noun} “${String(entry.data[editor.identifierField] ?? entry.slug)}”`);
  }
  return names;
}

/**
 * The fields a refused save named, marked in the form: the field's box holds
 * the sentence (shown under it by the editor's stylesheet) and its control is
 * marked invalid and described by it, until the problem is gone. Decap's own
 * form is not ours to render, so the marks are attributes on its elements,
 * never nodes added to them.
 */
const markedFields = new Map<string, string>();
function markFields(problems: readonly WordedProblem[], onlyStillMarked: boolean): void {
  const now = new Map(problems.filter((found) => found.path && (!onlyStillMarked || markedFields.has(found.path))).map((found) => [found.path!, found.text]));
  markedFields.clear();
  for (const [path, text] of now) markedFields.set(path, text);
  for (const box of document.querySelectorAll<HTMLElement>("[data-problem]")) delete box.dataset.problem;
  for (const control of document.querySelectorAll("[data-marked-invalid]")) {
    control.removeAttribute("data-marked-invalid");
    control.removeAttribute("aria-invalid");
    control.removeAttribute("aria-description");
  }
  for (const [path, text] of markedFields) {
    const label = labelOfField(path);
    if (!label) continue;
    fieldBoxOf(label).dataset.problem = text;
    const control = document.getElementById(label.htmlFor);
    control?.setAttribute("data-marked-invalid", "");
    control?.setAttribute("aria-invalid", "true");
    control?.setAttribute("aria-description", text);
  }
}

/** The box Decap draws around one field: its label's bar, the control, the hint, and any fields inside it. */
const fieldBoxOf = (label: HTMLLabelElement): HTMLElement => label.closest<HTMLElement>("[class*='ControlContainer']") ?? label.parentElement?.parentElement ?? label;

/** The label of a field of the open form by its path ("pay.to"): each name inside the box of the one before; a list position marks the list. */
function labelOfField(path: string): HTMLLabelElement | undefined {
  let scope: ParentNode = document;
  let label: HTMLLabelElement | undefined;
  for (const name of path.split(".")) {
    if (/^\d+$/.test(name)) break;
    const found = scope.querySelector<HTMLLabelElement>(`label[for^="${CSS.escape(name)}-field-"]`);
    if (!found) break;
    label = found;
    scope = fieldBoxOf(found);
  }
  return label;
}

/** The editor's own few rules beside Decap's: a marked field, and Decap's messages kept clear of the preview's list of problems. */
function addEditorStyles(): void {
  const style = document.createElement("style");
  style.textContent = `
    [data-problem]::after { content: attr(data-problem); display: block; margin: 8px 0 0; padding: 8px 12px; border-left: 4px solid #b3261e; background: #fdecea; color: #8c1d18; font-size: 14px; font-weight: 600; line-height: 1.4; text-transform: none; letter-spacing: normal; white-space: normal; }
    [data-marked-invalid] { outline: 3px solid #b3261e; outline-offset: 1px; }
    /* Decap's messages at the foot of the screen, so the problems above the preview stay readable beside them. */
    .notif__container { top: auto !important; bottom: 1em !important; }
  `;
  document.head.append(style);
}

/** The build's messages, above the page, in the site's own error summary style (GOV.UK). */
function problemsHtml(problems: readonly WordedProblem[]): string {
  if (problems.length === 0) return "";
  const items = problems.map(({ text }) => `<li>${escapeHtml(text)}</li>`).join("");
  return `<div class="error-summary editor-problems" role="alert" data-editor-problems><h2 class="error-summary__title">This cannot be saved yet</h2><ul class="error-summary__list">${items}</ul></div>`;
}

/** What createClass gives each preview's methods as `this`. */
interface PreviewInstance {
  props: PreviewProps;
  state: { loaded?: EditorSnapshot; failed?: string };
  setState(state: Partial<PreviewInstance["state"]>): void;
  bringIntoView(): void;
  lastPreview?: Preview;
  shownAnchor?: string;
}

const PreviewTemplate = decap.createClass({
  getInitialState() {
    return { loaded: snapshot, failed: undefined };
  },
  componentDidMount(this: PreviewInstance) {
    snapshotLoaded.then(
      (loaded) => this.setState({ loaded }),
      (error: unknown) => this.setState({ failed: String(error) }),
    );
    this.bringIntoView();
  },
  componentDidUpdate(this: PreviewInstance) {
    this.bringIntoView();
  },
  bringIntoView(this: PreviewInstance) {
    const { anchor } = this.lastPreview ?? {};
    const frame = this.props.document;
    if (anchor && frame && anchor !== this.shownAnchor) {
      frame.getElementById(anchor)?.scrollIntoView();
      this.shownAnchor = anchor;
    }
  },
  render(this: PreviewInstance) {
    const state = this.state;
    if (state.failed) return decap.h("p", {}, `The preview could not load the site's content (${state.failed}). Reload the page to try again.`);
    if (!state.loaded) return decap.h("p", {}, "Loading the preview…");
    let read: ReturnType<typeof readEntry>;
    try {
      read = readEntry(this.props.entry);
    } catch (error) {
      // A change the file format will not make: said above the page, as the save will say it.
      if (error instanceof TiedValueError) {
        const worded = tiedValueInWords(this.props.entry, error);
        setTimeout(() => markFields(worded, true), 0);
        return decap.h("div", { className: "editor-preview", dangerouslySetInnerHTML: { __html: problemsHtml(worded) } });
      }
      // A file the build could not read either (its front matter broken by hand): say so, in place of the page.
      return decap.h("p", { className: "editor-preview__empty" }, `This entry cannot be shown: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (Object.values(read.frontMatter).every((value) => typeof value === "boolean") && read.body === "") {
      return decap.h("p", { className: "editor-preview__empty" }, "Fill in the form: the page appears here as you type, exactly as the site will show it.");
    }
    let preview: Preview;
    try {
      preview = previewOf(state.loaded, read);
    } catch (error) {
      preview = { problems: [problem(read.file, undefined, `The preview failed: ${error instanceof Error ? error.message : String(error)}`)], html: undefined, anchor: undefined };
    }
    this.lastPreview = preview;
    const worded = inWords(preview.problems, read.file, read.bodyLine);
    // A field marked by a refused save stays marked, with the current words, until its problem is fixed.
    setTimeout(() => markFields(worded, true), 0);
    return decap.h("div", { className: "editor-preview", dangerouslySetInnerHTML: { __html: problemsHtml(worded) + withUploadsShown(preview.html ?? "", this.props.getAsset) } });
  },
});

/** A value's JSON with its keys sorted: the same data gives the same key, however Decap ordered it. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

/** Each checked save by its data: the preSave listener makes its text, the format's toFile hands it to Decap, postSave remembers the file. */
const checkedFiles = new Map<string, ReturnType<typeof readEntry>>();

/** The site's file format: see content-file.ts. */
const contentFileFormat = {
  fromFile(raw: string): Record<string, unknown> {
    const { data, body } = readContentFile(raw);
    return body === "" ? data : { ...data, body };
  },
  toFile(data: Record<string, unknown>): string {
    const checked = checkedFiles.get(canonical(data));
    if (checked !== undefined) return checked.text;
    // Not a save (Decap's backup of an unsaved draft in the browser): the schema's layout.
    const { body = "", ...frontMatter } = data;
    return writeContentFile(undefined, { data: frontMatter, body: String(body) });
  },
};

/** Refuses a save the build would refuse, with the build's own words; hands Decap the data without empty fields. */
async function checkBeforeSave({ entry }: { entry: DecapEntry }): Promise<unknown> {
  const { data, read } = await checkAgainstTheSite(entry, "saved");
  checkedFiles.set(canonical(data.toJS()), read);
  return data;
}

/**
 * Checks a draft again as it is published from the editorial workflow (the
 * Workflow board's Publish, or the entry's): other entries may have been
 * published since it was saved, and one of them may now clash with it.
 */
async function checkBeforePublish({ entry }: { entry: DecapEntry }): Promise<void> {
  await checkAgainstTheSite(entry, "published");
}

/** A save or publish the checks refused: its message is what the editor reads, with no "Error:" before it (Decap shows String(error)). */
class Refused extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The entry's file as it will be written, checked against the whole content as it is now; refused with the problems in the editor's words. */
async function checkAgainstTheSite(entry: DecapEntry, what: "saved" | "published"): Promise<{ data: ImmutableValue; read: ReturnType<typeof readEntry> }> {
  // Published from the Workflow board, the entry is the draft the board names, whatever the address.
  if (what === "saved" && !formIsTheAddressedEntry(entry, location.hash)) {
    throw new Refused("Nothing was saved: the form was still changing over to the entry the address names, so it may hold another entry's values. Reload the page, check every field, and save again.");
  }
  const loaded = await currentContent().catch(() => undefined);
  if (!loaded) throw new Refused(`The editor could not load the site's content to check this entry against. Nothing was ${what}: reload the page and try again.`);
  const data = savedData(entry);
  let read: ReturnType<typeof readEntry>;
  try {
    read = readEntry(entry, data);
  } catch (error) {
    if (!(error instanceof TiedValueError)) throw new Refused(`Nothing was ${what}: ${error instanceof Error ? error.message : String(error)}`);
    // A value tied to another by a YAML anchor or alias: refused, the field named and marked, rather than two fields changed.
    const worded = tiedValueInWords(entry, error);
    markFields(worded, false);
    throw new Refused(`Nothing was ${what}. One problem to fix first:\n${worded.map(({ text }) => text).join("\n")}`);
  }
  if (!contentFileKind(read.file)) throw new Refused(`Nothing was ${what}: ${read.file} is not a file of the site's content.`);
  const { found: problems } = checkEntry(loaded, read.file, read.frontMatter, read.body, read.bodyLine);
  if (problems.length > 0) {
    const worded = inWords(problems, read.file, read.bodyLine);
    markFields(worded, false);
    throw new Refused(`Nothing was ${what}. ${problems.length === 1 ? "One problem" : `${problems.length} problems`} to fix first:\n${worded.map(({ text }) => text).join("\n")}`);
  }
  return { data, read };
}

/** A change the file format refused (a value tied by an anchor or alias), in the editor's words: the field by its label. */
function tiedValueInWords(entry: DecapEntry, error: TiedValueError): WordedProblem[] {
  const file = fileOf(entry, (entry.get("data").toJS() ?? {}) as Record<string, unknown>);
  return inWords([problem(file, error.field, error.message)], file, 0);
}

/**
 * Whether Decap's form holds the entry the address names: a new entry at
 * …/new (never yet saved, so no slug), the entry of that slug at
 * …/entries/<slug>. Decap keeps the form of the entry it showed while it
 * makes the next one (for a new entry it waits on the media library first),
 * so for a moment the address and the form can disagree.
 */
export function formIsTheAddressedEntry(entry: Pick<DecapEntry, "get">, hash: string): boolean {
  const named = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|new(?:[?#]|$))/.exec(hash);
  if (!named || entry.get("collection") !== named[1]) return false;
  const slug = entry.get("slug");
  if (named[2] === undefined) return entry.get("newRecord") === true && !slug;
  return entry.get("newRecord") !== true && slug === decodeURIComponent(named[2]);
}

/** Remembers what was saved, so the next save is checked against it. */
function rememberSave({ entry }: { entry: DecapEntry }): void {
  // Under the name it was checked under: a new entry's name depends on the files there are, and this save is one more.
  const read = checkedFiles.get(canonical(entry.get("data").toJS())) ?? readEntry(entry);
  rememberSaved(read.file, { frontMatter: read.frontMatter, body: read.body, at: Date.now() });
  checkedFiles.clear();
}

/**
 * On this computer, "View Live" opens the page on the dev server the editor
 * is served from, not the live site named in the configuration.
 */
function viewLiveOnThisComputer(): void {
  if (location.hostname !== "localhost" && location.hostname !== "127.0.0.1") return;
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.origin === location.origin || !/^https?:$/.test(link.protocol) || !link.closest("[class*='Toolbar'], [class*='toolbar']")) return;
      const live = new URL(link.href);
      link.href = `${location.origin}${live.pathname}${live.search}${live.hash}`;
    },
    true,
  );
}

/** The entry an editor address names: "#/collections/vacancies/entries/nurse" → "vacancies/entries/nurse". */
const entryInAddress = (hash: string) => /^#\/collections\/([^/?#]+\/(?:entries\/[^?#]+|new))/.exec(hash)?.[1];

/**
 * The address and the form always show the same entry (D40). Decap keeps the
 * open entry's form when the address moves to another entry without leaving
 * the editor (Back, Forward, an address typed or pasted), so a save could go
 * to the wrong file: when the entry in the address changes while one is open,
 * the editor is loaded afresh at the new address. Decap asks first if the
 * open entry has unsaved changes, as for any page it leaves.
 */
function reloadWhenTheAddressNamesAnotherEntry(): void {
  let shown = entryInAddress(location.hash);
  window.addEventListener("hashchange", (event) => {
    const next = entryInAddress(location.hash);
    const previous = entryInAddress(new URL(event.oldURL).hash);
    // From a new entry to its own page is Decap moving on after the first save: the form is that entry's.
    const afterFirstSave = previous?.endsWith("/new") && next?.startsWith(previous.replace(/new$/, "entries/"));
    if (previous && next && previous !== next && shown === previous && !afterFirstSave) {
      holdTheFormUntilReloaded();
      location.reload();
    }
    shown = next;
  });
}

/**
 * While the page reloads (seconds, on a slow line), the old form stays on
 * screen, and Decap may already have put the address's entry in the toolbar
 * while the fields still hold the last entry's values: nothing typed there
 * would be kept, and a save from it could write one entry's values under
 * another's name. So the form is shut (inert, and marked unavailable to
 * assistive technology and to automation alike) and says it is opening.
 */
function holdTheFormUntilReloaded(): void {
  for (const child of document.body.children) {
    (child as HTMLElement).inert = true;
    child.setAttribute("aria-disabled", "true");
  }
  const notice = document.createElement("p");
  notice.setAttribute("role", "status");
  notice.textContent = "Opening the entry…";
  notice.style.cssText = "position:fixed;inset:0;margin:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,0.85);font:600 18px/1.4 system-ui,sans-serif;color:#1f1f1f;z-index:2147483647";
  document.body.append(notice);
}

/**
 * Decap's own words where they read as a developer's: a refused save is the
 * editor's sentence alone, not "Failed to persist entry: Error: …", and a
 * date field's button says Today.
 */
function plainerWords(CMS: DecapGlobal): void {
  const en = CMS.getLocale("en");
  if (!en) return;
  const within = (phrases: Phrases | string | undefined, key: string) => (typeof phrases === "object" ? phrases[key] : undefined) as Phrases | undefined;
  const ui = within(en, "ui");
  const editor = within(en, "editor");
  const widgets = within(editor, "editorWidgets");
  CMS.registerLocale("en", {
    ...en,
    ui: { ...ui, toast: { ...within(ui, "toast"), onFailToPersist: "%{details}", onFailToPublishEntry: "%{details}" } },
    editor: { ...editor, editorWidgets: { ...widgets, datetime: { ...within(widgets, "datetime"), now: "Today" } } },
  });
}

function start(): void {
  const { CMS } = decap;
  plainerWords(CMS);
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);
  refuseUploadsTheBuildWouldRefuse();
  keepUploadedPhotographs(
    "Delete selected",
    "Photographs are not deleted here: a page may still be using this one, and the site would not build without it. To use another photograph, upload it and choose it in the page's field; one no page uses is never published.",
  );
  addEditorStyles();
  CMS.registerCustomFormat(contentFileFormatName, "md", contentFileFormat);
  for (const name of [...Object.keys(collections), "site", ...Object.keys(routePageSchemas)]) CMS.registerPreviewTemplate(name, PreviewTemplate);
  CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave });
  CMS.registerEventListener({ name: "postSave", handler: rememberSave });
  CMS.registerEventListener({ name: "prePublish", handler: checkBeforePublish });
  viewLiveOnThisComputer();
  reloadWhenTheAddressNamesAnotherEntry();
}

if (decap.CMS) start();
