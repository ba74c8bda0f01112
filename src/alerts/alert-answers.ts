// How the functions answer (D41): the site's own page, built at /jobs/alerts/,
// for a browser without JavaScript; JSON for the sign-up form's script.
import { listingRoot } from "../jobs/board-paths";
import { escapeUTF8 as escapeHtml } from "entities";
import { alertPagePath, alertSearchSlot, searchLineClass, tokenSlot, type AlertPageName } from "./alert-pages";

/** The script sends Accept: application/json; a native form post never does. */
export function wantsJson(req: Request): boolean {
  return (req.headers.get("accept") ?? "").includes("application/json");
}

/** Post/Redirect/Get: reloading the page never sends the form again. */
export function redirectToPage(name: AlertPageName): Response {
  const location = alertPagePath(name);
  return new Response(`See ${location}\n`, {
    status: 303,
    headers: { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function answerForm(req: Request, name: AlertPageName, status: number): Response {
  if (wantsJson(req)) return Response.json({ outcome: name }, { status, headers: { "Cache-Control": "no-store" } });
  return redirectToPage(name);
}

/** The site's page served with `status` and its slots filled; falls back to a redirect if it cannot be read. */
export async function servePage(
  origin: string,
  name: AlertPageName,
  status: number,
  token = "",
  search?: string,
): Promise<Response> {
  const response = await fetch(`${origin}${alertPagePath(name)}`).catch(() => undefined);
  if (!response?.ok) return redirectToPage(name);
  const safeToken = token.replace(/[^A-Za-z0-9_.-]/g, "");
  let html = (await response.text()).replaceAll(tokenSlot, () => safeToken);
  if (search !== undefined)
    html = html
      .replaceAll(alertSearchSlot, () => escapeHtml(search))
      .replace(`<p class="${searchLineClass}" hidden="">`, () => `<p class="${searchLineClass}">`);
  return pageResponse(html, status, response.headers);
}

/** The host's _headers do not apply to a function's answers, so the site's own come with the page. */
function pageResponse(html: string, status: number, siteHeaders: Headers): Response {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
  });
  for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options"]) {
    const value = siteHeaders.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("X-Robots-Tag", "noindex");
  return new Response(html, { status, headers });
}

/** Split and join, not replace(): a visitor's address may hold "$&", which replace() reads as a pattern. */
function fillSlots(html: string, slots: [slot: string, text: string][]): string {
  return slots.reduce((page, [slot, text]) => page.split(slot).join(text), html);
}

export const signUpAnswerPath = `${alertPagePath("checkEmail")}sent/`;
export const signUpAnswerSlots = {
  address: "ALERT-ADDRESS-SLOT",
  search: "ALERT-SEARCH-SLOT",
  back: `${listingRoot}?alert-back-slot`,
} as const;

/** The same answer whether or not the address was signed up (D41); `back` is the search's own address, such as /jobs/?what=care. */
export async function answerSignUp(
  req: Request,
  origin: string,
  values: { address: string; search: string; back: string },
): Promise<Response> {
  if (wantsJson(req))
    return Response.json({ outcome: "checkEmail" }, { status: 200, headers: { "Cache-Control": "no-store" } });
  const response = await fetch(`${origin}${signUpAnswerPath}`).catch(() => undefined);
  if (!response?.ok) return redirectToPage("checkEmail");
  const back = values.back.startsWith("/") && !values.back.startsWith("//") ? values.back : listingRoot;
  const html = fillSlots(await response.text(), [
    [signUpAnswerSlots.address, escapeHtml(values.address)],
    [signUpAnswerSlots.search, escapeHtml(values.search)],
    [signUpAnswerSlots.back, escapeHtml(back)],
  ]);
  return pageResponse(html, 200, response.headers);
}
