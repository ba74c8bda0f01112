// Front matter is YAML (js-yaml, core schema) with every surprising feature a
// named error (D3, D21): no timestamps (2026-02-30 must not roll over), no
// duplicate keys, unknown tags or second documents, __proto__ and << as
// ordinary keys, a cap on alias growth, and no one-line flow map, which the
// editor could not change a field at a time.
import yaml from "js-yaml";

/** Far above any real front matter, far below what hangs a build. */
const maxValues = 10_000;

/** Only keeps a pasted data dump out; a long list a schema limits is refused there, in its own words. */
const maxWrittenValues = 100_000;

export class FrontMatterYamlError extends Error {}

export class FrontMatterLayoutError extends FrontMatterYamlError {}

const isOneFlowMap = (text: string) => /^(?:[ \t]*(?:#[^\r\n]*)?(?:\r\n|\r|\n))*[ \t]*\{/.test(text);

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

function reasonFor(reason: string): string {
  if (reason === "duplicated mapping key") return "a key is given twice; keep one";
  if (reason.startsWith("unknown tag")) return `${reason.replace("unknown tag", "an unknown tag")}; remove the tag (content is never code)`;
  if (reason.startsWith("expected a single document")) return "it holds more than one YAML document; front matter ends at the first line of just ---";
  return reason;
}

/** The text starts with the newline after the opening ---, so js-yaml's line plus one is the file's line. */
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
