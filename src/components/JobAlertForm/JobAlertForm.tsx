// "Get these jobs by e-mail" (D41), under every job listing, its search
// results and its no-results state: one e-mail field for the search as shown.
// Without JavaScript the form posts to the sign-up function and the answer is
// a page (the listing's filters come with it as hidden fields; the search's
// What and Where need JavaScript anyway). With it, job-alert-form.client.ts
// adds the search's What and Where from the address and sends the form
// without leaving the page, showing the answer in the live region below.
import type { JobsPageContent } from "../../content/schemas";
import type { ListingFilters } from "../../jobs/listing";
import { alertFunctionPaths } from "../../alerts/alert-pages";
import { maxAddressLength } from "../../alerts/alert-limits";
import { Honeypot } from "../Forms/HostForm";
import { htmlAttributes } from "../html-attributes";

type Wording = JobsPageContent["alerts"];

/** The outcomes the script may be told of, each shown with its page's words. */
const scriptOutcomes = ["checkEmail", "badAddress", "badSearch", "tooMany", "notAvailable"] as const;

export function JobAlertForm({ wording, filters, honeypotLabel }: { wording: Wording; filters: ListingFilters; honeypotLabel: string }) {
  const formName = "job-alert";
  return (
    <section className="job-alert" aria-labelledby="job-alert-heading" data-module="job-alert">
      <h2 className="job-alert__heading" id="job-alert-heading">
        {wording.form.heading}
      </h2>
      <p className="job-alert__intro">{wording.form.intro}</p>
      <form className="job-alert__form" method="post" action={alertFunctionPaths.subscribe} aria-labelledby="job-alert-heading">
        {/* What and Where: filled in by the script from the search in the address; empty without it. */}
        <input type="hidden" name="what" value="" />
        <input type="hidden" name="where" value="" />
        {/* The distance (D43) and the minimum pay, likewise: an alert matches as its search did. */}
        <input type="hidden" name="radius" value="" />
        <input type="hidden" name="pay" value="" />
        <input type="hidden" name="sector" value={filters.sector ?? ""} />
        <input type="hidden" name="engagement" value={filters.engagement ?? ""} />
        <input type="hidden" name="county" value={filters.county ?? ""} />
        <Honeypot formName={formName} label={honeypotLabel} />
        <div className="job-alert__row">
          <div className="field job-alert__field">
            <label className="field__label" htmlFor="job-alert-email">
              {wording.form.email}
            </label>
            <input
              className="field__input"
              id="job-alert-email"
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
      {/* A live region like role="status", without the role: the job search above has the page's one status region. */}
      <div className="job-alert__status" aria-live="polite" aria-atomic="true" data-job-alert-status />
      {scriptOutcomes.map((outcome) => (
        <p key={outcome} hidden data-job-alert-outcome={outcome}>
          <strong>{wording.pages[outcome].heading}.</strong> {wording.pages[outcome].text}
        </p>
      ))}
      <p hidden data-job-alert-outcome="failed">
        {wording.form.failed}
      </p>
    </section>
  );
}
