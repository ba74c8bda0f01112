// Built pages as a DOM, for assertions that read like the spec.
import { parseHTML } from "linkedom";

export function parsePage(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** Text as a reader meets it: whitespace collapsed. */
export function textOf(node: Element | Document | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}
