// The security and cache headers of dist/_headers, read the way the host
// reads them (every matching rule applies; one header set twice is joined
// with a comma), and the pages keeping to that policy.
import { beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, headerPolicy } from "../src/pipeline/security-policy";
import { renderHeaders } from "../src/pipeline/site-files";
import { loadContent } from "../src/content/load";
import { headersFor, parseHeadersFile, type HeaderRule } from "../src/preview/headers";
import { parsePage } from "./support/dom";
import { buildProjectSite, builtPages, isEditorFile, projectPaths } from "./support/site";

let rules: HeaderRule[];
let pagePaths: string[];
let assetPaths: string[];
let staticPaths: string[];

beforeAll(async () => {
  const { output, routes } = await buildProjectSite();
  rules = parseHeadersFile(String(output.files.get("_headers")!.contents));
  pagePaths = routes.map((route) => route.path);
  const files = [...output.files.keys()].filter((file) => !file.endsWith(".html") && file !== "_headers");
  assetPaths = files.filter((file) => file.startsWith("assets/")).map((file) => `/${file}`);
  staticPaths = files.filter((file) => !file.startsWith("assets/") && !isEditorFile(file)).map((file) => `/${file}`);
});

/**
 * Every path a visitor can ask for: pages, assets, static files, the 404
 * page, and the paths the host redirects to a page's folder. An unknown path
 * at the top level gets no policy: the site's policy cannot be under /*,
 * where the host would join it onto the editor's (site-files.ts).
 */
const everyPath = () => [...pagePaths, ...assetPaths, ...staticPaths, "/404.html", "/about", "/jobs/no-such-job/"];

const header = (urlPath: string, name: string) => headersFor(rules, urlPath).get(name);

/** "script-src 'self'; img-src …" → Map of directive → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const csp = (urlPath: string) => directives(header(urlPath, "Content-Security-Policy") ?? "");

describe("the Content-Security-Policy", () => {
  it("applies to every page, asset and static file, exactly once, and is the same everywhere but /admin/", () => {
    const sitePolicy = header("/", "Content-Security-Policy");
    for (const urlPath of everyPath()) expect(header(urlPath, "Content-Security-Policy"), urlPath).toBe(sitePolicy);
  });

  it("allows the job board nothing more than the site's policy: its search is a script and a JSON file, no WebAssembly (D33)", async () => {
    const content = await loadContent(projectPaths.content);
    for (const urlPath of ["/jobs", "/jobs/", "/jobs/healthcare/", "/jobs/_search/index.json", "/jobs/no-such-job/"]) {
      expect(header(urlPath, "Content-Security-Policy"), urlPath).toBe(contentSecurityPolicy(headerPolicy(content)));
    }
    expect(header("/jobs/", "Content-Security-Policy")).not.toContain("wasm-unsafe-eval");
  });

  it("scopes the site's policy by folder, never under /*, where the host would join it onto the editor's", () => {
    const policy = { imageOrigins: ["https://images.unsplash.com"] };
    const scoped = parseHeadersFile(
      renderHeaders([], policy, [
        "index.html",
        "about/index.html",
        "jobs/index.html",
        "jobs/_search/index.json",
        "assets/site.0123456789.js",
        "favicon.ico",
      ]),
    );
    const policyAt = (urlPath: string) => headersFor(scoped, urlPath).get("Content-Security-Policy");
    for (const urlPath of [
      "/",
      "/about/",
      "/jobs/",
      "/jobs/_search/index.json",
      "/assets/site.0123456789.js",
      "/favicon.ico",
    ])
      expect(policyAt(urlPath), urlPath).toBe(contentSecurityPolicy(policy));
    expect(
      scoped.filter((rule) => rule.pattern === "/*").flatMap((rule) => rule.headers.map(([name]) => name)),
    ).not.toContain("Content-Security-Policy");
  });

  it("gives the editor at /admin/ its own policy, only as wide as Decap needs, framed by nobody and kept out of search (D32)", () => {
    for (const urlPath of ["/admin/", "/admin/index.html", "/admin/config.yml"]) {
      const policy = directives(header(urlPath, "Content-Security-Policy") ?? "");
      expect(policy.get("script-src"), urlPath).toEqual(["'self'", "'unsafe-eval'"]);
      expect(policy.get("style-src"), urlPath).toEqual(["'self'", "'unsafe-inline'"]);
      // blob: is an upload Decap holds in the page until it saves it (D42); GitHub's API is the default login's
      // (editor-login.test.ts holds each login's policy).
      expect(policy.get("connect-src"), urlPath).toEqual([
        "'self'",
        "blob:",
        "https://api.github.com",
        "http://127.0.0.1:8081",
      ]);
      expect(policy.get("frame-ancestors"), urlPath).toEqual(["'none'"]);
      expect(policy.get("default-src"), urlPath).toEqual(["'self'"]);
      expect(header(urlPath, "X-Robots-Tag"), urlPath).toBe("noindex, nofollow");
    }
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval'", () => {
    for (const urlPath of everyPath()) {
      const policy = header(urlPath, "Content-Security-Policy") ?? "";
      // 'wasm-unsafe-eval' (the job board's, above) compiles WebAssembly only; it is not 'unsafe-eval'.
      expect(policy, urlPath).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    }
  });

  it("takes scripts and styles only from the site itself", () => {
    const policy = csp("/");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(policy.get("style-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  it("takes images only from the site and the stock-photo host", () => {
    expect(csp("/").get("img-src")).toEqual(["'self'", "https://images.unsplash.com"]);
  });

  it("allows every image the pages show", async () => {
    const allowed = csp("/").get("img-src")!;
    for (const [file, html] of await builtPages()) {
      const doc = parsePage(html);
      const urls = [...doc.querySelectorAll("img")].flatMap((img) => [
        img.getAttribute("src") ?? "",
        ...(img.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      ]);
      for (const url of urls.filter(Boolean)) {
        const origin = new URL(url, "https://site.invalid").origin;
        expect(origin === "https://site.invalid" || allowed.includes(origin), `${file}: ${url}`).toBe(true);
      }
    }
  });

  it("sends forms only to the site, lets no one frame it, pins the base URL and allows no plugins", () => {
    const policy = csp("/contact/");
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("is computed from the content's image hosts alone: a block in a Markdown body cannot widen it (D21)", async () => {
    const content = await loadContent(projectPaths.content);
    // As if a <style> and a <script> had slipped past the Markdown checks into every body.
    for (const page of content.markdownPages) page.html += "<style>body{display:none}</style><script>alert(1)</script>";
    const policy = directives(contentSecurityPolicy(headerPolicy(content)));
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
  });

  it("the not-found page, served at any unknown path, carries the site's policy in a meta element, less frame-ancestors, which a meta element cannot set", async () => {
    const page = parsePage(new Map(await builtPages()).get("404.html")!);
    const meta = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content");
    const expected = directives(header("/", "Content-Security-Policy")!);
    expected.delete("frame-ancestors");
    expect(directives(meta ?? "")).toEqual(expected);
    expect(header("/no-such-page/", "X-Frame-Options")).toBe("DENY");
  });
});

describe("the pages keep to the policy", () => {
  it("no page carries an inline <style>", async () => {
    for (const [file, html] of await builtPages())
      expect(parsePage(html).querySelectorAll("style"), file).toHaveLength(0);
  });

  it("no page carries an inline script, except JSON-LD data blocks", async () => {
    for (const [file, html] of await builtPages()) {
      for (const script of parsePage(html).querySelectorAll("script")) {
        const isExternal = script.hasAttribute("src") && (script.textContent ?? "").trim() === "";
        const isDataBlock = script.getAttribute("type") === "application/ld+json";
        expect(isExternal || isDataBlock, `${file}: ${script.outerHTML.slice(0, 80)}`).toBe(true);
      }
    }
  });

  it("no element has an inline event handler or a style attribute", async () => {
    for (const [file, html] of await builtPages()) {
      for (const element of parsePage(html).querySelectorAll("*")) {
        const names = [...element.attributes].map((attribute) => attribute.name.toLowerCase());
        expect(
          names.filter((name) => name.startsWith("on") || name === "style"),
          `${file}: <${element.tagName.toLowerCase()}>`,
        ).toEqual([]);
      }
    }
  });

  it("no link or script in a page points at javascript: URLs", async () => {
    for (const [file, html] of await builtPages()) {
      expect(html, file).not.toMatch(/(href|src|action)="\s*javascript:/i);
    }
  });
});

describe("the other security headers", () => {
  it("stop MIME sniffing, send only the origin to other sites, and apply everywhere", () => {
    for (const urlPath of everyPath()) {
      expect(header(urlPath, "X-Content-Type-Options"), urlPath).toBe("nosniff");
      expect(header(urlPath, "Referrer-Policy"), urlPath).toBe("strict-origin-when-cross-origin");
    }
  });

  it("switch off the browser features the site does not use", () => {
    const features = new Map(
      (header("/", "Permissions-Policy") ?? "").split(",").map((entry) => {
        const [feature = "", allowlist = ""] = entry.trim().split("=");
        return [feature, allowlist];
      }),
    );
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "fullscreen", "autoplay"]) {
      expect(features.get(feature), feature).toBe("()");
    }
    // Nothing is switched on: every feature listed is turned off for everyone.
    expect([...features.values()].every((allowlist) => allowlist === "()")).toBe(true);
  });
});

describe("caching", () => {
  it("hashed assets, the uploaded photographs' files among them (D42), are cached for a year as immutable, with one Cache-Control and no other rule joined on", () => {
    expect(assetPaths.length).toBeGreaterThanOrEqual(2);
    expect(
      assetPaths.filter((urlPath) => /^\/assets\/images\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(webp|jpg)$/.test(urlPath))
        .length,
    ).toBeGreaterThan(0);
    for (const urlPath of assetPaths) {
      expect(header(urlPath, "Cache-Control"), urlPath).toBe("public, max-age=31536000, immutable");
    }
  });

  it("every page is revalidated on every visit", () => {
    for (const urlPath of pagePaths) {
      expect(header(urlPath, "Cache-Control"), urlPath).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("no Cache-Control applies site-wide, where the host would join it onto the assets' own: only /assets/* and the job board's /jobs/* carry one", () => {
    for (const rule of rules.filter(
      (entry) => entry.pattern.includes("*") && entry.pattern !== "/assets/*" && entry.pattern !== "/jobs/*",
    )) {
      expect(
        rule.headers.map(([name]) => name.toLowerCase()),
        rule.pattern,
      ).not.toContain("cache-control");
    }
    for (const urlPath of assetPaths) expect(urlPath.startsWith("/jobs/"), urlPath).toBe(false);
  });

  it("the job board's pages share one rule, so _headers stays small however many vacancies there are", () => {
    expect(rules.filter((entry) => entry.pattern.startsWith("/jobs/")).map((entry) => entry.pattern)).toEqual([
      "/jobs/*",
    ]);
  });

  it("unhashed files and unknown paths keep the host's default, which revalidates", () => {
    const outsideJobBoard = staticPaths.filter((urlPath) => !urlPath.startsWith("/jobs/"));
    for (const urlPath of [...outsideJobBoard, "/no-such-page/"])
      expect(header(urlPath, "Cache-Control"), urlPath).toBeUndefined();
    // The job board's feeds and closing dates fall under its one rule, which says the same as the host's default.
    for (const urlPath of staticPaths.filter((file) => file.startsWith("/jobs/")))
      expect(header(urlPath, "Cache-Control"), urlPath).toBe("public, max-age=0, must-revalidate");
  });
});
