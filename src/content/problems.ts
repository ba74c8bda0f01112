// What went wrong with a content file, as a value a content editor's words are
// made from (D3): the file, the field or line, and "expected <what>, found
// <what>". The checks make values; the command line writes them as one line
// each (problemLine), the editor at /admin/ in its own words
// (src/admin/problem-words.ts, which rewords the message's "expected …,
// found …" as "must be …, not …"); the command line reads no text back.
import type { z } from "zod";

export interface Problem {
  /** The file as an editor finds it: content/vacancies/x.md (the build's path, the editor's for the editor). */
  file: string;
  /** The field's path as the file writes it ("pay.to", "hours.0.opens"), or "file name"; none for the file as a whole. */
  field?: string | undefined;
  /** The line of the file the problem is on: in the Markdown body, or a line of the text the file could not be read past. */
  line?: number | undefined;
  /** "expected <what>, found <what>", or a sentence of its own. */
  message: string;
}

export function problem(file: string, field: string | undefined, message: string, line?: number): Problem {
  return { file, ...(field ? { field } : {}), ...(line !== undefined ? { line } : {}), message };
}

/** The problem as the command line lists it: "<file>: <field>: line <n>: <message>", each part there when the problem has it. */
export function problemLine(problem: Problem): string {
  return `${problem.file}: ${withinTheFile(problem)}`;
}

/** What the problem says about its file, without naming it: "<field>: line <n>: <message>". */
export function withinTheFile({ field, line, message }: Problem): string {
  return [field, line === undefined ? undefined : `line ${line}`, message].filter((part) => part !== undefined).join(": ");
}

/** Every problem found in one run, so an editor can fix them all at once. */
export class ContentError extends Error {
  /** One line per problem, as the command line lists them. */
  readonly problems: readonly string[];

  constructor(problems: readonly Problem[]) {
    const lines = problems.map(problemLine);
    const count = lines.length === 1 ? "1 problem" : `${lines.length} problems`;
    super(`Content has ${count}:\n${lines.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = lines;
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

/** How a value found in a file reads in a message. */
export function describeFound(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
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

/** What one zod issue means, in the words of D3. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  const key = String(issue.path.at(-1) ?? "items");
  switch (issue.code) {
    case "invalid_type":
      return `expected ${typeNames[issue.expected] ?? issue.expected}, found ${describeFound(input)}`;
    case "too_small":
    case "too_big": {
      const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const bound = issue.exact ? "exactly" : issue.code === "too_small" ? "at least" : "at most";
      if (issue.origin === "array") return `expected ${bound} ${limit} ${key}, found ${countOf(input)}`;
      if (issue.origin === "string") {
        if (issue.code === "too_small" && Number(limit) === 1) return `expected text, found ${describeFound(input)}`;
        return `expected ${bound} ${limit} characters, found ${countOf(input)}`;
      }
      return `expected ${bound} ${limit}, found ${describeFound(input)}`;
    }
    case "invalid_value":
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(" or ")}, found ${describeFound(input)}`;
    case "invalid_format":
      return `${issue.message.startsWith("expected") ? issue.message : `expected a valid ${issue.format}`}, found ${describeFound(input)}`;
    case "unrecognized_keys":
      return "unknown field; check its spelling, or remove it";
    case "custom":
      // Written in D3's words by the check itself; most say what they found, and the others get it added.
      // A rule across fields is given the whole group as its input, which says nothing an editor can use.
      return /, found /.test(issue.message) || isGroup(input) ? issue.message : `${issue.message}, found ${describeFound(input)}`;
    default:
      return `${issue.message}, found ${describeFound(input)}`;
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
