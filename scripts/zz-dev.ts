import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildOnce } from "../src/dev/site-builder";
export async function main(argv: string[], root: string) {
  const [contentDir, file] = argv;
  const opts = { contentDir: contentDir!, outDir: "/dev/shm/zzdev", staticDir: path.join(root, "static"), sourceDir: path.join(root, "src"), today: "2026-11-21" };
  let t = performance.now();
  console.log((await buildOnce(opts)).ok, "first", performance.now() - t);
  const original = readFileSync(file!, "utf8");
  for (let i = 0; i < 4; i++) {
    writeFileSync(file!, original.replace(/^title: .*$/m, `title: Edited ${i}`));
    t = performance.now();
    const r = await buildOnce(opts);
    console.log(r.ok, "edit", (performance.now() - t).toFixed(0));
  }
  writeFileSync(file!, original);
  return 0;
}
