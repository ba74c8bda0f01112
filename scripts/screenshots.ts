// Screenshots of every built page at the widths a designer checks, for
// looking at, not for committing:
//   node scripts/run.mjs scripts/screenshots.ts [--out DIR] [--widths 320,768] [--no-images] [--top] [--pages /,/about/] [--element .job-filters] [--content DIR]
// Builds the site, serves it with the preview server, and answers the
// stock-photo host's requests with generated placeholder pictures (the host
// is unreachable here), so the layout shows as visitors see it. --no-images
// fails those requests instead, to check the page still holds without them;
// --top takes the first screen only; --pages /,/about/ picks pages;
// --element takes the first element the selector finds, on pages that have one;
// --content builds another content folder (one with uploads in other places, say).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import { startPreviewServer } from "../src/preview/server";
import fg from "fast-glob";
import { launchChromium } from "../src/tools/chromium";
import { urlPathOf } from "../src/site-paths";

/** The stock-photo host (D14); kept in step with tests/support/browser.ts, which needs vitest to load. */
const imageHost = "images.unsplash.com";

/** Every built page's URL path, so new pages are photographed too. */
async function builtPagePaths(dir: string): Promise<string[]> {
  const files = await fg("**/*.html", { cwd: dir });
  return files.map(urlPathOf).sort();
}

/** A flat picture the size the host was asked for, so the layout shows where photographs go. */
function placeholderSvg(url: URL): string {
  const width = Number(url.searchParams.get("w") ?? 800);
  const height = Number(url.searchParams.get("h") ?? Math.round((width * 2) / 3));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#8fa9b0"/><stop offset="1" stop-color="#3d6470"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="38%" cy="45%" r="${height / 6}" fill="#c9d6d9"/><circle cx="62%" cy="50%" r="${height / 7}" fill="#e3d3b8"/></svg>`;
}

const usage =
  "Usage: node scripts/run.mjs scripts/screenshots.ts [--out DIR] [--widths 320,768] [--no-images] [--top] [--pages /,/about/] [--element .job-filters] [--content DIR]";

export async function main(argv: string[], root: string): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: "string", default: path.join(tmpdir(), "screenshots") },
        widths: { type: "string", default: "320,768,1024,1280,1920" },
        "no-images": { type: "boolean", default: false },
        top: { type: "boolean", default: false },
        pages: { type: "string" },
        element: { type: "string" },
        content: { type: "string", default: "content" },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const widths = values.widths.split(",").map(Number);
  const work = await mkdtemp(path.join(tmpdir(), "ouse-valley-shots-"));
  const dist = path.join(work, "dist");
  await promisify(execFile)(
    process.execPath,
    ["scripts/run.mjs", "src/cli.ts", "--out", dist, "--content", path.resolve(values.content)],
    { cwd: root, env: { ...process.env, URL: "" } },
  );
  const server = await startPreviewServer({
    root: dist,
    port: 0,
    submissionsFile: path.join(work, "submissions.jsonl"),
  });
  const browser = await launchChromium();
  await mkdir(values.out, { recursive: true });
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      await context.route(
        (url) => url.hostname === imageHost,
        (route) =>
          values["no-images"]
            ? route.abort()
            : route.fulfill({ contentType: "image/svg+xml", body: placeholderSvg(new URL(route.request().url())) }),
      );
      const page = await context.newPage();
      const only = values.pages?.split(",");
      for (const urlPath of (await builtPagePaths(dist)).filter((p) => !only || only.includes(p))) {
        await page.goto(server.url + urlPath, { waitUntil: "load" });
        // Lazy images load only near the viewport: scroll through once so all are in.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
          window.scrollTo(0, 0);
        });
        const name = urlPath.replace(/\/$/, "").replace(/^\//, "").replace(/[/.]/g, "-") || "home";
        const file = path.join(values.out, `${name}-${width}.png`);
        if (!values.element) await page.screenshot({ path: file, fullPage: !values.top });
        else {
          const found = await page
            .locator(values.element)
            .count()
            .catch((error: unknown) => error);
          if (typeof found !== "number") {
            console.error(
              `--element "${values.element}" is not a selector Chromium can read: ${found instanceof Error ? found.message.split("\n")[0] : String(found)}`,
            );
            return 2;
          }
          if (found > 0) await page.locator(values.element).first().screenshot({ path: file });
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  console.log(`Screenshots in ${values.out}`);
  return 0;
}
