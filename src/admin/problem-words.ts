// The build's problems in the editor's words (D40): the command line names a
// field by its YAML path and a file by its path ("content/vacancies/x.md:
// pay.to: expected at least pay.from (12.85), found the number 12"), which is
// right for a developer and a text editor; the editor names the field by the
// labels on screen and another entry by its title ("Pay offered › Pay up to
// must be at least Pay from (12.85), not the number 12"), and keeps the path
// so the field itself can be marked. Both are written from the same parts of
// the problem (src/content/problems.ts): what was expected, what was found,
// and the fields and files they mention.
import { missingField, saidText, wordsText, type Mention, type Problem } from "../content/problems";
import { labelSeparator, labelsOfPath } from "./cms-config";

export interface WordedProblem {
  /** The field's path as the build gives it ("pay.to", "hours.1.opens", "body"); undefined for the file as a whole. */
  path: string | undefined;
  /** The sentence for the editor. */
  text: string;
}

/** What the sentence may name besides the fields: the entry's body, and every other entry by its title. */
export interface WordingContext {
  labels: ReadonlyMap<string, string>;
  /** The body's label on screen and the file's line it starts on (a problem names a line of the file; the editor counts from the body's first). */
  body?: { label: string; firstLine: number } | undefined;
  /** Every content file's name for people: `the vacancy “Registered Nurse (RGN), nights”`. */
  entryNames?: ReadonlyMap<string, string>;
}

/** One problem, about `file` (the entry being edited) or another file a save of it would break, in the editor's words. */
export function problemInWords(problem: Problem, file: string, { labels, body, entryNames }: WordingContext): WordedProblem {
  // A field by its own label on screen ("Pay from"), a file by its entry's name; either as written when the editor has no name for it.
  const ownLabel = (path: string) => labelsOfPath(labels, path)?.split(labelSeparator).at(-1);
  const entryName = (other: string) => entryNames?.get(other) ?? other;
  const name = (mention: Mention) => ("field" in mention ? (ownLabel(mention.field) ?? mention.field) : entryName(mention.file));
  const said = saidText(problem, name);
  const { field, line } = problem;
  const where = (shownField: string | undefined) => [shownField, line === undefined ? undefined : `line ${line}`, said].filter((part) => part !== undefined).join(": ");
  // A problem in another file that this save would cause: say which entry, by its name.
  if (problem.file !== file) return { path: undefined, text: `${entryName(problem.file)} would break: ${where(field?.includes(".") ? (ownLabel(field) ?? field) : field)}` };
  if (field === undefined && line !== undefined && body) return { path: "body", text: `${body.label}, line ${line - body.firstLine + 1}: ${said}` };
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
