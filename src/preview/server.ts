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
//
// Files other than pages are served by sirv. Pages are read here, because
// the 404 page needs its own status and the dev server rewrites every page.
import { appendFile, mkdir, readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sirv from "sirv";
import { findBuiltForms, judgeSubmission } from "./forms";
import { headersFor, parseHeadersFile } from "./headers";

export interface PreviewOptions {
  /** The built folder, such as dist/. */
  root: string;
  /** Default 127.0.0.1: the site is never served beyond this machine unless asked. */
  host?: string;
  /** 0 asks the system for a free port, as the tests do. */
  port?: number;
  /** Where accepted form submissions are appended, one JSON line each. */
  submissionsFile?: string;
  /** Lets a caller rewrite every HTML response (the dev server injects its reload script here). */
  transformHtml?: (html: string, urlPath: string) => string;
  /** Called first for every request; return true when it handled the request itself. */
  handleRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** Files the host reads as configuration and never serves. */
const hostConfigFiles = new Set(["/_headers", "/_redirects"]);

/** Form bodies are a few kilobytes; anything far bigger is not a visitor filling in a form. */
const maxFormBytes = 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((stats) => stats.isFile(), () => false);
}

async function isDirectory(file: string): Promise<boolean> {
  return stat(file).then((stats) => stats.isDirectory(), () => false);
}

/** The request's path, decoded; undefined when it is malformed or tries to leave the root. */
function requestPath(req: IncomingMessage, root: string): { urlPath: string; search: string; file: string } | undefined {
  const url = new URL(req.url ?? "/", "http://preview.invalid");
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const file = path.join(root, urlPath);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return { urlPath, search: url.search, file };
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

  async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxFormBytes) throw new HttpError(413, "The form submission is larger than 1 MB.");
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    const type = req.headers["content-type"] ?? "";
    if (type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams(body.toString("utf8"));
    if (type.startsWith("multipart/form-data")) {
      // The platform's own multipart parser, rather than one of our own.
      const formData = await new Response(body, { headers: { "Content-Type": type } }).formData();
      const params = new URLSearchParams();
      formData.forEach((value, name) => params.append(name, typeof value === "string" ? value : value.name));
      return params;
    }
    throw new HttpError(415, "A form submission must be application/x-www-form-urlencoded or multipart/form-data.");
  }

  async function receiveForm(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
    const outcome = judgeSubmission(await findBuiltForms(root), await readBody(req));
    switch (outcome.kind) {
      case "unknown-form":
        throw new HttpError(404, outcome.message);
      case "unknown-fields":
        throw new HttpError(400, outcome.message);
      case "accepted":
        if (submissionsFile) {
          await mkdir(path.dirname(submissionsFile), { recursive: true });
          await appendFile(submissionsFile, `${JSON.stringify(outcome.submission)}\n`);
        }
        break;
      case "discarded-as-spam":
        // Answered exactly like a real submission, so a bot learns nothing.
        break;
    }
    await applyHostHeaders(res, urlPath);
    res.writeHead(303, { Location: outcome.form.action, "Content-Type": "text/plain; charset=utf-8" });
    res.end(`See ${outcome.form.action}\n`);
  }

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (handleRequest?.(req, res)) return;
    const method = req.method ?? "GET";
    const target = requestPath(req, root);
    if (!target) throw new HttpError(400, "Malformed or unsafe path.");
    const { urlPath, search, file } = target;

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
      res.writeHead(301, { Location: `${urlPath}/${search}` });
      res.end();
      return;
    }
    if (urlPath.endsWith(".html") && (await isFile(file))) return sendPage(res, file, urlPath, 200, method);
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

  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => sendError(res, error));
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
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
