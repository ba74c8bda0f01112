// Indeed's XML job feed at /jobs/indeed.xml, element by element against
// Indeed's XML feed reference, read back with a real XML parser
// (fast-xml-parser, which also checks the document is well formed).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  cdata,
  htmlText,
  indeedDescriptionHtml,
  indeedFeed,
  indeedJobType,
  indeedSalary,
  type IndeedFeedOptions,
} from "../src/jobs/indeed-feed";
import { vacancy } from "./support/vacancies";
import { jobsPageWords } from "./support/content-file";

const options: IndeedFeedOptions = {
  site: {
    tradingName: "Ouse Valley Staffing",
    url: "https://www.ousevalley.example",
    email: "hello@ousevalley.example",
  },
  wording: {
    descriptionHeading: "About the job",
    requirementsHeading: "What you need",
    advertiser: {
      temporary: "Ouse Valley Staffing Ltd advertises this vacancy as an employment business.",
      permanent: "Ouse Valley Staffing Ltd advertises this vacancy as an employment agency acting for the hirer.",
    },
    facts: jobsPageWords().vacancy.facts,
  },
  sectorTitles: new Map([
    ["healthcare", "Healthcare"],
    ["hospitality", "Hospitality"],
  ]),
  today: "2026-11-21",
};

// What content can hold that XML and HTML read specially, and words in other scripts.
const nurseTitle = "Nurse <RGN> & carer ]]> 看護師 Медсестра";
const nurseBody = [
  "<p>Fish &amp; chips, &lt;b&gt; as text, ]]&gt; and Ελληνικά 日本語.</p>",
  '<h2>What you will do</h2>\n<ol>\n<li><a href="https://example.com/">Lead</a> the <code>night</code> team</li>\n</ol>',
  "<blockquote>\n<p>A quotation</p>\n</blockquote>\n<hr>",
  '<p><span title="x">Plain</span> <i>slanted</i> <strong>bold</strong><br>next line<img src="https://example.com/a.jpg" alt="a picture"></p>',
  '<table><tr><th style="color: red">Day</th><th>Rate</th></tr><tr><td>Saturday</td><td>£27</td></tr></table>',
].join("\n");

const vacancies = [
  vacancy(
    "nurse",
    {
      title: nurseTitle,
      reference: "OVS-1042",
      engagement: "temporary",
      hours: "full-time",
      shifts: "Nights & weekends",
      location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" },
      pay: { from: 24.5, to: 27, per: "hour" },
      posted: "2026-11-14",
      closes: "2026-12-12",
      startDate: "2026-12-01",
      requirements: ["NMC registration & <12 months> ]]> 経験"],
    },
    nurseBody,
  ),
  vacancy("chef", {
    title: "Chef de partie",
    reference: "OVS-2001",
    sector: "hospitality",
    engagement: "permanent",
    hours: "part-time",
    location: { town: "Cambridge", county: "Cambridgeshire" },
    pay: { from: 28000, per: "year" },
    posted: "2026-11-20",
  }),
  vacancy("closed", { reference: "CLOSED-1", closes: "2026-11-20" }),
  vacancy("filled", { reference: "FILLED-1", filled: true }),
  vacancy("future", { reference: "FUTURE-1", posted: "2026-11-22" }),
];

type Value = { "#cdata"?: string | string[]; "#text"?: string };
type Job = Record<string, Value>;

/** The feed read by an XML parser: each element's CDATA and any bare text apart, so a test sees which it was. */
function read(xml: string) {
  const parser = new XMLParser({
    isArray: (name) => name === "job",
    parseTagValue: false,
    trimValues: false,
    cdataPropName: "#cdata",
    ignoreDeclaration: true,
  });
  const document = parser.parse(xml) as { source: Record<string, Value> & { job?: Job[] } };
  // The line breaks between elements, which say nothing.
  for (const element of [document.source, ...(document.source.job ?? [])] as Record<string, unknown>[]) {
    if (typeof element["#text"] === "string" && element["#text"].trim() === "") delete element["#text"];
  }
  return document;
}

/** An element's value as a reader gets it: its CDATA sections joined. */
function value(element: Value | undefined): string | undefined {
  if (element === undefined) return undefined;
  const sections = element["#cdata"];
  return Array.isArray(sections) ? sections.join("") : sections;
}

const xml = indeedFeed(vacancies, options);
const { source } = read(xml);
const jobs = source.job ?? [];
const jobFor = (reference: string) => jobs.find((job) => value(job.referencenumber) === reference)!;
const nurse = () => jobFor("OVS-1042");
const chef = () => jobFor("OVS-2001");

describe("Indeed's XML job feed: the document", () => {
  it("is well-formed XML, declared as UTF-8, with <source> as its root", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<source>\n')).toBe(true);
    expect(Object.keys(read(xml))).toEqual(["source"]);
  });

  it("gives the build's day as lastBuildDate, and no publisher or publisherurl, which Indeed keeps for ATS developers", () => {
    expect(value(source.lastBuildDate)).toBe("2026-11-21");
    expect(Object.keys(source)).toEqual(["lastBuildDate", "job"]);
  });

  it("has one <job> per open vacancy, newest first; a closed, a filled and a not-yet-posted vacancy are absent", () => {
    expect(jobs.map((job) => value(job.referencenumber))).toEqual(["OVS-2001", "OVS-1042"]);
    for (const reference of ["CLOSED-1", "FILLED-1", "FUTURE-1"]) expect(xml).not.toContain(reference);
    for (const slug of ["closed", "filled", "future"]) expect(xml).not.toContain(`/jobs/${slug}/`);
  });

  it("is a <source> with no <job> when nothing is open", () => {
    const empty = indeedFeed([vacancies[2]!], options);
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(read(empty).source.job).toBeUndefined();
  });

  it("puts every value in CDATA, with no bare text and no entity anywhere", () => {
    for (const element of [source.lastBuildDate, ...jobs.flatMap((job) => Object.values(job))]) {
      expect(element?.["#cdata"]).toBeDefined();
      expect(element?.["#text"]).toBeUndefined();
    }
    // Indeed reads no HTML entities: outside CDATA the feed has none, nor any "&" at all.
    expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "")).not.toContain("&");
  });

  it("splits a ]]> in a value across two CDATA sections, so the text reads back whole", () => {
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    expect(xml).toContain("<title><![CDATA[Nurse <RGN> & carer ]]]]><![CDATA[> 看護師 Медсестра]]></title>");
  });
});

describe("Indeed's XML job feed: each job's elements, against its vacancy file", () => {
  it("gives every job every element the feed uses, in the order of Indeed's reference, blank where the vacancy has no value", () => {
    const order = [
      "title",
      "date",
      "referencenumber",
      "requisitionid",
      "url",
      "company",
      "city",
      "state",
      "country",
      "postalcode",
      "email",
      "description",
      "salary",
      "jobtype",
      "category",
      "expirationdate",
    ];
    expect(Object.keys(nurse())).toEqual(order);
    expect(Object.keys(chef())).toEqual(order);
    // The chef's vacancy has no postcode and no closing date: the elements are there, empty.
    expect(xml).toContain("<postalcode><![CDATA[]]></postalcode>");
    expect(xml).toContain("<expirationdate><![CDATA[]]></expirationdate>");
  });

  it("has no sourcename, which Indeed keeps for ATS developers", () => {
    expect(xml).not.toContain("<sourcename>");
  });

  it("title: the job title alone, markup, ampersands, ]]> and other scripts read back exactly", () => {
    expect(value(nurse().title)).toBe(nurseTitle);
    expect(value(chef().title)).toBe("Chef de partie");
  });

  it("date: the day the vacancy was posted, the day its page shows", () => {
    expect(value(nurse().date)).toBe("2026-11-14");
    expect(value(chef().date)).toBe("2026-11-20");
  });

  it("referencenumber and requisitionid: the vacancy's reference", () => {
    expect(value(nurse().referencenumber)).toBe("OVS-1042");
    expect(value(nurse().requisitionid)).toBe("OVS-1042");
    expect(value(chef().requisitionid)).toBe("OVS-2001");
  });

  it("url: the vacancy's page", () => {
    expect(value(nurse().url)).toBe("https://www.ousevalley.example/jobs/nurse/");
    expect(value(chef().url)).toBe("https://www.ousevalley.example/jobs/chef/");
  });

  it("company and email: the agency, which advertises every vacancy (a vacancy names no hirer), and the address of its Indeed employer account", () => {
    expect(value(nurse().company)).toBe("Ouse Valley Staffing");
    expect(value(chef().company)).toBe("Ouse Valley Staffing");
    expect(value(nurse().email)).toBe("hello@ousevalley.example");
  });

  it("city, state, country and postalcode: the town, the county, GB and the full postcode, blank when there is none", () => {
    expect([nurse().city, nurse().state, nurse().country, nurse().postalcode].map(value)).toEqual([
      "Huntingdon",
      "Cambridgeshire",
      "GB",
      "PE29 3TL",
    ]);
    expect([chef().city, chef().state, chef().country, chef().postalcode].map(value)).toEqual([
      "Cambridge",
      "Cambridgeshire",
      "GB",
      "",
    ]);
  });

  it("salary: the pay in Indeed's numerical form, amounts without thousands separators, a range with a hyphen, then per hour, day, week, month or year", () => {
    expect(value(nurse().salary)).toBe("£24.50 - £27.00 per hour");
    expect(value(chef().salary)).toBe("£28000 per year");
    expect(indeedSalary({ from: 30000, to: 32000, per: "year" })).toBe("£30000 - £32000 per year");
    expect(indeedSalary({ from: 110, to: 125, per: "day" })).toBe("£110 - £125 per day");
    expect(indeedSalary({ from: 720, per: "week" })).toBe("£720 per week");
    expect(indeedSalary({ from: 2500, to: 2500, per: "month" })).toBe("£2500 per month");
  });

  it("salary: pence where the page shows them, and always for an hourly rate", () => {
    expect(indeedSalary({ from: 12, per: "hour" })).toBe("£12.00 per hour");
    expect(indeedSalary({ from: 12.9, to: 13.5, per: "hour" })).toBe("£12.90 - £13.50 per hour");
    expect(indeedSalary({ from: 105.5, per: "day" })).toBe("£105.50 per day");
    expect(indeedSalary({ from: 100, to: 112.5, per: "day" })).toBe("£100.00 - £112.50 per day");
    expect(indeedSalary({ from: 28500.5, per: "year" })).toBe("£28500.50 per year");
  });

  it("jobtype: fulltime or parttime, then temporary or permanent, in Indeed's values", () => {
    expect(value(nurse().jobtype)).toBe("fulltime, temporary");
    expect(value(chef().jobtype)).toBe("parttime, permanent");
    expect(indeedJobType({ ...vacancies[0]!.data, hours: "part-time", engagement: "temporary" })).toBe(
      "parttime, temporary",
    );
    expect(indeedJobType({ ...vacancies[0]!.data, hours: "full-time", engagement: "permanent" })).toBe(
      "fulltime, permanent",
    );
  });

  it("category: the sector's title", () => {
    expect(value(nurse().category)).toBe("Healthcare");
    expect(value(chef().category)).toBe("Hospitality");
  });

  it("expirationdate: the closing date, the last day applications are taken; blank when open until filled", () => {
    expect(value(nurse().expirationdate)).toBe("2026-12-12");
    expect(value(chef().expirationdate)).toBe("");
  });
});

describe("Indeed's XML job feed: the description", () => {
  it("is what the page says, in its order and words and in the tags Indeed supports: the job's details, the body, what is needed, who advertises it", () => {
    expect(value(nurse().description)).toBe(
      [
        "<h2>Job details</h2>",
        "<ul>",
        "<li><b>Reference:</b> OVS-1042</li>",
        "<li><b>Pay:</b> £24.50 to £27.00 an hour</li>",
        "<li><b>Location:</b> Huntingdon, Cambridgeshire PE29 3TL</li>",
        "<li><b>Type of work:</b> Temporary</li>",
        "<li><b>Hours:</b> Full-time</li>",
        "<li><b>Shifts:</b> Nights & weekends</li>",
        "<li><b>Starts:</b> 1 December 2026</li>",
        "<li><b>Posted:</b> 14 November 2026</li>",
        "<li><b>Closing date:</b> 12 December 2026</li>",
        "</ul>",
        "<h2>About the job</h2>",
        "<p>Fish & chips, &lt;b> as text, ]]> and Ελληνικά 日本語.</p>",
        "<h2>What you will do</h2>\n<ul>\n<li>Lead the night team</li>\n</ul>",
        "\n<p>A quotation</p>\n\n",
        "<p>Plain <em>slanted</em> <strong>bold</strong><br>next line</p>",
        "<table><tr><th>Day</th><th>Rate</th></tr><tr><td>Saturday</td><td>£27</td></tr></table>",
        "<h2>What you need</h2>",
        "<ul>\n<li>NMC registration & <12 months> ]]> 経験</li>\n</ul>",
        "<p>Ouse Valley Staffing Ltd advertises this vacancy as an employment business.</p>",
      ].join("\n"),
    );
    expect(value(chef().description)).toBe(
      [
        "<h2>Job details</h2>",
        "<ul>",
        "<li><b>Reference:</b> OVS-2001</li>",
        "<li><b>Pay:</b> £28,000 a year</li>",
        "<li><b>Location:</b> Cambridge, Cambridgeshire</li>",
        "<li><b>Type of work:</b> Permanent</li>",
        "<li><b>Hours:</b> Part-time</li>",
        "<li><b>Posted:</b> 20 November 2026</li>",
        "<li><b>Closing date:</b> Open until filled</li>",
        "</ul>",
        "<h2>About the job</h2>",
        "<p>Duties.</p>",
        "<h2>What you need</h2>",
        "<ul>\n<li>Six months' care experience</li>\n</ul>",
        "<p>Ouse Valley Staffing Ltd advertises this vacancy as an employment agency acting for the hirer.</p>",
      ].join("\n"),
    );
  });

  it("reads as HTML to the same words the page shows: ampersands, a written <b> and other scripts as text", () => {
    const words = htmlWords(value(nurse().description)!);
    expect(words).toContain("Fish & chips, <b> as text, ]]> and Ελληνικά 日本語.");
    expect(words).toContain("NMC registration & <12 months> ]]> 経験");
    expect(words).not.toContain("a picture");
  });

  it("keeps a table as a table: table, thead, tbody, tr, th and td, without their attributes", () => {
    // What Markdown writes for a table with its columns aligned.
    const markdownTable =
      '<table>\n<thead>\n<tr>\n<th align="left">Day</th>\n<th align="right">Rate</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left">Saturday</td>\n<td align="right">£27</td>\n</tr>\n</tbody></table>\n';
    expect(indeedDescriptionHtml(markdownTable)).toBe(
      "<table>\n<thead>\n<tr>\n<th>Day</th>\n<th>Rate</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Saturday</td>\n<td>£27</td>\n</tr>\n</tbody></table>\n",
    );
  });

  it("writes literal characters, with a reference only where one would be read as markup", () => {
    expect(htmlText("R&D, 5 < 6, a & b, &&")).toBe("R&D, 5 < 6, a & b, &&");
    expect(htmlText("<b> &copy &amp; &#8217;")).toBe("&lt;b> &amp;copy &amp;amp; &amp;#8217;");
    expect(indeedDescriptionHtml("<p>&quot;Tea&quot; &amp; &#8217;biscuits&#8217;&nbsp;</p>")).toBe(
      '<p>"Tea" & ’biscuits’\u00a0</p>',
    );
  });
});

/** The text an HTML parser reads from a description. */
function htmlWords(html: string): string {
  let words = "";
  new Parser({ ontext: (text) => (words += text) }, { decodeEntities: true }).end(html);
  return words;
}
