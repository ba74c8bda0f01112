// The host's functions read only their own site, whatever a request names:
// an absolute-form request-target ("GET http://other/jobs/search"), a
// "//other" one or another Host. A second server on 127.0.0.1 stands as the
// other host and records whether anything contacted it; nothing may.
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from "vitest";
import jobSearch from "../netlify/functions/job-search.mjs";
import { startPreviewServer } from "../src/preview/server";
import { parsePage } from "./support/dom";
import { startAlertSite, type AlertSite } from "./support/job-alerts";
import { projectRoot } from "./support/site";

/** The other host: answers every request with a page of its own, and keeps each request's path. */
async function startOtherHost(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!DOCTYPE html><title>OTHER HOST</title><script>alert(1)</script>JOB-SEARCH-PAGE-SLOT");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends a request exactly as written (fetch() would normalise its target) to `origin`; answers with the status and body. */
function rawRequest(
  origin: string,
  requestLine: string,
  headers: string[] = [],
  body = "",
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", ...rest] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body: rest.join("\r\n\r\n") });
    });
    const lines = [
      requestLine,
      ...(headers.some((header) => header.startsWith("Host:")) ? [] : [`Host: ${hostname}:${port}`]),
      "Connection: close",
      ...headers,
    ];
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
  });
}

describe("the job search reads only its own site", () => {
  let other: Awaited<ReturnType<typeof startOtherHost>>;
  let server: Awaited<ReturnType<typeof startPreviewServer>>;
  beforeAll(async () => {
    other = await startOtherHost();
    server = await startPreviewServer({ root: inject("builtSiteDir"), port: 0 });
  });
  beforeEach(() => {
    other.requests.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await other?.close();
  });

  it("given an absolute-form target naming another host, answers from its own site and never contacts the other", async () => {
    const response = await rawRequest(server.url, `GET ${other.origin}/jobs/search?what=nurse HTTP/1.1`);
    expect(other.requests).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain("OTHER HOST");
    expect(response.body).toContain('name="what"');
  });

  it("given a //host target, reads it as a path of its own and never contacts the other host", async () => {
    const host = other.origin.slice("http:".length);
    for (const target of [`${host}/jobs/search?what=nurse`, `${host}/.netlify/functions/job-search?what=nurse`]) {
      const response = await rawRequest(server.url, `GET ${target} HTTP/1.1`);
      expect(response.body, target).not.toContain("OTHER HOST");
    }
    expect(other.requests).toEqual([]);
  });

  it("given another Host header, never contacts that host", async () => {
    const response = await rawRequest(server.url, "GET /jobs/search?what=nurse HTTP/1.1", [
      `Host: ${other.origin.slice("http://".length)}`,
    ]);
    expect(other.requests).toEqual([]);
    expect(response.body).not.toContain("OTHER HOST");
  });

  it("the function the host runs builds no address from its request: one naming another host is answered from the built site, reading nothing from the other", async () => {
    const response = await jobSearch(new Request(`${other.origin}/jobs/search?what=nurse`), {
      builtFolder: inject("builtSiteDir"),
    });
    expect(other.requests).toEqual([]);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain("OTHER HOST");
    expect(page).toContain('name="what"');
  });

  it("the host bundles with the function every file it reads (netlify.toml included_files), and they are enough to answer a search by words and place", async () => {
    const toml = await readFile(path.join(projectRoot, "netlify.toml"), "utf8");
    const listed = toml.match(/\[functions\."job-search"\][^[]*included_files = (\[[^\]]*\])/)?.[1];
    const patterns = JSON.parse(listed ?? "[]") as string[];
    expect(
      patterns.every((pattern) => pattern.startsWith("dist/")),
      "every pattern inside the publish folder, dist/",
    ).toBe(true);
    // The host's globbing, as fast-glob does it: a pattern naming a "." folder matches it, without a wildcard reaching into dotfiles.
    const bundled = await fg(
      patterns.map((pattern) => pattern.slice("dist/".length)),
      { cwd: inject("builtSiteDir") },
    );
    expect(bundled.sort()).toEqual([
      ".job-search/index.html",
      ".job-search/wording.json",
      "_headers",
      "jobs/_search/index.json",
      "jobs/_search/places.json",
    ]);
    const work = await mkdtemp(path.join(tmpdir(), "job-search-bundle-"));
    try {
      for (const file of bundled) await cp(path.join(inject("builtSiteDir"), file), path.join(work, file));
      const response = await jobSearch(
        new Request("https://www.ousevalley.example/jobs/search?what=care&where=Huntingdon"),
        { builtFolder: work },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(parsePage(await response.text()).querySelectorAll(".vacancy-list li").length).toBeGreaterThan(0);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("a job alert's sign-up reads only its own site", () => {
  let other: Awaited<ReturnType<typeof startOtherHost>>;
  let site: AlertSite;
  beforeAll(async () => {
    other = await startOtherHost();
    site = await startAlertSite();
  });
  afterAll(async () => {
    await site?.close();
    await other?.close();
  });

  it("given an absolute-form target naming another host, never contacts it", async () => {
    const form = new URLSearchParams({
      email: "candidate@example.com",
      what: "care",
      where: "",
      "bot-field": "",
    }).toString();
    const response = await rawRequest(
      site.url,
      `POST ${other.origin}/.netlify/functions/job-alert-subscribe HTTP/1.1`,
      ["Content-Type: application/x-www-form-urlencoded"],
      form,
    );
    expect(other.requests).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain("OTHER HOST");
  });
});
