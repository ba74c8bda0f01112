// For Candidates: the form with what happens next (D29), the job search (D38) and the job alert (D41).
import type { CandidatesPageContent, JobsPageContent } from "../content/schemas";
import { ButtonGroup, ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { CandidatesForm } from "../components/Forms/CandidatesForm";
import { HomeJobSearch } from "../components/HomeJobSearch/HomeJobSearch";
import { Icon } from "../components/Icon/Icon";
import { JobAlertForm } from "../components/JobAlertForm/JobAlertForm";
import { keepFiguresTogether } from "../components/KeepTogether/KeepTogether";
import { FormBeside } from "../components/Forms/FormBeside";
import { PageHeader, Section } from "../components/Section/Section";
import { searchName } from "../jobs/search-name";

export interface CandidatesScreenProps {
  page: CandidatesPageContent;
  formAction: string;
  jobs: JobsPageContent;
  jobsHref: string;
  openJobCount: number;
}

export function CandidatesScreen({ page, formAction, jobs, jobsHref, openJobCount }: CandidatesScreenProps) {
  // An alert from here is for every new job: the search has no words, place or filter.
  const everyJob = searchName({ what: "", where: "" }, jobs.search.name);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <ButtonGroup>
          <ButtonLink href={page.vacanciesLink.href} variant="inverse">
            {page.vacanciesLink.label}
          </ButtonLink>
        </ButtonGroup>
      </PageHeader>
      {/* The job search and the job alert side by side on wide screens, each in the home page's white search box. */}
      <div className="section section--tinted">
        <div className="container split">
          <HomeJobSearch wording={page.jobSearch} action={jobsHref} openCount={openJobCount} />
          <div className="home-job-search candidates-alert">
            <h2 className="home-job-search__heading">{page.jobAlert.heading}</h2>
            <p>{page.jobAlert.text}</p>
            <JobAlertForm
              wording={{ ...jobs.alerts, form: { ...jobs.alerts.form, heading: page.jobAlert.button } }}
              filters={{}}
              searchName={everyJob}
              honeypotLabel={jobs.apply.honeypot}
              errors={{ prefix: jobs.apply.errorPrefix }}
            />
          </div>
        </div>
      </div>
      <Section id="registering" heading={page.registering.heading} intro={page.registering.intro}>
        <CardGrid cards={page.registering.items} />
      </Section>
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
