// Signed links (D41): every link in an e-mail carries a token, never the
// address. A token is base64url(JSON payload) + "." + base64url(HMAC-SHA256
// of the payload under ALERTS_SECRET). The payload names the alert by its
// storage key (itself a keyed hash), the purpose, the alert's link nonce and
// an expiry. Forged or altered: the signature fails. Expired: the time says
// so. Replayed: the nonce no longer matches the stored alert (a used
// confirmation link, or an alert already deleted).
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";

export interface TokenPayload {
  purpose: TokenPurpose;
  key: string;
  nonce: string;
  /** Expiry, seconds since 1970. */
  expires: number;
}

/** A confirmation link lives as long as an unconfirmed sign-up is kept (D41). */
export const confirmLinkDays = 7;
/** An unsubscribe link keeps working for a year: a candidate may leave from an old e-mail. */
export const unsubscribeLinkDays = 365;

function signature(secret: string, body: string): Buffer {
  // The purpose string keeps these signatures apart from any other use of the same secret.
  return createHmac("sha256", secret).update(`job-alert-link\0${body}`).digest();
}

export function signToken(secret: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify([payload.purpose, payload.key, payload.nonce, payload.expires])).toString("base64url");
  return `${body}.${signature(secret, body).toString("base64url")}`;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; problem: "not-valid" | "expired" };

/** Reads a token made by signToken for `purpose`; anything else is not valid. */
export function verifyToken(secret: string, token: string, purpose: TokenPurpose, now: Date): TokenCheck {
  if (token.length > 400 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) return { ok: false, problem: "not-valid" };
  const [body, sent] = token.split(".") as [string, string];
  const expected = signature(secret, body);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: "not-valid" };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, problem: "not-valid" };
  }
  if (!Array.isArray(fields) || fields.length !== 4) return { ok: false, problem: "not-valid" };
  const [tokenPurpose, key, nonce, expires] = fields as unknown[];
  if (tokenPurpose !== purpose || typeof key !== "string" || typeof nonce !== "string" || typeof expires !== "number") return { ok: false, problem: "not-valid" };
  if (now.getTime() / 1000 > expires) return { ok: false, problem: "expired" };
  return { ok: true, payload: { purpose, key, nonce, expires } };
}

export function expiryAfterDays(now: Date, days: number): number {
  return Math.floor(now.getTime() / 1000) + days * 24 * 60 * 60;
}
