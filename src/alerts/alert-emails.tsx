// The e-mails of job alerts (D41), built with React like the site's pages
// (docs/code-style.md), each with a plain-text twin. Simple, semantic HTML: one
// heading, a list of jobs each with its own heading and a description list,
// real links; no images, no layout tables, so screen readers and every mail
// client read them alike (axe checks this HTML in the tests).
import { renderToStaticMarkup } from "react-dom/server";
import type { JobsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import type { SearchEntry } from "./job-matching";

export type EmailWording = JobsPageContent["alerts"]["email"];

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Inline styles are all an e-mail may have; a few, for legibility only. */
const bodyStyle = { fontFamily: "Arial, Helvetica, sans-serif", fontSize: "16px", lineHeight: 1.5, color: "#1b1b1b", maxWidth: "40em", margin: "0 auto", padding: "16px" };
const linkStyle = { color: "#0b4f8a" };

/** A link in an e-mail: coloured inline, as mail programs drop stylesheets. */
function EmailLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} style={linkStyle}>
      {children}
    </a>
  );
}

function document(subject: string, body: React.ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={bodyStyle}>
        <main>{body}</main>
      </body>
    </html>,
  )}`;
}

/** The confirmation: `search` is the search in the site's own words (alert-rules.ts searchInSiteWords), or undefined when it cannot be named so, and then no line names it. */
export function confirmationEmail({ wording, tradingName, search, confirmUrl, unsubscribeUrl }: { wording: EmailWording; tradingName: string; search: string | undefined; confirmUrl: string; unsubscribeUrl: string }): RenderedEmail {
  const subject = wording.confirmSubject;
  const searchLine = search === undefined ? undefined : fillTemplate(wording.confirmSearch, { search });
  const html = document(
    subject,
    <>
      <h1>{wording.confirmLink}</h1>
      <p>{wording.confirmText}</p>
      {searchLine && <p>{searchLine}</p>}
      <p>
        <EmailLink href={confirmUrl}>
          {wording.confirmLink}
        </EmailLink>
      </p>
      <p>{wording.confirmIgnore}</p>
      <p>
        <EmailLink href={unsubscribeUrl}>
          {wording.unsubscribeLink}
        </EmailLink>
      </p>
      <p>{tradingName}</p>
    </>,
  );
  const text = [wording.confirmText, "", ...(searchLine ? [searchLine, ""] : []), `${wording.confirmLink}:`, confirmUrl, "", wording.confirmIgnore, `${wording.unsubscribeLink}: ${unsubscribeUrl}`, "", tradingName, ""].join("\n");
  return { subject, text, html };
}

export interface AlertEmailInput {
  wording: EmailWording;
  tradingName: string;
  /** The search in words (alert-rules.ts searchInWords). */
  search: string;
  jobs: SearchEntry[];
  /** The site's origin, such as https://www.ousevalley.example, for the jobs' links. */
  origin: string;
  unsubscribeUrl: string;
}

export function alertEmail({ wording, tradingName, search, jobs, origin, unsubscribeUrl }: AlertEmailInput): RenderedEmail {
  const subject = fillTemplate(wording.alertSubject, { count: String(jobs.length), search });
  const intro = fillTemplate(wording.alertText, { search });
  const facts = (job: SearchEntry) => [
    [wording.pay, job.card.pay],
    [wording.place, job.card.location],
    [wording.closes, job.card.closes],
  ] as const;
  const html = document(
    subject,
    <>
      <h1>{subject}</h1>
      <p>{intro}</p>
      <ul style={{ paddingLeft: 0, listStyle: "none" }}>
        {jobs.map((job) => (
          <li key={job.url} style={{ marginBottom: "24px" }}>
            <h2 style={{ fontSize: "20px", margin: "0 0 4px" }}>
              <EmailLink href={`${origin}${job.url}`}>
                {job.card.title}
              </EmailLink>
            </h2>
            <dl style={{ margin: 0 }}>
              {facts(job).map(([label, value]) => (
                <div key={label}>
                  <dt style={{ display: "inline", fontWeight: "bold" }}>{label}: </dt>
                  <dd style={{ display: "inline", margin: 0 }}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <hr />
      <p>
        {wording.unsubscribeText}{" "}
        <EmailLink href={unsubscribeUrl}>
          {wording.unsubscribeLink}
        </EmailLink>
      </p>
      <p>{tradingName}</p>
    </>,
  );
  const text = [
    intro,
    "",
    ...jobs.flatMap((job) => [job.card.title ?? "", ...facts(job).map(([label, value]) => `${label}: ${value}`), `${origin}${job.url}`, ""]),
    "--",
    wording.unsubscribeText,
    `${wording.unsubscribeLink}: ${unsubscribeUrl}`,
    "",
    tradingName,
    "",
  ].join("\n");
  return { subject, text, html };
}
