// The job search's "Where" (D33): a town, a county or a postcode district,
// written the same way when the index is built and when a candidate types
// it, so the two meet as exact filter values. Plain functions with no Node
// API: the browser's search module uses them too.

/** "  St.  Ives " and "Saint Ives" → "st ives": the form a place takes as a filter value. */
export function placeKey(place: string): string {
  return place.normalize("NFC").toLowerCase().replace(/[\s,.]+/g, " ").trim().replace(/\bsaint\b/g, "st");
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
 * A UK postcode's outward code, up to its district: "pe29 3tl" → "PE29",
 * "CB1" → "CB1", "cb12ab" → "CB1". Undefined for anything that is not a
 * postcode or a district ("Huntingdon"). The inward code, when given, must
 * be whole (a digit and two letters), so "PE2" is never read as "PE29".
 */
export function postcodeDistrict(text: string): string | undefined {
  const match = /^([A-Z]{1,2}[0-9][A-Z0-9]?)(?: ?[0-9][A-Z]{2})?$/.exec(text.toUpperCase().replace(/\s+/g, " ").trim());
  return match?.[1];
}

/** "Cambridgeshire" → "cambridgeshire", "Bedford & Luton" → "bedford-and-luton": a county as the listing's URLs name it. */
export function countySlug(county: string): string {
  return county
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The filter names "Where" matches in the index. The county is the
 * listing's own county filter (its slug), so "Where: Suffolk" and the
 * Suffolk filter are one and the same.
 */
export const placeFilters = { town: "town", county: "county", district: "district" } as const;

/**
 * Whether a vacancy filed under `filters` (search-index.ts) is in the place a
 * candidate typed in "Where": its town, its county or its postcode district,
 * each matched exactly, so "PE2" never finds "PE29". Nothing typed is
 * anywhere.
 */
export function isInPlace(filters: Readonly<Record<string, readonly string[]>>, where: string): boolean {
  if (placeKey(where) === "") return true;
  return placesIn(where).some((key) => {
    const district = postcodeDistrict(key);
    return (
      (filters[placeFilters.town]?.includes(key) ?? false) ||
      (filters[placeFilters.county]?.includes(countySlug(countyShortNames[key] ?? key)) ?? false) ||
      (district !== undefined && (filters[placeFilters.district]?.includes(district) ?? false))
    );
  });
}

/**
 * The places a "Where" names: the whole, each part between commas
 * ("Huntingdon, PE29") and any postcode in it ("PE29 3TL Huntingdon"), each
 * as a place key. A vacancy in any of them is in the place.
 */
function placesIn(where: string): string[] {
  const postcodes = where.match(/\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\b/gi) ?? [];
  return [...new Set([where, ...where.split(","), ...postcodes].map(placeKey).filter(Boolean))];
}

/** How a place reads back in a result count: a district as a district ("PE29"), anything else as typed, tidied. */
export function placeText(where: string): string {
  const tidy = where.replace(/\s+/g, " ").trim();
  return postcodeDistrict(tidy) ?? tidy;
}
