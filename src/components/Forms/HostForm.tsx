// Posted natively to the host's form handling (D5, D6): no JavaScript is needed to send it (D13).
import type { ReactNode } from "react";
import { htmlAttributes } from "../html-attributes";

export interface HostFormLabels {
  honeypot: string;
  /** HTML: the loader renders its one line of Markdown. */
  privacy: string;
  submit: string;
  submitting: string;
}

export interface HostFormProps {
  /** Both `name` and the hidden `form-name`: the host files submissions under it. */
  name: string;
  action: string;
  headingId: string;
  labels: HostFormLabels;
  encType?: "multipart/form-data";
  hiddenFields?: Record<string, string>;
  children: ReactNode;
}

export function HostForm({ name, action, headingId, labels, encType, hiddenFields = {}, children }: HostFormProps) {
  return (
    <form
      className="host-form"
      name={name}
      method="post"
      action={action}
      {...htmlAttributes({ enctype: encType })}
      aria-labelledby={headingId}
      data-netlify="true"
      netlify-honeypot="bot-field"
      data-module="submit-state"
    >
      <input type="hidden" name="form-name" value={name} />
      {Object.entries(hiddenFields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <Honeypot formName={name} label={labels.honeypot} />
      {children}
      <p className="host-form__privacy" dangerouslySetInnerHTML={{ __html: labels.privacy }} />
      <SubmitButton label={labels.submit} submittingLabel={labels.submitting} />
    </form>
  );
}

/** The host discards a submission that fills it; password managers are told to leave it alone, or real enquiries are lost. */
export function Honeypot({ formName, label }: { formName: string; label: string }) {
  const id = `${formName}-bot-field`;
  return (
    <div className="host-form__honeypot" hidden>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name="bot-field"
        {...htmlAttributes({ autocomplete: "off" })}
        tabIndex={-1}
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}

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
  hint?: string | undefined;
}

/** Ids are written out because React's useId ones fail validation. */
function Field({
  id,
  label,
  hint,
  error,
  moduleAttributes,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: ReactNode;
  moduleAttributes?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <div className="field" {...moduleAttributes}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error}
      {children}
    </div>
  );
}

export const fieldId = (formName: string, name: string) => `${formName}-${name}`;
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;
const describedBy = (id: string, hint: string | undefined) => (hint ? hintId(id) : undefined);

export function TextField({
  formName,
  name,
  label,
  required = false,
  hint,
  type,
  autoComplete,
  min,
  className,
}: FieldProps & {
  type: "text" | "email" | "tel" | "number";
  autoComplete?: string;
  min?: number;
  className?: string;
}) {
  const id = fieldId(formName, name);
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        className={className ? `field__input ${className}` : "field__input"}
        id={id}
        name={name}
        type={type}
        min={min}
        aria-describedby={describedBy(id, hint)}
        {...htmlAttributes({ autocomplete: autoComplete, spellcheck: type === "email" ? "false" : undefined })}
        required={required}
      />
    </Field>
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
    <Field id={id} label={label}>
      <select className="field__input field__select" id={id} name={name} required={required} defaultValue="">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TextAreaField({ formName, name, label, required = false, hint, rows }: FieldProps & { rows: number }) {
  const id = fieldId(formName, name);
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea
        className="field__input field__textarea"
        id={id}
        name={name}
        rows={rows}
        required={required}
        aria-describedby={describedBy(id, hint)}
      />
    </Field>
  );
}

/** Refused in the browser before sending (D27); the server's own limit still stands. */
export interface FileSizeLimit {
  bytes: number;
  message: string;
  errorPrefix: string;
}

/** The error's words come from content, so the script holds no copy. */
export function FileField({
  formName,
  name,
  label,
  required = false,
  hint,
  accept,
  sizeLimit,
}: FieldProps & { accept: string; sizeLimit?: FileSizeLimit }) {
  const id = fieldId(formName, name);
  const error = sizeLimit ? (
    <p className="field__error" id={errorId(id)} hidden>
      <span className="visually-hidden">{sizeLimit.errorPrefix}</span> {sizeLimit.message}
    </p>
  ) : null;
  const moduleAttributes = sizeLimit
    ? {
        "data-module": "file-size-limit",
        "data-max-bytes": String(sizeLimit.bytes),
        "data-error-prefix": `${sizeLimit.errorPrefix} `,
      }
    : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error} moduleAttributes={moduleAttributes}>
      <input
        className="field__file"
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-describedby={describedBy(id, hint)}
        required={required}
      />
    </Field>
  );
}

/** As GOV.UK Frontend builds it; every radio is marked required, which browsers read as "one of the group". */
export function ChoiceField({
  formName,
  name,
  label,
  required = false,
  hint,
  type,
  options,
}: FieldProps & { type: "radio" | "checkbox"; options: { value: string; label: string }[] }) {
  const id = fieldId(formName, name);
  return (
    <fieldset className="field choice-field" aria-describedby={describedBy(id, hint)}>
      <legend className="field__label">{label}</legend>
      {hint ? (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      <div className={`choice-field__options choice-field__options--${type}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div className="choice-field__item" key={option.value}>
              <input
                className="choice-field__input"
                id={optionId}
                name={name}
                type={type}
                value={option.value}
                required={required}
              />
              <label className="choice-field__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
