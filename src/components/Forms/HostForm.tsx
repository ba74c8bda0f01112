// A form posted natively to the static host's form handling (Netlify Forms,
// D5 and D6). No JavaScript is needed to send it; the submit-state module only
// enhances the button (D13).
import type { ReactNode } from "react";
import { renderInlineMarkdown } from "../../content/markdown";

export interface HostFormProps {
  /** Both the form's `name` and its hidden `form-name`: the host files submissions under it. */
  name: string;
  action: string;
  headingId: string;
  honeypotLabel: string;
  privacy: string;
  submit: string;
  submitting: string;
  children: ReactNode;
}

export function HostForm({ name, action, headingId, honeypotLabel, privacy, submit, submitting, children }: HostFormProps) {
  return (
    <form
      className="host-form"
      name={name}
      method="post"
      action={action}
      aria-labelledby={headingId}
      data-netlify="true"
      netlify-honeypot="bot-field"
      data-module="submit-state"
    >
      <input type="hidden" name="form-name" value={name} />
      <Honeypot formName={name} label={honeypotLabel} />
      {children}
      <p className="host-form__privacy" dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(privacy) }} />
      <SubmitButton label={submit} submittingLabel={submitting} />
    </form>
  );
}

/**
 * A field people never see, that bots fill in; the host discards any
 * submission where it has a value. Password managers fill honeypots too,
 * which silently loses real enquiries, so each is told to leave it alone.
 */
function Honeypot({ formName, label }: { formName: string; label: string }) {
  const id = `${formName}-bot-field`;
  return (
    <div className="host-form__honeypot" hidden>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name="bot-field"
        autoComplete="off"
        tabIndex={-1}
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}

/** The spinner is decorative; the button's own text says "Sending...". */
function SubmitButton({ label, submittingLabel }: { label: string; submittingLabel: string }) {
  return (
    <button className="button button--primary submit-button" type="submit" data-submitting-label={submittingLabel}>
      <span className="submit-button__spinner" aria-hidden="true" />
      <span className="submit-button__label">{label}</span>
    </button>
  );
}

interface FieldProps {
  formName: string;
  name: string;
  label: string;
  required?: boolean;
}

const fieldId = (formName: string, name: string) => `${formName}-${name}`;

export function TextField({
  formName,
  name,
  label,
  required = false,
  type,
  autoComplete,
}: FieldProps & { type: "text" | "email" | "tel"; autoComplete: string }) {
  const id = fieldId(formName, name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        // Browsers underline email addresses as misspellings otherwise.
        spellCheck={type === "email" ? false : undefined}
        required={required}
      />
    </div>
  );
}

export function SelectField({
  formName,
  name,
  label,
  required = false,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: { value: string; label: string }[] }) {
  const id = fieldId(formName, name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {/* The empty first option is selected and invalid, so a subject must be chosen (SPEC.md 5). */}
      <select className="field__input field__select" id={id} name={name} required={required} defaultValue="">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextAreaField({ formName, name, label, required = false, rows }: FieldProps & { rows: number }) {
  const id = fieldId(formName, name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea className="field__input field__textarea" id={id} name={name} rows={rows} required={required} />
    </div>
  );
}
