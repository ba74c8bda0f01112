// The route table (D17): every page the build writes, in one list. A route
// names its URL, the content file behind it, its metadata and the page it
// renders. Nothing else decides what is built.
import type { ReactElement } from "react";
import type { SiteContent } from "./content/load";
import { AboutPage } from "./pages/AboutPage";
import { CandidatesPage } from "./pages/CandidatesPage";
import { ContactPage } from "./pages/ContactPage";
import { EmployersPage } from "./pages/EmployersPage";
import { HomePage } from "./pages/HomePage";
import { MarkdownPage } from "./pages/MarkdownPage";
import { MessagePage } from "./pages/MessagePage";
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
}

/** The paths of SPEC.md's routes, which pages link to each other by. */
export const paths = {
  home: "/",
  about: "/about/",
  sectors: "/sectors/",
  employers: "/employers/",
  candidates: "/candidates/",
  contact: "/contact/",
  thankYou: "/thank-you/",
  /** D10: the host serves /404.html for any unknown path. */
  notFound: "/404.html",
} as const;

/** The header's links, in SPEC.md's order. */
export const navigationOrder = [paths.home, paths.sectors, paths.about, paths.employers, paths.candidates, paths.contact];

/** Where both forms post (D5). */
export const formAction = paths.thankYou;

export const sectorHref = (slug: string) => `${paths.sectors}#${slug}`;

export const markdownPagePath = (slug: string) => `/${slug}/`;

export function defineRoutes(content: SiteContent, siteUrl: string): Route[] {
  const { site, pages, sectors, testimonials } = content;
  return [
    {
      path: paths.home,
      source: pages.home.file,
      title: pages.home.data.title,
      description: pages.home.data.description,
      indexable: true,
      navLabel: pages.home.data.navLabel,
      render: () => (
        <HomePage
          site={site.data}
          page={pages.home.data}
          sectors={sectors}
          testimonials={testimonials}
          sectorHref={sectorHref}
        />
      ),
      head: () => <JsonLd data={organisationJsonLd(site.data, siteUrl)} />,
    },
    {
      path: paths.about,
      source: pages.about.file,
      title: pages.about.data.title,
      description: pages.about.data.description,
      indexable: true,
      navLabel: pages.about.data.navLabel,
      render: () => <AboutPage page={pages.about} />,
    },
    {
      path: paths.sectors,
      source: pages.sectors.file,
      title: pages.sectors.data.title,
      description: pages.sectors.data.description,
      indexable: true,
      navLabel: pages.sectors.data.navLabel,
      render: () => <SectorsPage page={pages.sectors.data} sectors={sectors} />,
    },
    {
      path: paths.employers,
      source: pages.employers.file,
      title: pages.employers.data.title,
      description: pages.employers.data.description,
      indexable: true,
      navLabel: pages.employers.data.navLabel,
      render: () => <EmployersPage page={pages.employers.data} />,
    },
    {
      path: paths.candidates,
      source: pages.candidates.file,
      title: pages.candidates.data.title,
      description: pages.candidates.data.description,
      indexable: true,
      navLabel: pages.candidates.data.navLabel,
      render: () => <CandidatesPage page={pages.candidates.data} formAction={formAction} />,
    },
    {
      path: paths.contact,
      source: pages.contact.file,
      title: pages.contact.data.title,
      description: pages.contact.data.description,
      indexable: true,
      navLabel: pages.contact.data.navLabel,
      render: () => <ContactPage site={site.data} page={pages.contact.data} formAction={formAction} />,
    },
    {
      path: paths.thankYou,
      source: pages["thank-you"].file,
      title: pages["thank-you"].data.title,
      description: pages["thank-you"].data.description,
      indexable: false,
      render: () => <MessagePage page={pages["thank-you"]} />,
    },
    {
      path: paths.notFound,
      source: pages["not-found"].file,
      title: pages["not-found"].data.title,
      description: pages["not-found"].data.description,
      indexable: false,
      render: () => <MessagePage page={pages["not-found"]} />,
    },
    ...content.markdownPages.map(
      (page): Route => ({
        path: markdownPagePath(page.slug),
        source: page.file,
        title: `${page.data.title} | ${site.data.tradingName}`,
        description: page.data.description,
        indexable: true,
        render: () => <MarkdownPage page={page} />,
      }),
    ),
  ];
}
