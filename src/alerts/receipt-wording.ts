// The words of the applicant's receipt (D46) that the build publishes for the
// host function, in a module of their own: the build needs only these, not
// the e-mail's rendering or the store, which application-receipt.tsx loads.
import type { JobsPageContent } from "../content/schemas";

export type ReceiptWording = Pick<
  JobsPageContent["applied"],
  | "heading"
  | "text"
  | "vacancyLink"
  | "receiptSubject"
  | "receiptGreeting"
  | "receiptCv"
  | "receiptNext"
  | "receiptIgnore"
>;

/** The words the build publishes for the function: only the receipt's, so the page's own stay out of the JSON. */
export function receiptWording(applied: JobsPageContent["applied"]): ReceiptWording {
  const { heading, text, vacancyLink, receiptSubject, receiptGreeting, receiptCv, receiptNext, receiptIgnore } =
    applied;
  return { heading, text, vacancyLink, receiptSubject, receiptGreeting, receiptCv, receiptNext, receiptIgnore };
}
