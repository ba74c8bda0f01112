// The integrity check over a built folder: every internal reference must lead
// to a file as the host resolves it (D5), and every #fragment to an id there.
// External URLs are left alone: the tests have no network.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { urlPathOf } from "../site-paths";
import { alertFunctionPaths } from "../alerts/alert-pages";
import { searchPagePath } from "../jobs/board-paths";

export interface BrokenReference {
  page: string;
  attribute: string;
  value: string;
  problem: string;
}

/** Any origin no real link uses. */
const siteOrigin = "http://built-site.invalid";

const urlAttributes: [selector: string, attribute: string][] = [
  ["a[href]", "href"],
  ["area[href]", "href"],
  ["link[href]", "href"],
  ["img[src]", "src"],
  ["script[src]", "src"],
  ["source[src]", "src"],
  ["iframe[src]", "src"],
  ["video[poster]", "poster"],
  ["form[action]", "action"],
  ["button[formaction]", "formaction"],
];

const srcsetAttributes: [selector: string, attribute: string][] = [
  ["img[srcset]", "srcset"],
  ["source[srcset]", "srcset"],
];

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

interface BuiltPage {
  urlPath: string;
  ids: Set<string>;
  references: { attribute: string; value: string }[];
}

function readPage(urlPath: string, html: string): BuiltPage {
  const { document } = parseHTML(html);
  const ids = new Set<string>();
  for (const element of document.querySelectorAll("[id]")) ids.add(element.getAttribute("id")!);
  for (const element of document.querySelectorAll("a[name]")) ids.add(element.getAttribute("name")!);
  const references: BuiltPage["references"] = [];
  for (const [selector, attribute] of urlAttributes) {
    for (const element of document.querySelectorAll(selector)) {
      references.push({
        attribute: `${element.tagName.toLowerCase()} ${attribute}`,
        value: element.getAttribute(attribute)!,
      });
    }
  }
  for (const [selector, attribute] of srcsetAttributes) {
    for (const element of document.querySelectorAll(selector)) {
      for (const value of srcsetUrls(element.getAttribute(attribute)!)) {
        references.push({ attribute: `${element.tagName.toLowerCase()} ${attribute}`, value });
      }
    }
  }
  return { urlPath, ids, references };
}

type Resolution = { file: string } | { problem: string };

async function resolveOnHost(root: string, urlPath: string): Promise<Resolution> {
  const target = path.join(root, urlPath);
  if (target !== root && !target.startsWith(root + path.sep)) return { problem: "points outside the site" };
  const stats = await stat(target).catch(() => undefined);
  if (urlPath.endsWith("/")) {
    const index = path.join(target, "index.html");
    return (await stat(index).catch(() => undefined))?.isFile()
      ? { file: index }
      : { problem: `no ${path.relative(root, index)} was built` };
  }
  if (stats?.isFile()) return { file: target };
  if (stats?.isDirectory()) return { problem: `reaches a page only through a redirect; link to ${urlPath}/ (D5)` };
  return { problem: `no ${path.relative(root, target) || urlPath} was built` };
}

/** The paths of the host functions the site's forms post to (netlify/functions/). */
const hostFunctionPaths = new Set<string>(Object.values(alertFunctionPaths));
/** Pages a host function answers at a path of the site's own: the job search without JavaScript. */
const hostFunctionPages = new Set<string>([searchPagePath]);

/** Every internal reference in a built folder that leads nowhere, in page order. */
export async function findBrokenReferences(root: string): Promise<BrokenReference[]> {
  const siteRoot = path.resolve(root);
  // Netlify Identity's e-mail templates (D32) link to {{ .SiteURL }}, which the host fills in when it sends them.
  const files = (await fg("**/*.html", { cwd: siteRoot, onlyFiles: true, ignore: ["admin/emails/**"] })).sort();
  const pages = new Map<string, BuiltPage>();
  for (const file of files) {
    const page = readPage(urlPathOf(file), await readFile(path.join(siteRoot, file), "utf8"));
    pages.set(path.join(siteRoot, file), page);
  }

  const broken: BrokenReference[] = [];
  for (const page of pages.values()) {
    for (const { attribute, value } of page.references) {
      let url: URL;
      try {
        url = new URL(value, `${siteOrigin}${page.urlPath}`);
      } catch {
        broken.push({ page: page.urlPath, attribute, value, problem: "is not a valid URL" });
        continue;
      }
      if (url.origin !== siteOrigin) continue;
      // The host's functions (D41) answer these form posts; the build writes no file for them.
      if (attribute.endsWith("action") && hostFunctionPaths.has(url.pathname)) continue;
      if (hostFunctionPages.has(url.pathname)) continue;
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        broken.push({ page: page.urlPath, attribute, value, problem: "has a malformed %-escape" });
        continue;
      }
      const resolution = await resolveOnHost(siteRoot, urlPath);
      if ("problem" in resolution) {
        broken.push({ page: page.urlPath, attribute, value, problem: resolution.problem });
        continue;
      }
      let fragment: string;
      try {
        fragment = decodeURIComponent(url.hash.slice(1));
      } catch {
        broken.push({ page: page.urlPath, attribute, value, problem: "has a malformed %-escape in its #fragment" });
        continue;
      }
      if (fragment === "") continue;
      const target = pages.get(resolution.file);
      if (!target)
        broken.push({ page: page.urlPath, attribute, value, problem: "has a #fragment but does not point at a page" });
      else if (!target.ids.has(fragment))
        broken.push({
          page: page.urlPath,
          attribute,
          value,
          problem: `no element on ${target.urlPath} has id="${fragment}"`,
        });
    }
  }
  return broken;
}

export function formatBrokenReference({ page, attribute, value, problem }: BrokenReference): string {
  return `${page}: ${attribute}="${value}" ${problem}`;
}
