// Every job search's address, written and read here alone: the browser's
// search (job-search.client.ts), the search page without JavaScript
// (search-page.ts), the listing's filter links, the wider searches, the way
// back to results and the job alerts' links. One list holds each parameter,
// in the order an address carries it, with the rule that reads it back; a
// value the rule refuses is read as none, so a made-up address never reaches
// a page or the matching. No Node API: the browser's search bundles it.
import { listingPath, searchPagePath, type ListingFilters } from "./board-paths";
import { defaultRadius, readRadius, type Radius } from "./places";
import { typedSearch } from "./search-typed";

/** The orders a search may ask for (search-match.ts); none is the best match first. */
export const sortChoices = ["newest", "closing", "nearest"] as const;

/** A minimum pay choice as pay-bands.ts names it ("hour-12", "year-25000"), bounded like the pay it stands for (D36). */
export const payPattern = /^[a-z]+-\d{1,7}(\.\d{1,2})?$/;

/** A listing filter's slug as an address may carry it, when the board's own options are not at hand. */
const slugPattern = /^[a-z0-9-]{1,100}$/;

/** A search as its address writes it: What and Where as typed, the radius, the order, a minimum pay, the listing's filters and the page. */
export interface SearchFields {
  what: string;
  where: string;
  /** Miles from the place (D43); written only with a place, and only when not the default. */
  radius?: string | undefined;
  /** One of sortChoices; "" or none for the best match first. */
  sort?: string | undefined;
  /** A minimum pay choice ("hour-15"); "" or none for any pay. */
  pay?: string | undefined;
  /** The listing's filters (D25), each a slug. */
  sector?: string | undefined;
  engagement?: string | undefined;
  county?: string | undefined;
  /** The page of results; 1 is not written. */
  page?: number | undefined;
}

/** A search read from an address: each part known, or empty. */
export interface SearchQuery {
  what: string;
  where: string;
  radius: Radius;
  sort: string;
  pay: string;
  /** What or Where was longer than the search takes, and was cut (search-typed.ts). */
  cut?: boolean;
}

/** A search read from the search page's address, with the listing's filters ("" for none) and the page. */
export interface SearchPageQuery extends SearchQuery {
  page: number;
  sector: string;
  engagement: string;
  county: string;
}

/**
 * The address's parameters, in the order it carries them. Each is written
 * when it has a value, except the radius (only with a place, and only when not
 * the default: one search, one address, D43) and page 1; each is read back by
 * its rule in readSearch and readSearchPage: What and Where as typed
 * (search-typed.ts), the radius one of radiusChoices, the sort one of
 * sortChoices, the pay by payPattern, a filter one of the board's own and the
 * page a whole number.
 */
export const searchParameters = ["what", "where", "radius", "sector", "engagement", "county", "sort", "pay", "page"] as const;

/** "?what=…&where=…" for a search, leaving out what is empty or default; "" when all is. */
export function searchQueryText(search: SearchFields): string {
  const where = search.where.trim();
  const written: Partial<Record<(typeof searchParameters)[number], unknown>> = { ...search, what: search.what.trim(), where, radius: where && search.radius !== defaultRadius && search.radius, page: search.page! > 1 && search.page };
  const params = new URLSearchParams();
  // URLSearchParams writes the page's number as text.
  for (const name of searchParameters) if (written[name]) params.set(name, written[name] as string);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether a search asks for more than its filters' listing page shows. */
export const searchesFor = (search: SearchFields): boolean => Boolean(search.what.trim() || search.where.trim() || search.sort || search.pay);

/** The search on the host's search page (without JavaScript, and the page a search's address opens afresh). */
export const searchPageAddress = (search: SearchFields): string => searchPagePath + searchQueryText(search);

/**
 * Where a search lives: the host's search page, which answers it with the
 * same jobs in the same markup as the browser's search, the listing's
 * filters among its parameters, so a reload, a shared link, a job alert's
 * link or the way back from a vacancy opens on the results themselves; with
 * nothing searched, the filters' own listing page. `filters` are the
 * search's own unless given.
 */
export function searchAddress(search: SearchFields, filters: ListingFilters = search as ListingFilters): string {
  return searchesFor(search) ? searchPagePath + searchQueryText({ ...search, ...filters }) : listingPath(filters);
}

/** What, Where, radius, order and pay as an address carries them, as text to search for and show: no control characters or direction overrides (D36), whoever wrote the link. */
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

/**
 * The whole search the search page's address asks for. A filter's value is
 * kept only when it is one of `options` (the board's own), so a made-up
 * value is never named on the page; without `options`, any slug is kept.
 */
export function readSearchPage(params: URLSearchParams, options?: Record<"sector" | "engagement" | "county", [value: string, label: string][]>): SearchPageQuery {
  const filter = (name: "sector" | "engagement" | "county") => {
    const value = params.get(name) ?? "";
    return (options ? options[name].some(([option]) => option === value) : slugPattern.test(value)) ? value : "";
  };
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return { ...readSearch(params), page: Number.isSafeInteger(page) && page > 1 ? page : 1, sector: filter("sector"), engagement: filter("engagement"), county: filter("county") };
}
