// Browsers may break a line after the hyphen of "24-48 hours" or the slash
// of "24/7", leaving "24-" at the end of one line and "48 hours" on the next
// (D31: no text broken where it should not be). This keeps each such figure
// and the word after it on one line. The text itself is unchanged, so it
// reads and copies the same.
import { Fragment, type ReactNode } from "react";

/** A number range or ratio, such as 24-48 or 24/7, and the word after it. */
const figurePattern = /\d+[-/]\d+\S*(?: [a-z]+)?/g;

export function keepFiguresTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(figurePattern)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span className="nowrap" key={match.index}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
