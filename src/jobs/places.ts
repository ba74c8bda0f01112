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
import { countySlug, placeKey, placeText, postcodeDistrict } from "./search-place";

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
  /** Each place's county, as its place in `areas`. */
  area?: number[];
  /** The places' counties: [GeoNames' division, the ceremonial county it is part of] (place-data-cut.ts). */
  areas?: [string, string][];
  /** Postcode district ("PE27") → [latitude × 100, longitude × 100] of its town. */
  districts: Record<string, [number, number]>;
  /** The counties Where takes, as names ("Cambridgeshire"). */
  counties: string[];
  /** Each open vacancy's position, in the search index's order (null where it has none), so the two files are read together. */
  vacancies: ([number, number] | null)[];
}

/** A town or village of the place data: where it is, its name and its county, as GeoNames has them. */
export interface NamedPlace extends Position {
  name: string;
  /** GeoNames' division ("Peterborough"), which names it beside another of its name. */
  county: string;
  /** The ceremonial county the division is part of ("Cambridgeshire"). */
  ceremonial: string;
}

/** The place data, read for searching. */
export interface PlaceIndex {
  /** Place name key (placeNameKey) → every place of that name in the area, the one a postcode district is placed at first. */
  byName: Map<string, NamedPlace[]>;
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
export function packPlaces(places: readonly (readonly [string, number, number, number?])[]): Pick<PlacesFile, "names" | "lat" | "lon" | "area"> {
  const sorted = [...places].sort((a, b) => a[1] - b[1] || a[2] - b[2] || a[0].localeCompare(b[0]));
  for (const [name] of sorted) if (name.includes("|")) throw new Error(`The place data: a place's name may not have "|", found "${name}"`);
  return {
    names: sorted.map(([name]) => name).join("|"),
    lat: sorted.map(([, lat], index) => lat - (index === 0 ? 0 : sorted[index - 1]![1])),
    lon: sorted.map(([, , lon]) => lon),
    area: sorted.map(([, , , area]) => area ?? -1),
  };
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
  const districts = new Map(Object.entries(file.districts).map(([district, at]) => [district, position(at)]));
  const byName = new Map<string, NamedPlace[]>();
  let lat = 0;
  file.names.split("|").forEach((name, index) => {
    lat += file.lat![index] ?? 0;
    const key = placeNameKey(name);
    const [county, ceremonial] = file.areas?.[file.area?.[index] ?? -1] ?? ["", ""];
    byName.set(key, [...(byName.get(key) ?? []), { ...position([lat, file.lon![index] ?? 0]), name, county, ceremonial }]);
  });
  // Of a name two places share, the one a postcode district is placed at comes first: it is the one the name is given alone for.
  const isDistrictTown = (place: Position) => [...districts.values()].some((at) => at.lat === place.lat && at.lon === place.lon);
  for (const named of byName.values()) if (named.length > 1) named.sort((a, b) => Number(isDistrictTown(b)) - Number(isDistrictTown(a)));
  return {
    byName,
    districts,
    counties: new Set(file.counties.map(countySlug)),
    vacancies: file.vacancies.map((at) => (at ? position(at) : null)),
  };
}

/** What a Where names (D43). */
export type FoundPlace =
  /** Nothing typed: every job, with no distance. */
  | { kind: "anywhere" }
  /**
   * A town, village, postcode district or postcode: jobs within the radius of
   * it. `name` is the place used, when the page must say which ("Eye,
   * Suffolk", or "PE29" for "Huntingdon PE29"), and `others` the places of
   * that name it is not ("Eye, Peterborough").
   */
  | { kind: "point"; positions: Position[]; name?: string; others?: string[] }
  /** A county: the jobs filed under it, with no distance (a county has no middle a candidate means). */
  | { kind: "county"; county: string }
  /** Nothing the data knows, or a town not in the county given: said plainly, never matched to something else. */
  | { kind: "unknown" };

/** A full postcode, a postcode sector ("PE28 0") or a district, at the start or the end of the text: "PE29 3TL Huntingdon", "Cambridge CB1". */
const postcodeAtStart = /^([A-Z]{1,2}[0-9][A-Z0-9]?(?: ?[0-9](?:[A-Z]{2})?)?)\s+(.+)$/i;
const postcodeAtEnd = /^(.+?)\s+([A-Z]{1,2}[0-9][A-Z0-9]?(?: ?[0-9](?:[A-Z]{2})?)?)$/i;

/** A place of several that share a name, as the page names it: "Eye, Suffolk". */
const withCounty = (place: NamedPlace) => (place.county ? `${place.name}, ${place.county}` : place.name);

/** The first of the places of one name (the one its name alone means), saying which when others share it. */
function named(places: readonly NamedPlace[]): FoundPlace {
  const [used, ...others] = places;
  if (!used) return { kind: "unknown" };
  return others.length === 0 ? { kind: "point", positions: [used] } : { kind: "point", positions: [used], name: withCounty(used), others: others.map(withCounty) };
}

/**
 * The place a Where names: a postcode, postcode sector or district, a county
 * (or its short name, "Cambs"), or a town or village of the area; a name two
 * places share is the one a postcode district is placed at, and the page
 * says which (FoundPlace's name and others). Failing the whole: a postcode
 * before or after a town ("Huntingdon PE29", "PE29 3TL Huntingdon"), measured
 * from the postcode, the more exact; a town and its county ("Eye, Suffolk"),
 * the town of that name in that county or nothing; or the last part between
 * commas that is a town (an address). A part after a comma that is neither
 * a county nor a place ("Newport, Wales") finds nothing, so the search never
 * answers for another place. `extraCounties` are the vacancies' own counties
 * (the index's county filter), so a county the data does not list but a
 * vacancy is filed under is still a county.
 */
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
    if (byPostcode) return byPostcode.kind === "point" ? { kind: "point", positions: byPostcode.positions } : byPostcode;
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
  const parts = text.split(",").map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2) return whole;
  const last = parts.at(-1)!;
  const fromPostcode = parts.map(postcode).find((found) => found !== undefined);
  if (fromPostcode) return fromPostcode;
  const town = parts.at(-2)!;
  const countyKey = placeNameKey(countyShortNames[placeNameKey(last)] ?? last);
  const inCounty = (places.byName.get(placeNameKey(town)) ?? []).filter((place) => [place.county, place.ceremonial].some((name) => placeNameKey(name) === countyKey));
  if (inCounty.length > 0 || countyOf(last) !== undefined || [...places.byName.values()].some((all) => all.some((place) => placeNameKey(place.county) === countyKey))) {
    // "Town, County": that county's place of the name, or nothing; its name said when another place shares it.
    const all = places.byName.get(placeNameKey(town)) ?? [];
    if (inCounty.length === 0) return { kind: "unknown" };
    return all.length > 1 ? { kind: "point", positions: inCounty, name: withCounty(inCounty[0]!), others: all.filter((place) => !inCounty.includes(place)).map(withCounty) } : { kind: "point", positions: inCounty };
  }
  const lastPlace = readOne(last);
  return lastPlace.kind === "point" ? lastPlace : { kind: "unknown" };
}

/**
 * Where as the results' heading and count say it: the place used when the
 * search must say which ("Eye, Suffolk (not Eye, Peterborough)" by the
 * wording's placeChosen, or "PE29" for "Huntingdon PE29"), otherwise as
 * typed, a postcode as its district (placeText). The browser's search and
 * the page without JavaScript both say it so.
 */
export function placeUsedText(place: FoundPlace, where: string, wording: { placeChosen: string }): string {
  if (place.kind !== "point" || place.name === undefined) return placeText(where);
  if (!place.others?.length) return place.name;
  return wording.placeChosen.replace(/\{\{\s*place\s*\}\}/g, place.name).replace(/\{\{\s*others\s*\}\}/g, place.others.join(" or "));
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
