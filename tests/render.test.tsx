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
import { RenderMemo, renderRoute, routeRenderer } from "../src/pipeline/render";
import type { SiteChrome } from "../src/components/Layout/Layout";
import { loadContent, type MarkdownPage, type SiteContent } from "../src/content/load";
import { renderMarkdown } from "../src/content/markdown";
import { defineRoutes, markdownPageRoute, paths, type Route } from "../src/routes";
import { projectPaths, testToday } from "./support/site";

const siteUrl = "https://www.ousevalley.example";
const assets: Assets = {
  stylesheet: { href: "/assets/site.0123456789.css", contents: new Uint8Array() },
  script: { href: "/assets/site.0123456789.js", contents: new Uint8Array() },
  editor: { href: "/admin/editor.0123456789.js", contents: new Uint8Array() },
};

let content: SiteContent;
let chrome: SiteChrome;
let routes: Route[];
beforeAll(async () => {
  content = await loadContent(projectPaths.content);
  routes = defineRoutes(content, siteUrl);
  chrome = siteChrome(content, routes, assets, siteUrl);
});

function markdownPage(slug: string, title: string, description: string, markdown: string): MarkdownPage {
  return { file: `content/pages/${slug}.md`, slug, html: renderMarkdown(markdown), data: { title, description }, references: { links: [], images: [] } };
}

/** Pages whose values need every kind of escaping, and text outside ASCII. */
const awkwardPages = [
  markdownPage("fees", `Fees & "charges" <explained> it's simple`, `What we charge & why: "no hidden fees", <none>, it's that simple for every employer we work with`, "Fees & charges, <b>bold</b> and `code`.\n\n## A heading\n\n- one\n- two"),
  markdownPage("unicode", "Café – 24/7 • “quoted” 🇬🇧", "Ünïcödé everywhere: en dashes – curly quotes “like these” and an emoji 🇬🇧 for good measure", "Crème brûlée — naïve façade."),
];

describe("one rendering path for every page", () => {
  it("every page of the real site comes out exactly as React renders the whole document", () => {
    const render = routeRenderer(chrome);
    expect(routes.length).toBe(routes.filter((route) => route.path).length);
    for (const route of routes) expect(render(route), route.path).toBe(renderRoute(route, chrome));
  });

  it("pages with characters to escape and text outside ASCII come out exactly as React renders them", () => {
    const render = routeRenderer(chrome);
    for (const page of awkwardPages) {
      const route = markdownPageRoute(page, chrome.site);
      expect(render(route), page.slug).toBe(renderRoute(route, chrome));
    }
  });

  it("a page the header links to has its own link marked as the current page, as React marks it", () => {
    const render = routeRenderer(chrome);
    for (const path of [paths.about, paths.contact]) {
      const route = routes.find((candidate) => candidate.path === path)!;
      const html = render(route);
      expect(html).toContain(`href="${path}" aria-current="page"`);
      expect(html.match(/aria-current=/g)).toHaveLength(1);
    }
  });

  it("a page in a section marks that section's header link with aria-current=\"true\"", () => {
    const render = routeRenderer(chrome);
    const inSection: Route = { ...markdownPageRoute(awkwardPages[0]!, chrome.site), section: paths.candidates };
    const html = render(inSection);
    expect(html).toContain(`href="${paths.candidates}" aria-current="true"`);
    expect(html).not.toContain('aria-current="page"');
    expect(html).toBe(renderRoute(inSection, chrome));
  });

  it("pages that share a layout but differ in being indexed each get their own robots tag, as React renders them", () => {
    const render = routeRenderer(chrome);
    const base = markdownPageRoute(awkwardPages[1]!, chrome.site);
    for (const route of [base, { ...base, path: "/hidden/", indexable: false }, { ...base, path: "/shown/" }]) {
      expect(render(route), route.path).toBe(renderRoute(route, chrome));
    }
  });

  it("HTML attributes are written in lowercase where React would write camelCase", () => {
    const render = routeRenderer(chrome);
    const pages = routes.map((route) => render(route)).join("\n");
    expect(pages).toMatch(/<meta charset="utf-8"\/>/);
    expect(pages).toMatch(/ srcset="/);
    expect(pages).toMatch(/ autocomplete="email"/);
    expect(pages).not.toMatch(/\s(charSet|srcSet|imageSrcSet|imageSizes|fetchPriority|autoComplete|spellCheck)=/);
  });

  it("the home page preloads its hero photograph with high priority, at the sizes the image itself declares", () => {
    const home = routeRenderer(chrome)(routes.find((route) => route.path === "/")!);
    const preload = home.match(/<link rel="preload" as="image" imagesrcset[^>]*>/)?.[0] ?? "";
    const image = home.match(/<img[^>]*fetchpriority="high"[^>]*>/)?.[0] ?? "";
    expect(preload).toContain('fetchpriority="high"');
    expect(preload.match(/imagesizes="([^"]*)"/)?.[1]).toBe(image.match(/ sizes="([^"]*)"/)?.[1]);
    expect(preload.match(/imagesrcset="([^"]*)"/)?.[1]).toBe(image.match(/ srcset="([^"]*)"/)?.[1]);
  });

  it("content holding the private-use characters the renderer marks its slots with still comes out as React renders it", () => {
    const marked = { ...chrome, site: { ...chrome.site, tradingName: `Ouse Valley \uE000title\uE000 \uE000main\uE000 Staffing` } };
    const route = markdownPageRoute({ ...awkwardPages[0]!, data: { ...awkwardPages[0]!.data, title: "\uE000head\uE000" } }, marked.site);
    expect(routeRenderer(marked)(route)).toBe(renderRoute(route, marked));
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
      routeRenderer(chrome)(broken);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toBe("Rendering /fees/ from content/pages/fees.md failed: cannot read the roles of undefined");
    expect(error?.cause).toBeInstanceOf(TypeError);
  });

  it("a kind of page whose part changes a value on the way (here, upper case) is rendered by React page by page, not filled in wrongly", () => {
    const base = markdownPageRoute(awkwardPages[0]!, chrome.site);
    const shouting = (heading: string) => <h2>{heading.toUpperCase()}</h2>;
    const route: Route = {
      ...base,
      render: () => shouting(awkwardPages[0]!.data.title),
      shared: { kind: "shouting", text: { heading: awkwardPages[0]!.data.title }, html: {}, render: (values) => shouting(values.heading!) },
    };
    expect(routeRenderer(chrome)(route)).toBe(renderRoute(route, chrome));
    expect(routeRenderer(chrome)(route)).toContain("<h2>FEES &amp; &quot;CHARGES&quot;");
  });
});

describe("the dev server's render memo", () => {
  /** The site as the dev server builds it: the same cache and memo from one build to the next. */
  async function devBuild(dir: string, cache: ContentCache, memo: RenderMemo) {
    const { output } = await renderSite({ contentDir: dir, staticDir: projectPaths.static, sourceDir: projectPaths.source, siteUrl, today: testToday, cache, renderMemo: memo });
    return new Map([...output.files].map(([file, { contents }]) => [file, contents]));
  }

  it("after an edit to one vacancy, gives every page as a fresh build does, rendering again only the pages whose inputs changed", async () => {
    const fixture = await copyContent();
    try {
      const cache = new ContentCache("test");
      const memo = new RenderMemo();
      const before = await devBuild(fixture.dir, cache, memo);
      const renderedBefore = new Map([...memo.pages].map(([path, page]) => [path, page.html]));
      await fixture.edit("vacancies/banqueting-staff-peterborough.md", (text) => text.replace(/^title: .*$/m, "title: Banqueting staff for the winter"));
      const after = await devBuild(fixture.dir, cache, memo);
      const { output: fresh } = await renderSite({ contentDir: fixture.dir, staticDir: projectPaths.static, sourceDir: projectPaths.source, siteUrl, today: testToday });
      for (const [file, { contents }] of fresh.files) expect(after.get(file), file).toEqual(contents);
      expect(after.get("jobs/banqueting-staff-peterborough/index.html")).not.toEqual(before.get("jobs/banqueting-staff-peterborough/index.html"));
      // Taken from the memo: the very same string as last time, not an equal one rendered again.
      const reused = [...memo.pages].filter(([path, page]) => renderedBefore.get(path) === page.html).map(([path]) => path);
      const renderedAgain = [...memo.pages.keys()].filter((path) => !reused.includes(path));
      expect(renderedAgain).toContain("/jobs/banqueting-staff-peterborough/");
      expect(renderedAgain).toContain("/jobs/");
      expect(reused).toContain("/about/");
      expect(reused).toContain("/privacy/");
      expect(renderedAgain.length).toBeLessThan(memo.pages.size / 2);
    } finally {
      await fixture.remove();
    }
  });

  it("renders every page again when what every page shares changes (site.md)", async () => {
    const fixture = await copyContent();
    try {
      const cache = new ContentCache("test");
      const memo = new RenderMemo();
      await devBuild(fixture.dir, cache, memo);
      // Shown by the layout alone (the skip link), so only the layout's own inputs can tell the pages changed.
      await fixture.edit("site.md", (text) => text.replace("skipLink: Skip to main content", "skipLink: Skip to the page's content"));
      const after = await devBuild(fixture.dir, cache, memo);
      expect(after.get("about/index.html")).toContain("Skip to the page&#x27;s content");
      expect(after.get("privacy/index.html")).toContain("Skip to the page&#x27;s content");
    } finally {
      await fixture.remove();
    }
  });
});

describe("a route that says what its page is made from (Route.inputs)", () => {
  const listing = () => routes.find((route) => route.path === "/jobs/")!;
  /** The same route, saying it is made from `inputs`, counting the times its elements are asked for. */
  function counted(route: Route, inputs: unknown) {
    const calls = { render: 0 };
    return { calls, route: { ...route, inputs: () => inputs, render: () => (calls.render++, route.render()) } };
  }

  it("is taken from the memo without working out its elements while what it is made from is unchanged", () => {
    const memo = new RenderMemo();
    const first = counted(listing(), ["the listing", 1]);
    const html = routeRenderer(chrome, memo)(first.route);
    expect(html).toBe(renderRoute(listing(), chrome));
    const again = counted(listing(), ["the listing", 1]);
    expect(routeRenderer(chrome, memo)(again.route)).toBe(html);
    expect(again.calls.render).toBe(0);
  });

  it("when that changes, is compared by its elements: taken from the memo if they are the same, rendered again if not", () => {
    const memo = new RenderMemo();
    const html = routeRenderer(chrome, memo)(counted(listing(), ["the listing", 1]).route);
    // Made from something else, but its elements are the same: the same page, not rendered again.
    const same = counted(listing(), ["the listing, with another vacancy elsewhere", 1]);
    expect(routeRenderer(chrome, memo)(same.route)).toBe(html);
    // Asked once, to compare them; rendering would have asked again.
    expect(same.calls.render).toBe(1);
    // Its elements changed too: rendered again.
    const other = routes.find((route) => route.path === paths.about)!;
    const changed = { ...counted(listing(), ["the listing, changed", 1]).route, render: other.render };
    expect(routeRenderer(chrome, memo)(changed)).not.toBe(html);
  });
});

