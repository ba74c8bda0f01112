// The host's form handling, as a preview can imitate it (Netlify Forms,
// https://docs.netlify.com/forms/setup/): at deploy time the host finds every
// form marked data-netlify="true" in the built HTML and remembers its name
// and fields. A POST is matched to one of them by its form-name field;
// submissions with the honeypot filled in are dropped without telling the
// sender, and a field the form does not have is refused.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";

export interface BuiltForm {
  name: string;
  /** Where the form posts, which is also the page the host answers with. */
  action: string;
  /** Every field name the form sends, hidden ones included. */
  fields: Set<string>;
  /** The field named by netlify-honeypot, if any. */
  honeypot: string | undefined;
  /** The built page the form was found on, for messages. */
  page: string;
}

export interface FormSubmission {
  form: string;
  receivedAt: string;
  /** Every field as posted, in the order the browser sent them. */
  fields: Record<string, string>;
}

export type SubmissionOutcome =
  | { kind: "accepted"; form: BuiltForm; submission: FormSubmission }
  | { kind: "discarded-as-spam"; form: BuiltForm }
  | { kind: "unknown-form"; message: string }
  | { kind: "unknown-fields"; form: BuiltForm; message: string };

/** The URL path a built HTML file is served at: about/index.html → /about/. */
function urlPathOf(file: string): string {
  const withSlashes = `/${file.split(path.sep).join("/")}`;
  return withSlashes.endsWith("/index.html") ? withSlashes.slice(0, -"index.html".length) : withSlashes;
}

/** Every host-handled form in the built folder, by name. Read afresh each time so a rebuild is seen at once. */
export async function findBuiltForms(root: string): Promise<Map<string, BuiltForm>> {
  const files = await fg("**/*.html", { cwd: root, onlyFiles: true });
  const forms = new Map<string, BuiltForm>();
  for (const file of files.sort()) {
    const html = await readFile(path.join(root, file), "utf8");
    // Most pages have no form; skip parsing them.
    if (!html.includes("<form")) continue;
    const { document } = parseHTML(html);
    for (const element of document.querySelectorAll("form[data-netlify='true'], form[netlify]")) {
      const name = element.getAttribute("name");
      if (!name) continue;
      const fields = new Set<string>();
      for (const field of element.querySelectorAll("input[name], select[name], textarea[name], button[name]")) {
        fields.add(field.getAttribute("name")!);
      }
      const earlier = forms.get(name);
      if (earlier) {
        // The same form on two pages: the host keeps one form with every field it has seen.
        fields.forEach((field) => earlier.fields.add(field));
        continue;
      }
      forms.set(name, {
        name,
        action: element.getAttribute("action") || urlPathOf(file),
        fields,
        honeypot: element.getAttribute("netlify-honeypot") ?? undefined,
        page: urlPathOf(file),
      });
    }
  }
  return forms;
}

/** Decides what the host would do with one posted body. */
export function judgeSubmission(forms: Map<string, BuiltForm>, body: URLSearchParams, receivedAt = new Date()): SubmissionOutcome {
  const formName = body.get("form-name");
  const form = formName === null ? undefined : forms.get(formName);
  if (!form) {
    const known = [...forms.keys()].map((name) => `"${name}"`).join(", ") || "none";
    return {
      kind: "unknown-form",
      message:
        formName === null
          ? `The submission has no form-name field, so it matches no form. Forms in this build: ${known}.`
          : `No form named "${formName}" was found in the built HTML. Forms in this build: ${known}.`,
    };
  }
  const unknown = [...new Set(body.keys())].filter((field) => !form.fields.has(field));
  if (unknown.length > 0) {
    return {
      kind: "unknown-fields",
      form,
      message: `The ${form.name} form on ${form.page} has no field named ${unknown.map((field) => `"${field}"`).join(", ")}. Its fields are ${[...form.fields].join(", ")}.`,
    };
  }
  if (form.honeypot && (body.get(form.honeypot) ?? "") !== "") return { kind: "discarded-as-spam", form };
  return {
    kind: "accepted",
    form,
    submission: { form: form.name, receivedAt: receivedAt.toISOString(), fields: Object.fromEntries(body) },
  };
}
