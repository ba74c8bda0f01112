// The miles from a search to a vacancy (D43), carried in the link (?miles=8)
// because the vacancy page is one static file. Only a bounded number, never
// words a shared link could make say something else.

export const distanceParameter = "miles";

/** Great Britain is under 900 miles from end to end. */
export const mostMiles = 999;

/** Whole miles, rounded as the card rounds them. */
export function vacancyHrefWithDistance(href: string, miles: number | undefined): string {
  if (miles === undefined || !Number.isFinite(miles) || miles < 0) return href;
  return `${href}?${distanceParameter}=${Math.min(Math.round(miles), mostMiles)}`;
}
