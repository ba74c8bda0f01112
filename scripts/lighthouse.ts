// Lighthouse, mobile, on the pages that win the agency its clients and
// candidates: every category should score 100.
//   npm run check:lighthouse [-- --dir DIR] [--pages /,/jobs/] [--reports DIR]
// Builds the site (or takes a built --dir), serves it with the preview
// server on loopback, and runs Lighthouse's mobile audit in Chromium
// (CHROME_PATH, else the project's Chromium). The stock-photo host is
// unreachable here, so its name is mapped to a local HTTPS server that
// answers every picture with a JPEG of the size asked for (certificate made
// for the run, accepted by this Chromium only): Best Practices then counts
// no failed image loads, and the page weighs what it would. Every other
// host name fails, as on a machine with no network.
// Prints each page's four scores and every audit below full marks; exits 1
// when any score is below 100; --reports keeps each page's whole report
// (JSON, which Lighthouse's viewer opens) in DIR. The five pages take about half a minute
// each on a busy two-core machine, too long for the test suite.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { startPreviewServer } from "../src/preview/server";
import { chromiumArgs, chromiumPath } from "../src/tools/chromium";

/** The stock-photo host (D14), as tests/support/browser.ts names it. */
const imageHost = "images.unsplash.com";

/** The home page, the two audiences' pages, the listing and an open vacancy from the sample content. */
const defaultPages = ["/", "/employers/", "/candidates/", "/jobs/", "/jobs/registered-nurse-nights-huntingdon/"];

const usage = "Usage: npm run check:lighthouse -- [--dir DIR] [--pages /,/jobs/] [--reports DIR]";

/** A self-signed certificate for the stock-photo host's name, made with openssl for this run. */
async function certificateFor(host: string, folder: string): Promise<{ key: Buffer; cert: Buffer }> {
  const [key, cert] = [path.join(folder, "key.pem"), path.join(folder, "cert.pem")];
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${host}`,
    "-addext",
    `subjectAltName=DNS:${host}`,
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  return { key: await readFile(key), cert: await readFile(cert) };
}

/** Answers every request with a plain JPEG the width (w) and height (h) the address asks for, 3:2 when it names no height. */
async function startPictureServer(tls: {
  key: Buffer;
  cert: Buffer;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer(tls, (req, res) => {
    const url = new URL(req.url ?? "/", `https://${imageHost}`);
    const width = Math.min(Math.max(Number.parseInt(url.searchParams.get("w") ?? "800", 10) || 800, 16), 4000);
    const height = Math.min(
      Math.max(Number.parseInt(url.searchParams.get("h") ?? "", 10) || Math.round((width * 2) / 3), 16),
      4000,
    );
    sharp({ create: { width, height, channels: 3, background: { r: 143, g: 169, b: 176 } } })
      .jpeg({ quality: 60 })
      .toBuffer()
      .then((body) => {
        res.writeHead(200, {
          "Content-Type": "image/jpeg",
          "Content-Length": body.length,
          "Cache-Control": "public, max-age=31536000, immutable",
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function main(argv: string[], root: string): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { dir: { type: "string" }, pages: { type: "string" }, reports: { type: "string" } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const pages = values.pages?.split(",") ?? defaultPages;
  const work = await mkdtemp(path.join(tmpdir(), "ouse-valley-lighthouse-"));
  let dir = values.dir ? path.resolve(values.dir) : path.join(work, "dist");
  if (!values.dir)
    await promisify(execFile)(process.execPath, ["scripts/run.mjs", "src/cli.ts", "--out", dir], {
      cwd: root,
      env: { ...process.env, URL: "" },
    });
  dir = path.resolve(dir);
  const site = await startPreviewServer({ root: dir, port: 0, submissionsFile: path.join(work, "submissions.jsonl") });
  const pictures = await startPictureServer(await certificateFor(imageHost, work));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      ...chromiumArgs,
      "--headless=new",
      `--host-resolver-rules=MAP ${imageHost} 127.0.0.1:${pictures.port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      // The pictures' certificate is this run's own: only this Chromium, started here, is told to accept it.
      "--ignore-certificate-errors",
    ],
  });
  let belowFull = 0;
  try {
    for (const page of pages) {
      const result = await lighthouse(site.url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr } = result;
      if (values.reports) {
        await mkdir(values.reports, { recursive: true });
        await writeFile(
          path.join(values.reports, `${page.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home"}.json`),
          JSON.stringify(lhr),
        );
      }
      const scores = Object.values(lhr.categories).map(
        (category) => `${category.title} ${Math.round((category.score ?? 0) * 100)}`,
      );
      console.log(`${page}: ${scores.join(", ")}`);
      for (const category of Object.values(lhr.categories)) {
        if ((category.score ?? 0) >= 1) continue;
        belowFull += 1;
        for (const { id } of category.auditRefs) {
          const audit = lhr.audits[id]!;
          if (
            audit.score !== null &&
            audit.score < 1 &&
            !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode)
          ) {
            console.log(
              `  ${category.title}: ${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
            );
          }
        }
      }
    }
  } finally {
    await chrome.kill();
    await pictures.close();
    await site.close();
    await rm(work, { recursive: true, force: true });
  }
  return belowFull > 0 ? 1 : 0;
}
