// Named members of the team (D47), from about.md: each with their job and,
// when given, a photograph. Nothing at all when the agency has named no one,
// so the site never shows an invented person. The cards and the round
// portrait are the site's own (CardGrid, Testimonial), so this adds no CSS.
import type { AboutPageContent } from "../../content/schemas";
import { Image } from "../Image/Image";
import { Section } from "../Section/Section";

export function People({ people, id }: { people: AboutPageContent["people"]; id: string }) {
  if (!people || people.items.length === 0) return null;
  return (
    <Section id={id} heading={people.heading}>
      <ul className="auto-grid cards cards--boxed">
        {people.items.map((person) => (
          <li className="card testimonial__author" key={person.name}>
            {person.photo ? <Image image={person.photo} place="testimonial" className="testimonial__photo" /> : null}
            <span>
              <span className="testimonial__name">{person.name}</span>
              <span className="testimonial__role">{person.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
