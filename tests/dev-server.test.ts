// npm run dev through the real command line, on a copy of content/: it
// serves the site, rebuilds when a file changes, and reloads open pages by
// themselves; broken content shows its error in the terminal and in the
// browser while the server keeps running, and fixing the file recovers.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, readFile, rename, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../src/tools/chromium";
import { startDevServer } from "../src/dev/dev-server";
import { buildOnce } from "../src/dev/site-builder";
import { testLaunchArgs } from "./support/browser";
import { copyContent, type ContentFixture } from "./support/content-fixture";
import { parsePage, textOf } from "./support/dom";
import { projectRoot } from "./support/site";

interface RunningDevServer {
  url: string;
  /** Everything it has printed so far, stdout and stderr together. */
  output(): string;
  stop(): Promise<void>;
}

async function startDevCommand(contentDir: string, outDir: string): Promise<RunningDevServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/run.mjs", "src/dev/cli.ts", "--content", contentDir, "--out", outDir, "--port", "0"],
    { cwd: projectRoot, env: { ...process.env, URL: "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let printed = "";
  child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Serving the site at (http:\/\/127\.0\.0\.1:\d+)\//.exec(printed);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", check);
    exited.then(() => reject(new Error(`npm run dev exited before serving:\n${printed}`)), reject);
  });
  return {
    url,
    output: () => printed,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Retries until the check passes: rebuilds take their own time, more so on a busy machine. */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function headingOf(url: string): Promise<{ status: number; heading: string; html: string }> {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, heading: textOf(parsePage(html).querySelector("h1")), html };
}

let content: ContentFixture;
let work: string;
let dev: RunningDevServer;
let browser: Browser | undefined;

beforeAll(async () => {
  content = await copyContent();
  work = await mkdtemp(path.join(tmpdir(), "dev-server-test-"));
  dev = await startDevCommand(content.dir, path.join(work, "site"));
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  await content?.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves the built site with a reload script from its own origin, which no built file contains", async () => {
    const { status, html } = await headingOf(`${dev.url}/privacy/`);
    expect(status).toBe(200);
    expect(parsePage(html).querySelector('script[src="/__dev/reload.js"][defer]')).not.toBeNull();
    const script = await fetch(`${dev.url}/__dev/reload.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("/__dev/events");

    const onDisk = await readFile(path.join(work, "site", "privacy", "index.html"), "utf8");
    expect(onDisk).toContain("<h1");
    expect(onDisk).not.toContain("__dev");
  });

  it("editing a content file changes the served page", async () => {
    await content.edit("pages/privacy.md", (text) => text.replace(/^title: .*$/m, "title: Privacy Notice, as edited"));
    const page = await eventually(async () => {
      const result = await headingOf(`${dev.url}/privacy/`);
      expect(result.heading).toBe("Privacy Notice, as edited");
      return result;
    });
    expect(page.status).toBe(200);
    // The terminal line may arrive a moment after the page: pipes are asynchronous.
    await eventually(async () => expect(dev.output()).toMatch(/privacy\.md changed: built \d+ pages in \d+ ms/));
  });

  it("an invalid edit shows its error in the terminal and in the browser, and the server stays up", async () => {
    await content.edit("sectors/healthcare.md", (text) => text.replace("  - Medical Receptionist\n", ""));
    const problem = `${content.file("sectors/healthcare.md")}: roles: expected exactly 8 roles, found 7`;
    const page = await eventually(async () => {
      const result = await headingOf(`${dev.url}/sectors/`);
      expect(result.status).toBe(500);
      return result;
    });
    expect(page.heading).toBe("The site could not be built");
    expect(textOf(parsePage(page.html).querySelector("pre"))).toContain(problem);
    await eventually(async () => {
      expect(dev.output()).toContain("the build failed, and the server keeps running");
      expect(dev.output()).toContain(problem);
    });
    // Every page says so, and the page still carries the reload script, so it recovers by itself.
    const home = await headingOf(`${dev.url}/`);
    expect(home.status).toBe(500);
    expect(parsePage(home.html).querySelector('script[src="/__dev/reload.js"]')).not.toBeNull();
    // The server is still answering everything else: the stylesheet of the last good build.
    const stylesheet = /href="(\/assets\/site\.[0-9a-f]+\.css)"/.exec(
      await readFile(path.join(work, "site", "index.html"), "utf8"),
    );
    expect((await fetch(`${dev.url}${stylesheet![1]}`)).status).toBe(200);
  });

  it("fixing the file recovers without a restart", async () => {
    await content.edit("sectors/healthcare.md", (text) =>
      text.replace("roles:\n", "roles:\n  - Medical Receptionist\n"),
    );
    const page = await eventually(async () => {
      const result = await headingOf(`${dev.url}/sectors/`);
      expect(result.status).toBe(200);
      return result;
    });
    expect(page.html).toContain("Medical Receptionist");
    await eventually(async () => expect(dev.output()).toContain("the build works again"));
  });

  it("an open page reloads by itself after an edit, within the site's Content-Security-Policy", async () => {
    // There is no network: the stock photographs fail at once, as the other browser tests have them.
    browser = await launchChromium(testLaunchArgs);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    await page.goto(`${dev.url}/privacy/`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Privacy Notice, as edited");

    await content.edit("pages/privacy.md", (text) =>
      text.replace(/^title: .*$/m, "title: Privacy Notice, reloaded by itself"),
    );
    await expect
      .poll(() => page.locator("h1").textContent(), { timeout: 30_000 })
      .toBe("Privacy Notice, reloaded by itself");
    expect(errors).toEqual([]);
  });
});

describe("npm run dev with a symbolic-link loop in content/pages/", () => {
  it("starts and names the link as a content problem (content/ holds no links), instead of crashing on the loop; removing it recovers", async () => {
    const looped = await copyContent();
    const loopWork = await mkdtemp(path.join(tmpdir(), "dev-server-loop-"));
    // A folder linked into itself: followed, its paths grow without end (pages/loop/loop/loop/…).
    await symlink(".", looped.file("pages/loop"));
    let server: RunningDevServer | undefined;
    try {
      server = await startDevCommand(looped.dir, path.join(loopWork, "site"));
      await eventually(async () => expect(server!.output()).toContain("loop: is a symbolic link to ."));
      expect((await headingOf(`${server.url}/privacy/`)).status).toBe(500);
      await rm(looped.file("pages/loop"));
      await looped.edit("pages/privacy.md", (text) =>
        text.replace(/^title: .*$/m, "title: Privacy Notice, beside a loop"),
      );
      await eventually(async () =>
        expect((await headingOf(`${server!.url}/privacy/`)).heading).toBe("Privacy Notice, beside a loop"),
      );
      expect(server.output()).not.toContain("ELOOP");
    } finally {
      await server?.stop();
      await looped.remove();
      await rm(loopWork, { recursive: true, force: true });
    }
  });
});

describe("npm run dev when the content folder goes away and comes back", () => {
  // "mv content content.bak && mv content.bak content" keeps the folder itself; a git checkout of a
  // branch without it deletes the folder, and checking out this branch again writes a new one.
  const ways = [
    {
      how: "renamed away and back",
      goAway: (dir: string, away: string) => rename(dir, away),
      comeBack: (dir: string, away: string) => rename(away, dir),
    },
    {
      how: "deleted and written afresh",
      goAway: async (dir: string, away: string) => {
        await cp(dir, away, { recursive: true });
        await rm(dir, { recursive: true });
      },
      comeBack: (dir: string, away: string) => cp(away, dir, { recursive: true }),
    },
  ];

  it.each(ways)(
    "when it is $how: shows the build-failed page naming the missing folder meanwhile, then serves and rebuilds the site again by itself",
    async ({ goAway, comeBack }) => {
      const moved = await copyContent();
      const movedWork = await mkdtemp(path.join(tmpdir(), "dev-server-moved-"));
      const away = `${moved.dir}.bak`;
      let server: RunningDevServer | undefined;
      try {
        server = await startDevCommand(moved.dir, path.join(movedWork, "site"));
        expect((await headingOf(`${server.url}/privacy/`)).status).toBe(200);

        await goAway(moved.dir, away);
        // Several rebuilds may run while the folder goes; the last one finds it gone.
        const page = await eventually(async () => {
          const result = await headingOf(`${server!.url}/privacy/`);
          expect(result.status).toBe(500);
          expect(textOf(parsePage(result.html).querySelector("pre"))).toContain(
            `The content folder ${moved.dir}${path.sep} does not exist`,
          );
          return result;
        });
        expect(page.heading).toBe("The site could not be built");
        expect(parsePage(page.html).querySelector('script[src="/__dev/reload.js"]')).not.toBeNull();

        await comeBack(moved.dir, away);
        // Within a few seconds, and without a restart: the same server, at the same address.
        await eventually(async () => expect((await headingOf(`${server!.url}/privacy/`)).status).toBe(200), 10_000);
        await eventually(async () => expect(server!.output()).toContain("the build works again"));
        // And the folder is watched again: an edit in it shows.
        await moved.edit("pages/privacy.md", (text) =>
          text.replace(/^title: .*$/m, "title: Privacy Notice, after the folder came back"),
        );
        await eventually(
          async () =>
            expect((await headingOf(`${server!.url}/privacy/`)).heading).toBe(
              "Privacy Notice, after the folder came back",
            ),
          10_000,
        );
      } finally {
        await server?.stop();
        await moved.remove();
        await rm(movedWork, { recursive: true, force: true });
      }
    },
  );
});

describe("two dev servers started one after the other in one process", () => {
  it("each builds and serves its own folder: the second does not take the first one's memory of what it wrote", async () => {
    const folders = await mkdtemp(path.join(tmpdir(), "dev-server-twice-"));
    try {
      for (const name of ["first", "second"]) {
        const server = await startDevServer({
          root: projectRoot,
          contentDir: content.dir,
          staticDir: path.join(projectRoot, "static"),
          outDir: path.join(folders, name),
          port: 0,
          log: () => undefined,
        });
        try {
          expect((await headingOf(`${server.url}/privacy/`)).status).toBe(200);
        } finally {
          await server.close();
        }
        await rm(path.join(folders, name), { recursive: true, force: true });
      }
    } finally {
      await rm(folders, { recursive: true, force: true });
    }
  });
});

describe("a rebuild after an edit", () => {
  it("writes the pages open in a browser first and says so, before it renders and writes the rest", async () => {
    const edited = await copyContent();
    const folder = await mkdtemp(path.join(tmpdir(), "dev-open-first-"));
    const outDir = path.join(folder, "site");
    const options = {
      contentDir: edited.dir,
      outDir,
      staticDir: path.join(projectRoot, "static"),
      sourceDir: path.join(projectRoot, "src"),
      today: "2026-11-21",
    };
    try {
      expect((await buildOnce(options)).ok).toBe(true);
      await edited.edit("vacancies/banqueting-staff-peterborough.md", (text) =>
        text.replace(/^title: .*$/m, "title: Banqueting staff for the winter"),
      );
      const seenWhenTold: string[] = [];
      const outcome = await buildOnce(options, new Set(["/jobs/banqueting-staff-peterborough/"]), () => {
        seenWhenTold.push(
          readFileSync(path.join(outDir, "jobs", "banqueting-staff-peterborough", "index.html"), "utf8"),
        );
        seenWhenTold.push(readFileSync(path.join(outDir, "jobs", "index.html"), "utf8"));
      });
      expect(outcome.ok).toBe(true);
      const [openPage, listing] = seenWhenTold;
      // The open page has the edit; the listing that also shows the title is written with the rest, after.
      expect(openPage).toContain("Banqueting staff for the winter");
      expect(listing).not.toContain("Banqueting staff for the winter");
      expect(await readFile(path.join(outDir, "jobs", "index.html"), "utf8")).toContain(
        "Banqueting staff for the winter",
      );
    } finally {
      await edited.remove();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
