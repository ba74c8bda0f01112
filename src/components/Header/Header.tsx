// The site header (SPEC.md "Shared layout", D12): the six main links in
// SPEC.md's order, the current one marked with aria-current. Without
// JavaScript small screens show the whole list; the site-header module adds
// the menu toggle, which is in the HTML but hidden until then.
import type { Site } from "../../content/schemas";
import { Icon } from "../Icon/Icon";

export interface NavItem {
  href: string;
  label: string;
}

/** "page" for the link to this very page; "true" for its section's link (a vacancy page is in For Candidates). */
function currentState(href: string, currentPath: string, currentSection: string | undefined): "page" | "true" | undefined {
  if (href === currentPath) return "page";
  return href === currentSection ? "true" : undefined;
}

export function Header({
  site,
  navigation,
  currentPath,
  currentSection,
}: {
  site: Site;
  navigation: NavItem[];
  currentPath: string;
  currentSection?: string | undefined;
}) {
  return (
    <header className="site-header" data-module="site-header">
      <div className="container site-header__inner">
        <a className="site-header__brand" href="/" aria-label={site.header.homeLabel}>
          {/* The initials are drawn by Header.css: they are the logo, not part of the link's label. */}
          <span className="site-header__mark" aria-hidden="true" />
          {site.tradingName}
        </a>
        <button className="site-header__toggle" type="button" hidden aria-expanded="false" aria-controls="site-nav-list">
          <Icon name="menu" size={22} />
          {site.header.menuLabel}
        </button>
        <nav className="site-nav" aria-label={site.header.navLabel}>
          <ul className="site-nav__list" id="site-nav-list">
            {navigation.map((item) => (
              <li key={item.href}>
                <a className="site-nav__link" href={item.href} aria-current={currentState(item.href, currentPath, currentSection)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
