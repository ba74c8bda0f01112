// A throwaway copy of the real content folder, for tests that break it.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { problemLine, type Problem } from "../../src/content/problems";
import { projectPaths } from "./site";

export interface ContentFixture {
  dir: string;
  /** Path of a file in the copy, as the build names it in messages. */
  file(relative: string): string;
  edit(relative: string, change: (text: string) => string): Promise<void>;
  write(relative: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

export async function copyContent(): Promise<ContentFixture> {
  const root = await mkdtemp(path.join(tmpdir(), "content-fixture-"));
  const dir = path.join(root, "content");
  await cp(projectPaths.content, dir, { recursive: true });
  const file = (relative: string) => path.join(dir, relative);
  return {
    dir,
    file,
    async edit(relative, change) {
      const before = await readFile(file(relative), "utf8");
      const after = change(before);
      if (after === before)
        throw new Error(`The edit to ${relative} changed nothing: the test's search text is out of date`);
      await writeFile(file(relative), after);
    },
    async write(relative, text) {
      await writeFile(file(relative), text);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** Runs something and returns the ContentError's problems as the command line lists them, failing if it did not throw one. */
export async function problemsOf(run: () => Promise<unknown>): Promise<readonly string[]> {
  try {
    await run();
  } catch (error) {
    if (error && typeof error === "object" && "problems" in error)
      return (error as { problems: readonly Problem[] }).problems.map(problemLine);
    throw error;
  }
  throw new Error("Expected the content to be rejected, but it was accepted");
}
