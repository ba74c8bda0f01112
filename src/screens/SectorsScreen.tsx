// Our Sectors (the specification, section 2): a block per sector with its description,
// services, eight key roles, Get Started and the jobs open in it (D29); then
// why choose specialists.
import type { Entry } from "../content/load";
import type { SectorData, SectorsPageContent } from "../content/schemas";
import { fillTemplate, pluralTemplate } from "../content/templates";
import { ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { Icon } from "../components/Icon/Icon";
import { Image } from "../components/Image/Image";
import { Prose } from "../components/Prose/Prose";
import { PageHeader, Section } from "../components/Section/Section";

export interface SectorsScreenProps {
  page: SectorsPageContent;
  sectors: Entry<SectorData>[];
  /** Open vacancies in each sector, by slug (D29). */
  openJobs: ReadonlyMap<string, number>;
  /** The job listing of one sector: /jobs/<slug>/. */
  jobsHref: (slug: string) => string;
}

export function SectorsScreen({ page, sectors, openJobs, jobsHref }: SectorsScreenProps) {
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
        <SectorBlock
          key={sector.slug}
          page={page}
          sector={sector}
          openJobs={openJobs.get(sector.slug) ?? 0}
          jobsHref={jobsHref(sector.slug)}
          tone={index % 2 === 0 ? "plain" : "tinted"}
        />
      ))}
      <Section id="specialists" heading={page.specialists.heading} intro={page.specialists.intro} tone="dark">
        <CardGrid cards={page.specialists.items} variant="plain" />
      </Section>
    </>
  );
}

interface SectorBlockProps {
  page: SectorsPageContent;
  sector: Entry<SectorData>;
  openJobs: number;
  jobsHref: string;
  tone: "plain" | "tinted";
}

function SectorBlock({ page, sector, openJobs, jobsHref, tone }: SectorBlockProps) {
  const { slug } = sector;
  const { title, icon, services, roles, image } = sector.data;
  const headingId = `${slug}-heading`;
  return (
    <section
      className={`section section--${tone} sector-block sector-block--${tone}`}
      id={slug}
      aria-labelledby={headingId}
    >
      <div className="container split sector-block__inner">
        {/* Before the text, as on a phone's screen, so nothing already painted moves down when it arrives (.image--leads). */}
        <Image image={image} place="sectorBlock" className="image--leads sector-block__image" />
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
            <span className="visually-hidden">
              {" "}
              {fillTemplate(page.getStartedContext, { sector: title.toLowerCase() })}
            </span>
          </ButtonLink>
          <OpenJobs page={page} count={openJobs} sector={title.toLowerCase()} href={jobsHref} />
        </div>
      </div>
    </section>
  );
}

/** How many jobs are open in the sector, as a link to them; with none open, a way to tell us what work is wanted (D29). */
function OpenJobs({
  page,
  count,
  sector,
  href,
}: {
  page: SectorsPageContent;
  count: number;
  sector: string;
  href: string;
}) {
  if (count === 0) {
    return (
      <p className="sector-block__jobs">
        {fillTemplate(page.openJobs.none, { sector })}{" "}
        <a href={page.openJobs.noneLink.href}>{page.openJobs.noneLink.label}</a>
      </p>
    );
  }
  const forms = {
    one: fillTemplate(page.openJobs.one, { sector }),
    other: fillTemplate(page.openJobs.other, { sector }),
  };
  return (
    <p className="sector-block__jobs">
      <a href={href}>{pluralTemplate(forms, count)}</a>
    </p>
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
