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
    expect(
      await main(["--work-dir", missing, "--sizes", "1", "--vacancies", "", "--edits", "0", "--no-write"], root),
    ).toBe(2);
    expect(errors.mock.calls.flat().join("\n")).toMatch(
      /--work-dir .*no-such-folder-for-the-bench: expected a folder that exists, found nothing/,
    );
    await expect(import("node:fs/promises").then((fs) => fs.stat(missing))).rejects.toThrow(/ENOENT/);
  });

  it("names a --work-dir that is a file and exits 2", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      await main(
        [
          "--work-dir",
          path.join(root, "package.json"),
          "--sizes",
          "1",
          "--vacancies",
          "",
          "--edits",
          "0",
          "--no-write",
        ],
        root,
      ),
    ).toBe(2);
    expect(errors.mock.calls.flat().join("\n")).toMatch(/package\.json: expected a folder that exists, found a file/);
  });

  // /sys is a folder no one, root included, may make a folder in.
  it.runIf(process.platform === "linux")("names a --work-dir it cannot make its folder in and exits 2", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      await main(["--work-dir", "/sys", "--sizes", "1", "--vacancies", "", "--edits", "0", "--no-write"], root),
    ).toBe(2);
    expect(errors.mock.calls.flat().join("\n")).toMatch(
      /--work-dir \/sys: cannot make the benchmark's folder there \(E[A-Z]+\); give a folder you can write to/,
    );
  });

  it("names sizes that are not whole numbers and exits 2", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await main(["--sizes", "1000,many"], root)).toBe(2);
    expect(errors.mock.calls.flat().join("\n")).toMatch(/--sizes and --vacancies take whole numbers/);
  });
});
