// The address of a search on the job board (issue 38): its filters' listing
// page with What, Where and minimum pay in the query, as the browser's search
// writes it (job-search.client.ts), so a job alert's answer leads back to
// the very search it was signed up from.
import { listingPath, type ListingFilters } from "./listing";

export function searchHref(search: { what: string; where: string; radius?: string | undefined; pay?: string | undefined; sector?: string | undefined; engagement?: string | undefined; county?: string | undefined }): string {
  const params = new URLSearchParams();
  if (search.what) params.set("what", search.what);
  if (search.where) params.set("where", search.where);
  // The distance (D43), as the search writes it: only with a place, and only when not the default.
  if (search.where && search.radius && search.radius !== "10") params.set("radius", search.radius);
  if (search.pay) params.set("pay", search.pay);
  const query = params.toString();
  const filters: ListingFilters = { ...(search.sector ? { sector: search.sector } : {}), ...(search.engagement === "temporary" || search.engagement === "permanent" ? { engagement: search.engagement } : {}), ...(search.county ? { county: search.county } : {}) };
  return listingPath(filters) + (query ? `?${query}` : "");
}
