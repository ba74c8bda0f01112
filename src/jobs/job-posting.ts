// The JobPosting structured data of an open vacancy page (D26), from the same data the page shows.
import { endOfDayInLondon } from "./vacancy-status";
import type { Vacancy } from "./vacancy-schema";
import { vacancyPath } from "./board-paths";

/** The agency acts for the hirer (D26). */
export interface JobPostingSite {
  legalName: string;
  url: string;
  logo: string;
}

const unitTexts = { hour: "HOUR", day: "DAY", week: "WEEK", month: "MONTH", year: "YEAR" } as const;

export function jobPosting(vacancy: Vacancy, site: JobPostingSite): Record<string, unknown> {
  const { data } = vacancy;
  const address: Record<string, string> = {
    "@type": "PostalAddress",
    addressLocality: data.location.town,
    addressRegion: data.location.county,
  };
  if (data.location.postcode !== undefined) address.postalCode = data.location.postcode;
  address.addressCountry = "GB";

  const value: Record<string, unknown> = { "@type": "QuantitativeValue" };
  if (data.pay.to !== undefined && data.pay.to !== data.pay.from) {
    value.minValue = data.pay.from;
    value.maxValue = data.pay.to;
  } else {
    value.value = data.pay.from;
  }
  value.unitText = unitTexts[data.pay.per];

  const employmentType = [data.hours === "full-time" ? "FULL_TIME" : "PART_TIME"];
  if (data.engagement === "temporary") employmentType.push("TEMPORARY");

  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: data.title,
    description: vacancy.html,
    identifier: { "@type": "PropertyValue", name: site.legalName, value: data.reference },
    datePosted: data.posted,
  };
  if (data.closes !== undefined) posting.validThrough = endOfDayInLondon(data.closes);
  Object.assign(posting, {
    employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.legalName,
      sameAs: site.url,
      url: site.url,
      logo: site.logo,
    },
    jobLocation: { "@type": "Place", address },
    baseSalary: { "@type": "MonetaryAmount", currency: "GBP", value },
    directApply: true,
    url: `${site.url}${vacancyPath(vacancy.slug)}`,
  });
  return posting;
}
