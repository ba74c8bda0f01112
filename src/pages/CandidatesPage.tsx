// For Candidates (SPEC.md 2): only the basic form.
import type { CandidatesPageContent } from "../content/schemas";
import { CandidatesForm } from "../components/Forms/CandidatesForm";
import { PageHeader } from "../components/Section/Section";

export function CandidatesPage({ page, formAction }: { page: CandidatesPageContent; formAction: string }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className="section">
        <div className="container">
          <h2 className="section__heading" id="candidates-form-heading">
            {page.form.heading}
          </h2>
          <CandidatesForm form={page.form} action={formAction} headingId="candidates-form-heading" />
        </div>
      </div>
    </>
  );
}
