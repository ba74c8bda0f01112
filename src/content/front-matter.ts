// Where front matter starts and ends: one rule for the build and the editor,
// so they never read a file differently. A BOM and CRLF or CR line ends are
// read as such, and the editor writes them back as they were. It opens with a
// line of --- (---js is refused before YAML is read) and closes at the next.
import { FrontMatterLayoutError, FrontMatterYamlError } from "./front-matter-yaml";

export interface SplitFile {
  bom: string;
  /** That of its first line ("\n" for a file of one line). */
  lineBreak: "\n" | "\r\n" | "\r";
  opening: string;
  yamlText: string;
  closing: string;
  body: string;
  linesBeforeBody: number;
}

export class FrontMatterNotClosedError extends Error {}

const lineBreakPattern = /\r\n|\r|\n/;

export const lineBreaks = /\r\n|\r|\n/g;

export const countLines = (text: string): number => text.split(lineBreakPattern).length;

/** Undefined when the first line is not ---; throws FrontMatterNotClosedError when never closed. */
export function splitFrontMatter(raw: string): SplitFile | undefined {
  const bom = raw.startsWith("\uFEFF") ? "\uFEFF" : "";
  const text = raw.slice(bom.length);
  // "----" and longer are a Markdown rule, not front matter.
  if (!text.startsWith("---") || text.startsWith("----")) return undefined;
  const firstBreak = lineBreakPattern.exec(text);
  const lineBreak = (firstBreak?.[0] ?? "\n") as SplitFile["lineBreak"];
  const openingEnd = firstBreak ? firstBreak.index + firstBreak[0].length : text.length;
  const line = /([^\r\n]*)(\r\n|\r|\n|$)/y;
  line.lastIndex = openingEnd;
  while (line.lastIndex < text.length) {
    const start = line.lastIndex;
    const match = line.exec(text)!;
    if (/^---[ \t]*$/.test(match[1]!)) {
      const yamlText = text.slice(openingEnd, start);
      const bodyStart = start + match[0].length;
      return {
        bom,
        lineBreak,
        opening: text.slice(0, openingEnd),
        yamlText,
        closing: match[0],
        body: text.slice(bodyStart),
        linesBeforeBody: countLines(text.slice(0, start)),
      };
    }
    if (match[0] === "") break;
  }
  throw new FrontMatterNotClosedError("is never closed: expected a line of just --- after its fields, found none");
}

export function describeFrontMatterError(error: unknown): string {
  if (error instanceof FrontMatterNotClosedError) return `front matter ${error.message}`;
  if (error instanceof FrontMatterLayoutError) return `front matter: ${error.message}`;
  if (error instanceof FrontMatterYamlError) return `front matter is not valid YAML: ${error.message}`;
  return `front matter could not be read: ${error instanceof Error ? error.message : String(error)}`;
}
