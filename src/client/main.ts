// Each enhancement is opt-in per element (data-module), in its own try/catch so one failure spares the rest (D11).
import { initFileSizeLimit } from "../components/Forms/file-size-limit.client";
import { initSubmitState } from "../components/Forms/submit-state.client";
import { initSiteHeader } from "../components/Header/site-header.client";
import { initJobAlertForm } from "../components/JobAlertForm/job-alert-form.client";
import { initJobSearch } from "../components/JobSearch/start-job-search.client";
import { initVacancyShare } from "../components/VacancyShare/vacancy-share.client";
import { initBackToResults } from "../components/BackToResults/back-to-results.client";
import { initVacancyDistance } from "../components/VacancyDistance/vacancy-distance.client";
import { rememberResults } from "../components/BackToResults/results-memory";

const enhancements: Record<string, (element: HTMLElement) => void> = {
  "site-header": initSiteHeader,
  "submit-state": initSubmitState as (element: HTMLElement) => void,
  "file-size-limit": initFileSizeLimit,
  "job-search": initJobSearch,
  "job-alert": initJobAlertForm,
  "vacancy-share": initVacancyShare,
  "back-to-results": initBackToResults,
  "vacancy-distance": initVacancyDistance,
  "job-results": rememberResults,
};

for (const element of document.querySelectorAll<HTMLElement>("[data-module]")) {
  const name = element.dataset.module!;
  try {
    enhancements[name]?.(element);
  } catch (error) {
    // The page still works without it (D11).
    console.error(name, error);
  }
}
