// How the editor reads and writes a content file (D40): a save changes only the
// edited fields. Decap's own front-matter format rewrites the whole file,
// dropping comments, reordering keys and turning 13.00 into 13; here the YAML
// stays a `yaml` document with each edited value set in place. The build's own
// front-matter rule and YAML reader come first, so the editor refuses what the
// build refuses, in its words; line breaks and a byte-order mark are kept.
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  Document,
  Scalar,
  YAMLMap,
  YAMLSeq,
  type Node,
} from "yaml";
import { describeFrontMatterError, lineBreaks, splitFrontMatter, type SplitFile } from "../content/front-matter";
import { parseFrontMatterYaml } from "../content/front-matter-yaml";
import { expected, saidText } from "../content/problems";

/** A new file's field order: the schema's, at every level. */
export interface FieldOrder {
  keys: string[];
  inner?: Record<string, FieldOrder>;
  /** Written with two decimals (pounds and pence). */
  money?: string[];
}

export interface ContentFile {
  data: Record<string, unknown>;
  /** Byte for byte. */
  body: string;
}

const withNewlines = (text: string) => text.replace(lineBreaks, "\n");

function splitFile(raw: string): (SplitFile & { yamlLines: string; bodyLines: string }) | undefined {
  let split: SplitFile | undefined;
  try {
    split = splitFrontMatter(raw);
    // What the build refuses, the editor refuses to open, in the build's words.
    if (split) parseFrontMatterYaml(split.lineBreak + split.yamlText);
  } catch (error) {
    const words = describeFrontMatterError(error);
    throw new Error(`The file's ${words}`);
  }
  if (!split) return undefined;
  return { ...split, yamlLines: withNewlines(split.yamlText), bodyLines: withNewlines(split.body) };
}

/** Dates stay text (YYYY-MM-DD), as the date picker reads and writes them. */
export function readContentFile(raw: string): ContentFile {
  const split = splitFile(raw);
  if (!split) return { data: {}, body: raw };
  const document = parseDocument(split.yamlLines);
  if (document.errors.length > 0)
    throw new Error(`The file's front matter is not valid YAML: ${document.errors[0]!.message}`);
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  return { data, body: split.bodyLines };
}

/** A value tied to another field by an anchor or alias, which setting it would change too. */
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

function refuseIfTied(node: unknown, path: readonly (string | number)[], whole = true): void {
  const tied = whole
    ? holdsAnchorOrAlias(node)
    : isAlias(node) || ((isScalar(node) || isMap(node) || isSeq(node)) && !!node.anchor);
  if (tied) throw new TiedValueError(path.join("."));
}

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** 13 and 13.00 are the same number; key order does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a);
    return keysA.length === Object.keys(b).length && keysA.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

function newNode(document: Document, value: unknown, order: FieldOrder | undefined, money = false): Node {
  if (isPlainObject(value)) {
    const map = new YAMLMap();
    for (const name of orderedKeys(value, order))
      map.add({
        key: document.createNode(name),
        value: newNode(document, value[name], order?.inner?.[name], order?.money?.includes(name)),
      });
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

/** Keys the schema does not name keep their place at the end. */
function orderedKeys(value: Plain, order: FieldOrder | undefined): string[] {
  const keys = Object.keys(value);
  if (!order) return keys;
  const known = order.keys.filter((key) => keys.includes(key));
  return [...known, ...keys.filter((key) => !order.keys.includes(key))];
}

function insertPosition(map: YAMLMap, key: string, order: FieldOrder | undefined): number {
  if (!order) return map.items.length;
  const later = order.keys.slice(order.keys.indexOf(key) + 1);
  const index = map.items.findIndex((pair) =>
    later.includes(String((pair.key as Scalar | undefined)?.value ?? pair.key)),
  );
  return index === -1 ? map.items.length : index;
}

/** Matched by value (longest common run), so an added or removed item moves no other item's comment. */
function matchItems(before: readonly unknown[], after: readonly unknown[]): (number | undefined)[] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      lengths[i]![j] = sameValue(before[i], after[j])
        ? lengths[i + 1]![j + 1]! + 1
        : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const matched: (number | undefined)[] = new Array(after.length).fill(undefined);
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (sameValue(before[i], after[j])) matched[j++] = i++;
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
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

function update(
  document: Document,
  node: unknown,
  before: unknown,
  after: unknown,
  order: FieldOrder | undefined,
  money = false,
  path: (string | number)[] = [],
): unknown {
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
        pair.value = update(document, pair.value, before[name], after[name], inner, order?.money?.includes(name), [
          ...path,
          name,
        ]);
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
      return from === undefined
        ? newNode(document, item, order)
        : update(document, node.items[from], before[from], item, order, false, [...path, index]);
    }) as typeof node.items;
    return node;
  }
  refuseIfTied(node, path);
  // A changed text or number keeps its style (quotes, block scalar, decimals) when it stays of the same kind.
  if (isScalar(node) && typeof node.value === typeof after && after !== null && typeof after !== "object") {
    node.value = after;
    return node;
  }
  const replacement = newNode(document, after, order, money) as {
    commentBefore?: string | null;
    comment?: string | null;
  };
  if (isScalar(node) || isMap(node) || isSeq(node)) {
    replacement.commentBefore = node.commentBefore;
    replacement.comment = node.comment;
  }
  return replacement;
}

// Every content file of the site parses and prints back byte for byte under these (tests/editor-file-format.test.ts).
const yamlOptions = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false } as const;

const keyName = (pair: { key: unknown }) => String((pair.key as Scalar | undefined)?.value ?? pair.key);
const betweenFields = /^(#.*)?$/;

/**
 * Unchanged fields given back as their original text: the `yaml` package
 * writes a whole document in one style, and a file may use another, even two.
 */
function keepUnchangedFields(yamlText: string, updated: Document, before: Plain, after: Plain): string {
  const original = parseDocument(yamlText);
  if (!isMap(original.contents) || !isMap(updated.contents)) return updated.toString(yamlOptions);
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
    for (const removed of originalKeys.slice(0, kept ? originalKeys.indexOf(name) : 0)) {
      if (!(removed in after) && !written.has(removed)) text += fields.get(removed)!.between;
      written.add(removed);
    }
    if (kept && sameValue(before[name], after[name])) text += kept.text;
    else {
      const alone = new Document();
      const key = pair.key as { commentBefore?: string | null; spaceBefore?: boolean };
      if (kept) Object.assign(key, { commentBefore: undefined, spaceBefore: false });
      alone.contents = new YAMLMap() as unknown as typeof alone.contents;
      (alone.contents as unknown as YAMLMap).items.push(pair);
      // Padded as the field was, `{ a: 1 }` or `{a: 1}`: a file may hold both.
      text += alone.toString({
        ...yamlOptions,
        flowCollectionPadding: kept ? /[[{] \S/.test(kept.text) : yamlOptions.flowCollectionPadding,
      });
    }
    if (kept) text += kept.between;
    written.add(name);
  }
  for (const removed of originalKeys) if (!written.has(removed)) text += fields.get(removed)!.between;
  return text;
}

/** Decap's rich-text editor rewrites the whole body with its own list markers, emphasis and escapes; lines equal in this form are the same line to a reader. */
function meaningOf(line: string): string {
  return line
    .replace(/\s+$/, "")
    .replace(/^(\s*)[*+-](\s+)/, "$1- ")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/__(\S(?:.*?\S)?)__/g, "**$1**")
    .replace(/(^|[^\w_])_(\S(?:.*?\S)?)_(?![\w_])/g, "$1*$2*");
}

const maxLinePairs = 4_000_000;

/** A one-word edit in the rich-text editor changes one line of the file, not every bullet in it. */
export function keepUnchangedBodyLines(original: string, edited: string): string {
  const before = original.split("\n");
  const after = edited.split("\n");
  // A cell per pair of lines: past a few million, save the edit as written.
  if (before.length * after.length > maxLinePairs) return edited;
  const a = before.map(meaningOf);
  const b = after.map(meaningOf);
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
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

/** Decap ends every file with "\n" (decap-cms-core's entryToRaw), which would turn a CR-only file's last break into CRLF. */
export function withoutDecapsLineFeed(raw: string): string {
  const written = raw.slice(0, -1);
  return raw.endsWith("\n") && written.includes("\r") && !written.includes("\n") ? written : raw;
}

/** With `original`, only changed fields are rewritten; a new entry is written in the schema's order. */
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
      const inFileBreaks = (text: string) => (split.lineBreak === "\n" ? text : text.replace(/\n/g, split.lineBreak));
      const yamlText = sameValue(before, file.data)
        ? split.yamlText
        : inFileBreaks(keepUnchangedFields(split.yamlLines, document, before, file.data));
      const bodyText =
        body === split.bodyLines ? split.body : inFileBreaks(keepUnchangedBodyLines(split.bodyLines, body));
      const closing =
        bodyText !== "" && !/[\r\n]$/.test(split.closing) ? split.closing + split.lineBreak : split.closing;
      return `${split.bom}${split.opening}${yamlText}${closing}${bodyText}`;
    }
  }
  const document = new Document();
  document.contents = newNode(document, file.data, order) as typeof document.contents;
  return `---\n${document.toString(yamlOptions)}---\n${file.body}`;
}
