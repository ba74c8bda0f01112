// The host's form handling, as a preview can imitate it (Netlify Forms,
// https://docs.netlify.com/forms/setup/): at deploy time the host finds every
// form marked data-netlify="true" in the built HTML and remembers its name
// and fields. A POST is matched to one of them by its form-name field;
// submissions with the honeypot filled in are dropped without telling the
// sender, and a field the form does not have is refused. A field sent more
// than once (ticked checkboxes) keeps every value; uploaded files are
// recorded beside the fields (see ./form-post.ts for how they are read).
import { readFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { urlPathOf } from "../site-paths";

export interface BuiltForm {
  name: string;
  /** Where the form posts, which is also the page the host answers with. */
  action: string;
  /**
   * Every action the form has on the pages it is on: one form on many pages
   * may post to a page of each its own (an application lands on its
   * vacancy's page, issue 38), and the host answers with the page posted to.
   */
  actions: Set<string>;
  /** Every field name the form sends, hidden ones included. */
  fields: Set<string>;
  /** The field named by netlify-honeypot, if any. */
  honeypot: string | undefined;
  /** The built page the form was found on, for messages. */
  page: string;
}

/** One uploaded file, as the submission records it. */
export interface UploadedFile {
  /** The form field it was sent in, such as "cv". */
  field: string;
  /** The name the sender's computer gave it; never used to choose where it is stored. */
  fileName: string;
  size: number;
  /** The media type the browser sent, such as application/pdf. */
  type: string;
  /** Where the preview stored it; absent when the server records nothing (the dev server). */
  storedPath?: string;
}

/** A posted body as read off the wire: text fields in order, and files. */
export interface PostedForm {
  fields: [name: string, value: string][];
  files: UploadedFile[];
}

export interface FormSubmission {
  form: string;
  receivedAt: string;
  /**
   * Every text field as posted, in the order the browser sent them. A field
   * sent once is a string; one sent more than once (ticked checkboxes) is
   * the array of its values.
   */
  fields: Record<string, string | string[]>;
  /** Present only when the post carried at least one file. */
  files?: UploadedFile[];
}

export type SubmissionOutcome =
  | { kind: "accepted"; form: BuiltForm; submission: FormSubmission }
  | { kind: "discarded-as-spam"; form: BuiltForm }
  | { kind: "unknown-form"; message: string }
  | { kind: "unknown-fields"; form: BuiltForm; message: string };


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

/** Fields as the record keeps them: one value a string, several an array. */
function recordFields(posted: PostedForm["fields"]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of posted) {
    const earlier = Object.hasOwn(fields, name) ? fields[name] : undefined;
    // Appended in place: copying the list for each value made a post of thousands of repeats take minutes.
    if (earlier === undefined) fields[name] = value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else fields[name] = [earlier, value];
  }
  return fields;
}

/** Decides what the host would do with one posted body. */
export function judgeSubmission(forms: Map<string, BuiltForm>, posted: PostedForm, receivedAt = new Date()): SubmissionOutcome {
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
  const submission: FormSubmission = { form: form.name, receivedAt: receivedAt.toISOString(), fields: recordFields(posted.fields) };
  if (posted.files.length > 0) submission.files = posted.files;
  return { kind: "accepted", form, submission };
}
