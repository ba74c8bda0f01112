// Comments give the reason, not the history. A decision is cited by its D
// number (docs/decisions.md) and a measured fact lives in BENCHMARKS.md; a
// comment that points at a tracker outside the repository, or tells what
// a trial once found, goes stale the day it is written. And the
// code, not its commentary, carries the weight: comment lines stay at most
// 12% of the non-blank lines of src/.
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const ignore = [
  "**/node_modules/**",
  "dist/**",
  "dist.*/**",
  ".cache/**",
  ".git/**",
  "package-lock.json",
  "tests/source-comments.test.ts",
];

/** Words that narrate the project's history rather than give a reason. */
const historyWords = [
  /\bissues? #?\d+/i,
  /\bcold (trial|attack)/i,
  /\b(this|last|next|earlier|previous) (round|session|stop)\b(?! trip)/i,
  /\bround \d+\b/i,
];

/** The lines of a source file that are comments: `//`, `/* … *\/` blocks and JSX's `{/* … *\/}`. */
function commentLines(text: string): number {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (inBlock) {
      count++;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("//")) {
      count++;
    } else if (line.startsWith("/*") || line.startsWith("{/*")) {
      count++;
      if (!line.includes("*/")) inBlock = true;
    }
  }
  return count;
}

describe("comments", () => {
  it("no file in the repository narrates its history", () => {
    const files = fg.sync(["**/*.{ts,tsx,mts,mjs,cjs,js,css,md,json,toml,yml,yaml,html}", ".ci/run"], {
      cwd: root,
      ignore,
      dot: true,
    });
    const found: string[] = [];
    for (const file of files) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          const word = historyWords.find((pattern) => pattern.test(line));
          if (word) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("comment lines are at most 12% of src/", () => {
    let total = 0;
    let comments = 0;
    for (const file of fg.sync("src/**/*.{ts,tsx,mts,css}", { cwd: root })) {
      const text = readFileSync(path.join(root, file), "utf8");
      total += text.split("\n").filter((line) => line.trim()).length;
      comments += commentLines(text);
    }
    expect(comments / total).toBeLessThanOrEqual(0.12);
  });

  it("counts comment lines of every kind", () => {
    expect(commentLines("// one\nconst a = 1;\n/* two\n three */\n<p>{/* four */}</p>\n{/* five\n six */}\n")).toBe(5);
  });
});
