// The part of the dev server that changes when src/ changes. The dev server
// bundles this entry with esbuild and imports the bundle; after an edit to
// src/ it bundles and imports it again, so every rebuild runs the generator
// as it is on disk, without restarting the server.
//
// It answers in plain data: a ContentError thrown here is not the same class
// as one the dev server could import, so `instanceof` would not work there.
import { buildSite, type BuildOptions, type BuildSummary } from "../pipeline/build";
import { Refusal } from "../pipeline/refusal";
import { changedFilesWriter } from "../pipeline/write";
import { ContentError } from "../content/problems";
import { ContentCache } from "../content/load-cache";

export type BuildOutcome =
  | { ok: true; summary: BuildSummary }
  /** Content an editor can fix: the problems, each naming its file and field (D3); or a refused --out or URL (D20). */
  | { ok: false; kind: "content"; message: string }
  /** Anything else, such as a component that throws: the stack, for a developer. */
  | { ok: false; kind: "crash"; message: string };

/** Writes only what changed since the last build; a new import of this module (src/ changed) starts afresh with a full write. */
const writer = changedFilesWriter();
/** The content files the last builds validated, so an edit validates only the file edited. A new import starts afresh. */
const cache = new ContentCache("dev server");

/**
 * One build, through the same buildSite as the command line, with the dev
 * server's writer and cache. `openPages` are the paths open in a browser:
 * after the first build they are written before the rest is rendered, and
 * `onOpenPagesWritten` is told, so they can reload while the build goes on.
 */
export async function buildOnce(
  options: BuildOptions,
  openPages: ReadonlySet<string> = new Set(),
  onOpenPagesWritten?: () => void,
): Promise<BuildOutcome> {
  const show = async (pages: ReadonlyMap<string, Uint8Array>) => {
    if (await writer.writeFirst(pages)) onOpenPagesWritten?.();
  };
  try {
    return {
      ok: true,
      summary: await buildSite(
        { ...options, cache, command: "npm run dev", openPages: { paths: openPages, show } },
        writer.write,
      ),
    };
  } catch (error) {
    if (error instanceof ContentError || error instanceof Refusal)
      return { ok: false, kind: "content", message: error.message };
    if (!(error instanceof Error)) return { ok: false, kind: "crash", message: String(error) };
    // What the build was doing, then where the error itself came from: this is a developer's tool.
    const cause = error.cause instanceof Error ? error.cause : error;
    return {
      ok: false,
      kind: "crash",
      message: cause === error ? (error.stack ?? error.message) : `${error.message}\n${cause.stack ?? ""}`,
    };
  }
}
