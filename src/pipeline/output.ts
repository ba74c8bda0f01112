// The in-memory site: output path → contents. Two sources claiming one path,
// or a file where another path needs a folder, is an error named after both
// (D17), found before anything is swapped in.
import { ContentError, problem } from "../content/problems";
import { foldersOf } from "../site-paths";

export interface OutputFile {
  contents: string | Uint8Array;
  /** Where it came from, for the error when two sources claim one path. */
  source: string;
}

export class SiteOutput {
  /** The files held here, with their contents. */
  readonly files = new Map<string, OutputFile>();
  /** Every path the site writes, held here or claimed for a page rendered and written later: path → source. */
  readonly #paths = new Map<string, string>();
  readonly #conflicts: string[] = [];

  /** Claims a path for a file written later (a page the build streams to disk): it may conflict, and the manifest lists it. */
  claim(outputPath: string, source: string): boolean {
    const earlier = this.#paths.get(outputPath);
    if (earlier !== undefined) {
      this.#conflicts.push(problem(source, undefined, `would be written to ${outputPath}, which ${earlier} already writes; rename one of them`));
      return false;
    }
    this.#paths.set(outputPath, source);
    return true;
  }

  add(outputPath: string, contents: string | Uint8Array, source: string): void {
    if (this.claim(outputPath, source)) this.files.set(outputPath, { contents, source });
  }

  has(outputPath: string): boolean {
    return this.#paths.has(outputPath);
  }

  /** Every path, held or claimed. */
  get paths(): Iterable<string> {
    return this.#paths.keys();
  }

  /** How many files the site has, held or claimed. */
  get size(): number {
    return this.#paths.size;
  }

  /** Throws every conflict at once: also a file at a path another file needs as its folder (a static file named like a page). */
  assertNoConflicts(): void {
    const conflicts = [...this.#conflicts];
    for (const [outputPath, source] of this.#paths) {
      for (const folder of foldersOf(outputPath)) {
        const fileThere = this.#paths.get(folder);
        if (fileThere !== undefined) conflicts.push(problem(fileThere, undefined, `would be written to ${folder}, which must be a folder for ${outputPath}, from ${source}; rename one of them`));
      }
    }
    if (conflicts.length > 0) throw new ContentError(conflicts);
  }

  /**
   * Byte lengths measured for the last site held, by path: the dev server's
   * next build holds the very same strings for the pages an edit did not
   * touch (the render memo), and measuring 100 MB of them again took longer
   * than rendering the pages that did change.
   */
  static #measured = new Map<string, { contents: string | Uint8Array; bytes: number }>();

  get totalBytes(): number {
    let total = 0;
    const measured = new Map<string, { contents: string | Uint8Array; bytes: number }>();
    for (const [file, { contents }] of this.files) {
      const earlier = SiteOutput.#measured.get(file);
      // The same string object is compared at once; a different one only when its length is the same.
      const bytes = earlier && earlier.contents === contents ? earlier.bytes : typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
      measured.set(file, { contents, bytes });
      total += bytes;
    }
    SiteOutput.#measured = measured;
    return total;
  }
}
