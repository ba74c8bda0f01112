// Long builds show progress on a terminal, and only there: CI logs and pipes
// get the summary line alone.
import { afterEach, describe, expect, it, vi } from "vitest";
import { terminalProgress } from "../src/pipeline/progress";

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, writes, write: (text: string) => writes.push(text) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("build progress", () => {
  it("is never shown when output is not a terminal, as in CI", () => {
    expect(terminalProgress(fakeStream(false))).toBeUndefined();
  });

  it("on a terminal, a build that has run a while redraws one line with the stage and counts, and clears it before the summary", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const stream = fakeStream(true);
    const progress = terminalProgress(stream)!;
    progress.report({ stage: "Rendering pages", done: 10, total: 4012 });
    expect(stream.writes).toEqual([]);

    vi.advanceTimersByTime(500);
    progress.report({ stage: "Rendering pages", done: 1200, total: 4012 });
    vi.advanceTimersByTime(150);
    progress.report({ stage: "Writing files", done: 3090, total: 4021 });
    progress.clear();
    expect(stream.writes).toEqual([
      "\r\x1b[KRendering pages… 1,200 of 4,012",
      "\r\x1b[KWriting files… 3,090 of 4,021",
      "\r\x1b[K",
    ]);
  });

  it("a short build prints nothing at all, so the summary line stands alone", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const stream = fakeStream(true);
    const progress = terminalProgress(stream)!;
    progress.report({ stage: "Rendering pages", done: 12, total: 12 });
    progress.clear();
    expect(stream.writes).toEqual([]);
  });
});
