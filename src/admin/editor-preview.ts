// The preview is the real page: the entry put into the last build's content,
// planned and rendered by the site's own components and stylesheet, with the
// build's problems shown above it as the editor types.
import { checkEntry, contentWith, type ContentFileKind, type EditorSnapshot } from "./check-entry";
import { TiedValueError } from "./content-file";
import { mediaPublicPath } from "../images/media";
import type { WordedProblem } from "./problem-words";
import type { Entry } from "../content/collection";
import { planSite } from "../pipeline/plan";
import { renderRoute } from "../pipeline/render-page";
import { markdownPagePath, paths, routePagePaths, vacancyPath } from "../routes";
import { problem, sentence, type Problem } from "../content/problems";
import type { CalendarDate } from "../jobs/calendar";
import { escapeUTF8 as escapeHtml } from "entities";
import { type PreviewProps, decap } from "./decap";
import { snapshot, snapshotLoaded } from "./editor-content";
import { type ReadEntry, readEntry, tiedValueInWords } from "./editor-save";
import { inWords, markFields } from "./field-marking";

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
  html: string | undefined;
  anchor: string | undefined;
}

export function previewOf(loaded: EditorSnapshot, read: ReadEntry): Preview {
  const checked = checkEntry(loaded, read.file, read.frontMatter, read.body, read.bodyLine, read.text);
  if (!checked.entry || !checked.kind) return { problems: checked.found, html: undefined, anchor: undefined };
  const { kind, entry } = checked;
  const content = contentWith(loaded.content, kind, entry);
  const page = pageOf(kind, entry);
  const assets = { stylesheet: { href: loaded.stylesheet }, script: { href: "" } };
  const planFor = (today: CalendarDate) => {
    const plan =
      today === loaded.today && checked.plan ? checked.plan : planSite(content, assets, loaded.siteUrl, today);
    return { plan, route: plan.routes.find((candidate) => candidate.path === page.path) };
  };
  let { plan, route } = planFor(loaded.today);
  // A vacancy posted in the future has no page yet: show it as it will be on the day it is posted.
  if (!route && kind.kind === "collection" && kind.name === "vacancies")
    ({ plan, route } = planFor((entry.data as { posted: CalendarDate }).posted));
  if (!route)
    return {
      problems: [problem(read.file, undefined, sentence("this entry has no page of its own on the site"))],
      html: undefined,
      anchor: undefined,
    };
  const documentHtml = renderRoute(route, plan.chrome);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(documentHtml)?.[1] ?? "";
  // Shown as it is without JavaScript: the site's script is not run in the preview.
  return { problems: [], html: body.replace(/<script\b[\s\S]*?<\/script>/g, ""), anchor: page.anchor };
}

/** An upload is never published as it is, so Decap's blob: URL takes its place and it shows the moment it is uploaded. */
function withUploadsShown(html: string, getAsset: PreviewProps["getAsset"]): string {
  if (!getAsset) return html;
  const uploadSrc = new RegExp(`\\ssrc="(${mediaPublicPath}[^"]+)"`, "g");
  return html.replace(uploadSrc, (whole, path: string) => {
    const shown = getAsset(path)?.toString();
    return shown ? ` src="${escapeHtml(shown)}"` : whole;
  });
}

/** In the site's own error summary style (GOV.UK). */
function problemsHtml(problems: readonly WordedProblem[]): string {
  if (problems.length === 0) return "";
  const items = problems.map(({ text }) => `<li>${escapeHtml(text)}</li>`).join("");
  return `<div class="error-summary editor-problems" role="alert" data-editor-problems><h2 class="error-summary__title">This cannot be saved yet</h2><ul class="error-summary__list">${items}</ul></div>`;
}

interface PreviewInstance {
  props: PreviewProps;
  state: { loaded?: EditorSnapshot; failed?: string };
  setState(state: Partial<PreviewInstance["state"]>): void;
  bringIntoView(): void;
  lastPreview?: Preview;
  shownAnchor?: string;
}

export const PreviewTemplate = decap.createClass({
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
    if (state.failed)
      return decap.h(
        "p",
        {},
        `The preview could not load the site's content (${state.failed}). Reload the page to try again.`,
      );
    if (!state.loaded) return decap.h("p", {}, "Loading the preview…");
    let read: ReturnType<typeof readEntry>;
    try {
      read = readEntry(this.props.entry);
    } catch (error) {
      if (error instanceof TiedValueError) {
        const worded = tiedValueInWords(this.props.entry, error);
        setTimeout(() => markFields(worded, true), 0);
        return decap.h("div", {
          className: "editor-preview",
          dangerouslySetInnerHTML: { __html: problemsHtml(worded) },
        });
      }
      return decap.h(
        "p",
        { className: "editor-preview__empty" },
        `This entry cannot be shown: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (Object.values(read.frontMatter).every((value) => typeof value === "boolean") && read.body === "") {
      return decap.h(
        "p",
        { className: "editor-preview__empty" },
        "Fill in the form: the page appears here as you type, exactly as the site will show it.",
      );
    }
    let preview: Preview;
    try {
      preview = previewOf(state.loaded, read);
    } catch (error) {
      preview = {
        problems: [
          problem(
            read.file,
            undefined,
            sentence(`The preview failed: ${error instanceof Error ? error.message : String(error)}`),
          ),
        ],
        html: undefined,
        anchor: undefined,
      };
    }
    this.lastPreview = preview;
    const worded = inWords(preview.problems, read.file, read.bodyLine);
    // A field marked by a refused save stays marked, with the current words, until its problem is fixed.
    setTimeout(() => markFields(worded, true), 0);
    return decap.h("div", {
      className: "editor-preview",
      dangerouslySetInnerHTML: {
        __html: problemsHtml(worded) + withUploadsShown(preview.html ?? "", this.props.getAsset),
      },
    });
  },
});
