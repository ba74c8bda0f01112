// The channel that reloads open pages after a rebuild: every page served by
// the dev server carries the reload script (reload.client.ts) with the number
// of the build it shows, and listens on an event stream for the next number.
//
// The reload script is a file on the same origin, so the site's
// Content-Security-Policy (script-src 'self', from the built _headers) allows
// it; an inline script would be blocked.
import type { IncomingMessage, ServerResponse } from "node:http";

export const reloadScriptPath = "/__dev/reload.js";
export const eventsPath = "/__dev/events";

export interface ReloadChannel {
  /** Every finished build, good or bad, gets the next number; open pages compare it with their own. */
  generation: number;
  /** Each open page's connection, with the path of the page: those are written first after an edit. */
  listeners: Map<ServerResponse, string>;
  /** Pages served lately, by path, with when: a page just loaded may not have connected yet when an edit arrives. */
  recentlyServed: Map<string, number>;
}

export function reloadChannel(): ReloadChannel {
  return { generation: 0, listeners: new Map(), recentlyServed: new Map() };
}

/** The pages to write first after an edit: those open now, and those served in the last 30 seconds. */
export function openPages(channel: ReloadChannel): Set<string> {
  const lately = performance.now() - 30_000;
  for (const [page, when] of channel.recentlyServed) if (when < lately) channel.recentlyServed.delete(page);
  return new Set([...channel.listeners.values(), ...channel.recentlyServed.keys()]);
}

/** The tag that loads the reload script into a page, with the build the page shows. */
export const reloadTag = (channel: ReloadChannel) =>
  `<script src="${reloadScriptPath}" data-build="${channel.generation}" defer></script>`;

/** Tells every open page the latest build's number: those that show an older one reload. */
export function announce(channel: ReloadChannel): void {
  for (const listener of channel.listeners.keys()) listener.write(`data: ${channel.generation}\n\n`);
}

/** Opens an open page's event stream. */
export function listen(channel: ReloadChannel, req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
  // Reconnect quickly when the server comes back.
  res.write(`retry: 500\ndata: ${channel.generation}\n\n`);
  channel.listeners.set(res, new URL(req.url ?? "/", "http://dev.invalid").searchParams.get("page") ?? "/");
  req.on("close", () => channel.listeners.delete(res));
}

/** Remembers a page as served just now. */
export function pageServed(channel: ReloadChannel, pathname: string): void {
  // A few dozen are plenty: requests for thousands of made-up paths must not grow it, or make a rebuild render them first.
  channel.recentlyServed.delete(pathname);
  channel.recentlyServed.set(pathname, performance.now());
  if (channel.recentlyServed.size > 32) channel.recentlyServed.delete(channel.recentlyServed.keys().next().value!);
}

/** Ends every open page's event stream, as the server closes. */
export function closeChannel(channel: ReloadChannel): void {
  for (const listener of channel.listeners.keys()) listener.end();
}
