// The home page's JSON-LD: the agency as a schema.org EmploymentAgency, with
// the same facts as the footer, from the same content file (D1).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { JsonLd } from "../src/components/JsonLd/JsonLd";
import { loadContent } from "../src/content/load";
import type { Site } from "../src/content/schemas";
import { parsePage, textOf } from "./support/dom";
import { builtPage, builtPages, projectPaths } from "./support/site";

/** The JSON-LD blocks of a page, parsed. */
function structuredData(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
}

/** The parts of the EmploymentAgency block these tests read. */
interface AgencyData {
  "@context": string;
  "@type": string;
  name: string;
  legalName: string;
  url: string;
  telephone: string;
  email: string;
  address: Record<string, string>;
  openingHoursSpecification: unknown[];
  areaServed: { "@type": string; name: string }[];
  identifier: { value: string };
}

let site: Site;
let home: Document;
let agency: AgencyData;

beforeAll(async () => {
  site = (await loadContent(projectPaths.content)).site.data;
  home = parsePage(await builtPage("index.html"));
  const blocks = structuredData(home);
  expect(blocks).toHaveLength(1);
  agency = blocks[0] as unknown as AgencyData;
});

describe("the home page describes the agency as an EmploymentAgency", () => {
  it("with its name, legal name, URL, telephone and email from content/site.md", () => {
    expect(agency["@context"]).toBe("https://schema.org");
    expect(agency["@type"]).toBe("EmploymentAgency");
    expect(agency.name).toBe(site.tradingName);
    expect(agency.legalName).toBe(site.legalName);
    expect(agency.url).toBe(`${site.url}/`);
    expect(agency.telephone).toBe(site.phone.e164);
    expect(agency.email).toBe(site.email);
  });

  it("with the registered office as a PostalAddress", () => {
    expect(agency.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    });
  });

  it("with opening hours for every opening period of the specification, and none on Sunday, when the office is closed", () => {
    const day = (name: string) => `https://schema.org/${name}`;
    expect(agency.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(day),
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Saturday")], opens: "09:00", closes: "14:00" },
    ]);
  });

  it("with its opening hours read from content/site.md, not written in the component", () => {
    const openPeriods = site.hours.filter((period) => period.opens && period.closes);
    expect(agency.openingHoursSpecification).toEqual(
      openPeriods.map((period) => expect.objectContaining({ opens: period.opens, closes: period.closes })),
    );
  });

  it("with the areas it serves", () => {
    expect(agency.areaServed.map((area) => area.name)).toEqual(site.areasServed);
    expect(agency.areaServed.map((area) => area.name)).toContain("Cambridgeshire");
  });

  it("with the company number the footer discloses", () => {
    expect(agency.identifier.value).toBe(site.companyNumber);
    expect(textOf(home.querySelector("footer"))).toContain(site.companyNumber);
  });

  it("states the same telephone, email and address as the footer", () => {
    const footer = home.querySelector("footer")!;
    const hrefs = [...footer.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toContain(`tel:${agency.telephone}`);
    expect(hrefs).toContain(`mailto:${agency.email}`);
    const footerText = textOf(footer);
    for (const part of [
      agency.legalName,
      agency.address.streetAddress,
      agency.address.addressLocality,
      agency.address.postalCode,
    ]) {
      expect(footerText).toContain(part ?? "(missing from the JSON-LD)");
    }
  });

  it("marks up no reviews or ratings of our own testimonials", () => {
    const json = JSON.stringify(agency);
    expect(json).not.toMatch(/"(review|aggregateRating)"/i);
    expect(json).not.toMatch(/"@type":"(Review|AggregateRating|Rating)"/);
  });
});

describe("structured data elsewhere", () => {
  it("the agency's EmploymentAgency appears on the home page only; a vacancy page may carry its JobPosting, and no other page any", async () => {
    for (const [file, html] of await builtPages()) {
      if (file === "index.html") continue;
      const types = structuredData(parsePage(html)).map((data) => (data as { "@type"?: string })["@type"]);
      if (/^jobs\/[^/]+\/index\.html$/.test(file))
        expect(
          types.filter((type) => type !== "JobPosting"),
          file,
        ).toEqual([]);
      else expect(types, file).toEqual([]);
    }
  });

  it("cannot end its script element early, whatever the content says", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: "</script><script>alert(1)</script>" } }));
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    const text = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
