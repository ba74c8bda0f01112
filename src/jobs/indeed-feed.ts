// The open vacancies as Indeed's XML job feed, at /jobs/indeed.xml, for
// Indeed and the boards that read the same format (docs/admin-guide.md names them).
//
// Written to Indeed's "XML feed reference" (docs.indeed.com, Indeed Apply >
// XML feed reference, and its Job Sync twin on docs-plus.indeed.com, as
// published in November 2026), element by element and in its order. The
// rules it sets that shape this file:
// - one <job> for every job on the careers site (Indeed refuses partial feeds),
//   so exactly the open vacancies: never a closed, filled or future one (D24);
// - every job carries every element the feed uses, blank where the vacancy
//   has no value ("Add every element you use to every job");
// - every job value inside CDATA, in literal characters rather than HTML
//   entities, as Indeed asks; the one exception is a description's "<" or "&"
//   that HTML would read as markup, written as a reference (htmlText), since
//   a description is HTML;
// - <date> is the day the job was first published, as the page shows it;
// - <salary> and <jobtype> in the forms Indeed reads ("$16.00-$20.00 per
//   hour", "fulltime, temporary"), not the page's words;
// - <description> holds what the job's page says, in the page's order, using
//   only the HTML tags Indeed's formatting guidelines support;
// - <publisher>, <publisherurl> and <sourcename> are for ATS developers only,
//   and the agency publishes its own jobs, so none is written.
// Plain strings rather than an XML library, as in feeds.ts: a dozen elements,
// every byte under our tests.
import { decodeHTML } from "entities";
import type { JobsPageContent } from "../content/schemas";
import { Parser } from "htmlparser2";
import { compareNewestFirst } from "./listing";
import type { CalendarDate, PayPeriod, Vacancy } from "./vacancy-schema";
import { vacancyStatus } from "./vacancy-status";
import { dateText, hasPence, vacancyFacts, type VacancyFactWords } from "./vacancy-text";
import { indeedFeedPath, vacancyPath } from "./board-paths";

/** Where the feed lives, from the site's root (board-paths.ts); the address the agency gives Indeed and the aggregators. */
export { indeedFeedPath };

export interface IndeedFeedSite {
  /** The name candidates know: <company>. */
  tradingName: string;
  /** Without a trailing slash: https://www.ousevalley.example */
  url: string;
  /** <email>: the address of the agency's Indeed employer account, which ties the feed's jobs to that account (docs/admin-guide.md says so). */
  email: string;
}

/** The page's own words for what the description carries besides the body (content/routes/jobs.md). */
export type IndeedFeedWording = Pick<JobsPageContent["vacancy"], "descriptionHeading" | "requirementsHeading" | "advertiser"> & {
  facts: VacancyFactWords & Pick<JobsPageContent["vacancy"]["facts"], "heading" | "closes" | "noClosingDate">;
};

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

/**
 * The tags Indeed's job description formatting guidelines support ("simple
 * table" included: the tables Markdown writes have no more than these);
 * everything else is left out.
 */
const indeedTags = new Set([
  "p", "br", "ul", "li", "b", "strong", "em", "h1", "h2", "h3", "h4", "h5", "h6",
  "table", "thead", "tbody", "tr", "th", "td",
]);
/** Tags of the same meaning under a name Indeed supports: a numbered list keeps its items as a list. */
const renamedTags = new Map([["i", "em"], ["ol", "ul"], ["pre", "p"]]);

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
      onclosetag() {
        flush();
        const tag = written.pop();
        if (tag !== undefined && tag !== "br") out += `</${tag}>`;
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
    ...vacancyFacts(data, facts).map(({ term, value, postcode }): [string, string] => [term, postcode ? `${value} ${postcode}` : value]),
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

/** Indeed's words for the hours, as its reference lists the values of <jobtype>. */
const indeedHours: Record<Vacancy["data"]["hours"], string> = { "full-time": "fulltime", "part-time": "parttime" };

/** Indeed's <jobtype>: "fulltime, temporary", "parttime, permanent", the hours and then the type of work, in Indeed's values. */
export function indeedJobType(data: Vacancy["data"]): string {
  return `${indeedHours[data.hours]}, ${data.engagement}`;
}

const indeedPeriods: Record<PayPeriod, string> = { hour: "per hour", day: "per day", week: "per week", month: "per month", year: "per year" };
/** Ungrouped, as Indeed's reference writes amounts ("$50000 per year"). */
const wholePounds = new Intl.NumberFormat("en-GB", { useGrouping: false, maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Indeed's <salary>, in the numerical form its reference asks for
 * ("$16.00-$20.00 per hour", "$50000 per year"): "£24.50 - £27.00 per hour",
 * "£30000 - £32000 per year". The amounts are the page's, with pence where
 * the page shows them, and always for an hourly rate, as Indeed writes one
 * ("£12.00 per hour"); the page keeps its own words ("£12 an hour").
 */
export function indeedSalary(pay: Vacancy["data"]["pay"]): string {
  const amounts = pay.to !== undefined && pay.to !== pay.from ? [pay.from, pay.to] : [pay.from];
  const format = pay.per === "hour" || amounts.some(hasPence) ? poundsAndPence : wholePounds;
  return `${amounts.map((amount) => `£${format.format(amount)}`).join(" - ")} ${indeedPeriods[pay.per]}`;
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
    element("url", `${site.url}${vacancyPath(vacancy.slug)}`),
    element("company", site.tradingName),
    element("city", data.location.town),
    element("state", data.location.county),
    element("country", "GB"),
    // Blank when the vacancy has none: Indeed asks for every element the feed uses on every job.
    element("postalcode", data.location.postcode ?? ""),
    element("email", site.email),
    element("description", description(vacancy, options.wording)),
    element("salary", indeedSalary(data.pay)),
    element("jobtype", indeedJobType(data)),
    element("category", options.sectorTitles.get(data.sector) ?? data.sector),
    // The last day applications are taken, as the page's "Closing date"; blank when open until filled.
    element("expirationdate", data.closes ?? ""),
    "</job>",
  ].join("\n");
}

/** The feed of the open vacancies among `vacancies`, newest first, as the listing orders them. */
export function indeedFeed(vacancies: readonly Vacancy[], options: IndeedFeedOptions): string {
  const open = vacancies.filter((vacancy) => vacancyStatus(vacancy.data, options.today) === "open").sort(compareNewestFirst);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    // The build's day: the feed changes when a vacancy closes as well as when one is posted.
    element("lastBuildDate", options.today),
    ...open.map((vacancy) => job(vacancy, options)),
    "</source>",
    "",
  ].join("\n");
}
