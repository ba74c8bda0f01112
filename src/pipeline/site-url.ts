// The host's URL environment variable (D1), checked before it reaches a page.
import { Refusal } from "./refusal";

/**
 * The host's URL environment variable as the site's origin, or undefined
 * when it is unset or empty. Canonical links, the sitemap and structured
 * data append paths to it, so it must be an absolute http(s) origin: a path,
 * query or fragment would end up in the middle of every URL.
 */
export function readSiteUrlVariable(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  const refuse = (why: string) =>
    new Refusal(
      `the URL environment variable is "${value}": ${why}. It must be the site's address, such as https://www.example.co.uk; unset it to use the url in site.md.`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("that is not an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw refuse(`expected http:// or https://, found ${url.protocol}//`);
  if (url.username || url.password) throw refuse("it must not hold a user name or password");
  if (url.pathname !== "/" || url.search || url.hash || /[?#]/.test(value))
    throw refuse("expected an origin alone, without a path, query or #fragment");
  return url.origin;
}
