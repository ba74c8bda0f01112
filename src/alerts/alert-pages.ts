// The pages of job alerts (D41), built with the site (routes.tsx) at
// /jobs/alerts/<slug>/, and how the host functions answer with them. The
// functions answer a form post with 303 See Other to one of these pages
// (Post/Redirect/Get, as the site's forms do), and a link from an e-mail with
// the page itself, its one-button form carrying the link's token: the build
// writes tokenSlot where the token goes, and the function fills it in. A GET
// never changes anything, because mailbox link scanners open every link.
import type { JobsPageContent } from "../content/schemas";
import { alertPagesFolder, alertWordingPath, receiptWordingPath } from "../jobs/board-paths";

export type AlertPageName = keyof JobsPageContent["alerts"]["pages"];

/** Each page's address under /jobs/alerts/ (words a candidate may see in the address bar). */
export const alertPageSlugs: Record<AlertPageName, string> = {
  checkEmail: "check-your-inbox",
  badAddress: "check-your-address",
  badSearch: "search-not-saved",
  badForm: "form-not-read",
  tooMany: "too-many-sign-ups",
  confirm: "confirm",
  confirmed: "confirmed",
  unsubscribe: "stop",
  unsubscribed: "stopped",
  linkNotValid: "link-not-valid",
  linkExpired: "link-expired",
  linkUsed: "link-used",
  notAvailable: "not-available",
};

/** The folder, and where the build publishes the e-mails' and receipts' wording for the functions (board-paths.ts). */
export { alertPagesFolder, alertWordingPath, receiptWordingPath };
export const alertPagePath = (name: AlertPageName) => `${alertPagesFolder}${alertPageSlugs[name]}/`;

/** What the build writes where a link's token goes, in the confirm and stop pages' forms. */
export const tokenSlot = "ALERT-TOKEN-SLOT";

/**
 * What the build writes where the confirm and stop pages name the search, in
 * a paragraph marked searchLineMarkup and hidden: the function fills the
 * search in and shows the paragraph, or leaves it hidden when the search
 * cannot be named (alert-answers.ts servePage).
 */
export const alertSearchSlot = "ALERT-SEARCH-NAME-SLOT";
export const searchLineClass = "alert-page__search";

/** The host functions, by the path the site's forms and e-mails use. */
export const alertFunctionPaths = {
  subscribe: "/.netlify/functions/job-alert-subscribe",
  confirm: "/.netlify/functions/job-alert-confirm",
  unsubscribe: "/.netlify/functions/job-alert-unsubscribe",
} as const;
