// "E-mail me new jobs like these" (D41): a disclosure beside the results'
// heading, carrying every part of the search. Without JavaScript it posts to
// the sign-up function; with it, job-alert-form.client.ts sends it in place.
import type { JobsPageContent } from "../../content/schemas";
import type { ListingFilters } from "../../jobs/board-paths";
import { alertFunctionPaths } from "../../alerts/alert-pages";
import { maxAddressLength } from "../../alerts/alert-limits";
import { Honeypot } from "../Forms/HostForm";
import { htmlAttributes } from "../html-attributes";

type Wording = JobsPageContent["alerts"];

/** A bad address is shown on its field instead. */
const scriptOutcomes = ["badSearch", "tooMany", "notAvailable"] as const;

export const jobAlertEmailId = "job-alert-email";
export const jobAlertErrorId = "job-alert-email-error";

function aroundSearch(template: string): [string, string] {
  const [before = "", after = ""] = template.split(/\{\{\s*search\s*\}\}/);
  return [before, after];
}

export interface JobAlertFormProps {
  wording: Wording;
  filters: ListingFilters;
  searchName: string;
  query?: { what: string; where: string; radius?: string | undefined; pay: string };
  honeypotLabel: string;
  errors: { prefix: string };
}

export function JobAlertForm({ wording, filters, searchName, query, honeypotLabel, errors }: JobAlertFormProps) {
  const formName = "job-alert";
  const [before, after] = aroundSearch(wording.form.intro);
  return (
    <details className="job-alert" data-module="job-alert">
      <summary className="job-alert__control disclosure-button" id="job-alert-control">
        {wording.form.heading}
      </summary>
      <div className="job-alert__panel">
        <p className="job-alert__intro" id="job-alert-intro">
          {before}
          <span data-job-alert-search>{searchName}</span>
          {after}
        </p>
        <form
          className="job-alert__form"
          method="post"
          action={alertFunctionPaths.subscribe}
          aria-labelledby="job-alert-control"
          aria-describedby="job-alert-intro"
        >
          <input type="hidden" name="what" value={query?.what ?? ""} />
          <input type="hidden" name="where" value={query?.where ?? ""} />
          <input type="hidden" name="radius" value={query?.radius ?? ""} />
          <input type="hidden" name="pay" value={query?.pay ?? ""} />
          {/* Sent only when present: the sign-up reads a missing one as none. */}
          {(["sector", "engagement", "county"] as const).map((name) =>
            filters[name] ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null,
          )}
          <Honeypot formName={formName} label={honeypotLabel} />
          <div className="job-alert__row">
            <div className="field job-alert__field">
              <label className="field__label" htmlFor={jobAlertEmailId}>
                {wording.form.email}
              </label>
              {/* GOV.UK's error pattern: the message between the label and the box. */}
              <p className="field__error" id={jobAlertErrorId} hidden>
                <span className="visually-hidden">{errors.prefix}</span> {wording.form.badAddress}
              </p>
              <input
                className="field__input"
                id={jobAlertEmailId}
                name="email"
                type="email"
                required
                {...htmlAttributes({ autocomplete: "email", spellcheck: "false", maxlength: String(maxAddressLength) })}
              />
            </div>
            <button
              className="button button--primary job-alert__submit"
              type="submit"
              data-sending-label={wording.form.sending}
            >
              {wording.form.submit}
            </button>
          </div>
          <p className="job-alert__privacy" dangerouslySetInnerHTML={{ __html: wording.form.privacy }} />
        </form>
        {/* Not role="status": the job search above has the page's one status region. */}
        <div className="job-alert__status" aria-live="polite" aria-atomic="true" tabIndex={-1} data-job-alert-status />
        <div hidden data-job-alert-outcome="checkEmail">
          <p className="job-alert__answer-heading">{wording.pages.checkEmail.heading}.</p>
          <p>
            <span data-template={wording.form.sentShort} />
          </p>
          <p className="job-alert__answer-note">{wording.form.spamShort}</p>
        </div>
        {scriptOutcomes.map((outcome) => (
          <p key={outcome} hidden data-job-alert-outcome={outcome}>
            <strong>{wording.pages[outcome].heading}.</strong> {wording.pages[outcome].text}
          </p>
        ))}
        <p hidden data-job-alert-outcome="failed">
          {wording.form.failed}
        </p>
      </div>
    </details>
  );
}
