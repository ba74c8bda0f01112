// A search in words ("care jobs in Huntingdon, £12+ an hour"), written by one function wherever the site repeats a
// search back, so a candidate reads the same words in each. No Node API: the browser runs it.
import { maxSearchFieldLength } from "../alerts/alert-limits";
import { placeText } from "./search-place";
import { searchWordSequence } from "./search-words";

export interface SearchNameWording {
  what: string;
  anything: string;
  where: string;
  near: string;
}

export interface NamedSearch {
  what: string;
  where: string;
  radius?: number | undefined;
  sector?: string | undefined;
  engagement?: string | undefined;
  county?: string | undefined;
  pay?: string | undefined;
}

/** A value with no name reads as its slug with spaces. */
export interface SearchNameLabels {
  sector?: Readonly<Record<string, string>>;
  engagement?: Readonly<Record<string, string>>;
  county?: Readonly<Record<string, string>>;
  pay?: Readonly<Record<string, string>>;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

const labelOf = (labels: Readonly<Record<string, string>> | undefined, value: string) =>
  Object.hasOwn(labels ?? {}, value) ? labels![value]! : value.replace(/-/g, " ");

/** Words already ending in the template's last word ("cleaner jobs") are not given it twice. */
function subjectOf(what: string, wording: SearchNameWording): string {
  const tail =
    wording.what
      .split(/\{\{\s*what\s*\}\}/)[1]
      ?.trim()
      .toLowerCase() ?? "";
  const words = what.split(" ");
  const last = words.at(-1)!.toLowerCase();
  if (!tail || (last !== tail && last !== tail.replace(/s$/, ""))) return fill(wording.what, { what });
  return words.length === 1 ? wording.anything : fill(wording.what, { what: words.slice(0, -1).join(" ") });
}

/** Lower-case, as it reads inside a sentence. */
export function searchName(search: NamedSearch, wording: SearchNameWording, labels: SearchNameLabels = {}): string {
  const what = whatSaid(search.what);
  const where = placeText(search.where);
  const sector = search.sector ? labelOf(labels.sector, search.sector) : "";
  const county = search.county ? labelOf(labels.county, search.county) : "";
  const subject = what ? subjectOf(what, wording) : sector ? fill(wording.what, { what: sector }) : wording.anything;
  const place = where
    ? search.radius
      ? fill(wording.near, { radius: String(search.radius), where })
      : fill(wording.where, { where })
    : county
      ? fill(wording.where, { where: county })
      : "";
  const rest = [
    what ? sector : "",
    search.engagement ? labelOf(labels.engagement, search.engagement) : "",
    where ? county : "",
    search.pay ? labelOf(labels.pay, search.pay) : "",
  ].filter(Boolean);
  return [[subject, place].filter(Boolean).join(" "), ...rest].join(", ");
}

export function searchHeading(search: NamedSearch, wording: SearchNameWording, labels: SearchNameLabels = {}): string {
  const name = searchName(search, wording, labels);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export interface SearchCountWording {
  countOnly: string;
  countWhat: string;
  countWhere: string;
  countWhatWhere: string;
  countCut?: string;
  countNear: string;
  countWhatNear: string;
}

/** The search reads text with no letters or digits ("!!!") as no words, so it is not repeated. */
const whatSaid = (what: string) => (searchWordSequence(what).length === 0 ? "" : what.replace(/\s+/g, " ").trim());

/** D39. */
export const jobCountWords = (count: number) => (count === 0 ? "No jobs" : count === 1 ? "1 job" : `${count} jobs`);

/** A search as its count names it: the words typed, the radius when placed, the minimum pay's label, and whether a box was cut. */
export interface CountedSearch {
  what: string;
  where: string;
  radius?: number | undefined;
  payLabel?: string | undefined;
  cut?: boolean | undefined;
}

export type SearchCountParts = { before: string; count: string; after: string; cut: string };

/** The count's parts read as one line, as a title or an announcement says it. */
export const searchCountLine = (parts: SearchCountParts): string =>
  parts.before + parts.count + parts.after + parts.cut;

/** The search's words go to screen readers only: a count read out alone would not say what it counts. */
export function searchCountParts(count: number, search: CountedSearch, wording: SearchCountWording): SearchCountParts {
  const values = {
    count: jobCountWords(count),
    what: whatSaid(search.what),
    where: placeText(search.where),
    radius: String(search.radius ?? ""),
  };
  const near = Boolean(values.where && search.radius);
  const template = !values.where
    ? values.what
      ? wording.countWhat
      : wording.countOnly
    : values.what
      ? near
        ? wording.countWhatNear
        : wording.countWhatWhere
      : near
        ? wording.countNear
        : wording.countWhere;
  const cut = search.cut && wording.countCut ? ` ${fill(wording.countCut, { max: String(maxSearchFieldLength) })}` : "";
  const [before = "", ...rest] = template.split(/\{\{\s*count\s*\}\}/);
  if (rest.length === 0)
    return {
      before: "",
      count: "",
      after: fill(template, values) + (search.payLabel ? `, ${search.payLabel}` : ""),
      cut,
    };
  return {
    before: fill(before, values),
    count: values.count,
    after: fill(rest.join(values.count), values) + (search.payLabel ? `, ${search.payLabel}` : ""),
    cut,
  };
}

/** With a radius, never "in" a town whose nearest job is miles away (D43). */
export function searchCountText(count: number, search: CountedSearch, wording: SearchCountWording): string {
  return searchCountLine(searchCountParts(count, search, wording));
}
