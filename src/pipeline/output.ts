// The in-memory site: output path → contents. Two sources claiming one path
// is an error, named after both (D17), found before anything is written.
import { ContentError, problem } from "../content/problems";

export interface OutputFile {
  contents: string | Uint8Array;
  /** Where it came from, for the error when two sources claim one path. */
  source: string;
}

export class SiteOutput {
  readonly files = new Map<string, OutputFile>();
  readonly #conflicts: string[] = [];

  add(outputPath: string, contents: string | Uint8Array, source: string): void {
    const earlier = this.files.get(outputPath);
    if (earlier) {
      this.#conflicts.push(
        problem(source, undefined, `would be written to ${outputPath}, which ${earlier.source} already writes; rename one of them`),
      );
      return;
    }
    this.files.set(outputPath, { contents, source });
  }

  /** Throws every conflict at once. */
  assertNoConflicts(): void {
    if (this.#conflicts.length > 0) throw new ContentError(this.#conflicts);
  }

  get totalBytes(): number {
    let total = 0;
    for (const { contents } of this.files.values()) {
      total += typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
    }
    return total;
  }
}
