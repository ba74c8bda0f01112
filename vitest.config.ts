import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The slowest files, slowest first (measured, BENCHMARKS.md "The test run"), so that
 * the two workers start on them and the many short files fill in at the end.
 * Vitest would otherwise order a fresh clone's files by size, and a long file
 * that happens to be short on disk would start last and run alone.
 */
const slowestFirst = [
  "pa11y",
  "browser-with-javascript",
  "browser-accessibility",
  "browser-layout-shift",
  "browser-editor",
  "browser-image-places",
  "out-folder-safety",
  "browser-every-width",
  "build-cache",
  "browser-without-javascript",
  "preview-forms",
  "browser-job-alerts",
  "job-alerts",
  "job-alerts-local-store",
  "browser-search",
  "browser-job-board-phone",
  "dev-server",
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowestFirst.indexOf(path.basename(file.moduleId).replace(/\.test\.tsx?$/, ""));
      return index === -1 ? slowestFirst.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // React's production build, as the real build uses (D18).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    // Builds the site once with the real command line for the tests that serve it.
    globalSetup: ["tests/support/global-setup.ts"],
    // Two files at once on two cores. The run is bound by the cores (under 5 % idle), and a
    // third worker made it slower.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one test file to the next (the generator,
    // React, Playwright, the site rendered in memory by tests/support/site.ts) instead of loading
    // them again for each test file. So a file leaves no global state behind: the few that
    // stub the environment, spy or fake timers undo it in their own hooks.
    isolate: false,
    sequence: { sequencer: SlowestFirst },
    // Generous, because a browser file shares the two cores with another file and its Chromium.
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
