// The site's place data (D43), read once: the build places the open vacancies with it, the content check refuses one it
// cannot place.
import placeData from "./place-data.json";
import type { PlaceDataFile } from "./place-data-cut";
import {
  loadPlaceIndex,
  milesBetween,
  packPlaces,
  placeNameKey,
  type PlaceIndex,
  type PlacesFile,
  type Position,
} from "./places";
import { postcodeDistrict } from "./search-place";
import { expected, type Expectation } from "../content/problems";

/** JSON imports are typed loosely: tuples read as arrays. */
export const sitePlaceData = placeData as unknown as PlaceDataFile;

let placeIndex: PlaceIndex | undefined;

export function placesFile(vacancies: PlacesFile["vacancies"]): PlacesFile {
  const { version, source, places, areas, districts, counties } = sitePlaceData;
  return { version, source, ...packPlaces(places), areas, districts, counties, vacancies };
}

export function sitePlaces(): PlaceIndex {
  placeIndex ??= loadPlaceIndex(placesFile([]));
  return placeIndex;
}

/** Declared here, not taken from the schema, because the schema asks this module whether a place can be found. */
export interface PlaceableLocation {
  town: string;
  postcode?: string | undefined;
}

/** A town two places share ("Eye") is the one nearer its postcode's district. */
export function vacancyPosition(location: PlaceableLocation, places: PlaceIndex = sitePlaces()): Position | undefined {
  const district = location.postcode ? places.districts.get(postcodeDistrict(location.postcode) ?? "") : undefined;
  const named = places.byName.get(placeNameKey(location.town)) ?? [];
  if (named.length === 0) return district;
  if (named.length === 1 || !district) return named[0];
  return named.reduce((nearest, at) => (milesBetween(at, district) < milesBetween(nearest, district) ? at : nearest));
}

export function vacancyPlaceProblem(location: PlaceableLocation): ({ field: string } & Expectation) | undefined {
  if (vacancyPosition(location)) return undefined;
  if (location.postcode) {
    return {
      field: "location.postcode",
      ...expected(
        `the town or the postcode district to be one the job search can place (D43)`,
        `the town "${location.town}", which the place data does not have, and the district ${postcodeDistrict(location.postcode) ?? location.postcode}, which src/jobs/postcode-districts.ts does not list; check the spelling of the town, or ask a developer to add the district`,
      ),
    };
  }
  return {
    field: "location.town",
    ...expected(
      `a town or village the job search can place (D43), such as Huntingdon`,
      `"${location.town}"; check the spelling, or add the workplace's postcode so the search places the job by its district`,
    ),
  };
}
