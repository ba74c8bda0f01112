// D41: one page of job alerts: the answer to a sign-up, the one-button
// pages a link from an e-mail opens (confirm, stop), and what a bad link
// says. The one-button forms carry the link's token, which the function
// writes where tokenSlot stands (src/alerts/alert-answers.ts servePage).
import { alertFunctionPaths, tokenSlot, type AlertPageName } from "../alerts/alert-pages";
import type { JobsPageContent } from "../content/schemas";
import { PageHeader } from "../components/Section/Section";

type AlertPage = JobsPageContent["alerts"]["pages"][AlertPageName];

/** The pages whose one button posts the link's token back to its function. */
const buttonAction: Partial<Record<AlertPageName, string>> = {
  confirm: alertFunctionPaths.confirm,
  unsubscribe: alertFunctionPaths.unsubscribe,
};

export function JobAlertPageScreen({ page, name, jobsHref, jobsLabel }: { page: AlertPage; name: AlertPageName; jobsHref: string; jobsLabel: string }) {
  const action = buttonAction[name];
  return (
    <>
      <PageHeader heading={page.heading} />
      <div className="section">
        <div className="container">
          <p>{page.text}</p>
          {action && page.button ? (
            <form className="alert-page__form" method="post" action={action}>
              <input type="hidden" name="token" value={tokenSlot} />
              <button className="button button--primary" type="submit">
                {page.button}
              </button>
            </form>
          ) : null}
          <ul className="link-list">
            <li>
              <a href={jobsHref}>{jobsLabel}</a>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
