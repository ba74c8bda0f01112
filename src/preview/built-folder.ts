// The built folder, served as the host serves it: pages read here (so 404.html
// has its status, D10, and a caller can rewrite them), other files by sirv,
// headers from the built _headers read per request so a rebuild is seen at once,
// and pages, scripts, styles and data gzipped as the host compresses them.
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import path from "node:path";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "./headers";
import { HttpError } from "./http-error";
import { encodeUrlPath, withinSite } from "./request-target";

const compressedTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

const hostConfigFiles = new Set(["/_headers", "/_redirects"]);

/** The host deploys no dot-named file or folder but .well-known. */
const unpublished = (urlPath: string) =>
  urlPath.split("/").some((segment) => segment.startsWith(".") && segment !== ".well-known");

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

async function isDirectory(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

export interface BuiltFolder {
  root: string;
  /** The dev server adds its reload script here. */
  transformHtml: ((html: string, urlPath: string) => string) | undefined;
  serveFile: ReturnType<typeof sirv>;
}

export function builtFolder(root: string, transformHtml: BuiltFolder["transformHtml"]): BuiltFolder {
  // dev: look each file up per request, so a rebuild swapped into place is served at once.
  // extensions: none, so that sirv never answers for a page.
  return { root, transformHtml, serveFile: sirv(root, { dev: true, etag: true, extensions: [] }) };
}

export async function applyHostHeaders(site: BuiltFolder, res: ServerResponse, urlPath: string): Promise<void> {
  const text = await readFile(path.join(site.root, "_headers"), "utf8").catch(() => "");
  for (const [name, value] of headersFor(parseHeadersFile(text), urlPath)) res.setHeader(name, value);
}

async function sendPage(
  site: BuiltFolder,
  res: ServerResponse,
  file: string,
  urlPath: string,
  status: number,
  method: string,
): Promise<void> {
  let html = await readFile(file, "utf8");
  if (site.transformHtml) html = site.transformHtml(html, urlPath);
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
  // Gzipped for a browser that accepts it, as the host sends pages (Lighthouse's audits read the page as sent).
  if (/\bgzip\b/.test(String(res.req?.headers["accept-encoding"] ?? ""))) {
    const body = gzipSync(html);
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "gzip",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
    });
    res.end(method === "HEAD" ? undefined : body);
    return;
  }
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(html) });
  res.end(method === "HEAD" ? undefined : html);
}

async function sendNotFound(site: BuiltFolder, res: ServerResponse, urlPath: string, method: string): Promise<void> {
  const notFoundPage = path.join(site.root, "404.html");
  if (await isFile(notFoundPage)) return sendPage(site, res, notFoundPage, urlPath, 404, method);
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(`Not found: ${urlPath}\n`);
}

export function sendError(res: ServerResponse, error: unknown): void {
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

export async function serveFromSite(
  site: BuiltFolder,
  req: IncomingMessage,
  res: ServerResponse,
  target: { urlPath: string; search: string; file: string },
  method: string,
): Promise<void> {
  const { urlPath, search, file } = target;
  await applyHostHeaders(site, res, urlPath);
  if (hostConfigFiles.has(urlPath) || unpublished(urlPath)) return sendNotFound(site, res, urlPath, method);
  if (urlPath.endsWith("/")) {
    const index = path.join(file, "index.html");
    return (await isFile(index))
      ? sendPage(site, res, index, urlPath, 200, method)
      : sendNotFound(site, res, urlPath, method);
  }
  if (await isDirectory(file)) {
    res.writeHead(301, { Location: withinSite(`${encodeUrlPath(urlPath)}/${search}`, "/") });
    res.end();
    return;
  }
  if (urlPath.endsWith(".html") && (await isFile(file))) return sendPage(site, res, file, urlPath, 200, method);
  const compressedType = compressedTypes[path.extname(urlPath)];
  if (compressedType && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && (await isFile(file))) {
    const body = gzipSync(await readFile(file));
    res.writeHead(200, {
      "Content-Type": compressedType,
      "Content-Encoding": "gzip",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
    });
    res.end(method === "HEAD" ? undefined : body);
    return;
  }
  // sirv reads req.url itself: give it the path as read here, not as sent.
  req.url = `${encodeUrlPath(urlPath)}${search}`;
  site.serveFile(req, res, () => {
    sendNotFound(site, res, urlPath, method).catch((error: unknown) => sendError(res, error));
  });
}
