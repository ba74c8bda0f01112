// Every file beside the pages, declared in one place as routes.tsx declares pages; the build writes what this holds.
import { adminFiles } from "./admin/admin-files";
import type { LoadedSite } from "./pipeline/loaded-site";
import { indeedFeedFile, jobBoardFiles } from "./pipeline/job-board-files";
import type { SitePlan } from "./pipeline/plan";
import { searchShellPath } from "./jobs/board-paths";
import { renderRobots, renderSitemap } from "./pipeline/site-files";

/** One file beside the pages: its path in the output, its bytes or the installed file it copies, and what it is made from (for a conflict's message). */
export type FileBesidePages = { path: string; source: string } & (
  { contents: string | Uint8Array } | { copyOf: string }
);

export function filesBesidePages(site: LoadedSite, plan: SitePlan): FileBesidePages[] {
  const { content, assets, siteUrl } = site;
  return [
    { path: assets.stylesheet.href.slice(1), contents: assets.stylesheet.contents, source: "src/styles/site.css" },
    { path: assets.script.href.slice(1), contents: assets.script.contents, source: "src/client/main.ts" },
    { path: assets.jobSearch.href.slice(1), contents: assets.jobSearch.contents, source: "src/client/job-search.ts" },
    ...adminFiles({ ...site, routes: plan.routes, stylesheetHref: assets.stylesheet.href, editor: assets.editor }),
    ...jobBoardFiles(
      content,
      plan.jobBoard,
      siteUrl,
      plan.routes.find((route) => route.path === searchShellPath)?.title ?? "",
    ).map((file) => ({ ...file, source: "the vacancies" })),
    { ...indeedFeedFile(content, plan.jobBoard, siteUrl), source: "the vacancies" },
    { path: "sitemap.xml", contents: renderSitemap(plan.routes, siteUrl), source: "the route table" },
    { path: "robots.txt", contents: renderRobots(siteUrl), source: "the route table" },
  ];
}
