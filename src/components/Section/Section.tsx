import type { ReactNode } from "react";
import { keepFiguresTogether } from "../KeepTogether/KeepTogether";

export interface SectionProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "tinted" | "dark";
  children: ReactNode;
}

export function Section({ id, heading, intro, tone = "plain", children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={`section section--${tone}`} id={id} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="section__heading" id={headingId}>
          {heading}
        </h2>
        {intro ? <p className="section__intro">{keepFiguresTogether(intro)}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** `compact` for a page whose first screen is for what follows, such as the job listing. */
export function PageHeader({
  heading,
  intro,
  compact = false,
  children,
}: {
  heading: string;
  intro?: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={compact ? "page-header page-header--compact" : "page-header"}>
      <div className="container">
        <h1 className="page-header__heading">{heading}</h1>
        {intro ? <p className="page-header__intro">{keepFiguresTogether(intro)}</p> : null}
        {children}
      </div>
    </div>
  );
}

export function CtaBand({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="section section--dark cta-band" id={id} aria-labelledby={headingId}>
      <div className="container cta-band__inner">
        <div>
          <h2 className="section__heading" id={headingId}>
            {heading}
          </h2>
          <p className="cta-band__text">{keepFiguresTogether(text)}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
