// The open vacancies as Indeed's XML job feed, at /jobs/indeed.xml, for
// Indeed and the boards that read the same format (the README names them).
//
// Written to Indeed's "XML feed reference" (docs.indeed.com, Indeed Apply >
// XML feed reference, as published in November 2026), element by element and
// in its order. The rules it sets that shape this file:
// - one <job> for every job on the careers site (Indeed refuses partial feeds),
//   so exactly the open vacancies: never a closed, filled or future one (D24);
// - every job value inside CDATA; no HTML entities anywhere (Indeed asks for
//   literal characters), so the XML itself needs none;
// - <date> is the day the job was first published, as the page shows it;
// - <description> holds what the job's page says, in the page's order, using
//   only the HTML tags Indeed's formatting guidelines support.
// Plain strings rather than an XML library, as in feeds.ts: a dozen elements,
// every byte under our tests.
import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";
import { compareNewestFirst } from "./listing";
import type { CalendarDate, Engagement, Vacancy } from "./vacancy-schema";
import { vacancyStatus } from "./vacancy-status";
import { dateText, engagementText, hoursText, locationText, payText } from "./vacancy-text";

/** Where the feed lives, from the site's root; the address the agency gives Indeed and the aggregators. */
export const indeedFeedPath = "/jobs/indeed.xml";

export interface IndeedFeedSite {
  /** The name candidates know: <company>, and the feed's <publisher>. */
  tradingName: string;
  /** The company that advertises every vacancy (D26): <sourcename>. */
  legalName: string;
  /** Without a trailing slash: https://www.ousevalley.example */
  url: string;
  /** The agency's address, which Indeed's search quality team uses to verify who posts the jobs. */
  email: string;
}

/** The page's own words for what the description carries besides the body (content/routes/jobs.md). */
export interface IndeedFeedWording {
  descriptionHeading: string;
  requirementsHeading: string;
  advertiser: Record<Engagement, string>;
  facts: {
    heading: string;
    reference: string;
    pay: string;
    location: string;
    engagement: string;
    hours: string;
    shifts: string;
    startDate: string;
    posted: string;
    closes: string;
    noClosingDate: string;
  };
}

export interface IndeedFeedOptions {
  site: IndeedFeedSite;
  wording: IndeedFeedWording;
  /** Sector slug → its title, as the site names it: the job's <category>. */
  sectorTitles: ReadonlyMap<string, string>;
  today: CalendarDate;
}

/**
 * Text as one or more CDATA sections. A CDATA section ends at the first
 * "]]>", so one inside the text is split across two sections: "]]" ends the
 * first, ">" starts the next, and a parser reads the text back whole.
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/**
 * Text for HTML, in literal characters as Indeed asks, with a character
 * reference only where the literal would be read as markup: a "<" that would
 * open a tag, an "&" that an HTML parser would read as the start of a
 * reference ("&copy", "&#8217;"). "R&D" and "fish & chips" stay as written.
 */
export function htmlText(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])|&/g, (character, offset: number) => {
    if (character === "<") return "&lt;";
    const next = text.indexOf("&", offset + 1);
    const rest = text.slice(offset, next === -1 ? undefined : next);
    return decodeHTML(rest) === rest ? "&" : "&amp;";
  });
}

/** The tags Indeed's job description formatting guidelines support; everything else is left out. */
const indeedTags = new Set(["p", "br", "ul", "li", "b", "strong", "em", "h1", "h2", "h3", "h4", "h5", "h6"]);
/**
 * Tags of the same meaning under a name Indeed supports: a numbered list
 * keeps its items as a list, a table's rows become lines of their own.
 */
const renamedTags = new Map([["i", "em"], ["ol", "ul"], ["pre", "p"], ["tr", "p"]]);
/** A table's cells, kept apart by a space once their tags are gone. */
const cellTags = new Set(["td", "th"]);

/**
 * A vacancy body's HTML with only the tags Indeed supports and no attributes.
 * Any other tag gives way to its words (a link to its text, a quotation to
 * its paragraphs), so nothing the page says is lost; a picture or a rule,
 * which say nothing in words, leave nothing.
 */
export function indeedDescriptionHtml(html: string): string {
  let out = "";
  // The parser hands over text in pieces (each reference apart), and whether
  // a "<" or "&" must be written as a reference depends on what follows it.
  let text = "";
  const flush = () => {
    out += htmlText(text);
    text = "";
  };
  const written: (string | undefined)[] = [];
  const parser = new Parser(
    {
      onopentag(name) {
        flush();
        const tag = renamedTags.get(name) ?? name;
        const keep = indeedTags.has(tag);
        written.push(keep ? tag : undefined);
        if (keep) out += `<${tag}>`;
      },
      ontext(piece) {
        text += piece;
      },
      onclosetag(name) {
        flush();
        const tag = written.pop();
        if (tag !== undefined && tag !== "br") out += `</${tag}>`;
        if (cellTags.has(name)) out += " ";
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  flush();
  return out;
}

/**
 * What the page says about the job, in the page's order and words (D26), as
 * Indeed asks ("all job-related information in the same order as the source
 * website", even what other elements carry too): its facts, the body, what is
 * needed, and who advertises it, which an advert on Indeed must say as much
 * as the page (regulation 27).
 */
function description(vacancy: Vacancy, wording: IndeedFeedWording): string {
  const { data } = vacancy;
  const { facts } = wording;
  const rows: [string, string][] = [
    [facts.reference, data.reference],
    [facts.pay, payText(data.pay)],
    [facts.location, [locationText(data.location), data.location.postcode].filter(Boolean).join(" ")],
    [facts.engagement, engagementText(data.engagement)],
    [facts.hours, hoursText(data.hours)],
    ...(data.shifts === undefined ? [] : [[facts.shifts, data.shifts] as [string, string]]),
    ...(data.startDate === undefined ? [] : [[facts.startDate, dateText(data.startDate)] as [string, string]]),
    [facts.posted, dateText(data.posted)],
    [facts.closes, data.closes === undefined ? facts.noClosingDate : dateText(data.closes)],
  ];
  const list = (items: string[]) => `<ul>\n${items.map((item) => `<li>${item}</li>\n`).join("")}</ul>`;
  return [
    `<h2>${htmlText(facts.heading)}</h2>`,
    list(rows.map(([term, value]) => `<b>${htmlText(term)}:</b> ${htmlText(value)}`)),
    `<h2>${htmlText(wording.descriptionHeading)}</h2>`,
    indeedDescriptionHtml(vacancy.html).trim(),
    `<h2>${htmlText(wording.requirementsHeading)}</h2>`,
    list(data.requirements.map(htmlText)),
    `<p>${htmlText(wording.advertiser[data.engagement])}</p>`,
  ].join("\n");
}

/** Indeed's <jobtype>: the hours and the type of work, in the words the page and Indeed's UK job types share. */
export function indeedJobType(data: Vacancy["data"]): string {
  return `${hoursText(data.hours)}, ${engagementText(data.engagement)}`;
}

function element(name: string, text: string): string {
  return `<${name}>${cdata(text)}</${name}>`;
}

function job(vacancy: Vacancy, options: IndeedFeedOptions): string {
  const { data } = vacancy;
  const { site } = options;
  return [
    "<job>",
    element("title", data.title),
    // The day only, as the page shows it ("Posted 14 November 2026"): a time
    // would be read in Indeed's own time zone and could move the day.
    element("date", data.posted),
    element("referencenumber", data.reference),
    element("requisitionid", data.reference),
    element("url", `${site.url}/jobs/${vacancy.slug}/`),
    element("company", site.tradingName),
    element("sourcename", site.legalName),
    element("city", data.location.town),
    element("state", data.location.county),
    element("country", "GB"),
    ...(data.location.postcode === undefined ? [] : [element("postalcode", data.location.postcode)]),
    element("email", site.email),
    element("description", description(vacancy, options.wording)),
    element("salary", payText(data.pay)),
    element("jobtype", indeedJobType(data)),
    element("category", options.sectorTitles.get(data.sector) ?? data.sector),
    // The last day applications are taken, as the page's "Closing date".
    ...(data.closes === undefined ? [] : [element("expirationdate", data.closes)]),
    "</job>",
  ].join("\n");
}

/** The feed of the open vacancies among `vacancies`, newest first, as the listing orders them. */
export function indeedFeed(vacancies: readonly Vacancy[], options: IndeedFeedOptions): string {
  const open = vacancies.filter((vacancy) => vacancyStatus(vacancy.data, options.today) === "open").sort(compareNewestFirst);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    element("publisher", options.site.tradingName),
    element("publisherurl", options.site.url),
    // The build's day: the feed changes when a vacancy closes as well as when one is posted.
    element("lastBuildDate", options.today),
    ...open.map((vacancy) => job(vacancy, options)),
    "</source>",
    "",
  ].join("\n");
}
