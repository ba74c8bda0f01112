// Text is text (D21, D36): invisible characters (C0 controls but tab and line
// ends, DEL, U+2028/9, bidi overrides and isolates) can hide or reorder what a
// page or JobPosting says, and non-characters or lone surrogates make a feed unreadable.
import { expected, type Expectation } from "./problems";

// Control characters are what this pattern is for.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}\p{Cs}]/u;

const names: Record<number, string> = {
  0x00: "NUL",
  0x1b: "ESC",
  0x7f: "DEL",
  0x2028: "LINE SEPARATOR",
  0x2029: "PARAGRAPH SEPARATOR",
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

/** For what a visitor types, which is shown back and must not reorder the page around it. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(new RegExp(invisible.source, "gu"), "");
}

function kindOf(code: number): string {
  if (code >= 0xd800 && code <= 0xdfff) return "half of a character, a surrogate on its own";
  if ((code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe) return "a Unicode non-character, which no text may hold";
  return "a control character";
}

function describe(character: string): string {
  const code = character.codePointAt(0)!;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} (${names[code] ?? kindOf(code)})`;
}

/**
 * The front-matter field a line belongs to, read from the lines as an editor
 * reads them: YAML itself refuses some of these characters before it says where.
 */
function fieldOfLine(lines: readonly string[], index: number): string | undefined {
  const path: string[] = [];
  let indent = Infinity;
  for (let at = index; at > 0; at -= 1) {
    const key = /^(\s*)(?:- )?([^\s:#'"-][^:]*?):(?:\s|$)/.exec(lines[at]!);
    if (!key || key[1]!.length >= indent) continue;
    path.unshift(key[2]!.trim());
    indent = key[1]!.length;
    if (indent === 0) break;
  }
  return path.length > 0 ? path.join(".") : undefined;
}

/**
 * Numeric references ("&#xFFFE;") become the character in Markdown, so they
 * count. NUL, surrogates and C1 controls are mapped to harmless ones by HTML's rules.
 */
function referencedInvisible(line: string): string | undefined {
  for (const [, hex, decimal] of line.matchAll(/&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g)) {
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code >= 0x80 && code <= 0x9f)) continue;
    const character = String.fromCodePoint(code);
    if (invisible.test(character)) return character;
  }
  return undefined;
}

export function invisibleCharacterProblems(raw: string): ({ field: string; line: number } & Expectation)[] {
  if (!invisible.test(raw) && !raw.includes("&#")) return [];
  // Lines as the build counts them (front-matter.ts): CRLF and CR end a line as LF does.
  const lines = raw.split(/\r\n|\r|\n/);
  const closing = raw.startsWith("---") ? lines.findIndex((line, index) => index > 0 && line.trimEnd() === "---") : -1;
  const problems: ({ field: string; line: number } & Expectation)[] = [];
  lines.forEach((line, index) => {
    const found = invisible.exec(line)?.[0];
    const referenced = found ? undefined : referencedInvisible(line);
    if (!found && !referenced) return;
    const field = closing === -1 || index > closing ? "body" : (fieldOfLine(lines, index) ?? "front matter");
    const said = found
      ? expected("text a reader can see", `the invisible character ${describe(found)}; delete it (it often comes with text pasted from elsewhere)`)
      : expected("text a reader can see", `a character reference to the invisible character ${describe(referenced!)}; delete it`);
    problems.push({ field, line: index + 1, ...said });
  });
  return problems;
}

/** YAML writes a control character as an escape ("\a") inside quotes, which the raw text does not show. */
export function invisibleCharacterValueProblems(data: unknown): ({ field: string } & Expectation)[] {
  const problems: ({ field: string } & Expectation)[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      const found = invisible.exec(value);
      if (found) problems.push({ field: path.join("."), ...expected("text a reader can see", `the invisible character ${describe(found[0])}, written as an escape; delete it`) });
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, path));
    else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(data, []);
  return problems;
}
