// The e-mails of job alerts (D41), in the agency's layout, each with a
// plain-text twin.
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate, pluralTemplate } from "../content/templates";
import { distanceText } from "../jobs/places";
import type { VacancyFactKey } from "../jobs/vacancy-facts";
import type { DistanceWords, FoundJob } from "../jobs/search-match";
import {
  EmailButton,
  EmailLink,
  emailColours,
  headingStyle,
  linkStyle,
  renderEmail,
  smallTextStyle,
  textStyle,
  type EmailBrand,
} from "./email-layout";

export type EmailWording = JobsPageContent["alerts"]["email"];

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `search` is in the site's own words (searchInSiteWords), or undefined and then unnamed. */
export function confirmationEmail({
  wording,
  brand,
  search,
  confirmUrl,
  unsubscribeUrl,
}: {
  wording: EmailWording;
  brand: EmailBrand;
  search: string | undefined;
  confirmUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const subject = wording.confirmSubject;
  const searchLine = search === undefined ? undefined : fillTemplate(wording.confirmSearch, { search });
  const html = renderEmail({
    brand,
    subject,
    preview: searchLine ?? wording.confirmText,
    children: (
      <>
        <h1 style={headingStyle}>{subject}</h1>
        <p style={textStyle}>{wording.confirmText}</p>
        {searchLine && (
          <p style={textStyle}>
            <strong>{searchLine}</strong>
          </p>
        )}
        <EmailButton href={confirmUrl}>{wording.confirmLink}</EmailButton>
        <p style={smallTextStyle}>{wording.confirmIgnore}</p>
      </>
    ),
    footer: (
      <p style={smallTextStyle}>
        <EmailLink href={unsubscribeUrl}>{wording.unsubscribeLink}</EmailLink>
      </p>
    ),
  });
  const text = [
    subject,
    "",
    wording.confirmText,
    "",
    ...(searchLine ? [searchLine, ""] : []),
    `${wording.confirmLink}:`,
    confirmUrl,
    "",
    wording.confirmIgnore,
    "",
    ...textFooter(wording, brand, unsubscribeUrl),
  ].join("\n");
  return { subject, text, html };
}

export interface AlertEmailInput {
  wording: EmailWording;
  /** The published words of the facts declared for the card (vacancy-facts.ts). */
  cardFactWords?: Partial<Record<VacancyFactKey, string>> | undefined;
  brand: EmailBrand;
  search: string;
  jobs: FoundJob[];
  distance: DistanceWords;
  origin: string;
  searchPath: string;
  unsubscribeUrl: string;
}

/** The plain-text end of both e-mails: the stop link, then who sent it. */
function textFooter(wording: EmailWording, brand: EmailBrand, unsubscribeUrl: string): string[] {
  return [
    `${wording.unsubscribeLink}: ${unsubscribeUrl}`,
    "",
    brand.tradingName,
    ...(brand.disclosure ? [brand.disclosure] : []),
    "",
  ];
}

/** One line of a summary: its first sentence, or its first 160 characters at a word's end. */
export function summaryLine(summary: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/s.exec(summary.trim())?.[0] ?? summary.trim();
  if (sentence.length <= 160) return sentence;
  return `${sentence.slice(0, 160).replace(/\s+\S*$/, "")}…`;
}

export function alertEmail({
  wording,
  cardFactWords = {},
  brand,
  search,
  jobs,
  distance,
  origin,
  searchPath,
  unsubscribeUrl,
}: AlertEmailInput): RenderedEmail {
  const subject = fillTemplate(wording.alertSubject, { count: String(jobs.length), search });
  const intro = fillTemplate(pluralTemplate(wording.alertText, jobs.length), { search });
  const searchUrl = `${origin}${searchPath}`;
  const facts = (job: FoundJob): (readonly [string, string])[] => [
    [wording.work, job.card.work],
    [wording.pay, job.card.pay],
    [wording.place, job.card.location],
    ...(job.miles === undefined ? [] : [[wording.distance, distanceText(job.miles, distance)] as const]),
    // As on the job's card: each fact declared for it, where the job has it.
    ...Object.entries(cardFactWords).flatMap(([key, word]) => {
      const value = job.card[key as VacancyFactKey];
      return value ? [[word, value] as const] : [];
    }),
    [wording.closes, job.card.closes],
  ];
  const html = renderEmail({
    brand,
    subject,
    preview: intro,
    children: (
      <>
        <h1 style={headingStyle}>{subject}</h1>
        <p style={textStyle}>{intro}</p>
        {jobs.map((job) => (
          <div
            key={job.url}
            style={{ borderTop: `1px solid ${emailColours.border}`, padding: "16px 0 0", margin: "0 0 8px" }}
          >
            <h2 style={{ ...headingStyle, fontSize: "20px", lineHeight: "28px", margin: "0 0 4px" }}>
              <a href={`${origin}${job.url}`} style={linkStyle}>
                {job.card.title}
              </a>
            </h2>
            <p style={{ ...textStyle, margin: "0 0 8px" }}>{summaryLine(job.card.summary)}</p>
            <p style={{ ...smallTextStyle, color: emailColours.ink, margin: "0 0 16px" }}>
              {job.card.posted}
              <br />
              {facts(job).map(([label, value], index) => (
                <span key={label}>
                  {index > 0 && <br />}
                  <strong>{label}:</strong> {value}
                </span>
              ))}
            </p>
          </div>
        ))}
        <EmailButton href={searchUrl}>{wording.searchLink}</EmailButton>
      </>
    ),
    footer: (
      <p style={smallTextStyle}>
        {wording.unsubscribeText} <EmailLink href={unsubscribeUrl}>{wording.unsubscribeLink}</EmailLink>
      </p>
    ),
  });
  const text = [
    subject,
    "",
    intro,
    "",
    ...jobs.flatMap((job) => [
      job.card.title,
      summaryLine(job.card.summary),
      job.card.posted,
      ...facts(job).map(([label, value]) => `${label}: ${value}`),
      `${origin}${job.url}`,
      "",
    ]),
    `${wording.searchLink}:`,
    searchUrl,
    "",
    "--",
    wording.unsubscribeText,
    ...textFooter(wording, brand, unsubscribeUrl),
  ].join("\n");
  return { subject, text, html };
}
