// RSS 2.0 feeds of open vacancies and the closing-dates file (D28).
import { DOMParser } from "linkedom";
import { describe, expect, it } from "vitest";
import { closingDates, closingDatesJson, rfc822Date, vacancyFeed, vacancyFeeds } from "../src/jobs/feeds";
import { listingModel } from "../src/jobs/listing";
import { fixtureSectors, vacancy } from "./support/vacancies";

const site = { tradingName: "Ouse Valley Staffing", url: "https://www.ousevalley.example", lang: "en-GB" };
const today = "2026-11-21";

const vacancies = [
  vacancy("older-nurse", { title: "Nurse", reference: "A-1", posted: "2026-11-01", closes: "2026-12-12" }),
  vacancy("chef", {
    title: "Chef de partie <nights> & weekends",
    reference: "A-2",
    sector: "hospitality",
    posted: "2026-11-10",
    pay: { from: 28000, per: "year" },
    engagement: "permanent",
  }),
  vacancy("closed", { reference: "A-3", closes: "2026-11-20" }),
  vacancy("filled", { reference: "A-4", filled: true }),
  vacancy("future", { reference: "A-5", posted: "2026-12-01" }),
];

function parse(xml: string) {
  return new DOMParser().parseFromString(xml, "text/xml");
}

describe("the vacancies feed", () => {
  const xml = vacancyFeed(vacancies, {
    site,
    title: "All jobs",
    listingPath: "/jobs/",
    feedPath: "/jobs/feed.xml",
    today,
  });
  const document = parse(xml);
  const text = (element: Element, name: string) => element.querySelector(name)?.textContent;

  it("is an RSS 2.0 channel titled for its listing, linking it and itself", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const rss = document.querySelector("rss")!;
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = document.querySelector("channel")!;
    expect(text(channel, "title")).toBe("All jobs | Ouse Valley Staffing");
    expect(text(channel, "link")).toBe("https://www.ousevalley.example/jobs/");
    expect(text(channel, "language")).toBe("en-GB");
    expect(text(channel, "description")).toBe("Open vacancies from Ouse Valley Staffing: all jobs.");
    expect(text(channel, "lastBuildDate")).toBe("Tue, 10 Nov 2026 00:00:00 GMT");
    expect(xml).toContain(
      '<atom:link href="https://www.ousevalley.example/jobs/feed.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it("has one item per open vacancy, newest first, with title, link, guid, date and a description in the site's words", () => {
    const items = [...document.querySelectorAll("item")];
    expect(items.map((item) => text(item, "title"))).toEqual(["Chef de partie <nights> & weekends", "Nurse"]);
    const [chef] = items;
    expect(text(chef!, "link")).toBe("https://www.ousevalley.example/jobs/chef/");
    expect(text(chef!, "guid")).toBe("https://www.ousevalley.example/jobs/chef/");
    expect(chef!.querySelector("guid")!.getAttribute("isPermaLink")).toBe("true");
    expect(text(chef!, "pubDate")).toBe("Tue, 10 Nov 2026 00:00:00 GMT");
    expect(text(chef!, "category")).toBe("hospitality");
    expect(text(chef!, "description")).toBe(
      "Supporting residents with daily living in a friendly care home, days and weekends. " +
        "£28,000 a year. Huntingdon, Cambridgeshire. Permanent, full-time. No closing date.",
    );
    expect(text(items[1]!, "description")).toContain("Closes 12 December 2026.");
  });

  it("escapes what content writes, so the XML stays well formed", () => {
    expect(xml).toContain("<title>Chef de partie &lt;nights&gt; &amp; weekends</title>");
  });

  it("is empty of items, still a valid channel, when nothing is open", () => {
    const empty = parse(
      vacancyFeed([], {
        site,
        title: "Healthcare jobs",
        listingPath: "/jobs/healthcare/",
        feedPath: "/jobs/healthcare/feed.xml",
        today,
      }),
    );
    expect(empty.querySelectorAll("item").length).toBe(0);
    expect(empty.querySelector("channel > title")?.textContent).toBe("Healthcare jobs | Ouse Valley Staffing");
    expect(empty.querySelector("lastBuildDate")?.textContent).toBe("Sat, 21 Nov 2026 00:00:00 GMT");
  });

  it("writes RFC 822 dates", () => {
    expect(rfc822Date("2026-12-01")).toBe("Tue, 01 Dec 2026 00:00:00 GMT");
  });
});

describe("the closing-dates file", () => {
  it("lists, sorted and once each, the day after each open vacancy closes and the day each future one is posted", () => {
    expect(
      closingDates(
        [
          ...vacancies,
          vacancy("same-close", { reference: "A-6", closes: "2026-12-12" }),
          vacancy("closes-today", { reference: "A-7", closes: "2026-11-21" }),
        ],
        today,
      ),
    ).toEqual({ builtFor: "2026-11-21", changes: ["2026-11-22", "2026-12-01", "2026-12-13"] });
  });

  it("leaves out closed and filled vacancies and those with no closing date", () => {
    expect(closingDates([vacancies[2]!, vacancies[3]!, vacancies[1]!], today).changes).toEqual([]);
  });

  it("is written as JSON", () => {
    expect(JSON.parse(closingDatesJson(vacancies, today))).toEqual({
      builtFor: "2026-11-21",
      changes: ["2026-12-01", "2026-12-13"],
    });
  });
});

describe("every feed of the site", () => {
  const model = listingModel(vacancies, today, fixtureSectors);
  const feeds = vacancyFeeds(model, site, today);

  it("is one feed of all open vacancies and one per sector, even a sector with nothing open", () => {
    expect(feeds.map((feed) => feed.path)).toEqual([
      "/jobs/feed.xml",
      "/jobs/healthcare/feed.xml",
      "/jobs/hospitality/feed.xml",
      "/jobs/nursery-school/feed.xml",
      "/jobs/industrial/feed.xml",
    ]);
    const items = (path: string) =>
      [...parse(feeds.find((feed) => feed.path === path)!.xml).querySelectorAll("item")].map(
        (item) => item.querySelector("title")?.textContent,
      );
    expect(items("/jobs/feed.xml")).toEqual(["Chef de partie <nights> & weekends", "Nurse"]);
    expect(items("/jobs/healthcare/feed.xml")).toEqual(["Nurse"]);
    expect(items("/jobs/industrial/feed.xml")).toEqual([]);
  });

  it("titles and links each sector's feed to that sector's listing", () => {
    const healthcare = parse(feeds[1]!.xml);
    expect(healthcare.querySelector("channel > title")?.textContent).toBe("Healthcare jobs | Ouse Valley Staffing");
    expect(healthcare.querySelector("channel > link")?.textContent).toBe(
      "https://www.ousevalley.example/jobs/healthcare/",
    );
    expect(feeds[1]!.xml).toContain('href="https://www.ousevalley.example/jobs/healthcare/feed.xml" rel="self"');
  });
});
