// A page section: a landmark-free <section> named by its heading, with an
// optional intro, on a plain, tinted or dark background.
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

/**
 * The top of every page below the header: its one h1 and a lead paragraph.
 * `compact` sets it tighter, for a page whose first screen is for what
 * follows (the job listing: issue 30, the first vacancy in the first screen).
 */
export function PageHeader({ heading, intro, compact = false, children }: { heading: string; intro?: string; compact?: boolean; children?: ReactNode }) {
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

/**
 * A closing call to action on the dark band: the message on the left and the
 * ways forward on the right on wide screens, so the band uses its width.
 */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
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
