// The request's path read as the host reads it, and redirects that never leave
// the site however the path was spelt (encoded slashes, backslashes, dot segments).
import type { IncomingMessage } from "node:http";
import path from "node:path";

function splitRequestTarget(target: string): { rawPath: string; search: string } | undefined {
  if (target.startsWith("/")) {
    // origin-form, read as it is: WHATWG URL parsing would take "//host/x" for another host.
    const query = target.indexOf("?");
    return query === -1
      ? { rawPath: target, search: "" }
      : { rawPath: target.slice(0, query), search: target.slice(query) };
  }
  // absolute-form, as proxies send: only the path and query are kept.
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return { rawPath: url.pathname, search: url.search };
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** Decoded and folded, so "/%2fevil.example%2f..%2fabout" is "/about"; the reason when it cannot be served. */
export function requestPath(
  req: IncomingMessage,
  root: string,
): { urlPath: string; search: string; file: string } | string {
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
  const search = target.search.replace(
    /[^\x21-\x7e]/g,
    (character) => `%${character.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`,
  );
  return { urlPath, search, file };
}

export function addressOnSite(origin: string, { urlPath, search }: { urlPath: string; search: string }): URL {
  const url = new URL(origin);
  url.pathname = urlPath;
  url.search = search;
  return url;
}

/** Each segment encoded, so "\" or "//" can never name another host. */
export function encodeUrlPath(urlPath: string): string {
  return urlPath.split("/").map(encodeURIComponent).join("/");
}

/** Browsers read "//host" and "/\host" as another host, so anything not a plain path falls back to `fallback`. */
export function withinSite(location: string, fallback: string): string {
  return /^\/(?![/\\])/.test(location) ? location : fallback;
}
