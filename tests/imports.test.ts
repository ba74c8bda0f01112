// The floors of the code (docs/developer-guide.md, "Which folder may import
// which"), held as tests. dependency-cruiser reads every import the way
// TypeScript does (`import type`, re-exports, `import()`, .tsx, JSON), so a
// type import that runs upwards counts as much as a value import: a loop held
// together by types still makes a change on one floor ripple through the rest.
import fg from "fast-glob";
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IModule, type IViolation } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "./support/site";

/** The files that would ship to a visitor's browser: the site's client bundles and their enhancements (D11, D33). */
const siteClientScript = /^src\/client\/|^src\/components\/.*\.client\.tsx?$/;
/** The other browser bundles: the editor (D32) and the dev server's reload script. */
const otherClientScript = /^src\/(admin|dev)\/.*\.client\.tsx?$/;

/** The build, the editor and the tools: what neither a browser nor a host function should load. */
const buildSide =
  /^src\/(pipeline|admin|dev|check|images)\/|^src\/(routes\.tsx|outputs\.ts|cli\.ts)$|^src\/content\/(load|load-cache|files|validate)\.ts$/;
const buildTool = /node_modules\/(esbuild|lightningcss|sharp|decap-cms|fast-glob|chokidar)\//;

const rules: IForbiddenRuleType[] = [
  {
    name: "no-loop",
    comment: "No file imports itself through others, type imports included.",
    from: {},
    to: { circular: true },
  },
  {
    name: "tests-are-the-tests-own",
    comment:
      "The build, the editor, the functions and the scripts never import from tests/, where a module may need vitest to load.",
    from: { pathNot: "^tests/" },
    to: { path: "^tests/" },
  },
  {
    name: "rules-below-views",
    comment:
      "Content, photographs, the job board and the alerts are data and plain functions that the pages, the host functions and the browser share: they import no component, screen, route table, build stage or editor.",
    from: { path: "^src/(content|images|jobs|alerts)/" },
    to: {
      path: "^src/(components|screens|pipeline|admin|dev|preview|check|client)/|^src/(routes\\.tsx|outputs\\.ts|cli\\.ts)$",
    },
  },
  {
    name: "views-below-the-build",
    comment:
      "Components and screens render what they are given: they import no build stage, editor, route table or command line.",
    from: { path: "^src/(components|screens)/" },
    to: { path: "^src/(pipeline|admin|dev|check|client)/|^src/(routes\\.tsx|outputs\\.ts|cli\\.ts)$" },
  },
  {
    name: "components-below-screens",
    comment: "A component is made into screens, never the other way round.",
    from: { path: "^src/components/" },
    to: { path: "^src/screens/" },
  },
  {
    name: "nothing-imports-an-entry-point",
    comment:
      "The command line, the scripts and the host functions are where running starts; src/ imports none of them (the local preview, which runs the functions as the host does, aside).",
    from: { path: "^src/", pathNot: "^src/preview/" },
    to: { path: "^(scripts|netlify)/|^src/cli\\.ts$" },
  },
];

let modules: IModule[];
let violations: IViolation[];
let cruiseMs: number;

async function cruiseFrom(baseDir: string, entries: string[], ruleSet: IForbiddenRuleType[]): Promise<ICruiseResult> {
  const tsConfigFile = path.join(baseDir, "tsconfig.json");
  const result = await cruise(
    entries,
    {
      baseDir,
      // `import type` and type-only re-exports are dependencies too.
      tsPreCompilationDeps: true,
      doNotFollow: { path: "node_modules" },
      tsConfig: { fileName: tsConfigFile },
      // Packages resolved through their "exports", as Node and esbuild resolve them.
      enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
      validate: true,
      ruleSet: { forbidden: ruleSet },
    },
    undefined,
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  return result.output as ICruiseResult;
}

beforeAll(async () => {
  const started = performance.now();
  const entries = ["src", "netlify", "scripts", ...fg.sync(["*.{ts,mts,js,mjs}"], { cwd: projectRoot })];
  const output = await cruiseFrom(projectRoot, entries, rules);
  cruiseMs = performance.now() - started;
  modules = output.modules;
  violations = output.summary.violations;
});

/** "a → b ⇢ c → a": ⇢ where the import is a type import. */
function loopText(violation: IViolation): string {
  const steps = violation.cycle ?? [];
  return [
    violation.from,
    ...steps.map((step) => `${step.dependencyTypes.includes("type-only") ? "⇢" : "→"} ${step.name}`),
  ].join(" ");
}

/** Each loop once, however many of its imports dependency-cruiser reports it from. */
function loops(found: IViolation[]): string[] {
  const seen = new Map<string, string>();
  for (const violation of found.filter((each) => each.rule.name === "no-loop")) {
    const key = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].sort().join(" ");
    if (!seen.has(key)) seen.set(key, loopText(violation));
  }
  return [...seen.values()];
}

const broken = (name: string) =>
  violations
    .filter((violation) => violation.rule.name === name)
    .map((violation) => `${violation.from} imports ${violation.to}`);

/** What a file loads when it runs: its imports followed, type imports left out (the compiler erases them). */
function runtimeClosure(start: string): Set<string> {
  const byFile = new Map(modules.map((module) => [module.source, module]));
  const reached = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    for (const dependency of byFile.get(file)?.dependencies ?? []) {
      if (dependency.dependencyTypes.includes("type-only")) continue;
      const target = dependency.coreModule ? `node:${dependency.module.replace(/^node:/, "")}` : dependency.resolved;
      if (reached.has(target)) continue;
      reached.add(target);
      if (!dependency.coreModule && !dependency.couldNotResolve) pending.push(target);
    }
  }
  return reached;
}

const sources = (pattern: RegExp) => modules.map((module) => module.source).filter((file) => pattern.test(file));

describe("the project's imports", () => {
  it("reads every import the way TypeScript does, in a few seconds", () => {
    const edge = (from: string, to: string) =>
      modules.find((module) => module.source === from)?.dependencies.find((dependency) => dependency.resolved === to)
        ?.dependencyTypes ?? [];
    expect(edge("src/pipeline/render-page.tsx", "src/routes.tsx")).toContain("type-only");
    const sharp = modules
      .find((module) => module.source === "src/images/process.ts")
      ?.dependencies.find((dependency) => dependency.module === "sharp");
    expect(sharp?.dependencyTypes).toContain("npm");
    expect(edge("src/jobs/site-places.ts", "src/jobs/place-data.json")).toContain("import");
    expect(modules.filter((module) => module.source.startsWith("src/")).length).toBeGreaterThan(200);
    expect(
      modules.filter((module) => module.couldNotResolve && !module.coreModule).map((module) => module.source),
    ).toEqual([]);
    expect(cruiseMs).toBeLessThan(60_000);
  });

  it("has no loop: no file imports itself through others, type imports included", () => {
    expect(loops(violations)).toEqual([]);
  });

  it("outside tests/, no file imports from tests/", () => {
    expect(broken("tests-are-the-tests-own")).toEqual([]);
  });

  it("in src/content, src/images, src/jobs and src/alerts, no file imports a component, screen, route table, build stage or editor", () => {
    expect(broken("rules-below-views")).toEqual([]);
  });

  it("components and screens import no build stage, editor, route table or command line; components import no screen", () => {
    expect(broken("views-below-the-build")).toEqual([]);
    expect(broken("components-below-screens")).toEqual([]);
  });

  it("src/ imports no script, host function or the command line", () => {
    expect(broken("nothing-imports-an-entry-point")).toEqual([]);
  });

  it("the site's client scripts load nothing of Node, React or the build", () => {
    const scripts = sources(siteClientScript);
    expect(scripts.length).toBeGreaterThan(8);
    const found = scripts.flatMap((script) =>
      [...runtimeClosure(script)]
        .filter(
          (file) =>
            file.startsWith("node:") ||
            /node_modules\/(react|react-dom)\//.test(file) ||
            buildSide.test(file) ||
            buildTool.test(file),
        )
        .map((file) => `${script} loads ${file}`),
    );
    expect(found).toEqual([]);
  });

  it("the editor's and the dev server's browser scripts load nothing of Node", () => {
    const scripts = sources(otherClientScript);
    expect(scripts.length).toBeGreaterThan(2);
    const found = scripts.flatMap((script) =>
      [...runtimeClosure(script)].filter((file) => file.startsWith("node:")).map((file) => `${script} loads ${file}`),
    );
    expect(found).toEqual([]);
  });

  it("the host functions load no build stage, editor, content loader or build tool", () => {
    const functions = sources(/^netlify\/functions\//);
    expect(functions.length).toBeGreaterThan(5);
    const found = functions.flatMap((file) =>
      [...runtimeClosure(file)]
        .filter((reached) => buildSide.test(reached) || buildTool.test(reached))
        .map((reached) => `${file} loads ${reached}`),
    );
    expect(found).toEqual([]);
  });

  it("names a loop held together by a type import (the check itself works)", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "ouse-valley-loop-"));
    try {
      await writeFile(
        path.join(folder, "tsconfig.json"),
        JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx" } }),
      );
      await writeFile(
        path.join(folder, "low.ts"),
        'import type { High } from "./high";\nexport const low = (high: High) => high.name;\n',
      );
      await writeFile(
        path.join(folder, "high.tsx"),
        'import { low } from "./low";\nexport interface High { name: string }\nexport const High = () => <p>{low({ name: "x" })}</p>;\n',
      );
      const output = await cruiseFrom(
        folder,
        ["low.ts", "high.tsx"],
        rules.filter((rule) => rule.name === "no-loop"),
      );
      expect(loops(output.summary.violations)).toEqual([
        expect.stringMatching(/^(low\.ts ⇢ high\.tsx → low\.ts|high\.tsx → low\.ts ⇢ high\.tsx)$/),
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
