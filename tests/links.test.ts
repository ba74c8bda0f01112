// The integrity check over the built site (src/check/links.ts): no internal
// href, src, srcset or form action leads to a file that was not built, and no
// #fragment to an id that does not exist.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { findBrokenReferences, formatBrokenReference } from "../src/check/links";

describe("every internal reference in the built site leads somewhere", () => {
  it("finds no broken href, src, srcset, action or #fragment in a fresh build", async () => {
    const broken = await findBrokenReferences(inject("builtSiteDir"));
    expect(broken.map(formatBrokenReference)).toEqual([]);
  });
});

describe("the check catches what it is there to catch", () => {
  let planted: string;
  beforeAll(async () => {
    planted = await mkdtemp(path.join(tmpdir(), "links-planted-"));
    await cp(inject("builtSiteDir"), planted, { recursive: true });
    const about = path.join(planted, "about", "index.html");
    const html = await readFile(about, "utf8");
    const extra = [
      '<a href="/careers/">a page that was never built</a>',
      '<a href="/sectors/#space-tourism">a sector that does not exist</a>',
      '<a href="/contact">a folder without its trailing slash</a>',
      '<img src="/assets/missing.png" alt="" width="1" height="1">',
      '<img src="/favicon.svg" srcset="/favicon.svg 1x, /assets/missing@2x.png 2x" alt="" width="1" height="1">',
      '<form action="/thanks/" method="post"></form>',
      '<a href="#no-such-section">a fragment on this page</a>',
      '<a href="https://example.com/nowhere/">an external link, not ours to check</a>',
    ].join("");
    await writeFile(about, html.replace("</main>", `${extra}</main>`));
  });
  afterAll(async () => {
    await rm(planted, { recursive: true, force: true });
  });

  it("reports each planted broken link and fragment with its page, attribute and reason, and nothing else", async () => {
    const broken = await findBrokenReferences(planted);
    expect(broken.map(formatBrokenReference)).toEqual([
      '/about/: a href="/careers/" no careers/index.html was built',
      '/about/: a href="/sectors/#space-tourism" no element on /sectors/ has id="space-tourism"',
      '/about/: a href="/contact" reaches a page only through a redirect; link to /contact/ (D5)',
      '/about/: a href="#no-such-section" no element on /about/ has id="no-such-section"',
      '/about/: img src="/assets/missing.png" no assets/missing.png was built',
      '/about/: form action="/thanks/" no thanks/index.html was built',
      '/about/: img srcset="/assets/missing@2x.png" no assets/missing@2x.png was built',
    ]);
  });
});

describe("a malformed #fragment", () => {
  it("is reported as a broken link, not a crash (URIError)", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "links-fragment-"));
    try {
      await writeFile(path.join(site, "index.html"), '<!DOCTYPE html><main id="top"><a href="/#%E0%A4%A">broken escape</a></main>');
      const broken = await findBrokenReferences(site);
      expect(broken.map(formatBrokenReference)).toEqual(['/: a href="/#%E0%A4%A" has a malformed %-escape in its #fragment']);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
