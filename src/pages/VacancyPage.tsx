// D26: one vacancy. (A first cut: the full page, the application form and
// the closed state are being written.)
import type { JobsPageContent } from "../content/schemas";
import type { Vacancy } from "../jobs/vacancy-schema";
import { Prose } from "../components/Prose/Prose";
import { PageHeader } from "../components/Section/Section";

export interface VacancyPageProps {
  vacancy: Vacancy;
  /** False for a closed or filled vacancy: no form, a notice and other open jobs instead (D24). */
  open: boolean;
  sector: { slug: string; title: string };
  /** Up to three other open vacancies, same sector first. */
  similar: Vacancy[];
  /** Every other open vacancy in the same sector, newest first. */
  openInSector: Vacancy[];
  wording: JobsPageContent;
  legalName: string;
  formAction: string;
}

export function VacancyPage({ vacancy }: VacancyPageProps) {
  return (
    <>
      <PageHeader heading={vacancy.data.title} />
      <div className="section">
        <div className="container">
          <Prose html={vacancy.html} />
        </div>
      </div>
    </>
  );
}
