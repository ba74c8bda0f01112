// The job search (D33, D39), loaded by initJobSearch
// (start-job-search.client.ts) when a candidate starts to search, which then
// calls startJobSearch below. It fetches the index of open vacancies the
// build wrote (src/jobs/search-index.ts) once, then answers every search in
// memory with the search's own matching (src/jobs/search-match.ts): What as
// whole words and their synonyms (D44), Where as a place and a radius (D43;
// the place data is fetched the first time Where is used), combined with
// the filters of the listing page it is on, and shows the results as the
// listing's own cards. No search after the first waits on the network. The
// query lives in the address (/jobs/?what=nurse&where=PE29), so a search can
// be shared, bookmarked and returned to with the back button.
//
// Nothing a candidate types is ever parsed as HTML: results are clones of a
// <template> of the real card whose slots get textContent, and the wording
// around them is filled the same way.
import { distanceText, defaultRadius, placeUsedText } from "../../jobs/places";
import { attachPlaces, filterCounts, listingFilterNames, loadSearchIndex, matchVacancies, needsPlaces, type FoundJob, type JobQuery, type ListingFilterName, type SearchEntry, type SearchIndex } from "../../jobs/search-match";
import { placeKey } from "../../jobs/search-place";
import { widerSearches } from "../../jobs/search-wider";
import { rememberResults } from "../BackToResults/results-memory";
import { vacancyHrefWithDistance } from "../VacancyDistance/vacancy-distance";
import { jobCountWords, searchCountParts, searchHeading, searchName, type SearchCountWording, type SearchNameLabels } from "../../jobs/search-name";
import { filtersOfPath, listingRoot, type ListingFilters } from "../../jobs/board-paths";
import { readSearch, searchAddress, type SearchFields, type SearchQuery } from "../../jobs/search-address";
import { jobsPerPage as perPage } from "../../jobs/page-size";

/** A search as the form and the address hold it (search-address.ts). */
type Query = Pick<SearchFields, "what" | "where" | "radius" | "sort" | "pay"> & Pick<SearchQuery, "cut">;


/** A count in words (search-name.ts), as the host's search page says it too. */
const jobCount = jobCountWords;

/** Fills a wording's {{slots}}; the result is only ever set as textContent. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

let indexLoading: Promise<SearchIndex> | undefined;

/** The index, fetched once. A failed fetch is tried again at the next search. */
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

/** The index with the place data beside it attached (D43), fetched once, the first time Where is used. A failed fetch is tried again at the next search. */
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

/** The parts of the page the search reads and writes, found once. */
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
  /** The results' wording, from the page (JobSearch.tsx). */
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
    // Issue 38: the page's heading names the search ("Care jobs in Huntingdon"), and on a phone the form folds to one line that says it.
    pageHeading: document.querySelector("h1"),
    folded: root.querySelector<HTMLElement>("[data-job-search-folded]"),
    edit: root.querySelector<HTMLButtonElement>("[data-job-search-edit]"),
    alertName: document.querySelector<HTMLElement>("[data-job-alert-search]"),
    alertControl: document.querySelector<HTMLElement>(".job-alert"),
    words: results.dataset,
  };
}

// The form.

/** The search the form holds, read as its address would be (search-address.ts), as the host's search page reads it too. */
const readForm = (page: SearchPage): Query => readSearch(new URLSearchParams(new FormData(page.form) as unknown as Record<string, string>));

function showInForm(page: SearchPage, query: Query) {
  page.whatInput.value = query.what;
  page.whereInput.value = query.where;
  if (page.radiusSelect) page.radiusSelect.value = query.radius || defaultRadius;
  // The distance's choice shows with a place (start-job-search.client.ts hides it while Where is empty).
  page.radiusSelect?.closest<HTMLElement>(".job-search__choice--radius")?.toggleAttribute("hidden", !query.where.trim());
  if (page.sortSelect) page.sortSelect.value = query.sort ?? "";
  if (page.paySelect) page.paySelect.value = query.pay ?? "";
}

/** Folds the form to its one line (a phone's CSS shows the line only below 48rem), or opens it again. */
function fold(page: SearchPage, on: boolean) {
  if (!page.folded || !page.edit) return;
  page.folded.hidden = !on;
  page.root.classList.toggle("job-search--folded", on);
  page.edit.setAttribute("aria-expanded", String(!on));
}

/** The minimum pay asked for in the form's own words ("£15+ an hour"). */
function payLabelOf(page: SearchPage, pay: string | undefined): string | undefined {
  return pay ? [...(page.paySelect?.options ?? [])].find((option) => option.value === pay)?.text : undefined;
}

/** The filters' names come with the index (search-index.ts), the pay choices' from the form. */
function nameLabels(page: SearchPage, index: SearchIndex): SearchNameLabels {
  return {
    ...index.names,
    pay: Object.fromEntries([...(page.paySelect?.options ?? [])].filter((option) => option.value).map((option) => [option.value, option.text])),
  };
}

// The results.

/** Appends the next page of results from `from`, and says how many more there are; returns the cards added. */
function renderCards(page: SearchPage, shown: FoundJob[], from: number, distanceWording: SearchIndex["distance"] | undefined): HTMLElement[] {
  const items = shown.slice(from, from + perPage).map((result) => {
    const item = page.card.content.firstElementChild!.cloneNode(true) as HTMLElement;
    for (const slot of item.querySelectorAll<HTMLElement>("[data-slot]")) {
      slot.textContent = result.card[slot.dataset.slot as keyof SearchEntry["card"]] ?? "";
      slot.removeAttribute("data-slot");
    }
    // The vacancy's page repeats the distance (vacancy-distance.ts).
    item.querySelector("a")!.href = vacancyHrefWithDistance(result.url, distanceWording ? result.miles : undefined);
    // How far it is, after a search by a town, district or postcode (D43).
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

// The filters beside the results.

/** Every filter link to that filter's listing page with this search (searchAddress; none, the page itself), and a link again if a search had made it text. */
function linkFilters(filtersPanel: HTMLElement | null, query: Query) {
  for (const link of filtersPanel?.querySelectorAll<HTMLAnchorElement>(`a[href^='${listingRoot}'], a[data-listing-href]`) ?? []) {
    const listingHref = (link.dataset.listingHref ??= link.getAttribute("href")!);
    link.href = searchAddress(query, filtersOfPath(listingHref));
    link.classList.remove("job-filters__option--empty");
  }
}

/**
 * Each filter option's count under this search, and links that keep the
 * search. An option the search leaves empty is shown as text, not a link,
 * as the listing shows an option with no jobs.
 */
function updateFilters(filtersPanel: HTMLElement | null, searchIndex: SearchIndex, query: Query, total: number, pageFilters: ListingFilters) {
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
      const value = href ? filtersOfPath(href)[name] : option.classList.contains("job-filters__option--selected") ? pageFilters[name] : undefined;
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

/** The filters as the page was built: its links and counts. */
function restoreFilters(filtersPanel: HTMLElement | null) {
  linkFilters(filtersPanel, { what: "", where: "" });
  for (const count of filtersPanel?.querySelectorAll<HTMLElement>("[data-listing-count]") ?? []) count.textContent = count.dataset.listingCount!;
}

// The ways to widen a search that found nothing.

interface WiderSearches {
  list: HTMLElement;
  /** The item a word's wider search is cloned from, taken out of the page. */
  wordItem: HTMLElement;
}

function prepareWiderSearches(none: HTMLElement): WiderSearches {
  const list = none.querySelector<HTMLElement>(".job-search-results__widen")!;
  const wordItem = list.querySelector("[data-widen='word']")!.parentElement!;
  wordItem.remove();
  return { list, wordItem };
}

/** When nothing matches: the searches one step wider (search-wider.ts), each a link with how much it finds. */
function offerWiderSearches({ list, wordItem }: WiderSearches, searchIndex: SearchIndex, query: Query, pageFilters: ListingFilters) {
  for (const item of list.querySelectorAll("li")) {
    if (item.querySelector("[data-widen='word']")) item.remove();
    else item.hidden = true;
  }
  for (const { kind, query: widened, values, found } of widerSearches(searchIndex, query, (wider) => ({ ...wider, ...pageFilters }))) {
    const item = kind === "word" ? (list.appendChild(wordItem.cloneNode(true)) as HTMLElement) : list.querySelector(`[data-widen='${kind}']`)!.parentElement!;
    const link = item.querySelector("a")!;
    item.hidden = false;
    link.href = searchAddress(widened, pageFilters);
    // The link's words as built are its template ("Search within {{radius}} miles of {{where}}"), kept before they are first filled.
    const template = (link.dataset.template ??= link.textContent ?? "");
    link.textContent = `${fill(template, values)} (${jobCount(found)})`;
  }
  list.hidden = ![...list.children].some((item) => !(item as HTMLElement).hidden);
}

/**
 * The results' heading as SearchCount (JobSearch.tsx) renders it: the
 * number shown, the search's words (which the page's heading already
 * shows) for screen readers only.
 */
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

// The job alert beside the results (issue 38).

/** Names the search in the job alert's sign-up; a place the data cannot place is no search to be alerted of (D43), so the control goes until Where is corrected. */
function showAlertFor(page: SearchPage, name: string, offered: boolean) {
  if (page.alertName) page.alertName.textContent = name;
  if (page.alertControl) page.alertControl.hidden = !offered;
}

export function startJobSearch(root: HTMLElement): { search(): void } {
  const page = findSearchPage(root);
  const { form, whatInput, status, unavailable, results, listing, list, more, none, heading, filtersPanel, feed, pageHeading, edit, words } = page;
  // The index's address is the page's (JobSearch.tsx writes data-index), so a build that moves it moves both.
  const indexHref = root.dataset.index!;
  // The listing page this search belongs to (page 1 of its filters), and those filters.
  const listingPath = new URL(form.action).pathname;
  const pageFilters = filtersOfPath(listingPath);
  // What the page said before any search, to say again when the search is cleared.
  const listingHeading = heading.textContent ?? "";
  const listingTitle = document.title;
  const pageHeadingText = pageHeading?.textContent ?? "";
  const alertListingName = page.alertName?.textContent ?? "";
  const widen = prepareWiderSearches(none);
  edit?.addEventListener("click", () => {
    fold(page, false);
    whatInput.focus();
  });
  const index = loadIndex(indexHref);
  // A first fetch that failed (offline, say) is tried again at the next search.
  index.catch(() => undefined);

  /** Which search is the latest: an answer to an older one, arriving late, is dropped. */
  let latest = 0;
  let shown: FoundJob[] = [];
  /** The distance's words, which come with the index (search-index.ts); set when it has loaded. */
  let distanceWording: SearchIndex["distance"] | undefined;

  /** The count in words, and the minimum pay asked for in the form's own words, so a heading says what was searched. */
  const countParts = (count: number, { what, where, pay, cut }: Query, radius: number | undefined, wording: SearchCountWording) =>
    searchCountParts(count, { what, where, radius, payLabel: payLabelOf(page, pay), cut }, wording);

  /** The search as the matching reads it: the query, with the listing page's own filters. */
  const jobQuery = (query: Query): JobQuery => ({ ...query, ...pageFilters });

  /** Back to the listing as the page was built: its cards, counts and links. */
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

  /** Shows the results of a search; `focusResults` when the candidate asked for it, so the page goes to them (on a phone they start a screen or two down). */
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
    // A place the data does not know is said plainly (D43), never searched as something else.
    // A place the search had to choose ("Eye": Suffolk's, not Peterborough's) is named as the one used.
    const placeUsed = placeUsedText(result.place, query.where, searchIndex.distance);
    // The name and the count say the distance when a place was placed (D43): "care jobs within 10 miles of Huntingdon".
    const radius = result.place.kind === "point" && result.radius !== "anywhere" ? Number(result.radius) : undefined;
    const parts = result.place.kind === "unknown" ? { before: "", count: "", after: fill(searchIndex.distance.placeUnknown, { where: query.where.trim() }), cut: "" } : countParts(shown.length, { ...query, where: placeUsed }, radius, searchIndex.wording.count);
    const text = parts.before + parts.count + parts.after + parts.cut;
    showCount(heading, parts);
    document.title = `${text} | ${listingTitle}`;
    // A place the data cannot place is not named as if searched ("Jobs in Xyzzy"): the count below says it was not found.
    const named = { ...pageFilters, ...query, where: result.place.kind === "unknown" ? "" : placeUsed, radius };
    const labels = nameLabels(page, searchIndex);
    // The search's name and count come with the index (search-index.ts), keeping the listing page in its byte budget.
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
      // The heading, focused, is read out with its count: the status saying it too would say it twice.
      status.textContent = "";
      heading.tabIndex = -1;
      heading.focus();
    } else {
      status.textContent = text;
    }
  };

  // The address and the history.

  /** The search as the address has it: on load and on back and forward. */
  const runFromAddress = () => {
    const query = readSearch(new URLSearchParams(window.location.search));
    showInForm(page, query);
    void run(query);
  };

  /** A new search from the form or a link: a new entry in the history, then the results. */
  const navigate = (query: Query) => {
    // The search's own address (search-address.ts), answered by this page's script while it stays open, and by the host when opened afresh;
    // with nothing searched, this listing page (the form's action, page 1 of its filters).
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
  // The clear link and the ways to widen a search stay on this page.
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
