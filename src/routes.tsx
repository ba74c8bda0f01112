// The route table (D17): every page the build writes, in one list; nothing else decides what is built.
import type { ReactElement } from "react";
import type { MarkdownPage, SiteContent } from "./content/load";
import type { Site } from "./content/schemas";
import { AboutScreen } from "./screens/AboutScreen";
import { CandidatesScreen } from "./screens/CandidatesScreen";
import { ContactScreen } from "./screens/ContactScreen";
import { EmployersScreen } from "./screens/EmployersScreen";
import { HomeScreen } from "./screens/HomeScreen";
import { ImagePreload } from "./components/Image/Image";
import { MarkdownPageScreen } from "./screens/MarkdownPageScreen";
import { MessageScreen } from "./screens/MessageScreen";
import { RegisterVacancyScreen } from "./screens/RegisterVacancyScreen";
import { SectorsScreen } from "./screens/SectorsScreen";
import { organisationJsonLd, JsonLd } from "./components/JsonLd/JsonLd";
import type { JobBoard } from "./jobs/board";
import {
  appliedPath,
  listingPath,
  listingRoot,
  searchIndexPath,
  searchPageSlot,
  searchPlacesPath,
  searchShellPath,
  vacancyPath,
} from "./jobs/board-paths";
import { jobPosting } from "./jobs/job-posting";
import {
  filterNames,
  listingPages,
  listingSummary,
  listingView,
  type ListingView,
  matchingVacancies,
  openCountsBySector,
  similarVacancies,
} from "./jobs/listing";
import { vacancyStatus } from "./jobs/vacancy-status";
import { JobsListingScreen } from "./screens/JobsListingScreen";
import { ApplicationSentScreen } from "./screens/ApplicationSentScreen";
import { fillTemplate } from "./content/templates";
import { headerPolicy, metaSecurityPolicy } from "./pipeline/security-policy";
import { VacancyScreen } from "./screens/VacancyScreen";
import { JobAlertPageScreen, SignUpAnswerScreen } from "./screens/JobAlertPageScreen";
import { signUpAnswerPath, signUpAnswerSlots } from "./alerts/alert-answers";
import { alertPagePath, alertPageSlugs, alertSearchSlot, type AlertPageName } from "./alerts/alert-pages";
import { titleThatFits, vacancyPageTitle } from "./jobs/vacancy-text";

export interface Route {
  /** In the trailing-slash form a static host serves without a redirect (D5). */
  path: string;
  source: string;
  title: string;
  description: string;
  indexable: boolean;
  navLabel?: string;
  render: () => ReactElement;
  head?: () => ReactElement;
  /** When the page itself has no link in the header. */
  section?: string;
  /** Rendered once per kind with markers filled per page; must give what `render()` gives (tests/render.test.tsx). */
  shared?: SharedPart;
  /** Indexable pages are listed unless this says otherwise (the listing's filter combinations are not). */
  inSitemap?: boolean;
  lastModified?: string;
}

export interface SharedPart {
  kind: string;
  text: Record<string, string>;
  html: Record<string, string>;
  render: (values: Record<string, string>) => ReactElement;
}

export const paths = {
  home: "/",
  about: "/about/",
  sectors: "/sectors/",
  employers: "/employers/",
  candidates: "/candidates/",
  contact: "/contact/",
  jobs: listingRoot,
  jobSearchIndex: searchIndexPath,
  /** D43: fetched only when Where is used. */
  jobSearchPlaces: searchPlacesPath,
  registerVacancy: "/employers/register-a-vacancy/",
  thankYou: "/thank-you/",
  vacancyRegistered: "/employers/vacancy-registered/",
  /** D10: the host serves it for any unknown path. */
  notFound: "/404.html",
} as const;

/** For the editor's preview and "View Live". */
export const routePagePaths = {
  home: paths.home,
  about: paths.about,
  sectors: paths.sectors,
  employers: paths.employers,
  candidates: paths.candidates,
  contact: paths.contact,
  "register-vacancy": paths.registerVacancy,
  jobs: paths.jobs,
  "thank-you": paths.thankYou,
  "vacancy-registered": paths.vacancyRegistered,
  "not-found": paths.notFound,
} as const;

export const navigationOrder = [
  paths.home,
  paths.sectors,
  paths.about,
  paths.employers,
  paths.candidates,
  paths.contact,
];

/** D5; the vacancy form lands on a page of its own (D46). */
export const formAction = paths.thankYou;

export const sectorHref = (slug: string) => `${paths.sectors}#${slug}`;

export const markdownPagePath = (slug: string) => `/${slug}/`;

function routePage(
  path: string,
  entry: { file: string; data: { title: string; description: string; navLabel?: string } },
  indexable: boolean,
  render: () => ReactElement,
): Route {
  const { title, description, navLabel } = entry.data;
  return { path, source: entry.file, title, description, indexable, navLabel, render };
}

export interface JobSearchAssets {
  scriptHref: string;
}

/** Every page lists the same vacancies as the board's feeds and index (D24); without `jobSearch`, no search form. */
export function defineRoutes(
  content: SiteContent,
  siteUrl: string,
  jobBoard: JobBoard,
  jobSearch?: JobSearchAssets,
): Route[] {
  const { site, routes: copy, sectors, testimonials } = content;
  return [
    {
      ...routePage(paths.home, copy.home, true, () => (
        <HomeScreen
          site={site.data}
          page={copy.home.data}
          sectors={sectors}
          testimonials={testimonials}
          sectorHref={sectorHref}
          latestJobs={jobBoard.listing.vacancies.slice(0, 3)}
          openJobCount={jobBoard.listing.vacancies.length}
          jobsHref={paths.jobs}
          jobFacts={copy.jobs.data.vacancy.facts}
          vacancyHref={vacancyPath}
        />
      )),
      head: () => (
        <>
          <ImagePreload image={copy.home.data.hero.image} place="hero" />
          <JsonLd data={organisationJsonLd(site.data, siteUrl)} />
        </>
      ),
    },
    routePage(paths.about, copy.about, true, () => <AboutScreen page={copy.about} site={site.data} />),
    routePage(paths.sectors, copy.sectors, true, () => (
      <SectorsScreen
        page={copy.sectors.data}
        sectors={sectors}
        openJobs={openCountsBySector(jobBoard.listing)}
        jobsHref={(slug) => listingPath({ sector: slug })}
      />
    )),
    routePage(paths.employers, copy.employers, true, () => (
      <EmployersScreen
        site={site.data}
        page={copy.employers.data}
        sectors={sectors}
        testimonials={testimonials}
        sectorHref={sectorHref}
      />
    )),
    routePage(paths.candidates, copy.candidates, true, () => (
      <CandidatesScreen
        page={copy.candidates.data}
        formAction={formAction}
        jobs={copy.jobs.data}
        jobsHref={paths.jobs}
        openJobCount={jobBoard.listing.vacancies.length}
      />
    )),
    routePage(paths.contact, copy.contact, true, () => (
      <ContactScreen site={site.data} page={copy.contact.data} formAction={formAction} />
    )),
    {
      ...routePage(paths.registerVacancy, copy["register-vacancy"], true, () => (
        <RegisterVacancyScreen
          page={copy["register-vacancy"].data}
          sectors={sectors.map((sector) => ({ value: sector.slug, label: sector.data.title }))}
          formAction={paths.vacancyRegistered}
        />
      )),
      section: paths.employers,
    },
    routePage(paths.thankYou, copy["thank-you"], false, () => <MessageScreen page={copy["thank-you"]} />),
    {
      ...routePage(paths.vacancyRegistered, copy["vacancy-registered"], false, () => (
        <MessageScreen page={copy["vacancy-registered"]} />
      )),
      section: paths.employers,
    },
    {
      ...routePage(paths.notFound, copy["not-found"], false, () => <MessageScreen page={copy["not-found"]} />),
      // No _headers rule with the site's policy matches an unknown path, so the page carries its own.
      head: () => <meta httpEquiv="Content-Security-Policy" content={metaSecurityPolicy(headerPolicy(content))} />,
    },
    ...content.markdownPages.map((page) => markdownPageRoute(page, site.data)),
    ...jobListingRoutes(content, jobBoard, jobSearch),
    ...vacancyRoutes(content, jobBoard, siteUrl),
    ...applicationSentRoutes(content, jobBoard),
    ...jobAlertRoutes(content),
    ...(jobBoard.listing.vacancies.length > 0 ? [jobSearchShellRoute(content)] : []),
  ];
}

/** The host function fills its slot; written where the host never publishes it, so never linked nor indexed. */
function jobSearchShellRoute(content: SiteContent): Route {
  const jobs = content.routes.jobs;
  return {
    path: searchShellPath,
    source: jobs.file,
    title: `${jobs.data.search.label} | ${content.site.data.tradingName}`,
    description: jobs.data.description,
    indexable: false,
    section: paths.jobs,
    render: () => <>{searchPageSlot}</>,
  };
}

/** D41: none is indexed or in the sitemap. */
function jobAlertRoutes(content: SiteContent): Route[] {
  const jobs = content.routes.jobs;
  return (Object.keys(alertPageSlugs) as AlertPageName[])
    .map((name): Route => {
      const page = jobs.data.alerts.pages[name];
      return {
        path: alertPagePath(name),
        source: jobs.file,
        title: page.title,
        description: page.text,
        indexable: false,
        section: paths.jobs,
        render: () => (
          <JobAlertPageScreen
            page={page}
            name={name}
            jobsHref={paths.jobs}
            jobsLabel={jobs.data.navLabel}
            searchLine={fillTemplate(jobs.data.alerts.email.confirmSearch, { search: alertSearchSlot })}
          />
        ),
      };
    })
    .concat({
      path: signUpAnswerPath,
      source: jobs.file,
      // In the title too, so the tab says which alert it is.
      title: `${jobs.data.alerts.pages.checkEmail.heading}: ${signUpAnswerSlots.search} | ${content.site.data.tradingName}`,
      description: jobs.data.alerts.pages.checkEmail.text,
      indexable: false,
      section: paths.jobs,
      render: () => (
        <SignUpAnswerScreen wording={jobs.data.alerts} jobsHref={paths.jobs} jobsLabel={jobs.data.navLabel} />
      ),
    });
}

export { vacancyPath };

function jobListingRoutes(content: SiteContent, jobBoard: JobBoard, jobSearch: JobSearchAssets | undefined): Route[] {
  const jobs = content.routes.jobs;
  const search = jobSearch ? { scriptHref: jobSearch.scriptHref, indexHref: paths.jobSearchIndex } : undefined;
  const names = filterNames(jobBoard.listing);
  return listingPages(jobBoard.listing).map((listingPage): Route => {
    // Only the titles here: the dev server renders the open pages first.
    const view = listingSummary(jobBoard.listing, listingPage.filters, listingPage.page);
    let full: ListingView | undefined;
    const fullView = () => (full ??= listingView(jobBoard.listing, listingPage.filters, listingPage.page));
    const filtered = Object.keys(listingPage.filters).length;
    return {
      path: listingPage.path,
      source: `${jobs.file} and the vacancies`,
      title: titleThatFits([`${view.title} | ${content.site.data.tradingName}`], view.title),
      description:
        filtered === 0
          ? jobs.data.description
          : `${view.resultCount} open: ${view.heading.toLowerCase()} with ${content.site.data.tradingName}. Apply online, with or without a CV.`,
      indexable: true,
      // Other combinations and later pages are thin variations of these.
      inSitemap:
        listingPage.page === 1 && (filtered === 0 || (filtered === 1 && listingPage.filters.sector !== undefined)),
      section: paths.jobs,
      head: () => <link rel="alternate" type="application/rss+xml" title={view.heading} href={view.feedPath} />,
      render: () => (
        <JobsListingScreen
          view={fullView()}
          wording={jobs.data}
          vacancyHref={vacancyPath}
          search={search}
          filters={listingPage.filters}
          names={names}
        />
      ),
    };
  });
}

/** D26: a closed vacancy keeps its page, without the form or JobPosting (D24). */
function vacancyRoutes(content: SiteContent, jobBoard: JobBoard, siteUrl: string): Route[] {
  const { site, routes: copy } = content;
  // A search of the whole board per page would grow with the square of its size.
  const entries = new Map(content.vacancies.map((entry) => [entry.slug, entry]));
  const sectors = new Map(content.sectors.map((sector) => [sector.slug, sector]));
  return jobBoard.published.map((vacancy): Route => {
    const open = vacancyStatus(vacancy.data, jobBoard.today) === "open";
    const entry = entries.get(vacancy.slug)!;
    const sector = sectors.get(vacancy.data.sector)!;
    return {
      path: vacancyPath(vacancy.slug),
      source: entry.file,
      title: vacancyPageTitle(vacancy.data, site.data.tradingName),
      description: vacancy.data.summary,
      indexable: open,
      lastModified: open ? vacancy.data.posted : undefined,
      section: paths.jobs,
      head: open
        ? () => (
            <JsonLd
              data={jobPosting(vacancy, {
                legalName: site.data.legalName,
                url: siteUrl,
                logo: `${siteUrl}/apple-touch-icon.png`,
              })}
            />
          )
        : undefined,
      render: () => (
        <VacancyScreen
          vacancy={vacancy}
          open={open}
          sector={{ slug: sector.slug, title: sector.data.title }}
          similar={similarVacancies(jobBoard.listing, vacancy)}
          // The screen shows five at most: six are enough, whichever one is this vacancy.
          openInSector={matchingVacancies(jobBoard.listing, { sector: vacancy.data.sector })
            .slice(0, 6)
            .filter((candidate) => candidate.slug !== vacancy.slug)}
          wording={copy.jobs.data}
          legalName={site.data.legalName}
          formAction={appliedPath(vacancy.slug)}
          vacancyHref={vacancyPath}
          shareUrl={`${siteUrl}${vacancyPath(vacancy.slug)}`}
        />
      ),
    };
  });
}

/** A closed vacancy keeps its page too: a form loaded before it closed may still be sent. */
function applicationSentRoutes(content: SiteContent, jobBoard: JobBoard): Route[] {
  const jobs = content.routes.jobs;
  return jobBoard.published.map((vacancy): Route => {
    const title = fillTemplate(jobs.data.applied.title, { title: vacancy.data.title });
    const text = fillTemplate(jobs.data.applied.text, { title: vacancy.data.title, reference: vacancy.data.reference });
    return {
      path: appliedPath(vacancy.slug),
      source: jobs.file,
      title: titleThatFits([title, title.replace(/ \| [^|]*$/, "")], vacancy.data.title),
      description: text.length <= 160 ? text : (/^[^.]*\./.exec(text)?.[0] ?? text).slice(0, 160),
      indexable: false,
      section: paths.jobs,
      render: () => (
        <ApplicationSentScreen
          vacancy={vacancy}
          wording={jobs.data.applied}
          vacancyHref={vacancyPath(vacancy.slug)}
          jobsHref={paths.jobs}
          resultsLabel={jobs.data.vacancy.backToResults}
        />
      ),
    };
  });
}

export function markdownPageRoute(page: MarkdownPage, site: Site): Route {
  return {
    path: markdownPagePath(page.slug),
    source: page.file,
    title: `${page.data.title} | ${site.tradingName}`,
    description: page.data.description,
    indexable: true,
    render: () => <MarkdownPageScreen heading={page.data.title} body={page.html} />,
    shared: {
      kind: "markdown-page",
      text: { heading: page.data.title },
      html: { body: page.html },
      render: (values) => <MarkdownPageScreen heading={values.heading!} body={values.body!} />,
    },
  };
}
