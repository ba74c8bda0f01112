// The site header (D12, D31, D38); the job board's link sits outside the folding list, so it is one tap away at every width,
// and after the list, so it is read and tabbed to after Home and the other links.
import { phoneForDisplay, telHref } from "../../content/agency";
import type { Site } from "../../content/schemas";
import { Icon } from "../Icon/Icon";
import { keepFiguresTogether } from "../KeepTogether/KeepTogether";

export interface NavItem {
  href: string;
  label: string;
}

/** The favicon itself, so the tab and the page show the same logo. */
export const markSrc = "/favicon.svg";

/** Two lines by design, so the brand never wraps at some widths and not others. */
function Wordmark({ name }: { name: string }) {
  const split = name.lastIndexOf(" ");
  return (
    <span className="site-header__name">
      {split > 0 ? name.slice(0, split) : name}
      {split > 0 ? <span className="site-header__name-tail"> {name.slice(split + 1)}</span> : null}
    </span>
  );
}

/** "true" for its section's link (a vacancy page is in For Candidates). */
function currentState(
  href: string,
  currentPath: string,
  currentSection: string | undefined,
): "page" | "true" | undefined {
  if (href === currentPath) return "page";
  return href === currentSection ? "true" : undefined;
}

export function Header({
  site,
  navigation,
  jobsLink,
  currentPath,
  currentSection,
}: {
  site: Site;
  navigation: NavItem[];
  jobsLink: NavItem;
  currentPath: string;
  currentSection?: string | undefined;
}) {
  const { header } = site;
  return (
    <header className="site-header" data-module="site-header">
      <div className="site-header__bar">
        <div className="container site-header__bar-inner">
          <a className="site-header__phone" href={telHref(site)}>
            <Icon name="phone" size={16} />
            <span>{header.phoneLabel.replace(/ /g, "\u00a0")}</span>&nbsp;<strong>{phoneForDisplay(site)}</strong>
          </a>
          {/* After the phone line in the source as on screen: whatever arrives first is painted where it stays (D31). */}
          <p className="site-header__promise">{keepFiguresTogether(header.promise)}</p>
        </div>
      </div>
      <div className="container site-header__inner">
        <a className="site-header__brand" href="/" aria-label={header.homeLabel}>
          <img className="site-header__mark" src={markSrc} width="40" height="40" alt="" />
          <Wordmark name={site.tradingName} />
        </a>
        {/* Both labels are in the HTML, so the name always says what a press will do. */}
        <button
          className="site-header__toggle"
          type="button"
          hidden
          aria-expanded="false"
          aria-controls="site-nav-list"
        >
          <span className="site-header__toggle-open">
            <Icon name="menu" size={22} />
            {header.menuLabel}
          </span>
          <span className="site-header__toggle-close">
            <Icon name="close" size={22} />
            {header.closeMenuLabel}
          </span>
        </button>
        <nav className="site-nav" aria-label={header.navLabel}>
          <ul className="site-nav__list" id="site-nav-list">
            {navigation.map((item) => (
              <li key={item.href}>
                <a
                  className="site-nav__link"
                  href={item.href}
                  aria-current={currentState(item.href, currentPath, currentSection)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* After the specification's six links in the source, so every reading order starts at Home; Header.css keeps it on the brand row of a phone. */}
        <a
          className="site-nav__link site-header__jobs"
          href={jobsLink.href}
          aria-current={currentState(jobsLink.href, currentPath, currentSection)}
        >
          {jobsLink.label}
        </a>
      </div>
    </header>
  );
}
