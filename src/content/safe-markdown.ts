// D21: content holds words, not code. Checked on marked's tokens, never on the
// HTML it outputs; every link and image is checked as the browser will read it.
import { Parser } from "htmlparser2";
import type { MarkedToken, Token, TokensList } from "marked";
import { imageUrlProblem, linkProblem, runsCode, urlAsBrowserReadsIt } from "./urls";
import { expected, saidText, sentence, type Said } from "./problems";

/** Text-level markup: it changes how words read, and can neither run code, load anything nor restyle the page. */
export const allowedTags = [
  "abbr", "b", "bdi", "bdo", "br", "cite", "code", "del", "dfn", "em", "i", "ins", "kbd", "mark",
  "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr",
] as const;
const allowedTagSet = new Set<string>(allowedTags);

/** Attributes that only describe the words: none is a URL, a style or a handler. */
const allowedAttributes = new Set(["title", "lang", "dir"]);
const datedTags = new Set(["time", "del", "ins"]);

const tagList = allowedTags.map((tag) => `<${tag}>`).join(", ");

function attributeProblem(tag: string, name: string, value: string): Said | undefined {
  if (allowedAttributes.has(name) || (name === "datetime" && datedTags.has(tag))) return undefined;
  const allowed = `only the attributes title, lang and dir${datedTags.has(tag) ? " and datetime" : ""} on <${tag}>`;
  if (name.startsWith("on")) return expected(allowed, `the event handler ${name}, which would run code`);
  if (name === "style") return expected(allowed, "style; the site's look comes from its stylesheet, and a style attribute also breaks the Content-Security-Policy");
  if (runsCode(urlAsBrowserReadsIt(value, false))) return expected(allowed, `${name}="${value}", a URL that would run code`);
  return expected(allowed, name);
}

/** Anything the tokenizer and a browser could read differently is refused too: a bare `<`, a `>` in a comment, an unclosed tag. */
export function rawHtmlProblems(html: string): Said[] {
  const problems: Said[] = [];
  let consumed = 0;
  const refused = new Set<string>();
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        consumed = parser.endIndex + 1;
        if (!allowedTagSet.has(name)) {
          refused.add(name);
          problems.push(expected(`only text-level HTML (${tagList})`, `<${name}>`));
          return;
        }
        for (const [attribute, value] of Object.entries(attributes)) {
          const problem = attributeProblem(name, attribute, value);
          if (problem) problems.push(problem);
        }
      },
      ontext() {
        const text = html.slice(parser.startIndex, parser.endIndex + 1);
        consumed = parser.endIndex + 1;
        if (text.includes("<")) problems.push(expected("text or a complete HTML tag", `${JSON.stringify(text.trim().slice(0, 40))}; write a lone < as &lt;`));
      },
      oncomment(data) {
        consumed = parser.endIndex + 1;
        // HTML has no CDATA sections: a browser reads one as a comment, and hides what it holds.
        if (data.startsWith("[CDATA[")) problems.push(expected("text or text-level HTML", 'a CDATA section ("<![CDATA["), which a browser hides like a comment; write its text without "<![CDATA[" and "]]>"'));
        else if (data.includes(">")) problems.push(expected("an HTML comment without > inside it"));
      },
      onprocessinginstruction(name) {
        consumed = parser.endIndex + 1;
        problems.push(expected(`only text-level HTML (${tagList})`, `<${name}>`));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // htmlparser2 reports only the closing tags of elements it has open; a
  // stray </script> must be seen too, so its tokenizer's callback is wrapped.
  const closeTag = parser.onclosetag.bind(parser);
  parser.onclosetag = (start: number, endIndex: number) => {
    const name = html.slice(start, endIndex).toLowerCase();
    // Named as its opening tag: marked hands <script> and </script> over as two tokens, and one problem is enough.
    if (!allowedTagSet.has(name) && !refused.has(name)) problems.push(expected(`only text-level HTML (${tagList})`, `<${name}>`));
    const end = html.indexOf(">", endIndex);
    if (end !== -1) consumed = end + 1;
    closeTag(start, endIndex);
  };
  parser.end(html);
  if (html.slice(consumed).trim() !== "") {
    problems.push(expected("every HTML tag to end with >", JSON.stringify(html.slice(consumed).trim().slice(0, 40))));
  }
  return problems;
}

/** Deeper than this, marked's time grows steeply and its recursion overflows the stack. */
export const maxNesting = 32;
/** List markers indented further than this are nested too deeply to be anything but an accident or an attack. */
const maxListIndent = 128;

const containerMarker = /^[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;
const opensWithLetter = /^\p{L}/u;

/** Found before marked runs, from the quote and list markers that open each line. */
export function tooDeeplyNested(markdown: string): number | undefined {
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index]!;
    // Most lines are prose: one that opens with a letter is neither indented nor a quote or list item.
    if (opensWithLetter.test(line)) continue;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
    if (indent > maxListIndent && containerMarker.test(line)) return index;
    let depth = 0;
    for (let match = containerMarker.exec(line); match; match = containerMarker.exec(line)) {
      depth += 1;
      if (depth > maxNesting) return index;
      line = line.slice(match[0].length);
    }
  }
  return undefined;
}

export interface ContentLink {
  href: string;
  at: string;
}

// The one place a body link's line is written and read as text (site-content.json holds it so).
const atLinePrefix = "line ";
export const linkAtLine = (line: number) => `${atLinePrefix}${line}`;
export const lineOfLink = (link: ContentLink): number | undefined => (link.at.startsWith(atLinePrefix) ? Number(link.at.slice(atLinePrefix.length)) : undefined);

export interface MarkdownReferences {
  links: ContentLink[];
  images: string[];
}

export type TokenProblem = { line: number } & Said;

interface Walker {
  walkTokens(tokens: Token[] | TokensList, callback: (token: Token) => void): unknown;
}

/** `firstLine` is the file line `source` starts on, so problems name the line an editor sees. */
export function inspectTokens(
  marked: Walker,
  tokens: TokensList | Token[],
  source: string,
  firstLine: number,
): { problems: TokenProblem[]; references: MarkdownReferences } {
  const problems: TokenProblem[] = [];
  const references: MarkdownReferences = { links: [], images: [] };
  let blockStart = 0;
  const lineAt = (offset: number) => firstLine + countNewlines(source, offset);
  for (const block of tokens) {
    const blockEnd = blockStart + block.raw.length;
    const start = blockStart;
    // Inside a quote or list a token's text may differ from the source; then the block's line is used.
    const lineOf = (token: Token) => {
      const at = token === block ? start : source.indexOf(token.raw, start);
      return lineAt(at >= start && at < blockEnd ? at : start);
    };
    marked.walkTokens([block], (token) => {
      const known = token as MarkedToken;
      switch (known.type) {
        case "html":
          for (const said of rawHtmlProblems(known.raw)) {
            const line = lineOf(token);
            // One problem per line, however often a token repeats it.
            if (!problems.some((earlier) => earlier.line === line && saidText(earlier) === saidText(said))) problems.push({ line, ...said });
          }
          break;
        case "link": {
          const problem = linkProblem(known.href);
          if (problem) problems.push({ line: lineOf(token), ...problem });
          else references.links.push({ href: urlAsBrowserReadsIt(known.href), at: linkAtLine(lineOf(token)) });
          break;
        }
        case "image": {
          const url = urlAsBrowserReadsIt(known.href);
          const problem = imageUrlProblem(url);
          if (problem) problems.push({ line: lineOf(token), ...sentence(`image: ${saidText(problem)}`) });
          else references.images.push(url);
          break;
        }
      }
    });
    blockStart = blockEnd;
  }
  return { problems, references };
}

function countNewlines(text: string, end: number): number {
  let count = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < end; index = text.indexOf("\n", index + 1)) count += 1;
  return count;
}
