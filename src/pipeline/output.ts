// The in-memory site: output path → contents. Two sources claiming one path,
// or a file where another path needs a folder, is an error named after both
// (D17), found before anything is swapped in.
import { readFileSync, statSync } from "node:fs";
import { ContentError, problem, sentence, type Problem } from "../content/problems";
import { foldersOf } from "../site-paths";

export interface OutputFile {
  /** For a copy (copyOf), read from its file when asked. */
  readonly contents: string | Uint8Array;
  /** Where it came from, for the error when two sources claim one path. */
  source: string;
  /**
   * An installed file this one is a byte-for-byte copy of (the editor's 7 MB
   * of Decap CMS): never read by the build, but linked or copied by the
   * writer (write.ts), which cost a small build more than its pages.
   */
  copyOf?: string;
  /** A copy's length, from the file system. */
  byteLength?: number;
}

export class SiteOutput {
  /** The files held here, by output path, with their contents. */
  readonly files = new Map<string, OutputFile>();
  readonly #conflicts: Problem[] = [];

  /** Holds a file; a second file for a path already held is a conflict, kept for assertNoConflicts. */
  add(outputPath: string, contents: string | Uint8Array, source: string): void {
    this.#hold(outputPath, { contents, source });
  }

  /** Holds a copy of an installed file, whose bytes the writer takes from the file itself. */
  addCopy(outputPath: string, file: string, source: string): void {
    this.#hold(outputPath, {
      get contents() {
        return readFileSync(file);
      },
      source,
      copyOf: file,
      byteLength: statSync(file).size,
    });
  }

  #hold(outputPath: string, file: OutputFile): void {
    const earlier = this.files.get(outputPath);
    if (earlier)
      this.#conflicts.push(
        problem(
          file.source,
          undefined,
          sentence(`would be written to ${outputPath}, which ${earlier.source} already writes; rename one of them`),
        ),
      );
    else this.files.set(outputPath, file);
  }

  has(outputPath: string): boolean {
    return this.files.has(outputPath);
  }

  get paths(): Iterable<string> {
    return this.files.keys();
  }

  get size(): number {
    return this.files.size;
  }

  /** Throws every conflict at once: also a file at a path another file needs as its folder (a static file named like a page). */
  assertNoConflicts(): void {
    const conflicts = [...this.#conflicts];
    for (const [outputPath, { source }] of this.files) {
      for (const folder of foldersOf(outputPath)) {
        const fileThere = this.files.get(folder);
        if (fileThere)
          conflicts.push(
            problem(
              fileThere.source,
              undefined,
              sentence(
                `would be written to ${folder}, which must be a folder for ${outputPath}, from ${source}; rename one of them`,
              ),
            ),
          );
      }
    }
    if (conflicts.length > 0) throw new ContentError(conflicts);
  }

  get totalBytes(): number {
    let total = 0;
    for (const file of this.files.values())
      total +=
        file.byteLength ??
        (typeof file.contents === "string" ? Buffer.byteLength(file.contents) : file.contents.byteLength);
    return total;
  }
}
