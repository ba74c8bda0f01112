// The save (D40): the entry's file written by the site's own format
// (content-file.ts) and refused when the build would refuse it (check-entry.ts).
import { checkEntry, contentFileKind, type ContentFileKind } from "./check-entry";
import { readContentFile, TiedValueError, writeContentFile, type FieldOrder } from "./content-file";
import { fieldOrderOf } from "./field-order";
import { parseFrontMatterYaml } from "../content/front-matter-yaml";
import { invisibleCharacterProblems } from "../content/invisible-characters";
import { splitFrontMatter } from "../content/front-matter";
import * as z from "zod";
import type { JsonSchema } from "./cms-config";
import type { WordedProblem } from "./problem-words";
import { collections } from "../content/collections";
import type { AnyCollection } from "../content/collection";
import { problem } from "../content/problems";
import type { ImmutableValue, DecapEntry } from "./decap";
import { rememberSaved, currentContent, knownFiles, schemaOf } from "./editor-content";
import { inWords, markFields } from "./field-marking";
import { formIsTheAddressedEntry } from "./editor-navigation";

/** As Decap makes it (its slug options in config.yml: ascii, accents removed, "-"). */
export function newEntrySlug(template: string, data: Record<string, unknown>): string {
  const segment = (value: unknown) =>
    String(value ?? "")
      .trim()
      .toLocaleLowerCase()
      .replace(/'/g, "")
      .replace(/\./g, "-")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w\-.~]/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "");
  const valueAt = (key: string) =>
    key
      .replace(/^fields\./, "")
      .split(".")
      .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], data);
  return template
    .replace(/\{\{([^}]+)\}\}/g, (_, key: string) => segment(valueAt(key.trim())))
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof (value as { size?: unknown })?.size === "number" && (value as { size: number }).size === 0);

type JsonNode = JsonSchema;

/** An optional field left blank is left out of the file; a required one keeps its empty text (`alt: ""` is decorative, D42) or list. */
function withoutEmpty(value: unknown, schema: JsonNode | undefined): unknown {
  if (!value || typeof (value as ImmutableValue).filter !== "function") return value;
  const immutable = value as {
    map(change: (value: unknown, key: unknown) => unknown): unknown;
    filter(keep: (value: unknown, key: unknown) => boolean): unknown;
  };
  const required = new Set(schema?.required ?? []);
  const inner = (key: unknown) => (typeof key === "number" ? schema?.items : schema?.properties?.[String(key)]);
  const cleaned = immutable.map((item: unknown, key: unknown) => withoutEmpty(item, inner(key))) as typeof immutable;
  // A required list may be empty (`items: []`: no memberships yet, D47).
  return cleaned.filter(
    (item: unknown, key: unknown) =>
      !isEmpty(item) || (typeof key === "string" && required.has(key) && (item === "" || inner(key)?.type === "array")),
  );
}

const jsonSchemas = new Map<string, JsonNode>();
function jsonSchemaOf(file: string): JsonNode | undefined {
  const kind = contentFileKind(file);
  if (!kind) return undefined;
  const key = kind.kind === "site" ? "site" : kind.name;
  if (!jsonSchemas.has(key))
    jsonSchemas.set(key, z.toJSONSchema(schemaOf(kind), { io: "input", unrepresentable: "any" }) as JsonNode);
  return jsonSchemas.get(key);
}

const savedData = (entry: DecapEntry) =>
  withoutEmpty(
    entry.get("data"),
    jsonSchemaOf(fileOf(entry, (entry.get("data").toJS() ?? {}) as Record<string, unknown>)),
  ) as ImmutableValue;

/** A new entry's file by Decap's own rule (newRecord), numbered "-1", "-2" … as Decap numbers it, so it is checked under the name it will get. */
function fileOf(entry: DecapEntry, data: Record<string, unknown>): string {
  const path = entry.get("path");
  if (!entry.get("newRecord") && typeof path === "string" && path !== "") return path;
  const key = String(entry.get("collection"));
  const declared = (collections as Record<string, AnyCollection>)[key];
  const base = `content/${declared?.folder ?? key}/${newEntrySlug(declared?.editor.slug ?? "{{title}}", data)}`;
  const taken = knownFiles();
  let file = `${base}.md`;
  for (let number = 1; taken.has(file); number++) file = `${base}-${number}.md`;
  return file;
}

export interface ReadEntry {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  bodyLine: number;
  text: string;
}

function fileTextOf(entry: DecapEntry, file: string, data: ImmutableValue): string {
  const { body = "", ...frontMatter } = (data.toJS() ?? {}) as Record<string, unknown>;
  const raw = entry.get("newRecord") ? undefined : entry.get("raw");
  const kind = contentFileKind(file);
  return writeContentFile(
    typeof raw === "string" && raw !== "" ? raw : undefined,
    { data: frontMatter, body: String(body) },
    kind ? fieldOrderFor(kind) : undefined,
  );
}

const fieldOrders = new Map<string, FieldOrder>();
/** Made once: the preview writes the file on every keystroke. */
function fieldOrderFor(kind: ContentFileKind): FieldOrder {
  const key = kind.kind === "site" ? "site" : kind.name;
  if (!fieldOrders.has(key)) fieldOrders.set(key, fieldOrderOf(schemaOf(kind)));
  return fieldOrders.get(key)!;
}

export function readEntry(entry: DecapEntry, data: ImmutableValue = savedData(entry)): ReadEntry {
  const { body: _body, ...fields } = (data.toJS() ?? {}) as Record<string, unknown>;
  const file = fileOf(entry, fields);
  const text = fileTextOf(entry, file, data);
  const split = splitFrontMatter(text);
  if (!split) return { file, frontMatter: {}, body: text, bodyLine: 1, text };
  // The YAML reader stops at some characters (U+FFFE) in words of its own: the build names them first, and so does checkEntry.
  if (invisibleCharacterProblems(text).length > 0)
    return { file, frontMatter: {}, body: split.body, bodyLine: split.linesBeforeBody + 1, text };
  const frontMatter = (parseFrontMatterYaml(split.lineBreak + split.yamlText) ?? {}) as Record<string, unknown>;
  return { file, frontMatter, body: split.body, bodyLine: split.linesBeforeBody + 1, text };
}

/** The same data gives the same key, however Decap ordered it. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** preSave makes each checked save's text, the format's toFile hands it to Decap, postSave remembers the file. */
const checkedFiles = new Map<string, ReturnType<typeof readEntry>>();

export const contentFileFormat = {
  fromFile(raw: string): Record<string, unknown> {
    const { data, body } = readContentFile(raw);
    return body === "" ? data : { ...data, body };
  },
  toFile(data: Record<string, unknown>): string {
    const checked = checkedFiles.get(canonical(data));
    if (checked !== undefined) return checked.text;
    // Decap's backup of an unsaved draft in the browser, not a save: the schema's layout.
    const { body = "", ...frontMatter } = data;
    return writeContentFile(undefined, { data: frontMatter, body: String(body) });
  },
};

export async function checkBeforeSave({ entry }: { entry: DecapEntry }): Promise<unknown> {
  const { data, read } = await checkAgainstTheSite(entry, "saved");
  checkedFiles.set(canonical(data.toJS()), read);
  return data;
}

/** Published from the Workflow board: entries published since the save may now clash with it. */
export async function checkBeforePublish({ entry }: { entry: DecapEntry }): Promise<void> {
  await checkAgainstTheSite(entry, "published");
}

/** No "Error:" before the message: Decap shows String(error). */
class Refused extends Error {
  override toString(): string {
    return this.message;
  }
}

async function checkAgainstTheSite(
  entry: DecapEntry,
  what: "saved" | "published",
): Promise<{ data: ImmutableValue; read: ReturnType<typeof readEntry> }> {
  // Published from the Workflow board, the entry is the draft the board names, whatever the address.
  if (what === "saved" && !formIsTheAddressedEntry(entry, location.hash)) {
    throw new Refused(
      "Nothing was saved: the form was still changing over to the entry the address names, so it may hold another entry's values. Reload the page, check every field, and save again.",
    );
  }
  const loaded = await currentContent().catch(() => undefined);
  if (!loaded)
    throw new Refused(
      `The editor could not load the site's content to check this entry against. Nothing was ${what}: reload the page and try again.`,
    );
  const data = savedData(entry);
  let read: ReturnType<typeof readEntry>;
  try {
    read = readEntry(entry, data);
  } catch (error) {
    if (!(error instanceof TiedValueError))
      throw new Refused(`Nothing was ${what}: ${error instanceof Error ? error.message : String(error)}`);
    const worded = tiedValueInWords(entry, error);
    markFields(worded, false);
    throw new Refused(`Nothing was ${what}. One problem to fix first:\n${worded.map(({ text }) => text).join("\n")}`);
  }
  if (!contentFileKind(read.file))
    throw new Refused(`Nothing was ${what}: ${read.file} is not a file of the site's content.`);
  const { found: problems } = checkEntry(loaded, read.file, read.frontMatter, read.body, read.bodyLine, read.text);
  if (problems.length > 0) {
    const worded = inWords(problems, read.file, read.bodyLine);
    markFields(worded, false);
    throw new Refused(
      `Nothing was ${what}. ${problems.length === 1 ? "One problem" : `${problems.length} problems`} to fix first:\n${worded.map(({ text }) => text).join("\n")}`,
    );
  }
  return { data, read };
}

export function tiedValueInWords(entry: DecapEntry, error: TiedValueError): WordedProblem[] {
  const file = fileOf(entry, (entry.get("data").toJS() ?? {}) as Record<string, unknown>);
  return inWords([problem(file, error.field, error.said)], file, 0);
}

export function rememberSave({ entry }: { entry: DecapEntry }): void {
  // Under the name it was checked under: a new entry's name depends on the files there are.
  const read = checkedFiles.get(canonical(entry.get("data").toJS())) ?? readEntry(entry);
  rememberSaved(read.file, { frontMatter: read.frontMatter, body: read.body, at: Date.now() });
  checkedFiles.clear();
}
