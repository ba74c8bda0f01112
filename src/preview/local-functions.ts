// The host's functions on this computer, called as the host calls them, for
// the preview, the dev server and the tests alike. A -background function is
// answered 202 only when it has finished, so a caller knows the run is over.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import jobAlertConfirm from "../../netlify/functions/job-alert-confirm.mjs";
import jobAlertSubscribe from "../../netlify/functions/job-alert-subscribe.mjs";
import jobAlertUnsubscribe from "../../netlify/functions/job-alert-unsubscribe.mjs";
import sendJobAlerts from "../../netlify/functions/deploy-succeeded-background.mjs";
import tidyJobAlerts from "../../netlify/functions/job-alerts-tidy.mjs";
import continueJobAlerts from "../../netlify/functions/job-alerts-continue.mjs";
import jobSearch, { config as jobSearchConfig } from "../../netlify/functions/job-search.mjs";
import submissionCreated from "../../netlify/functions/submission-created.mjs";
import { HttpError } from "./http-error";
import type { FormSubmission } from "./forms";

/** The host's functions find the built folder bundled with them; here it is passed. */
type HostFunction = (req: Request, context: { ip?: string; builtFolder?: string }) => Promise<Response>;

/** The scheduled rebuild check is run by its own tests. */
export const localFunctions: Record<string, HostFunction> = {
  "job-alert-subscribe": jobAlertSubscribe,
  "job-alert-confirm": jobAlertConfirm,
  "job-alert-unsubscribe": jobAlertUnsubscribe,
  "deploy-succeeded-background": sendJobAlerts,
  "job-alerts-tidy": tidyJobAlerts,
  "job-alerts-continue": continueJobAlerts,
  "job-search": jobSearch,
};

/** Functions at a path of the site's own (their `config.path`), not under /.netlify/functions/. */
export const functionPaths: ReadonlyMap<string, string> = new Map(
  jobSearchConfig.path.map((path) => [path, "job-search"]),
);

export const functionsPrefix = "/.netlify/functions/";

const maxBodyBytes = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new HttpError(413, "The request body is larger than a function accepts.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** `url` is the server's own origin with the path read by request-target.ts, so no Host header can make a function see another host. */
export async function runLocalFunction(
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  builtFolder: string,
): Promise<void> {
  const run = Object.hasOwn(localFunctions, name) ? localFunctions[name] : undefined;
  if (!run) {
    req.resume();
    throw new HttpError(404, `No function is named ${name}.`);
  }
  const method = req.method ?? "GET";
  const headers = new Headers();
  for (const [header, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(header, value);
    else if (Array.isArray(value)) for (const each of value) headers.append(header, each);
  }
  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req);
  const request = new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  const response = await run(request, { ip: req.socket.remoteAddress, builtFolder });
  const background = name.endsWith("-background");
  res.writeHead(background ? 202 : response.status, Object.fromEntries(response.headers));
  if (background || !response.body || method === "HEAD") {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
}

/** The host's submission-created event: only its form handling calls it, so it has no path of its own. */
export async function runSubmissionCreated(submission: FormSubmission, origin: string): Promise<Response> {
  // The host lists an upload among the fields, as its file's details; the stored copy's address is never needed here.
  const uploads = Object.fromEntries(
    (submission.files ?? []).map((file) => [file.field, { filename: file.fileName, size: file.size, type: file.type }]),
  );
  const event = {
    payload: {
      form_name: submission.form,
      created_at: submission.receivedAt,
      data: { ...submission.fields, ...uploads },
    },
  };
  return submissionCreated(
    new Request(`${origin}${functionsPrefix}submission-created`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    }),
  );
}
