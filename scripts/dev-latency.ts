// npm run bench:dev [-- --edits 15]
// How long a content edit takes to show in an open browser tab under
// `npm run dev`: from saving the file to the reloaded page's first paint of
// the new text, the dev server having rebuilt and the page reloaded itself. Runs Chromium
// (CHROME_PATH, or Debian's /usr/bin/chromium) on a temporary copy of content/.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readOptions } from "../src/command-line";
import { startDevServer } from "../src/dev/dev-server";
import { launchChromium } from "../src/tools/chromium";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(argv, { edits: { type: "string", default: "15" } }, "Usage: npm run bench:dev -- [--edits N]");
  if (typeof options === "number") return options;
  const edits = Number(options.edits);
  const work = await mkdtemp(path.join(os.tmpdir(), "dev-latency-"));
  const contentDir = path.join(work, "content");
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  const pageFile = path.join(contentDir, "pages", "privacy.md");
  const original = await readFile(pageFile, "utf8");

  const server = await startDevServer({
    root,
    contentDir,
    staticDir: path.join(root, "static"),
    outDir: path.join(work, "site"),
    port: 0,
    log: () => undefined,
  });
  // No network here: every host but the dev server fails at once, in Chromium itself. Intercepting
  // requests through Playwright instead would hold every request, the page's own too, for a round trip.
  const browser = await launchChromium(["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]);
  const timings: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/privacy/`);
    for (let edit = 1; edit <= edits; edit += 1) {
      const heading = `Privacy Policy, edit ${edit}`;
      // Both clocks are the machine's wall clock: the browser's timeOrigin and Node's agree.
      const savedAt = performance.timeOrigin + performance.now();
      await writeFile(pageFile, original.replace(/^title: .*$/m, `title: ${heading}`));
      await page.waitForFunction((text) => document.querySelector("h1")?.textContent === text, heading, { timeout: 10_000 });
      // When the reloaded page first painted its text: what the editor sees, without the test's own polling delay.
      const paintedAt = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
        return performance.timeOrigin + (paint?.startTime ?? navigation?.domContentLoadedEventEnd ?? performance.now());
      });
      timings.push(paintedAt - savedAt);
      // Let the page settle, as between an editor's saves.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  const rounded = timings.map((time) => Math.round(time));
  console.log(`Edit to visible in the browser, ${edits} edits: median ${median(rounded)} ms, best ${Math.min(...rounded)} ms, worst ${Math.max(...rounded)} ms`);
  console.log(`Each edit: ${rounded.join(", ")} ms`);
  return 0;
}
