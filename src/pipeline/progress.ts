// Progress of a long build, shown on a terminal only. In CI logs and when
// output is piped, nothing is printed but the summary line.

export interface BuildProgress {
  stage: "Rendering pages" | "Writing files";
  done: number;
  total: number;
}

export type ProgressListener = (progress: BuildProgress) => void;

interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** A short build never shows progress: the line would only flicker before the summary replaced it. */
const showAfterMilliseconds = 400;
/** Often enough to look alive, rarely enough to cost nothing. */
const redrawEveryMilliseconds = 100;

/**
 * One line, redrawn in place: "Rendering pages… 1,200 of 4,012". clear()
 * removes it, so the summary line that follows stands alone.
 */
export function terminalProgress(stream: ProgressStream): { report: ProgressListener; clear(): void } | undefined {
  if (!stream.isTTY) return undefined;
  const started = performance.now();
  let lastDrawn = 0;
  let shown = false;
  return {
    report({ stage, done, total }) {
      const now = performance.now();
      if (now - started < showAfterMilliseconds || now - lastDrawn < redrawEveryMilliseconds) return;
      lastDrawn = now;
      shown = true;
      stream.write(`\r\x1b[K${stage}… ${done.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")}`);
    },
    clear() {
      if (shown) stream.write("\r\x1b[K");
      shown = false;
    },
  };
}
