// "E-mail me new jobs like these" (D41, issue 38): beside the heading of
// every job listing and of a search's results, a native disclosure that
// opens the sign-up where the results are (it was under the whole listing,
// 9,500 px down a phone). Its introduction names the search in words
// (src/jobs/search-name.ts), and the form carries every part of it: What,
// Where and minimum pay from the search, and the page's sector, type of work
// and county. Without JavaScript the form posts to the sign-up function and
// the answer is a page; with it, job-alert-form.client.ts takes the search
// from the address and sends the form without leaving the page, answering in
// the live region below.
import type { JobsPageContent } from "../../content/schemas";
import type { ListingFilters } from "../../jobs/board-paths";
import { alertFunctionPaths } from "../../alerts/alert-pages";
import { maxAddressLength } from "../../alerts/alert-limits";
import { Honeypot } from "../Forms/HostForm";
import { htmlAttributes } from "../html-attributes";

type Wording = JobsPageContent["alerts"];

/** The outcomes the script may be told of, each shown with its page's words; a bad address is shown on its field. */
const scriptOutcomes = ["badSearch", "tooMany", "notAvailable"] as const;

/** The id of the e-mail box. */
export const jobAlertEmailId = "job-alert-email";
/** The id of the message above it when the address is refused. */
export const jobAlertErrorId = "job-alert-email-error";

/** A template's text around its one {{search}} slot, so the slot can be an element the search fills. */
function aroundSearch(template: string): [string, string] {
  const [before = "", after = ""] = template.split(/\{\{\s*search\s*\}\}/);
  return [before, after];
}

export interface JobAlertFormProps {
  wording: Wording;
  filters: ListingFilters;
  /** The search in words as the page shows it before any search: "healthcare jobs in Suffolk". */
  searchName: string;
  /** What, Where and minimum pay, when the page was made for a search (the host's search page without JavaScript). */
  query?: { what: string; where: string; radius?: string | undefined; pay: string };
  honeypotLabel: string;
  /** The site's error words (jobs.md apply): the prefix screen readers hear before a message. */
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
        <form className="job-alert__form" method="post" action={alertFunctionPaths.subscribe} aria-labelledby="job-alert-control" aria-describedby="job-alert-intro">
          {/* What, Where, distance and pay: filled in by the script from the search in the address, or by the host's search page. */}
          <input type="hidden" name="what" value={query?.what ?? ""} />
          <input type="hidden" name="where" value={query?.where ?? ""} />
          {/* The distance (D43), likewise: an alert matches as its search did. */}
          <input type="hidden" name="radius" value={query?.radius ?? ""} />
          <input type="hidden" name="pay" value={query?.pay ?? ""} />
          {/* The page's own filters, sent only when it has them: the sign-up reads a missing one as none (alert-service.ts). */}
          {(["sector", "engagement", "county"] as const).map((name) => (filters[name] ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null))}
          <Honeypot formName={formName} label={honeypotLabel} />
          <div className="job-alert__row">
            <div className="field job-alert__field">
              <label className="field__label" htmlFor={jobAlertEmailId}>
                {wording.form.email}
              </label>
              {/* GOV.UK's error pattern: the message between the label and the box, shown by the script when the address is refused. */}
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
            <button className="button button--primary job-alert__submit" type="submit" data-sending-label={wording.form.sending}>
              {wording.form.submit}
            </button>
          </div>
          <p className="job-alert__privacy" dangerouslySetInnerHTML={{ __html: wording.form.privacy }} />
        </form>
        {/*
          A live region like role="status", without the role: the job search above has the page's one status region.
          Focusable by the script, which moves focus to the answer once it takes the form's place.
        */}
        <div className="job-alert__status" aria-live="polite" aria-atomic="true" tabIndex={-1} data-job-alert-status />
        {/* The answer to a sign-up, short, its {{slots}} filled as text by the script: it takes the form's place. */}
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
