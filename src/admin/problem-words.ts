// The build's messages in the editor's words (D40): the build names a field
// by its YAML path ("content/vacancies/x.md: pay.to: expected at least
// pay.from (12.85), found the number 12"), which is right for a developer and
// a text editor; the editor names it by the labels on screen ("Pay offered ›
// Pay up to must be at least Pay from (12.85), not the number 12"), and keeps
// the path so the field itself can be marked.
import { labelsOfPath } from "./cms-config";

export interface WordedProblem {
  /** The field's path as the build gives it ("pay.to", "hours.1.opens"); undefined for the file as a whole or its body. */
  path: string | undefined;
  /** The sentence for the editor. */
  text: string;
}

const labelSeparator = " › ";
const pathPattern = /^([A-Za-z][\w]*(?:\.[\w]+)*): /;

/** "pay.from" inside a sentence → "Pay from": the field's own label, the group being clear from the sentence. */
function withLabels(sentence: string, labels: ReadonlyMap<string, string>): string {
  return sentence.replace(/\b[a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+\b/g, (path) => labelsOfPath(labels, path)?.split(labelSeparator).at(-1) ?? path);
}

export function problemInWords(problem: string, file: string, labels: ReadonlyMap<string, string>): WordedProblem {
  const ownFile = `${file}: `;
  // A problem in another file that this save would cause: say which file, in full.
  if (!problem.startsWith(ownFile)) return { path: undefined, text: problem };
  const rest = problem.slice(ownFile.length);
  const match = pathPattern.exec(rest);
  const label = match ? labelsOfPath(labels, match[1]!) : undefined;
  if (!match || !label) return { path: undefined, text: rest.charAt(0).toUpperCase() + rest.slice(1) };
  const message = withLabels(rest.slice(match[0].length), labels);
  if (message.endsWith("found nothing (the field is missing)")) return { path: match[1], text: `${label} is not filled in yet` };
  const sentence = message.startsWith("expected ") ? `must be ${message.slice("expected ".length).replace(/, found /, ", not ")}` : message;
  return { path: match[1], text: `${label} ${sentence.startsWith("must be") ? sentence : `: ${sentence}`}`.replace(" : ", ": ") };
}
