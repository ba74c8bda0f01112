// Every page goes through one renderer: React renders the page's own part and
// the layout around it is rendered once and reused (src/pipeline/render.tsx).
// That is only allowed because the result is the same, byte for byte, as
// React rendering the whole document: these tests hold it to that.
import { beforeAll, describe, expect, it } from "vitest";
import { renderSite } from "../src/pipeline/build";
import { siteChrome } from "../src/pipeline/plan";
import { ContentCache } from "../src/content/load-cache";
import { copyContent } from "./support/content-fixture";
import type { Assets } from "../src/pipeline/assets";
import { renderRoute, routeRenderer } from "../src/pipeline/render";
import type { SiteChrome } from "../src/components/Layout/Layout";
import { loadContent, type MarkdownPage, type SiteContent } from "../src/content/load";
import { renderMarkdown } from "../src/content/markdown";
import { defineRoutes, markdownPageRoute, paths, type Route } from "../src/routes";
import { jobBoardFor } from "../src/jobs/board";
import { projectPaths, testToday } from "./support/site";

const siteUrl = "https://www.ousevalley.example";
const assets: Assets = {
  stylesheet: { href: "/assets/site.0123456789.css", contents: new Uint8Array() },
  script: { href: "/assets/site.0123456789.js", contents: new Uint8Array() },
  editor: { href: "/admin/editor.0123456789.js", contents: new Uint8Array() },
  jobSearch: { href: "/assets/job-search.0123456789.js", contents: new Uint8Array() },
};

let content: SiteContent;
let chrome: SiteChrome;
let routes: Route[];
beforeAll(async () => {
  content = await loadContent(projectPaths.content);
  routes = defineRoutes(content, siteUrl, jobBoardFor(content, testToday));
  chrome = siteChrome(content, routes, assets, siteUrl);
});

/** The renderer's UTF-8 bytes read back as text, to compare with React's rendering and search in. */
function htmlRenderer(chrome: SiteChrome): (route: Route) => string {
  const render = routeRenderer(chrome);
  return (route) => render(route).toString("utf8");
}

function markdownPage(slug: string, title: string, description: string, markdown: string): MarkdownPage {
  return {
    file: `content/pages/${slug}.md`,
    slug,
    html: renderMarkdown(markdown),
    data: { title, description },
    references: { links: [], images: [] },
  };
}

/** Pages whose values need every kind of escaping, and text outside ASCII. */
const awkwardPages = [
  markdownPage(
    "fees",
    `Fees & "charges" <explained> it's simple`,
    `What we charge & why: "no hidden fees", <none>, it's that simple for every employer we work with`,
    "Fees & charges, <b>bold</b> and `code`.\n\n## A heading\n\n- one\n- two",
  ),
  markdownPage(
    "unicode",
    "Café – 24/7 • “quoted” 🇬🇧",
    "Ünïcödé everywhere: en dashes – curly quotes “like these” and an emoji 🇬🇧 for good measure",
    "Crème brûlée — naïve façade.",
  ),
  // Characters outside the Basic Multilingual Plane (two UTF-16 units each) at both ends of every value.
  markdownPage(
    "emoji",
    "🎉 Jobs near you 🇬🇧",
    "🇬🇧 Work that fits round your life, in hospitals, schools and hotels across the region 🎉",
    "🎉 A body that starts and ends with an emoji 🎉",
  ),
];

describe("one rendering path for every page", () => {
  it("every page of the real site comes out exactly as React renders the whole document", () => {
    const render = routeRenderer(chrome);
    expect(routes.length).toBe(routes.filter((route) => route.path).length);
    for (const route of routes)
      expect(render(route).equals(Buffer.from(renderRoute(route, chrome))), route.path).toBe(true);
    // And as text, for a readable difference when it fails.
    for (const route of routes) expect(render(route).toString("utf8"), route.path).toBe(renderRoute(route, chrome));
  });

  it("pages with characters to escape and text outside ASCII come out exactly as React renders them, byte for byte", () => {
    const render = routeRenderer(chrome);
    for (const page of awkwardPages) {
      const route = markdownPageRoute(page, chrome.site);
      expect(render(route).toString("utf8"), page.slug).toBe(renderRoute(route, chrome));
      expect(render(route).equals(Buffer.from(renderRoute(route, chrome))), page.slug).toBe(true);
    }
  });

  it("a value that ends in half of an emoji (a summary cut short there) comes out as encoding React's whole document would, byte for byte", () => {
    const render = routeRenderer(chrome);
    // "\uD83C" is the first half of 🇬🇧: UTF-8 cannot hold it alone, and both encodings write the replacement character.
    const cut = markdownPage(
      "cut",
      "A title cut short \uD83C",
      "A description cut short in the middle of an emoji, as a summary made from a body can be \uD83C",
      "Text.",
    );
    const route = markdownPageRoute(cut, chrome.site);
    expect(render(route).equals(Buffer.from(renderRoute(route, chrome)))).toBe(true);
  });

  it("a page the header links to has its own link marked as the current page, as React marks it", () => {
    const render = htmlRenderer(chrome);
    for (const path of [paths.about, paths.contact]) {
      const route = routes.find((candidate) => candidate.path === path)!;
      const html = render(route);
      expect(html).toContain(`href="${path}" aria-current="page"`);
      expect(html.match(/aria-current=/g)).toHaveLength(1);
    }
  });

  it('a page in a section marks that section\'s header link with aria-current="true"', () => {
    const render = htmlRenderer(chrome);
    const inSection: Route = { ...markdownPageRoute(awkwardPages[0]!, chrome.site), section: paths.candidates };
    const html = render(inSection);
    expect(html).toContain(`href="${paths.candidates}" aria-current="true"`);
    expect(html).not.toContain('aria-current="page"');
    expect(html).toBe(renderRoute(inSection, chrome));
  });

  it("pages that share a layout but differ in being indexed each get their own robots tag, as React renders them", () => {
    const render = htmlRenderer(chrome);
    const base = markdownPageRoute(awkwardPages[1]!, chrome.site);
    for (const route of [base, { ...base, path: "/hidden/", indexable: false }, { ...base, path: "/shown/" }]) {
      expect(render(route), route.path).toBe(renderRoute(route, chrome));
    }
  });

  it("HTML attributes are written in lowercase where React would write camelCase", () => {
    const render = htmlRenderer(chrome);
    const pages = routes.map((route) => render(route)).join("\n");
    expect(pages).toMatch(/<meta charset="utf-8"\/>/);
    expect(pages).toMatch(/ srcset="/);
    expect(pages).toMatch(/ autocomplete="email"/);
    expect(pages).not.toMatch(/\s(charSet|srcSet|imageSrcSet|imageSizes|fetchPriority|autoComplete|spellCheck)=/);
  });

  it("the home page preloads its hero photograph with high priority, at the sizes the image itself declares", () => {
    const home = htmlRenderer(chrome)(routes.find((route) => route.path === "/")!);
    const preload = home.match(/<link rel="preload" as="image" imagesrcset[^>]*>/)?.[0] ?? "";
    const image = home.match(/<img[^>]*fetchpriority="high"[^>]*>/)?.[0] ?? "";
    expect(preload).toContain('fetchpriority="high"');
    expect(preload.match(/imagesizes="([^"]*)"/)?.[1]).toBe(image.match(/ sizes="([^"]*)"/)?.[1]);
    expect(preload.match(/imagesrcset="([^"]*)"/)?.[1]).toBe(image.match(/ srcset="([^"]*)"/)?.[1]);
  });

  it("content holding the private-use characters the renderer marks its slots with still comes out as React renders it", () => {
    const marked = {
      ...chrome,
      site: { ...chrome.site, tradingName: `Ouse Valley \uE000title\uE000 \uE000main\uE000 Staffing` },
    };
    const route = markdownPageRoute(
      { ...awkwardPages[0]!, data: { ...awkwardPages[0]!.data, title: "\uE000head\uE000" } },
      marked.site,
    );
    expect(htmlRenderer(marked)(route)).toBe(renderRoute(route, marked));
  });

  it("a page that fails to render is named with its path and content file, and keeps the cause", () => {
    const broken: Route = {
      ...markdownPageRoute(awkwardPages[0]!, chrome.site),
      shared: undefined,
      render: () => {
        throw new TypeError("cannot read the roles of undefined");
      },
    };
    let error: Error | undefined;
    try {
      htmlRenderer(chrome)(broken);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toBe(
      "Rendering /fees/ from content/pages/fees.md failed: cannot read the roles of undefined",
    );
    expect(error?.cause).toBeInstanceOf(TypeError);
  });

  it("a kind of page whose part changes a value on the way (here, upper case) is rendered by React page by page, not filled in wrongly", () => {
    const base = markdownPageRoute(awkwardPages[0]!, chrome.site);
    const shouting = (heading: string) => <h2>{heading.toUpperCase()}</h2>;
    const route: Route = {
      ...base,
      render: () => shouting(awkwardPages[0]!.data.title),
      shared: {
        kind: "shouting",
        text: { heading: awkwardPages[0]!.data.title },
        html: {},
        render: (values) => shouting(values.heading!),
      },
    };
    expect(htmlRenderer(chrome)(route)).toBe(renderRoute(route, chrome));
    expect(htmlRenderer(chrome)(route)).toContain("<h2>FEES &amp; &quot;CHARGES&quot;");
  });
});

describe("the dev server's builds, with one content cache from one build to the next", () => {
  it("after an edit to one vacancy, and then to the facts every page shows, give every file as a fresh build does", async () => {
    const fixture = await copyContent();
    try {
      const cache = new ContentCache("test");
      const devBuild = async () =>
        (
          await renderSite({
            contentDir: fixture.dir,
            staticDir: projectPaths.static,
            sourceDir: projectPaths.source,
            siteUrl,
            today: testToday,
            cache,
          })
        ).output;
      const freshBuild = async () =>
        (
          await renderSite({
            contentDir: fixture.dir,
            staticDir: projectPaths.static,
            sourceDir: projectPaths.source,
            siteUrl,
            today: testToday,
          })
        ).output;
      await devBuild();
      for (const edit of [
        () =>
          fixture.edit("vacancies/banqueting-staff-peterborough.md", (text) =>
            text.replace(/^title: .*$/m, "title: Banqueting staff for the winter"),
          ),
        () => fixture.edit("site.md", (text) => text.replace(/^email: .*$/m, "email: jobs@ousevalley.example")),
      ]) {
        await edit();
        const [after, fresh] = [await devBuild(), await freshBuild()];
        expect([...after.files.keys()]).toEqual([...fresh.files.keys()]);
        for (const [file, { contents }] of fresh.files)
          expect(Buffer.from(after.files.get(file)!.contents).equals(Buffer.from(contents)), file).toBe(true);
      }
      expect(String(contentsOf(await devBuild(), "jobs/banqueting-staff-peterborough/index.html"))).toContain(
        "Banqueting staff for the winter",
      );
      expect(String(contentsOf(await devBuild(), "about/index.html"))).toContain("jobs@ousevalley.example");
    } finally {
      await fixture.remove();
    }
  });
});

function contentsOf(
  output: { files: Map<string, { contents: string | Uint8Array }> },
  file: string,
): string | Uint8Array {
  return output.files.get(file)!.contents;
}
