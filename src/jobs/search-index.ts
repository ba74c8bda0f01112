// The job search's index (D33), made at build time with Pagefind from the
// open vacancies only: a closed, filled or future vacancy is never in it, so
// it is never found. Each vacancy becomes one small HTML document, its title
// the only heading (Pagefind weighs headings above body text, so a title
// match ranks above a match in the description), with the card's words as
// metadata and its sector, type of work, county, town and postcode district
// as filters. Pagefind works in memory here: its files come back as buffers
// and join the rest of the site in the build's output, in the folder the
// route table names (paths.jobSearchIndex).
import * as pagefind from "pagefind";
import { vacancyCardText, type VacancyCardText } from "../components/VacancyCard/VacancyCard";
import type { JobsPageContent } from "../content/schemas";
import { escapeXml as escapeHtml } from "./feeds";
import { payBandsMet, type PayBand } from "./pay-bands";
import { countySlug, placeFilters, placeKey, postcodeDistrict } from "./search-place";
import type { Vacancy } from "./vacancy-schema";

/**
 * What the browser needs of Pagefind's output: its search script and worker,
 * the English word stemmer (WebAssembly), the entry and meta files, and the
 * index, fragment and filter chunks. Its ready-made interfaces
 * (pagefind-ui*, pagefind-modular-ui*, pagefind-component-ui*, the
 * highlighter) and the wasm for other languages are left out.
 */
export function isNeededSearchFile(file: string): boolean {
  return (
    file === "pagefind.js" ||
    file === "pagefind-worker.js" ||
    file === "pagefind-entry.json" ||
    file === "wasm.en.pagefind" ||
    /^pagefind\.en_[0-9a-f]+\.pf_meta$/.test(file) ||
    /^(index|fragment|filter)\/en_[0-9a-f]+\.pf_(index|fragment|filter)$/.test(file)
  );
}

export interface SearchIndexFile {
  /** The output path, such as jobs/_search/pagefind.js */
  path: string;
  contents: Uint8Array;
}

/** What the index is built from: open vacancies, newest first (the listing's order), and the words of the card. */
export interface SearchIndexInput {
  /** The output folder of the index, such as jobs/_search/ */
  folder: string;
  vacancies: readonly Vacancy[];
  facts: Pick<JobsPageContent["vacancy"]["facts"], "noClosingDate" | "postedOn">;
  /** The minimum pay choices (issue 30), each a filter value its vacancies are filed under. */
  payBands?: readonly PayBand[];
  vacancyHref: (slug: string) => string;
}

/** The filters a vacancy is filed under: the listing's own three, the places "Where" matches (search-place.ts), and the minimum pay choices it meets. */
export function searchFilters(vacancy: Vacancy, payBands: readonly PayBand[] = []): Record<string, string[]> {
  const { data } = vacancy;
  const district = data.location.postcode ? postcodeDistrict(data.location.postcode) : undefined;
  const pay = payBandsMet(data.pay, payBands);
  return {
    sector: [data.sector],
    engagement: [data.engagement],
    [placeFilters.county]: [countySlug(data.location.county)],
    [placeFilters.town]: [placeKey(data.location.town)],
    ...(district ? { [placeFilters.district]: [district] } : {}),
    ...(pay.length > 0 ? { pay } : {}),
  };
}

/** One vacancy as the document Pagefind indexes. `rank` keeps the listing's newest-first order for searches by place alone. */
export function searchDocument(vacancy: Vacancy, card: VacancyCardText, rank: number, payBands: readonly PayBand[] = []): string {
  const { data } = vacancy;
  const meta = (name: string, value: string) => `<meta data-pagefind-meta="${name}[content]" content="${escapeHtml(value)}">`;
  const filter = (name: string, value: string) => `<meta data-pagefind-filter="${name}[content]" content="${escapeHtml(value)}">`;
  const filters = Object.entries(searchFilters(vacancy, payBands)).flatMap(([name, values]) => values.map((value) => filter(name, value)));
  const paragraph = (text: string | undefined) => (text ? `<p>${escapeHtml(text)}</p>` : "");
  // The description is the vacancy's rendered Markdown, whose own headings would weigh like the title: indexed as plain text.
  const description = vacancy.html.replace(/<[^>]*>/g, " ");
  return [
    `<!doctype html><html lang="en"><head><title>${escapeHtml(data.title)}</title>`,
    ...Object.entries(card).map(([name, value]) => meta(name, value)),
    `<meta data-pagefind-sort="rank[content]" content="${String(rank).padStart(6, "0")}">`,
    // Closing soonest (issue 30): by closing day, those open until filled last.
    `<meta data-pagefind-sort="closes[content]" content="${data.closes ?? "9999-12-31"}">`,
    ...filters,
    `</head><body><h1>${escapeHtml(data.title)}</h1>`,
    paragraph(data.summary),
    `<div>${description}</div>`,
    `<ul>${data.requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("")}</ul>`,
    paragraph(data.shifts),
    paragraph([data.location.town, data.location.county, data.location.postcode].filter(Boolean).join(", ")),
    // The sector's words, so "healthcare" or "school" finds the jobs of that sector (D39 matches them as whole words).
    paragraph(data.sector.replace(/-/g, " ")),
    paragraph(data.reference),
    "</body></html>",
  ].join("");
}

/** Pagefind runs as a service process; it is stopped when no index is being built, so a build's process can end. */
let indexesInProgress = 0;

/** The search index of the open vacancies, as files for the build's output in `folder`. */
export async function buildSearchIndex({ folder, vacancies, facts, payBands = [], vacancyHref }: SearchIndexInput): Promise<SearchIndexFile[]> {
  indexesInProgress++;
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    if (!index) throw new Error(`Pagefind could not start an index: ${errors.join("; ")}`);
    const added = await Promise.all(
      vacancies.map((vacancy, rank) => index.addHTMLFile({ url: vacancyHref(vacancy.slug), content: searchDocument(vacancy, vacancyCardText(vacancy, facts), rank, payBands) })),
    );
    const failed = added.flatMap((response, at) => response.errors.map((error) => `${vacancies[at]!.slug}: ${error}`));
    if (failed.length > 0) throw new Error(`Pagefind could not index ${failed.join("; ")}`);
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind could not write its index: ${fileErrors.join("; ")}`);
    await index.deleteIndex();
    // In order of path: the same board gives the same output, file for file, whatever order Pagefind answered in.
    return files
      .filter((file) => isNeededSearchFile(file.path))
      .map((file) => ({ path: `${folder}${file.path}`, contents: file.content }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  } finally {
    if (--indexesInProgress === 0) await pagefind.close();
  }
}
