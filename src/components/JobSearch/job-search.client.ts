// The job search (D33, D39): fetches the build's index of open vacancies once
// and answers every search in memory (D43, D44); the query lives in the
// address so a search can be shared and returned to. Nothing typed is parsed
// as HTML: results are clones of a <template> card filled with textContent.
import { distanceText, defaultRadius, placeUsedText } from "../../jobs/places";
import {
  attachPlaces,
  filterCounts,
  listingFilterNames,
  loadSearchIndex,
  matchVacancies,
  needsPlaces,
  type FoundJob,
  type JobQuery,
  type ListingFilterName,
  type SearchEntry,
  type SearchIndex,
} from "../../jobs/search-match";
import { placeKey } from "../../jobs/search-place";
import { widerSearches } from "../../jobs/search-wider";
import { rememberResults } from "../BackToResults/results-memory";
import { vacancyHrefWithDistance } from "../VacancyDistance/vacancy-distance";
import {
  jobCountWords,
  searchCountLine,
  searchCountParts,
  searchHeading,
  searchName,
  type SearchCountWording,
  type SearchNameLabels,
} from "../../jobs/search-name";
import { filtersOfPath, listingRoot, type ListingFilters } from "../../jobs/board-paths";
import { readSearch, searchAddress, type SearchFields, type SearchQuery } from "../../jobs/search-address";
import { jobsPerPage as perPage } from "../../jobs/page-size";

type Query = Pick<SearchFields, "what" | "where" | "radius" | "sort" | "pay"> & Pick<SearchQuery, "cut">;

const jobCount = jobCountWords;

/** The result is only ever set as textContent. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

let indexLoading: Promise<SearchIndex> | undefined;

/** A failed fetch is tried again at the next search. */
function loadIndex(href: string): Promise<SearchIndex> {
  indexLoading ??= fetch(href)
    .then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.json();
    })
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      indexLoading = undefined;
      throw error;
    });
  return indexLoading;
}

let placesLoading: Promise<SearchIndex> | undefined;

/** Place data (D43) is fetched the first time Where is used. */
function loadIndexWithPlaces(indexHref: string): Promise<SearchIndex> {
  const href = indexHref.replace(/[^/]*$/, "places.json");
  placesLoading ??= Promise.all([
    loadIndex(indexHref),
    fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.json();
    }),
  ])
    .then(([index, places]) => attachPlaces(index, places))
    .catch((error: unknown) => {
      placesLoading = undefined;
      throw error;
    });
  return placesLoading;
}

interface SearchPage {
  root: HTMLElement;
  form: HTMLFormElement;
  whatInput: HTMLInputElement;
  whereInput: HTMLInputElement;
  radiusSelect: HTMLSelectElement | null;
  sortSelect: HTMLSelectElement | null;
  paySelect: HTMLSelectElement | null;
  status: HTMLElement;
  unavailable: HTMLElement;
  results: HTMLElement;
  listing: HTMLElement;
  list: HTMLElement;
  more: HTMLButtonElement;
  none: HTMLElement;
  card: HTMLTemplateElement;
  heading: HTMLElement;
  filtersPanel: HTMLElement | null;
  /** The feed is the listing's, not the search's: offered only with the listing. */
  feed: HTMLElement | null;
  pageHeading: HTMLElement | null;
  folded: HTMLElement | null;
  edit: HTMLButtonElement | null;
  alertName: HTMLElement | null;
  alertControl: HTMLElement | null;
  words: DOMStringMap;
}

function findSearchPage(root: HTMLElement): SearchPage {
  const form = root.querySelector("form")!;
  const results = document.querySelector<HTMLElement>("[data-job-search-results]")!;
  return {
    root,
    form,
    whatInput: form.elements.namedItem("what") as HTMLInputElement,
    whereInput: form.elements.namedItem("where") as HTMLInputElement,
    radiusSelect: form.elements.namedItem("radius") as HTMLSelectElement | null,
    sortSelect: form.elements.namedItem("sort") as HTMLSelectElement | null,
    paySelect: form.elements.namedItem("pay") as HTMLSelectElement | null,
    status: root.querySelector<HTMLElement>("[data-job-search-status]")!,
    unavailable: root.querySelector<HTMLElement>("[data-job-search-unavailable]")!,
    results,
    listing: document.querySelector<HTMLElement>("[data-job-listing]")!,
    list: results.querySelector<HTMLElement>("[data-job-search-list]")!,
    more: results.querySelector<HTMLButtonElement>("[data-job-search-more]")!,
    none: results.querySelector<HTMLElement>("[data-job-search-none]")!,
    card: results.querySelector<HTMLTemplateElement>("template")!,
    heading: document.getElementById("jobs-results-heading")!,
    filtersPanel: document.querySelector<HTMLElement>(".job-filters"),
    feed: document.querySelector<HTMLElement>(".jobs-results__feed"),
    pageHeading: document.querySelector("h1"),
    folded: root.querySelector<HTMLElement>("[data-job-search-folded]"),
    edit: root.querySelector<HTMLButtonElement>("[data-job-search-edit]"),
    alertName: document.querySelector<HTMLElement>("[data-job-alert-search]"),
    alertControl: document.querySelector<HTMLElement>(".job-alert"),
    words: results.dataset,
  };
}

const readForm = (page: SearchPage): Query =>
  readSearch(new URLSearchParams(new FormData(page.form) as unknown as Record<string, string>));

function showInForm(page: SearchPage, query: Query) {
  page.whatInput.value = query.what;
  page.whereInput.value = query.where;
  if (page.radiusSelect) page.radiusSelect.value = query.radius || defaultRadius;
  page.radiusSelect
    ?.closest<HTMLElement>(".job-search__choice--radius")
    ?.toggleAttribute("hidden", !query.where.trim());
  if (page.sortSelect) page.sortSelect.value = query.sort ?? "";
  if (page.paySelect) page.paySelect.value = query.pay ?? "";
}

/** A phone's CSS shows the line only below 48rem. */
function fold(page: SearchPage, on: boolean) {
  if (!page.folded || !page.edit) return;
  page.folded.hidden = !on;
  page.root.classList.toggle("job-search--folded", on);
  page.edit.setAttribute("aria-expanded", String(!on));
}

function payLabelOf(page: SearchPage, pay: string | undefined): string | undefined {
  return pay ? [...(page.paySelect?.options ?? [])].find((option) => option.value === pay)?.text : undefined;
}

function nameLabels(page: SearchPage, index: SearchIndex): SearchNameLabels {
  return {
    ...index.names,
    pay: Object.fromEntries(
      [...(page.paySelect?.options ?? [])]
        .filter((option) => option.value)
        .map((option) => [option.value, option.text]),
    ),
  };
}

function renderCards(
  page: SearchPage,
  shown: FoundJob[],
  from: number,
  distanceWording: SearchIndex["distance"] | undefined,
): HTMLElement[] {
  const items = shown.slice(from, from + perPage).map((result) => {
    const item = page.card.content.firstElementChild!.cloneNode(true) as HTMLElement;
    for (const slot of item.querySelectorAll<HTMLElement>("[data-slot]")) {
      slot.textContent = result.card[slot.dataset.slot as keyof SearchEntry["card"]] ?? "";
      slot.removeAttribute("data-slot");
    }
    // A card fact's row stays only where the vacancy has the fact, as on the server's card.
    for (const row of item.querySelectorAll<HTMLElement>("dl > [hidden]")) {
      if (row.lastElementChild!.textContent) row.hidden = false;
      else row.remove();
    }
    item.querySelector("a")!.href = vacancyHrefWithDistance(result.url, distanceWording ? result.miles : undefined);
    const distance = item.querySelector<HTMLElement>("[data-distance]");
    if (distance && result.miles !== undefined && distanceWording) {
      distance.textContent = distanceText(result.miles, distanceWording);
      distance.hidden = false;
    }
    distance?.removeAttribute("data-distance");
    return item;
  });
  page.list.append(...items);
  const left = shown.length - from - items.length;
  page.more.hidden = left <= 0;
  page.more.textContent = fill(page.words.showMore!, { count: jobCount(Math.min(perPage, left)) });
  return items;
}

function linkFilters(filtersPanel: HTMLElement | null, query: Query) {
  for (const link of filtersPanel?.querySelectorAll<HTMLAnchorElement>(
    `a[href^='${listingRoot}'], a[data-listing-href]`,
  ) ?? []) {
    const listingHref = (link.dataset.listingHref ??= link.getAttribute("href")!);
    link.href = searchAddress(query, filtersOfPath(listingHref));
    link.classList.remove("job-filters__option--empty");
  }
}

/** An option the search leaves empty is shown as text, not a link, as the listing shows an option with no jobs. */
function updateFilters(
  filtersPanel: HTMLElement | null,
  searchIndex: SearchIndex,
  query: Query,
  total: number,
  pageFilters: ListingFilters,
) {
  if (!filtersPanel) return;
  linkFilters(filtersPanel, query);
  for (const group of filtersPanel.querySelectorAll<HTMLElement>("[data-filter]")) {
    const name = group.dataset.filter as ListingFilterName;
    if (!listingFilterNames.includes(name)) continue;
    // An option replaces its group's choice: it is counted with the other groups' filters only.
    const counts = filterCounts(searchIndex, { ...query, ...pageFilters }, name);
    for (const option of group.querySelectorAll<HTMLElement>(".job-filters__option")) {
      const count = option.querySelector<HTMLElement>(".job-filters__count");
      if (!count) continue;
      count.dataset.listingCount ??= count.textContent ?? "";
      const href = option.dataset.listingHref;
      const value = href
        ? filtersOfPath(href)[name]
        : option.classList.contains("job-filters__option--selected")
          ? pageFilters[name]
          : undefined;
      if (value === undefined) continue;
      const found = option.classList.contains("job-filters__option--selected") ? total : (counts.get(value) ?? 0);
      count.textContent = `(${found})`;
      if (found === 0 && option instanceof HTMLAnchorElement) {
        option.removeAttribute("href");
        option.classList.add("job-filters__option--empty");
      }
    }
  }
}

function restoreFilters(filtersPanel: HTMLElement | null) {
  linkFilters(filtersPanel, { what: "", where: "" });
  for (const count of filtersPanel?.querySelectorAll<HTMLElement>("[data-listing-count]") ?? [])
    count.textContent = count.dataset.listingCount!;
}

interface WiderSearches {
  list: HTMLElement;
  wordItem: HTMLElement;
}

function prepareWiderSearches(none: HTMLElement): WiderSearches {
  const list = none.querySelector<HTMLElement>(".job-search-results__widen")!;
  const wordItem = list.querySelector("[data-widen='word']")!.parentElement!;
  wordItem.remove();
  return { list, wordItem };
}

function offerWiderSearches(
  { list, wordItem }: WiderSearches,
  searchIndex: SearchIndex,
  query: Query,
  pageFilters: ListingFilters,
) {
  for (const item of list.querySelectorAll("li")) {
    if (item.querySelector("[data-widen='word']")) item.remove();
    else item.hidden = true;
  }
  for (const { kind, query: widened, values, found } of widerSearches(searchIndex, query, (wider) => ({
    ...wider,
    ...pageFilters,
  }))) {
    const item =
      kind === "word"
        ? (list.appendChild(wordItem.cloneNode(true)) as HTMLElement)
        : list.querySelector(`[data-widen='${kind}']`)!.parentElement!;
    const link = item.querySelector("a")!;
    item.hidden = false;
    link.href = searchAddress(widened, pageFilters);
    const template = (link.dataset.template ??= link.textContent ?? "");
    link.textContent = `${fill(template, values)} (${jobCount(found)})`;
  }
  list.hidden = ![...list.children].some((item) => !(item as HTMLElement).hidden);
}

/** The search's words are for screen readers only, since the page's heading already shows them. */
function showCount(heading: HTMLElement, { before, count, after, cut }: ReturnType<typeof searchCountParts>) {
  const hidden = (text: string) => {
    const span = document.createElement("span");
    span.className = "visually-hidden";
    span.textContent = text;
    return span;
  };
  if (!count) heading.replaceChildren(after + cut);
  else heading.replaceChildren(...(before ? [hidden(before)] : []), count, ...(after ? [hidden(after)] : []), cut);
}

/** A place the data cannot place is no search to be alerted of (D43). */
function showAlertFor(page: SearchPage, name: string, offered: boolean) {
  if (page.alertName) page.alertName.textContent = name;
  if (page.alertControl) page.alertControl.hidden = !offered;
}

/**
 * The search page the host writes without JavaScript ends its title with the
 * search's label and the trading name (search-page.ts); results shown here end
 * the same way, so one search has one title however it was run.
 */
function searchPageTitleEnd(root: HTMLElement, listingTitle: string): string {
  const label = root.getAttribute("aria-label");
  const siteName = document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content;
  return label && siteName ? `${label} | ${siteName}` : listingTitle;
}

export function startJobSearch(root: HTMLElement): { search(): void } {
  const page = findSearchPage(root);
  const {
    form,
    whatInput,
    status,
    unavailable,
    results,
    listing,
    list,
    more,
    none,
    heading,
    filtersPanel,
    feed,
    pageHeading,
    edit,
    words,
  } = page;
  // The index's address comes from the page, so a build that moves it moves both.
  const indexHref = root.dataset.index!;
  const listingPath = new URL(form.action).pathname;
  const pageFilters = filtersOfPath(listingPath);
  const listingHeading = heading.textContent ?? "";
  const listingTitle = document.title;
  const resultsTitleEnd = searchPageTitleEnd(root, listingTitle);
  const pageHeadingText = pageHeading?.textContent ?? "";
  const alertListingName = page.alertName?.textContent ?? "";
  const widen = prepareWiderSearches(none);
  edit?.addEventListener("click", () => {
    fold(page, false);
    whatInput.focus();
  });
  const index = loadIndex(indexHref);
  index.catch(() => undefined);

  /** An answer to an older search, arriving late, is dropped. */
  let latest = 0;
  let shown: FoundJob[] = [];
  let distanceWording: SearchIndex["distance"] | undefined;

  const countParts = (
    count: number,
    { what, where, pay, cut }: Query,
    radius: number | undefined,
    wording: SearchCountWording,
  ) => searchCountParts(count, { what, where, radius, payLabel: payLabelOf(page, pay), cut }, wording);

  const jobQuery = (query: Query): JobQuery => ({ ...query, ...pageFilters });

  const restoreListing = () => {
    latest++;
    results.hidden = true;
    listing.hidden = false;
    heading.textContent = listingHeading;
    document.title = listingTitle;
    if (pageHeading) pageHeading.textContent = pageHeadingText;
    showAlertFor(page, alertListingName, true);
    fold(page, false);
    if (feed) feed.hidden = false;
    status.textContent = "";
    list.replaceChildren();
    restoreFilters(filtersPanel);
  };

  /** `focusResults` when asked, since on a phone the results start a screen or two down. */
  const run = async (query: Query, { focusResults = false } = {}) => {
    if (!query.what.trim() && placeKey(query.where) === "" && !query.pay && !query.sort) {
      restoreListing();
      return;
    }
    const mine = ++latest;
    status.textContent = words.searching!;
    let searchIndex: SearchIndex;
    try {
      searchIndex = await (needsPlaces(query) ? loadIndexWithPlaces(indexHref) : loadIndex(indexHref));
    } catch {
      if (mine !== latest) return;
      status.textContent = "";
      unavailable.hidden = false;
      return;
    }
    if (mine !== latest) return;
    unavailable.hidden = true;
    distanceWording = searchIndex.distance;
    const result = matchVacancies(searchIndex, jobQuery(query));
    shown = result.jobs;
    list.replaceChildren();
    renderCards(page, shown, 0, distanceWording);
    // An unknown place is said plainly (D43); a place the search had to choose ("Eye") is named as the one used.
    const placeUsed = placeUsedText(result.place, query.where, searchIndex.distance);
    const radius = result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined;
    const parts =
      result.place.kind === "unknown"
        ? {
            before: "",
            count: "",
            after: fill(searchIndex.distance.placeUnknown, { where: query.where.trim() }),
            cut: "",
          }
        : countParts(shown.length, { ...query, where: placeUsed }, radius, searchIndex.wording.count);
    const text = searchCountLine(parts);
    showCount(heading, parts);
    document.title = `${text} | ${resultsTitleEnd}`;
    const named = { ...pageFilters, ...query, where: result.place.kind === "unknown" ? "" : placeUsed, radius };
    const labels = nameLabels(page, searchIndex);
    // The wording comes with the index, keeping the listing page in its byte budget.
    const nameWording = searchIndex.wording.name;
    if (pageHeading) pageHeading.textContent = searchHeading(named, nameWording, labels);
    showAlertFor(page, searchName(named, nameWording, labels), result.place.kind !== "unknown");
    fold(page, true);
    listing.hidden = true;
    results.hidden = false;
    if (feed) feed.hidden = true;
    none.hidden = shown.length > 0;
    if (shown.length === 0) offerWiderSearches(widen, searchIndex, query, pageFilters);
    updateFilters(filtersPanel, searchIndex, query, shown.length, pageFilters);
    if (focusResults) {
      status.textContent = "";
      heading.tabIndex = -1;
      heading.focus();
    } else {
      status.textContent = text;
    }
  };

  const runFromAddress = () => {
    const query = readSearch(new URLSearchParams(window.location.search));
    showInForm(page, query);
    void run(query);
  };

  const navigate = (query: Query) => {
    const url = searchAddress(query, pageFilters);
    if (url !== window.location.pathname + window.location.search) window.history.pushState(null, "", url);
    rememberResults();
    showInForm(page, query);
    void run(query, { focusResults: true });
  };

  const search = () => navigate(readForm(page));

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    search();
  });
  more.addEventListener("click", () => {
    renderCards(page, shown, list.children.length, distanceWording)[0]?.querySelector("a")?.focus();
  });
  results.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-job-search-clear], a[data-widen]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(readSearch(new URL(link.href).searchParams));
    if (link.hasAttribute("data-job-search-clear")) whatInput.focus();
  });
  window.addEventListener("popstate", () => {
    rememberResults();
    runFromAddress();
  });
  if (window.location.search) runFromAddress();
  return { search };
}
