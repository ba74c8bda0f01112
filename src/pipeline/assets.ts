// Stage 3 of the build: the stylesheet (lightningcss) and the client script
// (esbuild), each written once under a name that carries a hash of its
// contents, so hosts can cache them for a year.
import { createHash } from "node:crypto";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { bundleAsync } from "lightningcss";

export interface Asset {
  /** The URL path the pages link to, such as /assets/site.3f9c0a1b2d.css */
  href: string;
  contents: Uint8Array;
}

export interface Assets {
  stylesheet: Asset;
  script: Asset;
}

function hashedHref(name: string, extension: string, contents: Uint8Array): string {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  return `/assets/${name}.${hash}.${extension}`;
}

/** Browsers the CSS is lowered for: nesting is flattened for those that lack it. */
const cssTargets = {
  chrome: 100 << 16,
  edge: 100 << 16,
  firefox: 100 << 16,
  safari: (15 << 16) | (4 << 8),
  ios_saf: (15 << 16) | (4 << 8),
};

/** site.css imports every component's CSS; lightningcss inlines the imports, flattens nesting and minifies. */
export async function bundleStylesheet(entry: string): Promise<Asset> {
  const { code } = await bundleAsync({ filename: entry, minify: true, targets: cssTargets, drafts: { customMedia: true } }).catch(failedWith(`Bundling the stylesheet ${entry}`));
  return { href: hashedHref("site", "css", code), contents: code };
}

/** Rethrows with what the build was doing, keeping the cause (lightningcss and esbuild name the line). */
function failedWith(doing: string) {
  return (cause: unknown): never => {
    throw new Error(`${doing} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  };
}

export async function bundleClientScript(entry: string): Promise<Asset> {
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    write: false,
    logLevel: "silent",
  }).catch(failedWith(`Bundling the client script ${entry}`));
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return { href: hashedHref("site", "js", output.contents), contents: output.contents };
}

/** sourceDir is the generator's src/ folder, which holds styles/site.css and client/main.ts. */
export async function bundleAssets(sourceDir: string): Promise<Assets> {
  const [stylesheet, script] = await Promise.all([
    bundleStylesheet(path.join(sourceDir, "styles", "site.css")),
    bundleClientScript(path.join(sourceDir, "client", "main.ts")),
  ]);
  return { stylesheet, script };
}
