// Named members of the team (D47), from about.md: each with their job and,
// when given, a photograph. Nothing at all when the agency has named no one,
// so the site never shows an invented person.
import type { AboutPageContent } from "../../content/schemas";
import { Image } from "../Image/Image";
import { Section } from "../Section/Section";

export function People({ people, id }: { people: AboutPageContent["people"]; id: string }) {
  if (!people || people.items.length === 0) return null;
  return (
    <Section id={id} heading={people.heading}>
      <ul className="auto-grid people">
        {people.items.map((person) => (
          <li className="people__person" key={person.name}>
            {/* The testimonial's small round portrait: one size of file serves both. */}
            {person.photo ? <Image image={person.photo} place="testimonial" className="people__photo" /> : null}
            <span>
              <span className="people__name">{person.name}</span>
              <span className="people__role">{person.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
