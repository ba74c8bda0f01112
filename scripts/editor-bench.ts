// The editor's weight (D32, D40): node scripts/run.mjs scripts/editor-bench.ts [--dir dist] [--runs 3]
//
// Serves a built site's /admin/ the way the host does, compressed (brotli, as
// Netlify sends it to every current browser), from 127.0.0.1, and opens it in
// Chromium on two connections: office broadband (50 Mbps down, 20 ms round
// trip) and a poor mobile connection with a slow CPU (the job search's phone
// profile: 1.6 Mbps, 150 ms, the CPU four times slower). Measured: every byte
// /admin/ fetches until its Login button shows, as sent (compressed) and as
// files, and the time from the start of navigation to the Login button on
// screen (median of the runs). Printed as Markdown for BENCHMARKS.md.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { readOptions } from "../src/command-line";
import { launchChromium } from "../src/tools/chromium";
import { median } from "./bench-sites";

const usage = "Usage: node scripts/run.mjs scripts/editor-bench.ts [--dir dist] [--runs 3]";

const connections = {
  "office broadband": {
    network: {
      offline: false,
      latency: 20,
      downloadThroughput: (50 * 1024 * 1024) / 8,
      uploadThroughput: (10 * 1024 * 1024) / 8,
    },
    cpu: 1,
  },
  "slow phone (1.6 Mbps, 150 ms, CPU ÷4)": {
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpu: 4,
  },
};

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".yml": "text/yaml",
  ".svg": "image/svg+xml",
  ".css": "text/css",
};

export async function main(argv: string[]): Promise<number> {
  const options = readOptions(
    argv,
    { dir: { type: "string", default: "dist" }, runs: { type: "string", default: "3" } },
    usage,
  );
  if (typeof options === "number") return options;
  const root = path.resolve(options.dir);
  const runs = Number(options.runs);
  const sent = new Map<string, { raw: number; compressed: number }>();
  const compressedCache = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(root, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
    if (!file.startsWith(root)) return void response.writeHead(400).end();
    try {
      const raw = await readFile(file);
      const compressed = compressedCache.get(file) ?? brotliCompressSync(raw);
      compressedCache.set(file, compressed);
      sent.set(urlPath, { raw: raw.length, compressed: compressed.length });
      response.writeHead(200, {
        "Content-Type": types[path.extname(file)] ?? "application/octet-stream",
        "Content-Encoding": "br",
        "Cache-Control": "no-store",
      });
      response.end(compressed);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`;
  const browser = await launchChromium();
  const lines = ["| Connection | Time to the Login button (median) | Runs |", "| --- | ---: | --- |"];
  try {
    for (const [name, { network, cpu }] of Object.entries(connections)) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", network);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
        sent.clear();
        const started = Date.now();
        await page.goto(url);
        await page.getByRole("button", { name: /login/i }).waitFor({ timeout: 120_000 });
        times.push(Date.now() - started);
        await context.close();
      }
      lines.push(
        `| ${name} | ${(median(times) / 1000).toFixed(2)} s | ${times.map((time) => (time / 1000).toFixed(2)).join(", ")} |`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  const files = [...sent].sort(([, a], [, b]) => b.compressed - a.compressed);
  const total = files.reduce(
    (sum, [, size]) => ({ raw: sum.raw + size.raw, compressed: sum.compressed + size.compressed }),
    { raw: 0, compressed: 0 },
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    [
      "| File /admin/ fetches before Login | Sent (brotli) | File |",
      "| --- | ---: | ---: |",
      ...files.map(([file, size]) => `| ${file} | ${kb(size.compressed)} | ${kb(size.raw)} |`),
      `| **All ${files.length}** | **${kb(total.compressed)}** | **${kb(total.raw)}** |`,
      "",
      ...lines,
    ].join("\n"),
  );
  return 0;
}
