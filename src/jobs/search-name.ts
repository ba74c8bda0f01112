// A search in words: "care jobs in Huntingdon, £12+ an hour".
// One function names a search wherever the site repeats it back: the
// results' page heading (job-search.client.ts, and the host's search page
// without JavaScript), the job-alert sign-up
// beside the results and the alert e-mails, so a candidate reads the same
// words in each. Plain functions with no Node API: the browser runs them.
//
// A distance is an optional part: given `radius` (miles) with a place, the
// place reads "within 10 miles of Huntingdon" (D43) by its own wording.
import { maxSearchFieldLength } from "../alerts/alert-limits";
import { placeText } from "./search-place";
import { searchWordSequence } from "./search-words";

/** The wording of a search's name (content/routes/jobs.md, search.name). */
export interface SearchNameWording {
  /** "{{what}} jobs": the words searched for. */
  what: string;
  /** "jobs": no words. */
  anything: string;
  /** "in {{where}}". */
  where: string;
  /** "within {{radius}} miles of {{where}}". */
  near: string;
}

/** The parts of a search a name may mention; every part optional but What and Where. */
export interface NamedSearch {
  what: string;
  where: string;
  /** Miles from the place, when the search has a radius. */
  radius?: number | undefined;
  sector?: string | undefined;
  engagement?: string | undefined;
  county?: string | undefined;
  /** A minimum pay choice's value, "hour-12". */
  pay?: string | undefined;
}

/**
 * How the filters and pay choices read: a sector's name as a listing heading
 * has it ("healthcare"), "temporary", a county's name, "£12+ an hour". A
 * value with no name reads as its slug with spaces.
 */
export interface SearchNameLabels {
  sector?: Readonly<Record<string, string>>;
  engagement?: Readonly<Record<string, string>>;
  county?: Readonly<Record<string, string>>;
  pay?: Readonly<Record<string, string>>;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

const labelOf = (labels: Readonly<Record<string, string>> | undefined, value: string) => (Object.hasOwn(labels ?? {}, value) ? labels![value]! : value.replace(/-/g, " "));

/**
 * The words searched for as jobs ("cleaner jobs"). Words that already end in
 * the template's own last word ("cleaner jobs", "cleaner job") are not given
 * it twice; words that are only that word ("jobs") read as any jobs.
 */
function subjectOf(what: string, wording: SearchNameWording): string {
  const tail = wording.what.split(/\{\{\s*what\s*\}\}/)[1]?.trim().toLowerCase() ?? "";
  const words = what.split(" ");
  const last = words.at(-1)!.toLowerCase();
  // "jobs" and its singular: the template's word with its final s dropped.
  if (!tail || (last !== tail && last !== tail.replace(/s$/, ""))) return fill(wording.what, { what });
  return words.length === 1 ? wording.anything : fill(wording.what, { what: words.slice(0, -1).join(" ") });
}

/**
 * The search in words, lower-case as it reads inside a sentence ("new care
 * jobs in Huntingdon"): the words searched for (or, with none, the
 * sector's name) as jobs, the place (or the county), then the rest after
 * commas: the sector when words were given, the type of work, the county
 * when a place was given, the minimum pay.
 */
export function searchName(search: NamedSearch, wording: SearchNameWording, labels: SearchNameLabels = {}): string {
  const what = whatSaid(search.what);
  const where = placeText(search.where);
  const sector = search.sector ? labelOf(labels.sector, search.sector) : "";
  const county = search.county ? labelOf(labels.county, search.county) : "";
  const subject = what ? subjectOf(what, wording) : sector ? fill(wording.what, { what: sector }) : wording.anything;
  const place = where ? (search.radius ? fill(wording.near, { radius: String(search.radius), where }) : fill(wording.where, { where })) : county ? fill(wording.where, { where: county }) : "";
  const rest = [what ? sector : "", search.engagement ? labelOf(labels.engagement, search.engagement) : "", where ? county : "", search.pay ? labelOf(labels.pay, search.pay) : ""].filter(Boolean);
  return [[subject, place].filter(Boolean).join(" "), ...rest].join(", ");
}

/** The same name as a heading: its first letter a capital ("Care jobs in Huntingdon"). */
export function searchHeading(search: NamedSearch, wording: SearchNameWording, labels: SearchNameLabels = {}): string {
  const name = searchName(search, wording, labels);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The result count's wording (jobs.md search): "{{count}} for ‘{{what}}’ in {{where}}" and its kin. */
export interface SearchCountWording {
  countOnly: string;
  countWhat: string;
  countWhere: string;
  countWhatWhere: string;
  /** "Only the first {{max}} characters were searched.": after the count when What or Where was cut (search-typed.ts). */
  countCut?: string;
  /** "{{count}} within {{radius}} miles of {{where}}": a place that was found, searched with a radius (D43). */
  countNear: string;
  countWhatNear: string;
}

/** What as a name or count repeats it: nothing when it has no letters or digits ("!!!"), which the search reads as no words (search-words.ts). */
const whatSaid = (what: string) => (searchWordSequence(what).length === 0 ? "" : what.replace(/\s+/g, " ").trim());

/** A number of jobs in words, as the listing says it; none is "No jobs" (D39). */
export const jobCountWords = (count: number) => (count === 0 ? "No jobs" : count === 1 ? "1 job" : `${count} jobs`);

/**
 * The results' count in words with what was searched, in its parts: the
 * number ("2 jobs"), the words around it that repeat the search ("for
 * ‘nurse’ within 10 miles of Huntingdon, £15+ an hour") and a note that
 * What or Where was cut. The page's heading already names the search, so a
 * page shows the number and the note, and gives the search's words to
 * screen readers only (SearchCount): a count read out alone, when the
 * results take the focus, would not say what it counts.
 */
export function searchCountParts(
  count: number,
  search: { what: string; where: string; radius?: number | undefined; payLabel?: string | undefined; cut?: boolean | undefined },
  wording: SearchCountWording,
): { before: string; count: string; after: string; cut: string } {
  const values = { count: jobCountWords(count), what: whatSaid(search.what), where: placeText(search.where), radius: String(search.radius ?? "") };
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
  // A template without {{count}} is said whole, as the search's words.
  if (rest.length === 0) return { before: "", count: "", after: fill(template, values) + (search.payLabel ? `, ${search.payLabel}` : ""), cut };
  return { before: fill(before, values), count: values.count, after: fill(rest.join(values.count), values) + (search.payLabel ? `, ${search.payLabel}` : ""), cut };
}

/**
 * The results' count in words with what was searched ("2 jobs for ‘nurse’
 * within 10 miles of Huntingdon, £15+ an hour"): the browser's search and
 * the host's search page say it alike. With a radius the place reads as
 * the distance it was searched by, never "in" a town whose nearest job is
 * miles away (D43).
 */
export function searchCountText(
  count: number,
  search: { what: string; where: string; radius?: number | undefined; payLabel?: string | undefined; cut?: boolean | undefined },
  wording: SearchCountWording,
): string {
  const parts = searchCountParts(count, search, wording);
  return parts.before + parts.count + parts.after + parts.cut;
}
