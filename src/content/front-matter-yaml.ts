// Front matter is YAML, read by js-yaml with its core schema, with every
// feature that could surprise an editor or hang a build either doing what
// YAML says or being a named error (D3, D21):
//
// - No timestamps: an unquoted 2026-02-30 stays the text the editor wrote,
//   so a day that does not exist is refused by the date field, never rolled
//   over to 2 March as a YAML timestamp would be.
// - A key given twice is an error, not the last one silently winning.
// - An unknown tag (`!!js/function`, `!custom`) is an error, never run.
// - Only one document: a second one inside the front matter is an error.
// - `__proto__` is an ordinary key, so the schema refuses it by name as an
//   unknown field; the object made never has another prototype.
// - `<<` is an ordinary key too (no merge keys), refused as an unknown field.
// - Aliases may repeat a value, but front matter whose aliases would make it
//   grow beyond a sane size (an "alias bomb" of nested lists) fails at once,
//   before anything walks it.
// - Fields one to a line: front matter written as one flow map
//   (`{title: A, reference: B}`) is refused by name, by the build and by the
//   editor alike. The editor changes a file a line at a time and could not
//   change one field of such a map without writing the whole of it anew.
import yaml from "js-yaml";

/** What aliases may repeat values up to: far above any real front matter (a vacancy has a few dozen values), far below what hangs a build. */
const maxValues = 10_000;

/**
 * Values written out, with no alias repeating them, take as long to read as
 * their text: this bound only keeps a pasted data dump out, so a long list a
 * schema limits itself (the synonyms, synonym-checks.ts) is refused there, in
 * its own words.
 */
const maxWrittenValues = 100_000;

export class FrontMatterYamlError extends Error {}

/** Front matter that is valid YAML but not written as the site's files are, or far too long: said as it is, not as invalid YAML. */
export class FrontMatterLayoutError extends FrontMatterYamlError {}

/** Whether the front matter's first value (after blank lines, comments and directives) opens a flow map: `{title: A, …}`. */
const isOneFlowMap = (text: string) => /^(?:[ \t]*(?:#[^\r\n]*)?(?:\r\n|\r|\n))*[ \t]*\{/.test(text);

/**
 * Whether the values, with every alias followed, number more than
 * maxValues where an alias repeats a list or group (it is met twice), or more
 * than maxWrittenValues where none does; stops counting as soon as they do.
 */
function tooMany(value: unknown): "aliases" | "values" | undefined {
  let count = 0;
  const seen = new Set<object>();
  let aliased = false;
  const visit = (inner: unknown): boolean => {
    count += 1;
    if (count > (aliased ? maxValues : maxWrittenValues)) return true;
    if (inner === null || typeof inner !== "object") return false;
    if (seen.has(inner)) aliased = true;
    seen.add(inner);
    return Object.values(inner).some(visit);
  };
  if (!visit(value)) return undefined;
  return aliased ? "aliases" : "values";
}

/** What js-yaml says, in the words an editor needs. */
function reasonFor(reason: string): string {
  if (reason === "duplicated mapping key") return "a key is given twice; keep one";
  if (reason.startsWith("unknown tag")) return `${reason.replace("unknown tag", "an unknown tag")}; remove the tag (content is never code)`;
  if (reason.startsWith("expected a single document")) return "it holds more than one YAML document; front matter ends at the first line of just ---";
  return reason;
}

/**
 * The front matter's values, or a FrontMatterYamlError that says what is
 * wrong and where. The build hands over the text after the opening ---,
 * starting with the newline that ends it, so js-yaml's 0-based line number
 * plus one is the line of the file.
 */
export function parseFrontMatterYaml(text: string): Record<string, unknown> {
  let values: unknown;
  try {
    values = yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    // Lists inside lists thousands deep run the parser out of stack before it can say where.
    if (error instanceof RangeError) throw new FrontMatterYamlError("its lists or groups are nested thousands deep, more than it can read; flatten them");
    const problem = error as { reason?: string; mark?: { line: number; column: number } };
    if (!problem.reason) throw error;
    const where = problem.mark ? ` (line ${problem.mark.line + 1}, column ${problem.mark.column + 1})` : "";
    throw new FrontMatterYamlError(`${reasonFor(problem.reason)}${where}`);
  }
  if (values === null || values === undefined) return {};
  if (typeof values !== "object" || Array.isArray(values)) throw new FrontMatterYamlError("expected fields written as name: value, found a single value");
  if (isOneFlowMap(text)) throw new FrontMatterLayoutError("expected its fields one to a line, as name: value, found them all written as one { … } map; write each field on a line of its own");
  const excess = tooMany(values);
  if (excess === "aliases") {
    throw new FrontMatterYamlError(`its aliases (*name) repeat values until it holds more than ${maxValues.toLocaleString("en-GB")} of them; write the values out instead`);
  }
  if (excess === "values") throw new FrontMatterLayoutError(`it holds more than ${maxWrittenValues.toLocaleString("en-GB")} values, far more than any page has; keep the file to what the page shows`);
  return values as Record<string, unknown>;
}
