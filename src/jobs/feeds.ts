// RSS 2.0 feeds of open vacancies (D28), for job alerts through any feed-to-email service, and the dates file that
// tells the scheduled rebuild when the open set changes. Plain XML rather than the `feed` package, which would bring
// in xml-js (unchanged since 2019) for a dozen elements.
import { escapeUTF8 } from "entities";
import { addDays, vacancyStatus } from "./vacancy-status";
import type { CalendarDate, Vacancy } from "./vacancy-schema";
import { listingFeedPath, listingPath, vacancyPath, type ListingFilters } from "./board-paths";
import { compareNewestFirst, listingHeading, matchingVacancies, type ListingModel } from "./listing";
import type { ClosingDates } from "./rebuild-check";

export { closingDatesPath, type ClosingDates } from "./rebuild-check";
import { closingText, locationText, payText, workText } from "./vacancy-text";

export interface FeedSite {
  tradingName: string;
  url: string;
  lang: string;
}

export interface FeedOptions {
  site: FeedSite;
  title: string;
  listingPath: string;
  feedPath: string;
  today: CalendarDate;
}

const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 822, as RSS 2.0 requires; the day itself, no time. */
export function rfc822Date(date: CalendarDate): string {
  const instant = new Date(`${date}T00:00:00Z`);
  const day = String(instant.getUTCDate()).padStart(2, "0");
  return `${days[instant.getUTCDay()]}, ${day} ${months[instant.getUTCMonth()]} ${instant.getUTCFullYear()} 00:00:00 GMT`;
}

function element(name: string, text: string): string {
  return `<${name}>${escapeUTF8(text)}</${name}>`;
}

/** The caller picks the sector's. */
export function vacancyFeed(vacancies: readonly Vacancy[], options: FeedOptions): string {
  const { site } = options;
  const open = vacancies
    .filter((vacancy) => vacancyStatus(vacancy.data, options.today) === "open")
    .sort(compareNewestFirst);
  const items = open.map((vacancy) => {
    const link = `${site.url}${vacancyPath(vacancy.slug)}`;
    const { data } = vacancy;
    const description = [
      data.summary,
      `${payText(data.pay)}. ${locationText(data.location)}. ${workText(data)}. ${closingText(data.closes)}.`,
    ].join(" ");
    return [
      "<item>",
      element("title", data.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeUTF8(link)}</guid>`,
      element("description", description),
      element("pubDate", rfc822Date(data.posted)),
      element("category", data.sector),
      "</item>",
    ].join("");
  });
  const lastBuild = open[0]?.data.posted ?? options.today;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", `${options.title} | ${site.tradingName}`),
    element("link", `${site.url}${options.listingPath}`),
    element(
      "description",
      `Open vacancies from ${site.tradingName}: ${options.title.charAt(0).toLowerCase()}${options.title.slice(1)}.`,
    ),
    element("language", site.lang),
    element("lastBuildDate", rfc822Date(lastBuild)),
    `<atom:link href="${escapeUTF8(`${site.url}${options.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function closingDates(vacancies: readonly Vacancy[], today: CalendarDate): ClosingDates {
  const changes = new Set<CalendarDate>();
  for (const { data } of vacancies) {
    const status = vacancyStatus(data, today);
    if (status === "open" && data.closes !== undefined) changes.add(addDays(data.closes, 1));
    // Its page appears that day (open, or closed when filled before it was shown).
    if (status === "scheduled") changes.add(data.posted);
  }
  return { builtFor: today, changes: [...changes].sort() };
}

export function closingDatesJson(vacancies: readonly Vacancy[], today: CalendarDate): string {
  return `${JSON.stringify(closingDates(vacancies, today), null, 2)}\n`;
}

export interface FeedFile {
  path: string;
  xml: string;
}

/** A sector's feed is written even with nothing open, so an earlier subscription keeps working. */
export function vacancyFeeds(model: ListingModel, site: FeedSite, today: CalendarDate): FeedFile[] {
  const choices: ListingFilters[] = [{}, ...model.sectors.map((sector) => ({ sector: sector.slug }))];
  return choices.map((filters) => {
    const path = listingFeedPath(filters.sector);
    const xml = vacancyFeed(matchingVacancies(model, filters), {
      site,
      title: listingHeading(model, filters),
      listingPath: listingPath(filters),
      feedPath: path,
      today,
    });
    return { path, xml };
  });
}
