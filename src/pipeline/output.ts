// The in-memory site: output path → contents. Two sources claiming one path,
// or a file where another path needs a folder, is an error named after both
// (D17), found before anything is swapped in.
import { ContentError, problem, type Problem } from "../content/problems";
import { foldersOf } from "../site-paths";

export interface OutputFile {
  contents: string | Uint8Array;
  /** Where it came from, for the error when two sources claim one path. */
  source: string;
}

export class SiteOutput {
  /** The files held here, by output path, with their contents. */
  readonly files = new Map<string, OutputFile>();
  readonly #conflicts: Problem[] = [];

  /** Holds a file; a second file for a path already held is a conflict, kept for assertNoConflicts. */
  add(outputPath: string, contents: string | Uint8Array, source: string): void {
    const earlier = this.files.get(outputPath);
    if (earlier) this.#conflicts.push(problem(source, undefined, `would be written to ${outputPath}, which ${earlier.source} already writes; rename one of them`));
    else this.files.set(outputPath, { contents, source });
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
        if (fileThere) conflicts.push(problem(fileThere.source, undefined, `would be written to ${folder}, which must be a folder for ${outputPath}, from ${source}; rename one of them`));
      }
    }
    if (conflicts.length > 0) throw new ContentError(conflicts);
  }

  get totalBytes(): number {
    let total = 0;
    for (const { contents } of this.files.values()) total += typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
    return total;
  }
}
