// The editor at /admin/ (D32): Decap CMS, loaded before this script as
// decap-cms.js, with two things of the site's own.
//
// - The preview is the real page: each entry is put into the content the last
//   build loaded (site-content.json), the route table is planned from it as
//   the build plans it, and the entry's page is rendered by the site's own
//   components with React's renderToStaticMarkup, inside the site's own
//   stylesheet. Problems the build would report are shown above it as the
//   editor types.
// - Nothing invalid is saved: a preSave listener runs the build's own checks
//   (check-entry.ts) and refuses the save with the build's own words. Empty
//   optional fields are dropped first, so a file holds no keys nobody filled.
import { stringify } from "yaml";
import { checkEntry, contentFileKind, contentWith, type ContentFileKind, type EditorSnapshot } from "./check-entry";
import { collections } from "../content/collections";
import type { AnyCollection, Entry } from "../content/collection";
import { planSite } from "../pipeline/plan";
import { renderRoute } from "../pipeline/render-page";
import { markdownPagePath, paths, vacancyPath } from "../routes";
import { routePageSchemas } from "../content/validate";
import type { CalendarDate } from "../jobs/calendar";

/** The parts of Decap's global API this script uses: https://decapcms.org/docs/customization/ */
interface ImmutableValue {
  toJS(): unknown;
  get(key: string): unknown;
  filter(keep: (value: unknown) => boolean): ImmutableValue;
  map(change: (value: unknown) => unknown): ImmutableValue;
}
interface DecapEntry {
  get(key: "data"): ImmutableValue;
  get(key: "path" | "slug" | "collection" | "newRecord"): string | boolean | undefined;
}
interface PreviewProps {
  entry: DecapEntry;
  document?: Document;
}
interface DecapGlobal {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: DecapEntry }) => unknown }): void;
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
const snapshotLoaded: Promise<EditorSnapshot> = fetch(snapshotUrl, { credentials: "same-origin" })
  .then((response) => {
    if (!response.ok) throw new Error(`${snapshotUrl} answered ${response.status}`);
    return response.json() as Promise<EditorSnapshot>;
  })
  .then((loaded) => (snapshot = loaded));

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

/** The entry's data without empty values: an optional field left blank is left out of the file, as an editor of the file would leave it. */
function withoutEmpty(value: unknown): unknown {
  if (!value || typeof (value as ImmutableValue).filter !== "function") return value;
  const cleaned = (value as ImmutableValue).map(withoutEmpty);
  return cleaned.filter((item) => !isEmpty(item));
}

/** The file an entry is saved to: its own path, or for a new one the one Decap will give it. */
function fileOf(entry: DecapEntry, data: Record<string, unknown>): string {
  const path = entry.get("path");
  if (typeof path === "string" && path !== "") return path;
  const key = String(entry.get("collection"));
  const declared = (collections as Record<string, AnyCollection>)[key];
  return `content/${declared?.folder ?? key}/${newEntrySlug(declared?.editor.slug ?? "{{title}}", data)}.md`;
}

interface ReadEntry {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  frontMatterLines: number;
}

function readEntry(entry: DecapEntry, data: ImmutableValue = withoutEmpty(entry.get("data")) as ImmutableValue): ReadEntry {
  const { body = "", ...frontMatter } = (data.toJS() ?? {}) as Record<string, unknown>;
  const yaml = stringify(frontMatter);
  return { file: fileOf(entry, frontMatter), frontMatter, body: String(body), frontMatterLines: yaml.split("\n").length - 1 };
}

/** The page an entry shows on, and the element to bring into view there. */
function pageOf(kind: ContentFileKind, entry: Entry<unknown>): { path: string; anchor?: string } {
  if (kind.kind === "site") return { path: paths.home };
  if (kind.kind === "route") {
    const routePaths: Record<keyof typeof routePageSchemas, string> = {
      home: paths.home,
      about: paths.about,
      sectors: paths.sectors,
      employers: paths.employers,
      candidates: paths.candidates,
      contact: paths.contact,
      "register-vacancy": paths.registerVacancy,
      jobs: paths.jobs,
      "thank-you": paths.thankYou,
      "not-found": paths.notFound,
    };
    return { path: routePaths[kind.name] };
  }
  if (kind.name === "vacancies") return { path: vacancyPath(entry.slug) };
  if (kind.name === "sectors") return { path: paths.sectors, anchor: entry.slug };
  if (kind.name === "testimonials") return { path: paths.home, anchor: "stories" };
  return { path: markdownPagePath(entry.slug) };
}

interface Preview {
  problems: string[];
  /** The page's <body>, as the site renders it. */
  html: string | undefined;
  anchor: string | undefined;
}

/** The entry's page, rendered as the build renders it, from the content with this entry in it. */
export function previewOf(loaded: EditorSnapshot, read: ReadEntry): Preview {
  const checked = checkEntry(loaded, read.file, read.frontMatter, read.body, read.frontMatterLines);
  if (!checked.entry || !checked.kind) return { problems: checked.problems, html: undefined, anchor: undefined };
  const { kind, entry } = checked;
  const content = contentWith(loaded.content, kind, entry);
  const page = pageOf(kind, entry);
  const assets = { stylesheet: { href: loaded.stylesheet }, script: { href: "" } };
  const planFor = (today: CalendarDate) => {
    const plan = planSite(content, assets, loaded.siteUrl, today);
    return { plan, route: plan.routes.find((candidate) => candidate.path === page.path) };
  };
  let { plan, route } = planFor(loaded.today);
  // A vacancy posted in the future has no page yet: show it as it will be on the day it is posted.
  if (!route && kind.kind === "collection" && kind.name === "vacancies") ({ plan, route } = planFor((entry.data as { posted: CalendarDate }).posted));
  if (!route) return { problems: [`${read.file}: this entry has no page of its own on the site`], html: undefined, anchor: undefined };
  const documentHtml = renderRoute(route, plan.chrome);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(documentHtml)?.[1] ?? "";
  // The site's script is not run in the preview: the page is shown as it is without JavaScript.
  return { problems: [], html: body.replace(/<script\b[\s\S]*?<\/script>/g, ""), anchor: page.anchor };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The build's messages, above the page, in the site's own error summary style (GOV.UK). */
function problemsHtml(problems: string[]): string {
  if (problems.length === 0) return "";
  const items = problems.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
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
    const read = readEntry(this.props.entry);
    if (Object.values(read.frontMatter).every((value) => typeof value === "boolean") && read.body === "") {
      return decap.h("p", { className: "editor-preview__empty" }, "Fill in the form: the page appears here as you type, exactly as the site will show it.");
    }
    let preview: Preview;
    try {
      preview = previewOf(state.loaded, read);
    } catch (error) {
      preview = { problems: [`The preview failed: ${error instanceof Error ? error.message : String(error)}`], html: undefined, anchor: undefined };
    }
    this.lastPreview = preview;
    return decap.h("div", { className: "editor-preview", dangerouslySetInnerHTML: { __html: problemsHtml(preview.problems) + (preview.html ?? "") } });
  },
});

/** Refuses a save the build would refuse, with the build's own words; hands Decap the data without empty fields. */
async function checkBeforeSave({ entry }: { entry: DecapEntry }): Promise<unknown> {
  const loaded = snapshot ?? (await snapshotLoaded.catch(() => undefined));
  if (!loaded) throw new Error("The editor could not load the site's content to check this entry against. Nothing was saved: reload the page and save again.");
  const data = withoutEmpty(entry.get("data")) as ImmutableValue;
  const read = readEntry(entry, data);
  if (!contentFileKind(read.file)) return data;
  const { problems } = checkEntry(loaded, read.file, read.frontMatter, read.body, read.frontMatterLines);
  if (problems.length > 0) throw new Error(`Nothing was saved. ${problems.length === 1 ? "One problem" : `${problems.length} problems`} to fix first:\n${problems.join("\n")}`);
  return data;
}

function start(): void {
  const { CMS } = decap;
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);
  for (const name of [...Object.keys(collections), "site", ...Object.keys(routePageSchemas)]) CMS.registerPreviewTemplate(name, PreviewTemplate);
  CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave });
}

if (decap.CMS) start();
