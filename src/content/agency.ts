// How the agency's facts (D1) read wherever they appear: in components, in
// structured data and in the {{placeholders}} content files quote. One
// module, so the address or phone number never reads two ways.
import type { Site } from "./schemas";

export function formatAddress(address: Site["address"]): string {
  return [address.streetAddress, address.locality, address.region, address.postalCode].join(", ");
}

/** The phone number with non-breaking spaces, so it never breaks across two lines. */
export function phoneForDisplay(site: Site): string {
  return site.phone.display.replace(/ /g, "\u00a0");
}

/** The phone number as a link a phone dials: tel: and the E.164 number. */
export const telHref = (site: Site) => `tel:${site.phone.e164}`;

export const mailtoHref = (site: Site) => `mailto:${site.email}`;

/** The company's disclosure as the footer gives it (D1, D9), for a place with no markup: the foot of an e-mail. */
export function companyDisclosure(site: Site): string {
  return `${site.legalName}. ${site.registeredIn}, company number ${site.companyNumber}. Registered office: ${formatAddress(site.address)}.`;
}

/** The facts a content file may quote as {{name}}. */
export function placeholdersFor(site: Site): Map<string, string> {
  return new Map([
    ["tradingName", site.tradingName],
    ["legalName", site.legalName],
    ["companyNumber", site.companyNumber],
    ["address", formatAddress(site.address)],
    ["email", site.email],
    ["phone", phoneForDisplay(site)],
    ["phoneHref", telHref(site)],
    ["url", site.url],
    ["experience", site.experience],
    ["replyPromise", site.replyPromise],
    ["emergency", site.emergency],
  ]);
}
