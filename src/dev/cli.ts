// npm run dev [-- --content DIR --static DIR --out DIR --port PORT --host HOST --today YYYY-MM-DD --editor]
// Builds the site, serves it, and rebuilds and reloads the open pages on every
// change to content/, src/ or static/; see ./dev-server.ts. With --editor
// (npm run cms) it also starts decap-server, the editor's local backend, which
// writes the files of the content folder that /admin/ saves (D32).
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { checkOutFolder } from "../pipeline/out-folder";
import { Refusal } from "../pipeline/refusal";
import { localEditorBackend } from "../pipeline/security-policy";
import { readSiteUrlVariable } from "../pipeline/site-url";
import { readOptions, readPort, untilStopped } from "../command-line";
import { readTodayOption } from "../jobs/today-option";
import { startDevServer } from "./dev-server";
import { startLocalAlertServices } from "../alerts/local-services";
import { mailboxPagePath } from "../alerts/mailbox-page";

const usage =
  "Usage: npm run dev -- [--content DIR] [--static DIR] [--out DIR] [--port PORT] [--host HOST] [--today YYYY-MM-DD] [--editor]";

/**
 * decap-server, the editor's local backend, on Decap's own port (the
 * editor's configuration and Content-Security-Policy name it). It reads and
 * writes below the folder that holds the content folder, as Git Gateway
 * does below the repository: the editor's paths are content/…. It has no
 * login, so it answers this computer alone (BIND_HOST): on every interface,
 * anyone on the same office or café network could write files here.
 */
export function startEditorBackend(
  contentDir: string,
  log: (line: string) => void = console.log,
  port = Number(new URL(localEditorBackend).port),
): ChildProcess {
  const server = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: new URL(localEditorBackend).hostname,
      MODE: "fs",
      GIT_REPO_DIRECTORY: path.dirname(contentDir),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (code !== 0 && signal === null)
      log(`The editor's local backend (decap-server) stopped with exit status ${code}: is port ${port} in use?`);
  });
  return child;
}

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      content: { type: "string", default: "content" },
      static: { type: "string", default: "static" },
      // Kept out of git by .gitignore's .cache/ entry, and never dist/: only the dev server adds its reload script.
      out: { type: "string", default: path.join(root, ".cache", "dev-site") },
      port: { type: "string", default: "5173" },
      host: { type: "string", default: "127.0.0.1" },
      /** Preview the job board as it will be on another day (D24). */
      today: { type: "string" },
      /** Also start the editor's local backend, so /admin/ saves into the content folder. */
      editor: { type: "boolean", default: false },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const port = readPort(options.port, usage);
  if (port === undefined) return 2;
  const today = readTodayOption(options.today, usage);
  if (today === 2) return 2;
  const contentDir = path.resolve(options.content);
  const staticDir = path.resolve(options.static);
  // The build's own rules (D20), before the server starts: every rebuild checks them again.
  try {
    await checkOutFolder(options.out, { contentDir, staticDir, sourceDir: path.join(root, "src"), root });
    readSiteUrlVariable(process.env.URL);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`The dev server did not start: ${error.message}`);
    return 2;
  }
  // Job alerts' store and mail server (D41), kept with the dev build's other local files.
  const alerts = await startLocalAlertServices(path.join(root, ".cache", "dev-job-alerts"));
  const server = await startDevServer({
    mailbox: alerts.mailbox,
    root,
    contentDir,
    staticDir,
    outDir: path.resolve(options.out),
    host: options.host,
    port,
    siteUrl: process.env.URL,
    today,
  });
  const backend = options.editor ? startEditorBackend(contentDir) : undefined;
  console.log(
    `Serving the site at ${server.url}/ and rebuilding on every change to ${options.content}/, src/ and ${options.static}/.`,
  );
  if (backend)
    console.log(
      `The editor is at ${server.url}/admin/: log in with "Login" (no password on this computer); what it saves is written to ${options.content}/.`,
    );
  console.log(`Emails the site sends (job alerts) are caught at ${server.url}${mailboxPagePath}`);
  console.log("Press Ctrl+C to stop.");
  await untilStopped();
  backend?.kill();
  await server.close();
  await alerts.close();
  return 0;
}
