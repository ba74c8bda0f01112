// Tests read content files with the build's own reader, so a test sees the
// values the build sees (no YAML timestamps, no code-running front matter).
import { splitFrontMatter } from "../../src/content/front-matter";
import { parseFrontMatterYaml } from "../../src/content/front-matter-yaml";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { JobsPageContent } from "../../src/content/schemas";
import { jobsPageSchema } from "../../src/content/schemas/jobs";
import { projectRoot } from "./site";

/** A content file's front matter and body, read as the build reads them. */
export function readContentFile(raw: string): { data: Record<string, unknown>; body: string } {
  const split = splitFrontMatter(raw);
  return split ? { data: parseFrontMatterYaml(split.yamlText), body: split.body } : { data: {}, body: raw };
}

/** The job board's words as content/routes/jobs.md has them: a test takes these, so a new word is written once. */
export function jobsPageWords(): JobsPageContent {
  const raw = readFileSync(path.join(projectRoot, "content", "routes", "jobs.md"), "utf8");
  return jobsPageSchema.parse(readContentFile(raw).data);
}
