// XML read as strictly as the standard reads it. fast-xml-parser's validator
// checks tags, nesting and entities, but lets through what XML 1.0 forbids
// and a strict reader (Indeed's, a feed reader's) stops at: a character
// outside XML's Char production, "]]>" in text, and "<" in an attribute.
import { XMLValidator } from "fast-xml-parser";

// XML 1.0, section 2.2: tab, line feed, carriage return, U+0020-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF.
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// Unicode's non-characters: XML allows them, but says documents should not hold them (section 2.2's note).
const nonCharacter =
  /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/u;

/** Why a document is not well-formed XML, or undefined when it is. */
export function xmlProblem(xml: string): string | undefined {
  const validated = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (validated !== true) return `${validated.err.code} at line ${validated.err.line}: ${validated.err.msg}`;
  const character = notXmlChar.exec(xml) ?? nonCharacter.exec(xml);
  if (character)
    return `holds U+${character[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}, which XML text may not hold`;
  const outsideCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "").replace(/<!--[\s\S]*?-->/g, "");
  if (outsideCdata.includes("]]>")) return 'holds "]]>" outside the end of a CDATA section';
  const tagWithLt = /<[^!?][^>]*="[^"]*<|<[^!?][^>]*='[^']*</.exec(outsideCdata);
  if (tagWithLt) return `holds "<" in an attribute: ${tagWithLt[0].slice(0, 60)}`;
  return undefined;
}
