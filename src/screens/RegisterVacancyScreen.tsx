// D30: employers register a vacancy. The form beside what happens after it is sent.
import type { RegisterVacancyPageContent } from "../content/schemas";
import { VacancyForm } from "../components/Forms/VacancyForm";
import { IconList, checkedItems } from "../components/IconList/IconList";
import { FormBeside } from "../components/Forms/FormBeside";
import { PageHeader } from "../components/Section/Section";

export interface RegisterVacancyScreenProps {
  page: RegisterVacancyPageContent;
  sectors: { value: string; label: string }[];
  formAction: string;
}

export function RegisterVacancyScreen({ page, sectors, formAction }: RegisterVacancyScreenProps) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <FormBeside
        layout="form-layout"
        heading={page.form.heading}
        headingId="vacancy-form-heading"
        form={<VacancyForm form={page.form} sectors={sectors} action={formAction} headingId="vacancy-form-heading" />}
        aside={
          <aside className="form-layout__aside" aria-labelledby="vacancy-next-steps-heading">
            <h2 className="section__heading" id="vacancy-next-steps-heading">
              {page.nextSteps.heading}
            </h2>
            <IconList items={checkedItems(page.nextSteps.items)} />
          </aside>
        }
      />
    </>
  );
}
