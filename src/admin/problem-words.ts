// The build's problems in the editor's words (D40): the command line names a
// field by its YAML path and a file by its path ("content/vacancies/x.md:
// pay.to: expected at least pay.from (12.85), found the number 12"), which is
// right for a developer and a text editor; the editor names the field by the
// labels on screen and another entry by its title ("Pay offered › Pay up to
// must be at least Pay from (12.85), not the number 12"), and keeps the path
// so the field itself can be marked. Both are written from the same values
// (src/content/problems.ts).
import { withinTheFile, type Problem } from "../content/problems";
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

/** Field paths and files inside a sentence, in the editor's words: "pay.from" → "Pay from", "posted (" → "Date posted (", a file → its entry's title. */
function inTheSentence(sentence: string, { labels, entryNames }: WordingContext): string {
  const ownLabel = (path: string) => labelsOfPath(labels, path)?.split(labelSeparator).at(-1);
  return sentence
    .replace(/\bcontent\/[\w./-]+\.md\b/g, (file) => entryNames?.get(file) ?? file)
    .replace(/\b[a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+\b/g, (path) => ownLabel(path) ?? path)
    .replace(/\b([a-z][A-Za-z]*) \(/g, (whole, name: string) => (labels.has(name) ? `${ownLabel(name)} (` : whole));
}

/** "expected X, found Y" → "must be X, not Y": the build's sentence turned to the field it is about. */
function mustBe(message: string): string {
  return message.startsWith("expected ") ? `must be ${message.slice("expected ".length).replace(/, found /, ", not ")}` : `: ${message}`;
}

/** One problem, about `file` (the entry being edited) or another file a save of it would break, in the editor's words. */
export function problemInWords(problem: Problem, file: string, context: WordingContext): WordedProblem {
  // A problem in another file that this save would cause: say which entry, by its name.
  if (problem.file !== file) return { path: undefined, text: inTheSentence(`${problem.file} would break: ${withinTheFile(problem)}`, context) };
  const { field, line } = problem;
  if (field === undefined && line !== undefined && context.body) {
    return { path: "body", text: `${context.body.label}, line ${line - context.body.firstLine + 1}: ${inTheSentence(problem.message, context)}` };
  }
  const label = field === undefined ? undefined : labelsOfPath(context.labels, field);
  if (field === undefined || !label) {
    const said = withinTheFile(problem);
    return { path: undefined, text: inTheSentence(said.charAt(0).toUpperCase() + said.slice(1), context) };
  }
  const message = inTheSentence(withinTheFile({ ...problem, field: undefined }), context);
  if (message.endsWith("found nothing (the field is missing)")) return { path: field, text: `${label} is not filled in yet` };
  return { path: field, text: `${label} ${mustBe(message)}`.replace(" : ", ": ") };
}
