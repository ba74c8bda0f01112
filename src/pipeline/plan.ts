// Stage 2 of the build: what it writes, decided from the loaded content. The
// job board (made here once, src/jobs/board.ts), the route table given it,
// and the chrome every page shares. It touches no Node API: the editor's
// preview plans the site in the browser.
import { paths, navigationOrder, defineRoutes, markdownPagePath, sectorHref, type Route } from "../routes";
import { jobBoardFor, type JobBoard } from "../jobs/board";
import type { SiteChrome } from "../components/Layout/Layout";
import type { SiteContent } from "../content/load";
import type { CalendarDate } from "../jobs/calendar";

/** What a page's chrome needs of the bundled stylesheet and script: their URLs. */
export interface AssetHrefs {
  stylesheet: { href: string };
  script: { href: string };
  /** The job search's module (D33); the editor's preview has none, and shows no search form. */
  jobSearch?: { href: string };
}

/** Everything that is the same on every page. */
export function siteChrome(content: SiteContent, routes: Route[], assets: AssetHrefs, siteUrl: string): SiteChrome {
  const site = content.site.data;
  const navLabels = new Map(routes.map((route) => [route.path, route.navLabel]));
  const navigation = navigationOrder.map((href) => ({ href, label: navLabels.get(href) ?? href }));
  const sectorLinks = content.sectors.map((sector) => ({ href: sectorHref(sector.slug), label: sector.data.title }));
  const legalLinks = site.footer.legalPages.flatMap((slug) => {
    const page = content.markdownPages.find((entry) => entry.slug === slug);
    return page ? [{ href: markdownPagePath(slug), label: page.data.title }] : [];
  });
  // The footer's quick links: the header's, and the job listing (D29).
  const quickLinks = [...navigation, { href: paths.jobs, label: content.routes.jobs.data.navLabel }];
  return {
    site,
    siteUrl,
    navigation,
    jobsLink: { href: paths.jobs, label: site.header.jobsLabel },
    quickLinks,
    sectorLinks,
    legalLinks,
    assets: { stylesheet: assets.stylesheet.href, script: assets.script.href },
    year: new Date().getFullYear(),
  };
}

export interface SitePlan {
  jobBoard: JobBoard;
  routes: Route[];
  chrome: SiteChrome;
}

/**
 * The job board, the route table and what its pages share, for the day the
 * site is built for (D24). The board is made once, here: the routes, the
 * board's feeds and index (job-board-files.ts) and the editor's preview all
 * read this one.
 */
export function planSite(content: SiteContent, assets: AssetHrefs, siteUrl: string, today: CalendarDate): SitePlan {
  const jobBoard = jobBoardFor(content, today);
  const routes = defineRoutes(
    content,
    siteUrl,
    jobBoard,
    assets.jobSearch ? { scriptHref: assets.jobSearch.href } : undefined,
  );
  return { jobBoard, routes, chrome: siteChrome(content, routes, assets, siteUrl) };
}
