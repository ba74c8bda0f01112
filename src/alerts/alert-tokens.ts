// Signed links (D41): a token is base64url(payload).base64url(HMAC-SHA256
// under ALERTS_SECRET), never the address. The payload's alert nonce makes a
// used or deleted alert's link fail; its expiry, an old one's.
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";

export interface TokenPayload {
  purpose: TokenPurpose;
  key: string;
  nonce: string;
  expires: number;
}

export const confirmLinkDays = 7;
/** A candidate may leave from an old e-mail. */
export const unsubscribeLinkDays = 365;

function signature(secret: string, body: string): Buffer {
  // The purpose string keeps these signatures apart from any other use of the secret.
  return createHmac("sha256", secret).update(`job-alert-link\0${body}`).digest();
}

export function signToken(secret: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify([payload.purpose, payload.key, payload.nonce, payload.expires])).toString(
    "base64url",
  );
  return `${body}.${signature(secret, body).toString("base64url")}`;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; problem: "not-valid" | "expired" };

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
  if (tokenPurpose !== purpose || typeof key !== "string" || typeof nonce !== "string" || typeof expires !== "number")
    return { ok: false, problem: "not-valid" };
  if (now.getTime() / 1000 > expires) return { ok: false, problem: "expired" };
  return { ok: true, payload: { purpose, key, nonce, expires } };
}

export function expiryAfterDays(now: Date, days: number): number {
  return Math.floor(now.getTime() / 1000) + days * 24 * 60 * 60;
}
