// The editor's configuration (D32): Decap CMS's config.yml, made from the
// collection declarations and their zod schemas, never written by hand. zod
// turns each schema into JSON Schema (its own, well-kept conversion); each
// property of that becomes one editor field with the widget its type calls
// for, required or optional exactly as the schema says, the label and hint
// declared beside the schema field (its JSON Schema title and description,
// from zod's .meta()), and every single-field rule Decap can check itself
// (required, pattern, lengths, min and max) as Decap's own validation. The
// rules Decap cannot express run in the browser before a save (check-entry.ts).
import { mediaFolder } from "../images/media";
import * as z from "zod";
import yaml from "js-yaml";
import type { AnyCollection } from "../content/collection";
import { collections } from "../content/collections";
import { describeIssue, expected, saidText } from "../content/problems";
import { siteSchema } from "../content/schemas";
import { routePageBodies, routePageSchemas } from "../content/validate";
import { markdownPagePath, paths, routePagePaths, vacancyPath } from "../routes";
import { localEditorBackend } from "../pipeline/security-policy";
import type { EditorLogin } from "./editor-login";

/**
 * The site's own file format, registered by the editor's script
 * (editor-save.ts, content-file.ts): a save rewrites only the fields that
 * were edited, where Decap's "frontmatter" would write the whole file anew.
 */
export const contentFileFormat = "content-file";

/** Where "View Live" opens an entry: its page, or the page that shows it. Decap puts these after the site's URL. */
const previewPaths: Record<keyof typeof collections, string> = {
  sectors: `${paths.sectors.slice(1)}#{{slug}}`,
  testimonials: "#stories",
  vacancies: vacancyPath("{{slug}}").slice(1),
  markdownPages: markdownPagePath("{{slug}}").slice(1),
};

/**
 * Only a vacancy may be deleted from the editor: the site needs its sectors
 * (every vacancy names one), its testimonials, and the pages the footer and
 * forms link to, and no check runs before a delete in Decap. Removing one of
 * those is a developer's change, made with the links to it.
 */
const deletable = new Set<keyof typeof collections>(["vacancies"]);

/** The subset of JSON Schema that zod writes for the site's schemas. */
export interface JsonSchema {
  type?: string;
  /** The field's label in the editor, from .meta({ title }) beside the schema field. */
  title?: string;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  /** An entry of another collection, by its slug (a vacancy's sector). */
  "x-collection"?: string;
  /** A widget the type alone cannot say: "image" for a photograph's source (D42). */
  "x-widget"?: "image";
}

/** One field of Decap's configuration: https://decapcms.org/docs/widgets/ */
export interface EditorField {
  name: string;
  label: string;
  /** A list's name for one item: "Add requirement" rather than "Add what the job needs". */
  label_singular?: string;
  /** What a collapsed list item shows: https://decapcms.org/docs/widgets/#list */
  summary?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: (string | number)[];
  multiple?: boolean;
  min?: number;
  max?: number;
  step?: number;
  value_type?: "int" | "float";
  fields?: EditorField[];
  field?: EditorField;
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  editor_components?: string[];
  modes?: string[];
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  choose_url?: boolean;
}

/** Fields whose text runs to sentences: a box of several lines rather than one. */
const longTextNames = new Set(["summary", "intro", "lead", "text", "about", "description", "details", "emergency"]);

/** "startDate" → "Start date", "cvMaxMegabytes" → "Cv max megabytes": the label of a field whose schema gives none. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** JSON Schema's number for the largest safe integer, which zod writes for every z.int(): no real limit. */
const unbounded = (value: number | undefined) => value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER;

/**
 * The message the build gives for text that does not match a field's
 * pattern, so Decap shows the same words (D3) as the build would. Found by
 * giving the field's own zod schema a value no pattern of the site accepts.
 */
function patternMessage(schema: z.ZodType | undefined): string {
  const issue = schema?.safeParse("\u0001 not this \u0001").error?.issues.find((found) => found.code === "invalid_format");
  const said = issue && describeIssue(issue);
  return said && "expected" in said ? saidText(expected(said.expected)) : "expected text in the form the hint describes";
}

/** The zod schema of one property, through optional, default and transform wrappers, for its messages. */
function propertyOf(schema: z.ZodType | undefined, name: string): z.ZodType | undefined {
  let inner = schema as z.ZodType | undefined;
  for (let depth = 0; inner && depth < 8; depth++) {
    const def = inner._zod.def as { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
    if (def.type === "object") return def.shape?.[name];
    inner = def.innerType ?? def.in ?? def.element;
  }
  return undefined;
}

/** Text rules Decap can check itself, as a pattern: its own format, or its length. */
function textPattern(json: JsonSchema, schema: z.ZodType | undefined): [string, string] | undefined {
  if (json.pattern) return [json.pattern, patternMessage(schema)];
  const min = json.minLength !== undefined && json.minLength > 1 ? json.minLength : undefined;
  if (min === undefined && json.maxLength === undefined) return undefined;
  const range = min !== undefined && json.maxLength !== undefined ? `${min} to ${json.maxLength}` : min !== undefined ? `at least ${min}` : `at most ${json.maxLength}`;
  return [`^[\\s\\S]{${min ?? 0},${json.maxLength ?? ""}}$`, `expected ${range} characters`];
}

/** One editor field for one property of a schema. */
function editorField(name: string, json: JsonSchema, required: boolean, schema: z.ZodType | undefined): EditorField {
  const field: EditorField = { name, label: json.title ?? labelOf(name), widget: "string" };
  if (json.description) field.hint = json.description;
  // A field with a default may be left out of a file; Decap writes the default.
  // Text the schema allows empty (an image's alt, empty for a decorative picture) is not
  // "required" to Decap, which counts empty text as missing; the schema still wants the key.
  const emptyAllowed = json.type === "string" && schema?.safeParse("").success === true;
  field.required = required && json.default === undefined && !emptyAllowed;
  if (json.default !== undefined) field.default = json.default;

  if (json.format === "date") {
    return { ...field, widget: "datetime", format: "YYYY-MM-DD", date_format: "D MMMM YYYY", time_format: false, picker_utc: true };
  }
  if (json.enum) return { ...field, widget: "select", options: json.enum };
  if (json["x-collection"]) {
    const collection = json["x-collection"];
    return { ...field, widget: "relation", collection, value_field: "{{slug}}", search_fields: ["title"], display_fields: ["title"] };
  }
  // Upload a photograph into the media folder, pick one uploaded before, or give a stock photograph's address (D42).
  if (json["x-widget"] === "image") return { ...field, widget: "image", choose_url: true };
  if (json.type === "boolean") return { ...field, widget: "boolean", ...(json.const === true ? { default: false } : {}) };
  if ((json.type === "number" || json.type === "integer") && json.const !== undefined) {
    // A number that can only be one value (a testimonial's five stars): nothing to choose, so not shown; a new entry gets it.
    const value = json.const as number;
    return { ...field, widget: "hidden", default: value };
  }
  if (json.type === "number" || json.type === "integer") {
    const whole = json.type === "integer";
    const min = json.minimum ?? (json.exclusiveMinimum === undefined ? undefined : json.exclusiveMinimum + (whole ? 1 : 0.01));
    return {
      ...field,
      widget: "number",
      value_type: whole ? "int" : "float",
      step: whole ? 1 : 0.01,
      ...(unbounded(min) ? {} : { min }),
      ...(unbounded(json.maximum) ? {} : { max: json.maximum }),
    };
  }
  if (json.type === "object") return { ...field, widget: "object", collapsed: false, fields: editorFields(json, schema) };
  if (json.type === "array" && json.items) {
    const bounds = { ...(json.minItems === undefined ? {} : { min: json.minItems }), ...(json.maxItems === undefined ? {} : { max: json.maxItems }) };
    if (json.items.enum) return { ...field, widget: "select", multiple: true, options: json.items.enum, ...bounds };
    const element = (schema?._zod.def as { element?: z.ZodType } | undefined)?.element ?? propertyOf(schema, name);
    const item = json.items.title ? { label_singular: json.items.title } : {};
    if (json.items.type === "object") {
      const summary = itemSummary(json.items);
      return { ...field, widget: "list", ...item, collapsed: false, ...(summary ? { summary } : {}), fields: editorFields(json.items, element), ...bounds };
    }
    return { ...field, widget: "list", ...item, summary: "{{fields.item}}", field: editorField("item", json.items, true, element), ...bounds };
  }
  if (json.type === "string") {
    const pattern = textPattern(json, schema);
    return { ...field, widget: longTextNames.has(name) ? "text" : "string", ...(pattern ? { pattern } : {}) };
  }
  throw new Error(`The editor has no widget for the field "${name}": its schema says ${JSON.stringify(json)}; give it a type with .meta()`);
}

/**
 * What a folded list item shows: its first two short text fields, such as a
 * figure's "2000+ · placements in the last five years" or a link's words and
 * address. Sentences (a card's text) and choices from a list (its icon) are
 * left out: a sentence would not fit the bar, and a choice is a code word.
 */
function itemSummary(json: JsonSchema): string | undefined {
  const shown = Object.entries(json.properties ?? {})
    .filter(([name, property]) => property.type === "string" && property.enum === undefined && !longTextNames.has(name))
    .slice(0, 2)
    .map(([name]) => `{{fields.${name}}}`);
  return shown.length > 0 ? shown.join(" · ") : undefined;
}

/** The editor fields of an object schema, in the schema's order. */
function editorFields(json: JsonSchema, schema: z.ZodType | undefined): EditorField[] {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => editorField(name, property, required.has(name), propertyOf(schema, name)));
}

/** The editor fields of a schema's front matter: one per property, nested as the schema nests. */
export function frontMatterFields(schema: z.ZodType): EditorField[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return editorFields(json, schema);
}

/** Between the labels of a nested field's groups: "Pay offered › Pay up to". */
export const labelSeparator = " › ";

/**
 * Every field of a schema by its dotted path, as the build's messages name it,
 * with the labels the editor shows on the way to it, joined by " › ":
 * "pay.to" → "Pay offered › Pay up to", "hero.findStaff.label" → "Big banner
 * at the top › Find Staff button › Link text". Always the whole way down, so
 * a shared part's generic label ("Link text") is never left without the one
 * that says which. A list's items are under "*": "requirements" → "What the
 * job needs", "requirements.*" → "What the job needs › Requirement",
 * "hours.*.opens" → "Office hours › Opening period › Opens at". A field whose
 * schema gives no label gets the editor's fallback, its name re-cased.
 */
export function fieldLabels(schema: z.ZodType): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (json: JsonSchema, path: string, trail: string) => {
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const at = path ? `${path}.${name}` : name;
      const label = trail ? `${trail}${labelSeparator}${property.title ?? labelOf(name)}` : (property.title ?? labelOf(name));
      labels.set(at, label);
      visit(property, at, label);
      if (property.type === "array" && property.items) {
        const itemLabel = `${label}${labelSeparator}${property.items.title ?? "Item"}`;
        labels.set(`${at}.*`, itemLabel);
        visit(property.items, `${at}.*`, itemLabel);
      }
    }
  };
  visit(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, "", "");
  return labels;
}

/**
 * The labels of a path as the build's messages give it, list positions
 * included: "hours.1.opens" → "Office hours › Opening period 2 › Opens at"
 * (counted from 1, as people count). Undefined for a path the schema does not
 * have, such as a misspelt field.
 */
export function labelsOfPath(labels: ReadonlyMap<string, string>, path: string): string | undefined {
  const segments = path.split(".");
  const words: string[] = [];
  const starred: string[] = [];
  for (const segment of segments) {
    const position = /^\d+$/.test(segment) ? Number(segment) : undefined;
    starred.push(position === undefined ? segment : "*");
    const label = labels.get(starred.join("."));
    if (label === undefined) return undefined;
    const own = label.split(labelSeparator).at(-1)!;
    words.push(position === undefined ? own : `${own} ${position + 1}`);
  }
  return words.join(labelSeparator);
}

/** The Markdown body: images in a body must be https:// URLs (D21), so the editor offers no upload. */
function bodyField({ label, hint }: { label: string; hint: string }): EditorField {
  // Optional, as the build has it: an entry may have no body.
  return { name: "body", label, hint, widget: "markdown", required: false, editor_components: [], modes: ["rich_text", "raw"] };
}

/** A folder collection of Decap's: one Markdown file per entry, in content/<folder>/. */
function folderCollection(name: string, collection: AnyCollection) {
  const { editor } = collection;
  return {
    name,
    label: editor.label,
    label_singular: collection.noun,
    folder: `content/${collection.folder}`,
    extension: "md",
    format: contentFileFormat,
    create: true,
    delete: deletable.has(name as keyof typeof collections),
    preview_path: previewPaths[name as keyof typeof collections],
    slug: editor.slug,
    identifier_field: editor.identifierField,
    fields: [...frontMatterFields(collection.schema), bodyField({ label: editor.bodyLabel, hint: editor.bodyHint })],
  };
}

/** "register-vacancy" → "Register vacancy page". */
const routePageLabel = (name: string) => `${labelOf(name)} page`;

/** The files that are not a collection: the agency's facts and each route page's wording. */
function siteFilesCollection() {
  return {
    name: "site",
    label: "Agency facts and page wording",
    delete: false,
    extension: "md",
    format: contentFileFormat,
    files: [
      { name: "site", label: "Agency facts (name, phone, address, hours)", file: "content/site.md", preview_path: "", fields: frontMatterFields(siteSchema) },
      ...Object.entries(routePageSchemas).map(([name, schema]) => {
        const body = routePageBodies[name as keyof typeof routePageBodies];
        const preview_path = routePagePaths[name as keyof typeof routePagePaths].slice(1);
        return { name, label: routePageLabel(name), file: `content/routes/${name}.md`, preview_path, fields: [...frontMatterFields(schema), ...(body ? [bodyField(body)] : [])] };
      }),
    ],
  };
}

export interface EditorConfigOptions {
  /** The live site's URL, for the editor's "view live" links. */
  siteUrl: string;
  /** How staff log in on the host, and the repository and branch the editor commits to (editor-login.ts). */
  login?: EditorLogin;
}

/** Decap's backend for the host: GitHub through the host's OAuth provider, or Git Gateway where a site still has it. */
function hostBackend(login: EditorLogin) {
  // Decap's GitHub backend signs in through https://api.netlify.com/auth, its default base_url: the OAuth provider the host runs for every site.
  if (login.backend === "github") return { name: "github", repo: login.repo, branch: login.branch, squash_merges: true };
  return { name: "git-gateway", branch: login.branch, squash_merges: true };
}

/**
 * Decap's whole configuration: the host's backend (hostBackend), or the local
 * backend (decap-server) when the editor is opened on localhost; the editorial
 * workflow (draft, ready, published) so a vacancy can be reviewed before it
 * goes live; every declared collection, and the site's own files.
 */
export function editorConfig({ siteUrl, login = { backend: "github", repo: undefined, branch: "main" } }: EditorConfigOptions) {
  return {
    backend: hostBackend(login),
    // Used only when the editor is opened on this computer (localhost or
    // 127.0.0.1), and only when `npm run cms` has started decap-server, which
    // answers on 127.0.0.1 alone (src/dev/cli.ts).
    local_backend: { url: `${localEditorBackend}/api/v1` },
    publish_mode: "editorial_workflow",
    site_url: siteUrl,
    display_url: siteUrl,
    locale: "en",
    // The agency's own photographs (D42): uploaded into the content folder, beside the words that use
    // them, and never published as they are (they may carry a phone's GPS position): the build makes
    // the files a page shows from them (src/images/process.ts). A content file names one media/<name>,
    // without a leading slash, so Decap shows it from the repository (src/images/media.ts).
    media_folder: `content/${mediaFolder}`,
    public_folder: mediaFolder,
    collections: [...Object.entries(collections).map(([name, collection]) => folderCollection(name, collection)), siteFilesCollection()],
  };
}

/**
 * config.yml as the build writes it into dist/admin/, by js-yaml, the
 * generator's YAML library for front matter too: long lines are not folded,
 * strings that need quotes get double ones, an object used twice is written
 * out twice (no anchors), and a setting left undefined is left out.
 */
export function editorConfigYaml(options: EditorConfigOptions): string {
  const config = yaml.dump(editorConfig(options), { lineWidth: -1, noRefs: true, quotingType: '"', skipInvalid: true });
  return `# Made by the build from the collection declarations and their schemas (src/admin/cms-config.ts): do not edit.\n${config}`;
}
