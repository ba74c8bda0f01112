// The document every page shares: head metadata, skip link, header, main and footer.
import type { ReactNode } from "react";
import type { Site } from "../../content/schemas";
import { Footer } from "../Footer/Footer";
import { Header, type NavItem } from "../Header/Header";
import { sharePicture } from "../Image/Image";
import { htmlAttributes } from "../html-attributes";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  indexable: boolean;
  section?: string | undefined;
}

export interface SiteChrome {
  site: Site;
  /** The host's URL variable wins (D1). */
  siteUrl: string;
  navigation: NavItem[];
  jobsLink: NavItem;
  quickLinks: NavItem[];
  sectorLinks: NavItem[];
  legalLinks: NavItem[];
  assets: { stylesheet: string; script: string };
  year: number;
}

export interface LayoutProps {
  chrome: SiteChrome;
  page: PageMeta;
  head?: ReactNode;
  children: ReactNode;
}

export function Layout({ chrome, page, head, children }: LayoutProps) {
  const { site, siteUrl, assets } = chrome;
  const canonical = `${siteUrl}${page.path}`;
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
        {/* Before the stylesheet: React moves a <link> there in a whole document, and a page rendered alone must match (render.tsx). */}
        {head}
        <link rel="stylesheet" href={assets.stylesheet} />
        <script src={assets.script} defer />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {site.header.skipLink}
        </a>
        <Header
          site={site}
          navigation={chrome.navigation}
          jobsLink={chrome.jobsLink}
          currentPath={page.path}
          currentSection={page.section}
        />
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
