// Every job search's address, written and read here alone, one list holding each parameter in order with the rule that
// reads it back. A value the rule refuses is read as none, so a made-up address never reaches a page or the matching.
// No Node API: the browser bundles it.
import { listingPath, searchPagePath, type ListingFilters } from "./board-paths";
import { defaultRadius, readRadius, type Radius } from "./places";
import { typedSearch } from "./search-typed";

/** None is the best match first. */
export const sortChoices = ["newest", "closing", "nearest"] as const;

/** Bounded like the pay it stands for (D36). */
export const payPattern = /^[a-z]+-\d{1,7}(\.\d{1,2})?$/;

/** When the board's own options are not at hand. */
const slugPattern = /^[a-z0-9-]{1,100}$/;

export interface SearchFields {
  what: string;
  where: string;
  /** D43: written only with a place, and only when not the default. */
  radius?: string | undefined;
  sort?: string | undefined;
  pay?: string | undefined;
  sector?: string | undefined;
  engagement?: string | undefined;
  county?: string | undefined;
  page?: number | undefined;
}

export interface SearchQuery {
  what: string;
  where: string;
  radius: Radius;
  sort: string;
  pay: string;
  cut?: boolean;
}

export interface SearchPageQuery extends SearchQuery {
  page: number;
  sector: string;
  engagement: string;
  county: string;
}

/** The radius is written only with a place and when not the default: one search, one address (D43). */
export const searchParameters = [
  "what",
  "where",
  "radius",
  "sector",
  "engagement",
  "county",
  "sort",
  "pay",
  "page",
] as const;

export function searchQueryText(search: SearchFields): string {
  const where = search.where.trim();
  const written: Partial<Record<(typeof searchParameters)[number], unknown>> = {
    ...search,
    what: search.what.trim(),
    where,
    radius: where && search.radius !== defaultRadius && search.radius,
    page: search.page! > 1 && search.page,
  };
  const params = new URLSearchParams();
  for (const name of searchParameters) if (written[name]) params.set(name, written[name] as string);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const searchesFor = (search: SearchFields): boolean =>
  Boolean(search.what.trim() || search.where.trim() || search.sort || search.pay);

export const searchPageAddress = (search: SearchFields): string => searchPagePath + searchQueryText(search);

/** The host's search page, so a reload or a shared or alert's link opens on the results. */
export function searchAddress(search: SearchFields, filters: ListingFilters = search as ListingFilters): string {
  return searchesFor(search) ? searchPagePath + searchQueryText({ ...search, ...filters }) : listingPath(filters);
}

/** No control characters or direction overrides (D36), whoever wrote the link. */
export function readSearch(params: URLSearchParams): SearchQuery {
  const get = (name: (typeof searchParameters)[number]) => params.get(name) ?? "";
  const [what, where, sort, pay] = [typedSearch(get("what")), typedSearch(get("where")), get("sort"), get("pay")];
  return {
    what: what.text,
    where: where.text,
    radius: readRadius(get("radius")),
    sort: (sortChoices as readonly string[]).includes(sort) ? sort : "",
    pay: payPattern.test(pay) ? pay : "",
    ...(what.cut || where.cut ? { cut: true } : {}),
  };
}

/** Only the board's own filter values, so a made-up value is never named on the page; without `options`, any slug. */
export function readSearchPage(
  params: URLSearchParams,
  options?: Record<"sector" | "engagement" | "county", [value: string, label: string][]>,
): SearchPageQuery {
  const filter = (name: "sector" | "engagement" | "county") => {
    const value = params.get(name) ?? "";
    return (options ? options[name].some(([option]) => option === value) : slugPattern.test(value)) ? value : "";
  };
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    ...readSearch(params),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    sector: filter("sector"),
    engagement: filter("engagement"),
    county: filter("county"),
  };
}
