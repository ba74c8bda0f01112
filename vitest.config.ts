import { defineConfig } from "vitest/config";

export default defineConfig({
  // React's production build, as the real build uses (D18).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    // Builds the site once with the real command line for the tests that serve it.
    globalSetup: ["tests/support/global-setup.ts"],
    // The browser checks walk every kind of page in one test each (axe, keyboard, every width); on a
    // two-core machine that is busy with other test files at the same time they take over a minute.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
