// The build's problems in the editor's words, and the fields they name marked in Decap's form.
import { contentFileKind } from "./check-entry";
import { fieldLabels } from "./cms-config";
import { problemInWords, type WordedProblem } from "./problem-words";
import { collections } from "../content/collections";
import { routePageBodies } from "../content/validate";
import { problemLine, type Problem } from "../content/problems";
import { schemaOf, entryNames } from "./editor-content";

const labelsByKind = new Map<string, Map<string, string>>();
export function inWords(problems: readonly Problem[], file: string, bodyLine: number): WordedProblem[] {
  const kind = contentFileKind(file);
  if (!kind) return problems.map((found) => ({ path: undefined, text: problemLine(found) }));
  const key = kind.kind === "site" ? "site" : kind.name;
  if (!labelsByKind.has(key)) labelsByKind.set(key, fieldLabels(schemaOf(kind)));
  const bodyLabel =
    kind.kind === "collection"
      ? collections[kind.name].editor.bodyLabel
      : kind.kind === "route"
        ? routePageBodies[kind.name]?.label
        : undefined;
  const context = {
    labels: labelsByKind.get(key)!,
    body: bodyLabel ? { label: bodyLabel, firstLine: bodyLine } : undefined,
    entryNames: entryNames(),
  };
  return problems.map((found) => problemInWords(found, file, context));
}

/** Decap's form is not ours to render, so marks are attributes on its elements, never nodes added to them. */
const markedFields = new Map<string, string>();
export function markFields(problems: readonly WordedProblem[], onlyStillMarked: boolean): void {
  const now = new Map(
    problems
      .filter((found) => found.path && (!onlyStillMarked || markedFields.has(found.path)))
      .map((found) => [found.path!, found.text]),
  );
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

const fieldBoxOf = (label: HTMLLabelElement): HTMLElement =>
  label.closest<HTMLElement>("[class*='ControlContainer']") ?? label.parentElement?.parentElement ?? label;

/** By path ("pay.to"): each name inside the box of the one before. */
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

export function addEditorStyles(): void {
  const style = document.createElement("style");
  style.textContent = `
    [data-problem]::after { content: attr(data-problem); display: block; margin: 8px 0 0; padding: 8px 12px; border-left: 4px solid #b3261e; background: #fdecea; color: #8c1d18; font-size: 14px; font-weight: 600; line-height: 1.4; text-transform: none; letter-spacing: normal; white-space: normal; }
    [data-marked-invalid] { outline: 3px solid #b3261e; outline-offset: 1px; }
    /* Decap's messages at the foot, so the problems above the preview stay readable. */
    .notif__container { top: auto !important; bottom: 1em !important; }
  `;
  document.head.append(style);
}
