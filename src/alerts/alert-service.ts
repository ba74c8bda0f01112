// Job alerts' behaviour (D41) as plain functions with their services passed
// in; the host functions in netlify/functions/ are thin adapters over these.
import { randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { AlertConfig } from "./alert-config";
import { alertEmail, confirmationEmail, type EmailWording } from "./alert-emails";
import type { EmailBrand } from "./email-layout";
import { answerForm, answerSignUp, redirectToPage, servePage, wantsJson } from "./alert-answers";
import { alertFunctionPaths, alertWordingPath, type AlertPageName } from "./alert-pages";
import {
  alertKey,
  checkAddress,
  checkSearch,
  clientKey,
  mailboxKey,
  searchInSiteWords,
  searchInWords,
  unconfirmedLifetimeDays,
  type AlertRecord,
  type FilterNames,
  type KnownWords,
} from "./alert-rules";
import { createAlert, countEventWithin, countWithin, listKeys, readAlert, updateAlert } from "./alert-store";
import {
  confirmLinkDays,
  expiryAfterDays,
  signToken,
  unsubscribeLinkDays,
  verifyToken,
  type TokenPurpose,
} from "./alert-tokens";
import {
  loadSearch,
  matchJobs,
  matchVacancies,
  searchIndexPath,
  searchPlacesPath,
  type SearchIndex,
  type SearchQuery,
} from "./job-matching";
import { searchWords } from "../jobs/search-words";
import type { Mailer } from "./mailer";
import type { SearchNameLabels, SearchNameWording } from "../jobs/search-name";
import { searchAddress } from "../jobs/search-address";
import type { VacancyFactKey } from "../jobs/vacancy-facts";

export interface AlertServices {
  config: AlertConfig;
  store: Store;
  mailer: Mailer;
  origin: string;
  now: () => Date;
  log: (line: string) => void;
  /** The host's waitUntil: a sign-up's e-mail goes after the answer, so the answer takes as long whether one is sent or not. */
  afterAnswer: (work: Promise<unknown>) => void;
}

export interface PublishedWording {
  tradingName: string;
  disclosure?: string;
  email: EmailWording;
  /** The words of the facts a job's card shows in rows of their own (vacancy-facts.ts), by key. */
  cardFacts?: Partial<Record<VacancyFactKey, string>>;
  names?: FilterNames;
  searchName: { wording: SearchNameWording; labels: SearchNameLabels };
}

const maxFormBytes = 32 * 1024;

async function readFormOrWhy(req: Request): Promise<URLSearchParams | { status: 413 | 415 }> {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return { status: 415 };
  const body = await req.arrayBuffer();
  if (body.byteLength > maxFormBytes) return { status: 413 };
  return new URLSearchParams(new TextDecoder().decode(body));
}

async function readForm(req: Request): Promise<URLSearchParams | undefined> {
  const form = await readFormOrWhy(req);
  return form instanceof URLSearchParams ? form : undefined;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export const readWording = (origin: string) => fetchJson(`${origin}${alertWordingPath}`) as Promise<PublishedWording>;
export const readSearchIndex = async (origin: string): Promise<SearchIndex> => {
  const [index, places] = await Promise.all([
    fetchJson(`${origin}${searchIndexPath}`),
    fetchJson(`${origin}${searchPlacesPath}`),
  ]);
  return loadSearch(index, places);
};

export const brandOf = (wording: Pick<PublishedWording, "tradingName" | "disclosure">): EmailBrand => ({
  tradingName: wording.tradingName,
  disclosure: wording.disclosure,
});

const noNames: FilterNames = { sector: {}, engagement: {}, county: {} };

/** The words and places of open vacancies, the only ones a confirmation e-mail may repeat. */
function knownWordsOf(index: SearchIndex): KnownWords {
  return {
    knowsWhat: (what) => {
      const words = searchWords(what);
      return words.length > 0 && words.every((word) => index.vacancies.some((vacancy) => vacancy.words.has(word)));
    },
    knowsPlace: (where) => matchVacancies(index, { what: "", where }).place.kind !== "unknown",
  };
}

function linkFor(
  services: AlertServices,
  purpose: TokenPurpose,
  key: string,
  record: AlertRecord,
  expires: number,
): string {
  const token = signToken(services.config.secret, { purpose, key, nonce: record.linkNonce, expires });
  const path = purpose === "confirm" ? alertFunctionPaths.confirm : alertFunctionPaths.unsubscribe;
  return `${services.origin}${path}?token=${token}`;
}

const day = 24 * 60 * 60 * 1000;
/** Two sign-ups for one alert within a minute are one person pressing twice, or a script. */
const resendGap = 60 * 1000;

const pendingKey = (dayOfConsent: string, key: string) => `pending/${dayOfConsent}/${key.slice("alert/".length)}`;

async function sendConfirmation(services: AlertServices, key: string, record: AlertRecord): Promise<void> {
  const [wording, index] = await Promise.all([readWording(services.origin), readSearchIndex(services.origin)]);
  const expires = expiryAfterDays(new Date(record.consentedAt), confirmLinkDays);
  // Even the first e-mail can be left with one click (RFC 8058).
  const unsubscribeUrl = linkFor(
    services,
    "unsubscribe",
    key,
    record,
    expiryAfterDays(services.now(), unsubscribeLinkDays),
  );
  // Nobody has confirmed this address: the search is named only in the site's own words, or not at all.
  const search = searchInSiteWords(record.search, wording, wording.names ?? noNames, knownWordsOf(index));
  const mail = confirmationEmail({
    wording: wording.email,
    brand: brandOf(wording),
    search,
    confirmUrl: linkFor(services, "confirm", key, record, expires),
    unsubscribeUrl,
  });
  await services.mailer.send({ to: record.address, ...mail, unsubscribeUrl });
}

/** The same answer whether the address is new, waiting or confirmed, so nobody learns who has signed up (D41). */
export async function subscribe(
  req: Request,
  clientIp: string | undefined,
  services: AlertServices,
): Promise<Response> {
  if (req.method !== "POST") return new Response("Use POST.\n", { status: 405, headers: { Allow: "POST" } });
  const form = await readFormOrWhy(req);
  if (!(form instanceof URLSearchParams)) return answerForm(req, "badForm", form.status);
  const { names } = await readWording(services.origin);
  const search = checkSearch(
    Object.fromEntries(
      ["what", "where", "radius", "pay", "sector", "engagement", "county"].map((name) => [
        name,
        form.get(name) ?? undefined,
      ]),
    ),
    names,
  );
  // The honeypot (D6): a filled one is answered like a real sign-up, so a bot learns nothing.
  if ((form.get("bot-field") ?? "") !== "")
    return signUpAnswer(req, services, (form.get("email") ?? "").trim(), search ?? { what: "", where: "" });
  const checked = checkAddress(form.get("email") ?? "");
  if ("problem" in checked) return answerForm(req, "badAddress", 400);
  if (!search) return answerForm(req, "badSearch", 400);

  const { config, store } = services;
  const now = services.now();
  if (clientIp) {
    const hour = now.toISOString().slice(0, 13);
    if (
      !(await countEventWithin(
        store,
        `rate/client/${clientKey(config.secret, clientIp)}/${hour}`,
        config.signupsPerClientPerHour,
      ))
    )
      return answerForm(req, "tooMany", 429);
  }

  const key = alertKey(config.secret, checked.address, search);
  return oneAtATime(key, () => signUpOnce(req, key, checked.address, search, services, now));
}

async function signUpAnswer(
  req: Request,
  services: AlertServices,
  address: string,
  search: SearchQuery,
): Promise<Response> {
  const wording = wantsJson(req) ? undefined : await readWording(services.origin).catch(() => undefined);
  const words = wording ? searchInWords(search, wording) : [search.what, search.where].filter(Boolean).join(", ");
  return answerSignUp(req, services.origin, { address, search: words, back: searchAddress(search) });
}

/** Sign-ups for one key in this process, one after another, so a double-click does not spend the compare-and-set's retries. */
const inFlight = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  inFlight.set(key, next);
  void next
    .finally(() => {
      if (inFlight.get(key) === next) inFlight.delete(key);
    })
    .catch(() => undefined);
  return next;
}

async function signUpOnce(
  req: Request,
  key: string,
  address: string,
  search: SearchQuery,
  services: AlertServices,
  now: Date,
): Promise<Response> {
  const { config, store } = services;
  const fresh: AlertRecord = {
    version: 1,
    address,
    search,
    consentedAt: now.toISOString(),
    confirmedAt: null,
    linkNonce: randomBytes(12).toString("base64url"),
    sent: [],
    confirmationsSentAt: [now.toISOString()],
  };
  if (await createAlert(store, key, fresh)) {
    await store.set(pendingKey(fresh.consentedAt.slice(0, 10), key), "");
    services.afterAnswer(sendConfirmationWithinLimit(services, key, fresh, now));
    return signUpAnswer(req, services, address, search);
  }
  // Unconfirmed: send the link again, unless one went out a moment ago. Confirmed: send nothing, answer the same.
  let resend = false;
  const updated = await updateAlert(store, key, (record) => {
    resend = false;
    if (record.confirmedAt !== null) return undefined;
    const recent = record.confirmationsSentAt.filter((sentAt) => now.getTime() - Date.parse(sentAt) < day);
    const last = recent.at(-1);
    if (recent.length >= config.confirmationsPerAddressPerDay || (last && now.getTime() - Date.parse(last) < resendGap))
      return undefined;
    resend = true;
    return { ...record, confirmationsSentAt: [...recent, now.toISOString()] };
  });
  if (resend && updated) services.afterAnswer(sendConfirmationWithinLimit(services, key, updated, now));
  return signUpAnswer(req, services, address, search);
}

/** A daily allowance per mailbox, whatever the search, or anyone could send a stranger a hundred confirmations. */
async function sendConfirmationWithinLimit(
  services: AlertServices,
  key: string,
  record: AlertRecord,
  now: Date,
): Promise<void> {
  const { config, store } = services;
  // By mailbox, not spelling: victim+1@ and v.ictim@gmail.com reach one inbox.
  const countKey = `rate/address/${mailboxKey(config.secret, record.address)}/${now.toISOString().slice(0, 10)}`;
  if (!(await oneAtATime(countKey, () => countWithin(store, countKey, config.confirmationsPerAddressPerDay)))) return;
  await sendConfirmation(services, key, record);
}

async function tokenOf(req: Request): Promise<string> {
  const fromQuery = new URL(req.url).searchParams.get("token");
  if (req.method === "POST") {
    const form = await readForm(req);
    const fromBody = form?.get("token");
    if (fromBody) return fromBody;
  }
  return fromQuery ?? "";
}

/** Named in the candidate's words once confirmed; until then only in the site's own words, or not at all. */
async function searchOnPage(services: AlertServices, record: AlertRecord): Promise<string | undefined> {
  const wording = await readWording(services.origin);
  if (record.confirmedAt !== null) return searchInWords(record.search, wording);
  return searchInSiteWords(
    record.search,
    wording,
    wording.names ?? noNames,
    knownWordsOf(await readSearchIndex(services.origin)),
  );
}

type TokenOutcome = { record: AlertRecord; key: string; nonce: string } | { problem: AlertPageName; status: number };

async function checkLink(services: AlertServices, token: string, purpose: TokenPurpose): Promise<TokenOutcome> {
  const verified = verifyToken(services.config.secret, token, purpose, services.now());
  if (!verified.ok)
    return verified.problem === "expired"
      ? { problem: "linkExpired", status: 410 }
      : { problem: "linkNotValid", status: 400 };
  const found = await readAlert(services.store, verified.payload.key);
  // A new nonce means the link belonged to an alert that no longer exists.
  if (!found || found.record.linkNonce !== verified.payload.nonce) return { problem: "linkUsed", status: 410 };
  return { record: found.record, key: verified.payload.key, nonce: verified.payload.nonce };
}

/** GET shows a button, so a link scanner confirms nothing; POST confirms and marks today's matches as seen. */
export async function confirm(req: Request, services: AlertServices): Promise<Response> {
  const token = await tokenOf(req);
  const link = await checkLink(services, token, "confirm");
  if ("problem" in link) return servePage(services.origin, link.problem, link.status);
  if (link.record.confirmedAt !== null) return servePage(services.origin, "linkUsed", 410);
  if (req.method !== "POST")
    return servePage(services.origin, "confirm", 200, token, await searchOnPage(services, link.record));
  const shownNow = matchJobs(await readSearchIndex(services.origin), link.record.search).map((job) => job.url);
  const confirmedAt = services.now().toISOString();
  const confirmed = await updateAlert(services.store, link.key, (record) =>
    record.confirmedAt === null && record.linkNonce === link.nonce
      ? { ...record, confirmedAt, sent: shownNow }
      : undefined,
  );
  if (!confirmed) return servePage(services.origin, "linkUsed", 410);
  await services.store.delete(pendingKey(confirmed.consentedAt.slice(0, 10), link.key));
  return redirectToPage("confirmed");
}

/** RFC 8058: a POST (one-click or the page's button) deletes at once; a GET shows the button. */
export async function unsubscribe(req: Request, services: AlertServices): Promise<Response> {
  const token = await tokenOf(req);
  const link = await checkLink(services, token, "unsubscribe");
  if ("problem" in link)
    return req.method === "POST" && !acceptsHtml(req)
      ? new Response(null, { status: link.status })
      : servePage(services.origin, link.problem, link.status);
  if (req.method !== "POST")
    return servePage(services.origin, "unsubscribe", 200, token, await searchOnPage(services, link.record));
  await services.store.delete(link.key);
  services.log(`An alert was deleted by its unsubscribe link.`);
  return acceptsHtml(req) || wantsJson(req)
    ? redirectToPage("unsubscribed")
    : new Response("Unsubscribed.\n", { status: 200 });
}

const acceptsHtml = (req: Request) => (req.headers.get("accept") ?? "").includes("text/html");

export interface SendReport {
  alerts: number;
  emailsSent: number;
  unconfirmedDeleted: number;
  leftForLater: number;
  resumeAfter?: string;
}

/** Jobs are marked as sent before the e-mail goes, so two runs never send one twice; unmarked if sending fails. */
export async function sendAlerts(
  services: AlertServices,
  deadline = Number.POSITIVE_INFINITY,
  resumeAfter?: string,
): Promise<SendReport> {
  const [index, wording] = await Promise.all([readSearchIndex(services.origin), readWording(services.origin)]);
  // In key order, so a run that stops can say where the next one starts.
  const keys = (await listKeys(services.store, "alert/"))
    .sort()
    .filter((key) => resumeAfter === undefined || key > resumeAfter);
  const report: SendReport = { alerts: keys.length, emailsSent: 0, unconfirmedDeleted: 0, leftForLater: 0 };
  const now = services.now();
  let next = 0;
  async function worker(): Promise<void> {
    while (next < keys.length) {
      if (Date.now() > deadline) {
        report.leftForLater = keys.length - next;
        next = keys.length;
        return;
      }
      const key = keys[next++]!;
      await sendOne(key);
    }
  }
  async function sendOne(key: string): Promise<void> {
    const found = await readAlert(services.store, key);
    if (!found) return;
    if (found.record.confirmedAt === null) {
      if (now.getTime() - Date.parse(found.record.consentedAt) > unconfirmedLifetimeDays * day) {
        await services.store.delete(key);
        report.unconfirmedDeleted++;
      }
      return;
    }
    const matching = matchJobs(index, found.record.search);
    const open = new Set(matching.map((job) => job.url));
    let jobs = matching.filter((job) => !found.record.sent.includes(job.url));
    if (jobs.length === 0) return;
    const claimed = await updateAlert(services.store, key, (record) => {
      jobs = matching.filter((job) => !record.sent.includes(job.url));
      if (jobs.length === 0 || record.confirmedAt === null) return undefined;
      return { ...record, sent: [...record.sent.filter((url) => open.has(url)), ...jobs.map((job) => job.url)] };
    });
    if (!claimed) return;
    const unsubscribeUrl = linkFor(services, "unsubscribe", key, claimed, expiryAfterDays(now, unsubscribeLinkDays));
    const mail = alertEmail({
      wording: wording.email,
      cardFactWords: wording.cardFacts,
      brand: brandOf(wording),
      search: searchInWords(claimed.search, wording),
      jobs,
      distance: index.distance,
      origin: services.origin,
      searchPath: searchAddress(claimed.search),
      unsubscribeUrl,
    });
    try {
      await services.mailer.send({ to: claimed.address, ...mail, unsubscribeUrl });
      report.emailsSent++;
    } catch (error) {
      const sentUrls = new Set(jobs.map((job) => job.url));
      await updateAlert(services.store, key, (record) => ({
        ...record,
        sent: record.sent.filter((url) => !sentUrls.has(url)),
      }));
      services.log(
        `An alert could not be sent and will be tried again by the next run: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  if (report.leftForLater > 0) report.resumeAfter = keys[keys.length - report.leftForLater - 1] ?? "";
  services.log(sendReportLine(report));
  return report;
}

const counted = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export function sendReportLine(report: SendReport): string {
  return `Job alerts: ${counted(report.emailsSent, "email", "emails")} sent for ${counted(report.alerts, "alert", "alerts")}; ${counted(report.unconfirmedDeleted, "unconfirmed sign-up", "unconfirmed sign-ups")} deleted; ${report.leftForLater} left for the next run.`;
}

/** Where a run that ran out of time stopped, for the scheduled continuation (netlify/functions/job-alerts-continue.mts). */
export const unfinishedRunKey = "run/unfinished";
interface UnfinishedRun {
  version: 1;
  resumeAfter: string;
  recordedAt: string;
}

async function recordWhereRunStopped(services: AlertServices, report: SendReport): Promise<void> {
  if (report.leftForLater > 0) {
    const unfinished: UnfinishedRun = {
      version: 1,
      resumeAfter: report.resumeAfter ?? "",
      recordedAt: services.now().toISOString(),
    };
    await services.store.setJSON(unfinishedRunKey, unfinished);
  } else {
    await services.store.delete(unfinishedRunKey);
  }
}

export async function sendAlertsAfterDeploy(services: AlertServices, deadline: number): Promise<SendReport> {
  const report = await sendAlerts(services, deadline);
  await recordWhereRunStopped(services, report);
  return report;
}

export async function continueUnfinishedAlerts(
  services: AlertServices,
  deadline: number,
): Promise<SendReport | undefined> {
  const unfinished = (await services.store.get(unfinishedRunKey, { type: "json" })) as UnfinishedRun | null;
  if (!unfinished) return undefined;
  const report = await sendAlerts(services, deadline, unfinished.resumeAfter);
  await recordWhereRunStopped(services, report);
  return report;
}

/** Deletes sign-ups unconfirmed after 7 days (D41) and past hours' rate counts. */
export async function tidyAlerts(
  services: AlertServices,
): Promise<{ unconfirmedDeleted: number; rateKeysDeleted: number }> {
  const { store } = services;
  const now = services.now();
  const cutoff = new Date(now.getTime() - unconfirmedLifetimeDays * day).toISOString();
  let unconfirmedDeleted = 0;
  for (const pending of await listKeys(store, "pending/")) {
    const [, dayOfConsent, ...rest] = pending.split("/");
    if (!dayOfConsent || `${dayOfConsent}T23:59:59.999Z` >= cutoff) continue;
    const key = `alert/${rest.join("/")}`;
    const found = await readAlert(store, key);
    if (found && found.record.confirmedAt === null && found.record.consentedAt < cutoff) {
      await store.delete(key);
      unconfirmedDeleted++;
    }
    await store.delete(pending);
  }
  const current = new Set([now.toISOString().slice(0, 13), now.toISOString().slice(0, 10)]);
  let rateKeysDeleted = 0;
  for (const rate of await listKeys(store, "rate/")) {
    if (!current.has(rate.split("/")[3] ?? "")) {
      await store.delete(rate);
      rateKeysDeleted++;
    }
  }
  services.log(
    `Job alerts tidy: ${unconfirmedDeleted} unconfirmed sign-ups and ${rateKeysDeleted} past rate-limit counts deleted.`,
  );
  return { unconfirmedDeleted, rateKeysDeleted };
}

/** Subject access: every alert is read, since one made under an earlier ALERTS_SECRET has another key. */
export async function alertsOfAddress(store: Store, address: string): Promise<{ key: string; record: AlertRecord }[]> {
  const wanted = address.trim().toLowerCase();
  const found: { key: string; record: AlertRecord }[] = [];
  for (const key of await listKeys(store, "alert/")) {
    const alert = await readAlert(store, key);
    if (alert && alert.record.address.trim().toLowerCase() === wanted) found.push({ key, record: alert.record });
  }
  return found;
}

export { wantsJson };
