// npm run bench:dev [-- --edits 15 --pages 4000 --vacancies 4000]
// How long a content edit takes to show in an open browser tab under
// `npm run dev`: from saving the file to the reloaded page's first paint of
// the new text, the dev server having rebuilt and the page reloaded itself.
// Runs Chromium (CHROME_PATH, or Debian's /usr/bin/chromium) on a temporary
// copy of content/, with the benchmark's generated pages or vacancies added
// when asked. With --pages and `hugo` on the path, `hugo server` is measured
// on the same pages in the same layout, the same way, edits alternating.
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { readOptions } from "../src/command-line";
import { startDevServer, type DevServer } from "../src/dev/dev-server";
import { launchChromium } from "../src/tools/chromium";
import { hugo, median, prepareContent, prepareHugoSite, prepareVacancies } from "./bench-sites";

/** One page of a running server to edit: the file behind it, its URL, and how to put a new heading into the file. */
interface EditTarget {
  url: string;
  file: string;
  /** The file's text with the page's heading (its <h1>) changed to `heading`. */
  withHeading: (original: string, heading: string) => string;
  /** Resolves when the server has no build running. */
  idle?: () => Promise<void>;
}

/** Saves an edit and waits until the open page shows it; the time from saving to the reloaded page's first paint. */
async function timeOneEdit(page: Page, target: EditTarget, original: string, heading: string): Promise<number> {
  // Both clocks are the machine's wall clock: the browser's timeOrigin and Node's agree.
  const savedAt = performance.timeOrigin + performance.now();
  await writeFile(target.file, target.withHeading(original, heading));
  await page
    .waitForFunction((text) => document.querySelector("h1")?.textContent?.trim() === text, heading, {
      timeout: 30_000,
      polling: 10,
    })
    .catch(async (error: unknown) => {
      throw new Error(
        `${page.url()} did not show "${heading}" within 30 s; it shows: ${(
          await page
            .locator("body")
            .textContent()
            .catch(() => "nothing")
        )?.slice(0, 600)}`,
        { cause: error },
      );
    });
  // When the reloaded page first painted its text: what the editor sees, without the polling delay.
  const paintedAt = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return performance.timeOrigin + (paint?.startTime ?? navigation?.domContentLoadedEventEnd ?? performance.now());
  });
  return paintedAt - savedAt;
}

/**
 * A page open on each server; the edits alternate between them, so both see
 * the same machine at the same moment. Before each edit, a server is given
 * the time to finish what the last one started (`idle`), as between an
 * editor's saves: the dev server shows an edit before it has written the rest
 * of the site.
 */
export async function measureEdits(
  browser: Browser,
  targets: Record<string, EditTarget>,
  edits: number,
): Promise<Record<string, number[]>> {
  const open = await Promise.all(
    Object.entries(targets).map(async ([name, target]) => {
      const page = await browser.newPage();
      await page.goto(target.url);
      return { name, target, page, original: await readFile(target.file, "utf8") };
    }),
  );
  const timings: Record<string, number[]> = Object.fromEntries(open.map(({ name }) => [name, []]));
  for (let edit = 1; edit <= edits; edit += 1) {
    for (const { name, target, page, original } of open) {
      await target.idle?.();
      timings[name]!.push(await timeOneEdit(page, target, original, `Edited heading number ${edit}`));
      // Let the page settle, as between an editor's saves.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return timings;
}

const replaceTitle = (original: string, heading: string) => original.replace(/^title: .*$/m, `title: ${heading}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** `hugo server` on a site, once it says it is serving. */
async function startHugoServer(site: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    hugo!,
    [
      "server",
      "--source",
      site,
      "--bind",
      "127.0.0.1",
      "--port",
      String(port),
      "--baseURL",
      `http://127.0.0.1:${port}/`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Web Server is available")) resolve();
    };
    child.stdout!.on("data", listen);
    child.stderr!.on("data", listen);
    child.on("exit", (code) => reject(new Error(`hugo server exited with ${code}: ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

export interface EditLoopResult {
  label: string;
  /** Edit to visible, in ms, this generator's dev server; and hugo server's on the same pages when measured. */
  ours: number[];
  hugo?: number[] | undefined;
}

/**
 * The edit loop on the real site plus `pages` generated pages or `vacancies`
 * generated vacancies: one generated file is edited again and again.
 */
export async function measureEditLoop(
  root: string,
  options: { pages?: number; vacancies?: number; edits: number; withHugo: boolean },
): Promise<EditLoopResult> {
  const work = await mkdtemp(path.join(os.tmpdir(), "dev-latency-"));
  const servers: DevServer[] = [];
  let hugoServer: ChildProcess | undefined;
  // No network here: every host but the servers fails at once, in Chromium itself.
  const browser = await launchChromium(["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]);
  try {
    const { pages = 0, vacancies = 0 } = options;
    const contentDir =
      vacancies > 0
        ? await prepareVacancies(root, work, vacancies)
        : pages > 0
          ? await prepareContent(root, work, pages)
          : path.join(work, "content");
    if (pages === 0 && vacancies === 0) await cp(path.join(root, "content"), contentDir, { recursive: true });
    const outDir = path.join(work, "site");
    // The dev server logs a line as each build ends; until then, the next edit would wait for it.
    let building = Promise.resolve();
    let built = () => undefined as void;
    const log = (line: string) => {
      if (/: built \d+ pages|the build failed/.test(line)) built();
    };
    const server = await startDevServer({
      root,
      contentDir,
      staticDir: path.join(root, "static"),
      outDir,
      port: 0,
      log,
      today: "2026-11-21",
    });
    servers.push(server);
    const width = String(pages).length;
    const ours: EditTarget =
      vacancies > 0
        ? {
            url: `${server.url}/jobs/bench-1/`,
            file: path.join(contentDir, "vacancies", "bench-1.md"),
            withHeading: replaceTitle,
          }
        : pages > 0
          ? {
              url: `${server.url}/bench-${"1".padStart(width, "0")}/`,
              file: path.join(contentDir, "pages", `bench-${"1".padStart(width, "0")}.md`),
              withHeading: replaceTitle,
            }
          : {
              url: `${server.url}/privacy/`,
              file: path.join(contentDir, "pages", "privacy.md"),
              withHeading: replaceTitle,
            };
    // Idle once the build an edit starts has ended: each edit waits for the one before it to finish.
    ours.idle = () => building;
    const withHeading = ours.withHeading;
    ours.withHeading = (original, heading) => {
      building = new Promise<void>((resolve) => (built = resolve));
      return withHeading(original, heading);
    };
    const targets: Record<string, EditTarget> = { ours };
    if (options.withHugo && hugo && pages > 0) {
      const firstPage = await readFile(path.join(outDir, `bench-${"1".padStart(width, "0")}`, "index.html"), "utf8");
      const site = await prepareHugoSite(work, pages, firstPage);
      const started = await startHugoServer(site);
      hugoServer = started.process;
      targets.hugo = {
        url: `${started.url}/bench-${"1".padStart(width, "0")}/`,
        file: path.join(site, "content", `bench-${"1".padStart(width, "0")}.md`),
        withHeading: replaceTitle,
      };
    }
    const timings = await measureEdits(browser, targets, options.edits);
    const label =
      vacancies > 0
        ? `${vacancies.toLocaleString("en-GB")} vacancies`
        : pages > 0
          ? `${pages.toLocaleString("en-GB")} pages`
          : "the real site";
    return { label, ours: timings.ours!, hugo: timings.hugo };
  } finally {
    await browser.close();
    hugoServer?.kill();
    await Promise.all(servers.map((server) => server.close()));
    await rm(work, { recursive: true, force: true });
  }
}

const summary = (timings: number[]) => {
  const rounded = timings.map((time) => Math.round(time));
  return `median ${median(rounded)} ms, best ${Math.min(...rounded)} ms, worst ${Math.max(...rounded)} ms (${rounded.join(", ")})`;
};

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      edits: { type: "string", default: "15" },
      pages: { type: "string", default: "0" },
      vacancies: { type: "string", default: "0" },
    },
    "Usage: npm run bench:dev -- [--edits N] [--pages N | --vacancies N]",
  );
  if (typeof options === "number") return options;
  const result = await measureEditLoop(root, {
    edits: Number(options.edits),
    pages: Number(options.pages),
    vacancies: Number(options.vacancies),
    withHugo: true,
  });
  console.log(`Edit to visible in the browser, ${result.label}, ${options.edits} edits:`);
  console.log(`  npm run dev: ${summary(result.ours)}`);
  if (result.hugo) console.log(`  hugo server: ${summary(result.hugo)}`);
  return 0;
}
