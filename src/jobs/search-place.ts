// The job search's "Where" (D33): a town, a county or a postcode district,
// written the same way when the index is built and when a candidate types it.
// Which place it names and how far each job is from it is places.ts (D43).
// Plain functions with no Node API: the browser's search module uses them too.

/** "  St.  Ives " and "Saint Ives" → "st ives": the form a place takes as a filter value. */
export function placeKey(place: string): string {
  return place.normalize("NFC").toLowerCase().replace(/[\s,.]+/g, " ").trim().replace(/\bsaint\b/g, "st");
}

/**
 * A UK postcode's outward code, up to its district: "pe29 3tl" → "PE29",
 * "CB1" → "CB1", "cb12ab" → "CB1", and a postcode sector, "PE28 0" →
 * "PE28". Undefined for anything that is not a postcode, a sector or a
 * district ("Huntingdon"). The inward code, when given, is a digit and
 * either two letters or none, so "PE2" is never read as "PE29".
 */
export function postcodeDistrict(text: string): string | undefined {
  const match = /^([A-Z]{1,2}[0-9][A-Z0-9]?)(?: ?[0-9](?:[A-Z]{2})?)?$/.exec(text.toUpperCase().replace(/\s+/g, " ").trim());
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
 * How a place reads back in a heading or a count: a postcode as the district
 * it is measured from ("pe29 3tl" → "PE29"), anything else as typed, tidied.
 * Only districts are placed (places.ts): no open data set of whole
 * postcodes is small enough to ship, so a whole postcode is searched from
 * the middle of its district, and the page says which distance it measured
 * rather than pretending to the postcode's own (the second cold trial of
 * issue 38 found "under a mile away" from a postcode nine miles off).
 */
export function placeText(where: string): string {
  const tidy = where.replace(/\s+/g, " ").trim();
  return postcodeDistrict(tidy) ?? tidy;
}
