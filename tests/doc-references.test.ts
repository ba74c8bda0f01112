// The documentation names files and commands a reader will look for: every
// path under src/, tests/, scripts/ or netlify/ that README.md, BENCHMARKS.md
// or a guide in docs/ names must exist (a glob such as `src/components/*`
// must match something), every source file named by its name alone must be
// somewhere in the project, and every `npm run X` must be a script of
// package.json. Every link between the documents leads to a file and a
// heading that are there. A doc that sends a newcomer to a file that is not
// there is worse than no doc.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The documents a reader opens: the README, the benchmarks, and every guide in docs/. */
const documents = [
  "README.md",
  "BENCHMARKS.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

const packageScripts = new Set(
  Object.keys(
    (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
  ),
);

/** The name of every source file in the project, wherever it is, for a doc that names one without its folder. */
const sourceNames = new Set(
  fg
    .sync(["**/*.{ts,tsx,mts,mjs,cjs}", ".*.{mjs,cjs}"], {
      cwd: root,
      ignore: ["**/node_modules/**", "dist/**", ".cache/**", ".git/**"],
      dot: false,
    })
    .map((file) => path.basename(file)),
);

interface DocReferenceProblem {
  document: string;
  line: number;
  message: string;
}

// A path starts at a top-level folder, not inside a longer path or address
// (`node_modules/.cache/run/`, `github.com/netlify/primitives`), and runs to
// the last letter, digit, star or closing slash.
const projectPath = /(?<![\w./@-])((?:src|tests|scripts|netlify)\/[\w./*{},-]*[\w*/}])/g;
// A source file named alone (`vacancy-card-text.ts`), not part of a path or an address.
const sourceName = /(?<![\w./<>{}-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mts|mjs|cjs))(?![\w/-])/g;
const npmRun = /\bnpm run ([\w:.-]*[\w])/g;

function pathExists(reference: string): boolean {
  if (/[*{]/.test(reference)) return fg.sync(reference, { cwd: root, onlyFiles: false }).length > 0;
  const full = path.join(root, reference);
  if (!existsSync(full)) return false;
  return reference.endsWith("/") ? statSync(full).isDirectory() : true;
}

/** Every file, glob, source name and npm script a document names that the project does not have. */
function missingReferences(document: string, text: string): DocReferenceProblem[] {
  const problems: DocReferenceProblem[] = [];
  text.split("\n").forEach((line, index) => {
    const at = { document, line: index + 1 };
    for (const [, reference] of line.matchAll(projectPath)) {
      if (!pathExists(reference!)) problems.push({ ...at, message: `names ${reference}, which does not exist` });
    }
    for (const [whole, name] of line.matchAll(sourceName)) {
      // A name inside a path was checked as the path; a pattern such as `*.client.ts` names no one file.
      const before = line.slice(0, line.indexOf(whole));
      if (before.endsWith("*") || name!.startsWith("<")) continue;
      if (!sourceNames.has(name!)) problems.push({ ...at, message: `names ${name}, which is no file of the project` });
    }
    for (const [, script] of line.matchAll(npmRun)) {
      if (!packageScripts.has(script!))
        problems.push({ ...at, message: `names npm run ${script}, which package.json's scripts do not have` });
    }
  });
  return problems;
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens, a repeat numbered. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const repeat = seen.get(slug) ?? 0;
    seen.set(slug, repeat + 1);
    anchors.add(repeat === 0 ? slug : `${slug}-${repeat}`);
  }
  return anchors;
}

/** Every link from one document to a file or heading of the repository that is not there. */
function brokenLinks(
  document: string,
  text: string,
  readDocument: (file: string) => string | undefined,
): DocReferenceProblem[] {
  const problems: DocReferenceProblem[] = [];
  text.split("\n").forEach((line, index) => {
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [file, anchor] = target!.split("#") as [string, string | undefined];
      const linked = file === "" ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), file));
      const linkedText = readDocument(linked);
      const at = { document, line: index + 1 };
      if (linkedText === undefined) problems.push({ ...at, message: `links ${target}, but ${linked} does not exist` });
      else if (anchor && linked.endsWith(".md") && !headingAnchors(linkedText).has(anchor))
        problems.push({ ...at, message: `links ${target}, but ${linked} has no heading #${anchor}` });
    }
  });
  return problems;
}

function readProjectFile(file: string): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? "" : readFileSync(full, "utf8");
}

describe("the files and commands the documentation names", () => {
  it("finds a file, a source name and an npm script that do not exist", () => {
    const text = [
      "The card's words are in `src/jobs/vacancy-words.ts`, beside `src/jobs/listing.ts`.",
      "Open vacancy-wording.ts, or vacancy-card-text.ts, and run `npm run bild`, then `npm run build`.",
      "Every component is in `src/components/*`; no test is in `tests/nowhere-*.test.ts`.",
    ].join("\n");
    expect(missingReferences("example.md", text)).toEqual([
      { document: "example.md", line: 1, message: "names src/jobs/vacancy-words.ts, which does not exist" },
      { document: "example.md", line: 2, message: "names vacancy-wording.ts, which is no file of the project" },
      { document: "example.md", line: 2, message: "names npm run bild, which package.json's scripts do not have" },
      { document: "example.md", line: 3, message: "names tests/nowhere-*.test.ts, which does not exist" },
    ]);
  });

  it("leaves alone addresses and paths inside other paths", () => {
    const text =
      "See https://github.com/netlify/primitives/pull/303, node_modules/.cache/run/ and /jobs/_search/index.json.";
    expect(missingReferences("example.md", text)).toEqual([]);
  });

  it.each(documents)("%s names only files and npm scripts that exist", (document) => {
    const problems = missingReferences(document, readFileSync(path.join(root, document), "utf8"));
    expect(problems.map(({ document, line, message }) => `${document}:${line} ${message}`)).toEqual([]);
  });
});

describe("the links between the documents", () => {
  it("finds a link to a missing file and to a missing heading", () => {
    const files: Record<string, string> = {
      "docs/guide.md": "# Guide\n\n## The job search's words\n",
      "README.md": "",
    };
    const text =
      "[a](docs/guide.md#the-job-searchs-words) [b](docs/guide.md#vacancies) [c](docs/nowhere.md) [d](https://example.com/x)";
    expect(brokenLinks("README.md", text, (file) => files[file])).toEqual([
      {
        document: "README.md",
        line: 1,
        message: "links docs/guide.md#vacancies, but docs/guide.md has no heading #vacancies",
      },
      { document: "README.md", line: 1, message: "links docs/nowhere.md, but docs/nowhere.md does not exist" },
    ]);
  });

  it.each(documents)("%s links only files and headings that exist", (document) => {
    const problems = brokenLinks(document, readFileSync(path.join(root, document), "utf8"), readProjectFile);
    expect(problems.map(({ document, line, message }) => `${document}:${line} ${message}`)).toEqual([]);
  });
});

describe("the documents the code points to", () => {
  it("every docs/*.md that src/, tests/, scripts/, netlify/ or content/ names exists", () => {
    // This file's own examples name documents that are not there on purpose.
    const files = fg.sync(["{src,tests,scripts,netlify,content}/**/*.{ts,tsx,mts,mjs,cjs,md,yml}"], {
      cwd: root,
      ignore: ["tests/doc-references.test.ts"],
    });
    // The scan finds the pointers: one that found none would pass whatever the code said.
    const named = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/\bdocs\/[\w-]+\.md\b/g)].map(([name]) => ({
        file,
        name,
      })),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(
      named.filter(({ name }) => !existsSync(path.join(root, name))).map(({ file, name }) => `${file} names ${name}`),
    ).toEqual([]);
  });
});

describe("the documents by reader", () => {
  it("the README is at most 20 KB and links the staff's, the administrator's and the developer's guides", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(20 * 1024);
    for (const guide of ["docs/staff-guide.md", "docs/admin-guide.md", "docs/developer-guide.md"])
      expect(readme).toContain(`](${guide})`);
  });

  it("BENCHMARKS.md is at most 15 KB: today's figures, the history in git", () => {
    expect(Buffer.byteLength(readFileSync(path.join(root, "BENCHMARKS.md"), "utf8"))).toBeLessThanOrEqual(15 * 1024);
  });
});
