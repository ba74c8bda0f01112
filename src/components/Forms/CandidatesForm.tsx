// The candidates form of the specification's section 3: only name, email and message (D5: form-name "candidates").
import type { CandidatesPageContent } from "../../content/schemas";
import { messageRows } from "./ContactForm";
import { HostForm, TextAreaField, TextField } from "./HostForm";

export function CandidatesForm({
  form,
  action,
  headingId,
}: {
  form: CandidatesPageContent["form"];
  action: string;
  headingId: string;
}) {
  const formName = "candidates";
  return (
    <HostForm name={formName} action={action} headingId={headingId} labels={form}>
      <TextField formName={formName} name="name" label={form.name} type="text" autoComplete="name" required />
      <TextField formName={formName} name="email" label={form.email} type="email" autoComplete="email" required />
      <TextAreaField formName={formName} name="message" label={form.message} rows={messageRows} required />
    </HostForm>
  );
}
