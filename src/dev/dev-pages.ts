// What the dev server answers itself, before the preview server serves the
// built site: the reload script and event stream (reload-channel.ts), and the
// build-failed page in place of every page while the latest build has failed.
// Every other page gets the reload script added as it is served, so no built
// file ever contains it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeUTF8 as escapeHtml } from "entities";
import { eventsPath, listen, pageServed, reloadScriptPath, reloadTag, type ReloadChannel } from "./reload-channel";

/** The page every request for a page gets while the latest build has failed. */
function buildFailedPage(message: string, reloadTag: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build failed</title>
${reloadTag}
</head>
<body>
<main>
<h1>The site could not be built</h1>
<p>Fix the problem below and save the file. This page reloads by itself when the site builds again.</p>
<pre>${escapeHtml(message)}</pre>
</main>
</body>
</html>
`;
}

/**
 * A page of the site. The editor at /admin/ is not one: reloading it on a
 * rebuild (which each save causes) would lose what the editor was typing, and
 * a failed build is shown in its own preview instead.
 */
function isPageRequest(req: IncomingMessage): boolean {
  const { pathname } = new URL(req.url ?? "/", "http://dev.invalid");
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    (pathname.endsWith("/") || pathname.endsWith(".html")) &&
    !isEditorPath(pathname)
  );
}

const isEditorPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** A built page with the reload script in its head; the editor's pages as they are. */
export function withReloadScript(channel: ReloadChannel, html: string, urlPath: string): string {
  return isEditorPath(urlPath)
    ? html
    : html.includes("</head>")
      ? html.replace("</head>", `${reloadTag(channel)}</head>`)
      : `${reloadTag(channel)}${html}`;
}

/** Answers the requests that are the dev server's own; false for the rest, which the preview server serves. */
export function answerDevRequest(
  channel: ReloadChannel,
  reloadScript: Uint8Array,
  failure: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const { pathname } = new URL(req.url ?? "/", "http://dev.invalid");
  if (pathname === reloadScriptPath) {
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
    res.end(reloadScript);
    return true;
  }
  if (pathname === eventsPath) {
    listen(channel, req, res);
    return true;
  }
  if (isPageRequest(req)) pageServed(channel, pathname);
  if (failure !== undefined && isPageRequest(req)) {
    const page = buildFailedPage(failure, reloadTag(channel));
    res.writeHead(500, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : page);
    return true;
  }
  return false;
}
