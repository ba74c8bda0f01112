// npm run bench refuses what it cannot use before it builds anything, with a message that names the option.
import { afterEach, describe, expect, it, vi } from "vitest";
import path from "node:path";
import { main } from "../scripts/bench";

const root = path.resolve(__dirname, "..");

describe("npm run bench: options", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names a --work-dir that does not exist and exits 2, making nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const missing = path.join(root, "no-such-folder-for-the-bench");
    expect(await main(["--work-dir", missing, "--sizes", "1", "--vacancies", "", "--edits", "0", "--no-write"], root)).toBe(2);
    expect(errors.mock.calls.flat().join("\n")).toMatch(/--work-dir .*no-such-folder-for-the-bench: expected a folder that exists, found none/);
    await expect(import("node:fs/promises").then((fs) => fs.stat(missing))).rejects.toThrow(/ENOENT/);
  });

  it("names sizes that are not whole numbers and exits 2", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await main(["--sizes", "1000,many"], root)).toBe(2);
    expect(errors.mock.calls.flat().join("\n")).toMatch(/--sizes and --vacancies take whole numbers/);
  });
});
