// How the editor at /admin/ reads and writes a content file (D40): a save
// changes only the fields that were edited. Decap's own front-matter format
// parses a file into data and writes the whole file anew from that data, which
// drops comments, reorders keys, re-wraps long lines and turns 13.00 into 13.
// Here the file's YAML is kept as a parsed document (the `yaml` package keeps
// comments, key order, quoting and number formats), each edited value is set
// in place, and every other byte of the file, the body included, stays as it
// was. A new file is written in the README's layout: fields in the schema's
// order, no empty keys, long lines never folded, pounds and pence with two
// decimals.
import { isMap, isScalar, isSeq, parseDocument, Document, Scalar, YAMLMap, YAMLSeq, type Node } from "yaml";

/** The order a new file's fields are written in: the schema's, at every level ("pay" → ["from", "to", "per"]). */
export interface FieldOrder {
  keys: string[];
  /** The order inside an object field, or inside each object of a list field. */
  inner?: Record<string, FieldOrder>;
  /** Numbers written with two decimals (pounds and pence). */
  money?: string[];
}

export interface ContentFile {
  /** The front matter's fields, as Decap shows them in the form. */
  data: Record<string, unknown>;
  /** Everything after the front matter's closing line, byte for byte. */
  body: string;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/** A file's front matter and body, split where the build splits them. */
function splitFile(raw: string): { yamlText: string; body: string } | undefined {
  const match = frontMatterPattern.exec(raw);
  if (!match) return undefined;
  return { yamlText: match[1] ?? "", body: raw.slice(match[0].length) };
}

/** Parses a content file for the form. Dates stay text (YYYY-MM-DD), as the date picker reads and writes them. */
export function readContentFile(raw: string): ContentFile {
  const split = splitFile(raw);
  if (!split) return { data: {}, body: raw };
  const document = parseDocument(split.yamlText);
  if (document.errors.length > 0) throw new Error(`The file's front matter is not valid YAML: ${document.errors[0]!.message}`);
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  return { data, body: split.body };
}

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Equal as values: 13 and 13.00 are the same number, key order does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a);
    return keysA.length === Object.keys(b).length && keysA.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

/** A new value's node: money with two decimals, text never folded (the document's lineWidth does that). */
function newNode(document: Document, value: unknown, order: FieldOrder | undefined, money = false): Node {
  if (isPlainObject(value)) {
    const map = new YAMLMap();
    for (const name of orderedKeys(value, order)) map.add({ key: document.createNode(name), value: newNode(document, value[name], order?.inner?.[name], order?.money?.includes(name)) });
    return map as unknown as Node;
  }
  if (Array.isArray(value)) {
    const seq = new YAMLSeq();
    for (const item of value) seq.items.push(newNode(document, item, order));
    return seq as unknown as Node;
  }
  const scalar = document.createNode(value) as Scalar;
  if (typeof value === "number" && money) scalar.minFractionDigits = 2;
  return scalar as unknown as Node;
}

/** A value's keys in the schema's order; any key the schema does not name keeps its place at the end. */
function orderedKeys(value: Plain, order: FieldOrder | undefined): string[] {
  const keys = Object.keys(value);
  if (!order) return keys;
  const known = order.keys.filter((key) => keys.includes(key));
  return [...known, ...keys.filter((key) => !order.keys.includes(key))];
}

/** Where a key the file lacks goes: before the first key that follows it in the schema's order. */
function insertPosition(map: YAMLMap, key: string, order: FieldOrder | undefined): number {
  if (!order) return map.items.length;
  const later = order.keys.slice(order.keys.indexOf(key) + 1);
  const index = map.items.findIndex((pair) => later.includes(String((pair.key as Scalar | undefined)?.value ?? pair.key)));
  return index === -1 ? map.items.length : index;
}

/** Sets `after` into a node that holds `before`, touching only what differs. Returns the node to keep (itself or a replacement). */
function update(document: Document, node: unknown, before: unknown, after: unknown, order: FieldOrder | undefined, money = false): unknown {
  if (sameValue(before, after)) return node;
  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
    for (const name of Object.keys(before)) if (!(name in after)) node.delete(name);
    for (const name of Object.keys(after)) {
      const inner = order?.inner?.[name];
      if (node.has(name)) {
        const pair = node.items.find((item) => String((item.key as Scalar | undefined)?.value ?? item.key) === name)!;
        pair.value = update(document, pair.value, before[name], after[name], inner, order?.money?.includes(name));
      } else {
        node.items.splice(insertPosition(node, name, order), 0, document.createPair(name, null));
        const pair = node.items.find((item) => String((item.key as Scalar | undefined)?.value ?? item.key) === name)!;
        pair.value = newNode(document, after[name], inner, order?.money?.includes(name));
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) {
    node.items = after.map((item, index) => (index < before.length ? update(document, node.items[index], before[index], item, order) : newNode(document, item, order))) as typeof node.items;
    return node;
  }
  // A changed text or number keeps its style (quotes, block scalar, decimals) when it stays of the same kind.
  if (isScalar(node) && typeof node.value === typeof after && after !== null && typeof after !== "object") {
    node.value = after;
    return node;
  }
  const replacement = newNode(document, after, order, money) as { commentBefore?: string | null; comment?: string | null };
  if (isScalar(node) || isMap(node) || isSeq(node)) {
    replacement.commentBefore = node.commentBefore;
    replacement.comment = node.comment;
  }
  return replacement;
}

// Options under which every content file of the site parses and prints back byte for byte (tests/editor-file-format.test.ts).
const yamlOptions = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false } as const;

const keyName = (pair: { key: unknown }) => String((pair.key as Scalar | undefined)?.value ?? pair.key);
/** Lines that belong to no field: blank, or a comment at the margin (about the field after them). */
const betweenFields = /^(#.*)?$/;

/**
 * The front matter with each top-level field whose value did not change
 * given back as its original text, and only the changed ones written by the
 * `yaml` package: the package writes a whole document in one house style
 * (`{ a: 1 }` or `{a: 1}`, a long plain line folded or not), and a file may
 * use another, even two. The comment lines before a field stay where they
 * were, whether that field changed, was removed, or not.
 */
function keepUnchangedFields(yamlText: string, updated: Document, before: Plain, after: Plain): string {
  const original = parseDocument(yamlText);
  if (!isMap(original.contents) || !isMap(updated.contents)) return updated.toString(yamlOptions);
  // Each field's text runs from the start of its key's line to the next field's; the comments before the next field are cut off its end.
  const starts = original.contents.items.map((pair) => {
    const offset = (pair.key as { range?: [number, number, number] }).range?.[0] ?? 0;
    return yamlText.lastIndexOf("\n", offset - 1) + 1;
  });
  const fields = new Map<string, { text: string; between: string }>();
  original.contents.items.forEach((pair, index) => {
    const lines = yamlText.slice(starts[index], starts[index + 1] ?? yamlText.length).split("\n");
    let cut = lines.length - 1;
    while (cut > 1 && betweenFields.test(lines[cut - 1]!)) cut--;
    fields.set(keyName(pair), { text: `${lines.slice(0, cut).join("\n")}\n`, between: lines.slice(cut).join("\n") });
  });
  let text = yamlText.slice(0, starts[0] ?? 0);
  const written = new Set<string>();
  const originalKeys = [...fields.keys()];
  for (const pair of updated.contents.items) {
    const name = keyName(pair);
    const kept = fields.get(name);
    // The comments of removed fields before this one keep their place.
    for (const removed of originalKeys.slice(0, kept ? originalKeys.indexOf(name) : 0)) {
      if (!(removed in after) && !written.has(removed)) text += fields.get(removed)!.between;
      written.add(removed);
    }
    if (kept && sameValue(before[name], after[name])) text += kept.text;
    else {
      // Written alone, without the comment and blank line before it, which the text before it already has.
      const alone = new Document();
      const key = pair.key as { commentBefore?: string | null; spaceBefore?: boolean };
      if (kept) Object.assign(key, { commentBefore: undefined, spaceBefore: false });
      alone.contents = new YAMLMap() as unknown as typeof alone.contents;
      (alone.contents as unknown as YAMLMap).items.push(pair);
      // Flow collections padded as the field was, `{ a: 1 }` or `{a: 1}`: a file may hold both.
      text += alone.toString({ ...yamlOptions, flowCollectionPadding: kept ? /[[{] \S/.test(kept.text) : yamlOptions.flowCollectionPadding });
    }
    if (kept) text += kept.between;
    written.add(name);
  }
  for (const removed of originalKeys) if (!written.has(removed)) text += fields.get(removed)!.between;
  return text;
}

/**
 * A line as Markdown means it, whatever the writer's habits: Decap's rich-text
 * editor writes the whole body anew when one word of it changes, with its own
 * list markers (`*` for `-`), emphasis (`_` for `*`), escapes and trailing
 * spaces. Lines equal in this form are the same line to a reader.
 */
function meaningOf(line: string): string {
  return line
    .replace(/\s+$/, "")
    .replace(/^(\s*)[*+-](\s+)/, "$1- ")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/__(\S(?:.*?\S)?)__/g, "**$1**")
    .replace(/(^|[^\w_])_(\S(?:.*?\S)?)_(?![\w_])/g, "$1*$2*");
}

const maxLinePairs = 4_000_000;

/**
 * The edited body with every line whose meaning did not change given back as
 * it was written (a longest common subsequence of the lines' meanings), and
 * each new list item in the file's own list marker: a one-word edit in the
 * rich-text editor changes one line of the file, not every bullet in it.
 */
export function keepUnchangedBodyLines(original: string, edited: string): string {
  const before = original.split("\n");
  const after = edited.split("\n");
  // The comparison takes a cell per pair of lines: past a few million (bodies thousands of lines long), save the edit as written.
  if (before.length * after.length > maxLinePairs) return edited;
  const a = before.map(meaningOf);
  const b = after.map(meaningOf);
  // lengths[i][j]: the longest common run of meanings from before[i] and after[j] on.
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const marker = /^\s*([*+-])\s/m.exec(original)?.[1];
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (j < b.length) {
    if (i < a.length && a[i] === b[j]) {
      lines.push(before[i]!);
      i++;
      j++;
    } else if (i < a.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      i++;
    } else {
      lines.push(marker ? after[j]!.replace(/^(\s*)[*+-](\s)/, `$1${marker}$2`) : after[j]!);
      j++;
    }
  }
  return lines.join("\n");
}

/**
 * The file to save. With the file as it was (`original`), only the fields
 * whose values changed are rewritten; every other line stays byte for byte.
 * Without it (a new entry), the file is written in the schema's order.
 */
export function writeContentFile(original: string | undefined, file: ContentFile, order?: FieldOrder): string {
  const split = original === undefined ? undefined : splitFile(original);
  if (split) {
    const document = parseDocument(split.yamlText);
    if (document.errors.length === 0) {
      const before = (document.toJS() ?? {}) as Plain;
      if (sameValue(before, file.data) && file.body === split.body) return original!;
      if (!sameValue(before, file.data)) {
        if (!isMap(document.contents)) document.contents = new YAMLMap() as unknown as typeof document.contents;
        update(document, document.contents, before, file.data, order);
      }
      const yamlText = sameValue(before, file.data) ? split.yamlText : keepUnchangedFields(split.yamlText, document, before, file.data);
      const body = file.body === split.body ? split.body : keepUnchangedBodyLines(split.body, file.body);
      return `---\n${yamlText}---\n${body}`;
    }
  }
  const document = new Document();
  document.contents = newNode(document, file.data, order) as typeof document.contents;
  return `---\n${document.toString(yamlOptions)}---\n${file.body}`;
}
