// Where means near (D43): what a candidate types in Where, found in the
// site's place data, and how far each open vacancy is from it. One module for
// the browser's search, the job alerts and the build, so all three read a
// place the same way. No Node API.
//
// The place data (jobs/_search/places.json, written by the build from
// src/jobs/place-data.json and the open vacancies) holds the towns and
// villages of the area with their positions, the postcode districts placed at
// their towns, the counties, and the position of each open vacancy in the
// search index's order. It is fetched only when a candidate types a place, so
// a search by words alone downloads none of it.
import { countySlug, placeKey, postcodeDistrict } from "./search-place";

/** A position in degrees. */
export interface Position {
  lat: number;
  lon: number;
}

/**
 * The place data file the build writes beside the search index: positions
 * in hundredths of a degree. The places are in columns, south to north, each
 * latitude given as the step from the one before, so the numbers are short
 * and repeat: about a fifth smaller compressed than a list of triples.
 */
export interface PlacesFile {
  version: 1;
  /** The credit GeoNames' licence asks for. */
  source: string;
  /** The places' names, joined by "|". */
  names: string;
  /** Each place's latitude × 100, less the one before's (the first's less 0). */
  lat: number[];
  /** Each place's longitude × 100. */
  lon: number[];
  /** Postcode district ("PE27") → [latitude × 100, longitude × 100] of its town. */
  districts: Record<string, [number, number]>;
  /** The counties Where takes, as names ("Cambridgeshire"). */
  counties: string[];
  /** Each open vacancy's position, in the search index's order (null where it has none), so the two files are read together. */
  vacancies: ([number, number] | null)[];
}

/** The place data, read for searching. */
export interface PlaceIndex {
  /** Place name key (placeNameKey) → the positions of every place of that name in the area. */
  byName: Map<string, Position[]>;
  districts: Map<string, Position>;
  /** County slugs ("cambridgeshire"), the listing's own form. */
  counties: Set<string>;
  vacancies: (Position | null)[];
}

/** The radius choices (D43), in miles; "anywhere" keeps the place for the distance and the order but finds jobs at any distance. */
export const radiusChoices = ["5", "10", "20", "30", "anywhere"] as const;
export type Radius = (typeof radiusChoices)[number];
/** The radius when a place is given and none is chosen (D43). */
export const defaultRadius: Radius = "10";

/** A radius from an address or a form: one of the choices, or the default. */
export function readRadius(value: string | null | undefined): Radius {
  return radiusChoices.includes(value as Radius) ? (value as Radius) : defaultRadius;
}

/** The short names people write for counties (Royal Mail's old postal abbreviations), as the county's own. */
const countyShortNames: Record<string, string> = {
  beds: "bedfordshire",
  bucks: "buckinghamshire",
  cambs: "cambridgeshire",
  herts: "hertfordshire",
  lincs: "lincolnshire",
  northants: "northamptonshire",
};

/**
 * A place name as the data and a candidate's typing meet: placeKey's form
 * ("Saint Ives" and "St. Ives" → "st ives"), with apostrophes and hyphens
 * as people leave them out: "Kings Lynn" is King's Lynn, "Wells next the Sea"
 * is Wells-next-the-Sea.
 */
export function placeNameKey(name: string): string {
  return placeKey(name.replace(/['’]/g, "").replace(/-/g, " "));
}

const position = ([lat, lon]: readonly [number, number]): Position => ({ lat: lat / 100, lon: lon / 100 });

/** Places as [name, latitude × 100, longitude × 100], in PlacesFile's columns. */
export function packPlaces(places: readonly (readonly [string, number, number])[]): Pick<PlacesFile, "names" | "lat" | "lon"> {
  const sorted = [...places].sort((a, b) => a[1] - b[1] || a[2] - b[2] || a[0].localeCompare(b[0]));
  for (const [name] of sorted) if (name.includes("|")) throw new Error(`The place data: a place's name may not have "|", found "${name}"`);
  return { names: sorted.map(([name]) => name).join("|"), lat: sorted.map(([, lat], index) => lat - (index === 0 ? 0 : sorted[index - 1]![1])), lon: sorted.map(([, , lon]) => lon) };
}

/** The place data file, read for searching. Throws when it is not one this module can read, or belongs to another index. */
export function loadPlaceIndex(json: unknown, vacancyCount?: number): PlaceIndex {
  const file = json as Partial<PlacesFile> | null;
  if (!file || file.version !== 1 || typeof file.names !== "string" || !Array.isArray(file.lat) || !Array.isArray(file.lon) || !Array.isArray(file.vacancies) || typeof file.districts !== "object" || !Array.isArray(file.counties)) {
    throw new Error("The job search's place data is not one this search can read (version 1 expected).");
  }
  if (vacancyCount !== undefined && file.vacancies.length !== vacancyCount) {
    throw new Error(`The job search's place data has ${file.vacancies.length} vacancies and its index ${vacancyCount}: they are from different builds.`);
  }
  const byName = new Map<string, Position[]>();
  let lat = 0;
  file.names.split("|").forEach((name, index) => {
    lat += file.lat![index] ?? 0;
    const key = placeNameKey(name);
    byName.set(key, [...(byName.get(key) ?? []), position([lat, file.lon![index] ?? 0])]);
  });
  return {
    byName,
    districts: new Map(Object.entries(file.districts).map(([district, at]) => [district, position(at)])),
    counties: new Set(file.counties.map(countySlug)),
    vacancies: file.vacancies.map((at) => (at ? position(at) : null)),
  };
}

/** What a Where names (D43). */
export type FoundPlace =
  /** Nothing typed: every job, with no distance. */
  | { kind: "anywhere" }
  /** A town, village, postcode district or postcode: jobs within the radius of it; a name two places share is near either. */
  | { kind: "point"; positions: Position[] }
  /** A county: the jobs filed under it, with no distance (a county has no middle a candidate means). */
  | { kind: "county"; county: string }
  /** Nothing the data knows: said plainly, never matched to something else. */
  | { kind: "unknown" };

/** A full postcode anywhere in the text: "PE29 3TL Huntingdon". */
const postcodePattern = /\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\b/gi;

/**
 * The place a Where names: a postcode or postcode district, a county (or its
 * short name, "Cambs"), or a town or village of the area. Failing the whole,
 * each part between commas ("St Ives, Cambridgeshire": the town, the most
 * exact part) and any postcode in it. `extraCounties` are the vacancies' own
 * counties (the index's county filter), so a county the data does not list
 * but a vacancy is filed under is still a county.
 */
export function findPlace(places: PlaceIndex, where: string, extraCounties: Iterable<string> = []): FoundPlace {
  if (placeKey(where) === "") return { kind: "anywhere" };
  const counties = new Set([...places.counties, ...extraCounties]);
  const readOne = (text: string): FoundPlace => {
    const district = postcodeDistrict(text);
    if (district !== undefined) {
      const at = places.districts.get(district);
      return at ? { kind: "point", positions: [at] } : { kind: "unknown" };
    }
    const key = placeNameKey(text);
    const county = countySlug(countyShortNames[key] ?? key);
    if (counties.has(county)) return { kind: "county", county };
    const named = places.byName.get(key);
    return named ? { kind: "point", positions: named } : { kind: "unknown" };
  };
  const whole = readOne(where);
  if (whole.kind !== "unknown") return whole;
  const parts = [...where.split(","), ...(where.match(postcodePattern) ?? [])].map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2 && parts[0] === where.trim()) return whole;
  const found = parts.map(readOne);
  return found.find((place) => place.kind === "point") ?? found.find((place) => place.kind === "county") ?? whole;
}

/** Miles between two positions along the earth's surface (the haversine formula; the earth's mean radius, 3,958.8 miles). */
export function milesBetween(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far a vacancy is from a place of several positions: from the nearest. */
export function milesFrom(place: readonly Position[], at: Position): number {
  return Math.min(...place.map((from) => milesBetween(from, at)));
}

/**
 * Miles as a card says them ("8 miles away"): whole miles, since the place
 * data is good to about half a mile. Fills the wording's {{miles}}; under half a
 * mile and one mile have wordings of their own.
 */
export function distanceText(miles: number, wording: { milesAway: string; oneMileAway: string; underAMile: string }): string {
  const whole = Math.round(miles);
  if (whole < 1) return wording.underAMile;
  if (whole === 1) return wording.oneMileAway;
  return wording.milesAway.replace("{{miles}}", String(whole));
}
