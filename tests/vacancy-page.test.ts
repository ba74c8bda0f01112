// A vacancy's page (D26), open and closed (D24), read from the site as the
// build writes it for the tests' fixed day, and its JobPosting data checked
// property by property against the content file it comes from.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load";
import type { SiteContent } from "../src/content/load";
import { vacancyStatus } from "../src/jobs/vacancy-status";
import { VacancyScreen } from "../src/screens/VacancyScreen";
import { parsePage, textOf } from "./support/dom";
import { builtPage, builtPages, projectPaths, testToday } from "./support/site";

/** Open on the test day; temporary, full-time, with shifts, a start date, a closing date and a postcode. */
const nurse = "registered-nurse-nights-huntingdon";
/** Permanent and open. */
const chef = "chef-de-partie-cambridge";
/** Closed on the test day: its closing date has passed. */
const closedByDate = "bar-and-waiting-staff-st-ives";
/** Closed on the test day: marked filled. */
const filled = "healthcare-assistant-kings-lynn";

const pageOf = (slug: string) => `jobs/${slug}/index.html`;
const hrefOf = (slug: string) => `/jobs/${slug}/`;
const slugOfHref = (href: string | null) => /^\/jobs\/([a-z0-9-]+)\/$/.exec(href ?? "")?.[1];

let content: SiteContent;
const entry = (slug: string) => content.vacancies.find((vacancy) => vacancy.slug === slug)!;
const isOpen = (slug: string) => vacancyStatus(entry(slug).data, testToday) === "open";
const docs = new Map<string, Document>();
const page = (slug: string) => docs.get(slug)!;

beforeAll(async () => {
  content = await loadContent(projectPaths.content);
  for (const slug of [nurse, chef, closedByDate, filled]) docs.set(slug, parsePage(await builtPage(pageOf(slug))));
  // The fixtures above must be what their names say on the test day.
  expect([nurse, chef, closedByDate, filled].map(isOpen)).toEqual([true, true, false, false]);
  expect(entry(filled).data.filled).toBe(true);
});

/** The facts panel as term → value. */
const facts = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll(".vacancy-facts dl > div")].map((row) => [
      textOf(row.querySelector("dt")),
      textOf(row.querySelector("dd")),
    ]),
  );

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );

/** Whether `first` comes before `second` in the document. */
function precedes(first: Element | null, second: Element | null): boolean {
  const order = [...(first?.ownerDocument.querySelectorAll("*") ?? [])];
  return Boolean(first && second) && order.indexOf(first!) < order.indexOf(second!);
}

describe("an open vacancy's page (D26)", () => {
  it("is headed by the job title alone", () => {
    expect([...page(nurse).querySelectorAll("h1")].map(textOf)).toEqual(["Registered Nurse (RGN), nights"]);
  });

  it("lists the facts a candidate scans for, with pay and dates written out", () => {
    expect(facts(page(nurse))).toEqual({
      Reference: "OVS-1042",
      Pay: "£24.50 to £27.00 an hour",
      Location: "Huntingdon, Cambridgeshire PE29 3TL",
      "Type of work": "Temporary",
      Hours: "Full-time",
      Shifts: "Three 12.5-hour night shifts a week, 19:45 to 08:15",
      Starts: "1 December 2026",
      Posted: "14 November 2026",
      "Closing date": "12 December 2026",
    });
    expect(facts(page(chef))["Type of work"]).toBe("Permanent");
    // A postcode is never broken across two lines.
    expect([...page(nurse).querySelectorAll(".vacancy-facts .nowrap")].map(textOf)).toEqual(["PE29 3TL"]);
  });

  it("puts a link to the application form near the top, before the facts, for phones", () => {
    const doc = page(nurse);
    const link = doc.querySelector(".page-header a[href='#apply']");
    expect(textOf(link)).toBe("Apply for this job");
    expect(doc.getElementById("apply")?.querySelector("form[name=application]")).not.toBeNull();
    expect(precedes(link, doc.querySelector(".vacancy-facts"))).toBe(true);
  });

  it("shows the description from the content file's body and every requirement", () => {
    const doc = page(nurse);
    expect(doc.querySelector(".vacancy-layout__main .prose")?.innerHTML.trim()).toBe(entry(nurse).html.trim());
    expect([...doc.querySelectorAll(".vacancy-requirements li")].map(textOf)).toEqual(entry(nurse).data.requirements);
  });

  it("says the agency's legal name advertises it, and in what capacity (regulation 27)", () => {
    expect(textOf(page(nurse).querySelector(".vacancy-advertiser"))).toBe(
      "Ouse Valley Staffing Ltd advertises this vacancy as an employment business: you would work through us, on assignment with the hirer.",
    );
    expect(textOf(page(chef).querySelector(".vacancy-advertiser"))).toBe(
      "Ouse Valley Staffing Ltd advertises this vacancy as an employment agency acting for the hirer, who would employ you directly.",
    );
  });

  it("offers up to three other open vacancies, the same sector first, and a link to all jobs", () => {
    const doc = page(nurse);
    const similar = [...doc.querySelectorAll("#similar .vacancy-card__title a")].map((link) =>
      slugOfHref(link.getAttribute("href"))!,
    );
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(3);
    expect(similar).not.toContain(nurse);
    expect(similar.every(isOpen)).toBe(true);
    const sectors = similar.map((slug) => entry(slug).data.sector === entry(nurse).data.sector);
    expect(sectors).toEqual([...sectors].sort((a, b) => Number(b) - Number(a)));
    expect(doc.querySelector("#similar a[href='/jobs/']")).not.toBeNull();
  });

  it("is titled by the job and its town, short enough for search results, the job title always whole", async () => {
    expect(textOf(page(nurse).querySelector("title"))).toBe(
      "Registered Nurse (RGN), nights in Huntingdon | Ouse Valley Staffing",
    );
    for (const vacancy of content.vacancies) {
      if (vacancyStatus(vacancy.data, testToday) === "scheduled") continue;
      const title = textOf(parsePage(await builtPage(pageOf(vacancy.slug))).querySelector("title"));
      expect(title.length, title).toBeLessThanOrEqual(70);
      expect(title.startsWith(vacancy.data.title), title).toBe(true);
    }
  });

  it("can be shared without JavaScript: an email and a WhatsApp message with the job's title and address; the script's button waits hidden", () => {
    const share = page(nurse).querySelector(".vacancy-share")!;
    expect(textOf(share.querySelector("h2"))).toBe("Share this job");
    const message =
      "Registered Nurse (RGN), nights: https://www.ousevalley.example/jobs/registered-nurse-nights-huntingdon/";
    const links = [...share.querySelectorAll("a")].map((link) => [textOf(link), link.getAttribute("href")]);
    expect(links).toEqual([
      [
        "Email",
        `mailto:?subject=${encodeURIComponent("Registered Nurse (RGN), nights")}&body=${encodeURIComponent(message)}`,
      ],
      ["WhatsApp", `https://wa.me/?text=${encodeURIComponent(message)}`],
    ]);
    expect(share.querySelector("button")?.closest("[hidden]")).not.toBeNull();
  });

  it("is indexed: no robots noindex", () => {
    expect(page(nurse).querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe.each([
  ["past its closing date", closedByDate, "Closed on 8 November 2026"],
  ["filled", filled, "Filled"],
])("a vacancy %s keeps its page (D24)", (_case, slug, status) => {
  it("says plainly, at the top, that it has closed", () => {
    const doc = page(slug);
    const notice = doc.querySelector(".page-header .vacancy-closed");
    expect(textOf(notice?.querySelector("h2"))).toBe("This vacancy has closed");
    expect(textOf(notice)).toContain("We are no longer taking applications for this job.");
    expect(precedes(notice, doc.querySelector(".vacancy-facts"))).toBe(true);
  });

  it('says only that it is filled or closed: never "Open until filled" nor a closing date still to come (D24)', () => {
    const doc = page(slug);
    // Its own part: the notice, the facts and the description (the open jobs offered below are cards of other vacancies).
    for (const part of [".page-header", ".vacancy-layout"])
      expect(textOf(doc.querySelector(part)), part).not.toContain("Open until filled");
    expect(facts(doc)["Closing date"]).toBeUndefined();
    expect(facts(doc).Status).toBe(status);
  });

  it("has no form, no apply link, no share links, and noindex", () => {
    const doc = page(slug);
    expect(doc.querySelector("form")).toBeNull();
    expect(doc.querySelector(".vacancy-share")).toBeNull();
    expect(doc.querySelector("a[href='#apply']")).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("offers the open vacancies in its sector, newest first, at most five, and a link to all jobs", () => {
    const doc = page(slug);
    const sector = entry(slug).data.sector;
    const expected = content.vacancies
      .filter((other) => other.slug !== slug && other.data.sector === sector && isOpen(other.slug))
      .sort((a, b) => b.data.posted.localeCompare(a.data.posted))
      .slice(0, 5)
      .map((other) => other.slug);
    expect(expected.length).toBeGreaterThan(0);
    const offered = [...doc.querySelectorAll("#open-in-sector .vacancy-card__title a")].map((link) =>
      slugOfHref(link.getAttribute("href")),
    );
    expect(offered).toEqual(expected);
    expect(doc.querySelector(".vacancy-closed a[href='#open-in-sector']")).not.toBeNull();
    expect(doc.querySelector("#open-in-sector a[href='/jobs/']")).not.toBeNull();
  });
});

describe("a closed vacancy with nothing open in its sector", () => {
  it("says none are open and links to all jobs", () => {
    const vacancy = entry(closedByDate);
    const html = renderToStaticMarkup(
      createElement(VacancyScreen, {
        vacancy: { slug: vacancy.slug, data: vacancy.data, html: vacancy.html },
        open: false,
        sector: { slug: "hospitality", title: "Hospitality" },
        similar: [],
        openInSector: [],
        wording: content.routes.jobs.data,
        legalName: content.site.data.legalName,
        formAction: "/thank-you/",
        vacancyHref: hrefOf,
        shareUrl: `https://www.ousevalley.example${hrefOf(vacancy.slug)}`,
      }),
    );
    const doc = parsePage(`<!doctype html><html><body>${html}</body></html>`);
    const section = doc.getElementById("open-in-sector");
    expect(section?.querySelector(".vacancy-card")).toBeNull();
    expect(textOf(section)).toContain("There are no open jobs in this sector right now.");
    expect(section?.querySelector("a[href='/jobs/']")).not.toBeNull();
  });
});

describe("JobPosting data (D24, D26)", () => {
  it("is on every open vacancy's page and on no other page: not on closed ones, not on any /jobs/ listing", async () => {
    const published = new Set(
      content.vacancies
        .filter((vacancy) => vacancyStatus(vacancy.data, testToday) !== "scheduled")
        .map((vacancy) => vacancy.slug),
    );
    let open = 0;
    let closed = 0;
    let listings = 0;
    for (const [file, html] of await builtPages()) {
      const slug = /^jobs\/([a-z0-9-]+)\/index\.html$/.exec(file)?.[1];
      const isVacancyPage = slug !== undefined && published.has(slug);
      const expected = isVacancyPage && isOpen(slug) ? 1 : 0;
      const postings = structuredData(parsePage(html)).filter((block) => block["@type"] === "JobPosting");
      expect(postings.length, file).toBe(expected);
      if (isVacancyPage && expected) open++;
      else if (isVacancyPage) closed++;
      else if (file.startsWith("jobs/")) listings++;
    }
    expect(open).toBe(content.vacancies.filter((vacancy) => isOpen(vacancy.slug)).length);
    expect(closed).toBe(2);
    expect(listings).toBeGreaterThan(1);
  });

  it("matches the content file and the visible page, property by property", () => {
    const doc = page(nurse);
    const { data, html } = entry(nurse);
    const [posting] = structuredData(doc).filter((block) => block["@type"] === "JobPosting");
    const site = content.site.data;
    expect(posting!.title).toBe(data.title);
    expect(posting!.title).toBe(textOf(doc.querySelector("h1")));
    expect(posting!.description).toBe(html);
    expect(posting!.datePosted).toBe(data.posted);
    // The end of the closing day in London (GMT in December).
    expect(posting!.validThrough).toBe(`${data.closes}T23:59:59+00:00`);
    expect(posting!.employmentType).toEqual(["FULL_TIME", "TEMPORARY"]);
    expect(posting!.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: site.legalName,
      url: "https://www.ousevalley.example",
    });
    expect(posting!.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: data.location.town,
        addressRegion: data.location.county,
        postalCode: data.location.postcode,
        addressCountry: "GB",
      },
    });
    expect(posting!.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: { "@type": "QuantitativeValue", minValue: data.pay.from, maxValue: data.pay.to, unitText: "HOUR" },
    });
    expect(posting!.identifier).toMatchObject({ "@type": "PropertyValue", value: data.reference });
    expect(posting!.directApply).toBe(true);
    // What the data says is what the page shows.
    expect(facts(doc)).toMatchObject({
      Reference: data.reference,
      Posted: "14 November 2026",
      "Closing date": "12 December 2026",
    });
    expect(doc.querySelector("input[name=job-reference]")?.getAttribute("value")).toBe(data.reference);
  });
});

describe("the privacy notice covers applications and CVs (D27)", () => {
  it("says what is kept, where, for how long and on what lawful basis, and covers employers' vacancy registrations", async () => {
    const text = textOf(parsePage(await builtPage("privacy/index.html")).querySelector("main"));
    expect(text).toContain("your CV, if you choose to attach one");
    expect(text).toContain("including any CV you attach to an application"); // Netlify, the form host
    expect(text).toContain("into our own recruitment records");
    expect(text).toContain(
      "Job applications and CVs: 12 months after our last contact with you, then deleted, unless we place you in work.",
    );
    expect(text).toContain(
      "necessary to take steps at your request before entering into a contract, and our legitimate interests",
    );
    expect(text).toContain("We do not need your consent for this");
    expect(text).toContain("Vacancy registrations from employers");
  });

  it("the form's own note agrees with it: 12 months, and a link to the notice", async () => {
    const note = parsePage(await builtPage(pageOf(nurse))).querySelector("form[name=application] .host-form__privacy");
    expect(textOf(note)).toContain("12 months");
    expect(note?.querySelector("a")?.getAttribute("href")).toBe("/privacy/");
  });
});
