// The memberships, accreditations, insurance and frameworks the agency holds
// (D47), from site.md: a ticked list under a heading, or nothing at all when
// the agency has filled none in, so the site never shows a sample claim.
import type { Site } from "../../content/schemas";
import { IconList } from "../IconList/IconList";
import { Section } from "../Section/Section";

export function Memberships({ memberships, id }: { memberships: Site["memberships"]; id: string }) {
  if (!memberships || memberships.items.length === 0) return null;
  const items = memberships.items.map((item) => ({
    key: item.name,
    icon: "badge-check" as const,
    content: (
      <>
        <strong>{item.name}</strong>
        {item.detail ? <> {item.detail}</> : null}
      </>
    ),
  }));
  return (
    <Section id={id} heading={memberships.heading}>
      <IconList items={items} className="auto-grid" />
    </Section>
  );
}
