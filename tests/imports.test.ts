// What the tests hold is the tests' own: the build, the editor, the functions
// and the scripts never import from tests/, where a module may need vitest
// to load and may change with any test. And the job board's model and
// rules (src/jobs/) are data and functions the pages, the host functions and
// the browser's search share: they never import the site's components or
// screens, which are made from them.
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./support/site";

/** Every module specifier a file imports, statically, by re-export or by import(). */
function importsOf(text: string): string[] {
  const specifiers = [...text.matchAll(/\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s+["']([^"']+)["']/g)];
  return specifiers.map((match) => match[1] ?? match[2] ?? match[3]!);
}

describe("the project's modules", () => {
  it("outside tests/, no file imports from tests/", () => {
    const files = fg.sync(["src/**/*.{ts,tsx,js,mjs}", "scripts/**/*.{ts,tsx,js,mjs}", "netlify/**/*.{ts,tsx,js,mjs}", "*.{ts,js,mjs}"], { cwd: projectRoot });
    expect(files.length).toBeGreaterThan(50);
    const testsFolder = path.join(projectRoot, "tests") + path.sep;
    const found = files.flatMap((file) =>
      importsOf(readFileSync(path.join(projectRoot, file), "utf8"))
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => path.resolve(projectRoot, path.dirname(file), specifier).startsWith(testsFolder))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it("in src/jobs/, no file imports from src/components/ or src/screens/", () => {
    const files = fg.sync(["src/jobs/**/*.{ts,tsx}"], { cwd: projectRoot });
    expect(files.length).toBeGreaterThan(20);
    const viewFolders = ["components", "screens"].map((folder) => path.join(projectRoot, "src", folder) + path.sep);
    const found = files.flatMap((file) =>
      importsOf(readFileSync(path.join(projectRoot, file), "utf8"))
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => viewFolders.some((folder) => path.resolve(projectRoot, path.dirname(file), specifier).startsWith(folder)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it("finds an import from tests/ when there is one (the check itself works)", () => {
    expect(importsOf('import { busyPhotograph } from "../tests/support/photographs";\nconst x = await import("../tests/a");')).toEqual(["../tests/support/photographs", "../tests/a"]);
  });
});
