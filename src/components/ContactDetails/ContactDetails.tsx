// The agency's phone, email and office, from the site facts (D1): shown in
// the footer and on the contact page, with working tel: and mailto: links.
import { phoneForDisplay } from "../../content/markdown";
import type { Site } from "../../content/schemas";
import { Icon } from "../Icon/Icon";

export const telHref = (site: Site) => `tel:${site.phone.e164}`;
export const mailtoHref = (site: Site) => `mailto:${site.email}`;

export function PostalAddress({ site }: { site: Site }) {
  const { address } = site;
  return (
    <address className="postal-address">
      {site.legalName}
      <br />
      {address.streetAddress}
      <br />
      {address.locality}, {address.region}
      <br />
      {address.postalCode}
    </address>
  );
}

export function ContactList({ site }: { site: Site }) {
  return (
    <ul className="contact-list">
      <li>
        <Icon name="phone" size={20} />
        <a href={telHref(site)}>{phoneForDisplay(site)}</a>
      </li>
      <li>
        <Icon name="mail" size={20} />
        <a href={mailtoHref(site)}>{site.email}</a>
      </li>
      <li>
        <Icon name="map-pin" size={20} />
        <PostalAddress site={site} />
      </li>
    </ul>
  );
}
