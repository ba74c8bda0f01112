// Search and sharing: every page's head, the sitemap, robots.txt, canonical
// URLs from the site URL (D1, the host's URL variable winning), and favicons
// that exist.
import { alertPageSlugs } from "../src/alerts/alert-pages";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderSite, resolveSiteUrl } from "../src/pipeline/build";
import { loadContent, type SiteContent } from "../src/content/load";
import { plainTextSummary } from "../src/content/markdown";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import { parsePage, textOf } from "./support/dom";
import { vacancyStatus } from "../src/jobs/vacancy-status";
import { buildProjectSite, builtPage, builtPages, isEditorFile, projectPaths, testToday } from "./support/site";

/** tests/support/site.ts builds with the repository's own site URL. */
const siteUrl = "https://www.ousevalley.example";

const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? undefined;

let content: SiteContent;
let pages: [string, Document][];
beforeAll(async () => {
  content = await loadContent(projectPaths.content);
  pages = (await builtPages()).map(([file, html]) => [file, parsePage(html)]);
});

/** Each page's output file and the content file its title and description come from. */
function contentFiles(): Map<string, { title: string; description: string }> {
  const routePages: [string, keyof SiteContent["routes"]][] = [
    ["index.html", "home"],
    ["about/index.html", "about"],
    ["sectors/index.html", "sectors"],
    ["employers/index.html", "employers"],
    ["candidates/index.html", "candidates"],
    ["contact/index.html", "contact"],
    ["employers/register-a-vacancy/index.html", "register-vacancy"],
    ["jobs/index.html", "jobs"],
    ["thank-you/index.html", "thank-you"],
    ["employers/vacancy-registered/index.html", "vacancy-registered"],
    ["404.html", "not-found"],
  ];
  return new Map([
    ...routePages.map(([file, name]): [string, { title: string; description: string }] => [
      file,
      content.routes[name].data,
    ]),
    // The listing's title says what it lists ("All jobs", D25); its description is the content file's.
    [
      "jobs/index.html",
      { title: `All jobs | ${content.site.data.tradingName}`, description: content.routes.jobs.data.description },
    ],
    // A vacancy's page: its job title and town, and its summary (D26).
    ...published().map((vacancy): [string, { title: string; description: string }] => [
      `jobs/${vacancy.slug}/index.html`,
      {
        title: fitTitle(
          `${vacancy.data.title} in ${vacancy.data.location.town}`,
          ` | ${content.site.data.tradingName}`,
        ),
        description: vacancy.data.summary,
      },
    ]),
    ...content.markdownPages.map((page): [string, { title: string; description: string }] => [
      `${page.slug}/index.html`,
      { title: `${page.data.title} | ${content.site.data.tradingName}`, description: page.data.description },
    ]),
  ]);
}

/** The vacancies with a page on the day the tests build for (D24). */
const published = () => content.vacancies.filter((vacancy) => vacancyStatus(vacancy.data, testToday) !== "scheduled");

/** A title with its suffix when both fit a search result's 70 characters. */
const fitTitle = (title: string, suffix: string) => ((title + suffix).length <= 70 ? title + suffix : title);

/** The listing's filter pages: their titles and descriptions are made from the filters, not written in a file. */
const isFilterPage = (file: string) =>
  file.startsWith("jobs/") &&
  !file.startsWith("jobs/index") &&
  !published().some((vacancy) => file === `jobs/${vacancy.slug}/index.html`);

/** "about/index.html" → "/about/", "404.html" → "/404.html" */
const urlPathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

describe("every page's head", () => {
  it("is in British English", () => {
    for (const [file, doc] of pages) expect(doc.documentElement.getAttribute("lang"), file).toBe("en-GB");
  });

  it("has a unique title and a 50-160 character description, both from its content file", () => {
    const expected = contentFiles();
    const written = pages.filter(([file]) => !isFilterPage(file));
    expect([...expected.keys()].sort()).toEqual(written.map(([file]) => file).sort());
    for (const [file, doc] of written) {
      const { title, description } = expected.get(file)!;
      expect(textOf(doc.querySelector("title")), file).toBe(title);
      expect(meta(doc, 'meta[name="description"]'), file).toBe(description);
      expect(description.length, `${file}: description length`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${file}: description length`).toBeLessThanOrEqual(160);
    }
    const titles = pages.map(([, doc]) => textOf(doc.querySelector("title")));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("a filter page of the job listing is titled by what it lists, with a description that says so (D25)", () => {
    const filterPages = pages.filter(([file]) => isFilterPage(file));
    expect(filterPages.length).toBeGreaterThan(10);
    for (const [file, doc] of filterPages) {
      const title = textOf(doc.querySelector("title"));
      expect(title.startsWith(textOf(doc.querySelector("h1"))), file).toBe(true);
      expect(title.length, file).toBeLessThanOrEqual(70);
      const description = meta(doc, 'meta[name="description"]') ?? "";
      expect(description.length, file).toBeGreaterThanOrEqual(50);
      expect(description.length, file).toBeLessThanOrEqual(160);
    }
  });

  it("has an absolute canonical URL built from the site URL", () => {
    for (const [file, doc] of pages) {
      expect(doc.querySelectorAll('link[rel="canonical"]'), file).toHaveLength(1);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), file).toBe(
        `${siteUrl}${urlPathOf(file)}`,
      );
    }
  });

  it("has Open Graph and Twitter card tags that repeat the page's own title, description and URL", () => {
    for (const [file, doc] of pages) {
      expect(meta(doc, 'meta[property="og:type"]'), file).toBe("website");
      expect(meta(doc, 'meta[property="og:site_name"]'), file).toBe("Ouse Valley Staffing");
      expect(meta(doc, 'meta[property="og:locale"]'), file).toBe("en_GB");
      expect(meta(doc, 'meta[property="og:title"]'), file).toBe(textOf(doc.querySelector("title")));
      expect(meta(doc, 'meta[property="og:description"]'), file).toBe(meta(doc, 'meta[name="description"]'));
      expect(meta(doc, 'meta[property="og:url"]'), file).toBe(
        doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      );
      expect(meta(doc, 'meta[name="twitter:card"]'), file).toBe("summary_large_image");
    }
  });

  it("has a sharing image, cropped by the host to the 1200×630 it declares, with alt text", () => {
    const { shareImage } = content.site.data;
    for (const [file, doc] of pages) {
      const image = new URL(meta(doc, 'meta[property="og:image"]') ?? "");
      expect(`${image.origin}${image.pathname}`, file).toBe(shareImage.src);
      expect(image.searchParams.get("w"), file).toBe("1200");
      expect(image.searchParams.get("h"), file).toBe("630");
      expect(image.searchParams.get("fit"), file).toBe("crop");
      expect(meta(doc, 'meta[property="og:image:width"]'), file).toBe("1200");
      expect(meta(doc, 'meta[property="og:image:height"]'), file).toBe("630");
      expect(meta(doc, 'meta[property="og:image:alt"]'), file).toBe(shareImage.alt);
    }
  });

  it("keeps the confirmations (D10, D46), the not-found page, closed vacancies (D24) and the job-alert pages (D41) out of search results, and only those", () => {
    const noindex = pages
      .filter(([, doc]) => meta(doc, 'meta[name="robots"]')?.includes("noindex"))
      .map(([file]) => file);
    const closed = published()
      .filter((vacancy) => vacancyStatus(vacancy.data, testToday) === "closed")
      .map((vacancy) => `jobs/${vacancy.slug}/index.html`);
    expect(closed.length).toBeGreaterThanOrEqual(2);
    const alertPages = Object.values(alertPageSlugs).map((slug) => `jobs/alerts/${slug}/index.html`);
    // The page each application lands on and a sign-up's answer.
    const applied = published().map((vacancy) => `jobs/${vacancy.slug}/applied/index.html`);
    expect(noindex.sort()).toEqual(
      [
        "404.html",
        "thank-you/index.html",
        "employers/vacancy-registered/index.html",
        ...closed,
        ...alertPages,
        ...applied,
        "jobs/alerts/check-your-inbox/sent/index.html",
      ].sort(),
    );
  });
});

describe("favicons", () => {
  it("every icon, stylesheet and script a page's head asks for is a file the build writes", async () => {
    const { output } = await buildProjectSite();
    for (const [file, doc] of pages) {
      const urls = [
        ...[...doc.querySelectorAll("head link[href]")]
          .filter((link) => link.getAttribute("rel") !== "canonical")
          .map((link) => link.getAttribute("href")!),
        ...[...doc.querySelectorAll("script[src]")].map((script) => script.getAttribute("src")!),
      ].filter((url) => url.startsWith("/"));
      expect(urls.length, file).toBeGreaterThan(0);
      for (const url of urls) expect(output.files.has(url.slice(1)), `${file} asks for ${url}`).toBe(true);
    }
  });

  it("links an SVG icon, a 32×32 PNG fallback and a 180×180 Apple touch icon", async () => {
    const doc = parsePage(await builtPage("index.html"));
    expect(doc.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute("href")).toBe("/favicon.svg");
    expect(doc.querySelector('link[rel="icon"][type="image/png"]')?.getAttribute("href")).toBe("/favicon-32.png");
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe("/apple-touch-icon.png");

    const { output } = await buildProjectSite();
    expect(pngSize(output.files.get("favicon-32.png")!.contents)).toEqual({ width: 32, height: 32 });
    expect(pngSize(output.files.get("apple-touch-icon.png")!.contents)).toEqual({ width: 180, height: 180 });
  });

  it("answers the /favicon.ico browsers ask for by default with an icon holding a PNG", async () => {
    const { output } = await buildProjectSite();
    const ico = Buffer.from(output.files.get("favicon.ico")!.contents);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect(pngSize(ico.subarray(ico.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });
  });
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(contents: string | Uint8Array): { width: number; height: number } {
  const png = Buffer.from(contents);
  expect(png.subarray(0, 8).toString("latin1")).toBe("\x89PNG\r\n\x1a\n");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const sitemapUrls = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists the absolute URL of every indexable page but the listing's filter combinations, and nothing else", async () => {
    const { output } = await buildProjectSite();
    const xml = String(output.files.get("sitemap.xml")!.contents);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // /jobs/ and one listing per sector stand for the job board; the other combinations and later pages are variations of them.
    const sectorListings = content.sectors.map((sector) => `jobs/${sector.slug}/index.html`);
    const indexable = pages
      .filter(([, doc]) => !meta(doc, 'meta[name="robots"]')?.includes("noindex"))
      .filter(([file]) => !isFilterPage(file) || sectorListings.includes(file))
      .map(([file]) => `${siteUrl}${urlPathOf(file)}`);
    expect(sitemapUrls(xml).sort()).toEqual(indexable.sort());
    expect(sitemapUrls(xml)).not.toContain(`${siteUrl}/thank-you/`);
    expect(sitemapUrls(xml)).not.toContain(`${siteUrl}/404.html`);
  });

  it("the sitemap says when each open vacancy was posted (lastmod, D24)", async () => {
    const { output } = await buildProjectSite();
    const xml = String(output.files.get("sitemap.xml")!.contents);
    const open = published().filter((vacancy) => vacancyStatus(vacancy.data, testToday) === "open");
    for (const vacancy of open) {
      expect(xml).toContain(
        `<url><loc>${siteUrl}/jobs/${vacancy.slug}/</loc><lastmod>${vacancy.data.posted}</lastmod></url>`,
      );
    }
  });

  it("robots.txt lets every crawler in and points to the sitemap", async () => {
    const { output } = await buildProjectSite();
    const robots = String(output.files.get("robots.txt")!.contents);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, "m"));
  });
});

describe("the site URL (D1)", () => {
  const options = { contentDir: projectPaths.content, staticDir: projectPaths.static, sourceDir: projectPaths.source };

  it("comes from content/site.md when the host sets no URL variable", async () => {
    const { output } = await renderSite(options);
    const doc = parsePage(String(output.files.get("about/index.html")!.contents));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://www.ousevalley.example/about/",
    );
    expect(String(output.files.get("robots.txt")!.contents)).toContain(
      "Sitemap: https://www.ousevalley.example/sitemap.xml",
    );
  });

  it("is the host's URL variable when it is set, in every canonical, Open Graph URL, sitemap entry and the structured data", async () => {
    const hostUrl = "https://ousevalley.netlify.app";
    const { output } = await renderSite({ ...options, siteUrl: `${hostUrl}/` });
    for (const [file, { contents }] of output.files) {
      if (!file.endsWith(".html") || isEditorFile(file)) continue;
      const doc = parsePage(String(contents));
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), file).toBe(
        `${hostUrl}${urlPathOf(file)}`,
      );
      expect(meta(doc, 'meta[property="og:url"]'), file).toBe(`${hostUrl}${urlPathOf(file)}`);
    }
    const xml = String(output.files.get("sitemap.xml")!.contents);
    expect(sitemapUrls(xml).every((url) => url.startsWith(`${hostUrl}/`))).toBe(true);
    expect(String(output.files.get("robots.txt")!.contents)).toContain(`Sitemap: ${hostUrl}/sitemap.xml`);
    const home = parsePage(String(output.files.get("index.html")!.contents));
    expect(JSON.parse(home.querySelector('script[type="application/ld+json"]')!.textContent!).url).toBe(`${hostUrl}/`);
  });

  it("resolveSiteUrl prefers the URL variable, ignores it when empty, and drops a trailing slash", () => {
    expect(resolveSiteUrl(content, "https://ousevalley.netlify.app/")).toBe("https://ousevalley.netlify.app");
    expect(resolveSiteUrl(content, "")).toBe("https://www.ousevalley.example");
    expect(resolveSiteUrl(content, undefined)).toBe("https://www.ousevalley.example");
  });
});

describe("a Markdown page without a description", () => {
  let fixture: ContentFixture;
  beforeEach(async () => {
    fixture = await copyContent();
  });
  afterEach(async () => {
    await fixture.remove();
  });

  it("is described by the first 50-160 characters of its text, cut at a word", async () => {
    await fixture.edit("pages/terms.md", (text) => text.replace(/^description: .*\n/m, ""));
    const loaded = await loadContent(fixture.dir);
    const description = loaded.markdownPages.find((page) => page.slug === "terms")!.data.description;
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(
      /^These terms apply when you use our website at https:\/\/www\.ousevalley\.example\. .+\w…$/,
    );
  });

  it("with too little text to make one is a content problem naming the file and the fix", async () => {
    await fixture.write("pages/short.md", "---\ntitle: Short page\n---\nJust a few words.\n");
    expect(await problemsOf(() => loadContent(fixture.dir))).toEqual([
      `${fixture.file("pages/short.md")}: description: expected a description of 50 to 160 characters, found none, and the page's text is too short to make one from (17 characters); add a description to the front matter`,
    ]);
  });
});

describe("plainTextSummary, the fallback description", () => {
  it("reads the paragraphs as a sentence: headings and lists left out, characters decoded, links kept as words", () => {
    const html =
      '<h2>Who we are</h2>\n<p>We&#39;re a &quot;local&quot; agency &amp; we <a href="/contact/">reply</a>.</p>\n<ul>\n<li>One</li>\n</ul>';
    expect(plainTextSummary(html, 160)).toBe('We\'re a "local" agency & we reply.');
  });

  it("cuts long text at the last whole word and marks the cut, within the limit", () => {
    const html = `<p>${"staffing ".repeat(40)}</p>`;
    const summary = plainTextSummary(html, 160);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^(staffing )+staffing…$/);
  });
});
