// What a job alert is and what a sign-up may contain (D41): the address, the
// search as the job board showed it, and nothing else. Plain functions with
// node:crypto only, shared by the host functions, the data command and the tests.
import { createHmac } from "node:crypto";
import type { SearchQuery } from "./job-matching";
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
 * A deliverable-looking address, or the reason it is not. Deliberately simple
 * (one @, a dot in the domain, no spaces): the confirmation e-mail is the
 * real test of an address. Lower-cased for the key only, never for sending.
 */
export function checkAddress(raw: string): { address: string } | { problem: "missing" | "too-long" | "malformed" } {
  // U+FFFD is what bytes that were not UTF-8 decode to: no one types it, and no mailbox has it.
  if (lineBreak.test(raw) || invisible.test(raw) || raw.includes("\uFFFD")) return { problem: "malformed" };
  const address = raw.trim();
  if (address === "") return { problem: "missing" };
  if (address.length > maxAddressLength) return { problem: "too-long" };
  if (!/^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\.]{2,}$/.test(address)) return { problem: "malformed" };
  return { address };
}

/** The listing's filter values are slugs: lowercase letters, digits and hyphens. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The search from the form, or undefined when a field is not one a person could have sent. */
export function checkSearch(fields: Record<string, string | undefined>): SearchQuery | undefined {
  const text = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
  const what = text(fields.what);
  const where = text(fields.where);
  const raw = [fields.what, fields.where, fields.sector, fields.engagement, fields.county, fields.pay].map((value) => value ?? "");
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
  return { what, where, ...(sector ? { sector } : {}), ...(engagement ? { engagement } : {}), ...(county ? { county } : {}), ...(pay ? { pay } : {}) };
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
  // The pay joins the key only when chosen, so every alert made before pay was kept keeps its key.
  const searchText = JSON.stringify([search.what.toLowerCase(), search.where.toLowerCase(), search.sector ?? "", search.engagement ?? "", search.county ?? "", ...(search.pay ? [search.pay] : [])]);
  return `alert/${addressKey(secret, address)}/${keyedHash(secret, "search", searchText)}`;
}

/** The part of the key that names the address: every alert of one address shares it (the data command lists by it). */
export function addressKey(secret: string, address: string): string {
  return keyedHash(secret, "address", address.trim().toLowerCase());
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
export function searchInWords(search: SearchQuery, wording: { searchName: { wording: SearchNameWording; labels: SearchNameLabels } }): string {
  return searchName(search, wording.searchName.wording, wording.searchName.labels);
}
