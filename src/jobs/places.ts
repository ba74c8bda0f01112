// Where means near (D43): one module for the browser's search, the job alerts and the build, so all three read a place
// the same way; no Node API. The place data is fetched only when a candidate types a place.
import { countySlug, placeKey, placeText, postcodeDistrict } from "./search-place";

export interface Position {
  lat: number;
  lon: number;
}

/** Hundredths of a degree in columns, latitudes as steps: about a fifth smaller compressed than triples. */
export interface PlacesFile {
  version: 1;
  source: string;
  names: string;
  lat: number[];
  lon: number[];
  area?: number[];
  areas?: [string, string][];
  districts: Record<string, [number, number]>;
  counties: string[];
  /** In the search index's order, so the two files are read together. */
  vacancies: ([number, number] | null)[];
}

export interface NamedPlace extends Position {
  name: string;
  county: string;
  ceremonial: string;
}

export interface PlaceIndex {
  /** The place a postcode district is placed at first: its name alone means it. */
  byName: Map<string, NamedPlace[]>;
  districts: Map<string, Position>;
  counties: Set<string>;
  vacancies: (Position | null)[];
}

/** "anywhere" keeps the place for the distance and the order but finds jobs at any distance. */
export const radiusChoices = ["5", "10", "20", "30", "anywhere"] as const;
export type Radius = (typeof radiusChoices)[number];
export const defaultRadius: Radius = "10";

export function readRadius(value: string | null | undefined): Radius {
  return radiusChoices.includes(value as Radius) ? (value as Radius) : defaultRadius;
}

/** Royal Mail's old postal abbreviations, as people still write them. */
const countyShortNames: Record<string, string> = {
  beds: "bedfordshire",
  bucks: "buckinghamshire",
  cambs: "cambridgeshire",
  herts: "hertfordshire",
  lincs: "lincolnshire",
  northants: "northamptonshire",
};

/** placeKey's form, with apostrophes and hyphens as people leave them out ("Kings Lynn" is King's Lynn). */
export function placeNameKey(name: string): string {
  return placeKey(name.replace(/['’]/g, "").replace(/-/g, " "));
}

const position = ([lat, lon]: readonly [number, number]): Position => ({ lat: lat / 100, lon: lon / 100 });

export function packPlaces(
  places: readonly (readonly [string, number, number, number?])[],
): Pick<PlacesFile, "names" | "lat" | "lon" | "area"> {
  const sorted = [...places].sort((a, b) => a[1] - b[1] || a[2] - b[2] || a[0].localeCompare(b[0]));
  for (const [name] of sorted)
    if (name.includes("|")) throw new Error(`The place data: a place's name may not have "|", found "${name}"`);
  return {
    names: sorted.map(([name]) => name).join("|"),
    lat: sorted.map(([, lat], index) => lat - (index === 0 ? 0 : sorted[index - 1]![1])),
    lon: sorted.map(([, , lon]) => lon),
    area: sorted.map(([, , , area]) => area ?? -1),
  };
}

/** Throws when the file is not one this module can read, or belongs to another index. */
export function loadPlaceIndex(json: unknown, vacancyCount?: number): PlaceIndex {
  const file = json as Partial<PlacesFile> | null;
  if (
    !file ||
    file.version !== 1 ||
    typeof file.names !== "string" ||
    !Array.isArray(file.lat) ||
    !Array.isArray(file.lon) ||
    !Array.isArray(file.vacancies) ||
    typeof file.districts !== "object" ||
    !Array.isArray(file.counties)
  ) {
    throw new Error("The job search's place data is not one this search can read (version 1 expected).");
  }
  if (vacancyCount !== undefined && file.vacancies.length !== vacancyCount) {
    throw new Error(
      `The job search's place data has ${file.vacancies.length} vacancies and its index ${vacancyCount}: they are from different builds.`,
    );
  }
  const districts = new Map(Object.entries(file.districts).map(([district, at]) => [district, position(at)]));
  const byName = new Map<string, NamedPlace[]>();
  let lat = 0;
  file.names.split("|").forEach((name, index) => {
    lat += file.lat![index] ?? 0;
    const key = placeNameKey(name);
    const [county, ceremonial] = file.areas?.[file.area?.[index] ?? -1] ?? ["", ""];
    byName.set(key, [
      ...(byName.get(key) ?? []),
      { ...position([lat, file.lon![index] ?? 0]), name, county, ceremonial },
    ]);
  });
  const isDistrictTown = (place: Position) =>
    [...districts.values()].some((at) => at.lat === place.lat && at.lon === place.lon);
  for (const named of byName.values())
    if (named.length > 1) named.sort((a, b) => Number(isDistrictTown(b)) - Number(isDistrictTown(a)));
  return {
    byName,
    districts,
    counties: new Set(file.counties.map(countySlug)),
    vacancies: file.vacancies.map((at) => (at ? position(at) : null)),
  };
}

export type FoundPlace =
  | { kind: "anywhere" }
  /** `name` says which place when the page must ("Eye, Suffolk"); `others` the places of that name it is not. */
  | { kind: "point"; positions: Position[]; name?: string; others?: string[] }
  /** With no distance: a county has no middle a candidate means. */
  | { kind: "county"; county: string }
  /** Said plainly, never matched to something else. */
  | { kind: "unknown" };

const postcodeAtStart = /^([A-Z]{1,2}[0-9][A-Z0-9]?(?: ?[0-9](?:[A-Z]{2})?)?)\s+(.+)$/i;
const postcodeAtEnd = /^(.+?)\s+([A-Z]{1,2}[0-9][A-Z0-9]?(?: ?[0-9](?:[A-Z]{2})?)?)$/i;

const withCounty = (place: NamedPlace) => (place.county ? `${place.name}, ${place.county}` : place.name);

function named(places: readonly NamedPlace[]): FoundPlace {
  const [used, ...others] = places;
  if (!used) return { kind: "unknown" };
  return others.length === 0
    ? { kind: "point", positions: [used] }
    : { kind: "point", positions: [used], name: withCounty(used), others: others.map(withCounty) };
}

/** A part after a comma that is neither county nor place finds nothing: never an answer for another place. */
export function findPlace(places: PlaceIndex, where: string, extraCounties: Iterable<string> = []): FoundPlace {
  if (placeKey(where) === "") return { kind: "anywhere" };
  const counties = new Set([...places.counties, ...extraCounties]);
  const postcode = (text: string): FoundPlace | undefined => {
    const district = postcodeDistrict(text);
    if (district === undefined) return undefined;
    const at = places.districts.get(district);
    return at ? { kind: "point", positions: [at], name: district } : { kind: "unknown" };
  };
  const countyOf = (text: string): string | undefined => {
    const key = placeNameKey(text);
    const county = countySlug(countyShortNames[key] ?? key);
    return counties.has(county) ? county : undefined;
  };
  const readOne = (text: string): FoundPlace => {
    const byPostcode = postcode(text);
    if (byPostcode)
      return byPostcode.kind === "point" ? { kind: "point", positions: byPostcode.positions } : byPostcode;
    const county = countyOf(text);
    if (county !== undefined) return { kind: "county", county };
    return named(places.byName.get(placeNameKey(text)) ?? []);
  };
  const whole = readOne(where);
  if (whole.kind !== "unknown") return whole;
  const text = where.replace(/\s+/g, " ").trim();
  const aside = postcodeAtEnd.exec(text)?.[2] ?? postcodeAtStart.exec(text)?.[1];
  const byPostcode = aside === undefined ? undefined : postcode(aside);
  if (byPostcode) return byPostcode;
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return whole;
  const last = parts.at(-1)!;
  const fromPostcode = parts.map(postcode).find((found) => found !== undefined);
  if (fromPostcode) return fromPostcode;
  const town = parts.at(-2)!;
  const countyKey = placeNameKey(countyShortNames[placeNameKey(last)] ?? last);
  const inCounty = (places.byName.get(placeNameKey(town)) ?? []).filter((place) =>
    [place.county, place.ceremonial].some((name) => placeNameKey(name) === countyKey),
  );
  if (
    inCounty.length > 0 ||
    countyOf(last) !== undefined ||
    [...places.byName.values()].some((all) => all.some((place) => placeNameKey(place.county) === countyKey))
  ) {
    const all = places.byName.get(placeNameKey(town)) ?? [];
    if (inCounty.length === 0) return { kind: "unknown" };
    return all.length > 1
      ? {
          kind: "point",
          positions: inCounty,
          name: withCounty(inCounty[0]!),
          others: all.filter((place) => !inCounty.includes(place)).map(withCounty),
        }
      : { kind: "point", positions: inCounty };
  }
  const lastPlace = readOne(last);
  return lastPlace.kind === "point" ? lastPlace : { kind: "unknown" };
}

export function placeUsedText(place: FoundPlace, where: string, wording: { placeChosen: string }): string {
  if (place.kind !== "point" || place.name === undefined) return placeText(where);
  if (!place.others?.length) return place.name;
  return wording.placeChosen
    .replace(/\{\{\s*place\s*\}\}/g, place.name)
    .replace(/\{\{\s*others\s*\}\}/g, place.others.join(" or "));
}

/** The haversine formula, with the earth's mean radius of 3,958.8 miles. */
export function milesBetween(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function milesFrom(place: readonly Position[], at: Position): number {
  return Math.min(...place.map((from) => milesBetween(from, at)));
}

/** Whole miles, since the place data is good to about half a mile. */
export function distanceText(
  miles: number,
  wording: { milesAway: string; oneMileAway: string; underAMile: string },
): string {
  const whole = Math.round(miles);
  if (whole < 1) return wording.underAMile;
  if (whole === 1) return wording.oneMileAway;
  return wording.milesAway.replace("{{miles}}", String(whole));
}
