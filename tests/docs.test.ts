// The reasons live in the repository: every decision the code cites, "(D24)",
// is a heading of docs/decisions.md, nothing points at documents a clone does
// not have, and the developer's guide's example of a collection is a real declaration.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Where the code, its tests and its documentation cite decisions. */
const citingPlaces = [
  "src",
  "scripts",
  "netlify",
  "tests",
  "content",
  "README.md",
  "BENCHMARKS.md",
  "docs/staff-guide.md",
  "docs/admin-guide.md",
  "docs/developer-guide.md",
];
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|css|md|ya?ml|toml|html|svg|txt)$/;

function filesUnder(place: string): string[] {
  const full = path.join(root, place);
  if (!existsSync(full)) return [];
  if (
    !readdirSync(path.dirname(full), { withFileTypes: true })
      .find((entry) => entry.name === path.basename(full))
      ?.isDirectory()
  )
    return [place];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(place, name))
    .filter((file) => textFile.test(file) && !file.split(path.sep).includes("node_modules"));
}

const citingFiles = citingPlaces.flatMap(filesUnder);

interface Citation {
  file: string;
  line: number;
  number: number;
}

/** Every decision a file cites, a range such as "D5-D8" counting each number in it. */
function citationsIn(file: string): Citation[] {
  const citations: Citation[] = [];
  readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .forEach((text, index) => {
      for (const match of text.matchAll(/(?<!U\+)\bD(\d+)(?:\s*[-–]\s*D?(\d+)|\s+to\s+D(\d+))?\b/g)) {
        const first = Number(match[1]);
        const last = Number(match[2] ?? match[3] ?? first);
        for (let number = first; number <= Math.max(first, last); number++)
          citations.push({ file, line: index + 1, number });
      }
    });
  return citations;
}

const decisions = readFileSync(path.join(root, "docs/decisions.md"), "utf8");
const headings = new Map([...decisions.matchAll(/^## D(\d+)\. (.+)$/gm)].map((match) => [Number(match[1]), match[2]!]));

describe("the decisions the code cites", () => {
  it("are headings of docs/decisions.md, one per decision from D1 on, in order, with none missing", () => {
    expect(headings.size).toBeGreaterThanOrEqual(47);
    expect([...headings.keys()]).toEqual(Array.from({ length: headings.size }, (_, index) => index + 1));
    expect(headings.get(1)).toBe("One home for the agency's facts");
    expect(headings.get(24)).toBe("Open and closed");
  });

  it("each say what the specification asks, what we chose and why", () => {
    const sections = decisions.split(/^## /m).slice(1);
    for (const section of sections) {
      const name = section.slice(0, section.indexOf("\n"));
      for (const part of ["**Asked.**", "**Chosen.**", "**Why.**"])
        expect(section, `${name} has no ${part}`).toContain(part);
    }
  });

  it("every D-number cited in src/, scripts/, netlify/, tests/, content/, the README, BENCHMARKS.md and the guides has its heading", () => {
    const citations = citingFiles.flatMap(citationsIn);
    // The scan finds what the code cites: a scan that found nothing would pass whatever the code said.
    expect(citations.filter((citation) => citation.file.startsWith(`src${path.sep}`)).length).toBeGreaterThan(100);
    const unresolved = citations
      .filter((citation) => !headings.has(citation.number))
      .map(({ file, line, number }) => `${file}:${line} cites D${number}, which docs/decisions.md has no heading for`);
    expect(unresolved).toEqual([]);
  });
});

describe("the documents the code points to", () => {
  // Spelt in parts, so this file does not cite them itself.
  const outside = ["SPEC", "DECISIONS", "STYLE"].map((name) => `${name}.md`);

  it("are in the repository: no file cites a document a clone does not have", () => {
    const cited = citingFiles.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((text, index) =>
          outside.filter((name) => text.includes(name)).map((name) => `${file}:${index + 1} cites ${name}`),
        ),
    );
    expect(cited).toEqual([]);
  });

  it("the README links docs/ and every file it names there exists", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const linked = [...readme.matchAll(/\]\((docs\/[^)#\s]*)/g)].map((match) => match[1]!);
    expect(linked).toEqual(
      expect.arrayContaining(["docs/specification.md", "docs/decisions.md", "docs/code-style.md"]),
    );
    for (const file of linked) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(readme).toContain("(docs/decisions.md#d24-open-and-closed)");
  });
});

describe("the developer's guide's Adding a collection", () => {
  it("shows a declaration exactly as src/content/collections.ts has it, so it compiles and stays true", () => {
    const guide = readFileSync(path.join(root, "docs/developer-guide.md"), "utf8");
    const start = guide.indexOf("## Adding a collection");
    expect(start, "a heading Adding a collection").toBeGreaterThan(-1);
    const section = guide.slice(start, guide.indexOf("\n## ", start + 1));
    const block = section.match(/```ts\n([\s\S]*?)```/)?.[1];
    expect(block, "a ```ts block in Adding a collection").toBeDefined();
    // The guide's notes after // are its own; the rest is the code.
    const code = (text: string) =>
      text
        .replace(/\s\/\/ .*$/gm, "")
        .replace(/\s+/g, " ")
        .trim();
    const declaration = code(block!);
    expect(declaration).toMatch(/^\w+: defineCollection\(\{/);
    expect(code(readFileSync(path.join(root, "src/content/collections.ts"), "utf8"))).toContain(declaration);
  });
});

describe("the staff guide's example vacancy", () => {
  it("names every field of the vacancy schema, so a new field is documented where staff look", async () => {
    const { vacancySchema } = await import("../src/jobs/vacancy-schema");
    const guide = readFileSync(path.join(root, "docs", "staff-guide.md"), "utf8");
    const example = guide.slice(guide.indexOf("## Vacancies")).match(/```yaml\n([\s\S]*?)```/)![1]!;
    const named = new Set([...example.matchAll(/^(\w+):/gm)].map((match) => match[1]));
    expect(Object.keys(vacancySchema.shape).filter((field) => !named.has(field))).toEqual([]);
  });
});
