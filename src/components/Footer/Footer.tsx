// The site footer (docs/specification.md "Shared layout", D9): sector links, quick links,
// contact details, the legal pages and the company disclosure of D1.
import type { Site } from "../../content/schemas";
import { ContactList } from "../ContactDetails/ContactDetails";
import type { NavItem } from "../Header/Header";
import { formatAddress } from "../../content/agency";

export interface FooterProps {
  site: Site;
  sectorLinks: NavItem[];
  quickLinks: NavItem[];
  legalLinks: NavItem[];
  year: number;
}

/** A footer column of links, named by its heading. */
function FooterNav({ id, heading, links }: { id: string; heading: string; links: NavItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 className="site-footer__heading" id={id}>
        {heading}
      </h2>
      <LinkList links={links} />
    </nav>
  );
}

function LinkList({ links }: { links: NavItem[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ site, sectorLinks, quickLinks, legalLinks, year }: FooterProps) {
  const { footer } = site;
  return (
    <footer className="site-footer">
      <div className="container auto-grid site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__name">{site.tradingName}</p>
          <p>{footer.about}</p>
          <p className="site-footer__emergency">{site.emergency}</p>
        </div>
        <FooterNav id="footer-sectors-heading" heading={footer.sectorsHeading} links={sectorLinks} />
        <FooterNav id="footer-quick-links-heading" heading={footer.quickLinksHeading} links={quickLinks} />
        <div>
          <h2 className="site-footer__heading">{footer.contactHeading}</h2>
          <ContactList site={site} />
        </div>
      </div>
      <div className="container site-footer__legal">
        <nav aria-label={footer.legalNavLabel}>
          <LinkList links={legalLinks} />
        </nav>
        <p className="site-footer__disclosure">
          © {year} {site.legalName}. {footer.copyright} {site.registeredIn}, company number {site.companyNumber}.
          Registered office: {formatAddress(site.address)}.
        </p>
      </div>
    </footer>
  );
}
