// The job board's files beside its pages (D28): an RSS feed of open
// vacancies for the whole board and one per sector, and the list of days on
// which the set of open vacancies changes by itself, which the scheduled
// rebuild reads (netlify/functions/rebuild-on-vacancy-change.mts).
import type { SiteContent } from "../content/load";
import { closingDatesJson, vacancyFeeds } from "../jobs/feeds";
import { closingDatesPath } from "../jobs/rebuild-check";
import type { JobBoard } from "../routes";

export function jobBoardFiles(content: SiteContent, jobBoard: JobBoard, siteUrl: string): { path: string; contents: string }[] {
  const site = { tradingName: content.site.data.tradingName, url: siteUrl, lang: content.site.data.locale.lang };
  return [
    ...vacancyFeeds(jobBoard.listing, site, jobBoard.today).map((feed) => ({ path: feed.path.slice(1), contents: feed.xml })),
    { path: closingDatesPath.slice(1), contents: closingDatesJson(jobBoard.all, jobBoard.today) },
  ];
}
