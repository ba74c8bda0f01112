// Front matter is YAML 1.2 as the `yaml` package reads it, with every feature
// that could surprise an editor or hang a build either doing what YAML says
// or being a named error (D3, D21):
//
// - The core schema: an unquoted 2026-02-30 stays the text the editor wrote,
//   so a day that does not exist is refused by the date field, never rolled
//   over to 2 March as a YAML 1.1 timestamp would be.
// - A key given twice is an error, not the last one silently winning.
// - Aliases may repeat a value, but a document that would expand beyond a
//   sane size (an "alias bomb" of nested lists) fails at once.
// - An unknown tag (`!!js/function`, `!custom`) is an error, not a string.
// - Only one document: a second `---` inside the front matter is an error.
// - `__proto__` is an ordinary key, so the schema refuses it by name as an
//   unknown field; the object made never has another prototype.
// - `<<` is an ordinary key too (no merge keys), refused as an unknown field.
import { parseDocument } from "yaml";

/** Far above any real front matter (a vacancy has a few dozen values), far below what hangs a build. */
const maxAliasCount = 100;

export class FrontMatterYamlError extends Error {}

/** "line 3, column 5" of a problem the parser reports, when it says where. */
function where(linePos: readonly { line: number; col: number }[] | undefined): string {
  const start = linePos?.[0];
  return start ? ` (line ${start.line}, column ${start.col})` : "";
}

/** The front matter's values, or a FrontMatterYamlError that says what is wrong and where. */
export function parseFrontMatterYaml(text: string): Record<string, unknown> {
  // A file saved with Windows line ends reaches here with the last line's \r still on it, which YAML would keep in the value.
  const document = parseDocument(text.replace(/\r\n?/g, "\n"), { schema: "core", uniqueKeys: true, merge: false, prettyErrors: true, strict: true });
  const problems = [...document.errors, ...document.warnings].map((error) => {
    // The message's first line, without the place, which where() writes the same way for every problem.
    const first = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    const reason =
      error.code === "DUPLICATE_KEY"
        ? "a key is given twice; keep one"
        : error.code === "TAG_RESOLVE_FAILED"
          ? `${first.replace("Unresolved tag", "an unknown tag")}; remove the tag (content is never code)`
          : error.code === "MULTIPLE_DOCS"
            ? "it holds more than one YAML document; front matter ends at the first line of just ---"
            : first;
    return `${reason}${where(error.linePos)}`;
  });
  if (problems.length > 0) throw new FrontMatterYamlError(problems.join("; "));
  let values: unknown;
  try {
    values = document.toJS({ maxAliasCount });
  } catch (error) {
    // The yaml package refuses a document whose aliases expand too far before it builds it.
    const message = error instanceof Error ? error.message : String(error);
    throw new FrontMatterYamlError(/excessive alias count/i.test(message) ? `its aliases (*name) repeat values too many times (more than ${maxAliasCount}); write the values out instead` : message);
  }
  if (values === null || values === undefined) return {};
  if (typeof values !== "object" || Array.isArray(values)) throw new FrontMatterYamlError("expected fields written as name: value, found a single value");
  return values as Record<string, unknown>;
}
