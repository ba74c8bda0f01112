// The job board's files beside its pages (D28): an RSS feed of open
// vacancies for the whole board and one per sector, and the list of days on
// which the set of open vacancies changes by itself, which the scheduled
// rebuild reads (netlify/functions/rebuild-on-vacancy-change.mts).
import type { SiteContent } from "../content/load";
import { closingDatesJson, vacancyFeeds } from "../jobs/feeds";
import { closingDatesPath } from "../jobs/rebuild-check";
import type { JobBoard } from "../routes";
import { vacancyPath } from "../routes";
import { vacancyCardText } from "../components/VacancyCard/VacancyCard";
import { countySlug, placeKey, postcodeDistrict } from "../jobs/search-place";
import { searchIndexPath } from "../alerts/job-matching";
import { alertWordingPath } from "../alerts/alert-pages";

export function jobBoardFiles(content: SiteContent, jobBoard: JobBoard, siteUrl: string): { path: string; contents: string }[] {
  const site = { tradingName: content.site.data.tradingName, url: siteUrl, lang: content.site.data.locale.lang };
  return [
    ...vacancyFeeds(jobBoard.listing, site, jobBoard.today).map((feed) => ({ path: feed.path.slice(1), contents: feed.xml })),
    { path: closingDatesPath.slice(1), contents: closingDatesJson(jobBoard.all, jobBoard.today) },
    { path: searchIndexPath.slice(1), contents: interimSearchIndexJson(content, jobBoard) },
    // Job alerts' e-mails are written by host functions, which carry no content: they read their words here (D41).
    { path: alertWordingPath.slice(1), contents: JSON.stringify({ tradingName: content.site.data.tradingName, email: content.routes.jobs.data.alerts.email }) },
  ];
}

/**
 * INTERIM (issue 31), replaced by the job search's own pre-built index when
 * it lands on main: the open vacancies as src/alerts/search-match-interim.ts
 * reads them, so job alerts can be tested end to end before then.
 */
function interimSearchIndexJson(content: SiteContent, jobBoard: JobBoard): string {
  const facts = content.routes.jobs.data.vacancy.facts;
  const entries = jobBoard.listing.vacancies.map((vacancy) => {
    const { data } = vacancy;
    return {
      url: vacancyPath(vacancy.slug),
      card: vacancyCardText(vacancy, facts),
      words: [data.title, data.summary, vacancy.html.replace(/<[^>]*>/g, " "), ...data.requirements, data.shifts ?? "", data.reference, data.sector.replace(/-/g, " ")].join(" "),
      sector: data.sector,
      engagement: data.engagement,
      county: countySlug(data.location.county),
      town: placeKey(data.location.town),
      district: data.location.postcode ? postcodeDistrict(data.location.postcode) : undefined,
    };
  });
  return JSON.stringify({ entries });
}
