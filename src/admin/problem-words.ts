// The build's problems in the editor's words (D40): fields by their labels on screen and other entries by their
// titles, keeping the path so the field itself can be marked.
import { missingField, saidText, wordsText, type Mention, type Problem } from "../content/problems";
import { labelSeparator, labelsOfPath } from "./cms-config";

export interface WordedProblem {
  /** The field's path as the build gives it ("pay.to", "hours.1.opens", "body"); undefined for the file as a whole. */
  path: string | undefined;
  text: string;
}

export interface WordingContext {
  labels: ReadonlyMap<string, string>;
  /** A problem names a file line; the editor counts from the body's first. */
  body?: { label: string; firstLine: number } | undefined;
  entryNames?: ReadonlyMap<string, string>;
}

/** One problem, about `file` or another file a save of it would break, in the editor's words. */
export function problemInWords(
  problem: Problem,
  file: string,
  { labels, body, entryNames }: WordingContext,
): WordedProblem {
  const ownLabel = (path: string) => labelsOfPath(labels, path)?.split(labelSeparator).at(-1);
  const entryName = (other: string) => entryNames?.get(other) ?? other;
  const name = (mention: Mention) =>
    "field" in mention ? (ownLabel(mention.field) ?? mention.field) : entryName(mention.file);
  const said = saidText(problem, name);
  const { field, line } = problem;
  const where = (shownField: string | undefined) =>
    [shownField, line === undefined ? undefined : `line ${line}`, said].filter((part) => part !== undefined).join(": ");
  if (problem.file !== file)
    return {
      path: undefined,
      text: `${entryName(problem.file)} would break: ${where(field?.includes(".") ? (ownLabel(field) ?? field) : field)}`,
    };
  if (field === undefined && line !== undefined && body)
    return { path: "body", text: `${body.label}, line ${line - body.firstLine + 1}: ${said}` };
  const label = field === undefined ? undefined : labelsOfPath(labels, field);
  if (field === undefined || !label) {
    const text = where(field);
    return { path: undefined, text: text.charAt(0).toUpperCase() + text.slice(1) };
  }
  if (line !== undefined || "message" in problem) return { path: field, text: `${label}: ${where(undefined)}` };
  if (problem.found === missingField) return { path: field, text: `${label} is not filled in yet` };
  // "expected X, found Y" turned to the field it is about: "must be X, not Y".
  const found = problem.found === undefined ? "" : `, not ${wordsText(problem.found, name)}`;
  return { path: field, text: `${label} must be ${wordsText(problem.expected, name)}${found}` };
}
