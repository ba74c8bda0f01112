// JobPosting structured data for an open vacancy page (D26), property by property.
import { describe, expect, it } from "vitest";
import { jobPosting } from "../src/jobs/job-posting";
import { vacancy } from "./support/vacancies";

const site = {
  legalName: "Ouse Valley Staffing Ltd",
  url: "https://www.ousevalley.example",
  logo: "https://www.ousevalley.example/icon-512.png",
};

const nurse = vacancy(
  "nurse-nights",
  {
    title: "Registered Nurse (RGN), nights",
    reference: "OVS-1042",
    engagement: "temporary",
    hours: "full-time",
    location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" },
    pay: { from: 24.5, to: 27, per: "hour" },
    posted: "2026-11-14",
    closes: "2026-12-12",
  },
  "<p>Night shifts.</p>\n<ul><li>Medicines rounds</li></ul>",
);

describe("JobPosting (D26)", () => {
  const posting = jobPosting(nurse, site);

  it("is a schema.org JobPosting with the vacancy's title and the body's HTML as description", () => {
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe("Registered Nurse (RGN), nights");
    expect(posting.description).toBe("<p>Night shifts.</p>\n<ul><li>Medicines rounds</li></ul>");
  });

  it("gives the posted date and, when there is a closing date, the end of that day in London", () => {
    expect(posting.datePosted).toBe("2026-11-14");
    expect(posting.validThrough).toBe("2026-12-12T23:59:59+00:00");
    expect(jobPosting(vacancy("summer", { posted: "2026-06-01", closes: "2026-07-01" }), site).validThrough).toBe(
      "2026-07-01T23:59:59+01:00",
    );
    expect("validThrough" in jobPosting(vacancy("open-ended"), site)).toBe(false);
  });

  it("says full- or part-time, plus TEMPORARY for temporary work", () => {
    expect(posting.employmentType).toEqual(["FULL_TIME", "TEMPORARY"]);
    expect(jobPosting(vacancy("a", { hours: "part-time", engagement: "permanent" }), site).employmentType).toEqual([
      "PART_TIME",
    ]);
    expect(jobPosting(vacancy("b", { hours: "part-time", engagement: "temporary" }), site).employmentType).toEqual([
      "PART_TIME",
      "TEMPORARY",
    ]);
  });

  it("names the agency as hiring organisation, with its URL and logo", () => {
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Ouse Valley Staffing Ltd",
      sameAs: "https://www.ousevalley.example",
      url: "https://www.ousevalley.example",
      logo: "https://www.ousevalley.example/icon-512.png",
    });
  });

  it("places the job at a postal address in GB, with the postcode only when given", () => {
    expect(posting.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Huntingdon",
        addressRegion: "Cambridgeshire",
        postalCode: "PE29 3TL",
        addressCountry: "GB",
      },
    });
    const noPostcode = jobPosting(vacancy("c"), site).jobLocation as { address: Record<string, string> };
    expect(noPostcode.address.postalCode).toBeUndefined();
    expect(noPostcode.address.addressCountry).toBe("GB");
  });

  it("states pay in GBP as a range, or a single value, per period", () => {
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: { "@type": "QuantitativeValue", minValue: 24.5, maxValue: 27, unitText: "HOUR" },
    });
    for (const [per, unitText] of [
      ["day", "DAY"],
      ["week", "WEEK"],
      ["month", "MONTH"],
      ["year", "YEAR"],
    ] as const) {
      expect(jobPosting(vacancy("d", { pay: { from: 120, per } }), site).baseSalary).toEqual({
        "@type": "MonetaryAmount",
        currency: "GBP",
        value: { "@type": "QuantitativeValue", value: 120, unitText },
      });
    }
  });

  it("identifies the vacancy by its reference, invites direct applications, and links its page", () => {
    expect(posting.identifier).toEqual({
      "@type": "PropertyValue",
      name: "Ouse Valley Staffing Ltd",
      value: "OVS-1042",
    });
    expect(posting.directApply).toBe(true);
    expect(posting.url).toBe("https://www.ousevalley.example/jobs/nurse-nights/");
  });
});
