// The host's form handling: a POST is checked against the built forms and
// answered with 303 to the form's action, so reloading the thank-you page
// never sends the message again (Post/Redirect/Get).
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { discardUploads, readFormPost } from "./form-post";
import { findBuiltForms, judgeSubmission, type FormSubmission, type PostedForm } from "./forms";
import { HttpError } from "./http-error";
import { withinSite } from "./request-target";
import { applyHostHeaders, type BuiltFolder } from "./built-folder";
import { appendRecordLine } from "./submissions-file";
import { escapeUTF8 as escapeHtml } from "entities";

/** The page itself when the action leaves the site. */
function formRedirect(action: string, page: string): string {
  const site = "http://site.invalid";
  const resolved = new URL(action, `${site}${page}`);
  if (resolved.origin !== site) return page;
  return withinSite(`${resolved.pathname}${resolved.search}`, page);
}

function pageToGoBackTo(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return "/";
  const url = new URL(referer);
  if (url.host !== req.headers.host) return "/";
  return withinSite(`${url.pathname}${url.search}`, "/");
}

function tooLargePage(backTo: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your form was too large to send</title>
</head>
<body>
<h1>Your form was too large to send</h1>
<p>A form, with any files attached, can be up to 8 MB in total. Yours was larger, so it was not sent.</p>
<p>Attach a smaller file, or send the form without one, and try again.</p>
<p><a href="${escapeHtml(backTo)}">Go back to the form</a></p>
</body>
</html>
`;
}

export interface FormInbox {
  submissionsFile: string | undefined;
  uploadsDir: string | undefined;
  /** One record at a time: appendRecordLine repairs and appends, which must not interleave. */
  recording: Promise<unknown>;
}

export function formInbox(submissionsFile: string | undefined): FormInbox {
  return {
    submissionsFile,
    uploadsDir: submissionsFile ? path.join(path.dirname(submissionsFile), "uploads") : undefined,
    recording: Promise.resolve(),
  };
}

function record(inbox: FormInbox, line: string): Promise<void> {
  const appended = inbox.recording.then(() => appendRecordLine(inbox.submissionsFile!, line));
  inbox.recording = appended.catch(() => undefined);
  return appended;
}

/** `afterAccepted` runs before the answer, as the host's submission-created event would (D46), so the e-mail is there when it comes. */
export async function receiveForm(
  inbox: FormInbox,
  site: BuiltFolder,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  afterAccepted?: (submission: FormSubmission) => Promise<void>,
): Promise<void> {
  const { submissionsFile } = inbox;
  await applyHostHeaders(site, res, urlPath);
  let posted: PostedForm;
  try {
    posted = await readFormPost(req, inbox.uploadsDir);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 413)) throw error;
    const page = tooLargePage(pageToGoBackTo(req));
    // A sender that large is better not kept waiting on this connection.
    res.writeHead(413, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(page),
      Connection: "close",
    });
    res.end(page);
    return;
  }
  const outcome = judgeSubmission(await findBuiltForms(site.root), posted);
  if (outcome.kind !== "accepted") await discardUploads(posted.files);
  switch (outcome.kind) {
    case "unknown-form":
      throw new HttpError(404, outcome.message);
    case "unknown-fields":
      throw new HttpError(400, outcome.message);
    case "accepted":
      if (submissionsFile) {
        try {
          await record(inbox, JSON.stringify(outcome.submission));
        } catch (error) {
          await discardUploads(posted.files);
          throw new Error(`The submission could not be recorded in ${submissionsFile}.`, { cause: error });
        }
      }
      await afterAccepted?.(outcome.submission);
      break;
    case "discarded-as-spam":
      // Answered exactly like a real submission, so a bot learns nothing.
      break;
  }
  const location = formRedirect(outcome.form.actions.has(urlPath) ? urlPath : outcome.form.action, outcome.form.page);
  res.writeHead(303, { Location: location, "Content-Type": "text/plain; charset=utf-8" });
  res.end(`See ${location}\n`);
}
