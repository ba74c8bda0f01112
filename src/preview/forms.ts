// The host's form handling as a preview can imitate it
// (https://docs.netlify.com/forms/setup/): a POST matches a built form by its
// form-name, a filled honeypot is dropped silently, and an unknown field is refused.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { urlPathOf } from "../site-paths";

export interface BuiltForm {
  name: string;
  /** Also the page the host answers with. */
  action: string;
  /** One form may post to a page of its own on each page it is on; the host answers with the page posted to. */
  actions: Set<string>;
  fields: Set<string>;
  honeypot: string | undefined;
  page: string;
}

export interface UploadedFile {
  field: string;
  /** Never used to choose where it is stored. */
  fileName: string;
  size: number;
  type: string;
  /** Absent when the server records nothing (the dev server). */
  storedPath?: string;
}

export interface PostedForm {
  fields: [name: string, value: string][];
  files: UploadedFile[];
}

export interface FormSubmission {
  form: string;
  receivedAt: string;
  /** In the order sent; a field sent more than once (ticked checkboxes) is the array of its values. */
  fields: Record<string, string | string[]>;
  files?: UploadedFile[];
}

export type SubmissionOutcome =
  | { kind: "accepted"; form: BuiltForm; submission: FormSubmission }
  | { kind: "discarded-as-spam"; form: BuiltForm }
  | { kind: "unknown-form"; message: string }
  | { kind: "unknown-fields"; form: BuiltForm; message: string };

/** Read afresh each time so a rebuild is seen at once. */
export async function findBuiltForms(root: string): Promise<Map<string, BuiltForm>> {
  const files = await fg("**/*.html", { cwd: root, onlyFiles: true });
  const forms = new Map<string, BuiltForm>();
  for (const file of files.sort()) {
    const html = await readFile(path.join(root, file), "utf8");
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
        earlier.actions.add(element.getAttribute("action") || urlPathOf(file));
        continue;
      }
      const action = element.getAttribute("action") || urlPathOf(file);
      forms.set(name, {
        name,
        action,
        actions: new Set([action]),
        fields,
        honeypot: element.getAttribute("netlify-honeypot") ?? undefined,
        page: urlPathOf(file),
      });
    }
  }
  return forms;
}

function recordFields(posted: PostedForm["fields"]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of posted) {
    const earlier = Object.hasOwn(fields, name) ? fields[name] : undefined;
    // Appended in place: copying the list per value is quadratic in a post of thousands of repeats.
    if (earlier === undefined) fields[name] = value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else fields[name] = [earlier, value];
  }
  return fields;
}

export function judgeSubmission(
  forms: Map<string, BuiltForm>,
  posted: PostedForm,
  receivedAt = new Date(),
): SubmissionOutcome {
  const formName = posted.fields.find(([name]) => name === "form-name")?.[1] ?? null;
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
  const sent = [...posted.fields.map(([name]) => name), ...posted.files.map((file) => file.field)];
  const unknown = [...new Set(sent)].filter((field) => !form.fields.has(field));
  if (unknown.length > 0) {
    return {
      kind: "unknown-fields",
      form,
      message: `The ${form.name} form on ${form.page} has no field named ${unknown.map((field) => `"${field}"`).join(", ")}. Its fields are ${[...form.fields].join(", ")}.`,
    };
  }
  if (form.honeypot && posted.fields.some(([name, value]) => name === form.honeypot && value !== "")) {
    return { kind: "discarded-as-spam", form };
  }
  const submission: FormSubmission = {
    form: form.name,
    receivedAt: receivedAt.toISOString(),
    fields: recordFields(posted.fields),
  };
  if (posted.files.length > 0) submission.files = posted.files;
  return { kind: "accepted", form, submission };
}
