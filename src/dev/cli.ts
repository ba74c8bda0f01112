// npm run dev [-- --content DIR --static DIR --out DIR --port PORT --host HOST --today YYYY-MM-DD]
// Builds the site, serves it, and rebuilds and reloads the open pages on every
// change to content/, src/ or static/; see ./dev-server.ts.
import path from "node:path";
import { checkOutFolder } from "../pipeline/out-folder";
import { Refusal } from "../pipeline/refusal";
import { readSiteUrlVariable } from "../pipeline/site-url";
import { readOptions, readPort, readTodayOption, untilStopped } from "../command-line";
import { startDevServer } from "./dev-server";

const usage = "Usage: npm run dev -- [--content DIR] [--static DIR] [--out DIR] [--port PORT] [--host HOST] [--today YYYY-MM-DD]";

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
  const server = await startDevServer({
    root,
    contentDir,
    staticDir,
    outDir: path.resolve(options.out),
    host: options.host,
    port,
    siteUrl: process.env.URL,
    today,
  });
  console.log(`Serving the site at ${server.url}/ and rebuilding on every change to ${options.content}/, src/ and ${options.static}/.`);
  console.log("Press Ctrl+C to stop.");
  await untilStopped();
  await server.close();
  return 0;
}
