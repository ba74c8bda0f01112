// Stage 3 of the build: the stylesheet (lightningcss) and the client script
// (esbuild), each written once under a name that carries a hash of its
// contents, so hosts can cache them for a year.
//
// Bundling them costs more than the rest of a small build's fixed cost
// (loading both bundlers, starting esbuild's service process), and their
// sources rarely change between builds. So bundleAssets keeps the last bundles
// in node_modules/.cache/assets/ with the hash of every file they were made
// from, and bundles again only when one of those files changed. The bundlers
// are loaded only then.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { BuildOptions } from "esbuild";

/** The bundlers (both CommonJS packages) are loaded only when a bundle is made, not when the bundles come from the cache. */
const requireFromHere = createRequire(import.meta.url);
const loadLightningcss = () => requireFromHere("lightningcss") as typeof import("lightningcss");
const loadEsbuild = () => requireFromHere("esbuild") as typeof import("esbuild");

export interface Asset {
  /** The URL path the pages link to, such as /assets/site.3f9c0a1b2d.css */
  href: string;
  contents: Uint8Array;
}

export interface Assets {
  stylesheet: Asset;
  script: Asset;
  /** The editor's own script, loaded by /admin/ only (D32): the preview and the checks before a save. */
  editor: Asset;
  /** The job search (D33): an ES module the job board's pages import only when a candidate starts to search. */
  jobSearch: Asset;
}

/** A bundle and the absolute paths of the files it was made from. */
interface Bundled {
  contents: Uint8Array;
  inputs: string[] | undefined;
}

function sha256(contents: Uint8Array): string {
  return createHash("sha256").update(contents).digest("hex");
}

function hashedHref(name: string, extension: string, hash: string, folder = "assets"): string {
  return `/${folder}/${name}.${hash.slice(0, 10)}.${extension}`;
}

/** Browsers the CSS is lowered for: nesting is flattened for those that lack it. */
const cssTargets = {
  chrome: 100 << 16,
  edge: 100 << 16,
  firefox: 100 << 16,
  safari: (15 << 16) | (4 << 8),
  ios_saf: (15 << 16) | (4 << 8),
};
const cssOptions = { minify: true, targets: cssTargets, drafts: { customMedia: true } };

const scriptOptions = {
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  logLevel: "silent",
} satisfies BuildOptions;

/** site.css imports every component's CSS; lightningcss inlines the imports, flattens nesting and minifies. */
export async function bundleStylesheet(entry: string): Promise<Asset> {
  const { contents } = await stylesheetWithInputs(entry);
  return { href: hashedHref("site", "css", sha256(contents)), contents };
}

async function stylesheetWithInputs(entry: string): Promise<Bundled> {
  const { bundleAsync } = loadLightningcss();
  const inputs = new Set<string>();
  try {
    // lightningcss names no file it read, so they are recorded as it reads them.
    const { code } = await bundleAsync({
      filename: entry,
      ...cssOptions,
      resolver: {
        read(file: string) {
          inputs.add(path.resolve(file));
          return readFileSync(file, "utf8");
        },
      },
    });
    return { contents: code, inputs: [...inputs] };
  } catch {
    // Bundled again as lightningcss reads files itself, for the error it gives (a file this side could not read reads differently).
    const { code } = await bundleAsync({ filename: entry, ...cssOptions }).catch(
      failedWith(`Bundling the stylesheet ${entry}`),
    );
    return { contents: code, inputs: undefined };
  }
}

/** Rethrows with what the build was doing, keeping the cause (lightningcss and esbuild name the line). */
function failedWith(doing: string) {
  return (cause: unknown): never => {
    throw new Error(`${doing} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  };
}

export async function bundleClientScript(entry: string): Promise<Asset> {
  const { contents } = await clientScriptWithInputs(entry);
  return { href: hashedHref("site", "js", sha256(contents)), contents };
}

/** The editor's script renders the site's own components with React, in its production build (D18). */
const editorOptions = { define: { "process.env.NODE_ENV": '"production"' } } satisfies BuildOptions;

/** The job search is imported with import() (main.ts), so it is an ES module. */
const jobSearchOptions = { format: "esm" } satisfies BuildOptions;

async function clientScriptWithInputs(entry: string, extra: BuildOptions = {}): Promise<Bundled> {
  const { build } = loadEsbuild();
  const result = await build({ entryPoints: [entry], ...scriptOptions, ...extra, write: false, metafile: true }).catch(
    failedWith(`Bundling the client script ${entry}`),
  );
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  // The metafile names inputs from esbuild's working folder, which is the process's.
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  return { contents: output.contents, inputs };
}

/** What a cached bundle was made with; a cache entry made with anything else is not used. */
function recipeOf(sourceDir: string): string {
  const versionOf = (name: string): string => {
    // lightningcss's exports map does not name its package.json: walk up from its main file.
    for (
      let folder = path.dirname(requireFromHere.resolve(name));
      folder !== path.dirname(folder);
      folder = path.dirname(folder)
    ) {
      try {
        const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as {
          name?: string;
          version?: string;
        };
        if (manifest.name === name) return `${name}@${manifest.version}`;
      } catch {
        // No package.json here: look further up.
      }
    }
    throw new Error(`The installed version of ${name} could not be found`);
  };
  return JSON.stringify({
    format: 2,
    sourceDir,
    esbuild: versionOf("esbuild"),
    lightningcss: versionOf("lightningcss"),
    cssOptions,
    scriptOptions,
    editorOptions,
    jobSearchOptions,
  });
}

const bundleNames = ["stylesheet", "script", "editor", "jobSearch"] as const;
type BundleName = (typeof bundleNames)[number];

/**
 * A small JSON file; the bundles' bytes are files of their own beside it,
 * each named by its SHA-256, read as they are. Kept inside the JSON as
 * base64 (1.2 MB, the editor's script most of it), they cost every build a
 * decoding of the text, its parse and the base64's decoding, a tenth of a
 * rebuild of the real site with nothing changed (BENCHMARKS.md's history).
 */
interface CacheEntry {
  recipe: string;
  /** Every file the bundles were made from, with the SHA-256 of its bytes. */
  inputs: Record<string, string>;
  /** Each bundle's SHA-256, which names its file in the cache folder. */
  bundles: Record<BundleName, string>;
}

const bundleFile = (cacheDir: string, hash: string) => path.join(cacheDir, `${hash}.bundle`);

function hashOf(file: string): string {
  return sha256(readFileSync(file));
}

/** A bundle and its SHA-256, which names it. */
interface CachedBundle {
  contents: Uint8Array;
  hash: string;
}

/** The cached bundles, if the cache holds some made with this recipe from files that are all as they were, each file's bytes still the ones its name's hash says. */
async function readCache(entryFile: string, recipe: string): Promise<Record<BundleName, CachedBundle> | undefined> {
  try {
    const entry = JSON.parse(await readFile(entryFile, "utf8")) as CacheEntry;
    if (entry.recipe !== recipe || typeof entry.bundles !== "object") return undefined;
    for (const [file, hash] of Object.entries(entry.inputs)) if (hashOf(file) !== hash) return undefined;
    const read = async (name: BundleName): Promise<CachedBundle | undefined> => {
      const hash = entry.bundles[name];
      const contents = await readFile(bundleFile(path.dirname(entryFile), hash));
      return sha256(contents) === hash ? { contents, hash } : undefined;
    };
    const [stylesheet, script, editor, jobSearch] = await Promise.all(bundleNames.map(read));
    if (!stylesheet || !script || !editor || !jobSearch) return undefined;
    return { stylesheet, script, editor, jobSearch };
  } catch {
    // No cache yet, an unreadable one, a bundle's file gone, or an input that is gone: bundle again.
    return undefined;
  }
}

/** Written beside and renamed into place, so a build started at the same moment never reads half an entry. A cache that cannot be written only costs speed. */
/**
 * The files whose bytes key the cache: every input of the generator's own,
 * and, for the thousands of installed packages' files the bundles read (the
 * editor's alone reads over 2,000, 80 ms to hash on every build), the
 * lockfile that says which packages are installed. Without a lockfile, each
 * of those files is hashed.
 */
function cacheKeyFiles(inputs: string[], lockFile: string): string[] {
  const installed = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);
  if (!inputs.some(installed) || !existsSync(lockFile)) return inputs;
  return [...inputs.filter((file) => !installed(file)), lockFile];
}

async function writeCache(
  entryFile: string,
  recipe: string,
  bundles: Record<BundleName, Bundled>,
  settings: string[],
  lockFile: string,
): Promise<void> {
  const { stylesheet, script, editor, jobSearch } = bundles;
  if (!stylesheet.inputs || !script.inputs || !editor.inputs || !jobSearch.inputs) return;
  try {
    const inputs: Record<string, string> = {};
    for (const file of cacheKeyFiles(
      [...stylesheet.inputs, ...script.inputs, ...editor.inputs, ...jobSearch.inputs, ...settings],
      lockFile,
    ))
      inputs[file] = hashOf(file);
    const hashes = Object.fromEntries(bundleNames.map((name) => [name, sha256(bundles[name].contents)])) as Record<
      BundleName,
      string
    >;
    const entry: CacheEntry = { recipe, inputs, bundles: hashes };
    const cacheDir = path.dirname(entryFile);
    await mkdir(cacheDir, { recursive: true });
    const replaced = await readFile(entryFile, "utf8").then(
      (text) => (JSON.parse(text) as Partial<CacheEntry>).bundles,
      () => undefined,
    );
    // The bundles first, each named by its hash (so two builds writing at once write the same bytes to a name), the entry naming them last.
    for (const name of bundleNames) {
      const partial = `${bundleFile(cacheDir, hashes[name])}.${process.pid}.partial`;
      await writeFile(partial, bundles[name].contents);
      await rename(partial, bundleFile(cacheDir, hashes[name]));
    }
    const partial = `${entryFile}.${process.pid}.partial`;
    await writeFile(partial, JSON.stringify(entry));
    await rename(partial, entryFile);
    // The bundles of the entry replaced, where this one does not name them: a build reading that entry meanwhile bundles again.
    const kept = new Set(Object.values(hashes));
    for (const hash of Object.values(replaced ?? {}))
      if (typeof hash === "string" && /^[0-9a-f]{64}$/.test(hash) && !kept.has(hash))
        await rm(bundleFile(cacheDir, hash), { force: true });
  } catch {
    // Read-only or missing folder, or an input esbuild named that is not a file: the next build bundles again.
  }
}

/**
 * sourceDir is the generator's src/ folder, which holds styles/site.css and
 * client/main.ts. The bundles are cached in cacheDir, by default the
 * node_modules/.cache/assets/ folder beside src/; false reads and writes no
 * cache (--no-cache). A cached bundle is used
 * only while every file it was made from has the same bytes (for installed
 * packages, while package-lock.json does: cacheKeyFiles); a file added where
 * an import would find it before the one it found is not noticed, nor an
 * installed package edited by hand.
 */
export async function bundleAssets(
  sourceDir: string,
  cacheDir: string | false = path.join(sourceDir, "..", "node_modules", ".cache", "assets"),
): Promise<Assets> {
  const recipe = recipeOf(sourceDir);
  const entryFile =
    cacheDir && path.join(cacheDir, `${createHash("sha256").update(recipe).digest("hex").slice(0, 16)}.json`);
  const cached = entryFile ? await readCache(entryFile, recipe) : undefined;
  if (cached) return assetsOf(cached);
  const [stylesheet, script, editor, jobSearch] = await Promise.all([
    stylesheetWithInputs(path.join(sourceDir, "styles", "site.css")),
    clientScriptWithInputs(path.join(sourceDir, "client", "main.ts")),
    clientScriptWithInputs(path.join(sourceDir, "admin", "editor.client.tsx"), editorOptions),
    clientScriptWithInputs(path.join(sourceDir, "client", "job-search.ts"), jobSearchOptions),
  ]);
  // esbuild also reads the TypeScript settings, which its metafile does not list.
  const settings = [path.join(sourceDir, "..", "tsconfig.json")].filter((file) => existsSync(file));
  const bundles = { stylesheet, script, editor, jobSearch };
  if (entryFile)
    await writeCache(entryFile, recipe, bundles, settings, path.join(sourceDir, "..", "package-lock.json"));
  return assetsOf(
    Object.fromEntries(
      bundleNames.map((name) => [name, { contents: bundles[name].contents, hash: sha256(bundles[name].contents) }]),
    ) as Record<BundleName, CachedBundle>,
  );
}

/** The bundles under the names the pages link to, each carrying its hash. */
function assetsOf(bundles: Record<BundleName, CachedBundle>): Assets {
  const asset = (name: string, extension: string, { contents, hash }: CachedBundle, folder = "assets"): Asset => ({
    href: hashedHref(name, extension, hash, folder),
    contents,
  });
  return {
    stylesheet: asset("site", "css", bundles.stylesheet),
    script: asset("site", "js", bundles.script),
    // Under /admin/, never /assets/: no page but the editor's may load it, and /admin/ has its own headers (D32).
    editor: asset("editor", "js", bundles.editor, "admin"),
    jobSearch: asset("job-search", "js", bundles.jobSearch),
  };
}
