// Our Sectors (SPEC.md 2): a block per sector with its description,
// services, eight key roles and Get Started; then why choose specialists.
import type { Entry } from "../content/load";
import type { SectorData, SectorsPageContent } from "../content/schemas";
import { fillTemplate } from "../content/templates";
import { ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { Icon } from "../components/Icon/Icon";
import { Image } from "../components/Image/Image";
import { Prose } from "../components/Prose/Prose";
import { PageHeader, Section } from "../components/Section/Section";

export function SectorsPage({ page, sectors }: { page: SectorsPageContent; sectors: Entry<SectorData>[] }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        {/* Jump links to each sector's block below. */}
        <nav className="sector-jump" aria-label={page.jumpLabel}>
          <ul className="sector-jump__list">
            {sectors.map((sector) => (
              <li key={sector.slug}>
                <a className="sector-jump__link" href={`#${sector.slug}`}>
                  <Icon name={sector.data.icon} size={20} />
                  {sector.data.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {sectors.map((sector, index) => (
        <SectorBlock key={sector.slug} page={page} sector={sector} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
      <Section id="specialists" heading={page.specialists.heading} intro={page.specialists.intro} tone="dark">
        <CardGrid cards={page.specialists.items} variant="plain" />
      </Section>
    </>
  );
}

function SectorBlock({ page, sector, tone }: { page: SectorsPageContent; sector: Entry<SectorData>; tone: "plain" | "tinted" }) {
  const { slug } = sector;
  const { title, icon, services, roles, image } = sector.data;
  const headingId = `${slug}-heading`;
  return (
    <section className={`section section--${tone} sector-block sector-block--${tone}`} id={slug} aria-labelledby={headingId}>
      <div className="container split sector-block__inner">
        <div className="sector-block__text">
          <h2 className="section__heading sector-block__heading" id={headingId}>
            <Icon name={icon} size={32} />
            {title}
          </h2>
          <Prose html={sector.html} />
          <div className="auto-grid sector-block__lists">
            <HeadedList heading={page.servicesHeading} items={services} className="sector-block__services" />
            <HeadedList heading={page.rolesHeading} items={roles} className="sector-block__roles" />
          </div>
          <ButtonLink href={page.getStarted.href}>
            {page.getStarted.label}
            <span className="visually-hidden"> {fillTemplate(page.getStartedContext, { sector: title.toLowerCase() })}</span>
          </ButtonLink>
        </div>
        <Image image={image} sizes="(min-width: 60rem) 28rem, 100vw" className="sector-block__image" />
      </div>
    </section>
  );
}

function HeadedList({ heading, items, className }: { heading: string; items: string[]; className: string }) {
  return (
    <div>
      <h3 className="sector-block__subheading">{heading}</h3>
      <ul className={className}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
