// Tests read content files with the build's own reader, so a test sees the
// values the build sees (no YAML timestamps, no code-running front matter).
import { splitFrontMatter } from "../../src/content/front-matter";
import { parseFrontMatterYaml } from "../../src/content/front-matter-yaml";

/** A content file's front matter and body, read as the build reads them. */
export function readContentFile(raw: string): { data: Record<string, unknown>; body: string } {
  const split = splitFrontMatter(raw);
  return split ? { data: parseFrontMatterYaml(split.yamlText), body: split.body } : { data: {}, body: raw };
}
