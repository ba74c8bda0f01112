// The local mailbox at /_dev/mail/, so a developer can follow a confirmation
// or unsubscribe link as a candidate would.
import type { ReceivedMail } from "./local-services";
import { escapeUTF8 as escapeHtml } from "entities";

export const mailboxPagePath = "/_dev/mail/";

function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

/** A signed link is one long word: it wraps anywhere so the page keeps the window's width. */
export const mailboxStyle =
  "body{margin:0 auto;padding:0 16px;max-width:60rem;font-family:system-ui,sans-serif}pre{white-space:pre-wrap}pre,dd{overflow-wrap:anywhere}";

export function mailboxPage(messages: ReceivedMail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Received</dt><dd>${escapeHtml(mail.receivedAt)}</dd>
<dt>List-Unsubscribe</dt><dd>${escapeHtml(mail.headers["list-unsubscribe"] ?? "(none)")}</dd>
<dt>List-Unsubscribe-Post</dt><dd>${escapeHtml(mail.headers["list-unsubscribe-post"] ?? "(none)")}</dd>
</dl>
<pre>${linkedText(mail.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox (${messages.length})</title>
<style>${mailboxStyle}</style></head>
<body>
<main>
<h1>Local mailbox: ${messages.length} email${messages.length === 1 ? "" : "s"}</h1>
<p>Every email the site sent while this server ran, newest first. Nothing here left this computer.</p>
${items || "<p>No emails yet. Sign up for a job alert under any job listing.</p>"}
</main>
</body>
</html>
`;
}
