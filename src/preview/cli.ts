// npm run preview [-- --dir dist --port 4173 --submissions FILE]
// Serves a built site the way the static host does; see ./server.ts.
import { access } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { startPreviewServer } from "./server";

const usage = "Usage: npm run preview -- [--dir DIR] [--port PORT] [--host HOST] [--submissions FILE]";

export async function main(argv: string[], root: string): Promise<number> {
  let options;
  try {
    ({ values: options } = parseArgs({
      args: argv,
      options: {
        dir: { type: "string", default: "dist" },
        port: { type: "string", default: "4173" },
        host: { type: "string", default: "127.0.0.1" },
        // Kept out of git by .gitignore's .cache/ entry.
        submissions: { type: "string", default: path.join(root, ".cache", "form-submissions.jsonl") },
        help: { type: "boolean", default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port expects a port number from 0 to 65535, found "${options.port}".\n${usage}`);
    return 2;
  }
  const dir = path.resolve(options.dir);
  try {
    await access(path.join(dir, "index.html"));
  } catch {
    console.error(`${options.dir}/index.html does not exist. Build the site first: npm run build`);
    return 1;
  }
  const submissionsFile = path.resolve(options.submissions);
  const server = await startPreviewServer({ root: dir, host: options.host, port, submissionsFile });
  console.log(`Serving ${options.dir}/ at ${server.url}/`);
  const shownFile = path.relative(process.cwd(), submissionsFile);
  console.log(`Form submissions are recorded in ${shownFile.startsWith("..") ? submissionsFile : shownFile}`);
  console.log("Press Ctrl+C to stop.");
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await server.close();
  return 0;
}
