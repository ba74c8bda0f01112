// A sector on the home page: its summary, at most four roles, and how many
// more there are, linking to the sector's block on /sectors/.
import type { Entry } from "../../content/load";
import type { SectorData } from "../../content/schemas";
import { fillTemplate, pluralTemplate } from "../../content/templates";
import { Icon } from "../Icon/Icon";
import { Image } from "../Image/Image";

/** The specification (docs/specification.md): each sector card on Home shows at most 4 roles. */
export const rolesShownOnCard = 4;

export interface SectorCardProps {
  sector: Entry<SectorData>;
  href: string;
  /** "+4 more roles": needed unless every role is shown. */
  moreRoles?: { one: string; other: string };
  linkLabel: string;
  /** The sector's photograph across the top of the card. */
  withPhoto?: boolean;
  /** Every role, where the card says what the agency covers (For Employers), rather than the home page's four. */
  allRoles?: boolean;
}

export function SectorCard({
  sector,
  href,
  moreRoles,
  linkLabel,
  withPhoto = false,
  allRoles = false,
}: SectorCardProps) {
  const { title, summary, roles, icon, image } = sector.data;
  const shown = allRoles ? roles : roles.slice(0, rolesShownOnCard);
  const further = roles.length - shown.length;
  const headingId = `sector-card-${sector.slug}`;
  return (
    <article className="sector-card" aria-labelledby={headingId}>
      {withPhoto ? <Image image={{ ...image, alt: "" }} place="sectorCard" className="sector-card__photo" /> : null}
      <Icon name={icon} className="sector-card__icon" size={32} />
      <h3 className="sector-card__title" id={headingId}>
        {title}
      </h3>
      <p className="sector-card__summary">{summary}</p>
      <ul className="sector-card__roles">
        {shown.map((role) => (
          <li key={role}>{role}</li>
        ))}
      </ul>
      {further > 0 && moreRoles ? <p className="sector-card__more">{pluralTemplate(moreRoles, further)}</p> : null}
      <a className="sector-card__link" href={href}>
        {fillTemplate(linkLabel, { sector: title.toLowerCase() })}
      </a>
    </article>
  );
}
