// How far a vacancy is from the place a candidate searched (D43), carried
// from a result to the vacancy's page. The results know the distance; the
// vacancy's page is the same static file for everyone, so the result's link
// carries the whole miles in its address (?miles=8) and the page's script
// shows them beside the place (vacancy-distance.client.ts). It is the
// visitor's own link: a number, bounded, shown as text, never a place's
// name or other words that a shared link could make say something else.

/** The address's parameter that carries the miles. */
export const distanceParameter = "miles";

/** The most miles a link carries: Great Britain is under 900 miles from end to end. */
export const mostMiles = 999;

/** A result's link to its vacancy: with the distance when the search was by place, as whole miles (what the card says, rounded the same way). */
export function vacancyHrefWithDistance(href: string, miles: number | undefined): string {
  if (miles === undefined || !Number.isFinite(miles) || miles < 0) return href;
  return `${href}?${distanceParameter}=${Math.min(Math.round(miles), mostMiles)}`;
}
