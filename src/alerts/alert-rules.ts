// What a job alert is and what a sign-up may contain (D41): the address, the
// search as the job board showed it, and nothing else.
import { createHmac } from "node:crypto";
import { defaultRadius, radiusChoices, type SearchQuery } from "./job-matching";
import { searchName, type SearchNameLabels, type SearchNameWording } from "../jobs/search-name";

import { maxAddressLength, maxSearchFieldLength } from "./alert-limits";

export { maxAddressLength, maxSearchFieldLength, unconfirmedLifetimeDays } from "./alert-limits";

/** One alert as stored: exactly what D41 allows, and a version so the shape can change later. */
export interface AlertRecord {
  version: 1;
  address: string;
  search: SearchQuery;
  consentedAt: string;
  confirmedAt: string | null;
  /** Every link carries it, so a link for a deleted alert never works on a new one. */
  linkNonce: string;
  sent: string[];
  /** Kept for the per-address limit. */
  confirmationsSentAt: string[];
}

/** CR or LF would let a value write its own mail header. */
const lineBreak = /[\r\n]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** RFC 5321's dot-string, ASCII only: one rule for the form, the store and the mailer, so nothing accepted is refused later. */
export function checkAddress(raw: string): { address: string } | { problem: "missing" | "too-long" | "malformed" } {
  if (lineBreak.test(raw) || invisible.test(raw)) return { problem: "malformed" };
  const address = raw.trim();
  if (address === "") return { problem: "missing" };
  if (address.length > maxAddressLength) return { problem: "too-long" };
  const at = address.lastIndexOf("@");
  if (at < 0) return { problem: "malformed" };
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!localPart.test(local) || local.length > 64) return { problem: "malformed" };
  const labels = domain.split(".");
  if (
    domain.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => domainLabel.test(label)) ||
    !topLabel.test(labels.at(-1)!)
  )
    return { problem: "malformed" };
  return { address };
}

const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const localPart = new RegExp(`^${atext}(?:\\.${atext})*$`);
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLabel = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Domains that are one mailbox and the characters their names ignore, as Google and Proton document them. */
export const mailboxProviders: readonly { domains: readonly string[]; ignoredInName: readonly string[] }[] = [
  { domains: ["gmail.com", "googlemail.com"], ignoredInName: ["."] },
  { domains: ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"], ignoredInName: [".", "_", "-"] },
];

/** The mailbox an address reaches, for counting what is sent to it: lower-cased, without a +tag, spelt as its provider reads it. */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  let local = lower.slice(0, at).split("+")[0]!;
  let domain = lower.slice(at + 1);
  const provider = mailboxProviders.find((row) => row.domains.includes(domain));
  if (provider) {
    domain = provider.domains[0]!;
    for (const ignored of provider.ignoredInName) local = local.replaceAll(ignored, "");
  }
  return `${local}@${domain}`;
}

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each filter slug to its name, published with the e-mails' wording (src/pipeline/job-board-files.ts). */
export interface FilterNames {
  sector: Record<string, string>;
  engagement: Record<string, string>;
  county: Record<string, string>;
}

/** The search from the form, or undefined when a field is not one a person could have sent. */
export function checkSearch(fields: Record<string, string | undefined>, names?: FilterNames): SearchQuery | undefined {
  const text = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
  const what = text(fields.what);
  const where = text(fields.where);
  const raw = [
    fields.what,
    fields.where,
    fields.radius,
    fields.pay,
    fields.sector,
    fields.engagement,
    fields.county,
  ].map((value) => value ?? "");
  if (raw.some((value) => lineBreak.test(value) || invisible.test(value))) return undefined;
  if (what.length > maxSearchFieldLength || where.length > maxSearchFieldLength) return undefined;
  const filter = (value: string | undefined) => {
    const trimmed = (value ?? "").trim();
    return trimmed === "" ? undefined : slug.test(trimmed) && trimmed.length <= 60 ? trimmed : null;
  };
  const sector = filter(fields.sector);
  const engagement = filter(fields.engagement);
  const county = filter(fields.county);
  const pay = (fields.pay ?? "").trim();
  if (pay !== "" && !/^[a-z]+-\d{1,7}(\.\d{1,2})?$/.test(pay)) return undefined;
  if (sector === null || engagement === null || county === null) return undefined;
  if (
    names &&
    ((sector && !Object.hasOwn(names.sector, sector)) || (engagement && !Object.hasOwn(names.engagement, engagement)))
  )
    return undefined;
  // Kept only with a place and when not the default, so the same search has one key.
  const radiusText = (fields.radius ?? "").trim();
  if (radiusText !== "" && !(radiusChoices as readonly string[]).includes(radiusText)) return undefined;
  const radius = where && radiusText && radiusText !== defaultRadius ? radiusText : undefined;
  return {
    what,
    where,
    ...(radius ? { radius } : {}),
    ...(pay ? { pay } : {}),
    ...(sector ? { sector } : {}),
    ...(engagement ? { engagement } : {}),
    ...(county ? { county } : {}),
  };
}

/** Keyed under the site's secret, so a key or token does not reveal an address even to someone who guesses it. */
function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}\0${value}`).digest("base64url").slice(0, 32);
}

/** Keyed by address and search, so concurrent sign-ups for one pair converge on one record. */
export function alertKey(secret: string, address: string, search: SearchQuery): string {
  // Chosen radius and pay only, so the keys of alerts made before them are unchanged.
  const chosen = [...(search.radius ? [`radius:${search.radius}`] : []), ...(search.pay ? [`pay:${search.pay}`] : [])];
  const searchText = JSON.stringify([
    search.what.toLowerCase(),
    search.where.toLowerCase(),
    search.sector ?? "",
    search.engagement ?? "",
    search.county ?? "",
    ...chosen,
  ]);
  return `alert/${addressKey(secret, address)}/${keyedHash(secret, "search", searchText)}`;
}

export function addressKey(secret: string, address: string): string {
  return keyedHash(secret, "address", address.trim().toLowerCase());
}

export function mailboxKey(secret: string, address: string): string {
  return keyedHash(secret, "mailbox", mailboxOf(address));
}

export function clientKey(secret: string, ip: string): string {
  return keyedHash(secret, "client", ip);
}

/** The search in the sign-up's words (src/jobs/search-name.ts): "care jobs in Huntingdon, £12+ an hour". */
export function searchInWords(search: SearchQuery, wording: SearchNameOf): string {
  const radius = search.where ? (search.radius ?? defaultRadius) : undefined;
  const named = { ...search, radius: radius && radius !== "anywhere" ? Number(radius) : undefined };
  return searchName(named, wording.searchName.wording, wording.searchName.labels);
}

export interface SearchNameOf {
  searchName: { wording: SearchNameWording; labels: SearchNameLabels };
}

/** One to four words, at most 40 characters: joining words with hyphens must not carry a sentence. */
const plainWords = /^\p{L}+(?:[ '’-]\p{L}+){0,3}$/u;
const postcode = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?(?: ?[0-9][A-Za-z]{2})?$/;

export interface KnownWords {
  knowsWhat(what: string): boolean;
  knowsPlace(where: string): boolean;
}

/** Only in words the site made, so nobody can send a stranger their own words from the agency's address. */
export function searchInSiteWords(
  search: SearchQuery,
  wording: SearchNameOf,
  names: FilterNames,
  known: KnownWords,
): string | undefined {
  if (search.what && !(plainWords.test(search.what) && search.what.length <= 40 && known.knowsWhat(search.what)))
    return undefined;
  if (
    search.where &&
    !(
      (plainWords.test(search.where) || postcode.test(search.where)) &&
      search.where.length <= 40 &&
      known.knowsPlace(search.where)
    )
  )
    return undefined;
  for (const filter of ["sector", "engagement", "county"] as const) {
    const slug = search[filter];
    if (slug && !Object.hasOwn(names[filter], slug)) return undefined;
  }
  return searchInWords(search, wording);
}
