// Stage 3 bundles the stylesheet and client script again only when a file they are made from changed.
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { bundleAssets, bundleClientScript, bundleStylesheet } from "../src/pipeline/assets";

/** The generator's own src/. */
const generatorSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "src");

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "assets-cache-"));
  folders.push(folder);
  return folder;
}

/** A generator's src/ in small: site.css imports a component's CSS, main.ts a component's script; the editor and the job search are entries of their own. */
let sourceDir: string;
let cacheDir: string;
beforeEach(async () => {
  sourceDir = path.join(await temporaryFolder(), "src");
  cacheDir = path.join(await temporaryFolder(), "assets");
  await mkdir(path.join(sourceDir, "styles"), { recursive: true });
  await mkdir(path.join(sourceDir, "client"), { recursive: true });
  await mkdir(path.join(sourceDir, "components", "Card"), { recursive: true });
  await mkdir(path.join(sourceDir, "admin"), { recursive: true });
  await writeFile(
    path.join(sourceDir, "styles", "site.css"),
    '@import "../components/Card/Card.css";\nbody { margin: 0; }\n',
  );
  await writeFile(path.join(sourceDir, "components", "Card", "Card.css"), ".card { & h2 { color: navy; } }\n");
  await writeFile(
    path.join(sourceDir, "client", "main.ts"),
    'import { initCard } from "../components/Card/card.client";\ninitCard();\n',
  );
  await writeFile(
    path.join(sourceDir, "components", "Card", "card.client.ts"),
    'export function initCard(): void {\n  document.body.dataset.card = "ready";\n}\n',
  );
  await writeFile(path.join(sourceDir, "admin", "editor.client.tsx"), 'document.title = "Editor";\n');
  await writeFile(
    path.join(sourceDir, "client", "job-search.ts"),
    "export const search = (what: string) => what.trim();\n",
  );
});

const text = (contents: Uint8Array) => Buffer.from(contents).toString("utf8");

/** The one cache entry's file, and when it was last written. */
async function cacheEntry(): Promise<{ file: string; written: number }> {
  const entries = (await readdir(cacheDir)).filter((name) => name.endsWith(".json"));
  expect(entries).toHaveLength(1);
  const file = path.join(cacheDir, entries[0]!);
  return { file, written: (await stat(file)).mtimeMs };
}

describe("cached stylesheet and client script", () => {
  it("a second build from unchanged sources takes both bundles from the cache, byte for byte as bundled afresh", async () => {
    const first = await bundleAssets(sourceDir, cacheDir);
    const before = await cacheEntry();
    const second = await bundleAssets(sourceDir, cacheDir);
    expect((await cacheEntry()).written).toBe(before.written);
    const fresh = {
      stylesheet: await bundleStylesheet(path.join(sourceDir, "styles", "site.css")),
      script: await bundleClientScript(path.join(sourceDir, "client", "main.ts")),
    };
    for (const assets of [first, second]) {
      expect(Buffer.compare(assets.stylesheet.contents, fresh.stylesheet.contents)).toBe(0);
      expect(Buffer.compare(assets.script.contents, fresh.script.contents)).toBe(0);
      expect(assets.stylesheet.href).toBe(fresh.stylesheet.href);
      expect(assets.script.href).toBe(fresh.script.href);
    }
    expect(text(second.stylesheet.contents)).toContain(".card h2{color:navy}");
  });

  it("the generator's own stylesheet and script come from the cache exactly as bundled afresh", async () => {
    const ownCache = await temporaryFolder();
    await bundleAssets(generatorSource, ownCache);
    const cached = await bundleAssets(generatorSource, ownCache);
    const stylesheet = await bundleStylesheet(path.join(generatorSource, "styles", "site.css"));
    const script = await bundleClientScript(path.join(generatorSource, "client", "main.ts"));
    expect(Buffer.compare(cached.stylesheet.contents, stylesheet.contents)).toBe(0);
    expect(Buffer.compare(cached.script.contents, script.contents)).toBe(0);
  });

  it("a change to a CSS file that site.css imports changes the stylesheet, not the script", async () => {
    const before = await bundleAssets(sourceDir, cacheDir);
    await writeFile(path.join(sourceDir, "components", "Card", "Card.css"), ".card { & h2 { color: maroon; } }\n");
    const after = await bundleAssets(sourceDir, cacheDir);
    expect(text(after.stylesheet.contents)).toContain(".card h2{color:maroon}");
    expect(after.stylesheet.href).not.toBe(before.stylesheet.href);
    expect(after.script.href).toBe(before.script.href);
  });

  it("a change to a module the client script imports from outside src/client/ changes the script", async () => {
    const before = await bundleAssets(sourceDir, cacheDir);
    await writeFile(
      path.join(sourceDir, "components", "Card", "card.client.ts"),
      'export function initCard(): void {\n  document.body.dataset.card = "shown";\n}\n',
    );
    const after = await bundleAssets(sourceDir, cacheDir);
    expect(text(after.script.contents)).toContain('"shown"');
    expect(after.script.href).not.toBe(before.script.href);
    expect(after.stylesheet.href).toBe(before.stylesheet.href);
  });

  it("a CSS file broken after a bundle was cached still stops the build, naming the stylesheet, with lightningcss's own message", async () => {
    await bundleAssets(sourceDir, cacheDir);
    await writeFile(path.join(sourceDir, "components", "Card", "Card.css"), "@import 'missing.css';\n");
    const entry = path.join(sourceDir, "styles", "site.css");
    const uncached = await bundleStylesheet(entry).catch((error: unknown) => error as Error);
    const cached = await bundleAssets(sourceDir, cacheDir).catch((error: unknown) => error as Error);
    expect(cached).toBeInstanceOf(Error);
    expect((cached as Error).message).toBe((uncached as Error).message);
    expect((cached as Error).message).toMatch(/^Bundling the stylesheet .*site\.css failed: No such file or directory/);
  });

  it("a client script broken after a bundle was cached still stops the build, naming the script", async () => {
    await bundleAssets(sourceDir, cacheDir);
    await writeFile(path.join(sourceDir, "components", "Card", "card.client.ts"), "export const = ;\n");
    await expect(bundleAssets(sourceDir, cacheDir)).rejects.toThrow(
      `Bundling the client script ${path.join(sourceDir, "client", "main.ts")} failed: `,
    );
  });

  it("keeps each bundle as a file of its own, named by the SHA-256 of its bytes, and the entry names them: no bundle is re-encoded inside the entry", async () => {
    const assets = await bundleAssets(sourceDir, cacheDir);
    const { file } = await cacheEntry();
    const entry = JSON.parse(await readFile(file, "utf8")) as { bundles: Record<string, string> };
    const sha256 = (contents: Uint8Array) => createHash("sha256").update(contents).digest("hex");
    expect(entry.bundles).toEqual({
      stylesheet: sha256(assets.stylesheet.contents),
      script: sha256(assets.script.contents),
      editor: sha256(assets.editor.contents),
      jobSearch: sha256(assets.jobSearch.contents),
    });
    for (const hash of Object.values(entry.bundles))
      expect((await readdir(cacheDir)).includes(`${hash}.bundle`)).toBe(true);
    expect(await readFile(file, "utf8")).not.toContain(Buffer.from(assets.script.contents).toString("base64"));
  });

  it("a bundle's file in the cache whose bytes are no longer the ones its name says is not used: the assets are bundled again, as afresh", async () => {
    const first = await bundleAssets(sourceDir, cacheDir);
    const { file } = await cacheEntry();
    const { bundles } = JSON.parse(await readFile(file, "utf8")) as { bundles: Record<string, string> };
    await writeFile(path.join(cacheDir, `${bundles.stylesheet}.bundle`), "body{color:red}");
    const second = await bundleAssets(sourceDir, cacheDir);
    expect(text(second.stylesheet.contents)).toBe(text(first.stylesheet.contents));
    expect(second.stylesheet.href).toBe(first.stylesheet.href);
  });

  it("a bundle made again replaces the old one's file in the cache: the cache does not grow with each change", async () => {
    await bundleAssets(sourceDir, cacheDir);
    await writeFile(path.join(sourceDir, "components", "Card", "Card.css"), ".card { & h2 { color: maroon; } }\n");
    const after = await bundleAssets(sourceDir, cacheDir);
    const bundleFiles = (await readdir(cacheDir)).filter((name) => name.endsWith(".bundle"));
    expect(bundleFiles).toHaveLength(4);
    expect(bundleFiles).toContain(`${createHash("sha256").update(after.stylesheet.contents).digest("hex")}.bundle`);
  });

  it("a cache folder that cannot be written costs only speed: the assets are bundled all the same", async () => {
    const blocked = path.join(await temporaryFolder(), "not-a-folder");
    await writeFile(blocked, "a file where the cache folder would be\n");
    const assets = await bundleAssets(sourceDir, blocked);
    expect(text(assets.stylesheet.contents)).toContain(".card h2{color:navy}");
    expect(text(assets.script.contents)).toContain('"ready"');
  });
});
