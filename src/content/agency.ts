// How the agency's facts (D1) read everywhere, so the phone number never reads two ways.

/** Declared here, not taken from the schema, because this module sits below the schemas; Site is held to it by the type checker. */
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

/** Non-breaking spaces, so it never breaks across two lines. */
export function phoneForDisplay(site: AgencyFacts): string {
  return site.phone.display.replace(/ /g, "\u00a0");
}

export const telHref = (site: AgencyFacts) => `tel:${site.phone.e164}`;

export const mailtoHref = (site: AgencyFacts) => `mailto:${site.email}`;

/** For a place with no markup: the foot of an e-mail (D1, D9). */
export function companyDisclosure(site: AgencyFacts): string {
  return `${site.legalName}. ${site.registeredIn}, company number ${site.companyNumber}. Registered office: ${formatAddress(site.address)}.`;
}
