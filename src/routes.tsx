// The route table (D17): every page the build writes, in one list. A route
// names its URL, the content file behind it, its metadata and the page it
// renders. Nothing else decides what is built.
import type { ReactElement } from "react";
import type { MarkdownPage as MarkdownPageEntry, SiteContent } from "./content/load";
import type { Site } from "./content/schemas";
import { AboutPage } from "./pages/AboutPage";
import { CandidatesPage } from "./pages/CandidatesPage";
import { ContactPage } from "./pages/ContactPage";
import { EmployersPage } from "./pages/EmployersPage";
import { HomePage, heroImageSizes } from "./pages/HomePage";
import { ImagePreload } from "./components/Image/Image";
import { MarkdownPage } from "./pages/MarkdownPage";
import { MessagePage } from "./pages/MessagePage";
import { RegisterVacancyPage } from "./pages/RegisterVacancyPage";
import { SectorsPage } from "./pages/SectorsPage";
import { organisationJsonLd, JsonLd } from "./components/JsonLd/JsonLd";

export interface Route {
  /** The URL path, in the trailing-slash form a static host serves without a redirect (D5). */
  path: string;
  /** The content file behind the page, for error messages. */
  source: string;
  title: string;
  description: string;
  indexable: boolean;
  /** The page's label in the header and footer navigation, when it has one. */
  navLabel?: string;
  /** The main content of the page; the layout is added around it. */
  render: () => ReactElement;
  /** Extra elements for the page's <head>. */
  head?: () => ReactElement;
  /** The header link marked as the current section when the page itself has no link there. */
  section?: string;
}

/** The paths of SPEC.md's routes, which pages link to each other by. */
export const paths = {
  home: "/",
  about: "/about/",
  sectors: "/sectors/",
  employers: "/employers/",
  candidates: "/candidates/",
  contact: "/contact/",
  /** D30: the employers' vacancy form, inside For Employers. */
  registerVacancy: "/employers/register-a-vacancy/",
  thankYou: "/thank-you/",
  /** D10: the host serves /404.html for any unknown path. */
  notFound: "/404.html",
} as const;

/** The header's links, in SPEC.md's order. */
export const navigationOrder = [paths.home, paths.sectors, paths.about, paths.employers, paths.candidates, paths.contact];

/** Where every form posts (D5). */
export const formAction = paths.thankYou;

export const sectorHref = (slug: string) => `${paths.sectors}#${slug}`;

export const markdownPagePath = (slug: string) => `/${slug}/`;

/** A route whose title, description and navigation label come from its content file. */
function routePage(
  path: string,
  entry: { file: string; data: { title: string; description: string; navLabel?: string } },
  indexable: boolean,
  render: () => ReactElement,
): Route {
  const { title, description, navLabel } = entry.data;
  return { path, source: entry.file, title, description, indexable, navLabel, render };
}

export function defineRoutes(content: SiteContent, siteUrl: string): Route[] {
  const { site, pages, sectors, testimonials } = content;
  return [
    {
      ...routePage(paths.home, pages.home, true, () => (
        <HomePage
          site={site.data}
          page={pages.home.data}
          sectors={sectors}
          testimonials={testimonials}
          sectorHref={sectorHref}
        />
      )),
      head: () => (
        <>
          <ImagePreload image={pages.home.data.hero.image} sizes={heroImageSizes} />
          <JsonLd data={organisationJsonLd(site.data, siteUrl)} />
        </>
      ),
    },
    routePage(paths.about, pages.about, true, () => <AboutPage page={pages.about} />),
    routePage(paths.sectors, pages.sectors, true, () => <SectorsPage page={pages.sectors.data} sectors={sectors} />),
    routePage(paths.employers, pages.employers, true, () => <EmployersPage page={pages.employers.data} />),
    routePage(paths.candidates, pages.candidates, true, () => <CandidatesPage page={pages.candidates.data} formAction={formAction} />),
    routePage(paths.contact, pages.contact, true, () => <ContactPage site={site.data} page={pages.contact.data} formAction={formAction} />),
    {
      ...routePage(paths.registerVacancy, pages["register-vacancy"], true, () => (
        <RegisterVacancyPage
          page={pages["register-vacancy"].data}
          sectors={sectors.map((sector) => ({ value: sector.slug, label: sector.data.title }))}
          formAction={formAction}
        />
      )),
      section: paths.employers,
    },
    routePage(paths.thankYou, pages["thank-you"], false, () => <MessagePage page={pages["thank-you"]} />),
    routePage(paths.notFound, pages["not-found"], false, () => <MessagePage page={pages["not-found"]} />),
    ...content.markdownPages.map((page) => markdownPageRoute(page, site.data)),
  ];
}

/** A page of the generic Markdown collection (D9), at /<slug>/. */
export function markdownPageRoute(page: MarkdownPageEntry, site: Site): Route {
  return {
    path: markdownPagePath(page.slug),
    source: page.file,
    title: `${page.data.title} | ${site.tradingName}`,
    description: page.data.description,
    indexable: true,
    render: () => <MarkdownPage page={page} />,
  };
}
