// The job board's files beside its pages: an RSS feed of open vacancies for
// the whole board and one per sector (D28), the list of days on which the set
// of open vacancies changes by itself, which the scheduled rebuild reads
// (netlify/functions/rebuild-on-vacancy-change.mts), the job search's
// index of the open vacancies (D33, D39), and the feed Indeed and the job
// aggregators crawl.
import type { SiteContent } from "../content/load";
import { closingDatesJson, vacancyFeeds } from "../jobs/feeds";
import { indeedFeed, indeedFeedPath } from "../jobs/indeed-feed";
import { closingDatesPath } from "../jobs/rebuild-check";
import { buildPlacesFile, buildSearchIndex } from "../jobs/search-index";
import { paths } from "../routes";
import type { JobBoard } from "../jobs/board";
import { searchWordingFile, vacancyPath } from "../jobs/board-paths";
import { alertWordingPath, receiptWordingPath } from "../alerts/alert-pages";
import type { PublishedReceipt } from "../alerts/application-receipt";
import { receiptWording } from "../alerts/receipt-wording";
import { filterNames, filterOptionLabels } from "../jobs/listing";
import { payBandValue } from "../jobs/pay-bands";
import { searchPageWording } from "../jobs/search-page";
import { companyDisclosure } from "../content/agency";
import { cardFactKeys } from "../jobs/vacancy-facts";

/** `searchPageTitle` is the title of the job search's page, as its route (the shell's) gives it. */
export function jobBoardFiles(
  content: SiteContent,
  jobBoard: JobBoard,
  siteUrl: string,
  searchPageTitle: string,
): { path: string; contents: string }[] {
  const jobs = content.routes.jobs.data;
  const site = { tradingName: content.site.data.tradingName, url: siteUrl, lang: content.site.data.locale.lang };
  return [
    ...vacancyFeeds(jobBoard.listing, site, jobBoard.today).map((feed) => ({
      path: feed.path.slice(1),
      contents: feed.xml,
    })),
    { path: closingDatesPath.slice(1), contents: closingDatesJson(jobBoard.all, jobBoard.today) },
    buildSearchIndex({
      path: paths.jobSearchIndex.slice(1),
      vacancies: jobBoard.listing.vacancies,
      facts: jobs.vacancy.facts,
      payBands: jobs.search.payBands,
      synonyms: jobs.synonyms,
      names: filterNames(jobBoard.listing),
      distance: jobs.distance,
      wording: {
        name: jobs.search.name,
        count: {
          countOnly: jobs.search.countOnly,
          countWhat: jobs.search.countWhat,
          countWhere: jobs.search.countWhere,
          countWhatWhere: jobs.search.countWhatWhere,
          countNear: jobs.search.countNear,
          countWhatNear: jobs.search.countWhatNear,
          countCut: jobs.search.countCut,
        },
      },
      vacancyHref: vacancyPath,
    }),
    buildPlacesFile({ path: paths.jobSearchPlaces.slice(1), vacancies: jobBoard.listing.vacancies }),
    // The job search's page without JavaScript is written by a host function, which reads the board's words here, from disk (board-paths.ts).
    {
      path: searchWordingFile,
      contents: JSON.stringify(
        searchPageWording(jobs, searchPageTitle, filterNames(jobBoard.listing), filterOptionLabels(jobBoard.listing)),
      ),
    },
    // Job alerts' e-mails are written by host functions, which carry no content: they read their words here (D41),
    // and the names of the filters' values, which are also the sectors and types of work a sign-up may choose.
    {
      path: alertWordingPath.slice(1),
      contents: JSON.stringify({
        tradingName: content.site.data.tradingName,
        disclosure: companyDisclosure(content.site.data),
        email: jobs.alerts.email,
        ...(cardFactKeys.length > 0
          ? { cardFacts: Object.fromEntries(cardFactKeys.map((key) => [key, jobs.vacancy.facts[key]])) }
          : {}),
        names: filterNames(jobBoard.listing),
        // The search in words, as the sign-up beside the results names it.
        searchName: {
          wording: jobs.search.name,
          labels: {
            ...filterNames(jobBoard.listing),
            pay: Object.fromEntries(jobs.search.payBands.map((band) => [payBandValue(band), band.label])),
          },
        },
      }),
    },
    // The applicant's receipt (D46) is written by a host function too: its words, and each published vacancy's title by reference.
    { path: receiptWordingPath.slice(1), contents: JSON.stringify(publishedReceipt(content, jobBoard)) },
  ];
}

function publishedReceipt(content: SiteContent, jobBoard: JobBoard): PublishedReceipt {
  const { applied } = content.routes.jobs.data;
  return {
    brand: { tradingName: content.site.data.tradingName, disclosure: companyDisclosure(content.site.data) },
    phone: content.site.data.phone.display,
    wording: receiptWording(applied),
    vacancies: Object.fromEntries(
      jobBoard.published.map((vacancy) => [
        vacancy.data.reference,
        { title: vacancy.data.title, path: vacancyPath(vacancy.slug) },
      ]),
    ),
  };
}

/** Indeed's XML job feed of the open vacancies, made from the same files and words as their pages. */
export function indeedFeedFile(
  content: SiteContent,
  jobBoard: JobBoard,
  siteUrl: string,
): { path: string; contents: string } {
  const { site } = content;
  const { vacancy } = content.routes.jobs.data;
  const xml = indeedFeed(jobBoard.all, {
    site: { tradingName: site.data.tradingName, url: siteUrl, email: site.data.email },
    wording: vacancy,
    sectorTitles: new Map(content.sectors.map((sector) => [sector.slug, sector.data.title])),
    today: jobBoard.today,
  });
  return { path: indeedFeedPath.slice(1), contents: xml };
}
