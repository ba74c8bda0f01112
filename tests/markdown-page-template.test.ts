// Markdown pages are filled into one shared rendering of the layout instead of
// each being rendered by React (src/build/render.tsx). That is only allowed
// because the result is the same, byte for byte: these tests hold it to that.
import { beforeAll, describe, expect, it } from "vitest";
import { siteChrome } from "../src/build/build";
import type { Assets } from "../src/build/assets";
import { markdownPageTemplate, renderRoute, routeRenderer } from "../src/build/render";
import type { SiteChrome } from "../src/components/Layout/Layout";
import { loadContent, type MarkdownPage, type SiteContent } from "../src/content/load";
import { renderMarkdown } from "../src/content/markdown";
import { defineRoutes, markdownPageRoute } from "../src/routes";
import { projectPaths } from "./support/site";

const siteUrl = "https://www.ousevalley.example";
const assets: Assets = {
  stylesheet: { href: "/assets/site.0123456789.css", contents: new Uint8Array() },
  script: { href: "/assets/site.0123456789.js", contents: new Uint8Array() },
};

let content: SiteContent;
let chrome: SiteChrome;
beforeAll(async () => {
  content = await loadContent(projectPaths.content);
  chrome = siteChrome(content, defineRoutes(content, siteUrl), assets, siteUrl);
});

function markdownPage(slug: string, title: string, description: string, markdown: string): MarkdownPage {
  return { file: `content/pages/${slug}.md`, slug, html: renderMarkdown(markdown), data: { title, description }, references: { links: [], images: [] } };
}

/** Pages whose values need every kind of escaping, raw HTML, and text outside ASCII. */
const awkwardPages = [
  markdownPage("fees", `Fees & "charges" <explained> it's simple`, `What we charge & why: "no hidden fees", <none>, it's that simple for every employer we work with`, "Fees & charges, <b>bold</b> and `code`.\n\n## A heading\n\n- one\n- two"),
  markdownPage("raw-html", "Raw HTML", "A page whose body carries raw HTML with camelCase attributes, which the build writes in lowercase", '<img src="/x.png" srcSet="/x.png 1x" alt="" width="1" height="1">\n\n<p spellCheck="false">Text</p>'),
  markdownPage("edge", "Ends as an attribute srcSet=", "A description that ends as an attribute name, next to the quote that closes it srcSet=", "Body text that ends with autoComplete="),
  markdownPage("unicode", "Café – 24/7 • “quoted” 🇬🇧", "Ünïcödé everywhere: en dashes – curly quotes “like these” and an emoji 🇬🇧 for good measure", "Crème brûlée — naïve façade."),
];

describe("Markdown pages from the shared layout template", () => {
  it("the template is used for this site's layout: its probe pages matched React's rendering", () => {
    expect(markdownPageTemplate(chrome)).toBeDefined();
  });

  it("every Markdown page of the site comes out exactly as React renders it", () => {
    const render = routeRenderer(chrome);
    const routes = defineRoutes(content, siteUrl).filter((route) => route.markdownPage);
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) expect(render(route), route.path).toBe(renderRoute(route, chrome));
  });

  it("pages with characters to escape, raw HTML and text outside ASCII come out exactly as React renders them", () => {
    const render = routeRenderer(chrome);
    for (const page of awkwardPages) {
      const route = markdownPageRoute(page, chrome.site);
      expect(render(route), page.slug).toBe(renderRoute(route, chrome));
    }
  });

  it("pages the layout links to, such as the footer's privacy notice, are left to React, which marks the current link", () => {
    const template = markdownPageTemplate(chrome);
    expect(template?.linkedPaths.has("/privacy/")).toBe(true);
    expect(template?.linkedPaths.has("/fees/")).toBe(false);
  });

  it("a layout that already holds a marker character is refused, and React renders every page", () => {
    const marked = { ...chrome, site: { ...chrome.site, tradingName: `Ouse Valley \uE000title\uE000 Staffing` } };
    expect(markdownPageTemplate(marked)).toBeUndefined();
    const route = markdownPageRoute(awkwardPages[0]!, marked.site);
    expect(routeRenderer(marked)(route)).toBe(renderRoute(route, marked));
  });
});
