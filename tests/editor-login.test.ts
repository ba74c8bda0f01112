// How the agency's staff log in to the editor on the host: GitHub through the
// host's OAuth provider for a new site, Netlify Identity and Git Gateway only
// where a site already has them and says so (src/admin/editor-login.ts, D32).
// The configuration and policy of each, and /admin/ in Chromium up to its
// login control, served from a host name that is not this computer's so
// Decap does not look for the local backend.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  editorLoginVariables,
  githubRepository,
  readEditorLogin,
  type EditorLoginVariables,
} from "../src/admin/editor-login";
import { editorConfig } from "../src/admin/cms-config";
import { buildSite, renderSite } from "../src/pipeline/build";
import { editorSecurityPolicy } from "../src/pipeline/security-policy";
import { startPreviewServer } from "../src/preview/server";
import { launchChromium } from "../src/tools/chromium";
import { projectPaths, testToday } from "./support/site";

const newSite: EditorLoginVariables = { REPOSITORY_URL: "https://github.com/ouse-valley/website", BRANCH: "main" };
const gitGatewaySite: EditorLoginVariables = { ...newSite, EDITOR_LOGIN: "git-gateway" };

describe("the login the build reads from the host's settings", () => {
  it("is GitHub by default, with the repository and branch the host names for the build", () => {
    expect(readEditorLogin(newSite)).toEqual({ backend: "github", repo: "ouse-valley/website", branch: "main" });
    expect(readEditorLogin({ REPOSITORY_URL: "git@github.com:ouse-valley/website.git", BRANCH: "live" })).toEqual({
      backend: "github",
      repo: "ouse-valley/website",
      branch: "live",
    });
  });

  it("takes EDITOR_REPOSITORY and EDITOR_BRANCH over the host's own variables", () => {
    expect(readEditorLogin({ ...newSite, EDITOR_REPOSITORY: "agency/site", EDITOR_BRANCH: "content" })).toEqual({
      backend: "github",
      repo: "agency/site",
      branch: "content",
    });
  });

  it("leaves the repository out when nothing names one (a build on a developer's computer), and the branch main", () => {
    expect(readEditorLogin({})).toEqual({ backend: "github", repo: undefined, branch: "main" });
    // A repository on another Git host is not one the GitHub backend can open.
    expect(githubRepository("https://gitlab.com/ouse-valley/website")).toBeUndefined();
  });

  it("is Git Gateway only when EDITOR_LOGIN says git-gateway", () => {
    expect(readEditorLogin(gitGatewaySite)).toEqual({ backend: "git-gateway", branch: "main" });
  });

  it("refuses an unknown login or a repository that is not owner/name, naming the variable, what was expected and what was found", () => {
    expect(() => readEditorLogin({ EDITOR_LOGIN: "identity" })).toThrow(
      'the EDITOR_LOGIN environment variable is "identity": expected github (staff sign in with GitHub) or git-gateway',
    );
    expect(() => readEditorLogin({ EDITOR_REPOSITORY: "website" })).toThrow(
      'the EDITOR_REPOSITORY environment variable is "website": expected a GitHub repository as owner/name',
    );
  });

  it("refuses, on the host, a GitHub login with no GitHub repository to open, rather than publish an editor that cannot load", () => {
    expect(() =>
      readEditorLogin({ NETLIFY: "true", REPOSITORY_URL: "https://gitlab.com/ouse-valley/website" }),
    ).toThrow(
      'the editor\'s GitHub login needs the repository, and REPOSITORY_URL is "https://gitlab.com/ouse-valley/website": set EDITOR_REPOSITORY',
    );
    expect(readEditorLogin({ NETLIFY: "true", EDITOR_LOGIN: "git-gateway" })).toEqual({
      backend: "git-gateway",
      branch: "main",
    });
    expect(
      readEditorLogin({ NETLIFY: "true", EDITOR_REPOSITORY: "https://github.com/ouse-valley/website.git" }),
    ).toMatchObject({ repo: "ouse-valley/website" });
  });

  it("takes only its own variables from the environment", () => {
    expect(editorLoginVariables({ PATH: "/usr/bin", SECRET: "x", BRANCH: "main" })).toEqual({
      EDITOR_LOGIN: undefined,
      EDITOR_REPOSITORY: undefined,
      EDITOR_BRANCH: undefined,
      REPOSITORY_URL: undefined,
      BRANCH: "main",
      NETLIFY: undefined,
    });
  });
});

describe("the editor's configuration and policy for each login", () => {
  const siteUrl = "https://www.ousevalley.example";
  const policy = { imageOrigins: ["https://images.unsplash.com"] };
  const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

  it("GitHub: Decap's github backend on the site's repository and branch, signing in through the host's OAuth provider (Decap's default base_url)", () => {
    const config = editorConfig({ siteUrl, login: readEditorLogin(newSite) });
    expect(config.backend).toEqual({
      name: "github",
      repo: "ouse-valley/website",
      branch: "main",
      squash_merges: true,
    });
    expect(config.backend).not.toHaveProperty("base_url");
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" });
  });

  it("Git Gateway: Decap's git-gateway backend on the site's branch", () => {
    expect(editorConfig({ siteUrl, login: readEditorLogin(gitGatewaySite) }).backend).toEqual({
      name: "git-gateway",
      branch: "main",
      squash_merges: true,
    });
  });

  it("GitHub: the policy lets the editor call GitHub's API and show the signed-in person's picture, and nothing else beyond the site", () => {
    const csp = editorSecurityPolicy(policy, readEditorLogin(newSite));
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081");
    expect(directive(csp, "img-src")).toBe(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://images.unsplash.com",
    );
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
  });

  it("Git Gateway: the policy allows calls to the site's own origin alone (Identity and Git Gateway answer under /.netlify/)", () => {
    const csp = editorSecurityPolicy(policy, readEditorLogin(gitGatewaySite));
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' blob: http://127.0.0.1:8081");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://images.unsplash.com");
  });
});

describe("/admin/ as each login builds it", () => {
  const render = (variables: EditorLoginVariables) =>
    renderSite({
      contentDir: projectPaths.content,
      staticDir: projectPaths.static,
      sourceDir: projectPaths.source,
      siteUrl: "https://www.ousevalley.example",
      today: testToday,
      editorLogin: variables,
    });
  const text = (file: { contents?: unknown } | undefined) => String(file?.contents);

  it("GitHub: no Identity widget or Identity e-mails; config.yml names the repository; every script comes from the site itself", async () => {
    const { output } = await render(newSite);
    const files = [...output.files.keys()];
    expect(files.filter((file) => /identity|admin\/emails\//.test(file))).toEqual([]);
    const page = text(output.files.get("admin/index.html"));
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.every((src) => src!.startsWith("/admin/"))).toBe(true);
    expect(page).not.toContain("identity");
    expect(parse(text(output.files.get("admin/config.yml"))).backend).toMatchObject({
      name: "github",
      repo: "ouse-valley/website",
    });
    expect(text(output.files.get("_headers"))).toMatch(
      /\/admin\/\*\n {2}Content-Security-Policy: [^\n]*connect-src 'self' blob: https:\/\/api\.github\.com /,
    );
  });

  it("Git Gateway: the Identity widget, served from the site, loads before Decap, and the Identity e-mails open the editor", async () => {
    const { output } = await render(gitGatewaySite);
    const page = text(output.files.get("admin/index.html"));
    expect(page).toContain(
      '<script src="/admin/netlify-identity-widget.js"></script>\n<script src="/admin/decap-cms.js"></script>',
    );
    expect(output.files.has("admin/netlify-identity-widget.js")).toBe(true);
    expect(text(output.files.get("admin/emails/invitation.html"))).toContain("/admin/#invite_token={{ .Token }}");
    expect(parse(text(output.files.get("admin/config.yml"))).backend).toMatchObject({ name: "git-gateway" });
  });
});

describe("/admin/ in Chromium, up to its login control, with no console error", () => {
  // A host name that is not this computer's, so Decap does not look for decap-server; Chromium sends it to the
  // preview server on 127.0.0.1 and resolves no other name. The host serves /admin/ over https, a secure context
  // that Decap needs (crypto.randomUUID): Chromium is told to treat these plain-http origins as one.
  const hostName = "editor.ousevalley.example";
  const work = mkdtempSync(path.join(os.tmpdir(), "editor-login-"));
  const sites: Record<"github" | "git-gateway", { origin: string; close(): Promise<void> }> = {} as never;
  let browser: Browser;

  beforeAll(async () => {
    for (const [name, variables] of [
      ["github", newSite],
      ["git-gateway", gitGatewaySite],
    ] as const) {
      const outDir = path.join(work, name);
      await buildSite({
        contentDir: projectPaths.content,
        staticDir: projectPaths.static,
        sourceDir: projectPaths.source,
        outDir,
        today: testToday,
        editorLogin: variables,
      });
      const server = await startPreviewServer({ root: outDir, port: 0 });
      sites[name] = { origin: `http://${hostName}:${new URL(server.url).port}`, close: server.close };
    }
    const origins = Object.values(sites).map((site) => site.origin);
    browser = await launchChromium([
      `--host-resolver-rules=MAP ${hostName} 127.0.0.1, MAP * ~NOTFOUND`,
      `--unsafely-treat-insecure-origin-as-secure=${origins.join(",")}`,
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    for (const site of Object.values(sites)) await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function openEditor(origin: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    const requests: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(`${origin}/admin/`);
    const elsewhere = () =>
      requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:"));
    return { page, problems, requests, elsewhere, close: () => context.close() };
  }

  it("GitHub: shows Decap's Login with GitHub button, having asked nothing of any other host", async () => {
    const editor = await openEditor(sites.github.origin);
    try {
      await editor.page.getByRole("button", { name: "Login with GitHub" }).waitFor({ timeout: 60_000 });
      expect(editor.requests).not.toContain(`${sites.github.origin}/admin/netlify-identity-widget.js`);
      expect(editor.elsewhere()).toEqual([]);
      expect(editor.problems).toEqual([]);
    } finally {
      await editor.close();
    }
  });

  it("Git Gateway: shows Decap's Login with Netlify Identity button, the widget loaded from the site", async () => {
    const editor = await openEditor(sites["git-gateway"].origin);
    try {
      await editor.page.getByRole("button", { name: "Login with Netlify Identity" }).waitFor({ timeout: 60_000 });
      expect(editor.requests).toContain(`${sites["git-gateway"].origin}/admin/netlify-identity-widget.js`);
      expect(editor.elsewhere()).toEqual([]);
      expect(editor.problems).toEqual([]);
    } finally {
      await editor.close();
    }
  });
});
