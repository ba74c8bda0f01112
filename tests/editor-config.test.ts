// The editor's configuration is made from the schemas (D32): every field of
// every schema has an editor field and no editor field lacks one, each with
// the widget its type calls for and required exactly as the schema says.
import { createRequire } from "node:module";
import * as z from "zod";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import {
  editorConfig,
  editorConfigYaml,
  fieldLabels,
  frontMatterFields,
  labelOf,
  labelsOfPath,
  type EditorField,
} from "../src/admin/cms-config";
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
    // The one text the schemas allow empty, an image's alt (a decorative picture), is not "required" to Decap,
    // which counts empty text as missing (the image test below holds src required beside it).
    const emptyAllowed = name === "alt";
    paths.set(at, required.has(name) && property.default === undefined && !emptyAllowed);
    if (property.type === "object")
      for (const [inner, isRequired] of schemaPaths(property, `${at}.`)) paths.set(inner, isRequired);
    if (property.type === "array" && property.items?.type === "object")
      for (const [inner, isRequired] of schemaPaths(property.items, `${at}[].`)) paths.set(inner, isRequired);
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

/** Every editor field of the whole configuration, nested ones and list items included, with where it is. */
function everyEditorField(): { at: string; field: EditorField }[] {
  const config = editorConfig({ siteUrl: "https://www.ousevalley.example" });
  const found: { at: string; field: EditorField }[] = [];
  const visit = (fields: readonly EditorField[], prefix: string) => {
    for (const field of fields) {
      const at = `${prefix}.${field.name}`;
      found.push({ at, field });
      if (field.fields) visit(field.fields, at);
      if (field.field) visit([field.field], at);
    }
  };
  for (const collection of config.collections) {
    if ("fields" in collection) visit(collection.fields, collection.name);
    if ("files" in collection)
      for (const file of collection.files) visit(file.fields, `${collection.name}/${file.name}`);
  }
  return found;
}

/** Words of the code, not of the agency: none may reach an office manager's screen. */
const developerWords = /\b(slug|href|kicker|boolean|enum|json|yaml)\b|\.md\b|content\//i;

/** The labels and hints of a configuration where one field's label and hint are taken away. */
function withoutWords(fields: EditorField[], name: string): EditorField[] {
  return fields.map((field) =>
    field.name === name
      ? { ...field, label: labelOf(field.name), hint: undefined }
      : { ...field, ...(field.fields ? { fields: withoutWords(field.fields, name) } : {}) },
  ) as EditorField[];
}

/** What is wrong with the words of one field, or nothing. */
function wordingProblems(field: EditorField): string[] {
  const problems: string[] = [];
  if (!field.label?.trim()) problems.push("no label");
  else if (field.label.trim().toLowerCase() === labelOf(field.name).toLowerCase())
    problems.push(`label "${field.label}" is only the name "${field.name}" re-cased`);
  if (!field.hint?.trim()) problems.push("no hint");
  for (const words of [field.label, field.hint, field.label_singular]) {
    const developer = words?.match(developerWords);
    if (developer) problems.push(`"${developer[0]}" in "${words}"`);
  }
  return problems;
}

describe("the editor's words (D40): every field in the agency's words, beside its schema field", () => {
  const fields = everyEditorField();

  it("reaches every collection and file, nested fields and list items included", () => {
    const places = fields.map(({ at }) => at);
    expect(places).toContain("vacancies.pay.to");
    expect(places).toContain("vacancies.requirements.item");
    expect(places).toContain("site/home.hero.findStaff.label");
    expect(places).toContain("site/about.values.items.icon");
    expect(places).toContain("site/site.hours.opens");
    expect(places).toContain("testimonials.image.alt");
    expect(fields.length).toBeGreaterThan(400);
  });

  it("gives every field a label that is more than its name re-cased, and a hint, with no developer words", () => {
    const problems = fields.flatMap(({ at, field }) => wordingProblems(field).map((problem) => `${at}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("names each list's item, for its Add button", () => {
    const lists = fields.filter(({ field }) => field.widget === "list");
    expect(lists.filter(({ field }) => !field.label_singular).map(({ at }) => at)).toEqual([]);
    const requirements = fields.find(({ at }) => at === "vacancies.requirements")!.field;
    expect(requirements).toMatchObject({
      label: "What the job needs",
      label_singular: "Requirement",
      summary: "{{fields.item}}",
      field: { label: "Requirement" },
    });
    const figures = fields.find(({ at }) => at === "site/home.impact.figures")!.field;
    expect(figures).toMatchObject({ label_singular: "Figure", summary: "{{fields.value}} · {{fields.label}}" });
  });

  it("the check fails when a field loses its label or hint", () => {
    const home = frontMatterFields(routePageSchemas.home);
    const stripped = withoutWords(home, "kicker");
    const kicker = stripped.find((field) => field.name === "hero")!.fields!.find((field) => field.name === "kicker")!;
    expect(wordingProblems(kicker)).toEqual([
      'label "Kicker" is only the name "kicker" re-cased',
      "no hint",
      '"Kicker" in "Kicker"',
    ]);
    expect(wordingProblems({ name: "pay", label: "Pay", widget: "object", hint: "Shown with the href." })).toEqual([
      'label "Pay" is only the name "pay" re-cased',
      '"href" in "Shown with the href."',
    ]);
    // A schema field declared without .meta() falls back to its name, which the check refuses.
    const bare = frontMatterFields(vacancySchema.extend({ benefits: z.string() })).find(
      (field) => field.name === "benefits",
    )!;
    expect(wordingProblems(bare)).toEqual(['label "Benefits" is only the name "benefits" re-cased', "no hint"]);
  });

  it("uses the label and hint declared beside the schema field", () => {
    const vacancy = new Map(frontMatterFields(vacancySchema).map((field) => [field.name, field]));
    const pay = new Map(vacancy.get("pay")!.fields!.map((field) => [field.name, field]));
    expect(pay.get("from")).toMatchObject({ label: "Pay from" });
    expect(pay.get("to")).toMatchObject({
      label: "Pay up to",
      hint: expect.stringMatching(/at least the amount in Pay from/),
    });
    expect(vacancy.get("closes")).toMatchObject({ label: "Closing date" });
    const hero = frontMatterFields(routePageSchemas.home).find((field) => field.name === "hero")!;
    const findStaff = hero.fields!.find((field) => field.name === "findStaff")!;
    expect(findStaff).toMatchObject({ label: "Find Staff button", hint: expect.stringMatching(/\/employers\//) });
    expect(findStaff.fields!.map((field) => field.label)).toEqual(["Link text", "Goes to"]);
  });

  it("asks for the job title alone: its example carries no shift, place or type of work, which have fields of their own and which Indeed's title rules refuse", () => {
    const title = frontMatterFields(vacancySchema).find((field) => field.name === "title")!;
    const example = /such as ([^:.]+)/.exec(title.hint ?? "")?.[1];
    expect(example).toBe("Registered Nurse (RGN)");
    expect(title.hint).toMatch(/shifts.*(Shift pattern|own fields)/);
  });

  it("lists a route page's fields in the order the page shows them", () => {
    const names = (schema: z.ZodType, group?: string) => {
      const fields = frontMatterFields(schema);
      return (group ? fields.find((field) => field.name === group)!.fields! : fields).map((field) => field.name);
    };
    expect(names(routePageSchemas.home, "hero")).toEqual([
      "kicker",
      "heading",
      "jobSearch",
      "lead",
      "staffPath",
      "findStaff",
      "workPath",
      "findWork",
      "emergencyLine",
      "image",
    ]);
    expect(names(routePageSchemas.employers)).toEqual([
      "title",
      "description",
      "navLabel",
      "heading",
      "intro",
      "registerVacancy",
      "emergencyLine",
      "speed",
      "services",
      "sectors",
      "howItWorks",
      "afterCall",
      "testimonials",
      "cta",
    ]);
    expect(names(routePageSchemas.contact, "form")).toEqual([
      "heading",
      "name",
      "email",
      "phone",
      "subject",
      "subjectPlaceholder",
      "subjects",
      "message",
      "privacy",
      "submit",
      "submitting",
      "honeypot",
    ]);
    expect(names(routePageSchemas.jobs)).toEqual([
      "title",
      "description",
      "navLabel",
      "intro",
      "search",
      "filters",
      "results",
      "empty",
      "pagination",
      "feed",
      "alerts",
      "vacancy",
      "apply",
      "distance",
      "synonyms",
      "applied",
    ]);
  });
});

describe("fieldLabels: a field's dotted path, as the build's messages give it, to the labels on screen", () => {
  const vacancy = fieldLabels(vacancySchema);

  it("joins the labels of the groups on the way with ›, always the whole way down", () => {
    expect(vacancy.get("pay")).toBe("Pay offered");
    expect(vacancy.get("pay.to")).toBe("Pay offered › Pay up to");
    expect(vacancy.get("location.town")).toBe("Where the work is › Town or city");
    expect(vacancy.get("closes")).toBe("Closing date");
    expect(vacancy.get("requirements")).toBe("What the job needs");
    expect(fieldLabels(routePageSchemas.home).get("hero.findStaff.label")).toBe(
      "Big banner at the top › Find Staff button › Link text",
    );
  });

  it("has a list's items under *, and every field of the schema", () => {
    expect(vacancy.get("requirements.*")).toBe("What the job needs › Requirement");
    const site = fieldLabels(siteSchema);
    expect(site.get("hours.*.opens")).toBe("Office hours › Opening period › Opens at");
    const json = z.toJSONSchema(siteSchema, { io: "input", unrepresentable: "any" }) as JsonNode;
    const everyPath = [...schemaPaths(json).keys()].map((path) => path.replaceAll("[]", ".*"));
    for (const path of everyPath) expect(site.has(path), path).toBe(true);
  });

  it("reads a path with list positions, counting from 1, and knows no misspelt field", () => {
    const site = fieldLabels(siteSchema);
    expect(labelsOfPath(site, "hours.1.opens")).toBe("Office hours › Opening period 2 › Opens at");
    expect(labelsOfPath(vacancy, "requirements.0")).toBe("What the job needs › Requirement 1");
    expect(labelsOfPath(vacancy, "pay.to")).toBe("Pay offered › Pay up to");
    expect(labelsOfPath(vacancy, "pay.too")).toBeUndefined();
  });
});

describe("the editor's configuration", () => {
  it.each(everySchema)(
    "%s: every schema field has an editor field, and every editor field a schema field, required as the schema says",
    (_name, schema) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonNode;
      expect(editorPaths(frontMatterFields(schema))).toEqual(schemaPaths(json));
    },
  );

  it("declares every collection as a folder collection with its body, and site.md and every route page as files", () => {
    const config = editorConfig({ siteUrl: "https://www.ousevalley.example" });
    const folders = config.collections.filter((collection) => "folder" in collection) as {
      name: string;
      folder: string;
      fields: EditorField[];
    }[];
    expect(folders.map((collection) => [collection.name, collection.folder])).toEqual(
      Object.entries(collections).map(([name, collection]) => [name, `content/${collection.folder}`]),
    );
    for (const collection of folders)
      expect(collection.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", required: false });
    const files = (
      config.collections.find((collection) => "files" in collection) as { files: { file: string }[] }
    ).files.map((entry) => entry.file);
    expect(files).toEqual([
      "content/site.md",
      ...Object.keys(routePageSchemas).map((name) => `content/routes/${name}.md`),
    ]);
  });

  it("gives each vacancy field the widget its type calls for, with the schema's own rules and hints", () => {
    const fields = new Map(frontMatterFields(vacancySchema).map((field) => [field.name, field]));
    expect(fields.get("reference")).toMatchObject({
      widget: "string",
      required: true,
      pattern: ["^[A-Z0-9-]{3,20}$", "expected 3 to 20 capital letters, digits or hyphens, such as OVS-1042"],
    });
    expect(fields.get("sector")).toMatchObject({ widget: "relation", collection: "sectors", value_field: "{{slug}}" });
    expect(fields.get("engagement")).toMatchObject({ widget: "select", options: ["temporary", "permanent"] });
    expect(fields.get("engagement")?.hint).toMatch(/regulation 27/);
    expect(fields.get("posted")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
      required: true,
    });
    expect(fields.get("closes")).toMatchObject({ widget: "datetime", required: false });
    expect(fields.get("filled")).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(fields.get("clientAuthorised")).toMatchObject({ widget: "boolean", required: true });
    expect(fields.get("clientAuthorised")?.hint).toMatch(/regulation 27\(2\)/);
    expect(fields.get("summary")).toMatchObject({
      widget: "text",
      pattern: ["^[\\s\\S]{50,160}$", "expected 50 to 160 characters"],
    });
    expect(fields.get("requirements")).toMatchObject({ widget: "list", min: 1, field: { widget: "string" } });
    const pay = new Map(fields.get("pay")!.fields!.map((field) => [field.name, field]));
    expect(pay.get("from")).toMatchObject({ widget: "number", value_type: "float", min: 0.01, required: true });
    expect(pay.get("to")).toMatchObject({ widget: "number", required: false });
  });

  it("asks for a photograph to upload or a stock address, its alt text or that it is decoration only, and a stock photograph's width and height", () => {
    const image = frontMatterFields(collections.sectors.schema).find((field) => field.name === "image")!;
    expect(image.fields!.map((field) => [field.name, field.widget, field.required])).toEqual([
      ["src", "image", true],
      // Empty for a decorative picture (D14, D42): the key is still written, as "".
      ["alt", "string", false],
      ["decorative", "boolean", false],
      // Read from the file for an upload; the schema asks for them for a stock address.
      ["width", "number", false],
      ["height", "number", false],
    ]);
    expect(image.fields![0]).toMatchObject({ choose_url: true, label: "Photograph" });
  });

  it("a field added to a schema appears in the editor with no other edit", () => {
    const extended = vacancySchema.extend({ benefits: z.array(z.string().min(1)).optional() });
    expect(frontMatterFields(extended).find((field) => field.name === "benefits")).toMatchObject({
      widget: "list",
      required: false,
    });
  });

  it("uses GitHub through the host's OAuth provider unless told otherwise (editor-login.test.ts), with the editorial workflow live, and the local backend only on this computer, at 127.0.0.1", () => {
    const config = parse(editorConfigYaml({ siteUrl: "https://www.ousevalley.example" }));
    expect(config.backend).toMatchObject({ name: "github", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" });
  });

  it("reads and writes every file in the site's own format, keeps uploads in content/media/ named media/…, lets only vacancies be deleted, and opens each entry's own page on View Live", () => {
    const config = editorConfig({ siteUrl: "https://www.ousevalley.example" });
    for (const collection of config.collections) expect(collection.format, collection.name).toBe("content-file");
    // Decap's own media library, into the content folder: never static/, whose files are published as they are (D42).
    expect(config).toMatchObject({ media_folder: "content/media", public_folder: "media" });
    expect(config).not.toHaveProperty("media_library");
    expect(Object.fromEntries(config.collections.map((collection) => [collection.name, collection.delete]))).toEqual({
      sectors: false,
      testimonials: false,
      vacancies: true,
      markdownPages: false,
      site: false,
    });
    const previewPaths = Object.fromEntries(
      config.collections
        .filter((collection) => "preview_path" in collection)
        .map((collection) => [collection.name, (collection as { preview_path: string }).preview_path]),
    );
    expect(previewPaths).toEqual({
      sectors: "sectors/#{{slug}}",
      testimonials: "#stories",
      vacancies: "jobs/{{slug}}/",
      markdownPages: "{{slug}}/",
    });
  });

  it("config.yml reads back, as Decap's own YAML parser reads it, as exactly the configuration the build made: every pattern, placeholder and hint intact, no anchors", () => {
    // The writer (js-yaml) is not the reader: a string it leaves unquoted that the reader takes for a number
    // ("+.5") would change a setting. Every string the schemas give is held to this round trip.
    const decapYaml = createRequire(createRequire(import.meta.url).resolve("decap-cms-core/package.json"))("yaml") as {
      parse: (text: string, options: object) => unknown;
    };
    const made = JSON.parse(JSON.stringify(editorConfig({ siteUrl: "https://www.ousevalley.example" })));
    const written = editorConfigYaml({ siteUrl: "https://www.ousevalley.example" });
    // As decap-cms-core's parseConfig reads config.yml (src/actions/config.ts).
    expect(decapYaml.parse(written, { maxAliasCount: -1, prettyErrors: true, merge: true })).toEqual(made);
    expect(parse(written)).toEqual(made);
    expect(written).not.toMatch(/[&*]ref_\d|[&*]a\d/);
  });
});
