// A numbered process ("How it works"): an ordered list, so the numbers are real.
import { keepFiguresTogether } from "../KeepTogether/KeepTogether";

export function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="auto-grid steps">
      {steps.map((step) => (
        <li className="steps__item" key={step.title}>
          <h3 className="steps__title">{step.title}</h3>
          <p className="steps__text">{keepFiguresTogether(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
