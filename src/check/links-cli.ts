// npm run check:links [-- --dir dist]: the integrity check of ./links.ts over a built folder.
import path from "node:path";
import { isBuiltSite, readOptions } from "../command-line";
import { findBrokenReferences, formatBrokenReference } from "./links";

const usage = "Usage: npm run check:links -- [--dir DIR]";

export async function main(argv: string[]): Promise<number> {
  const options = readOptions(argv, { dir: { type: "string", default: "dist" } }, usage);
  if (typeof options === "number") return options;
  if (!(await isBuiltSite(options.dir))) return 1;
  const dir = path.resolve(options.dir);
  const broken = await findBrokenReferences(dir);
  if (broken.length === 0) {
    console.log(`Every internal link, source, form action and #fragment in ${options.dir}/ leads somewhere.`);
    return 0;
  }
  console.error(`${broken.length} broken reference${broken.length === 1 ? "" : "s"} in ${options.dir}/:`);
  for (const reference of broken) console.error(`  ${formatBrokenReference(reference)}`);
  return 1;
}
