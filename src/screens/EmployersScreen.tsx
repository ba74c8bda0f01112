// For Employers: the way to register a vacancy (D30) and the 24/7 line come
// first, so a manager short of staff next week acts in the first screen; memberships and testimonials only as chosen (D47).
import type { Entry } from "../content/load";
import type { EmployersPageContent, SectorData, Site, TestimonialData } from "../content/schemas";
import { phoneForDisplay, telHref } from "../content/agency";
import { ButtonGroup, ButtonLink } from "../components/ButtonLink/ButtonLink";
import { CardGrid } from "../components/CardGrid/CardGrid";
import { Figures } from "../components/Figures/Figures";
import { keepFiguresTogether } from "../components/KeepTogether/KeepTogether";
import { Memberships } from "../components/Memberships/Memberships";
import { SectorCard } from "../components/SectorCard/SectorCard";
import { CtaBand, PageHeader, Section } from "../components/Section/Section";
import { Steps } from "../components/Steps/Steps";
import { Testimonial } from "../components/Testimonial/Testimonial";

export interface EmployersScreenProps {
  site: Site;
  page: EmployersPageContent;
  sectors: Entry<SectorData>[];
  testimonials: Entry<TestimonialData>[];
  sectorHref: (slug: string) => string;
}

export function EmployersScreen({ site, page, sectors, testimonials, sectorHref }: EmployersScreenProps) {
  const clients = testimonials.filter((testimonial) => testimonial.data.employersPage === true);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <ButtonGroup>
          <ButtonLink href={page.registerVacancy.href} variant="primary">
            {page.registerVacancy.label}
          </ButtonLink>
          {/* The home hero's 24/7 line, without its icon: on the dark header the words carry it. */}
          <p className="hero__line">
            <span>
              {keepFiguresTogether(page.emergencyLine)}{" "}
              <a href={telHref(site)} className="hero__phone">
                {phoneForDisplay(site)}
              </a>
            </span>
          </p>
        </ButtonGroup>
      </PageHeader>
      <Section id="how-fast" heading={page.speed.heading}>
        <Figures figures={page.speed.figures} />
      </Section>
      <Section id="services" heading={page.services.heading} tone="tinted">
        <CardGrid cards={page.services.items} />
      </Section>
      <Section id="roles" heading={page.sectors.heading} intro={page.sectors.intro}>
        <div className="auto-grid">
          {sectors.map((sector) => (
            <SectorCard
              key={sector.slug}
              sector={sector}
              href={sectorHref(sector.slug)}
              linkLabel={page.sectors.linkLabel}
              allRoles
            />
          ))}
        </div>
      </Section>
      <Section id="how-it-works" heading={page.howItWorks.heading} tone="tinted">
        <Steps steps={page.howItWorks.steps} />
      </Section>
      <Section id="after-call" heading={page.afterCall.heading}>
        {/* The numbered list of For Candidates' next steps, each moment's time as its title. */}
        <ol className="next-steps">
          {page.afterCall.items.map((item) => (
            <li className="next-steps__item" key={item.when}>
              <h3 className="next-steps__title">{keepFiguresTogether(item.when)}</h3>
              <p className="next-steps__text">{keepFiguresTogether(item.text)}</p>
            </li>
          ))}
        </ol>
      </Section>
      {clients.length > 0 ? (
        <Section id="clients" heading={page.testimonials.heading} tone="tinted">
          {/* Two or three stories in equal columns: a larger leading one would leave a short one's card half empty beside it. */}
          <div className="auto-grid">
            {clients.map((testimonial) => (
              <Testimonial
                key={testimonial.file}
                testimonial={testimonial}
                ratingLabel={page.testimonials.ratingLabel}
              />
            ))}
          </div>
        </Section>
      ) : null}
      <Memberships memberships={site.memberships} id="memberships" />
      <CtaBand id="get-staff" heading={page.cta.heading} text={page.cta.text}>
        <ButtonGroup>
          <ButtonLink href={page.cta.callNow.href} variant="inverse">
            {page.cta.callNow.label}
          </ButtonLink>
          <ButtonLink href={page.cta.requestQuote.href} variant="secondary">
            {page.cta.requestQuote.label}
          </ButtonLink>
          <ButtonLink href={page.registerVacancy.href} variant="secondary">
            {page.registerVacancy.label}
          </ButtonLink>
        </ButtonGroup>
      </CtaBand>
    </>
  );
}
