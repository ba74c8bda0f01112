// npm run check:a11y [-- --dir dist]: pa11y-ci over every page of a built
// site (configuration and what it checks: .pa11yci.cjs). It builds nothing:
// it serves the folder with the preview server on a free port of 127.0.0.1,
// the way the host would serve it, runs pa11y-ci against that, and stops the
// server. The exit status is pa11y-ci's: 0 when no page has an issue.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { isBuiltSite, readOptions } from "../src/command-line";
import { startPreviewServer } from "../src/preview/server";
import { assertChromiumInstalled } from "../src/tools/chromium";

const usage = "Usage: npm run check:a11y -- [--dir DIR]";

function runPa11yCi(root: string, baseUrl: string, siteDir: string): Promise<number> {
  const bin = path.join(
    path.dirname(createRequire(path.join(root, "package.json")).resolve("pa11y-ci/package.json")),
    "bin",
    "pa11y-ci.js",
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "--config", path.join(root, ".pa11yci.cjs")], {
      cwd: root,
      env: { ...process.env, PA11Y_BASE_URL: baseUrl, PA11Y_SITE_DIR: siteDir },
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(argv, { dir: { type: "string", default: "dist" } }, usage);
  if (typeof options === "number") return options;
  if (!(await isBuiltSite(options.dir))) return 1;
  const siteDir = path.resolve(options.dir);
  try {
    assertChromiumInstalled();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const server = await startPreviewServer({ root: siteDir, port: 0 });
  try {
    console.log(`Serving ${options.dir}/ at ${server.url}/ for pa11y-ci`);
    return await runPa11yCi(root, server.url, siteDir);
  } finally {
    await server.close();
  }
}
