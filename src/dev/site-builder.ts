// The part of the dev server that changes when src/ changes. The dev server
// bundles this entry with esbuild and imports the bundle; after an edit to
// src/ it bundles and imports it again, so every rebuild runs the generator
// as it is on disk, without restarting the server.
//
// It answers in plain data: a ContentError thrown here is not the same class
// as one the dev server could import, so `instanceof` would not work there.
import { buildSite, type BuildOptions, type BuildSummary } from "../pipeline/build";
import type { OutFolder } from "../pipeline/out-folder";
import type { SiteOutput } from "../pipeline/output";
import { Refusal } from "../pipeline/refusal";
import { writeChangedFiles, writePagesInPlace, type WrittenFiles } from "../pipeline/write";
import { RenderMemo } from "../pipeline/render";
import { ContentError } from "../content/problems";
import { ContentCache } from "../content/load-cache";

export type BuildOutcome =
  | { ok: true; summary: BuildSummary }
  /** Content an editor can fix: the problems, each naming its file and field (D3); or a refused --out or URL (D20). */
  | { ok: false; kind: "content"; message: string }
  /** Anything else, such as a component that throws: the stack, for a developer. */
  | { ok: false; kind: "crash"; message: string };

/** What the last build wrote, so the next writes only what changed (writeChangedFiles). A new import of this module starts afresh with a full write. */
let written: WrittenFiles | undefined;
/** The content files the last builds validated, so an edit validates only the file edited. A new import (src/ changed) starts afresh. */
const cache = new ContentCache("dev server");
/** The pages the last builds rendered, with what each was rendered from, so an edit renders only the pages it changes. */
const renderMemo = new RenderMemo();

/**
 * One build. `openPages` are the paths open in a browser: after the first
 * build, they are written before the rest is rendered, and `onOpenPagesWritten`
 * is told, so they can reload while the build goes on.
 */
export async function buildOnce(options: BuildOptions, openPages: ReadonlySet<string> = new Set(), onOpenPagesWritten?: () => void): Promise<BuildOutcome> {
  try {
    const write = async (out: OutFolder, output: SiteOutput) => {
      written = await writeChangedFiles(out, output, written);
    };
    const firstPages = {
      paths: openPages,
      write: async (out: OutFolder, pages: Map<string, string>) => {
        // The first build writes the whole folder at once; nothing is open yet that it could hurry.
        if (!written || pages.size === 0) return;
        written = await writePagesInPlace(out, pages, written);
        onOpenPagesWritten?.();
      },
    };
    return { ok: true, summary: await buildSite({ ...options, write, cache, renderMemo, firstPages }) };
  } catch (error) {
    if (error instanceof ContentError || error instanceof Refusal) return { ok: false, kind: "content", message: error.message };
    if (!(error instanceof Error)) return { ok: false, kind: "crash", message: String(error) };
    // What the build was doing, then where the error itself came from: this is a developer's tool.
    const cause = error.cause instanceof Error ? error.cause : error;
    return { ok: false, kind: "crash", message: cause === error ? (error.stack ?? error.message) : `${error.message}\n${cause.stack ?? ""}` };
  }
}
