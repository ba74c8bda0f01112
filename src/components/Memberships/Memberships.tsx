// The memberships, accreditations, insurance and frameworks the agency holds
// (D47), from site.md: a short list under a heading, or nothing at all when
// the agency has filled none in, so the site never shows a sample claim.
import type { Site } from "../../content/schemas";
import { Icon } from "../Icon/Icon";

export function Memberships({ memberships, id }: { memberships: Site["memberships"]; id: string }) {
  if (!memberships || memberships.items.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section className="section memberships" id={id} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="memberships__heading" id={headingId}>
          {memberships.heading}
        </h2>
        <ul className="memberships__list">
          {memberships.items.map((item) => (
            <li className="memberships__item" key={item.name}>
              <Icon name="badge-check" size={22} className="memberships__icon" />
              <span>
                <span className="memberships__name">{item.name}</span>
                {item.detail ? <span className="memberships__detail">{item.detail}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
