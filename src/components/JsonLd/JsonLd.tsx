// The agency as a schema.org EmploymentAgency (D1). No Review markup: search
// engines ignore self-serving reviews. No 24/7 ContactPoint: it needs a
// channel answered at all hours, which the content does not name.
import type { Site } from "../../content/schemas";
import { sharePicture } from "../Image/Image";

export function organisationJsonLd(site: Site, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": `${siteUrl}/#organisation`,
    name: site.tradingName,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    telephone: site.phone.e164,
    email: site.email,
    image: sharePicture(site.shareImage, siteUrl).url,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: site.hours
      .filter((period) => period.opens && period.closes)
      .map((period) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: period.dayOfWeek.map((day) => `https://schema.org/${day}`),
        opens: period.opens,
        closes: period.closes,
      })),
    areaServed: site.areasServed.map((name) => ({ "@type": "AdministrativeArea", name })),
    identifier: {
      "@type": "PropertyValue",
      propertyID: "Company number (England and Wales)",
      value: site.companyNumber,
    },
  };
}

/** "<" is escaped so no string in the data can close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
