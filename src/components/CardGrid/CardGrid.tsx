// Cards with an icon, a title and a sentence: values, services, reasons.
import type { Card } from "../../content/schemas";
import { Icon } from "../Icon/Icon";
import { keepFiguresTogether } from "../KeepTogether/KeepTogether";

export function CardGrid({ cards, headingLevel = 3 }: { cards: Card[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="auto-grid">
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
