// The preview server (src/preview/) answers like the static host: index
// pages, the trailing-slash redirect, the 404 page, headers from _headers,
// and form posts handled like the host's form handling.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { headersFor, parseHeadersFile } from "../src/preview/headers";
import { startPreviewServer } from "../src/preview/server";

let work: string;
let root: string;
let submissionsFile: string;
let server: Awaited<ReturnType<typeof startPreviewServer>>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "preview-test-"));
  // A copy, so a test can change the built files.
  root = path.join(work, "dist");
  await cp(inject("builtSiteDir"), root, { recursive: true });
  submissionsFile = path.join(work, "submissions.jsonl");
  server = await startPreviewServer({ root, port: 0, submissionsFile });
});
afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

const get = (urlPath: string) => fetch(`${server.url}${urlPath}`, { redirect: "manual" });

const post = (urlPath: string, fields: Record<string, string>) =>
  fetch(`${server.url}${urlPath}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

/**
 * Sends a request exactly as written, which fetch() would not: it normalises
 * the target and refuses CR/LF. Answers with the status line's code and headers.
 */
function rawRequest(
  requestLine: string,
  headers: string[] = [],
  body = "",
): Promise<{ status: number; headers: Map<string, string> }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = ""] = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const fields = headerLines.map(
        (line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as const,
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers: new Map(fields) });
    });
    const lines = [requestLine, `Host: ${hostname}:${port}`, "Connection: close", ...headers];
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    // write, not end: a half-closed socket is dropped before a slower answer is sent. Connection: close ends it.
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
  });
}

async function recorded(): Promise<{ form: string; fields: Record<string, string> }[]> {
  const text = await readFile(submissionsFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { form: string; fields: Record<string, string> });
}

const validContact = {
  "form-name": "contact",
  "bot-field": "",
  name: "Dana Hill",
  email: "dana@example.com",
  phone: "",
  subject: "general-inquiry",
  message: "Hello",
};

describe("serving the built folder like the static host", () => {
  it("listens on 127.0.0.1 on the port it was given, 0 meaning any free one", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it("serves a folder's index.html at its trailing-slash path", async () => {
    const response = await get("/about/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(await readFile(path.join(root, "about", "index.html"), "utf8"));
  });

  it("redirects a folder without its trailing slash with 301, keeping the query", async () => {
    const response = await get("/about?from=test");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about/?from=test");
  });

  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await get("/no-such-page/");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(await readFile(path.join(root, "404.html"), "utf8"));
    expect((await get("/assets/no-such-file.css")).status).toBe(404);
  });

  it("never serves the host's own configuration files", async () => {
    expect((await get("/_headers")).status).toBe(404);
  });

  it("never serves what the host never publishes: a name starting with a dot, such as the job search function's own files", async () => {
    for (const file of [".job-search/index.html", ".job-search/wording.json", ".site-manifest.json"])
      expect((await readFile(path.join(root, file))).length, file).toBeGreaterThan(0);
    for (const urlPath of [
      "/.job-search/",
      "/.job-search/index.html",
      "/.job-search/wording.json",
      "/.site-manifest.json",
      "/jobs/_search/page/",
      "/jobs/_search/wording.json",
    ]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text(), urlPath).not.toContain("JOB-SEARCH-PAGE-SLOT");
    }
  });

  it("sends the headers _headers gives each path: the CSP everywhere, a year's cache for hashed assets only", async () => {
    const builtHeaders = parseHeadersFile(await readFile(path.join(root, "_headers"), "utf8"));
    const csp = headersFor(builtHeaders, "/").get("Content-Security-Policy");
    expect(csp).toContain("default-src 'self'");

    const page = await get("/contact/");
    expect(page.headers.get("content-security-policy")).toBe(csp);
    expect(page.headers.get("cache-control")).not.toContain("immutable");

    const stylesheet = (await readFile(path.join(root, "index.html"), "utf8")).match(
      /href="(\/assets\/[^"]+\.css)"/,
    )?.[1];
    const asset = await get(stylesheet!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(asset.headers.get("content-security-policy")).toBe(csp);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends scripts, stylesheets and JSON gzipped to a browser that takes it, as the host does, and plain to one that does not", async () => {
    const file = "/jobs/_search/index.json";
    const original = await readFile(path.join(root, file));
    const response = await fetch(`${server.url}${file}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(response.headers.get("content-length"))).toBeLessThan(original.length);
    // fetch undoes the gzip: the same bytes arrive.
    expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
    const plain = await fetch(`${server.url}${file}`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
  });

  it("serves files written after it started, so a rebuild shows at once", async () => {
    await writeFile(path.join(root, "late.txt"), "written later");
    const response = await get("/late.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("written later");
  });
});

describe("form posts, handled like the host's form handling", () => {
  it("records a submission to a form in the built HTML as one JSON line and redirects to the form's action with 303", async () => {
    const before = (await recorded()).length;
    const response = await post("/thank-you/", validContact);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you/");
    const lines = await recorded();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ form: "contact", fields: validContact });
  });

  it("accepts multipart bodies too, as the host does", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      "form-name": "candidates",
      "bot-field": "",
      name: "Lee",
      email: "lee@example.com",
      message: "Hi",
    })) {
      body.append(name, value);
    }
    const response = await fetch(`${server.url}/thank-you/`, { method: "POST", body, redirect: "manual" });
    expect(response.status).toBe(303);
    expect((await recorded()).at(-1)).toMatchObject({
      form: "candidates",
      fields: { name: "Lee", email: "lee@example.com" },
    });
  });

  it("discards a submission whose honeypot is filled, answering as if it were accepted", async () => {
    const before = (await recorded()).length;
    const response = await post("/thank-you/", { ...validContact, "bot-field": "https://spam.example" });
    expect(response.status).toBe(303);
    expect(await recorded()).toHaveLength(before);
  });

  it("refuses a field the form does not have with 400, naming it", async () => {
    const before = (await recorded()).length;
    const response = await post("/thank-you/", { ...validContact, website: "https://spam.example" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('no field named "website"');
    expect(await recorded()).toHaveLength(before);
  });

  it("refuses a form-name that matches no form in the built HTML with 404", async () => {
    const before = (await recorded()).length;
    const response = await post("/thank-you/", { ...validContact, "form-name": "newsletter" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No form named "newsletter"');
    expect((await post("/thank-you/", { name: "No form name" })).status).toBe(404);
    expect(await recorded()).toHaveLength(before);
  });
});

describe("bad requests get a 4xx answer, never 500", () => {
  it("answers a request-target that is not a URL (GET http://[) with 400", async () => {
    expect((await rawRequest("GET http://[ HTTP/1.1")).status).toBe(400);
    expect((await rawRequest("GET not-a-path HTTP/1.1")).status).toBe(400);
  });

  it("answers a path with CR, LF or another control character in it with 400, and never echoes it into a header", async () => {
    for (const target of [
      "/about%0D%0A%2f..",
      "/%0D%0ASet-Cookie:%20a=b%2f..%2fabout",
      "/about%0A",
      "/%00",
      "/about/%00/",
      "/%09/",
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expect(response.headers.get("set-cookie"), target).toBeNull();
    }
  });

  it("answers a multipart post without a boundary with 400", async () => {
    const response = await fetch(`${server.url}/thank-you/`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "form-name=contact",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
  });

  it("answers a multipart body that breaks off before its closing boundary with 400", async () => {
    const response = await fetch(`${server.url}/thank-you/`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=XYZ" },
      body: '--XYZ\r\nContent-Disposition: form-data; name="form-name"\r\n\r\ncontact',
      redirect: "manual",
    });
    expect(response.status).toBe(400);
  });

  it("answers a post that is neither form encoding with 415", async () => {
    const response = await fetch(`${server.url}/thank-you/`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
      redirect: "manual",
    });
    expect(response.status).toBe(415);
  });
});

describe("no redirect ever leaves the site", () => {
  // Every way a path can smuggle in another host: encoded slashes, backslashes
  // (browsers read "/\" as "//"), a leading "//", and dot segments that fold away.
  const smuggling = [
    "/%2fevil.example%2f..%2fabout",
    "/%2F%2Fevil.example%2F..%2Fabout",
    "//evil.example/../about",
    "//evil.example/%2e%2e/about",
    "/\\evil.example/../about",
    "/%5cevil.example%2f..%2fabout",
    "/%5C%5Cevil.example%2f..%2fabout",
    "/%5c%2fevil.example%2f..%2fabout",
    "/./%2fevil.example/%2e%2e/about",
    "/about/..%2f%2fevil.example%2f..%2fabout",
    "/%2e%2e%2f%2fevil.example%2f..%2fabout",
    "http://evil.example/about",
    "http://evil.example//evil.example/../about",
  ];

  it.each(smuggling)("GET %s stays on the site's own origin", async (target) => {
    const response = await rawRequest(`GET ${target} HTTP/1.1`);
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get("location");
    if (location === undefined) return;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
  });

  it("still redirects a folder hidden behind an encoded slash to its own trailing-slash path", async () => {
    const response = await rawRequest("GET /%2fevil.example%2f..%2fabout HTTP/1.1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about/");
  });
});

describe("what the dev server builds on", () => {
  it("lets transformHtml rewrite every page, the 404 page included, and nothing else", async () => {
    const dev = await startPreviewServer({
      root,
      port: 0,
      transformHtml: (html, urlPath) => html.replace("</body>", `<!-- rewritten for ${urlPath} --></body>`),
    });
    try {
      expect(await (await fetch(`${dev.url}/`)).text()).toContain("<!-- rewritten for / -->");
      expect(await (await fetch(`${dev.url}/gone/`)).text()).toContain("<!-- rewritten for /gone/ -->");
      expect(await (await fetch(`${dev.url}/favicon.svg`)).text()).not.toContain("rewritten");
    } finally {
      await dev.close();
    }
  });

  it("calls handleRequest first, and serves as usual when it returns false", async () => {
    const dev = await startPreviewServer({
      root,
      port: 0,
      handleRequest: (req, res) => {
        if (req.url !== "/__events") return false;
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.end("handled");
        return true;
      },
    });
    try {
      expect(await (await fetch(`${dev.url}/__events`)).text()).toBe("handled");
      expect((await fetch(`${dev.url}/about/`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it("stops listening when closed", async () => {
    const short = await startPreviewServer({ root, port: 0 });
    await short.close();
    await expect(fetch(`${short.url}/`)).rejects.toThrow();
  });
});

describe("reading _headers", () => {
  const rules = parseHeadersFile(
    [
      "# comment",
      "/*",
      "  X-Frame-Options: DENY",
      "  Link: </a.css>; rel=preload",
      "",
      "/assets/*",
      "  Cache-Control: immutable",
      "/news/:slug/",
      "  X-Robots-Tag: noindex",
      "/about/",
      "  Link: </b.css>; rel=preload",
    ].join("\n"),
  );

  it("applies /* everywhere, /assets/* below /assets/ only, :placeholders to one segment, and exact paths exactly", () => {
    expect(Object.fromEntries(headersFor(rules, "/"))).toEqual({
      "X-Frame-Options": "DENY",
      Link: "</a.css>; rel=preload",
    });
    expect(headersFor(rules, "/assets/site.css").get("Cache-Control")).toBe("immutable");
    expect(headersFor(rules, "/assets.css").get("Cache-Control")).toBeUndefined();
    expect(headersFor(rules, "/news/open-day/").get("X-Robots-Tag")).toBe("noindex");
    expect(headersFor(rules, "/news/open-day/photos/").get("X-Robots-Tag")).toBeUndefined();
  });

  it("joins the values of a header set by two matching rules with a comma, as the host does", () => {
    expect(headersFor(rules, "/about/").get("Link")).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
  });
});
