// A row of headline numbers ("2000+ placements"). A plain list, so a screen
// reader says each value and its label together, in the order they are seen.
import type { Figure } from "../../content/schemas";

export function Figures({ figures, tone = "light" }: { figures: Figure[]; tone?: "light" | "dark" }) {
  return (
    <ul className={`auto-grid figures figures--${tone}`}>
      {figures.map((figure) => (
        <li className="figures__item" key={figure.label}>
          <strong className="figures__value">{figure.value}</strong>{" "}
          <span className="figures__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
