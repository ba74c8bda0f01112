// A local stand-in for the static host (D19, D22) on 127.0.0.1, for the browser
// tests and `npm run preview`. Nothing a client sends makes it answer 500.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { formInbox, receiveForm, type FormInbox } from "./form-inbox";
import { HttpError } from "./http-error";
import { functionPaths, functionsPrefix, runLocalFunction, runSubmissionCreated } from "./local-functions";
import type { FormSubmission } from "./forms";
import type { LocalMailbox } from "../alerts/local-services";
import { mailboxPage, mailboxPagePath } from "../alerts/mailbox-page";
import { addressOnSite, requestPath } from "./request-target";
import { sendError, serveFromSite, builtFolder, type BuiltFolder } from "./built-folder";

export interface PreviewOptions {
  root: string;
  /** Default 127.0.0.1: the site is never served beyond this machine unless asked. */
  host?: string;
  port?: number;
  submissionsFile?: string;
  transformHtml?: (html: string, urlPath: string) => string;
  /** Return true when it handled the request itself. */
  handleRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Job alerts need their local services started first (src/alerts/local-services.ts). */
  functions?: boolean;
  mailbox?: LocalMailbox;
}

interface PreviewState {
  options: PreviewOptions;
  site: BuiltFolder;
  inbox: FormInbox;
  /** This server's own address, whatever Host a client sent (addressOnSite). */
  serverOrigin: string;
}

async function respond(state: PreviewState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { options, site } = state;
  if (options.handleRequest?.(req, res)) return;
  const method = req.method ?? "GET";
  const target = requestPath(req, site.root);
  if (typeof target === "string") {
    req.resume();
    throw new HttpError(400, target);
  }
  const { urlPath } = target;

  if (options.mailbox && urlPath === mailboxPagePath && (method === "GET" || method === "HEAD")) {
    const page = mailboxPage(options.mailbox.messages());
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(method === "HEAD" ? undefined : page);
    return;
  }
  if (options.functions && urlPath.startsWith(functionsPrefix))
    return runLocalFunction(
      urlPath.slice(functionsPrefix.length),
      req,
      res,
      addressOnSite(state.serverOrigin, target),
      site.root,
    );
  // The job search's page needs no services: it runs whenever the site is served, as on the host.
  const pathFunction = functionPaths.get(urlPath);
  if (pathFunction)
    return runLocalFunction(pathFunction, req, res, addressOnSite(state.serverOrigin, target), site.root);
  if (method === "POST")
    return receiveForm(
      state.inbox,
      site,
      req,
      res,
      urlPath,
      options.functions ? (submission) => submissionEvent(submission, state.serverOrigin) : undefined,
    );
  if (method !== "GET" && method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD, POST");
    throw new HttpError(405, `${method} is not supported.`);
  }
  return serveFromSite(site, req, res, target, method);
}

/** Its failure is logged, and the form's answer is the same. */
async function submissionEvent(submission: FormSubmission, origin: string): Promise<void> {
  const answer = await runSubmissionCreated(submission, origin).catch((error: unknown) => error);
  if (!(answer instanceof Response) || !answer.ok)
    console.error("The submission-created function failed:", answer instanceof Response ? await answer.text() : answer);
}

export function startPreviewServer(options: PreviewOptions): Promise<{ url: string; close(): Promise<void> }> {
  const host = options.host ?? "127.0.0.1";
  const state: PreviewState = {
    options,
    site: builtFolder(path.resolve(options.root), options.transformHtml),
    inbox: formInbox(options.submissionsFile),
    serverOrigin: "",
  };
  const server = createServer((req, res) => {
    respond(state, req, res).catch((error: unknown) => sendError(res, error));
  });
  // Node closes an idle kept-alive connection after 5 s, and a client reusing it then gets a reset; browsers keep them longer.
  server.keepAliveTimeout = 65_000;

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      state.serverOrigin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
      resolve({
        url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Browsers keep idle connections open; close() waits for them otherwise.
            server.closeAllConnections();
          }),
      });
    });
  });
}
