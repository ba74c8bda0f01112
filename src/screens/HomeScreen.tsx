import type { Entry } from "../content/load";
import type { HomePageContent, JobsPageContent, SectorData, Site, TestimonialData } from "../content/schemas";
import type { ReactNode } from "react";
import { phoneForDisplay, telHref } from "../content/agency";
import { ButtonLink } from "../components/ButtonLink/ButtonLink";
import { Icon } from "../components/Icon/Icon";
import { keepFiguresTogether } from "../components/KeepTogether/KeepTogether";
import { Figures } from "../components/Figures/Figures";
import { checkedItems, IconList } from "../components/IconList/IconList";
import { HomeJobSearch } from "../components/HomeJobSearch/HomeJobSearch";
import { Image } from "../components/Image/Image";
import { Section } from "../components/Section/Section";
import { VacancyList } from "../components/VacancyCard/VacancyCard";
import type { Vacancy } from "../jobs/vacancy-schema";
import { SectorCard } from "../components/SectorCard/SectorCard";
import { Testimonial } from "../components/Testimonial/Testimonial";

export interface HomeScreenProps {
  site: Site;
  page: HomePageContent;
  sectors: Entry<SectorData>[];
  testimonials: Entry<TestimonialData>[];
  sectorHref: (slug: string) => string;
  /** D29. */
  latestJobs: Vacancy[];
  openJobCount: number;
  jobsHref: string;
  jobFacts: JobsPageContent["vacancy"]["facts"];
  vacancyHref: (slug: string) => string;
}

export function HomeScreen({
  site,
  page,
  sectors,
  testimonials,
  sectorHref,
  latestJobs,
  openJobCount,
  jobsHref,
  jobFacts,
  vacancyHref,
}: HomeScreenProps) {
  const { hero, promises, impact, stories } = page;
  return (
    <>
      <div className="hero">
        <div className="container split hero__inner">
          {/* First in the page's source as on a phone's screen: a phone paints the page while it is still arriving, and a photograph placed above text already painted would push that text down (D31). */}
          <Image image={hero.image} place="hero" priority className="image--leads hero__image" />
          <div className="hero__text">
            <p className="hero__kicker">{hero.kicker}</p>
            <h1 className="hero__heading">{hero.heading}</h1>
            {/* Before the lead, so on a phone it is in the first screen under the photograph and the heading (D38). */}
            <HomeJobSearch wording={hero.jobSearch} action={jobsHref} openCount={openJobCount} />
            <p className="hero__lead">{hero.lead}</p>
            <ul className="hero__paths">
              <HeroPath heading={hero.staffPath.heading} text={hero.staffPath.text}>
                <ButtonLink href={hero.findStaff.href}>{hero.findStaff.label}</ButtonLink>
              </HeroPath>
              <HeroPath heading={hero.workPath.heading} text={hero.workPath.text}>
                <ButtonLink href={hero.findWork.href} variant="secondary">
                  {hero.findWork.label}
                </ButtonLink>
              </HeroPath>
            </ul>
            <p className="hero__line">
              <Icon name="phone" size={20} />
              <span>
                {keepFiguresTogether(hero.emergencyLine)}{" "}
                <a href={telHref(site)} className="hero__phone">
                  {phoneForDisplay(site)}
                </a>
              </span>
            </p>
          </div>
        </div>
      </div>

      <section className="promises" id="promises" aria-labelledby="promises-heading">
        <div className="container">
          <h2 className="visually-hidden" id="promises-heading">
            {promises.heading}
          </h2>
          <IconList items={checkedItems(promises.items)} className="auto-grid promises__list" />
        </div>
      </section>

      <Section id="impact" heading={impact.heading}>
        <Figures figures={impact.figures} />
      </Section>

      <Section id="sectors" heading={page.sectors.heading} intro={page.sectors.intro}>
        <div className="auto-grid">
          {sectors.map((sector) => (
            <SectorCard
              key={sector.slug}
              sector={sector}
              href={sectorHref(sector.slug)}
              moreRoles={page.sectors.moreRoles}
              withPhoto
              linkLabel={page.sectors.linkLabel}
            />
          ))}
        </div>
      </Section>

      <Section id="latest-jobs" heading={page.latestJobs.heading} intro={page.latestJobs.intro} tone="tinted">
        {latestJobs.length > 0 ? (
          <VacancyList vacancies={latestJobs} hrefOf={(vacancy) => vacancyHref(vacancy.slug)} facts={jobFacts} />
        ) : (
          <p>{page.latestJobs.none}</p>
        )}
        <p className="latest-jobs__all">
          <ButtonLink href={page.latestJobs.allLink.href}>{page.latestJobs.allLink.label}</ButtonLink>
        </p>
      </Section>

      <Section id="stories" heading={stories.heading} intro={stories.intro} tone="dark">
        <div className="testimonial-grid">
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

/** One of the hero's two paths: who it is for, and the way in. */
function HeroPath({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <li className="hero__path">
      <h2 className="hero__path-heading">{heading}</h2>
      <p className="hero__path-text">{keepFiguresTogether(text)}</p>
      {children}
    </li>
  );
}
