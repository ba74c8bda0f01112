// npm run check:links [-- --dir dist]: the integrity check of ./links.ts over a built folder.
import { access } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { findBrokenReferences, formatBrokenReference } from "./links";

const usage = "Usage: npm run check:links -- [--dir DIR]";

export async function main(argv: string[]): Promise<number> {
  let options;
  try {
    ({ values: options } = parseArgs({ args: argv, options: { dir: { type: "string", default: "dist" } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const dir = path.resolve(options.dir);
  try {
    await access(path.join(dir, "index.html"));
  } catch {
    console.error(`${options.dir}/index.html does not exist. Build the site first: npm run build`);
    return 1;
  }
  const broken = await findBrokenReferences(dir);
  if (broken.length === 0) {
    console.log(`Every internal link, source, form action and #fragment in ${options.dir}/ leads somewhere.`);
    return 0;
  }
  console.error(`${broken.length} broken reference${broken.length === 1 ? "" : "s"} in ${options.dir}/:`);
  for (const reference of broken) console.error(`  ${formatBrokenReference(reference)}`);
  return 1;
}
