// D41: the alert pages; the function writes the link's token where tokenSlot stands.
import { alertFunctionPaths, searchLineClass, tokenSlot, type AlertPageName } from "../alerts/alert-pages";
import type { JobsPageContent } from "../content/schemas";
import { PageHeader } from "../components/Section/Section";
import { signUpAnswerSlots } from "../alerts/alert-answers";
import { fillTemplate } from "../content/templates";
import type { ReactNode } from "react";

type AlertPage = JobsPageContent["alerts"]["pages"][AlertPageName];

const buttonAction: Partial<Record<AlertPageName, string>> = {
  confirm: alertFunctionPaths.confirm,
  unsubscribe: alertFunctionPaths.unsubscribe,
};

function AlertPage({
  heading,
  children,
  links,
}: {
  heading: string;
  children: ReactNode;
  links: { href: string; label: string }[];
}) {
  return (
    <>
      <PageHeader heading={heading} />
      <div className="section">
        <div className="container">
          {children}
          <ul className="link-list">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

/**
 * `searchLine` names the search on the pages with a button, its search
 * written as alertSearchSlot; the function fills it in and shows it.
 */
export function JobAlertPageScreen({
  page,
  name,
  jobsHref,
  jobsLabel,
  searchLine,
}: {
  page: AlertPage;
  name: AlertPageName;
  jobsHref: string;
  jobsLabel: string;
  searchLine?: string;
}) {
  const action = buttonAction[name];
  return (
    <AlertPage heading={page.heading} links={[{ href: jobsHref, label: jobsLabel }]}>
      {action && searchLine ? (
        <p className={searchLineClass} hidden>
          {searchLine}
        </p>
      ) : null}
      <p>{page.text}</p>
      {action && page.button ? (
        <form className="alert-page__form" method="post" action={action}>
          <input type="hidden" name="token" value={tokenSlot} />
          <button className="button button--primary" type="submit">
            {page.button}
          </button>
        </form>
      ) : null}
    </AlertPage>
  );
}

/** Answers a sign-up without JavaScript; the function fills the build's slots as text (alert-answers.ts). */
export function SignUpAnswerScreen({
  wording,
  jobsHref,
  jobsLabel,
}: {
  wording: JobsPageContent["alerts"];
  jobsHref: string;
  jobsLabel: string;
}) {
  return (
    <AlertPage
      heading={wording.pages.checkEmail.heading}
      links={[
        { href: signUpAnswerSlots.back, label: wording.form.back },
        { href: jobsHref, label: jobsLabel },
      ]}
    >
      <p>
        {fillTemplate(wording.form.sent, { recipient: signUpAnswerSlots.address, search: signUpAnswerSlots.search })}
      </p>
      <p>{wording.form.spam}</p>
    </AlertPage>
  );
}
