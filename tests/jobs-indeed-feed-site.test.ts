// The built site's Indeed feed (/jobs/indeed.xml) against the built pages:
// exactly the open vacancies, each saying what its page says, with dates as
// the page shows them, in well-formed XML and descriptions of the HTML tags
// Indeed supports. The feed's elements one by one: jobs-indeed-feed.test.ts.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { indeedFeedPath } from "../src/jobs/indeed-feed";
import { dateText } from "../src/jobs/vacancy-text";
import { parsePage, textOf } from "./support/dom";
import { buildProjectSite } from "./support/site";

type Job = Record<string, { "#cdata"?: string | string[] }>;

function jobsOf(xml: string): Job[] {
  const parser = new XMLParser({
    isArray: (name) => name === "job",
    parseTagValue: false,
    trimValues: false,
    cdataPropName: "#cdata",
    ignoreDeclaration: true,
  });
  return (parser.parse(xml) as { source: { job?: Job[] } }).source.job ?? [];
}

function value(element: Job[string] | undefined): string | undefined {
  const sections = element?.["#cdata"];
  return Array.isArray(sections) ? sections.join("") : sections;
}

/** The tags of Indeed's job description formatting guidelines, its "simple table" included. */
const indeedTags = new Set([
  "p",
  "br",
  "ul",
  "li",
  "b",
  "strong",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

/** The amounts and period of a pay, in the page's words ("£32,000 a year") or Indeed's ("£32000 per year"). */
function payAmounts(pay: string): { amounts: number[]; per: string } {
  const amounts = [...pay.matchAll(/£([\d,]+(?:\.\d\d)?)/g)].map((match) => Number(match[1]!.replaceAll(",", "")));
  return { amounts, per: pay.split(" ").at(-1)! };
}

/** What is wrong with a description as HTML for Indeed: a tag it does not support, an attribute, a tag left open. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  new Parser(
    {
      onopentag(name, attributes) {
        if (!indeedTags.has(name)) problems.push(`<${name}> is not a tag Indeed supports`);
        if (Object.keys(attributes).length > 0) problems.push(`<${name}> has attributes`);
      },
      onclosetag(name, implied) {
        if (implied && name !== "br") problems.push(`<${name}> is never closed`);
      },
    },
    { decodeEntities: true },
  ).end(html);
  return problems;
}

/** The words of each list item of a description, as an HTML parser reads them. */
function listItems(html: string): string[] {
  const items: string[] = [];
  let item: string | undefined;
  new Parser(
    {
      onopentag: (name) => name === "li" && (item = ""),
      ontext: (text) => item !== undefined && (item += text),
      onclosetag: (name) => {
        if (name === "li" && item !== undefined) items.push(item.replace(/\s+/g, " ").trim());
        if (name === "li") item = undefined;
      },
    },
    { decodeEntities: true },
  ).end(html);
  return items;
}

describe(`the built site's ${indeedFeedPath}`, async () => {
  const { output } = await buildProjectSite();
  const feed = String(output.files.get(indeedFeedPath.slice(1))?.contents);
  const built = jobsOf(feed);
  const page = (job: Job) =>
    parsePage(String(output.files.get(`${new URL(value(job.url)!).pathname.slice(1)}index.html`)!.contents));
  const fact = (doc: Document, term: string) =>
    textOf(
      [...doc.querySelectorAll(".vacancy-facts__list dt")].find((dt) => textOf(dt) === term)?.nextElementSibling ??
        null,
    );

  it("is well-formed XML holding exactly the vacancies whose pages are open (no noindex), each once", () => {
    expect(XMLValidator.validate(feed)).toBe(true);
    const openPages = [...output.files.keys()]
      .filter((file) => /^jobs\/[a-z0-9-]+\/index\.html$/.test(file))
      .filter((file) => parsePage(String(output.files.get(file)!.contents)).querySelector(".vacancy-facts") !== null)
      .filter((file) => parsePage(String(output.files.get(file)!.contents)).querySelector("meta[name=robots]") === null)
      .map((file) => `https://www.ousevalley.example/${file.replace(/index\.html$/, "")}`);
    expect(openPages.length).toBeGreaterThan(10);
    expect(built.map((job) => value(job.url)).sort()).toEqual(openPages.sort());
  });

  it("gives every job the same elements, those without a value blank", () => {
    const elements = Object.keys(built[0]!);
    expect(elements).toContain("postalcode");
    expect(elements).toContain("expirationdate");
    for (const job of built) expect(Object.keys(job)).toEqual(elements);
    expect(built.some((job) => value(job.expirationdate) === "")).toBe(true);
  });

  it("says what each vacancy's page says: title, reference, pay, type of work and hours, posted and closing dates, and JobPosting's datePosted", () => {
    for (const job of built) {
      const doc = page(job);
      expect(textOf(doc.querySelector("h1"))).toBe(value(job.title));
      expect(fact(doc, "Reference")).toBe(value(job.referencenumber));
      // The same amounts and period, in Indeed's numerical form ("£24.50 - £27.00 per hour").
      expect(value(job.salary)).toMatch(/^£\d+(\.\d\d)?( - £\d+(\.\d\d)?)? per (hour|day|week|month|year)$/);
      expect(payAmounts(value(job.salary)!)).toEqual(payAmounts(fact(doc, "Pay")));
      expect(value(job.jobtype)).toBe(
        `${fact(doc, "Hours").toLowerCase().replace("-", "")}, ${fact(doc, "Type of work").toLowerCase()}`,
      );
      expect(fact(doc, "Posted")).toBe(dateText(value(job.date)!));
      expect(fact(doc, "Closing date")).toBe(
        value(job.expirationdate) === "" ? "Open until filled" : dateText(value(job.expirationdate)!),
      );
      const posting = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!) as unknown;
      const jobPosting = [posting].flat().find((item) => (item as { "@type"?: string })["@type"] === "JobPosting") as {
        datePosted: string;
      };
      expect(jobPosting.datePosted).toBe(value(job.date));
    }
  });

  it("describes each job with its page's own facts and requirements, word for word", () => {
    for (const job of built) {
      const doc = page(job);
      const facts = [...doc.querySelectorAll(".vacancy-facts__list > div")].map(
        (row) => `${textOf(row.querySelector("dt"))}: ${textOf(row.querySelector("dd"))}`,
      );
      const requirements = [...doc.querySelectorAll(".vacancy-requirements li")].map((item) => textOf(item));
      const items = listItems(value(job.description)!);
      expect(items.slice(0, facts.length)).toEqual(facts);
      expect(items.slice(-requirements.length)).toEqual(requirements);
    }
  });

  it("has descriptions in Indeed's tags alone, balanced and without attributes", () => {
    for (const job of built) expect(htmlProblems(value(job.description)!)).toEqual([]);
    expect(htmlProblems("<p><a href='x'>x</a></p><ul><li>y</ul>")).toEqual([
      "<a> is not a tag Indeed supports",
      "<a> has attributes",
      "<li> is never closed",
    ]);
  });
});
