// The editor's configuration is made from the schemas (D32): every field of
// every schema has an editor field and no editor field lacks one, each with
// the widget its type calls for and required exactly as the schema says.
import { createRequire } from "node:module";
import * as z from "zod";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editorConfig, editorConfigYaml, frontMatterFields, type EditorField } from "../src/admin/cms-config";
import { collections } from "../src/content/collections";
import { routePageSchemas } from "../src/content/validate";
import { siteSchema } from "../src/content/schemas";
import { vacancySchema } from "../src/jobs/vacancy-schema";

interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  default?: unknown;
}

/** Every property path of a schema, "pay.from", "requirements[]", with whether it is required. */
function schemaPaths(node: JsonNode, prefix = ""): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  const required = new Set(node.required ?? []);
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const at = `${prefix}${name}`;
    paths.set(at, required.has(name) && property.default === undefined);
    if (property.type === "object") for (const [inner, isRequired] of schemaPaths(property, `${at}.`)) paths.set(inner, isRequired);
    if (property.type === "array" && property.items?.type === "object") for (const [inner, isRequired] of schemaPaths(property.items, `${at}[].`)) paths.set(inner, isRequired);
  }
  return paths;
}

function editorPaths(fields: readonly EditorField[], prefix = ""): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  for (const field of fields) {
    const at = `${prefix}${field.name}`;
    paths.set(at, field.required !== false);
    const inner = field.fields ? editorPaths(field.fields, field.widget === "list" ? `${at}[].` : `${at}.`) : new Map();
    for (const [name, isRequired] of inner) paths.set(name, isRequired);
  }
  return paths;
}

const everySchema: [string, z.ZodType][] = [
  ["site.md", siteSchema],
  ...Object.entries(routePageSchemas).map(([name, schema]): [string, z.ZodType] => [`routes/${name}.md`, schema]),
  ...Object.entries(collections).map(([name, collection]): [string, z.ZodType] => [name, collection.schema]),
];

describe("the editor's configuration", () => {
  it.each(everySchema)("%s: every schema field has an editor field, and every editor field a schema field, required as the schema says", (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonNode;
    expect(editorPaths(frontMatterFields(schema))).toEqual(schemaPaths(json));
  });

  it("declares every collection as a folder collection with its body, and site.md and every route page as files", () => {
    const config = editorConfig({ siteUrl: "https://www.ousevalley.example" });
    const folders = config.collections.filter((collection) => "folder" in collection) as { name: string; folder: string; fields: EditorField[] }[];
    expect(folders.map((collection) => [collection.name, collection.folder])).toEqual(Object.entries(collections).map(([name, collection]) => [name, `content/${collection.folder}`]));
    for (const collection of folders) expect(collection.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", required: false });
    const files = (config.collections.find((collection) => "files" in collection) as { files: { file: string }[] }).files.map((entry) => entry.file);
    expect(files).toEqual(["content/site.md", ...Object.keys(routePageSchemas).map((name) => `content/routes/${name}.md`)]);
  });

  it("gives each vacancy field the widget its type calls for, with the schema's own rules and hints", () => {
    const fields = new Map(frontMatterFields(vacancySchema).map((field) => [field.name, field]));
    expect(fields.get("reference")).toMatchObject({ widget: "string", required: true, pattern: ["^[A-Z0-9-]{3,20}$", "expected 3 to 20 capital letters, digits or hyphens, such as OVS-1042"] });
    expect(fields.get("sector")).toMatchObject({ widget: "relation", collection: "sectors", value_field: "{{slug}}" });
    expect(fields.get("engagement")).toMatchObject({ widget: "select", options: ["temporary", "permanent"] });
    expect(fields.get("engagement")?.hint).toMatch(/regulation 27/);
    expect(fields.get("posted")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false, required: true });
    expect(fields.get("closes")).toMatchObject({ widget: "datetime", required: false });
    expect(fields.get("filled")).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(fields.get("clientAuthorised")).toMatchObject({ widget: "boolean", required: true });
    expect(fields.get("clientAuthorised")?.hint).toMatch(/regulation 27\(2\)/);
    expect(fields.get("summary")).toMatchObject({ widget: "text", pattern: ["^[\\s\\S]{50,160}$", "expected 50 to 160 characters"] });
    expect(fields.get("requirements")).toMatchObject({ widget: "list", min: 1, field: { widget: "string" } });
    const pay = new Map(fields.get("pay")!.fields!.map((field) => [field.name, field]));
    expect(pay.get("from")).toMatchObject({ widget: "number", value_type: "float", min: 0.01, required: true });
    expect(pay.get("to")).toMatchObject({ widget: "number", required: false });
  });

  it("asks for an image's URL, alt text, width and height", () => {
    const image = frontMatterFields(collections.sectors.schema).find((field) => field.name === "image")!;
    expect(image.fields!.map((field) => [field.name, field.widget, field.required])).toEqual([
      ["src", "string", true],
      ["alt", "string", true],
      ["width", "number", true],
      ["height", "number", true],
    ]);
  });

  it("a field added to a schema appears in the editor with no other edit", () => {
    const extended = vacancySchema.extend({ benefits: z.array(z.string().min(1)).optional() });
    expect(frontMatterFields(extended).find((field) => field.name === "benefits")).toMatchObject({ widget: "list", required: false });
  });

  it("uses Git Gateway with the editorial workflow live, and the local backend only on localhost", () => {
    const config = parse(editorConfigYaml({ siteUrl: "https://www.ousevalley.example" }));
    expect(config.backend).toMatchObject({ name: "git-gateway", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
  });

  it("config.yml reads back, as Decap's own YAML parser reads it, as exactly the configuration the build made: every pattern, placeholder and hint intact, no anchors", () => {
    // The writer (js-yaml) is not the reader: a string it leaves unquoted that the reader takes for a number
    // ("+.5") would change a setting. Every string the schemas give is held to this round trip.
    const decapYaml = createRequire(createRequire(import.meta.url).resolve("decap-cms-core/package.json"))("yaml") as { parse: (text: string, options: object) => unknown };
    const made = JSON.parse(JSON.stringify(editorConfig({ siteUrl: "https://www.ousevalley.example" })));
    const written = editorConfigYaml({ siteUrl: "https://www.ousevalley.example" });
    // As decap-cms-core's parseConfig reads config.yml (src/actions/config.ts).
    expect(decapYaml.parse(written, { maxAliasCount: -1, prettyErrors: true, merge: true })).toEqual(made);
    expect(parse(written)).toEqual(made);
    expect(written).not.toMatch(/[&*]ref_\d|[&*]a\d/);
  });
});
