// The daily scheduled function (D28) rebuilds only when a change day listed
// in the deployed /jobs/closing-dates.json has come. Run with a fake clock,
// a fake fetch and a fake build hook.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import rebuildOnVacancyChange, { config } from "../netlify/functions/rebuild-on-vacancy-change.mjs";
import { decideRebuild, readClosingDates } from "../src/jobs/rebuild-check";

describe("the decision", () => {
  const published = { builtFor: "2026-11-21", changes: ["2026-12-01", "2026-12-13"] };

  it("rebuilds on a listed day", () => {
    expect(decideRebuild(published, "2026-12-01")).toEqual({
      rebuild: true,
      reason: "the open vacancies change on 2026-12-01 and the site was built for 2026-11-21",
    });
  });

  it("rebuilds after a listed day that was missed, since the site is out of date", () => {
    expect(decideRebuild(published, "2026-12-02").rebuild).toBe(true);
  });

  it("does nothing on other days, saying when the next change is", () => {
    expect(decideRebuild(published, "2026-11-30")).toEqual({
      rebuild: false,
      reason: "the next change is on 2026-12-01",
    });
    expect(decideRebuild({ builtFor: "2026-11-21", changes: [] }, "2026-11-22")).toEqual({
      rebuild: false,
      reason: "no vacancy closes or opens on its own after the current build",
    });
  });

  it("accepts only the file's own shape", () => {
    expect(readClosingDates(published)).toEqual(published);
    expect(readClosingDates({ builtFor: "2026-11-21", changes: ["soon"] })).toBeUndefined();
    expect(readClosingDates({ changes: [] })).toBeUndefined();
    expect(readClosingDates("2026-12-01")).toBeUndefined();
  });
});

describe("the scheduled function", () => {
  const hook = "https://api.netlify.example/build_hooks/abc";
  const calls: { url: string; method: string }[] = [];
  let lines: string[] = [];
  let published: unknown = { builtFor: "2026-11-21", changes: ["2026-12-01"] };

  beforeEach(() => {
    calls.length = 0;
    lines = [];
    published = { builtFor: "2026-11-21", changes: ["2026-12-01"] };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.stubEnv("URL", "https://www.ousevalley.example");
    vi.stubEnv("BUILD_HOOK_URL", hook);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? "GET" });
        if (url === hook) return new Response("", { status: 200 });
        if (url === "https://www.ousevalley.example/jobs/closing-dates.json") return Response.json(published);
        return new Response("not found", { status: 404 });
      }),
    );
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("runs daily just after midnight in London, in winter and in summer", () => {
    expect(config.schedule).toBe("30 0 * * *");
  });

  it("POSTs to the build hook on a listed day", async () => {
    vi.setSystemTime(new Date("2026-12-01T00:30:00Z"));
    const response = await rebuildOnVacancyChange();
    expect(await response.text()).toBe("rebuilt");
    expect(calls).toEqual([
      { url: "https://www.ousevalley.example/jobs/closing-dates.json", method: "GET" },
      { url: hook, method: "POST" },
    ]);
    expect(lines).toEqual([
      "Rebuild requested on 2026-12-01: the open vacancies change on 2026-12-01 and the site was built for 2026-11-21.",
    ]);
  });

  it("counts the day in London: at 23:30 UTC on 30 June it is already 1 July", async () => {
    published = { builtFor: "2026-06-20", changes: ["2026-07-01"] };
    vi.setSystemTime(new Date("2026-06-30T23:30:00Z"));
    expect(await (await rebuildOnVacancyChange()).text()).toBe("rebuilt");
    vi.setSystemTime(new Date("2026-06-30T22:30:00Z"));
    expect(await (await rebuildOnVacancyChange()).text()).toBe("not-needed");
  });

  it("does nothing on another day, and says why", async () => {
    vi.setSystemTime(new Date("2026-11-25T00:30:00Z"));
    expect(await (await rebuildOnVacancyChange()).text()).toBe("not-needed");
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
    expect(lines).toEqual(["No rebuild on 2026-11-25: the next change is on 2026-12-01."]);
  });

  it("logs a clear line, and fetches nothing, when no build hook is configured", async () => {
    vi.stubEnv("BUILD_HOOK_URL", "");
    vi.setSystemTime(new Date("2026-12-01T00:30:00Z"));
    const response = await rebuildOnVacancyChange();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("no-hook");
    expect(calls).toEqual([]);
    expect(lines).toEqual([
      "No rebuild check on 2026-12-01: BUILD_HOOK_URL is not set. Create a build hook in the host's settings and set it as an environment variable.",
    ]);
  });

  it("does not rebuild, and says so, when the dates cannot be read", async () => {
    vi.setSystemTime(new Date("2026-12-01T00:30:00Z"));
    published = "<html>";
    expect(await (await rebuildOnVacancyChange()).text()).toBe("failed");
    expect(lines).toEqual([
      "No rebuild on 2026-12-01: https://www.ousevalley.example/jobs/closing-dates.json is not the expected { builtFor, changes } of dates.",
    ]);
    vi.stubEnv("URL", "https://elsewhere.example/");
    lines = [];
    expect(await (await rebuildOnVacancyChange()).text()).toBe("failed");
    expect(lines).toEqual([
      "No rebuild on 2026-12-01: https://elsewhere.example/jobs/closing-dates.json answered 404.",
    ]);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("logs a failing build hook rather than crashing", async () => {
    vi.setSystemTime(new Date("2026-12-01T00:30:00Z"));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === hook) throw new Error("connection refused");
        return Response.json(published);
      }),
    );
    expect(await (await rebuildOnVacancyChange()).text()).toBe("failed");
    expect(lines).toEqual(["Rebuild on 2026-12-01 failed: the build hook could not be called (connection refused)."]);
  });
});
