// The pages of job alerts (D41), built with the site. A GET never changes
// anything, because mailbox link scanners open every link.
import type { JobsPageContent } from "../content/schemas";
import { alertPagesFolder, alertWordingPath, receiptWordingPath } from "../jobs/board-paths";

export type AlertPageName = keyof JobsPageContent["alerts"]["pages"];

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

/** Filled in by the function, or left in a hidden paragraph when the search cannot be named (alert-answers.ts servePage). */
export const alertSearchSlot = "ALERT-SEARCH-NAME-SLOT";
export const searchLineClass = "alert-page__search";

export const alertFunctionPaths = {
  subscribe: "/.netlify/functions/job-alert-subscribe",
  confirm: "/.netlify/functions/job-alert-confirm",
  unsubscribe: "/.netlify/functions/job-alert-unsubscribe",
} as const;
