// The agency's phone, email and office, from the site facts (D1): shown in
// the footer and on the contact page, with working tel: and mailto: links.
import { mailtoHref, phoneForDisplay, telHref } from "../../content/agency";
import type { Site } from "../../content/schemas";
import { IconList } from "../IconList/IconList";

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
    <IconList
      items={[
        { key: "phone", icon: "phone", content: <a href={telHref(site)}>{phoneForDisplay(site)}</a> },
        { key: "email", icon: "mail", content: <a href={mailtoHref(site)}>{site.email}</a> },
        { key: "address", icon: "map-pin", content: <PostalAddress site={site} /> },
      ]}
    />
  );
}
