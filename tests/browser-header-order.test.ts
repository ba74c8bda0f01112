// The header's links are read, tabbed to and seen in one order, Home first and
// the job board's link (D38) after the specification's six, at every width, with
// JavaScript on and off, in a real Chromium against the built sample site.
import { describe, expect, it } from "vitest";
import { useBrowserAndSiteForChecks } from "./support/browser";
import { resetPage, useWatchedPage } from "./support/browser-pages";

const checks = useBrowserAndSiteForChecks();

describe.each([
  { javaScript: true, state: "on" },
  { javaScript: false, state: "off" },
])("with JavaScript $state", ({ javaScript }) => {
  const watched = useWatchedPage(checks, { width: 1280, height: 800, javaScript });

  it.each([320, 390, 768, 1024, 1280, 1920])(
    "at %i px the header's links come in the order Home, the rest, Jobs, in the source and on screen",
    async (width) => {
      await resetPage(watched, { width, height: 800 });
      const { page } = watched;
      await page.goto("/employers/");
      const links = await page.locator(".site-header__inner :is(a, button)").evaluateAll((controls) =>
        controls
          .filter((control) => control.checkVisibility())
          .map((control) => {
            const box = control.getBoundingClientRect();
            return {
              name: (control.textContent ?? "").trim() || control.getAttribute("aria-label"),
              left: Math.round(box.left),
              top: Math.round(box.top),
            };
          }),
      );
      const names = links.map((link) => link.name).filter((name) => name === "Home" || name === "Jobs");
      if (names.includes("Home")) expect(names, "Home before Jobs in the source").toEqual(["Home", "Jobs"]);
      else expect(names, "Jobs in the header with the list folded").toEqual(["Jobs"]);
      // Controls that share a row stand left to right in source order, so sight and the Tab key agree.
      const rows = new Map<number, number[]>();
      for (const link of links) rows.set(link.top, [...(rows.get(link.top) ?? []), link.left]);
      for (const [top, lefts] of rows) expect(lefts, `the row at ${top} px`).toEqual([...lefts].sort((a, b) => a - b));
      expect(watched.problems).toEqual([]);
    },
  );
});
