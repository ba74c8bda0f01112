// What went wrong with a content file, as a value a content editor's words are
// made from (D3): the file, the field or line, what was expected and what was
// found, each a part of its own, with any other field or file the words name
// kept as a value too. The checks make values; the command line writes them as
// one line each (problemLine), the editor at /admin/ in its own words from the
// same parts (src/admin/problem-words.ts); nothing reads a written problem back.
import type { z } from "zod";

/** Another field of the same file ("pay.from"), or another content file, named inside a problem's words. */
export type Mention = { readonly field: string } | { readonly file: string };

/** A problem's words: text, with each field or file it names kept as a value, so every reader can name it in its own words. */
export type Words = string | readonly (string | Mention)[];

/** What a check expected and what it found instead: "exactly 8 roles" and "7" (D3). */
export interface Expectation {
  expected: Words;
  /** What the file holds instead, and what to do about it; none when the expectation says it all. */
  found?: Words | undefined;
}

/** A problem not said as expected and found: "unknown field; check its spelling, or remove it". */
export interface Sentence {
  message: string;
}

/** What a check says about a value or a file. */
export type Said = Expectation | Sentence;

export type Problem = {
  /** The file as an editor finds it: content/vacancies/x.md (the build's path, the editor's for the editor). */
  file: string;
  /** The field's path as the file writes it ("pay.to", "hours.0.opens"), or "file name"; none for the file as a whole. */
  field?: string | undefined;
  /** The line of the file the problem is on: in the Markdown body, or a line of the text the file could not be read past. */
  line?: number | undefined;
} & Said;

/** What was expected and, when it says more, what was found. */
export function expected(what: Words, found?: Words): Expectation {
  return found === undefined ? { expected: what } : { expected: what, found };
}

/** A problem said in a sentence of its own. */
export const sentence = (message: string): Sentence => ({ message });

/** How the command line names a mention: by the path as the file writes it. */
const asWritten = (mention: Mention): string => ("field" in mention ? mention.field : mention.file);

/** Words as text, each mention named by `name`. */
export function wordsText(words: Words, name: (mention: Mention) => string = asWritten): string {
  return typeof words === "string" ? words : words.map((part) => (typeof part === "string" ? part : name(part))).join("");
}

/** What a check said, in D3's words: "expected <what>, found <what>", or its own sentence. */
export function saidText(said: Said, name: (mention: Mention) => string = asWritten): string {
  if ("message" in said) return said.message;
  const expectation = `expected ${wordsText(said.expected, name)}`;
  return said.found === undefined ? expectation : `${expectation}, found ${wordsText(said.found, name)}`;
}

/** The parts of what was said, without the file, field or line it was said of. */
export const saidOf = (said: Said): Said => ("message" in said ? sentence(said.message) : expected(said.expected, said.found));

export function problem(file: string, field: string | undefined, said: Said, line?: number): Problem {
  return { file, ...(field ? { field } : {}), ...(line !== undefined ? { line } : {}), ...saidOf(said) };
}

/** The problem as the command line lists it: "<file>: <field>: line <n>: <message>", each part there when the problem has it. */
export function problemLine(problem: Problem): string {
  return `${problem.file}: ${withinTheFile(problem)}`;
}

/** What the problem says about its file, without naming it: "<field>: line <n>: <message>". */
export function withinTheFile(problem: Problem): string {
  const { field, line } = problem;
  return [field, line === undefined ? undefined : `line ${line}`, saidText(problem)].filter((part) => part !== undefined).join(": ");
}

/** Every problem found in one run, so an editor can fix them all at once. */
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

/** "hero.image.alt", "roles", "hours.0.opens" → editors read YAML keys, so show them as written. */
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

/** What a field left out of the file is found to be: the editor says it plainly, "is not filled in yet". */
export const missingField = "nothing (the field is missing)";

/** How a value found in a file reads in a message. */
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

/**
 * A check's expectation, as a zod issue the schema adds itself: the parts go
 * in its params, which describeIssue reads, and its message says the same for
 * anything else that reads zod's issues.
 */
export function expectationIssue(said: Expectation, input: unknown, path?: PropertyKey[]) {
  return { code: "custom" as const, message: saidText(said), params: { said }, input, ...(path ? { path } : {}) };
}

/**
 * What a schema's own `error` says it expected: the schemas write their
 * messages as "expected <what>", so zod's own output reads as D3 does;
 * undefined for zod's default wording, which the schema left alone.
 */
function declaredExpectation(message: string): string | undefined {
  return message.startsWith("expected ") ? message.slice("expected ".length) : undefined;
}

/** What one zod issue means, in the words of D3. */
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

/** One problem per issue; an unknown-keys issue names each key as its own field. */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => problem(file, fieldPath([...issue.path, key]), describeIssue(issue)));
    }
    return [problem(file, fieldPath(issue.path) || undefined, describeIssue(issue))];
  });
}
