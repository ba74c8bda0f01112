// Stage 3's errors say which file the build was bundling and keep the cause.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleClientScript, bundleStylesheet } from "../src/pipeline/assets";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "assets-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the bundling to fail");
}

describe("bundling errors", () => {
  it("a stylesheet that cannot be parsed names the stylesheet and keeps the cause", async () => {
    const entry = path.join(dir, "broken.css");
    await writeFile(entry, "@import 'missing.css';\n");
    const error = await failure(() => bundleStylesheet(entry));
    expect(error.message).toMatch(
      new RegExp(`^Bundling the stylesheet ${entry.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} failed: `),
    );
    expect(error.cause).toBeDefined();
  });

  it("a client script that does not compile names the script and keeps the cause", async () => {
    const entry = path.join(dir, "broken.ts");
    await writeFile(entry, "const = ;\n");
    const error = await failure(() => bundleClientScript(entry));
    expect(error.message).toContain(`Bundling the client script ${entry} failed: `);
    expect(error.cause).toBeDefined();
  });
});
