// Named team members (D47); nothing when no one is named, so the site never shows an invented person.
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
