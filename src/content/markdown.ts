import { Lexer, Marked } from "marked";
import { formatAddress, phoneForDisplay, telHref, type AgencyFacts } from "./agency";
import { expected, saidOf, type Said } from "./problems";
import { inspectTokens, maxNesting, tooDeeplyNested, type MarkdownReferences, type TokenProblem } from "./safe-markdown";

const marked = new Marked({ gfm: true, async: false });

/** Unchecked: for text the generator itself wrote. Content goes through renderContentMarkdown. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false }).trim();
}

export interface RenderedMarkdown {
  html: string;
  references: MarkdownReferences;
  problems: TokenProblem[];
}

const nestingProblem = expected(`Markdown nested at most ${maxNesting} levels deep (quotes written with > and lists)`, "more; flatten it");

/** A content body to HTML, checked token by token (D21); `firstLine` makes problems name the file's lines. */
export function renderContentMarkdown(markdown: string, firstLine: number): RenderedMarkdown {
  const source = markdown.replace(/\r\n?/g, "\n");
  const references: MarkdownReferences = { links: [], images: [] };
  const deep = tooDeeplyNested(source);
  if (deep !== undefined) return { html: "", references, problems: [{ line: firstLine + deep, ...nestingProblem }] };
  try {
    const tokens = marked.lexer(source);
    const inspected = inspectTokens(marked, tokens, source, firstLine);
    if (inspected.problems.length > 0) return { html: "", references, problems: inspected.problems };
    return { html: marked.parser(tokens).trim(), references: inspected.references, problems: [] };
  } catch (error) {
    // Nesting the line check above does not see (inline brackets, say) can still overflow marked's recursion.
    if (error instanceof RangeError) return { html: "", references, problems: [{ line: firstLine, ...nestingProblem }] };
    throw error;
  }
}

export function inspectInlineMarkdown(markdown: string): { problems: Said[]; links: MarkdownReferences["links"] } {
  const tokens = Lexer.lexInline(markdown, marked.defaults);
  const inspected = inspectTokens(marked, tokens, markdown, 1);
  return { problems: inspected.problems.map(saidOf), links: inspected.references.links };
}

export function renderInlineMarkdown(markdown: string): string {
  return marked.parseInline(markdown, { async: false });
}

export function placeholdersFor(site: AgencyFacts): Map<string, string> {
  return new Map([
    ["tradingName", site.tradingName],
    ["legalName", site.legalName],
    ["companyNumber", site.companyNumber],
    ["address", formatAddress(site.address)],
    ["email", site.email],
    ["phone", phoneForDisplay(site)],
    ["phoneHref", telHref(site)],
    ["url", site.url],
    ["experience", site.experience],
    ["replyPromise", site.replyPromise],
    ["emergency", site.emergency],
  ]);
}

const placeholderPattern = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export const slotList = (names: Iterable<string>) => [...names].map((name) => `{{${name}}}`).join(", ");

/**
 * Written as character references, which Markdown never reads as syntax, so a
 * fact such as "A & B <i>" reads literally wherever it is quoted (D21).
 */
const markdownSpecial = /[&<>"\\`*_[\]()~|!\n\r]/g;
const blockOpening = /^([ \t]*)([#>+=-]|\d+(?=[.)]))/;

const reference = (character: string) => `&#${character.codePointAt(0)};`;

export function escapeMarkdown(text: string, opensLine: boolean): string {
  let escaped = text.replace(markdownSpecial, reference);
  if (opensLine) {
    escaped = escaped.replace(blockOpening, (_match, space: string, opening: string) =>
      /\d/.test(opening) ? `${space}${opening.slice(0, -1)}${reference(opening.at(-1)!)}` : `${space}${reference(opening)}`,
    );
  }
  return escaped;
}

export function fillMarkdownPlaceholders(
  markdown: string,
  placeholders: ReadonlyMap<string, string>,
  report: (line: number, message: string) => void,
): string {
  if (!markdown.includes("{{")) return markdown;
  return markdown.replace(placeholderPattern, (match, name: string, offset: number) => {
    const fact = placeholders.get(name);
    const lineStart = markdown.lastIndexOf("\n", offset - 1) + 1;
    if (fact !== undefined) return escapeMarkdown(fact, /^[ \t]*$/.test(markdown.slice(lineStart, offset)));
    report(markdown.slice(0, offset).split("\n").length - 1, `unknown placeholder ${match}; the known ones are ${slotList(placeholders.keys())}`);
    return match;
  });
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return namedEntities[name.toLowerCase()] ?? match;
  });
}

/** Most paragraphs hold neither tags nor references, so those passes are skipped. */
function plainText(html: string): string {
  let text = html;
  if (text.includes("<")) {
    text = text
      // A block ends a word; an inline element such as a link does not.
      .replace(/<\/?(p|h[1-6]|li|ul|ol|blockquote|div|pre|table|tr|td|th)\b[^>]*>|<br\s*\/?>/gi, " ")
      .replace(/<[^>]+>/g, "");
  }
  if (text.includes("&")) text = decodeEntities(text);
  return text.replace(/\s+/g, " ").trim();
}

/** Headings and lists are left out when there are paragraphs, so the summary reads as a sentence. */
export function plainTextSummary(html: string, maxLength: number): string {
  // Only until there is enough text, so a long page costs no more than a short one.
  const parts: string[] = [];
  let length = -1;
  let hasParagraphs = false;
  for (let start = html.indexOf("<p>"); start !== -1 && length <= maxLength; ) {
    const end = html.indexOf("</p>", start + 3);
    if (end === -1) break;
    hasParagraphs = true;
    const text = plainText(html.slice(start + 3, end));
    if (text !== "") {
      parts.push(text);
      length += text.length + 1;
    }
    start = html.indexOf("<p>", end + 4);
  }
  const text = hasParagraphs ? parts.join(" ") : plainText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}
