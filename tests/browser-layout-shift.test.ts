// D31: nothing moves after the first paint. On a mid-range phone (412 px
// wide, the CPU slowed four times, so the menu script runs well after the
// first paint, as it does on a phone network), one page of each kind has a cumulative layout shift of 0: the header's
// collapsed menu is drawn by CSS from the start, not by the script later.
// Without JavaScript the navigation list still shows expanded (D12).
// And a page that arrives in pieces is painted as it comes, and nothing painted
// moves as the rest comes in: what follows has its room held (Header.css), so
// no page needs to hold back its first paint. On a phone the header takes at
// most 80 px once the visitor scrolls, its 24/7 bar scrolled away.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { useBrowserAndSiteForChecks, navigation, openWatchedPage } from "./support/browser";
import { pageOfEachKind, pagesWithDistinctHeaders } from "./support/browser-pages";

const phoneWidth = 412;
/** What Lighthouse uses for a mid-range phone. */
const cpuSlowdown = 4;
/**
 * On a phone network the deferred script arrives after the page has been
 * painted; served locally it would arrive first and hide any shift it causes.
 */
const scriptDelayMs = 1_000;

const checks = useBrowserAndSiteForChecks();

/** Every layout shift the page has had since it started loading, with what moved. */
function layoutShifts(): Promise<{ value: number; sources: string[] }[]> {
  interface LayoutShift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node | null }[];
  }
  return new Promise((resolve) => {
    const shifts: { value: number; sources: string[] }[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `<${node.tagName.toLowerCase()} class="${node.className}">`
            : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    });
    // buffered: the shifts that happened before this observer was made.
    observer.observe({ type: "layout-shift", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(shifts);
    }, 1_000);
  });
}

/**
 * A server in front of the site that sends one page in pieces, a pause after
 * each, as a slow network does; everything else it passes on whole.
 */
async function serveInPieces(
  siteUrl: string,
  urlPath: string,
  cutBefore: string[],
  pauseMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? "/", siteUrl));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      });
      if (request.url !== urlPath) return response.end(body);
      const html = body.toString("utf8");
      let from = 0;
      for (const marker of cutBefore) {
        const at = html.indexOf(marker, from);
        if (at < 0) throw new Error(`${urlPath} has no ${marker} to cut before`);
        response.write(html.slice(from, at));
        from = at;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end(html.slice(from));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("a page that arrives in pieces", () => {
  it("has nothing move as the rest comes in, with no render-blocking element holding back its first paint (Chromium)", async () => {
    const pauseMs = 400;
    // Cut inside the header's phone link (its icon before its words and number), inside its first row
    // (the menu button after the Jobs link), inside the home page's hero, and just before the footer.
    const cuts = [
      "<span>24/7",
      '<button class="site-header__toggle"',
      '<div class="hero__text">',
      '<p class="hero__lead">',
      "<footer",
    ];
    const slow = await serveInPieces(checks.site.url, "/", cuts, pauseMs);
    const watched = await openWatchedPage(
      checks.browser,
      { ...checks.site, url: slow.url },
      { width: phoneWidth, height: 915, javaScript: true, isMobile: true },
    );
    try {
      await watched.page.goto("/", { waitUntil: "load" });
      const shifts = await watched.page.evaluate(layoutShifts);
      expect(shifts).toEqual([]);
      // Nothing holds the first paint back until the rest has come (a render-blocking <link rel="expect">): room is held instead.
      expect(await watched.page.locator("[blocking]").count()).toBe(0);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
      await slow.close();
    }
  }, 60_000);
});

describe("the header on a phone", () => {
  it("holds the room of what comes later in its rows, so what arrived first never moves: the Jobs link before the menu button, the phone icon before its number (320 to 1199 px)", async () => {
    const moved: string[] = [];
    for (const width of [320, 360, 390, 412, 768, 1024, 1199]) {
      const watched = await openWatchedPage(checks.browser, checks.site, {
        width,
        height: 844,
        javaScript: true,
        isMobile: width < 768,
      });
      try {
        await watched.page.goto("/", { waitUntil: "load" });
        // Each piece taken away as if it had not arrived yet; what came before it must stay where it is.
        const positions = await watched.page.evaluate(() => {
          const left = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().left);
          const jobs = left(".site-header__jobs");
          const icon = left(".site-header__phone svg");
          document.querySelector(".site-header__toggle")!.remove();
          const jobsAlone = left(".site-header__jobs");
          for (const part of document.querySelectorAll(".site-header__phone > :not(svg)")) part.remove();
          for (const text of [...document.querySelector(".site-header__phone")!.childNodes].filter(
            (node) => node.nodeType === Node.TEXT_NODE,
          ))
            text.remove();
          return { jobs, jobsAlone, icon, iconAlone: left(".site-header__phone svg") };
        });
        if (positions.jobs !== positions.jobsAlone)
          moved.push(
            `${width} px: the Jobs link moves from ${positions.jobsAlone} to ${positions.jobs} when the menu button arrives`,
          );
        if (positions.icon !== positions.iconAlone)
          moved.push(
            `${width} px: the phone icon moves from ${positions.iconAlone} to ${positions.icon} when its number arrives`,
          );
        expect(watched.problems).toEqual([]);
      } finally {
        await watched.context.close();
      }
    }
    expect(moved).toEqual([]);
  }, 120_000);

  it("takes at most 80 px once the visitor scrolls, its 24/7 line back at the top of the page, with JavaScript", async () => {
    const watched = await openWatchedPage(checks.browser, checks.site, {
      width: 390,
      height: 844,
      javaScript: true,
      isMobile: true,
    });
    try {
      await watched.page.goto("/jobs/", { waitUntil: "load" });
      const header = watched.page.locator("header");
      const phone = header.getByRole("link", { name: /24\/7/ });
      expect(await phone.isVisible()).toBe(true);
      await watched.page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      const box = await header.boundingBox();
      // What the header covers of the screen: the part of it below the top edge.
      expect(box!.y + box!.height).toBeLessThanOrEqual(80);
      expect(await header.getByRole("link", { name: "Jobs", exact: true }).isVisible()).toBe(true);
      await watched.page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const phoneBox = await phone.boundingBox();
      expect(phoneBox!.y).toBeGreaterThanOrEqual(0);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  }, 60_000);
});

describe(`at ${phoneWidth} px with the CPU slowed ${cpuSlowdown}x and the script arriving late`, () => {
  it("with JavaScript, no page moves after its first paint (cumulative layout shift 0)", async () => {
    const watched = await openWatchedPage(checks.browser, checks.site, {
      width: phoneWidth,
      height: 915,
      javaScript: true,
      isMobile: true,
    });
    const cdp = await watched.context.newCDPSession(watched.page);
    await watched.page.route(
      (url) => url.pathname.endsWith(".js"),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
        await route.continue();
      },
    );
    const shifted: string[] = [];
    try {
      // What moves a page is its template and the shared stylesheet and script, so one page of each kind.
      for (const urlPath of pageOfEachKind(checks.site.dir)) {
        // Slowed while the page loads and its deferred script runs (the load event waits for it),
        // then back to full speed for the second in which later shifts are collected: Chromium's
        // throttle keeps a core busy for as long as it is on, and what moves, moves at any speed.
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        await watched.page.goto(urlPath, { waitUntil: "load" });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        const shifts = await watched.page.evaluate(layoutShifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total > 0)
          shifted.push(
            `${urlPath}: layout shift ${total.toFixed(3)} (${shifts.flatMap((shift) => shift.sources).join(", ")})`,
          );
      }
      expect(shifted).toEqual([]);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  }, 120_000);

  it("without JavaScript, every header shows the whole navigation list and no menu toggle", async () => {
    const watched = await openWatchedPage(checks.browser, checks.site, {
      width: phoneWidth,
      javaScript: false,
      isMobile: true,
    });
    try {
      // The header is one component: pages differ in it only by which link is marked as current.
      for (const urlPath of pagesWithDistinctHeaders(checks.site.dir, checks.pagePaths)) {
        await watched.page.goto(urlPath);
        const header = watched.page.locator("header");
        expect(await header.getByRole("button").count(), `${urlPath}: no toggle without JavaScript`).toBe(0);
        for (const { label } of navigation) {
          expect(
            await header.getByRole("link", { name: label, exact: true }).isVisible(),
            `${urlPath}: "${label}" is visible`,
          ).toBe(true);
        }
      }
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  }, 60_000);
});
