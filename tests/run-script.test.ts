// scripts/run.mjs bundles a TypeScript command line with esbuild and runs its
// main. A bundle is a folder named after the hash of what it is made from:
// made again when a source's bytes change, never because of a file's time.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import * as z from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../src/content/schemas";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runFolder = path.join(projectRoot, "node_modules", ".cache", "run");
const run = promisify(execFile);

/** A command line of its own, outside the project, so its bundles are this test's alone. */
let entry: string;
let entryName: string;
beforeAll(async () => {
  entry = path.join(await mkdtemp(path.join(tmpdir(), "run-script-")), "hello-cli.ts");
  entryName = path.relative(projectRoot, entry).replace(/\.ts$/, "").replace(/[\\/]/g, "--");
});
afterAll(async () => {
  await rm(path.dirname(entry), { recursive: true, force: true });
  for (const name of await bundles()) await rm(path.join(runFolder, name), { recursive: true, force: true });
});

/** This test's bundles in the run folder, by name: a folder each, its entry's module main.mjs. */
async function bundles(): Promise<string[]> {
  return (await readdir(runFolder).catch(() => [] as string[])).filter(
    (name) => name.startsWith(`${entryName}-`) && /-[0-9a-f]{16}$/.test(name),
  );
}

async function writeEntry(word: string): Promise<void> {
  await writeFile(
    entry,
    `export async function main(argv: string[]): Promise<number> {\n  console.log("${word}", argv.join(" "));\n  return 3;\n}\n`,
  );
}

async function runEntry(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/run.mjs", entry, ...args], {
      cwd: projectRoot,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("scripts/run.mjs", () => {
  it("runs a command line's main with its arguments and exits with the code main returns, from the bundle its first run made", async () => {
    await writeEntry("hello");
    expect(await runEntry("a", "b")).toEqual({ code: 3, stdout: "hello a b\n", stderr: "" });
    const [made] = await bundles();
    const written = (await stat(path.join(runFolder, made!, "main.mjs"))).mtimeMs;
    expect(await runEntry("c")).toEqual({ code: 3, stdout: "hello c\n", stderr: "" });
    // Taken, not made again.
    expect(await bundles()).toEqual([made]);
    expect((await stat(path.join(runFolder, made!, "main.mjs"))).mtimeMs).toBe(written);
  });

  it("a source changed to other bytes of the same length and the same modification time is bundled again; one only touched is not", async () => {
    await writeEntry("hello");
    await runEntry();
    const before = await bundles();
    const { mtime } = await stat(entry);
    await writeEntry("howdy");
    await utimes(entry, mtime, mtime);
    expect(await runEntry("x")).toEqual({ code: 3, stdout: "howdy x\n", stderr: "" });
    const after = await bundles();
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    // Touched, bytes unchanged: the same bundle.
    await utimes(entry, new Date(), new Date());
    await runEntry();
    expect(await bundles()).toEqual(after);
  });

  it("a bundle in the cache that cannot be loaded is made again, not a stack trace on every run", async () => {
    // Words of its own, so its bundle is the one new in the folder: the tests before left theirs.
    await writeEntry("damaged");
    const before = await bundles();
    await runEntry();
    const [made] = (await bundles()).filter((name) => !before.includes(name));
    await writeFile(path.join(runFolder, made!, "main.mjs"), "export const main = (;\n");
    expect(await runEntry("again")).toEqual({ code: 3, stdout: "damaged again\n", stderr: "" });
    expect(await readFile(path.join(runFolder, made!, "main.mjs"), "utf8")).toContain("damaged");
  });

  it("the build's bundle is minified and leaves out what the build never runs: esprima, zod's locales", async () => {
    // Made by the test run's global set-up, which builds the site through scripts/run.mjs.
    const bundles = (await readdir(runFolder))
      .filter((name) => /^src--cli-[0-9a-f]{16}$/.test(name))
      .map((name) => path.join(runFolder, name));
    const newest = (
      await Promise.all(
        bundles.map(async (folder) => ({ folder, time: (await stat(path.join(folder, "main.mjs"))).mtimeMs })),
      )
    ).sort((a, b) => b.time - a.time)[0]!;
    const modules = (await readdir(newest.folder)).filter((name) => name.endsWith(".mjs"));
    const source = (await Promise.all(modules.map((name) => readFile(path.join(newest.folder, name), "utf8")))).join(
      "\n",
    );
    expect(source).toContain("renderToStaticMarkup");
    expect(source).not.toMatch(/require\)?\(['"]esprima['"]\)/);
    // zod's English messages, and none of its other locales' (Russian: "Invalid input").
    expect(source).toContain("Invalid input");
    expect(source).not.toContain("Неверный ввод");
    // Minified it is about 0.8 MB; not minified, about 1.6 MB.
    expect(source.length).toBeLessThan(1_000_000);
  });
});

describe("zod", () => {
  it("makes the content schemas without its JIT, which costs more than it saves on a site of this size", () => {
    expect(z.config().jitless).toBe(true);
  });
});
