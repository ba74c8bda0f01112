// The editor's configuration (D32), made from the zod schemas through zod's JSON Schema and never written by hand, so
// the editor cannot drift from the build. Rules Decap cannot express run before a save (check-entry.ts).
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

/** A save rewrites only the edited fields, where Decap's "frontmatter" rewrites the whole file. */
export const contentFileFormat = "content-file";

/** Decap puts these after the site's URL. */
const previewPaths: Record<keyof typeof collections, string> = {
  sectors: `${paths.sectors.slice(1)}#{{slug}}`,
  testimonials: "#stories",
  vacancies: vacancyPath("{{slug}}").slice(1),
  markdownPages: markdownPagePath("{{slug}}").slice(1),
};

/** The site needs its sectors, testimonials and linked pages, and Decap runs no check before a delete. */
const deletable = new Set<keyof typeof collections>(["vacancies"]);

export interface JsonSchema {
  type?: string;
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
  "x-collection"?: string;
  "x-widget"?: "image";
}

export interface EditorField {
  name: string;
  label: string;
  label_singular?: string;
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

const longTextNames = new Set(["summary", "intro", "lead", "text", "about", "description", "details", "emergency"]);

export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** zod writes the largest safe integer for every z.int(): no real limit. */
const unbounded = (value: number | undefined) => value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER;

/** Decap shows the build's words (D3), found by giving the schema a value no pattern of the site accepts. */
function patternMessage(schema: z.ZodType | undefined): string {
  const issue = schema
    ?.safeParse("\u0001 not this \u0001")
    .error?.issues.find((found) => found.code === "invalid_format");
  const said = issue && describeIssue(issue);
  return said && "expected" in said
    ? saidText(expected(said.expected))
    : "expected text in the form the hint describes";
}

function propertyOf(schema: z.ZodType | undefined, name: string): z.ZodType | undefined {
  let inner = schema as z.ZodType | undefined;
  for (let depth = 0; inner && depth < 8; depth++) {
    const def = inner._zod.def as {
      type: string;
      shape?: Record<string, z.ZodType>;
      innerType?: z.ZodType;
      in?: z.ZodType;
      element?: z.ZodType;
    };
    if (def.type === "object") return def.shape?.[name];
    inner = def.innerType ?? def.in ?? def.element;
  }
  return undefined;
}

function textPattern(json: JsonSchema, schema: z.ZodType | undefined): [string, string] | undefined {
  if (json.pattern) return [json.pattern, patternMessage(schema)];
  const min = json.minLength !== undefined && json.minLength > 1 ? json.minLength : undefined;
  if (min === undefined && json.maxLength === undefined) return undefined;
  const range =
    min !== undefined && json.maxLength !== undefined
      ? `${min} to ${json.maxLength}`
      : min !== undefined
        ? `at least ${min}`
        : `at most ${json.maxLength}`;
  return [`^[\\s\\S]{${min ?? 0},${json.maxLength ?? ""}}$`, `expected ${range} characters`];
}

function editorField(name: string, json: JsonSchema, required: boolean, schema: z.ZodType | undefined): EditorField {
  const field: EditorField = { name, label: json.title ?? labelOf(name), widget: "string" };
  if (json.description) field.hint = json.description;
  // Decap counts empty text as missing, so text the schema allows empty (a decorative image's alt) is not "required".
  const emptyAllowed = json.type === "string" && schema?.safeParse("").success === true;
  field.required = required && json.default === undefined && !emptyAllowed;
  if (json.default !== undefined) field.default = json.default;

  if (json.format === "date") {
    return {
      ...field,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "D MMMM YYYY",
      time_format: false,
      picker_utc: true,
    };
  }
  if (json.enum) return { ...field, widget: "select", options: json.enum };
  if (json["x-collection"]) {
    const collection = json["x-collection"];
    return {
      ...field,
      widget: "relation",
      collection,
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
    };
  }
  // D42: upload, pick an upload, or give a stock photograph's address.
  if (json["x-widget"] === "image") return { ...field, widget: "image", choose_url: true };
  if (json.type === "boolean")
    return { ...field, widget: "boolean", ...(json.const === true ? { default: false } : {}) };
  if ((json.type === "number" || json.type === "integer") && json.const !== undefined) {
    // Only one value (a testimonial's five stars): nothing to choose, so not shown.
    const value = json.const as number;
    return { ...field, widget: "hidden", default: value };
  }
  if (json.type === "number" || json.type === "integer") {
    const whole = json.type === "integer";
    const min =
      json.minimum ?? (json.exclusiveMinimum === undefined ? undefined : json.exclusiveMinimum + (whole ? 1 : 0.01));
    return {
      ...field,
      widget: "number",
      value_type: whole ? "int" : "float",
      step: whole ? 1 : 0.01,
      ...(unbounded(min) ? {} : { min }),
      ...(unbounded(json.maximum) ? {} : { max: json.maximum }),
    };
  }
  if (json.type === "object")
    return { ...field, widget: "object", collapsed: false, fields: editorFields(json, schema) };
  if (json.type === "array" && json.items) {
    const bounds = {
      ...(json.minItems === undefined ? {} : { min: json.minItems }),
      ...(json.maxItems === undefined ? {} : { max: json.maxItems }),
    };
    if (json.items.enum) return { ...field, widget: "select", multiple: true, options: json.items.enum, ...bounds };
    const element = (schema?._zod.def as { element?: z.ZodType } | undefined)?.element ?? propertyOf(schema, name);
    const item = json.items.title ? { label_singular: json.items.title } : {};
    if (json.items.type === "object") {
      const summary = itemSummary(json.items);
      return {
        ...field,
        widget: "list",
        ...item,
        collapsed: false,
        ...(summary ? { summary } : {}),
        fields: editorFields(json.items, element),
        ...bounds,
      };
    }
    return {
      ...field,
      widget: "list",
      ...item,
      summary: "{{fields.item}}",
      field: editorField("item", json.items, true, element),
      ...bounds,
    };
  }
  if (json.type === "string") {
    const pattern = textPattern(json, schema);
    return { ...field, widget: longTextNames.has(name) ? "text" : "string", ...(pattern ? { pattern } : {}) };
  }
  throw new Error(
    `The editor has no widget for the field "${name}": its schema says ${JSON.stringify(json)}; give it a type with .meta()`,
  );
}

/** A sentence would not fit the bar, and a choice from a list is a code word, so only the first two short texts. */
function itemSummary(json: JsonSchema): string | undefined {
  const shown = Object.entries(json.properties ?? {})
    .filter(([name, property]) => property.type === "string" && property.enum === undefined && !longTextNames.has(name))
    .slice(0, 2)
    .map(([name]) => `{{fields.${name}}}`);
  return shown.length > 0 ? shown.join(" · ") : undefined;
}

function editorFields(json: JsonSchema, schema: z.ZodType | undefined): EditorField[] {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    editorField(name, property, required.has(name), propertyOf(schema, name)),
  );
}

export function frontMatterFields(schema: z.ZodType): EditorField[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return editorFields(json, schema);
}

export const labelSeparator = " › ";

/** Always the whole way down, so a generic label ("Link text") is never left without the one that says which. */
export function fieldLabels(schema: z.ZodType): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (json: JsonSchema, path: string, trail: string) => {
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const at = path ? `${path}.${name}` : name;
      const label = trail
        ? `${trail}${labelSeparator}${property.title ?? labelOf(name)}`
        : (property.title ?? labelOf(name));
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

/** Positions counted from 1, as people count; undefined for a path the schema lacks, such as a misspelt field. */
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

/** Images in a body must be https:// URLs (D21), so the editor offers no upload. */
function bodyField({ label, hint }: { label: string; hint: string }): EditorField {
  return {
    name: "body",
    label,
    hint,
    widget: "markdown",
    required: false,
    editor_components: [],
    modes: ["rich_text", "raw"],
  };
}

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

const routePageLabel = (name: string) => `${labelOf(name)} page`;

function siteFilesCollection() {
  return {
    name: "site",
    label: "Agency facts and page wording",
    delete: false,
    extension: "md",
    format: contentFileFormat,
    files: [
      {
        name: "site",
        label: "Agency facts (name, phone, address, hours)",
        file: "content/site.md",
        preview_path: "",
        fields: frontMatterFields(siteSchema),
      },
      ...Object.entries(routePageSchemas).map(([name, schema]) => {
        const body = routePageBodies[name as keyof typeof routePageBodies];
        const preview_path = routePagePaths[name as keyof typeof routePagePaths].slice(1);
        return {
          name,
          label: routePageLabel(name),
          file: `content/routes/${name}.md`,
          preview_path,
          fields: [...frontMatterFields(schema), ...(body ? [bodyField(body)] : [])],
        };
      }),
    ],
  };
}

export interface EditorConfigOptions {
  siteUrl: string;
  login?: EditorLogin;
}

function hostBackend(login: EditorLogin) {
  // https://api.netlify.com/auth, Decap's default base_url, is the OAuth provider the host runs for every site.
  if (login.backend === "github")
    return { name: "github", repo: login.repo, branch: login.branch, squash_merges: true };
  return { name: "git-gateway", branch: login.branch, squash_merges: true };
}

/** The editorial workflow, so a vacancy can be reviewed before it goes live. */
export function editorConfig({
  siteUrl,
  login = { backend: "github", repo: undefined, branch: "main" },
}: EditorConfigOptions) {
  return {
    backend: hostBackend(login),
    // Only on localhost, when `npm run cms` has started decap-server, which answers on 127.0.0.1 alone.
    local_backend: { url: `${localEditorBackend}/api/v1` },
    publish_mode: "editorial_workflow",
    site_url: siteUrl,
    display_url: siteUrl,
    locale: "en",
    // D42: never published as uploaded, as they may carry a phone's GPS position. No leading slash, so Decap shows it
    // from the repository.
    media_folder: `content/${mediaFolder}`,
    public_folder: mediaFolder,
    collections: [
      ...Object.entries(collections).map(([name, collection]) => folderCollection(name, collection)),
      siteFilesCollection(),
    ],
  };
}

/** js-yaml, the generator's YAML library for front matter too. */
export function editorConfigYaml(options: EditorConfigOptions): string {
  const config = yaml.dump(editorConfig(options), { lineWidth: -1, noRefs: true, quotingType: '"', skipInvalid: true });
  return `# Made by the build from the collection declarations and their schemas (src/admin/cms-config.ts): do not edit.\n${config}`;
}
