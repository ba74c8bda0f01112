// Runs once before any test file: builds the site with the real command line
// (`node scripts/run.mjs src/cli.ts --today 2026-11-21 --out <tmp>`) into a temporary folder that
// the browser, link and accessibility tests serve. Building once, before the
// test files start in parallel, keeps the run short on a two-core machine.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

// Not imported from ./site, which would load the whole generator just for this.
/** The day to build for, as testToday in ./site says: vacancies open or closed never depend on the real date (D24). */
const today = "2026-11-21";
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder the real build wrote, like dist/. */
    builtSiteDir: string;
  }
}

export default async function buildSiteOnce(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(path.join(tmpdir(), "ouse-valley-built-"));
  const out = path.join(work, "dist");
  try {
    await promisify(execFile)(process.execPath, ["scripts/run.mjs", "src/cli.ts", "--today", today, "--out", out], {
      cwd: projectRoot,
      // The host's URL variable would change canonical links; build as the repository says (D1).
      env: { ...process.env, URL: "" },
    });
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    const failed = error as { stderr?: string; message: string };
    throw new Error(`The site did not build, so no test can run.\n${failed.stderr || failed.message}`);
  }
  project.provide("builtSiteDir", out);
  return () => rm(work, { recursive: true, force: true });
}
