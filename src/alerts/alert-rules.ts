// What a job alert is and what a sign-up may contain (D41): the address, the
// search as the job board showed it, and nothing else. Plain functions with
// node:crypto only, shared by the host functions, the data command and the tests.
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
  /** When the sign-up form was sent (ISO time): the moment of consent. */
  consentedAt: string;
  /** When the confirmation link was followed; null until then. */
  confirmedAt: string | null;
  /**
   * A random value that every link for this alert carries: a link made for
   * an alert that has since been deleted (and perhaps made again) never
   * works on the new one, and a used confirmation link is known as used.
   */
  linkNonce: string;
  /** The vacancies (their URLs) already shown to this candidate: seen at confirmation, or sent since. */
  sent: string[];
  /** When confirmation e-mails were sent, kept for the per-address limit (what has been sent, D41). */
  confirmationsSentAt: string[];
}

/** Carriage return and line feed anywhere would let a value write its own mail header (header injection): always refused. */
const lineBreak = /[\r\n]/;
// Control characters and bidirectional overrides are refused like the build refuses them (D36).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * An address a mail server takes (RFC 5321's "dot-string" mailbox, the form
 * every provider accepts), or the reason it is not. One rule for the form,
 * the store and the mailer, so an address accepted here is never refused
 * later, where only a log line would see it (issue 36):
 * - ASCII only: a zero-width space, U+0085 or any other invisible or
 *   non-ASCII character in the local part is refused (a domain in another
 *   script is given in its xn-- form);
 * - the local part: letters, digits and !#$%&'*+/=?^_`{|}~- in runs joined by
 *   single dots, never at its start or end, at most 64 characters;
 * - the domain: at least two labels of letters, digits and hyphens, each at
 *   most 63 characters and never starting or ending with a hyphen, the last
 *   letters (or xn--), at most 253 characters in all;
 * - the whole at most 254 characters.
 * Lower-cased for keys only, never for sending.
 */
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
  if (domain.length > 253 || labels.length < 2 || !labels.every((label) => domainLabel.test(label)) || !topLabel.test(labels.at(-1)!)) return { problem: "malformed" };
  return { address };
}

const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const localPart = new RegExp(`^${atext}(?:\\.${atext})*$`);
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLabel = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * Providers whose addresses reach one mailbox under several spellings, as
 * each documents it: the domains that are one mailbox (the first is the one
 * counted) and the characters its local parts ignore. Google: "Dots don't
 * matter in Gmail addresses", and googlemail.com is gmail.com. Proton: a
 * username ignores periods, hyphens and underscores, and proton.me,
 * protonmail.com, protonmail.ch and pm.me are one account's addresses.
 */
export const mailboxProviders: readonly { domains: readonly string[]; ignoredInName: readonly string[] }[] = [
  { domains: ["gmail.com", "googlemail.com"], ignoredInName: ["."] },
  { domains: ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"], ignoredInName: [".", "_", "-"] },
];

/**
 * The mailbox an address reaches, for counting what is sent to it: one
 * inbox is one count however its address is spelt. Lower-cased, without a
 * +tag (user+jobs@ reaches user@ at Gmail, Outlook, iCloud, Proton, Fastmail
 * and most others), and spelt as its provider reads it (mailboxProviders).
 */
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

/** The listing's filter values are slugs: lowercase letters, digits and hyphens. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The names the site gives its filters' values, published with the e-mails'
 * wording (src/pipeline/job-board-files.ts): the sectors that exist, the two
 * types of work and the counties of open vacancies, each slug to its name.
 */
export interface FilterNames {
  sector: Record<string, string>;
  engagement: Record<string, string>;
  county: Record<string, string>;
}

/**
 * The search from the form, or undefined when a field is not one a person
 * could have sent: a sector or type of work the site does not have (an alert
 * that could never match) included, when `names` are given.
 */
export function checkSearch(fields: Record<string, string | undefined>, names?: FilterNames): SearchQuery | undefined {
  const text = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
  const what = text(fields.what);
  const where = text(fields.where);
  const raw = [fields.what, fields.where, fields.radius, fields.pay, fields.sector, fields.engagement, fields.county].map((value) => value ?? "");
  if (raw.some((value) => lineBreak.test(value) || invisible.test(value))) return undefined;
  if (what.length > maxSearchFieldLength || where.length > maxSearchFieldLength) return undefined;
  const filter = (value: string | undefined) => {
    const trimmed = (value ?? "").trim();
    return trimmed === "" ? undefined : slug.test(trimmed) && trimmed.length <= 60 ? trimmed : null;
  };
  const sector = filter(fields.sector);
  const engagement = filter(fields.engagement);
  const county = filter(fields.county);
  // A minimum pay choice as the search's form writes it (src/jobs/pay-bands.ts): "hour-12", "year-25000".
  const pay = (fields.pay ?? "").trim();
  if (pay !== "" && !/^[a-z]+-\d{1,7}(\.\d{1,2})?$/.test(pay)) return undefined;
  if (sector === null || engagement === null || county === null) return undefined;
  if (names && ((sector && !Object.hasOwn(names.sector, sector)) || (engagement && !Object.hasOwn(names.engagement, engagement)))) return undefined;
  // The radius (D43) is one of the search's choices, kept only with a place and when not the default (10 miles), so the same search has one key.
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

/** Keyed hash under the site's secret: a stored key or a token names an address without revealing it, even to someone who guesses addresses. */
function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}\0${value}`).digest("base64url").slice(0, 32);
}

/**
 * The storage key of one address's alert for one search. Keyed by the
 * address (lower-cased) and the search, so two sign-ups for the same pair,
 * however many arrive at once, write the same key and converge on one record.
 */
export function alertKey(secret: string, address: string, search: SearchQuery): string {
  // The radius and pay join the key only when chosen, so the key of every alert made before them is unchanged.
  const chosen = [...(search.radius ? [`radius:${search.radius}`] : []), ...(search.pay ? [`pay:${search.pay}`] : [])];
  const searchText = JSON.stringify([search.what.toLowerCase(), search.where.toLowerCase(), search.sector ?? "", search.engagement ?? "", search.county ?? "", ...chosen]);
  return `alert/${addressKey(secret, address)}/${keyedHash(secret, "search", searchText)}`;
}

/** The part of the key that names the address: every alert of one address shares it (the data command lists by it). */
export function addressKey(secret: string, address: string): string {
  return keyedHash(secret, "address", address.trim().toLowerCase());
}

/** A mailbox (mailboxOf) as the per-address limit keeps it: a keyed hash. */
export function mailboxKey(secret: string, address: string): string {
  return keyedHash(secret, "mailbox", mailboxOf(address));
}

/** A client (IP address) as the rate limit keeps it: a keyed hash, never the address itself. */
export function clientKey(secret: string, ip: string): string {
  return keyedHash(secret, "client", ip);
}

/**
 * The search as the e-mails repeat it, in the same words as the sign-up
 * beside the results (src/jobs/search-name.ts, issue 38): "care jobs in
 * Huntingdon, £12+ an hour". Not the search's own searchWords
 * (src/jobs/search-words.ts), which stems words for matching.
 */
export function searchInWords(search: SearchQuery, wording: SearchNameOf): string {
  // A place is searched within 10 miles unless another radius was chosen (D43); "anywhere" names no distance.
  const radius = search.where ? (search.radius ?? defaultRadius) : undefined;
  const named = { ...search, radius: radius && radius !== "anywhere" ? Number(radius) : undefined };
  return searchName(named, wording.searchName.wording, wording.searchName.labels);
}

/** The e-mails' wording of a search's name, published with them (src/pipeline/job-board-files.ts). */
export interface SearchNameOf {
  searchName: { wording: SearchNameWording; labels: SearchNameLabels };
}

/**
 * Words, not addresses or links: letters, spaces, hyphens and apostrophes,
 * one to four words, at most 40 characters. The parts a hyphen or an
 * apostrophe joins count as words, so care-home-support-worker-nights-shifts
 * is six and is not repeated: joining words must not carry a sentence.
 */
const plainWords = /^\p{L}+(?:[ '’-]\p{L}+){0,3}$/u;
/** A postcode district or a whole postcode (PE29, CB1 2AB), which Where takes. */
const postcode = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]?(?: ?[0-9][A-Za-z]{2})?$/;

/** What the site knows, to judge whether a candidate's What and Where are its own words: the search index of open vacancies. */
export interface KnownWords {
  /** Is every word of this What a word of some open vacancy? (the search's own stems) */
  knowsWhat(what: string): boolean;
  /** Is this Where a town, village, county, postcode district or postcode the site's place data knows (D43)? */
  knowsPlace(where: string): boolean;
}

/**
 * The search as the confirmation e-mail names it, to an address that has
 * not yet confirmed anything: only in words the site itself made, so nobody
 * can use the sign-up to send a stranger their own words from the agency's
 * address (issue 36). The filters by the site's names; What only when it is
 * a few plain words that open vacancies use; Where only when it is a place of
 * the site's place data. If any part typed cannot be named so, the search is not
 * named at all (undefined): naming part of it would misdescribe it.
 */
export function searchInSiteWords(search: SearchQuery, wording: SearchNameOf, names: FilterNames, known: KnownWords): string | undefined {
  if (search.what && !(plainWords.test(search.what) && search.what.length <= 40 && known.knowsWhat(search.what))) return undefined;
  if (search.where && !((plainWords.test(search.where) || postcode.test(search.where)) && search.where.length <= 40 && known.knowsPlace(search.where))) return undefined;
  for (const filter of ["sector", "engagement", "county"] as const) {
    const slug = search[filter];
    if (slug && !Object.hasOwn(names[filter], slug)) return undefined;
  }
  return searchInWords(search, wording);
}
