// D27: the host form "application" on each open vacancy page. It sends a CV,
// so it posts multipart/form-data; the vacancy's reference and title travel
// with every application, so the desk knows which job it is for. Phone is
// required because temp desks work by phone. No health, age or nationality
// questions: the law keeps them out of an application (Equality Act 2010, s.60).
import type { JobsPageContent } from "../../content/schemas";
import { fillTemplate } from "../../content/templates";
import type { Vacancy } from "../../jobs/vacancy-schema";
import { ErrorSummary } from "./ErrorSummary";
import { messageRows } from "./ContactForm";
import { FileField, HostForm, TextAreaField, TextField, fieldId } from "./HostForm";

/** The formats a CV may come in: their extensions and MIME types, so every browser's picker offers them. */
export const cvAccept = [
  ".pdf",
  "application/pdf",
  ".doc",
  "application/msword",
  ".docx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".odt",
  "application/vnd.oasis.opendocument.text",
  ".rtf",
  "application/rtf",
  ".txt",
  "text/plain",
].join(",");

const megabyte = 1024 * 1024;

export function ApplicationForm({
  form,
  vacancy,
  action,
  headingId,
}: {
  form: JobsPageContent["apply"];
  vacancy: Vacancy;
  action: string;
  headingId: string;
}) {
  const formName = "application";
  const cvId = fieldId(formName, "cv");
  const fileTooLarge = fillTemplate(form.fileTooLarge, { size: form.cvMaxMegabytes });
  return (
    <HostForm
      name={formName}
      action={action}
      headingId={headingId}
      labels={form}
      encType="multipart/form-data"
      hiddenFields={{ "job-reference": vacancy.data.reference, "job-title": vacancy.data.title }}
    >
      <ErrorSummary heading={form.errorSummary} errors={[{ fieldId: cvId, message: fileTooLarge }]} />
      <TextField formName={formName} name="name" label={form.name} type="text" autoComplete="name" required />
      <TextField formName={formName} name="email" label={form.email} type="email" autoComplete="email" required />
      <TextField
        formName={formName}
        name="phone"
        label={form.phone}
        hint={form.phoneHint}
        type="tel"
        autoComplete="tel"
        required
      />
      <FileField
        formName={formName}
        name="cv"
        label={form.cv}
        hint={fillTemplate(form.cvHint, { size: form.cvMaxMegabytes })}
        accept={cvAccept}
        sizeLimit={{ bytes: form.cvMaxMegabytes * megabyte, message: fileTooLarge, errorPrefix: form.errorPrefix }}
      />
      <TextAreaField
        formName={formName}
        name="message"
        label={form.message}
        hint={form.messageHint}
        rows={messageRows}
      />
    </HostForm>
  );
}
