// `npm run check:a11y` over a fresh build: pa11y-ci with both runners (axe
// and HTML_CodeSniffer), WCAG 2.1 AA, at 1280 px and at 320 px with the menu
// open, on every page but the job board's repeats (.pa11yci.cjs). Zero issues.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, inject, it } from "vitest";
import { pagesToCheck } from "./support/browser";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function checkA11y(siteDir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/run.mjs", "scripts/check-a11y.ts", "--dir", siteDir],
      { cwd: projectRoot, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe("npm run check:a11y", () => {
  it(
    "pa11y-ci finds no issue on any page at 1280 px, or at 320 px with the menu open",
    { timeout: 480_000 },
    async () => {
      const siteDir = inject("builtSiteDir");
      const { code, output } = await checkA11y(siteDir);
      // On failure the message is pa11y-ci's own report, page by page.
      expect(code, output).toBe(0);
      const pages = pagesToCheck(siteDir).length;
      expect(output, "two checks of every page (one of each kind of job-board page), all passed").toContain(
        `✔ ${pages * 2}/${pages * 2} URLs passed`,
      );
    },
  );
});

describe("on a machine without Chromium", () => {
  it("check:a11y stops before starting anything and says exactly how to get one", async () => {
    const { code, output } = await checkA11y(inject("builtSiteDir"), {
      ...process.env,
      CHROME_PATH: "/nonexistent/chromium",
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      "No Chromium found at /nonexistent/chromium. Install Debian's chromium with `apt-get install -y chromium`, or set CHROME_PATH to the path of a Chromium or Chrome executable.",
    );
  });
});
