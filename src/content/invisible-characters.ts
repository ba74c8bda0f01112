// Text is text (D21): control characters (the C0 controls but tab and the
// line ends, and DEL) and the bidirectional overrides and isolates
// (U+202A-U+202E, U+2066-U+2069) are never published. A visitor cannot see
// them, but they can hide or reorder what a page, a feed or a JobPosting
// says. Each is a content error naming the file, the field and the line.

// Control characters are what this pattern is for.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const names: Record<number, string> = {
  0x00: "NUL",
  0x1b: "ESC",
  0x7f: "DEL",
  0x202a: "LEFT-TO-RIGHT EMBEDDING",
  0x202b: "RIGHT-TO-LEFT EMBEDDING",
  0x202c: "POP DIRECTIONAL FORMATTING",
  0x202d: "LEFT-TO-RIGHT OVERRIDE",
  0x202e: "RIGHT-TO-LEFT OVERRIDE",
  0x2066: "LEFT-TO-RIGHT ISOLATE",
  0x2067: "RIGHT-TO-LEFT ISOLATE",
  0x2068: "FIRST STRONG ISOLATE",
  0x2069: "POP DIRECTIONAL ISOLATE",
};

/** "U+202E (RIGHT-TO-LEFT OVERRIDE)", "U+0007 (a control character)". */
function describe(character: string): string {
  const code = character.codePointAt(0)!;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} (${names[code] ?? "a control character"})`;
}

/** Whether a key or value holds the invisible character found on `line`, with the same text around it. */
function holds(text: string, line: string, at: number): boolean {
  const around = line.slice(Math.max(0, at - 8), at + 9).replace(/^.*?:\s*/, "");
  return text.includes(line[at]!) && (text.includes(around) || line.includes(text));
}

/** The field of front matter, by its path, whose key or text holds the invisible character found on `line`. */
function fieldHolding(value: unknown, line: string, at: number, path: string[] = []): string | undefined {
  if (typeof value === "string") return holds(value, line, at) ? path.join(".") : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (holds(key, line, at)) return [...path, key].join(".");
    const found = fieldHolding(inner, line, at, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The problems of a content file's raw text: one for each line that holds an
 * invisible character, with the front-matter field it is in (`frontMatter`,
 * the parsed values) or "body".
 */
export function invisibleCharacterProblems(raw: string, bodyLine: number, frontMatter: Record<string, unknown>): { field: string; message: string }[] {
  if (!invisible.test(raw)) return [];
  const problems: { field: string; message: string }[] = [];
  raw.split("\n").forEach((line, index) => {
    const found = invisible.exec(line);
    if (!found) return;
    const lineNumber = index + 1;
    const field = lineNumber >= bodyLine ? "body" : (fieldHolding(frontMatter, line, found.index) ?? "front matter");
    problems.push({ field, message: `line ${lineNumber}: expected text a reader can see, found the invisible character ${describe(found[0])}; delete it (it often comes with text pasted from elsewhere)` });
  });
  return problems;
}
