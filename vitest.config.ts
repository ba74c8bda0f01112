import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * pa11y's walk of every page at three widths is the longest file, so it
 * starts first and the other worker works through the rest beside it.
 * Vitest would otherwise order a fresh clone's files by size, and pa11y's
 * short file would start last and run alone.
 */
class LongestFileFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isPa11y = (file: TestSpecification) => file.moduleId.endsWith("/pa11y.test.ts");
    return [...sorted.filter(isPa11y), ...sorted.filter((file) => !isPa11y(file))];
  }
}

export default defineConfig({
  // React's production build, as the real build uses (D18).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    // Builds the site once with the real command line for the tests that serve it.
    globalSetup: ["tests/support/global-setup.ts"],
    // Two files at once on two cores: the browser files spend much of their time waiting on
    // Chromium (page loads, pa11y's wait for the network to go quiet), which the other file uses.
    maxWorkers: 2,
    sequence: { sequencer: LongestFileFirst },
    // Generous, because a browser file shares the two cores with another file and its Chromium.
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
