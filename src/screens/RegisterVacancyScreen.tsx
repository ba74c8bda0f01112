// D30: employers register a vacancy. The form beside what happens after it is sent.
import type { RegisterVacancyPageContent } from "../content/schemas";
import { VacancyForm } from "../components/Forms/VacancyForm";
import { IconList, checkedItems } from "../components/IconList/IconList";
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
      <div className="section">
        <div className="container split form-layout">
          <div>
            <h2 className="section__heading" id="vacancy-form-heading">
              {page.form.heading}
            </h2>
            <VacancyForm form={page.form} sectors={sectors} action={formAction} headingId="vacancy-form-heading" />
          </div>
          <aside className="form-layout__aside" aria-labelledby="vacancy-next-steps-heading">
            <h2 className="section__heading" id="vacancy-next-steps-heading">
              {page.nextSteps.heading}
            </h2>
            <IconList items={checkedItems(page.nextSteps.items)} />
          </aside>
        </div>
      </div>
    </>
  );
}
