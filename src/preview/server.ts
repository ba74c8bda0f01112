// A local stand-in for the static host (D19): serves a built folder on
// 127.0.0.1 the way the host does, and takes form posts the way its form
// handling does, so the browser tests and `npm run preview` see the site as
// visitors will.
//
// - /about/ serves about/index.html; /about answers 301 → /about/ (D5).
// - Unknown paths get 404.html with status 404 (D10).
// - Headers come from the built _headers file, so the real CSP applies.
// - Form POSTs: see ./forms.ts. An accepted submission is appended to
//   submissionsFile as one JSON line and answered with 303 See Other to the
//   form's action (/thank-you/). We redirect rather than serve the page in
//   the POST's answer so that reloading the thank-you page never sends the
//   message again (Post/Redirect/Get), and the address bar shows /thank-you/.
//   Bodies are read by ./form-post.ts (uploads stored under uploads/ beside
//   submissionsFile; 413 past 8 MB) and recorded by ./submissions-file.ts.
// - Nothing a client sends makes it answer 500 (D22): a malformed target or
//   path is 400, and every redirect is a path on this site, however the
//   request spelt its path (encoded slashes, backslashes, dot segments).
//
// Files other than pages are served by sirv. Pages are read here, because
// the 404 page needs its own status and the dev server rewrites every page.
// Scripts, stylesheets and data (JSON, XML) are sent gzipped to a browser
// that accepts it, as the host compresses them, so a slowed connection in
// the search's benchmark downloads what a phone would.
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sirv from "sirv";
import { discardUploads, readFormPost } from "./form-post";
import { findBuiltForms, judgeSubmission, type PostedForm } from "./forms";
import { headersFor, parseHeadersFile } from "./headers";
import { HttpError } from "./http-error";
import { functionPaths, functionsPrefix, runLocalFunction } from "./local-functions";
import type { LocalMailbox } from "../alerts/local-services";
import { mailboxPage, mailboxPagePath } from "../alerts/mailbox-page";
import { appendRecordLine } from "./submissions-file";
import { escapeHtml } from "../html-escape";

export interface PreviewOptions {
  /** The built folder, such as dist/. */
  root: string;
  /** Default 127.0.0.1: the site is never served beyond this machine unless asked. */
  host?: string;
  /** 0 asks the system for a free port, as the tests do. */
  port?: number;
  /** Where accepted form submissions are appended, one JSON line each; uploaded files go to uploads/ beside it. */
  submissionsFile?: string;
  /** Lets a caller rewrite every HTML response (the dev server injects its reload script here). */
  transformHtml?: (html: string, urlPath: string) => string;
  /** Called first for every request; return true when it handled the request itself. */
  handleRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * Runs the host's functions at /.netlify/functions/<name> (./local-functions.ts).
   * Job alerts need their local services started first (src/alerts/local-services.ts).
   */
  functions?: boolean;
  /** The local SMTP server's mailbox, shown at /_dev/mail/ (src/alerts/mailbox-page.ts). */
  mailbox?: LocalMailbox;
}

/** The files the host compresses, by their ending, with the type they are sent as. */
const compressedTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/** Files the host reads as configuration and never serves. */
const hostConfigFiles = new Set(["/_headers", "/_redirects"]);

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((stats) => stats.isFile(), () => false);
}

async function isDirectory(file: string): Promise<boolean> {
  return stat(file).then((stats) => stats.isDirectory(), () => false);
}

/** The request-target, split: the raw (still percent-encoded) path and the query. */
function splitRequestTarget(target: string): { rawPath: string; search: string } | undefined {
  if (target.startsWith("/")) {
    // origin-form, as browsers send: read as it is. WHATWG URL parsing would
    // take "//host/x" or "/\host/x" for another host, and undo encodings.
    const query = target.indexOf("?");
    return query === -1 ? { rawPath: target, search: "" } : { rawPath: target.slice(0, query), search: target.slice(query) };
  }
  // absolute-form ("GET http://host/x"), as proxies send; the host part is ignored.
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return { rawPath: url.pathname, search: url.search };
}

/** Control characters (CR, LF, NUL, tab...) have no place in a path, and would break a header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * The request's path, decoded and with dot segments and repeated slashes
 * folded away, so "/%2fevil.example%2f..%2fabout" is "/about"; the reason
 * when it cannot be served.
 */
function requestPath(req: IncomingMessage, root: string): { urlPath: string; search: string; file: string } | string {
  const target = splitRequestTarget(req.url ?? "/");
  if (!target) return "The request-target is neither a path nor an http URL.";
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.rawPath);
  } catch {
    return "The path's percent-encoding is malformed.";
  }
  if (controlCharacter.test(decoded)) return "The path contains a control character.";
  const urlPath = path.posix.normalize(decoded);
  const file = path.join(root, urlPath);
  if (file !== root && !file.startsWith(root + path.sep)) return "The path leads outside the site.";
  // Printable ASCII only, so the query can go into a Location header as it came.
  const search = target.search.replace(/[^\x21-\x7e]/g, (character) => `%${character.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`);
  return { urlPath, search, file };
}

/** A path on this site written for a Location header: each segment encoded, so "\" or "//" can never name another host. */
function encodeUrlPath(urlPath: string): string {
  return urlPath.split("/").map(encodeURIComponent).join("/");
}

/**
 * A Location that stays on the site's own origin: browsers read "//host" and
 * "/\host" as another host, so anything not a plain path falls back to `fallback`.
 */
function withinSite(location: string, fallback: string): string {
  return /^\/(?![/\\])/.test(location) ? location : fallback;
}

/** Where a form's action points, resolved against its page; the page itself when the action leaves the site. */
function formRedirect(action: string, page: string): string {
  const site = "http://site.invalid";
  const resolved = new URL(action, `${site}${page}`);
  if (resolved.origin !== site) return page;
  return withinSite(`${resolved.pathname}${resolved.search}`, page);
}

/** The page the sender came from, when it is on this site; the home page otherwise. */
function pageToGoBackTo(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return "/";
  const url = new URL(referer);
  if (url.host !== req.headers.host) return "/";
  return withinSite(`${url.pathname}${url.search}`, "/");
}

/** The host's answer to a post over the limit: plain words, and a way back. */
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

export function startPreviewServer(options: PreviewOptions): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(options.root);
  const host = options.host ?? "127.0.0.1";
  const { submissionsFile, transformHtml, handleRequest } = options;

  // dev: look each file up on disk per request instead of listing the folder
  // once at start, so a rebuild swapped into place is served at once.
  // extensions: none, so that sirv never answers for a page (see above).
  const serveFile = sirv(root, { dev: true, etag: true, extensions: [] });

  /** The host's headers for a path, read from _headers each time so a rebuild is seen. */
  async function applyHostHeaders(res: ServerResponse, urlPath: string): Promise<void> {
    const text = await readFile(path.join(root, "_headers"), "utf8").catch(() => "");
    for (const [name, value] of headersFor(parseHeadersFile(text), urlPath)) res.setHeader(name, value);
  }

  async function sendPage(res: ServerResponse, file: string, urlPath: string, status: number, method: string): Promise<void> {
    let html = await readFile(file, "utf8");
    if (transformHtml) html = transformHtml(html, urlPath);
    // Pages are revalidated on every visit unless _headers says otherwise.
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(html) });
    res.end(method === "HEAD" ? undefined : html);
  }

  async function sendNotFound(res: ServerResponse, urlPath: string, method: string): Promise<void> {
    const notFoundPage = path.join(root, "404.html");
    if (await isFile(notFoundPage)) return sendPage(res, notFoundPage, urlPath, 404, method);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`Not found: ${urlPath}\n`);
  }

  // Uploads are kept beside the records, so one folder holds everything a preview received.
  const uploadsDir = submissionsFile ? path.join(path.dirname(submissionsFile), "uploads") : undefined;

  // One record at a time: appendRecordLine repairs and appends, which must not interleave.
  let recording: Promise<unknown> = Promise.resolve();
  function record(line: string): Promise<void> {
    const appended = recording.then(() => appendRecordLine(submissionsFile!, line));
    recording = appended.catch(() => undefined);
    return appended;
  }

  async function receiveForm(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
    await applyHostHeaders(res, urlPath);
    let posted: PostedForm;
    try {
      posted = await readFormPost(req, uploadsDir);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 413)) throw error;
      const page = tooLargePage(pageToGoBackTo(req));
      // The body has been read to its end, but a sender that large is better not kept waiting on this connection.
      res.writeHead(413, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(page), Connection: "close" });
      res.end(page);
      return;
    }
    const outcome = judgeSubmission(await findBuiltForms(root), posted);
    if (outcome.kind !== "accepted") await discardUploads(posted.files);
    switch (outcome.kind) {
      case "unknown-form":
        throw new HttpError(404, outcome.message);
      case "unknown-fields":
        throw new HttpError(400, outcome.message);
      case "accepted":
        if (submissionsFile) {
          try {
            await record(JSON.stringify(outcome.submission));
          } catch (error) {
            await discardUploads(posted.files);
            throw new Error(`The submission could not be recorded in ${submissionsFile}.`, { cause: error });
          }
        }
        break;
      case "discarded-as-spam":
        // Answered exactly like a real submission, so a bot learns nothing.
        break;
    }
    // Posted to one of the form's own actions, the host answers with that page; otherwise with the form's action.
    const location = formRedirect(outcome.form.actions.has(urlPath) ? urlPath : outcome.form.action, outcome.form.page);
    res.writeHead(303, { Location: location, "Content-Type": "text/plain; charset=utf-8" });
    res.end(`See ${location}\n`);
  }

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (handleRequest?.(req, res)) return;
    const method = req.method ?? "GET";
    const target = requestPath(req, root);
    if (typeof target === "string") {
      req.resume();
      throw new HttpError(400, target);
    }
    const { urlPath, search, file } = target;

    if (options.mailbox && urlPath === mailboxPagePath && (method === "GET" || method === "HEAD")) {
      const page = mailboxPage(options.mailbox.messages());
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      res.end(method === "HEAD" ? undefined : page);
      return;
    }
    if (options.functions && urlPath.startsWith(functionsPrefix)) return runLocalFunction(urlPath.slice(functionsPrefix.length), req, res, serverOrigin);
    // A function at a path of the site's own (the job search's page) needs no services: it runs whenever the site is served, as on the host.
    const pathFunction = functionPaths.get(urlPath);
    if (pathFunction) return runLocalFunction(pathFunction, req, res, serverOrigin);
    if (method === "POST") return receiveForm(req, res, urlPath);
    if (method !== "GET" && method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD, POST");
      throw new HttpError(405, `${method} is not supported.`);
    }

    await applyHostHeaders(res, urlPath);
    if (hostConfigFiles.has(urlPath)) return sendNotFound(res, urlPath, method);
    if (urlPath.endsWith("/")) {
      const index = path.join(file, "index.html");
      return (await isFile(index)) ? sendPage(res, index, urlPath, 200, method) : sendNotFound(res, urlPath, method);
    }
    if (await isDirectory(file)) {
      res.writeHead(301, { Location: withinSite(`${encodeUrlPath(urlPath)}/${search}`, "/") });
      res.end();
      return;
    }
    if (urlPath.endsWith(".html") && (await isFile(file))) return sendPage(res, file, urlPath, 200, method);
    const compressedType = compressedTypes[path.extname(urlPath)];
    if (compressedType && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && (await isFile(file))) {
      const body = gzipSync(await readFile(file));
      res.writeHead(200, { "Content-Type": compressedType, "Content-Encoding": "gzip", "Content-Length": body.length, Vary: "Accept-Encoding" });
      res.end(method === "HEAD" ? undefined : body);
      return;
    }
    // sirv reads req.url itself: give it the path as read here, not as sent.
    req.url = `${encodeUrlPath(urlPath)}${search}`;
    serveFile(req, res, () => {
      sendNotFound(res, urlPath, method).catch((error: unknown) => sendError(res, error));
    });
  }

  function sendError(res: ServerResponse, error: unknown): void {
    const status = error instanceof HttpError ? error.status : 500;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 500) console.error(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`${message}\n`);
  }

  // The origin functions see their requests at: this server's own address, whatever Host a client sent.
  let serverOrigin = "";
  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => sendError(res, error));
  });
  // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment gets a reset.
  // Browsers and test clients reuse idle connections for longer, so keep them as long as a browser would.
  server.keepAliveTimeout = 65_000;

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      serverOrigin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
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
