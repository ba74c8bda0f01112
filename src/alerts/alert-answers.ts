// How the functions answer (D41): a page for a browser without JavaScript,
// JSON for the sign-up form's script. Pages are the site's own, built at
// /jobs/alerts/ (alert-pages.ts), so they carry the site's layout, words and
// Content-Security-Policy.
import { escapeUTF8 as escapeHtml } from "entities";
import { alertPagePath, alertSearchSlot, searchLineClass, tokenSlot, type AlertPageName } from "./alert-pages";

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
export async function servePage(origin: string, name: AlertPageName, status: number, token = "", search?: string): Promise<Response> {
  const response = await fetch(`${origin}${alertPagePath(name)}`).catch(() => undefined);
  if (!response?.ok) return redirectToPage(name);
  const safeToken = token.replace(/[^A-Za-z0-9_.-]/g, "");
  let html = (await response.text()).replaceAll(tokenSlot, () => safeToken);
  // The search, named as text, and its line shown; unnamed, the line stays hidden.
  if (search !== undefined) html = html.replaceAll(alertSearchSlot, () => escapeHtml(search)).replace(`<p class="${searchLineClass}" hidden="">`, () => `<p class="${searchLineClass}">`);
  return pageResponse(html, status, response.headers);
}

/** A page fetched from the site, answered by a function: the site's own security headers come with it, and it is never indexed. */
function pageResponse(html: string, status: number, siteHeaders: Headers): Response {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options"]) {
    const value = siteHeaders.get(name);
    if (value) headers.set(name, value);
  }
  // A page reached by a link with a token, or answering a form, is never indexed (the pages say noindex too).
  headers.set("X-Robots-Tag", "noindex");
  return new Response(html, { status, headers });
}

/**
 * The page with each slot replaced by its text, as it is: split and join,
 * because a string given to replace() or replaceAll() reads "$&", "$`" and
 * "$'" in it as parts of the page, and a visitor's address may hold them.
 */
function fillSlots(html: string, slots: [slot: string, text: string][]): string {
  return slots.reduce((page, [slot, text]) => page.split(slot).join(text), html);
}

/**
 * Issue 38: the answer to a sign-up without JavaScript names the address
 * and the search, and links back to the search: the build writes the page
 * at signUpAnswerPath with these slots, and the answer fills them, each as
 * text. (With JavaScript the form's own script says the same in the page.)
 */
export const signUpAnswerPath = "/jobs/alerts/check-your-inbox/sent/";
export const signUpAnswerSlots = { address: "ALERT-ADDRESS-SLOT", search: "ALERT-SEARCH-SLOT", back: "/jobs/?alert-back-slot" } as const;

/**
 * The answer to a sign-up, the same whether or not the address was signed
 * up already (D41): JSON for the script, otherwise the page naming the
 * address and the search (the generic page if that cannot be read). `back`
 * is the search's own address on this site, such as /jobs/?what=care.
 */
export async function answerSignUp(req: Request, origin: string, values: { address: string; search: string; back: string }): Promise<Response> {
  if (wantsJson(req)) return Response.json({ outcome: "checkEmail" }, { status: 200, headers: { "Cache-Control": "no-store" } });
  const response = await fetch(`${origin}${signUpAnswerPath}`).catch(() => undefined);
  if (!response?.ok) return redirectToPage("checkEmail");
  const back = values.back.startsWith("/") && !values.back.startsWith("//") ? values.back : "/jobs/";
  const html = fillSlots(await response.text(), [
    [signUpAnswerSlots.address, escapeHtml(values.address)],
    [signUpAnswerSlots.search, escapeHtml(values.search)],
    [signUpAnswerSlots.back, escapeHtml(back)],
  ]);
  return pageResponse(html, 200, response.headers);
}
