// A vacancy's facts, each declared once (D26). The page and Indeed's feed show every fact with a value, in this
// order, under its word from content/routes/jobs.md (vacancy.facts). A fact may also be searched (What finds its
// words) or shown on the job's card, where the alerts' emails read it too. Adding one: its field in
// vacancy-schema.ts, an entry here and its word in content/routes/jobs.md; the editor's form follows from both.
import type { VacancyData } from "./vacancy-schema";
import { dateText, engagementText, hoursText, locationText, payText } from "./vacancy-text";

interface VacancyFactDeclaration {
  /** Its word's key under vacancy.facts in content/routes/jobs.md. */
  key: string;
  /** The word's field in the editor, and the word content/routes/jobs.md has, given as an example there. */
  wordTitle: string;
  example: string;
  /** In words; undefined when the vacancy does not have it, and the fact is then left out. */
  value: (data: VacancyData) => string | undefined;
  /** Kept on one line after the value. */
  postcode?: (data: VacancyData) => string | undefined;
  /** The What search finds the vacancy by the value's words, or by the words given, such as "driving licence" for a yes. */
  searched?: true | ((data: VacancyData) => string | undefined);
  /** A row of its own on the job's card, in listings and search results, and in the alerts' emails. */
  card?: true;
}

export const vacancyFactList = [
  {
    key: "reference",
    wordTitle: "Word for the reference",
    example: "Reference",
    value: (data) => data.reference,
    searched: true,
  },
  { key: "pay", wordTitle: "Word for the pay", example: "Pay", value: (data) => payText(data.pay) },
  {
    key: "location",
    wordTitle: "Word for the place",
    example: "Location",
    value: (data) => locationText(data.location),
    // Shown because the JobPosting data carries it (D26: data matches what is visible).
    postcode: (data) => data.location.postcode,
    searched: true,
  },
  {
    key: "engagement",
    wordTitle: "Word for temporary or permanent",
    example: "Type of work",
    value: (data) => engagementText(data.engagement),
  },
  { key: "hours", wordTitle: "Word for the hours", example: "Hours", value: (data) => hoursText(data.hours) },
  {
    key: "shifts",
    wordTitle: "Word for the shifts",
    example: "Shifts",
    value: (data) => data.shifts,
    searched: true,
  },
  {
    key: "startDate",
    wordTitle: "Word for the start date",
    example: "Starts",
    value: (data) => (data.startDate === undefined ? undefined : dateText(data.startDate)),
  },
  { key: "posted", wordTitle: "Word for the date posted", example: "Posted", value: (data) => dateText(data.posted) },
] as const satisfies readonly VacancyFactDeclaration[];

export type VacancyFactKey = (typeof vacancyFactList)[number]["key"];
export type VacancyFactWords = Record<VacancyFactKey, string>;

/** Typed as declarations, so a flag no entry sets yet still reads as optional. */
const declarations: readonly VacancyFactDeclaration[] = vacancyFactList;

export interface VacancyFact {
  key: VacancyFactKey;
  term: string;
  value: string;
  postcode?: string;
}

/** Up to the posted date: the closing date's words depend on where it is shown. */
export function vacancyFacts(data: VacancyData, words: VacancyFactWords): VacancyFact[] {
  return declarations.flatMap((fact) => {
    const value = fact.value(data);
    if (value === undefined) return [];
    const key = fact.key as VacancyFactKey;
    const postcode = fact.postcode?.(data);
    return [{ key, term: words[key], value, ...(postcode ? { postcode } : {}) }];
  });
}

/** The words the What search reads from the facts, the postcode among them. */
export function searchedFactValues(data: VacancyData): string[] {
  return declarations
    .flatMap((fact) => (fact.searched === true ? [fact.value(data), fact.postcode?.(data)] : [fact.searched?.(data)]))
    .filter((value) => value !== undefined);
}

/** The facts a card shows in rows of their own, beyond the pay, place, type of work and closing date every card has. */
export const cardFactKeys: readonly VacancyFactKey[] = declarations
  .filter((fact) => fact.card)
  .map((fact) => fact.key as VacancyFactKey);

/** Each card fact's value by its key, "" where the vacancy has none: the card's slots are filled by these names. */
export function cardFactValues(
  data: VacancyData,
  keys: readonly VacancyFactKey[] = cardFactKeys,
): Partial<Record<VacancyFactKey, string>> {
  return Object.fromEntries(keys.map((key) => [key, declarations.find((fact) => fact.key === key)?.value(data) ?? ""]));
}
