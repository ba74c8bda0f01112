// The job search's "Where" (D33), written alike when the index is built and when a candidate types it. No Node API.

export function placeKey(place: string): string {
  return place
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s,.]+/g, " ")
    .trim()
    .replace(/\bsaint\b/g, "st");
}

/** The inward code is a digit and two letters or none, so "PE2" is never read as "PE29". */
export function postcodeDistrict(text: string): string | undefined {
  const match = /^([A-Z]{1,2}[0-9][A-Z0-9]?)(?: ?[0-9](?:[A-Z]{2})?)?$/.exec(
    text.toUpperCase().replace(/\s+/g, " ").trim(),
  );
  return match?.[1];
}

export function countySlug(county: string): string {
  return county
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** No open data set of whole postcodes is small enough to ship, so a postcode reads back as its district. */
export function placeText(where: string): string {
  const tidy = where.replace(/\s+/g, " ").trim();
  return postcodeDistrict(tidy) ?? tidy;
}
