// The document every page shares: head metadata, skip link, header, main and footer.
import type { ReactNode } from "react";
import type { Site } from "../../content/schemas";
import { Footer } from "../Footer/Footer";
import { Header, type NavItem } from "../Header/Header";
import { sharePicture } from "../Image/Image";
import { htmlAttributes } from "../html-attributes";

/** What a page tells the layout about itself. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** False for the thank-you and not-found pages (D10). */
  indexable: boolean;
  /** The header link of the section the page belongs to, marked as current when the page itself is not linked. */
  section?: string | undefined;
}

/** What is the same on every page of one build. */
export interface SiteChrome {
  site: Site;
  /** The site's absolute URL without a trailing slash; the host's URL variable wins (D1). */
  siteUrl: string;
  navigation: NavItem[];
  /** The header's link to the job board (D38). */
  jobsLink: NavItem;
  /** The footer's quick links: the header's links and a few more. */
  quickLinks: NavItem[];
  sectorLinks: NavItem[];
  legalLinks: NavItem[];
  assets: { stylesheet: string; script: string };
  year: number;
}

export interface LayoutProps {
  chrome: SiteChrome;
  page: PageMeta;
  /** Extra elements for <head>, such as a page's structured data. */
  head?: ReactNode;
  children: ReactNode;
}

export function Layout({ chrome, page, head, children }: LayoutProps) {
  const { site, siteUrl, assets } = chrome;
  const canonical = `${siteUrl}${page.path}`;
  // Cropped by the host to the size declared below, so sharing previews are not distorted.
  const shareImage = sharePicture(site.shareImage, siteUrl);
  return (
    <html lang={site.locale.lang}>
      <head>
        <meta {...htmlAttributes({ charset: "utf-8" })} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        <link rel="canonical" href={canonical} />
        {page.indexable ? null : <meta name="robots" content="noindex" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <meta name="theme-color" content="#0b4f5c" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.tradingName} />
        <meta property="og:locale" content={site.locale.ogLocale} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={shareImage.url} />
        <meta property="og:image:width" content={String(shareImage.width)} />
        <meta property="og:image:height" content={String(shareImage.height)} />
        <meta property="og:image:alt" content={site.shareImage.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        {/*
          A page's own head elements before the stylesheet: React moves a
          <link> with an href there anyway when it renders the whole document,
          and the page must come out the same when rendered on its own (render.tsx).
        */}
        {head}
        <link rel="stylesheet" href={assets.stylesheet} />
        <script src={assets.script} defer />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {site.header.skipLink}
        </a>
        <Header site={site} navigation={chrome.navigation} jobsLink={chrome.jobsLink} currentPath={page.path} currentSection={page.section} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer
          site={site}
          sectorLinks={chrome.sectorLinks}
          quickLinks={chrome.quickLinks}
          legalLinks={chrome.legalLinks}
          year={chrome.year}
        />
      </body>
    </html>
  );
}
