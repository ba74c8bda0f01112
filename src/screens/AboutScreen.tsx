// Who We Are (the specification, section 2): the company story, core values, why healthcare
// providers choose the agency, and calls to action; the people and memberships the
// agency has filled in (D47), and nothing where it has not.
import type { Entry } from "../content/load";
import type { AboutPageContent, Site } from "../content/schemas";
import { ButtonGroup, ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { Figures } from "../components/Figures/Figures";
import { checkedItems, IconList } from "../components/IconList/IconList";
import { Image } from "../components/Image/Image";
import { Memberships } from "../components/Memberships/Memberships";
import { People } from "../components/People/People";
import { Prose } from "../components/Prose/Prose";
import { CtaBand, PageHeader, Section } from "../components/Section/Section";

export function AboutScreen({ page, site }: { page: Entry<AboutPageContent>; site: Site }) {
  const { data } = page;
  return (
    <>
      <PageHeader heading={data.heading} intro={data.intro} />
      <Section id="story" heading={data.storyHeading}>
        <div className="split">
          <Prose html={page.html} />
          <Image image={data.image} place="story" className="split__image" />
        </div>
      </Section>
      <Section id="values" heading={data.values.heading} tone="tinted">
        <CardGrid cards={data.values.items} variant="plain" />
      </Section>
      <Section id="why-choose-us" heading={data.whyChoose.heading} intro={data.whyChoose.intro}>
        <IconList items={checkedItems(data.whyChoose.points)} className="auto-grid icon-list--spaced" />
        <Figures figures={data.whyChoose.figures} />
      </Section>
      <People people={data.people} id="people" />
      <Memberships memberships={site.memberships} id="memberships" />
      <CtaBand id="get-in-touch" heading={data.cta.heading} text={data.cta.text}>
        <ButtonGroup>
          {data.cta.links.map((link, index) => (
            <ButtonLink key={link.href} href={link.href} variant={index === 0 ? "inverse" : "secondary"}>
              {link.label}
            </ButtonLink>
          ))}
        </ButtonGroup>
      </CtaBand>
    </>
  );
}
