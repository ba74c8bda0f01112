// The applicant's receipt (D46). It goes to whatever address was typed, so it
// carries as little of the post as it can: the job from the site's own list,
// the name only when it reads as one, and a few a day per mailbox.
import { fillTemplate } from "../content/templates";
import { checkAddress, mailboxKey } from "./alert-rules";
import type { AlertServices } from "./alert-service";
import { countWithin } from "./alert-store";
import { EmailLink, headingStyle, renderEmail, smallTextStyle, textStyle, type EmailBrand } from "./email-layout";
import type { RenderedEmail } from "./alert-emails";
import { receiptWordingPath } from "./alert-pages";
import type { ReceiptWording } from "./receipt-wording";

export const applicationFormName = "application";

export interface PublishedReceipt {
  brand: EmailBrand;
  /** The agency's number as the site shows it (content/site.md). */
  phone: string;
  wording: ReceiptWording;
  /** Closed ones too: a form loaded before it closed may still be sent. */
  vacancies: Record<string, { title: string; path: string }>;
}

export const maxNameLength = 50;
export function nameForGreeting(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  // A link, an address or markup is never a name: nobody writes to a stranger through this e-mail.
  // A full stop before a letter ("www.evil.example") is a domain's, never a name's ("J. Smith").
  if (
    name === "" ||
    name.length > maxNameLength ||
    !/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(name) ||
    /\.\p{L}/u.test(name)
  )
    return undefined;
  return name;
}

/**
 * Whether the post carried a file in the CV field: the host gives an upload as
 * an object (its stored copy's address and file name) or as that address.
 * Only yes or no goes in the e-mail: the file name is the sender's text.
 */
export const cvFieldName = "cv";
export function cvAttached(data: Record<string, unknown>): boolean {
  const value = Object.hasOwn(data, cvFieldName) ? data[cvFieldName] : undefined;
  if (typeof value === "string") return value.trim() !== "";
  if (value === null || typeof value !== "object") return false;
  const upload = value as { url?: unknown; filename?: unknown; size?: unknown };
  return (
    (typeof upload.url === "string" && upload.url !== "") ||
    (typeof upload.filename === "string" && upload.filename !== "") ||
    (typeof upload.size === "number" && upload.size > 0)
  );
}

export function receiptEmail({
  published,
  reference,
  name,
  cv,
  origin,
}: {
  published: PublishedReceipt;
  reference: string;
  name: string | undefined;
  cv: boolean;
  origin: string;
}): RenderedEmail | undefined {
  const vacancy = Object.hasOwn(published.vacancies, reference) ? published.vacancies[reference] : undefined;
  if (!vacancy) return undefined;
  const { wording, brand } = published;
  const subject = fillTemplate(wording.receiptSubject, { title: vacancy.title, reference });
  const greeting = name === undefined ? undefined : fillTemplate(wording.receiptGreeting, { name });
  const message = fillTemplate(wording.text, { title: vacancy.title, reference });
  const cvLine = cv ? wording.receiptCv.attached : wording.receiptCv.missing;
  const next = fillTemplate(wording.receiptNext, { phone: published.phone });
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
        <p style={textStyle}>{cvLine}</p>
        <p style={textStyle}>{next}</p>
        <p style={textStyle}>
          <EmailLink href={jobUrl}>{wording.vacancyLink}</EmailLink>
        </p>
        <p style={smallTextStyle}>{wording.receiptIgnore}</p>
      </>
    ),
  });
  const text = [
    subject,
    "",
    ...(greeting ? [greeting, ""] : []),
    message,
    "",
    cvLine,
    "",
    next,
    "",
    `${wording.vacancyLink}: ${jobUrl}`,
    "",
    wording.receiptIgnore,
    "",
    brand.tradingName,
    ...(brand.disclosure ? [brand.disclosure] : []),
    "",
  ].join("\n");
  return { subject, text, html };
}

const maxEventBytes = 256 * 1024;

export type ReceiptOutcome =
  "sent" | "not-an-application" | "no-address" | "unknown-job" | "over-daily-limit" | "not-read";

/** The receipt for one submission-created event, or the reason none was sent. */
export async function sendApplicationReceipt(
  body: string,
  services: Pick<AlertServices, "config" | "store" | "mailer" | "origin" | "now" | "log">,
): Promise<ReceiptOutcome> {
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
  const mail = receiptEmail({
    published: (await response.json()) as PublishedReceipt,
    reference,
    name: nameForGreeting(data.name),
    cv: cvAttached(data),
    origin: services.origin,
  });
  if (!mail) return "unknown-job";
  const countKey = `rate/receipt/${mailboxKey(services.config.secret, checked.address)}/${services.now().toISOString().slice(0, 10)}`;
  if (!(await countWithin(services.store, countKey, services.config.receiptsPerAddressPerDay))) {
    services.log("An application receipt was not sent: its mailbox has had the day's allowance.");
    return "over-daily-limit";
  }
  await services.mailer.send({ to: checked.address, ...mail });
  return "sent";
}
