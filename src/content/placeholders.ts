// {{name}} slots in content: the agency's facts (D1) are filled in at load,
// before the schema parses, so zod sees the final values; runtime slots such
// as {{count}} are filled by a component and declared per field. Any other
// name is an error naming the file, field and known names.
import "./zod-settings";
import * as z from "zod";
import { escapeMarkdown, inspectInlineMarkdown, renderInlineMarkdown, slotList } from "./markdown";
import type { ContentLink } from "./safe-markdown";
import { sentence, type Said } from "./problems";

interface FieldKind {
  slots?: readonly string[];
  /** Inline Markdown: facts quoted into it are escaped, and it is checked as a body is (D21). */
  markdown?: true;
}

const fieldKinds = z.registry<FieldKind>();

/** Only the named slots (and the facts) may appear. */
export function template<const Slots extends readonly string[]>(slots: Slots) {
  return z.string().trim().min(1).register(fieldKinds, { slots });
}

/** Given as HTML: pages render without marked, which an unchanged build never loads (load-cache.ts). */
export function inlineMarkdown() {
  return z.string().trim().min(1).register(fieldKinds, { markdown: true }).transform(renderInlineMarkdown);
}

type Schema = z.core.$ZodType;

/** Looks through optional, default and pipe wrappers. */
function child(schema: Schema | undefined, key: string | number): Schema | undefined {
  const inner = unwrap(schema);
  if (!inner) return undefined;
  const def = inner._zod.def as { type: string; shape?: Record<string, Schema>; element?: Schema };
  // Own fields only: a key such as __proto__ must never find what every object inherits.
  if (def.type === "object" && typeof key === "string") return def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
  if (def.type === "array" && typeof key === "number") return def.element;
  return undefined;
}

function unwrap(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = current._zod.def as { type: string; innerType?: Schema; in?: Schema };
    if (def.innerType && ["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"].includes(def.type)) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else break;
  }
  return current;
}

function kindOf(schema: Schema | undefined): FieldKind {
  let current = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const kind = fieldKinds.get(current as z.ZodType);
    if (kind) return kind;
    const next = unwrap(current);
    if (next === current) break;
    current = next;
  }
  return {};
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const placeholderPattern = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export interface FilledFrontMatter {
  links: ContentLink[];
}

/**
 * Fills the facts into raw front matter in place, escaped in inline Markdown
 * fields (React escapes the rest). Only objects, arrays and strings are walked:
 * the YAML reader makes nothing else that holds text.
 */
export function fillFrontMatter(
  data: Record<string, unknown>,
  schema: Schema,
  facts: ReadonlyMap<string, string>,
  report: (field: string, said: Said) => void,
): FilledFrontMatter {
  const links: ContentLink[] = [];
  const fill = (text: string, field: string, kind: FieldKind): string => {
    const filled = !text.includes("{{")
      ? text
      : text.replace(placeholderPattern, (match, name: string) => {
          const fact = facts.get(name);
          if (fact !== undefined) return kind.markdown ? escapeMarkdown(fact, false) : fact;
          if (kind.slots?.includes(name)) return match;
          const known = [...(kind.slots ?? []), ...facts.keys()];
          report(field, sentence(`unknown placeholder ${match}; the known ones${kind.slots ? " here" : ""} are ${slotList(known)}`));
          return match;
        });
    if (kind.markdown) {
      const inspected = inspectInlineMarkdown(filled);
      inspected.problems.forEach((said) => report(field, said));
      links.push(...inspected.links.map(({ href }) => ({ href, at: field })));
    }
    return filled;
  };
  const visit = (value: unknown, fieldSchema: Schema | undefined, at: (string | number)[]): unknown => {
    if (typeof value === "string") return fill(value, at.join("."), kindOf(fieldSchema));
    if (Array.isArray(value)) value.forEach((item, index) => (value[index] = visit(item, child(fieldSchema, index), [...at, index])));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) value[key] = visit(item, child(fieldSchema, key), [...at, key]);
    return value;
  };
  visit(data, schema, []);
  return { links };
}
