// Cards with an icon, a title and a sentence: values, services, reasons.
import type { Card } from "../../content/schemas";
import { Icon } from "../Icon/Icon";
import { keepFiguresTogether } from "../KeepTogether/KeepTogether";

/**
 * "boxed" draws each as a bordered card; "plain" sets the icon in a disc
 * beside open text, so a page does not repeat one card style in every section.
 */
export function CardGrid({
  cards,
  headingLevel = 3,
  variant = "boxed",
}: {
  cards: Card[];
  headingLevel?: 3 | 4;
  variant?: "boxed" | "plain";
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`auto-grid cards cards--${variant}`}>
      {cards.map((card) => (
        <li className="card" key={card.title}>
          <Icon name={card.icon} className="card__icon" size={28} />
          <Heading className="card__title">{card.title}</Heading>
          <p className="card__text">{keepFiguresTogether(card.text)}</p>
        </li>
      ))}
    </ul>
  );
}
