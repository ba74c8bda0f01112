// A testimonial: the quote, who said it, and the rating read as text (D15).
import type { Entry } from "../../content/load";
import type { TestimonialData } from "../../content/schemas";
import { fillTemplate } from "../../content/templates";
import { Icon } from "../Icon/Icon";
import { Image } from "../Image/Image";

export function Testimonial({
  testimonial,
  ratingLabel,
}: {
  testimonial: Entry<TestimonialData>;
  ratingLabel: string;
}) {
  const { name, role, company, rating, image } = testimonial.data;
  return (
    <figure className="testimonial">
      <p className="testimonial__rating">
        <span className="testimonial__stars">
          {Array.from({ length: rating }, (_, index) => (
            <Icon key={index} name="star" size={18} />
          ))}
        </span>
        <span className="visually-hidden">{fillTemplate(ratingLabel, { rating })}</span>
      </p>
      <blockquote className="testimonial__quote" dangerouslySetInnerHTML={{ __html: testimonial.html }} />
      <figcaption className="testimonial__author">
        <Image image={image} place="testimonial" className="testimonial__photo" />
        <span>
          <span className="testimonial__name">{name}</span>
          <span className="testimonial__role">
            {role}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
