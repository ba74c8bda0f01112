// Home (SPEC.md 2): hero with Find Staff and Find Work, impact figures,
// sector cards, and success stories with the track-record band.
import type { Entry } from "../content/load";
import type { HomePageContent, SectorData, Site, TestimonialData } from "../content/schemas";
import { ButtonGroup, ButtonLink } from "../components/ButtonLink/ButtonLink";
import { Figures } from "../components/Figures/Figures";
import { checkedItems, IconList } from "../components/IconList/IconList";
import { Image } from "../components/Image/Image";
import { Section } from "../components/Section/Section";
import { SectorCard } from "../components/SectorCard/SectorCard";
import { Testimonial } from "../components/Testimonial/Testimonial";

export interface HomePageProps {
  site: Site;
  page: HomePageContent;
  sectors: Entry<SectorData>[];
  testimonials: Entry<TestimonialData>[];
  sectorHref: (slug: string) => string;
}

export function HomePage({ page, sectors, testimonials, sectorHref }: HomePageProps) {
  const { hero, promises, impact, stories } = page;
  return (
    <>
      <div className="hero">
        <div className="container split hero__inner">
          <div className="hero__text">
            <p className="hero__kicker">{hero.kicker}</p>
            <h1 className="hero__heading">{hero.heading}</h1>
            <p className="hero__lead">{hero.lead}</p>
            <ButtonGroup>
              <ButtonLink href={hero.findStaff.href}>{hero.findStaff.label}</ButtonLink>
              <ButtonLink href={hero.findWork.href} variant="secondary">
                {hero.findWork.label}
              </ButtonLink>
            </ButtonGroup>
          </div>
          <Image image={hero.image} sizes="(min-width: 60rem) 34rem, 100vw" priority className="split__image hero__image" />
        </div>
      </div>

      <Section id="promises" heading={promises.heading}>
        <IconList items={checkedItems(promises.items)} className="auto-grid icon-list--columns" />
      </Section>

      <Section id="impact" heading={impact.heading} tone="tinted">
        <Figures figures={impact.figures} />
      </Section>

      <Section id="sectors" heading={page.sectors.heading} intro={page.sectors.intro}>
        <div className="auto-grid">
          {sectors.map((sector) => (
            <SectorCard
              key={sector.data.slug}
              sector={sector}
              href={sectorHref(sector.data.slug)}
              moreRoles={page.sectors.moreRoles}
              linkLabel={page.sectors.linkLabel}
            />
          ))}
        </div>
      </Section>

      <Section id="stories" heading={stories.heading} intro={stories.intro} tone="dark">
        <div className="auto-grid testimonial-grid">
          {testimonials.map((testimonial) => (
            <Testimonial key={testimonial.file} testimonial={testimonial} ratingLabel={stories.ratingLabel} />
          ))}
        </div>
        <h3 className="track-record__heading">{stories.trackRecord.heading}</h3>
        <Figures figures={stories.trackRecord.figures} tone="dark" />
      </Section>
    </>
  );
}
