// For Employers (the specification, section 2): the three services, the three-step How It
// Works, and Call Now and Request Quote, both to /contact/; and the way to
// register a vacancy (D30), at the top and with the closing calls to action.
import type { EmployersPageContent } from "../content/schemas";
import { ButtonGroup, ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { CtaBand, PageHeader, Section } from "../components/Section/Section";
import { Steps } from "../components/Steps/Steps";

export function EmployersScreen({ page }: { page: EmployersPageContent }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <ButtonGroup>
          <ButtonLink href={page.registerVacancy.href} variant="primary">
            {page.registerVacancy.label}
          </ButtonLink>
        </ButtonGroup>
      </PageHeader>
      <Section id="services" heading={page.services.heading}>
        <CardGrid cards={page.services.items} />
      </Section>
      <Section id="how-it-works" heading={page.howItWorks.heading} tone="tinted">
        <Steps steps={page.howItWorks.steps} />
      </Section>
      <CtaBand id="get-staff" heading={page.cta.heading} text={page.cta.text}>
        <ButtonGroup>
          <ButtonLink href={page.cta.callNow.href} variant="inverse">
            {page.cta.callNow.label}
          </ButtonLink>
          <ButtonLink href={page.cta.requestQuote.href} variant="secondary">
            {page.cta.requestQuote.label}
          </ButtonLink>
          <ButtonLink href={page.registerVacancy.href} variant="secondary">
            {page.registerVacancy.label}
          </ButtonLink>
        </ButtonGroup>
      </CtaBand>
    </>
  );
}
