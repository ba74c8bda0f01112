// scripts/run.mjs starts a command line close to Node's own start-up: a small
// minified bundle, compiled from V8's code cache, made again only when a source changed.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import * as z from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../src/content/schemas";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runFolder = path.join(projectRoot, "node_modules", ".cache", "run");
const run = promisify(execFile);

/** A command line of its own, outside the project, so its bundle and code cache are this test's alone. */
let entry: string;
let bundle: string;
beforeAll(async () => {
  entry = path.join(await mkdtemp(path.join(tmpdir(), "run-script-")), "hello-cli.ts");
  const entryName = path.relative(projectRoot, entry).replace(/\.ts$/, "").replace(/[\\/]/g, "--");
  bundle = path.join(runFolder, `${entryName}.cjs`);
});
afterAll(async () => {
  await rm(path.dirname(entry), { recursive: true, force: true });
  for (const file of [bundle, `${bundle}.map`, `${bundle}.v8cache`]) await rm(file, { force: true });
});

async function writeEntry(word: string): Promise<void> {
  await writeFile(entry, `export async function main(argv: string[]): Promise<number> {\n  console.log("${word}", argv.join(" "));\n  return 3;\n}\n`);
}

async function runEntry(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/run.mjs", entry, ...args], { cwd: projectRoot, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The first line of a code cache names the bundle it was made from and whether a run filled it. */
async function codeCacheHeader(): Promise<string> {
  const stored = await readFile(`${bundle}.v8cache`);
  return stored.subarray(0, stored.indexOf(10)).toString("latin1");
}

describe("scripts/run.mjs", () => {
  it("runs a command line's main with its arguments and exits with the code main returns, from a code cache made by its first run", async () => {
    await writeEntry("hello");
    const first = await runEntry("a", "b");
    expect(first).toEqual({ code: 3, stdout: "hello a b\n", stderr: "" });
    const { ino, size, mtimeMs } = await stat(bundle);
    expect(await codeCacheHeader()).toBe(`${ino}-${size}-${mtimeMs} full`);
    const cacheWritten = (await stat(`${bundle}.v8cache`)).mtimeMs;
    expect(await runEntry("c")).toEqual({ code: 3, stdout: "hello c\n", stderr: "" });
    // Taken, not made again.
    expect((await stat(`${bundle}.v8cache`)).mtimeMs).toBe(cacheWritten);
  });

  it("a changed source is bundled again, and the code cache of the old bundle is never used for the new one, even of the same length", async () => {
    await writeEntry("hello");
    await runEntry();
    const before = await stat(bundle);
    // Same length: V8 itself would take the old cache for the new source.
    await writeEntry("howdy");
    expect(await runEntry("x")).toEqual({ code: 3, stdout: "howdy x\n", stderr: "" });
    const after = await stat(bundle);
    expect(after.size).toBe(before.size);
    expect(await codeCacheHeader()).toBe(`${after.ino}-${after.size}-${after.mtimeMs} full`);
  });

  it("keeps a code cache a run calls partial (a build whose content was unchanged) only until a run that loads the rest makes a full one, which a partial run never replaces", async () => {
    // The command line's codeCacheIsPartial, answered by an environment variable here.
    await writeFile(
      entry,
      `export const codeCacheIsPartial = () => process.env.PARTIAL === "yes";\nexport async function main(): Promise<number> {\n  return 0;\n}\n`,
    );
    const runAs = (partial: string) => run(process.execPath, ["scripts/run.mjs", entry], { cwd: projectRoot, timeout: 60_000, env: { ...process.env, PARTIAL: partial } });
    await runAs("yes");
    const { ino, size, mtimeMs } = await stat(bundle);
    expect(await codeCacheHeader()).toBe(`${ino}-${size}-${mtimeMs} partial`);
    await runAs("no");
    expect(await codeCacheHeader()).toBe(`${ino}-${size}-${mtimeMs} full`);
    const fullWritten = (await stat(`${bundle}.v8cache`)).mtimeMs;
    await runAs("yes");
    expect((await stat(`${bundle}.v8cache`)).mtimeMs).toBe(fullWritten);
  });

  it("runs a command line's bundle in a worker thread given its path, as the build starts its workers, without calling main", async () => {
    // A bundle that answers its parent when it finds itself in a worker (as src/cli.ts serves the build), and whose main would print.
    await writeFile(
      entry,
      `import { isMainThread, parentPort, workerData } from "node:worker_threads";\nif (!isMainThread) parentPort!.postMessage(\`serving \${workerData.role}\`);\nexport async function main(): Promise<number> {\n  console.log("main ran");\n  return 0;\n}\n`,
    );
    expect(await runEntry()).toEqual({ code: 0, stdout: "main ran\n", stderr: "" });
    const worker = new Worker(pathToFileURL(path.join(projectRoot, "scripts", "run.mjs")), { workerData: { role: "test-worker", bundle }, stdout: true });
    let printed = "";
    worker.stdout.on("data", (chunk) => (printed += chunk));
    const answers: unknown[] = [];
    worker.on("message", (message) => answers.push(message));
    const exitCode = await new Promise((resolve, reject) => {
      worker.once("exit", resolve);
      worker.once("error", reject);
    });
    expect({ answers, exitCode }).toEqual({ answers: ["serving test-worker"], exitCode: 0 });
    expect(printed).toBe("");
  });

  it("the build's bundle is minified and leaves out what the build never runs: react-dom's streaming renderer, esprima, zod's locales", async () => {
    // Made by the test run's global set-up, which builds the site through scripts/run.mjs.
    const source = await readFile(path.join(runFolder, "src--cli.cjs"), "utf8");
    expect(source).toContain("renderToStaticMarkup");
    expect(source).not.toContain("resumeToPipeableStream"); // exported by the streaming build alone
    expect(source).not.toMatch(/require\)?\(['"]esprima['"]\)/);
    // zod's English messages, and none of its other locales' (Russian: "Invalid input").
    expect(source).toContain("Invalid input");
    expect(source).not.toContain("Неверный ввод");
    // Minified it is about 0.6 MB; not minified, 1.4 MB; with all the above, 2 MB.
    expect(source.length).toBeLessThan(800_000);
  });
});

describe("zod", () => {
  it("makes the content schemas without its JIT, which costs more than it saves on a site of this size", () => {
    expect(z.config().jitless).toBe(true);
  });
});
