// npm run preview [-- --dir dist --port 4173 --submissions FILE]
import path from "node:path";
import { isBuiltSite, readOptions, readPort, untilStopped } from "../command-line";
import { startPreviewServer } from "./server";
import { startLocalAlertServices } from "../alerts/local-services";
import { mailboxPagePath } from "../alerts/mailbox-page";

const usage = "Usage: npm run preview -- [--dir DIR] [--port PORT] [--host HOST] [--submissions FILE]";

export async function main(argv: string[], root: string): Promise<number> {
  const options = readOptions(
    argv,
    {
      dir: { type: "string", default: "dist" },
      port: { type: "string", default: "4173" },
      host: { type: "string", default: "127.0.0.1" },
      submissions: { type: "string", default: path.join(root, ".cache", "form-submissions.jsonl") },
    },
    usage,
  );
  if (typeof options === "number") return options;
  const port = readPort(options.port, usage);
  if (port === undefined) return 2;
  if (!(await isBuiltSite(options.dir))) return 1;
  const dir = path.resolve(options.dir);
  const submissionsFile = path.resolve(options.submissions);
  const alerts = await startLocalAlertServices(path.join(path.dirname(submissionsFile), "job-alerts"));
  const server = await startPreviewServer({
    root: dir,
    host: options.host,
    port,
    submissionsFile,
    functions: true,
    mailbox: alerts.mailbox,
  });
  console.log(`Serving ${options.dir}/ at ${server.url}/`);
  console.log(`Emails the site sends (job alerts) are caught at ${server.url}${mailboxPagePath}`);
  const relativeFile = path.relative(process.cwd(), submissionsFile);
  const shownFile = relativeFile.startsWith("..") ? submissionsFile : relativeFile;
  const shownUploads = path.join(path.dirname(shownFile), "uploads");
  console.log(`Form submissions are recorded in ${shownFile}, uploaded files in ${shownUploads}${path.sep}`);
  console.log("Press Ctrl+C to stop.");
  await untilStopped();
  await server.close();
  await alerts.close();
  return 0;
}
