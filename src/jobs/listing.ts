// The /jobs/ listing (D25) as data. No JavaScript: every filter is a link to a page written at build time.
import { isOpen } from "./vacancy-status";
import { engagements, type Engagement } from "./vacancy-choices";
import type { CalendarDate, Vacancy } from "./vacancy-schema";
import { engagementText } from "./vacancy-text";
import { countySlug } from "./search-place";
import {
  listingFeedPath,
  listingPath,
  listingRoot,
  reservedSegmentsExpected,
  isReservedSegment,
  type ListingFilters,
} from "./board-paths";
import { expected, problem, type Problem } from "../content/problems";
import { jobsPerPage } from "./page-size";

export { jobsPerPage };

export interface ListingSector {
  slug: string;
  title: string;
  /** How the sector reads inside a heading ("nursery and school" jobs); defaults to the title. */
  listingName?: string;
}

export type FilterName = keyof ListingFilters;

export interface ListingModel {
  vacancies: Vacancy[];
  sectors: ListingSector[];
  counties: Map<string, string>;
}

export interface ListingPage {
  filters: ListingFilters;
  page: number;
  path: string;
}

export { countySlug } from "./search-place";

/** Ties broken by reference, then slug, so the order never depends on the order files were read. */
export function compareNewestFirst(a: Vacancy, b: Vacancy): number {
  if (a.data.posted !== b.data.posted) return a.data.posted < b.data.posted ? 1 : -1;
  if (a.data.reference !== b.data.reference) return a.data.reference < b.data.reference ? -1 : 1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** Without accents or capitals, as a reader alphabetises ("Ynys Môn" beside "Ynys Mon"). */
const sortKey = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** By hand: localeCompare's first use loads ICU's collation data; the order is the same for Latin names. */
function compareNames(a: string, b: string): number {
  const [keyA, keyB] = [sortKey(a), sortKey(b)];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

export function listingModel(
  vacancies: readonly Vacancy[],
  today: CalendarDate,
  sectors: readonly ListingSector[],
): ListingModel {
  const open = vacancies.filter((vacancy) => isOpen(vacancy.data, today)).sort(compareNewestFirst);
  const counties = new Map<string, string>();
  const byName = [...open].sort((a, b) => compareNames(a.data.location.county, b.data.location.county));
  for (const vacancy of byName) {
    const slug = countySlug(vacancy.data.location.county);
    if (!counties.has(slug)) counties.set(slug, vacancy.data.location.county);
  }
  return { vacancies: open, sectors: [...sectors], counties };
}

/** Each vacancy is in the 8 combinations of its own filters, so one pass files it; scanning would cost billions. */
const matchesByModel = new WeakMap<ListingModel, Map<string, Vacancy[]>>();

function matchesByCombination(model: ListingModel): Map<string, Vacancy[]> {
  let matches = matchesByModel.get(model);
  if (!matches) {
    matches = new Map();
    for (const vacancy of model.vacancies) {
      const own = {
        sector: vacancy.data.sector,
        engagement: vacancy.data.engagement,
        county: countySlug(vacancy.data.location.county),
      };
      for (const sector of [undefined, own.sector]) {
        for (const engagement of [undefined, own.engagement]) {
          for (const county of [undefined, own.county]) {
            const key = filterKey(withoutUndefined({ sector, engagement, county }));
            let list = matches.get(key);
            if (!list) matches.set(key, (list = []));
            list.push(vacancy);
          }
        }
      }
    }
    matchesByModel.set(model, matches);
  }
  return matches;
}

export function matchingVacancies(model: ListingModel, filters: ListingFilters): Vacancy[] {
  return matchesByCombination(model).get(filterKey(withoutUndefined(filters))) ?? [];
}

function pageCountFor(total: number): number {
  return Math.max(1, Math.ceil(total / jobsPerPage));
}

function filterKey(filters: ListingFilters): string {
  return listingPath(filters);
}

/** /jobs/ itself even with nothing open, so it can say so, and every page of every combination with a match. */
export function listingPages(model: ListingModel): ListingPage[] {
  const combinations = new Map<string, ListingFilters>([[filterKey({}), {}]]);
  for (const vacancy of model.vacancies) {
    const own = {
      sector: vacancy.data.sector,
      engagement: vacancy.data.engagement,
      county: countySlug(vacancy.data.location.county),
    };
    for (const sector of [undefined, own.sector]) {
      for (const engagement of [undefined, own.engagement]) {
        for (const county of [undefined, own.county]) {
          const filters = withoutUndefined({ sector, engagement, county });
          combinations.set(filterKey(filters), filters);
        }
      }
    }
  }
  const pages: ListingPage[] = [];
  for (const filters of combinations.values()) {
    const pageCount = pageCountFor(matchingVacancies(model, filters).length);
    for (let page = 1; page <= pageCount; page++) pages.push({ filters, page, path: listingPath(filters, page) });
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function withoutUndefined(filters: ListingFilters): ListingFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ListingFilters;
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  path?: string;
  selected: boolean;
}

export interface FilterGroup {
  name: FilterName;
  options: FilterOption[];
}

export interface SelectedFilter {
  name: FilterName;
  label: string;
  removePath: string;
}

/** As GOV.UK's pagination shows them: 200 links on each of 200 pages would help no one. */
export function pageWindow(pageCount: number, page: number): number[] {
  return [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
}

export interface PaginationLink {
  number: number;
  path: string;
  current: boolean;
}

export interface ListingView {
  heading: string;
  title: string;
  resultCount: string;
  /** Undefined when nothing matches, and when one page shows them all (the count says it already). */
  range?: { first: number; last: number };
  canonicalPath: string;
  previousPath?: string;
  nextPath?: string;
  pagination: PaginationLink[];
  filterGroups: FilterGroup[];
  selectedFilters: SelectedFilter[];
  clearPath?: string;
  feedPath: string;
  vacancies: Vacancy[];
}

export function jobCountText(count: number): string {
  return count === 1 ? "1 job" : `${count} jobs`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function optionLabel(model: ListingModel, name: FilterName, value: string): string {
  if (name === "sector") return model.sectors.find((sector) => sector.slug === value)?.title ?? value;
  if (name === "engagement") return engagementText(value as Engagement);
  return model.counties.get(value) ?? value;
}

export function listingHeading(model: ListingModel, filters: ListingFilters): string {
  if (filters.sector === undefined && filters.engagement === undefined && filters.county === undefined)
    return "All jobs";
  const sector = model.sectors.find((candidate) => candidate.slug === filters.sector);
  const words = [
    filters.engagement === undefined ? undefined : lowerFirst(engagementText(filters.engagement)),
    filters.sector === undefined ? undefined : lowerFirst(sector?.listingName ?? sector?.title ?? filters.sector),
    "jobs",
    filters.county === undefined ? undefined : `in ${optionLabel(model, "county", filters.county)}`,
  ].filter((word) => word !== undefined);
  return upperFirst(words.join(" "));
}

export function filterNames(model: ListingModel): Record<FilterName, Record<string, string>> {
  return {
    sector: Object.fromEntries(
      model.sectors.map((sector) => [sector.slug, lowerFirst(sector.listingName ?? sector.title)]),
    ),
    engagement: Object.fromEntries(
      engagements.map((engagement) => [engagement, lowerFirst(engagementText(engagement))]),
    ),
    county: Object.fromEntries(model.counties),
  };
}

/** The search page without JavaScript offers the same options as the listing. */
export function filterOptionLabels(model: ListingModel): Record<FilterName, [value: string, label: string][]> {
  const names: FilterName[] = ["sector", "engagement", "county"];
  return Object.fromEntries(
    names.map((name) => [name, optionValues(model, name).map((value) => [value, optionLabel(model, name, value)])]),
  ) as Record<FilterName, [string, string][]>;
}

function optionValues(model: ListingModel, name: FilterName): string[] {
  if (name === "sector") return model.sectors.map((sector) => sector.slug);
  if (name === "engagement") return [...engagements];
  return [...model.counties.keys()];
}

/** Without the filters and cards: the route table asks for this of every listing page. */
export function listingSummary(
  model: ListingModel,
  filters: ListingFilters,
  page = 1,
): Pick<ListingView, "heading" | "title" | "resultCount" | "feedPath"> {
  const total = matchingVacancies(model, filters).length;
  const heading = listingHeading(model, filters);
  return {
    heading,
    title: page > 1 ? `${heading} (page ${page} of ${pageCountFor(total)})` : heading,
    resultCount: jobCountText(total),
    feedPath: listingFeedPath(filters.sector),
  };
}

export function listingView(model: ListingModel, filters: ListingFilters, page = 1): ListingView {
  const matching = matchingVacancies(model, filters);
  const pageCount = pageCountFor(matching.length);
  const { heading, title, resultCount, feedPath } = listingSummary(model, filters, page);
  const first = (page - 1) * jobsPerPage;
  const onPage = matching.slice(first, first + jobsPerPage);
  const names: FilterName[] = ["sector", "engagement", "county"];

  const filterGroups = names.map((name) => ({
    name,
    options: optionValues(model, name).map((value) => {
      const combined = { ...filters, [name]: value };
      const count = matchingVacancies(model, combined).length;
      const selected = filters[name] === value;
      const option: FilterOption = { value, label: optionLabel(model, name, value), count, selected };
      if (!selected && count > 0) option.path = listingPath(combined);
      return option;
    }),
  }));

  const selectedFilters = names.flatMap((name) => {
    const value = filters[name];
    if (value === undefined) return [];
    const label = optionLabel(model, name, value);
    const rest = withoutUndefined({ ...filters, [name]: undefined });
    return [{ name, label, removePath: listingPath(rest) }];
  });

  const view: ListingView = {
    heading,
    title,
    resultCount,
    canonicalPath: listingPath(filters, page),
    pagination:
      pageCount > 1
        ? pageWindow(pageCount, page).map((number) => ({
            number,
            path: listingPath(filters, number),
            current: number === page,
          }))
        : [],
    filterGroups,
    selectedFilters,
    feedPath,
    vacancies: onPage,
  };
  if (onPage.length > 0 && pageCount > 1) view.range = { first: first + 1, last: first + onPage.length };
  if (page > 1) view.previousPath = listingPath(filters, page - 1);
  if (page < pageCount) view.nextPath = listingPath(filters, page + 1);
  if (selectedFilters.length > 0) view.clearPath = listingRoot;
  return view;
}

/** A sector slug is a listing's first segment, so it may not take one of the board's own addresses. */
export function listingSectorSlugProblems(sectors: readonly { file: string; slug: string }[]): Problem[] {
  return sectors
    .filter(({ slug }) => isReservedSegment(slug))
    .map(({ file, slug }) => problem(file, "file name", expected(reservedSegmentsExpected(), `"${slug}"`)));
}

/** Same sector first, then the rest, each group newest first (D26). */
export function similarVacancies(model: ListingModel, vacancy: Vacancy, limit = 3): Vacancy[] {
  // From the front of lists already filed, so a page costs the same on a board of 10,000.
  const similar: Vacancy[] = [];
  for (const other of matchingVacancies(model, { sector: vacancy.data.sector })) {
    if (similar.length === limit) return similar;
    if (other.slug !== vacancy.slug) similar.push(other);
  }
  for (const other of model.vacancies) {
    if (similar.length === limit) break;
    if (other.data.sector !== vacancy.data.sector) similar.push(other);
  }
  return similar;
}

export function openCountsBySector(model: ListingModel): Map<string, number> {
  const counts = new Map(model.sectors.map((sector) => [sector.slug, 0]));
  for (const vacancy of model.vacancies) counts.set(vacancy.data.sector, (counts.get(vacancy.data.sector) ?? 0) + 1);
  return counts;
}
