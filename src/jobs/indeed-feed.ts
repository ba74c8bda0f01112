// The open vacancies as Indeed's XML job feed, to its "XML feed reference". Indeed refuses partial feeds, so every open
// vacancy and never a closed one (D24); every job carries every element the feed uses, blank where it has no value.
import { decodeHTML } from "entities";
import type { JobsPageContent } from "../content/schemas";
import { Parser } from "htmlparser2";
import { compareNewestFirst } from "./listing";
import type { CalendarDate, PayPeriod, Vacancy } from "./vacancy-schema";
import { vacancyStatus } from "./vacancy-status";
import { dateText, hasPence } from "./vacancy-text";
import { vacancyFacts, type VacancyFactWords } from "./vacancy-facts";
import { indeedFeedPath, vacancyPath } from "./board-paths";

export { indeedFeedPath };

export interface IndeedFeedSite {
  tradingName: string;
  url: string;
  /** The agency's Indeed employer account, which ties the feed's jobs to that account. */
  email: string;
}

export type IndeedFeedWording = Pick<
  JobsPageContent["vacancy"],
  "descriptionHeading" | "requirementsHeading" | "advertiser"
> & {
  facts: VacancyFactWords & Pick<JobsPageContent["vacancy"]["facts"], "heading" | "closes" | "noClosingDate">;
};

export interface IndeedFeedOptions {
  site: IndeedFeedSite;
  wording: IndeedFeedWording;
  sectorTitles: ReadonlyMap<string, string>;
  today: CalendarDate;
}

/** A "]]>" inside the text is split across two sections, so a parser reads the text back whole. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** Literal characters as Indeed asks; a reference only where HTML would read markup ("R&D" stays, "&copy" does not). */
export function htmlText(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])|&/g, (character, offset: number) => {
    if (character === "<") return "&lt;";
    const next = text.indexOf("&", offset + 1);
    const rest = text.slice(offset, next === -1 ? undefined : next);
    return decodeHTML(rest) === rest ? "&" : "&amp;";
  });
}

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
/** Same meaning under a name Indeed supports: a numbered list keeps its items as a list. */
const renamedTags = new Map([
  ["i", "em"],
  ["ol", "ul"],
  ["pre", "p"],
]);

/** Any other tag gives way to its words, so nothing the page says is lost. */
export function indeedDescriptionHtml(html: string): string {
  let out = "";
  // Whether a "<" or "&" must be a reference depends on what follows it, and the parser hands text over in pieces.
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

/** In the page's order and words (D26), as Indeed asks; an advert must say as much as the page (regulation 27). */
function description(vacancy: Vacancy, wording: IndeedFeedWording): string {
  const { data } = vacancy;
  const { facts } = wording;
  const rows: [string, string][] = [
    ...vacancyFacts(data, facts).map(({ term, value, postcode }): [string, string] => [
      term,
      postcode ? `${value} ${postcode}` : value,
    ]),
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

const indeedHours: Record<Vacancy["data"]["hours"], string> = { "full-time": "fulltime", "part-time": "parttime" };

export function indeedJobType(data: Vacancy["data"]): string {
  return `${indeedHours[data.hours]}, ${data.engagement}`;
}

const indeedPeriods: Record<PayPeriod, string> = {
  hour: "per hour",
  day: "per day",
  week: "per week",
  month: "per month",
  year: "per year",
};
/** Ungrouped, as Indeed's reference writes amounts. */
const wholePounds = new Intl.NumberFormat("en-GB", { useGrouping: false, maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Indeed's numerical form ("$16.00-$20.00 per hour"), with pence always for an hourly rate. */
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
    // The day only: a time would be read in Indeed's own time zone and could move the day.
    element("date", data.posted),
    element("referencenumber", data.reference),
    element("requisitionid", data.reference),
    element("url", `${site.url}${vacancyPath(vacancy.slug)}`),
    element("company", site.tradingName),
    element("city", data.location.town),
    element("state", data.location.county),
    element("country", "GB"),
    element("postalcode", data.location.postcode ?? ""),
    element("email", site.email),
    element("description", description(vacancy, options.wording)),
    element("salary", indeedSalary(data.pay)),
    element("jobtype", indeedJobType(data)),
    element("category", options.sectorTitles.get(data.sector) ?? data.sector),
    element("expirationdate", data.closes ?? ""),
    "</job>",
  ].join("\n");
}

export function indeedFeed(vacancies: readonly Vacancy[], options: IndeedFeedOptions): string {
  const open = vacancies
    .filter((vacancy) => vacancyStatus(vacancy.data, options.today) === "open")
    .sort(compareNewestFirst);
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
