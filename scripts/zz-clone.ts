import { loadContent } from "../src/content/load";
import { serialize, deserialize } from "node:v8";
export async function main(argv: string[]) {
  const t0 = performance.now();
  const content = await loadContent(argv[0]!);
  const t1 = performance.now();
  const clone = structuredClone(content);
  const t2 = performance.now();
  const buf = serialize(content); const t3 = performance.now(); deserialize(buf); const t4 = performance.now();
  console.log({ load: t1 - t0, clone: t2 - t1, ser: t3 - t2, de: t4 - t3, bytes: buf.length, same: JSON.stringify(clone) === JSON.stringify(content) });
  return 0;
}
