// For Candidates (the specification, section 2): the basic form, with beside it what happens
// next and that candidates never pay a fee; the job listing linked from the
// introduction (D29).
import type { CandidatesPageContent } from "../content/schemas";
import { ButtonGroup, ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CandidatesForm } from "../components/Forms/CandidatesForm";
import { Icon } from "../components/Icon/Icon";
import { keepFiguresTogether } from "../components/KeepTogether/KeepTogether";
import { FormBeside } from "../components/Forms/FormBeside";
import { PageHeader } from "../components/Section/Section";

export function CandidatesScreen({ page, formAction }: { page: CandidatesPageContent; formAction: string }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <ButtonGroup>
          <ButtonLink href={page.vacanciesLink.href} variant="inverse">
            {page.vacanciesLink.label}
          </ButtonLink>
        </ButtonGroup>
      </PageHeader>
      <FormBeside
        layout="candidates-layout"
        heading={page.form.heading}
        headingId="candidates-form-heading"
        form={<CandidatesForm form={page.form} action={formAction} headingId="candidates-form-heading" />}
        aside={
          <div className="candidates-layout__aside">
            <h2 className="section__heading">{page.nextSteps.heading}</h2>
            <ol className="next-steps">
              {page.nextSteps.steps.map((step) => (
                <li className="next-steps__item" key={step.title}>
                  <h3 className="next-steps__title">{step.title}</h3>
                  <p className="next-steps__text">{keepFiguresTogether(step.text)}</p>
                </li>
              ))}
            </ol>
            <div className="no-fee">
              <Icon name="pound-sterling" size={28} className="no-fee__icon" />
              <div>
                <h2 className="no-fee__heading">{page.noFee.heading}</h2>
                <p className="no-fee__text">{page.noFee.text}</p>
              </div>
            </div>
          </div>
        }
      />
    </>
  );
}
