// How the editor at /admin/ reads and writes a content file (D40): a save
// changes only the fields that were edited. Decap's own front-matter format
// parses a file into data and writes the whole file anew from that data, which
// drops comments, reorders keys, re-wraps long lines and turns 13.00 into 13.
// Here the file's YAML is kept as a parsed document (the `yaml` package keeps
// comments, key order, quoting and number formats), each edited value is set
// in place, and every other byte of the file, the body included, stays as it
// was. A new file is written in the staff guide's layout (docs/staff-guide.md,
// "Vacancies"): fields in the schema's
// order, no empty keys, long lines never folded, pounds and pence with two
// decimals.
//
// The front matter is found by the build's own rule (front-matter.ts) and read
// by the build's own YAML reader first, so the editor opens what the build
// reads and refuses what it refuses, with its words. A byte-order mark and the
// file's line breaks (CRLF, CR) are kept: the text is worked on with "\n" and
// written back with the file's own line break.
import { isAlias, isMap, isScalar, isSeq, parseDocument, visit, Document, Scalar, YAMLMap, YAMLSeq, type Node } from "yaml";
import { describeFrontMatterError, lineBreaks, splitFrontMatter, type SplitFile } from "../content/front-matter";
import { parseFrontMatterYaml } from "../content/front-matter-yaml";
import { expected, saidText } from "../content/problems";

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

/** Text with every line break "\n", as the form and the YAML package work with it. */
const withNewlines = (text: string) => text.replace(lineBreaks, "\n");

/** A file's front matter and body, split where the build splits them, the front matter and body with "\n" line breaks. */
function splitFile(raw: string): (SplitFile & { yamlLines: string; bodyLines: string }) | undefined {
  let split: SplitFile | undefined;
  try {
    split = splitFrontMatter(raw);
    // What the build refuses (a key twice, an unknown tag, an alias bomb, one { … } map for the whole front matter), the editor refuses to open, in the build's words.
    if (split) parseFrontMatterYaml(split.lineBreak + split.yamlText);
  } catch (error) {
    const words = describeFrontMatterError(error);
    throw new Error(`The file's ${words}`);
  }
  if (!split) return undefined;
  return { ...split, yamlLines: withNewlines(split.yamlText), bodyLines: withNewlines(split.body) };
}

/** Parses a content file for the form. Dates stay text (YYYY-MM-DD), as the date picker reads and writes them. */
export function readContentFile(raw: string): ContentFile {
  const split = splitFile(raw);
  if (!split) return { data: {}, body: raw };
  const document = parseDocument(split.yamlLines);
  if (document.errors.length > 0) throw new Error(`The file's front matter is not valid YAML: ${document.errors[0]!.message}`);
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  return { data, body: split.bodyLines };
}

/**
 * A value the editor will not change: one written with a YAML anchor
 * (`&name`) or alias (`*name`), which ties it to another field, so setting it
 * would change that field too (or leave an alias to nothing).
 */
export class TiedValueError extends Error {
  readonly said = expected(
    "a value of its own",
    "one tied to another field by a YAML anchor (&name) or alias (*name), so changing it here would change that field too; change it in the file itself, or write the value out in full there",
  );

  constructor(readonly field: string) {
    super();
    this.message = saidText(this.said);
  }
}

/** Whether a node carries an anchor or is an alias, itself or anywhere inside it. */
function holdsAnchorOrAlias(node: unknown): boolean {
  if (isAlias(node)) return true;
  if (!isScalar(node) && !isMap(node) && !isSeq(node)) return false;
  if (node.anchor) return true;
  let found = false;
  if (isMap(node) || isSeq(node)) {
    visit(node, {
      Alias: () => ((found = true), visit.BREAK),
      Node: (_key, inner) => (inner.anchor ? ((found = true), visit.BREAK) : undefined),
    });
  }
  return found;
}

/** Refuses to change or remove a node tied to another by an anchor or alias. */
function refuseIfTied(node: unknown, path: readonly (string | number)[], whole = true): void {
  const tied = whole ? holdsAnchorOrAlias(node) : isAlias(node) || ((isScalar(node) || isMap(node) || isSeq(node)) && !!node.anchor);
  if (tied) throw new TiedValueError(path.join("."));
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

/**
 * Which item of the list before each item after is, matched by value (the
 * longest run of equal items in order), so a removed or added item moves no
 * other item's comment; an item between two matches that changed in place
 * keeps its own node. Undefined for an item that is new.
 */
function matchItems(before: readonly unknown[], after: readonly unknown[]): (number | undefined)[] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) for (let j = after.length - 1; j >= 0; j--) lengths[i]![j] = sameValue(before[i], after[j]) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const matched: (number | undefined)[] = new Array(after.length).fill(undefined);
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (sameValue(before[i], after[j])) matched[j++] = i++;
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  // Between two matched items, the items left over on each side are the same items edited, paired in order.
  let lastBefore = -1;
  let gap: number[] = [];
  const pairGap = (nextBefore: number) => {
    const free = Array.from({ length: nextBefore - lastBefore - 1 }, (_, k) => lastBefore + 1 + k);
    gap.forEach((index, k) => (matched[index] = free[k]));
    gap = [];
  };
  for (let index = 0; index < after.length; index++) {
    if (matched[index] === undefined) gap.push(index);
    else {
      pairGap(matched[index]!);
      lastBefore = matched[index]!;
    }
  }
  pairGap(before.length);
  return matched;
}

/** Sets `after` into a node that holds `before`, touching only what differs. Returns the node to keep (itself or a replacement). */
function update(document: Document, node: unknown, before: unknown, after: unknown, order: FieldOrder | undefined, money = false, path: (string | number)[] = []): unknown {
  if (sameValue(before, after)) return node;
  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
    refuseIfTied(node, path, false);
    for (const name of Object.keys(before)) {
      if (name in after) continue;
      refuseIfTied(node.get(name, true), [...path, name]);
      node.delete(name);
    }
    for (const name of Object.keys(after)) {
      const inner = order?.inner?.[name];
      if (node.has(name)) {
        const pair = node.items.find((item) => String((item.key as Scalar | undefined)?.value ?? item.key) === name)!;
        pair.value = update(document, pair.value, before[name], after[name], inner, order?.money?.includes(name), [...path, name]);
      } else {
        node.items.splice(insertPosition(node, name, order), 0, document.createPair(name, null));
        const pair = node.items.find((item) => String((item.key as Scalar | undefined)?.value ?? item.key) === name)!;
        pair.value = newNode(document, after[name], inner, order?.money?.includes(name));
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) {
    refuseIfTied(node, path, false);
    const matched = matchItems(before, after);
    const kept = new Set(matched);
    before.forEach((_item, index) => {
      if (!kept.has(index)) refuseIfTied(node.items[index], [...path, index]);
    });
    node.items = after.map((item, index) => {
      const from = matched[index];
      return from === undefined ? newNode(document, item, order) : update(document, node.items[from], before[from], item, order, false, [...path, index]);
    }) as typeof node.items;
    return node;
  }
  refuseIfTied(node, path);
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
 * The file as it is to be written, from the text Decap hands its backend.
 * Decap ends every file with "\n" when it does not end with one (entryToRaw
 * in decap-cms-core's backend.js): the last line break of a file written with
 * CR alone would become CRLF, and one with no break at its end would gain an
 * LF. A file whose line breaks are CR alone gets its text back as it was
 * written; any other file keeps Decap's "\n".
 */
export function withoutDecapsLineFeed(raw: string): string {
  const written = raw.slice(0, -1);
  return raw.endsWith("\n") && written.includes("\r") && !written.includes("\n") ? written : raw;
}

/**
 * The file to save. With the file as it was (`original`), only the fields
 * whose values changed are rewritten; every other line stays byte for byte.
 * Without it (a new entry), the file is written in the schema's order.
 */
export function writeContentFile(original: string | undefined, file: ContentFile, order?: FieldOrder): string {
  const split = original === undefined ? undefined : splitFile(original);
  if (split) {
    const document = parseDocument(split.yamlLines);
    if (document.errors.length === 0) {
      const before = (document.toJS() ?? {}) as Plain;
      const body = withNewlines(file.body);
      if (sameValue(before, file.data) && body === split.bodyLines) return original!;
      if (!sameValue(before, file.data)) {
        if (!isMap(document.contents)) document.contents = new YAMLMap() as unknown as typeof document.contents;
        update(document, document.contents, before, file.data, order);
      }
      // Every line written anew takes the file's line break; the parts not changed keep their bytes.
      const inFileBreaks = (text: string) => (split.lineBreak === "\n" ? text : text.replace(/\n/g, split.lineBreak));
      const yamlText = sameValue(before, file.data) ? split.yamlText : inFileBreaks(keepUnchangedFields(split.yamlLines, document, before, file.data));
      const bodyText = body === split.bodyLines ? split.body : inFileBreaks(keepUnchangedBodyLines(split.bodyLines, body));
      // A closing line at the very end of the file gains a line break when a body is added after it.
      const closing = bodyText !== "" && !/[\r\n]$/.test(split.closing) ? split.closing + split.lineBreak : split.closing;
      return `${split.bom}${split.opening}${yamlText}${closing}${bodyText}`;
    }
  }
  const document = new Document();
  document.contents = newNode(document, file.data, order) as typeof document.contents;
  return `---\n${document.toString(yamlOptions)}---\n${file.body}`;
}
