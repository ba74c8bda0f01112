// D10: unknown paths get a real 404 page, in the site layout, with links to
// the main sections, served with status 404 at whatever address was asked for.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startPreviewServer } from "../src/preview/server";
import { paths } from "../src/routes";
import { parsePage, textOf } from "./support/dom";
import { buildProjectSite, builtPage } from "./support/site";

let doc: Document;
beforeAll(async () => {
  doc = parsePage(await builtPage("404.html"));
});

describe("the not-found page", () => {
  it("is written to dist/404.html, where the host looks for it", async () => {
    const { output } = await buildProjectSite();
    expect(output.files.has("404.html")).toBe(true);
  });

  it("is in the site layout: header navigation, main content and footer", () => {
    expect(doc.querySelector("header nav")).not.toBeNull();
    expect(doc.querySelector("main h1")).not.toBeNull();
    expect(doc.querySelector("footer")).not.toBeNull();
    expect(textOf(doc.querySelector("title"))).toMatch(/not found/i);
  });

  it("links to the main sections, each a page the site has", async () => {
    const { routes } = await buildProjectSite();
    const pages = new Set(routes.map((route) => route.path));
    const links = [...doc.querySelectorAll("main a")].map((link) => link.getAttribute("href") ?? "");
    expect(links).toEqual(
      expect.arrayContaining([paths.home, paths.sectors, paths.employers, paths.candidates, paths.contact]),
    );
    for (const href of links) expect(pages.has(href), href).toBe(true);
  });

  it("uses only root-relative or absolute addresses, so it works when served at any depth", () => {
    const addresses = [...doc.querySelectorAll("[href], [src], [action]")].flatMap((element) =>
      ["href", "src", "action"]
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address, address).toMatch(/^(\/|#|https:\/\/|tel:|mailto:)/);
  });

  it("is kept out of search results", () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});

describe("served by the preview server, as by the host", () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startPreviewServer({ root: inject("builtSiteDir"), port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["/no-such-page/", "/sectors/retail/", "/old-site/contact.php"])(
    "%s answers 404 with the not-found page and the site's headers",
    async (address) => {
      const response = await fetch(new URL(address, server.url));
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const page = parsePage(await response.text());
      // An unknown path matches no rule with the site's policy; the page carries it (headers.test.ts).
      const policy =
        response.headers.get("content-security-policy") ??
        page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content");
      expect(policy).toContain("default-src 'self'");
      expect(textOf(page.querySelector("h1"))).toBe(textOf(doc.querySelector("h1")));
    },
  );
});
