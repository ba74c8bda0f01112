// D30: an agency may only advertise a vacancy a hirer has asked it to, so the
// sender confirms it (regulation 27 of the Conduct of Employment Agencies and
// Employment Businesses Regulations 2003).
import type { RegisterVacancyPageContent } from "../../content/schemas";
import { ChoiceField, HostForm, TextAreaField, TextField } from "./HostForm";

export interface VacancyFormProps {
  form: RegisterVacancyPageContent["form"];
  sectors: { value: string; label: string }[];
  action: string;
  headingId: string;
}

export function VacancyForm({ form, sectors, action, headingId }: VacancyFormProps) {
  const formName = "vacancy";
  return (
    <HostForm name={formName} action={action} headingId={headingId} labels={form}>
      <TextField
        formName={formName}
        name="organisation"
        label={form.organisation}
        type="text"
        autoComplete="organization"
        required
      />
      <TextField formName={formName} name="name" label={form.name} type="text" autoComplete="name" required />
      <TextField formName={formName} name="email" label={form.email} type="email" autoComplete="email" required />
      <TextField formName={formName} name="phone" label={form.phone} type="tel" autoComplete="tel" required />
      <TextField formName={formName} name="role" label={form.role.label} hint={form.role.hint} type="text" required />
      <ChoiceField formName={formName} name="sector" label={form.sector} type="radio" options={sectors} required />
      <TextField
        formName={formName}
        name="location"
        label={form.location.label}
        hint={form.location.hint}
        type="text"
        required
      />
      <ChoiceField
        formName={formName}
        name="engagement"
        label={form.engagement.label}
        type="radio"
        options={form.engagement.options}
        required
      />
      <TextField
        formName={formName}
        name="people"
        label={form.people}
        type="number"
        min={1}
        className="field__input--short"
        required
      />
      <TextField
        formName={formName}
        name="start-date"
        label={form.startDate.label}
        hint={form.startDate.hint}
        type="text"
        required
      />
      <TextField formName={formName} name="pay" label={form.pay.label} hint={form.pay.hint} type="text" />
      <TextAreaField
        formName={formName}
        name="details"
        label={form.details.label}
        hint={form.details.hint}
        rows={6}
        required
      />
      <ChoiceField
        formName={formName}
        name="authority"
        label={form.authority.legend}
        type="checkbox"
        options={[{ value: "yes", label: form.authority.label }]}
        required
      />
    </HostForm>
  );
}
