// What every command line of the project does alike: read its options, say
// how to use it when they are wrong, check a built folder or a port, and wait
// for Ctrl+C. Each command's main() returns its exit code.
import { access } from "node:fs/promises";
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;
type HelpOption = { help: { type: "boolean"; default: false } };

/**
 * The command's options, or the exit code to stop with: 2 after printing the
 * usage for an unknown or malformed option, 0 after printing it for --help.
 */
export function readOptions<O extends OptionsConfig>(argv: string[], options: O, usage: string) {
  type Config = { args: string[]; options: O & HelpOption; strict: true };
  const config: Config = {
    args: argv,
    options: { ...options, help: { type: "boolean", default: false } },
    strict: true,
  };
  let values;
  try {
    ({ values } = parseArgs<Config>(config));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    return 0;
  }
  return values;
}

/** A port from an option, or undefined after saying what was wrong. */
export function readPort(value: string, usage: string): number | undefined {
  const port = Number(value);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  console.error(`--port expects a port number from 0 to 65535, found "${value}".\n${usage}`);
  return undefined;
}

/** Whether a built site is there; says how to build one when it is not. */
export async function isBuiltSite(dir: string): Promise<boolean> {
  try {
    await access(path.join(path.resolve(dir), "index.html"));
    return true;
  } catch {
    console.error(`${dir}/index.html does not exist. Build the site first: npm run build`);
    return false;
  }
}

/** Resolves when the process is asked to stop (Ctrl+C, or a service manager's TERM). */
export function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}
