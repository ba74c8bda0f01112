// The contact form of the specification's section 3 (docs/specification.md) and D5-D8.
import type { ContactPageContent } from "../../content/schemas";
import { HostForm, SelectField, TextAreaField, TextField } from "./HostForm";

/** The specification, section 9: the message textarea has 6 rows. */
export const messageRows = 6;

export function ContactForm({
  form,
  action,
  headingId,
}: {
  form: ContactPageContent["form"];
  action: string;
  headingId: string;
}) {
  const formName = "contact";
  return (
    <HostForm name={formName} action={action} headingId={headingId} labels={form}>
      <TextField formName={formName} name="name" label={form.name} type="text" autoComplete="name" required />
      <TextField formName={formName} name="email" label={form.email} type="email" autoComplete="email" required />
      <TextField formName={formName} name="phone" label={form.phone} type="tel" autoComplete="tel" />
      <SelectField
        formName={formName}
        name="subject"
        label={form.subject}
        placeholder={form.subjectPlaceholder}
        options={form.subjects}
        required
      />
      <TextAreaField formName={formName} name="message" label={form.message} rows={messageRows} required />
    </HostForm>
  );
}
