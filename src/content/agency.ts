// How the agency's facts (D1) read wherever they appear: in components, in
// structured data and in the {{placeholders}} content files quote. One
// module, so the address or phone number never reads two ways.

/**
 * The facts of site.md these functions and the {{placeholders}} read. Declared
 * here rather than taken from the site's schema, because the schemas check
 * inline Markdown (placeholders.ts, markdown.ts), which quotes these facts:
 * this module sits below the schemas. The schema's Site has every field, and
 * the type checker holds it to that wherever a Site is passed.
 */
export interface AgencyFacts {
  tradingName: string;
  legalName: string;
  registeredIn: string;
  companyNumber: string;
  address: { streetAddress: string; locality: string; region: string; postalCode: string };
  phone: { display: string; e164: string };
  email: string;
  url: string;
  experience: string;
  replyPromise: string;
  emergency: string;
}

export function formatAddress(address: AgencyFacts["address"]): string {
  return [address.streetAddress, address.locality, address.region, address.postalCode].join(", ");
}

/** The phone number with non-breaking spaces, so it never breaks across two lines. */
export function phoneForDisplay(site: AgencyFacts): string {
  return site.phone.display.replace(/ /g, "\u00a0");
}

/** The phone number as a link a phone dials: tel: and the E.164 number. */
export const telHref = (site: AgencyFacts) => `tel:${site.phone.e164}`;

export const mailtoHref = (site: AgencyFacts) => `mailto:${site.email}`;

/** The company's disclosure as the footer gives it (D1, D9), for a place with no markup: the foot of an e-mail. */
export function companyDisclosure(site: AgencyFacts): string {
  return `${site.legalName}. ${site.registeredIn}, company number ${site.companyNumber}. Registered office: ${formatAddress(site.address)}.`;
}
