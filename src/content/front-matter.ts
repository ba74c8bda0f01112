// Where a content file's front matter starts and ends: one rule, used by the
// build (load.ts) and by the editor at /admin/ (content-file.ts), so the two
// never read a file differently. A file saved by another program may start
// with a byte-order mark and end its lines with CRLF (Windows) or CR alone
// (old Mac programs); each is read as the line break it is, and the editor
// writes a file back with the mark and the line ends it had.
//
// The front matter opens with a first line of --- (the build refuses anything
// after it, such as ---js, before YAML is read) and closes at the next line
// of just --- (spaces after it allowed); the body is everything after that
// line's line break, byte for byte. A file whose first line is not --- has no
// front matter; one that opens front matter and never closes it is an error.
import { FrontMatterLayoutError, FrontMatterYamlError } from "./front-matter-yaml";

export interface SplitFile {
  /** The byte-order mark the file starts with, or "". */
  bom: string;
  /** The file's line break, that of its first line: "\n", "\r\n" or "\r" ("\n" for a file of one line). */
  lineBreak: "\n" | "\r\n" | "\r";
  /** The opening line with its line break, as written ("---\r\n"). */
  opening: string;
  /** The text between the opening and closing lines, line breaks as written. */
  yamlText: string;
  /** The closing line with its line break, as written ("---\n", or "---" at the end of the file). */
  closing: string;
  /** Everything after the closing line, byte for byte. */
  body: string;
  /** How many lines the file has before the body: the body's first line is this plus one. */
  linesBeforeBody: number;
}

export class FrontMatterNotClosedError extends Error {}

const lineBreakPattern = /\r\n|\r|\n/;

/** The line breaks in a text, as one pattern: CRLF, CR or LF. */
export const lineBreaks = /\r\n|\r|\n/g;

/** How many lines a text has, counting every kind of line break. */
export const countLines = (text: string): number => text.split(lineBreakPattern).length;

/**
 * A file's front matter and body, or undefined when it has no front matter
 * (its first line, after any byte-order mark, is not ---). Throws
 * FrontMatterNotClosedError when the front matter is never closed.
 */
export function splitFrontMatter(raw: string): SplitFile | undefined {
  const bom = raw.startsWith("\uFEFF") ? "\uFEFF" : "";
  const text = raw.slice(bom.length);
  // "----" and longer are a Markdown rule, not front matter.
  if (!text.startsWith("---") || text.startsWith("----")) return undefined;
  const firstBreak = lineBreakPattern.exec(text);
  const lineBreak = (firstBreak?.[0] ?? "\n") as SplitFile["lineBreak"];
  const openingEnd = firstBreak ? firstBreak.index + firstBreak[0].length : text.length;
  // Each line after the opening one, with where it starts, until a line of just --- closes the front matter.
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

/** What kept a file's front matter from being read, in the words the build and the editor both use. */
export function describeFrontMatterError(error: unknown): string {
  if (error instanceof FrontMatterNotClosedError) return `front matter ${error.message}`;
  if (error instanceof FrontMatterLayoutError) return `front matter: ${error.message}`;
  if (error instanceof FrontMatterYamlError) return `front matter is not valid YAML: ${error.message}`;
  return `front matter could not be read: ${error instanceof Error ? error.message : String(error)}`;
}
