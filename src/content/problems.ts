// A content problem as a value (D3): file, field, line, expected and found as
// parts, so the command line and the editor each word it without parsing text back.
import type { z } from "zod";

export type Mention = { readonly field: string } | { readonly file: string };

/** Mentions stay values so every reader can name them in its own words. */
export type Words = string | readonly (string | Mention)[];

export interface Expectation {
  expected: Words;
  found?: Words | undefined;
}

export interface Sentence {
  message: string;
}

export type Said = Expectation | Sentence;

export type Problem = {
  file: string;
  field?: string | undefined;
  /** The line of the file the problem is on: in the Markdown body, or a line of the text the file could not be read past. */
  line?: number | undefined;
} & Said;

export function expected(what: Words, found?: Words): Expectation {
  return found === undefined ? { expected: what } : { expected: what, found };
}

export const sentence = (message: string): Sentence => ({ message });

const asWritten = (mention: Mention): string => ("field" in mention ? mention.field : mention.file);

export function wordsText(words: Words, name: (mention: Mention) => string = asWritten): string {
  return typeof words === "string" ? words : words.map((part) => (typeof part === "string" ? part : name(part))).join("");
}

export function saidText(said: Said, name: (mention: Mention) => string = asWritten): string {
  if ("message" in said) return said.message;
  const expectation = `expected ${wordsText(said.expected, name)}`;
  return said.found === undefined ? expectation : `${expectation}, found ${wordsText(said.found, name)}`;
}

export const saidOf = (said: Said): Said => ("message" in said ? sentence(said.message) : expected(said.expected, said.found));

export function problem(file: string, field: string | undefined, said: Said, line?: number): Problem {
  return { file, ...(field ? { field } : {}), ...(line !== undefined ? { line } : {}), ...saidOf(said) };
}

export function problemLine(problem: Problem): string {
  return `${problem.file}: ${withinTheFile(problem)}`;
}

export function withinTheFile(problem: Problem): string {
  const { field, line } = problem;
  return [field, line === undefined ? undefined : `line ${line}`, saidText(problem)].filter((part) => part !== undefined).join(": ");
}

export class ContentError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const lines = problems.map(problemLine);
    const count = lines.length === 1 ? "1 problem" : `${lines.length} problems`;
    super(`Content has ${count}:\n${lines.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Editors read YAML keys, so show them as written: "hours.0.opens". */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
};

export const missingField = "nothing (the field is missing)";

export function describeFound(value: unknown): string {
  if (value === undefined) return missingField;
  if (value === null) return "an empty value";
  if (typeof value === "string") {
    if (value.trim() === "") return "empty text";
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `"${shown}"`;
  }
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)} (put it in quotes to keep it as text)`;
  return "a group of fields";
}

function countOf(input: unknown): string {
  if (Array.isArray(input)) return String(input.length);
  if (typeof input === "string") return String(input.length);
  return describeFound(input);
}

const isGroup = (value: unknown) => value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);

/** The parts go in the issue's params for describeIssue; its message says the same for anything else reading zod. */
export function expectationIssue(said: Expectation, input: unknown, path?: PropertyKey[]) {
  return { code: "custom" as const, message: saidText(said), params: { said }, input, ...(path ? { path } : {}) };
}

/** The schemas write their messages as "expected <what>", so zod's own output reads as D3 does. */
function declaredExpectation(message: string): string | undefined {
  return message.startsWith("expected ") ? message.slice("expected ".length) : undefined;
}

export function describeIssue(issue: z.core.$ZodIssue): Said {
  const input = (issue as { input?: unknown }).input;
  const key = String(issue.path.at(-1) ?? "items");
  const found = describeFound(input);
  switch (issue.code) {
    case "invalid_type":
      return expected(typeNames[issue.expected] ?? issue.expected, found);
    case "too_small":
    case "too_big": {
      const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const bound = issue.exact ? "exactly" : issue.code === "too_small" ? "at least" : "at most";
      if (issue.origin === "array") return expected(`${bound} ${limit} ${key}`, countOf(input));
      if (issue.origin === "string") {
        if (issue.code === "too_small" && Number(limit) === 1) return expected("text", found);
        return expected(`${bound} ${limit} characters`, countOf(input));
      }
      return expected(`${bound} ${limit}`, found);
    }
    case "invalid_value":
      return expected(issue.values.map((value) => JSON.stringify(value)).join(" or "), found);
    case "invalid_format":
      return expected(declaredExpectation(issue.message) ?? `a valid ${issue.format}`, found);
    case "unrecognized_keys":
      return sentence("unknown field; check its spelling, or remove it");
    case "custom": {
      // A check that adds its own issue gives its parts (expectationIssue); a refinement gives its expectation as its message.
      const said = (issue.params as { said?: Expectation } | undefined)?.said;
      if (said) return said;
      const declared = declaredExpectation(issue.message);
      if (declared === undefined) return sentence(`${issue.message}, found ${found}`);
      // A rule across fields is given the whole group as its input, which says nothing an editor can use.
      return isGroup(input) ? expected(declared) : expected(declared, found);
    }
    default:
      return sentence(`${issue.message}, found ${found}`);
  }
}

export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => problem(file, fieldPath([...issue.path, key]), describeIssue(issue)));
    }
    return [problem(file, fieldPath(issue.path) || undefined, describeIssue(issue))];
  });
}
