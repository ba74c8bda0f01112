// The W3C's Nu Html Checker (vnu), the checker auditors run, finds no error
// on any page the site serves to visitors. It needs Java; on a machine
// without it this file is skipped and says so, and html-validate.test.ts
// still checks every page.
import { execFile, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import fg from "fast-glob";
import { describe, expect, inject, it } from "vitest";

/** vnu-jar exports the path of its jar. */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

const hasJava = (() => {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The host's form detection reads `netlify-honeypot` on the form (D6); an
 * attribute HTML does not define, so vnu reports it on every form.
 */
const hostAttributes = /Attribute “netlify-honeypot” not allowed/;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

describe.skipIf(!hasJava)("the W3C Nu Html Checker (needs Java)", () => {
  it("reports no error on any visitor page", async () => {
    const dir = inject("builtSiteDir");
    // The editor at /admin/ is Decap CMS's interface and its e-mail templates, not pages of the site (D32).
    const files = fg.sync("**/*.html", { cwd: dir, absolute: true, ignore: ["admin/**"] });
    expect(files.length).toBeGreaterThan(100);
    const run = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failed: { stdout: string; stderr: string }) => failed);
    // vnu writes its report to standard error, and exits 1 when it has anything to say.
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" && !hostAttributes.test(message.message))
      .map(
        (message) =>
          `${message.url.slice(message.url.indexOf(dir) + dir.length)}:${message.lastLine ?? "?"} ${message.message}`,
      );
    expect(errors).toEqual([]);
  }, 240_000);
});
