// The site's place data (D43): the cut of GeoNames' gazetteer committed in
// place-data.json (place-data-cut.ts says how it is made), read once, and
// where each vacancy is. The build places the open vacancies with it for the
// search (search-index.ts), and the content check refuses a vacancy it cannot
// place (vacancy-schema.ts), in the build and in the editor alike.
import placeData from "./place-data.json";
import type { PlaceDataFile } from "./place-data-cut";
import { loadPlaceIndex, milesBetween, packPlaces, placeNameKey, type PlaceIndex, type PlacesFile, type Position } from "./places";
import { postcodeDistrict } from "./search-place";
import { expected, type Expectation } from "../content/problems";

/** The committed data as its type says (JSON imports are typed loosely: tuples read as arrays). */
export const sitePlaceData = placeData as unknown as PlaceDataFile;

let placeIndex: PlaceIndex | undefined;

/** The place data file the search fetches (D43): the site's places as the file has them, and each open vacancy's position, in the search index's order. */
export function placesFile(vacancies: PlacesFile["vacancies"]): PlacesFile {
  const { version, source, places, areas, districts, counties } = sitePlaceData;
  return { version, source, ...packPlaces(places), areas, districts, counties, vacancies };
}

/** The site's places, read once, through the same file the search reads. */
export function sitePlaces(): PlaceIndex {
  placeIndex ??= loadPlaceIndex(placesFile([]));
  return placeIndex;
}

/**
 * The part of a vacancy's location the search places. Declared here, not taken
 * from the vacancy's schema, because the schema asks this module whether a
 * place can be found: the schema sits above the place data.
 */
export interface PlaceableLocation {
  town: string;
  postcode?: string | undefined;
}

/**
 * Where a vacancy is: its town, or, where the data has no place of that name,
 * its postcode's district. A town two places of the area share ("Eye") is the
 * one nearer its district, or without a postcode the one its name alone means
 * in Where (places.ts: the one a postcode district is placed at).
 * Undefined when neither can be placed.
 */
export function vacancyPosition(location: PlaceableLocation, places: PlaceIndex = sitePlaces()): Position | undefined {
  const district = location.postcode ? places.districts.get(postcodeDistrict(location.postcode) ?? "") : undefined;
  const named = places.byName.get(placeNameKey(location.town)) ?? [];
  if (named.length === 0) return district;
  if (named.length === 1 || !district) return named[0];
  return named.reduce((nearest, at) => (milesBetween(at, district) < milesBetween(nearest, district) ? at : nearest));
}

/** The problem of a vacancy whose place the search cannot find, in the build's words; undefined when it can. */
export function vacancyPlaceProblem(location: PlaceableLocation): ({ field: string } & Expectation) | undefined {
  if (vacancyPosition(location)) return undefined;
  if (location.postcode) {
    return {
      field: "location.postcode",
      ...expected(`the town or the postcode district to be one the job search can place (D43)`, `the town "${location.town}", which the place data does not have, and the district ${postcodeDistrict(location.postcode) ?? location.postcode}, which src/jobs/postcode-districts.ts does not list; check the spelling of the town, or ask a developer to add the district`),
    };
  }
  return {
    field: "location.town",
    ...expected(`a town or village the job search can place (D43), such as Huntingdon`, `"${location.town}"; check the spelling, or add the workplace's postcode so the search places the job by its district`),
  };
}
