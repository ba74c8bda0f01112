// Byte budgets for a visitor on a phone. Byte counts are deterministic, so
// they are tested like behaviour: a page that grows past its budget fails
// `npm test` with the page and the bytes named.
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { buildProjectSite, builtPages } from "./support/site";
import { parsePage } from "./support/dom";
import { phoneBudget, pickedWidth } from "../src/images/places";

/**
 * RFC 6928 lets a server send 10 segments before the first acknowledgement:
 * 10 × 1,460 bytes of payload. A page whose HTML and render-blocking CSS fit
 * in that first round trip can paint without waiting for another.
 */
const firstRoundTripBytes = 14_600;
/** D11: the one client script stays under 2 KB gzipped. */
const clientScriptBytes = 2_048;

const fontFilePattern = /\.(woff2?|ttf|otf|eot)$/i;

/** Level 9, the most a host's static compression would use. */
function gzippedBytes(contents: string | Uint8Array): number {
  return gzipSync(contents, { level: 9 }).byteLength;
}

const bytes = (count: number) => `${count.toLocaleString("en-GB")} bytes`;

async function outputFile(urlPath: string, page: string): Promise<string | Uint8Array> {
  const { output } = await buildProjectSite();
  const file = output.files.get(urlPath.replace(/^\//, ""));
  if (!file) throw new Error(`${page} links to ${urlPath}, which the build does not write`);
  return file.contents;
}

/** Stylesheets the browser must fetch before it paints: every stylesheet link not limited to print or made non-blocking. */
function renderBlockingStylesheets(document: Document): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
    .filter((link) => !link.hasAttribute("disabled") && link.getAttribute("media") !== "print")
    .map((link) => link.getAttribute("href") ?? "");
}

/** A classic script without defer or async stops the parser until it has downloaded and run. */
function isRenderBlocking(script: HTMLScriptElement): boolean {
  return script.getAttribute("type") !== "module" && !script.hasAttribute("defer") && !script.hasAttribute("async");
}

interface CriticalPath {
  page: string;
  html: number;
  css: number;
  total: number;
}

async function criticalPaths(): Promise<CriticalPath[]> {
  const measured: CriticalPath[] = [];
  for (const [page, html] of await builtPages()) {
    const document = parsePage(html);
    let css = 0;
    for (const href of renderBlockingStylesheets(document)) css += gzippedBytes(await outputFile(href, page));
    const htmlBytes = gzippedBytes(html);
    measured.push({ page, html: htmlBytes, css, total: htmlBytes + css });
  }
  return measured;
}

describe("pages reach a phone in the first round trip", () => {
  test("the budget is measured on every page the build writes, the home page and 404 page among them", async () => {
    const pages = (await criticalPaths()).map(({ page }) => page);
    expect(pages).toContain("index.html");
    expect(pages).toContain("404.html");
    expect(pages).toContain("privacy/index.html");
    expect(pages.length).toBeGreaterThanOrEqual(12);
  });

  test("every page's HTML plus its render-blocking CSS is at most 14,600 bytes gzipped", async () => {
    const overBudget = (await criticalPaths())
      .filter(({ total }) => total > firstRoundTripBytes)
      .map(
        ({ page, html, css, total }) =>
          `${page}: ${bytes(total)} gzipped (HTML ${bytes(html)} + CSS ${bytes(css)}), ${bytes(total - firstRoundTripBytes)} over the ${bytes(firstRoundTripBytes)} budget`,
      );
    expect(overBudget).toEqual([]);
  });

  test("every page links its stylesheet, so the CSS is counted rather than skipped", async () => {
    const withoutStylesheet = (await builtPages())
      .filter(([, html]) => renderBlockingStylesheets(parsePage(html)).length === 0)
      .map(([page]) => page);
    expect(withoutStylesheet).toEqual([]);
  });
});

describe("the client script", () => {
  test("no page loads a script that blocks rendering: every script is deferred, async or a module", async () => {
    const blocking = (await builtPages()).flatMap(([page, html]) =>
      [...parsePage(html).querySelectorAll<HTMLScriptElement>("script[src]")]
        .filter(isRenderBlocking)
        .map(
          (script) =>
            `${page}: <script src="${script.getAttribute("src")}"> has neither defer, async nor type="module"`,
        ),
    );
    expect(blocking).toEqual([]);
  });

  test("the scripts each page loads come to at most 2,048 bytes gzipped", async () => {
    const overBudget: string[] = [];
    let measuredPages = 0;
    for (const [page, html] of await builtPages()) {
      let total = 0;
      for (const script of parsePage(html).querySelectorAll("script[src]")) {
        total += gzippedBytes(await outputFile(script.getAttribute("src") ?? "", page));
      }
      if (total > 0) measuredPages += 1;
      if (total > clientScriptBytes)
        overBudget.push(
          `${page}: scripts are ${bytes(total)} gzipped, ${bytes(total - clientScriptBytes)} over the ${bytes(clientScriptBytes)} budget`,
        );
    }
    expect(overBudget).toEqual([]);
    expect(measuredPages, "no page loads the client script, so the budget measured nothing").toBeGreaterThan(0);
  });
});

describe("no web fonts", () => {
  test("no stylesheet the build writes declares @font-face", async () => {
    const { output } = await buildProjectSite();
    const declaring = [...output.files]
      .filter(([file]) => file.endsWith(".css"))
      .filter(([, { contents }]) => /@font-face/i.test(String(contents)))
      .map(([file]) => file);
    const pagesWithInlineFonts = (await builtPages())
      .filter(([, html]) =>
        [...parsePage(html).querySelectorAll("style")].some((style) => /@font-face/i.test(style.textContent ?? "")),
      )
      .map(([page]) => page);
    expect([...declaring, ...pagesWithInlineFonts]).toEqual([]);
  });

  test("the build writes no font files and no page preloads or links one", async () => {
    const { output } = await buildProjectSite();
    const fontFiles = [...output.files.keys()].filter((file) => fontFilePattern.test(file));
    const fontLinks = (await builtPages()).flatMap(([page, html]) =>
      [...parsePage(html).querySelectorAll("link[href]")]
        .filter(
          (link) =>
            link.getAttribute("as") === "font" ||
            fontFilePattern.test(link.getAttribute("href") ?? "") ||
            /fonts\.(googleapis|gstatic)\.com/.test(link.getAttribute("href") ?? ""),
        )
        .map((link) => `${page}: <link href="${link.getAttribute("href")}">`),
    );
    expect([...fontFiles, ...fontLinks]).toEqual([]);
  });
});

describe("nothing shifts as images load", () => {
  test("every <img> on every page has a whole-number width and height", async () => {
    let images = 0;
    const missing = (await builtPages()).flatMap(([page, html]) =>
      [...parsePage(html).querySelectorAll("img")].flatMap((image) => {
        images += 1;
        const sized = ["width", "height"].every((name) => /^[1-9]\d*$/.test(image.getAttribute(name) ?? ""));
        return sized
          ? []
          : [
              `${page}: <img src="${image.getAttribute("src")}"> has width="${image.getAttribute("width")}" height="${image.getAttribute("height")}"`,
            ];
      }),
    );
    expect(missing).toEqual([]);
    expect(images, "the site shows photographs, so a page with none means the check measured nothing").toBeGreaterThan(
      0,
    );
  });
});

describe("photographs on a phone (D42)", () => {
  /** Every srcset candidate a page offers from the site itself: the uploaded photographs' files. */
  const ownCandidates = (srcset: string) =>
    srcset
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/))
      .map(([url, width]) => ({ url: url!, width: Number(width!.replace(/w$/, "")) }));

  test("the largest image a 390 px phone downloads on any page, at 1x to 3x, is at most 60 KB", async () => {
    const { output } = await buildProjectSite();
    const picked: { page: string; url: string; bytes: number }[] = [];
    for (const [page, html] of await builtPages()) {
      // A phone takes the first <source> whose type it knows (every phone browser knows WebP), else the <img>.
      for (const element of parsePage(html).querySelectorAll("picture > source[srcset], img[srcset]")) {
        if (element.tagName === "IMG" && element.parentElement?.querySelector("source")) continue;
        const candidates = ownCandidates(element.getAttribute("srcset")!).filter(({ url }) => url.startsWith("/"));
        if (candidates.length === 0) continue;
        for (const density of phoneBudget.densities) {
          const width = pickedWidth(
            candidates.map((candidate) => candidate.width),
            element.getAttribute("sizes")!,
            phoneBudget.viewport,
            density,
          );
          const url = candidates.find((candidate) => candidate.width === width)!.url;
          picked.push({ page, url, bytes: output.files.get(url.slice(1))!.contents.length });
        }
      }
    }
    expect(
      picked.length,
      "the real site shows an uploaded photograph, so finding none means the check measured nothing",
    ).toBeGreaterThan(0);
    const largest = picked.reduce((most, file) => (file.bytes > most.bytes ? file : most));
    expect(largest.bytes, `${largest.page}: ${largest.url} is ${bytes(largest.bytes)}`).toBeLessThanOrEqual(
      phoneBudget.bytes,
    );
  });
});
