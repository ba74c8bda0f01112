// A host form under its heading in the wider column, with what a sender
// wants to know beside it (what happens next, other ways to reach us): the
// shape of the candidates, contact and vacancy pages.
import type { ReactNode } from "react";

export interface FormBesideProps {
  /** The layout's class, which sets the columns: candidates-layout, contact-layout, form-layout. */
  layout: string;
  heading: string;
  /** The heading's id, which names the form (aria-labelledby). */
  headingId: string;
  form: ReactNode;
  aside: ReactNode;
}

export function FormBeside({ layout, heading, headingId, form, aside }: FormBesideProps) {
  return (
    <div className="section">
      <div className={`container split ${layout}`}>
        <div>
          <h2 className="section__heading" id={headingId}>
            {heading}
          </h2>
          {form}
        </div>
        {aside}
      </div>
    </div>
  );
}
