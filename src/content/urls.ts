// URLs written by content editors, read the way a browser reads them (D21).
import { decodeHTML } from "entities";
import { expected, type Expectation } from "./problems";

/** As the WHATWG URL parser reads it, references decoded: marked passes `jav&#x61;script:` through for the browser to decode. */
export function urlAsBrowserReadsIt(written: string, decodeReferences = true): string {
  const decoded = decodeReferences ? decodeHTML(written) : written;
  // eslint-disable-next-line no-control-regex -- the URL parser's own definition of what it strips
  return decoded.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

export function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
}

const executableSchemes = new Set(["javascript", "vbscript", "data"]);

export function runsCode(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme !== undefined && executableSchemes.has(scheme);
}

const linkSchemes = new Set(["https", "http", "mailto", "tel"]);

const linkExpectation = "a link starting with / (such as /contact/), #, https://, http://, mailto: or tel:";

export function linkProblem(written: string): Expectation | undefined {
  const url = urlAsBrowserReadsIt(written);
  if (url.startsWith("/") || url.startsWith("#")) return undefined;
  const scheme = schemeOf(url);
  if (scheme !== undefined && linkSchemes.has(scheme)) return undefined;
  const found = JSON.stringify(written);
  return expected(linkExpectation, runsCode(url) ? `${found}; a ${scheme}: link runs code or hides a document, and content may not contain either` : found);
}

const hostName = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Characters that would end a header directive or a srcset candidate: ";sandbox;" in a host could add a CSP directive. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
const headerBreaking = /[\s;,'"\\<>`\u0000-\u001f\u007f]/;

export function imageUrlProblem(written: string): Expectation | undefined {
  const found = JSON.stringify(written);
  if (headerBreaking.test(written)) return expected("an https:// URL without spaces, quotes, commas or semicolons", found);
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return expected("an https:// URL", found);
  }
  if (url.protocol !== "https:" || !/^https:\/\//i.test(written)) return expected("an https:// URL", found);
  if (url.username !== "" || url.password !== "") {
    return expected("an https:// URL without a user name or password", found);
  }
  if (!hostName.test(url.hostname)) return expected("an https:// URL with a host name such as images.unsplash.com", found);
  return undefined;
}
