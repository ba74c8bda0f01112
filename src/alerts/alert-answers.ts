// How the functions answer (D41): a page for a browser without JavaScript,
// JSON for the sign-up form's script. Pages are the site's own, built at
// /jobs/alerts/ (alert-pages.ts), so they carry the site's layout, words and
// Content-Security-Policy.
import { alertPagePath, tokenSlot, type AlertPageName } from "./alert-pages";

/** The script sends Accept: application/json; a native form post never does. */
export function wantsJson(req: Request): boolean {
  return (req.headers.get("accept") ?? "").includes("application/json");
}

/** Post/Redirect/Get: reloading the page never sends the form again. */
export function redirectToPage(name: AlertPageName): Response {
  const location = alertPagePath(name);
  return new Response(`See ${location}\n`, { status: 303, headers: { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The answer to a sign-up: JSON for the script (the page's own wording shows it), a redirect otherwise. */
export function answerForm(req: Request, name: AlertPageName, status: number): Response {
  if (wantsJson(req)) return Response.json({ outcome: name }, { status, headers: { "Cache-Control": "no-store" } });
  return redirectToPage(name);
}

/**
 * The page itself, fetched from the site and served with `status`, its
 * token slot filled: for links opened from an e-mail. The site's own
 * security headers come with it (the host's _headers do not apply to a
 * function's answers). Falls back to a redirect if the page cannot be read.
 */
export async function servePage(origin: string, name: AlertPageName, status: number, token = ""): Promise<Response> {
  const response = await fetch(`${origin}${alertPagePath(name)}`).catch(() => undefined);
  if (!response?.ok) return redirectToPage(name);
  const html = (await response.text()).replaceAll(tokenSlot, token.replace(/[^A-Za-z0-9_.-]/g, ""));
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A page reached by a link with a token is never indexed (the pages say noindex too).
  headers.set("X-Robots-Tag", "noindex");
  return new Response(html, { status, headers });
}
