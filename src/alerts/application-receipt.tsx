// The applicant's receipt (D46): one e-mail when an application arrives,
// naming the job, its reference and what happens next, through the job
// alerts' mailer (D41). The host's form handling calls
// netlify/functions/submission-created.mts with the submission; the preview
// server does the same for a form posted to it.
//
// A form post is anyone's text, and this e-mail goes to whatever address was
// typed, so it carries as little of the post as it can: the job's title and
// reference come from the site's own published list, looked up by reference
// (never the posted title); the applicant's name only when it reads as a
// name, short; nothing of the message. Each mailbox gets a few a day at most,
// counted in the alerts' store as confirmations are.
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import { checkAddress, mailboxKey } from "./alert-rules";
import type { AlertServices } from "./alert-service";
import { countWithin } from "./alert-store";
import { EmailLink, headingStyle, renderEmail, smallTextStyle, textStyle, type EmailBrand } from "./email-layout";
import type { RenderedEmail } from "./alert-emails";
import { receiptWordingPath } from "./alert-pages";

/** The form whose submissions are answered with a receipt (src/components/Forms/ApplicationForm.tsx). */
export const applicationFormName = "application";

/** What the build publishes for receipts: the agency's name, the words, and every published vacancy by reference. */
export interface PublishedReceipt {
  brand: EmailBrand;
  wording: Pick<JobsPageContent["applied"], "heading" | "text" | "vacancyLink" | "receiptSubject" | "receiptGreeting" | "receiptIgnore">;
  /** Reference → the vacancy's title and page path, open and closed alike: a form loaded before it closed may still be sent. */
  vacancies: Record<string, { title: string; path: string }>;
}

/** A name as a greeting may repeat it: letters, spaces, apostrophes, hyphens and full stops, up to 50 characters; otherwise none. */
export const maxNameLength = 50;
export function nameForGreeting(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  // A link, an address or markup is never a name: someone writing to a stranger through this e-mail is refused the words.
  // A full stop before a letter ("www.evil.example") is a domain's, never a name's ("J. Smith").
  if (name === "" || name.length > maxNameLength || !/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(name) || /\.\p{L}/u.test(name)) return undefined;
  return name;
}

export function receiptEmail({ published, reference, name, origin }: { published: PublishedReceipt; reference: string; name: string | undefined; origin: string }): RenderedEmail | undefined {
  const vacancy = Object.hasOwn(published.vacancies, reference) ? published.vacancies[reference] : undefined;
  if (!vacancy) return undefined;
  const { wording, brand } = published;
  const subject = fillTemplate(wording.receiptSubject, { title: vacancy.title, reference });
  const greeting = name === undefined ? undefined : fillTemplate(wording.receiptGreeting, { name });
  const message = fillTemplate(wording.text, { title: vacancy.title, reference });
  const jobUrl = `${origin}${vacancy.path}`;
  const html = renderEmail({
    brand,
    subject,
    preview: message,
    children: (
      <>
        <h1 style={headingStyle}>{wording.heading}</h1>
        {greeting && <p style={textStyle}>{greeting}</p>}
        <p style={textStyle}>{message}</p>
        <p style={textStyle}>
          <EmailLink href={jobUrl}>{wording.vacancyLink}</EmailLink>
        </p>
        <p style={smallTextStyle}>{wording.receiptIgnore}</p>
      </>
    ),
  });
  const text = [subject, "", ...(greeting ? [greeting, ""] : []), message, "", `${wording.vacancyLink}: ${jobUrl}`, "", wording.receiptIgnore, "", brand.tradingName, ...(brand.disclosure ? [brand.disclosure] : []), ""].join("\n");
  return { subject, text, html };
}

/** The host's submission event is a few kilobytes of JSON; far larger is not the host's. */
const maxEventBytes = 256 * 1024;

/** What happened to one submission, for the function's answer and the log; never the address. */
export type ReceiptOutcome = "sent" | "not-an-application" | "no-address" | "unknown-job" | "over-daily-limit" | "not-read";

/**
 * The receipt for one submission event (`{ payload: { form_name, data } }`,
 * Netlify's submission-created body): sent when it is an application for a
 * published vacancy, to a deliverable address, within the mailbox's daily
 * allowance; otherwise nothing is sent, and the outcome says why.
 */
export async function sendApplicationReceipt(body: string, services: Pick<AlertServices, "config" | "store" | "mailer" | "origin" | "now" | "log">): Promise<ReceiptOutcome> {
  if (body.length > maxEventBytes) return "not-read";
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return "not-read";
  }
  const payload = (event as { payload?: { form_name?: unknown; data?: Record<string, unknown> } } | null)?.payload;
  if (payload?.form_name !== applicationFormName) return "not-an-application";
  const data = payload.data ?? {};
  // The honeypot (D6): the host drops such posts before this event, and so does this.
  if (typeof data["bot-field"] === "string" && data["bot-field"] !== "") return "not-an-application";
  const checked = checkAddress(typeof data.email === "string" ? data.email : "");
  if ("problem" in checked) return "no-address";
  const reference = typeof data["job-reference"] === "string" ? data["job-reference"].trim() : "";
  const response = await fetch(`${services.origin}${receiptWordingPath}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${services.origin}${receiptWordingPath} answered ${response.status}`);
  const mail = receiptEmail({ published: (await response.json()) as PublishedReceipt, reference, name: nameForGreeting(data.name), origin: services.origin });
  if (!mail) return "unknown-job";
  // Counted by mailbox (alert-rules.ts mailboxKey), as confirmations are; the tidy deletes past days' counts.
  const countKey = `rate/receipt/${mailboxKey(services.config.secret, checked.address)}/${services.now().toISOString().slice(0, 10)}`;
  if (!(await countWithin(services.store, countKey, services.config.receiptsPerAddressPerDay))) {
    services.log("An application receipt was not sent: its mailbox has had the day's allowance.");
    return "over-daily-limit";
  }
  await services.mailer.send({ to: checked.address, ...mail });
  return "sent";
}
