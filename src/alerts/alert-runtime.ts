// What every job-alert function does first: read the settings, open the
// store and the mailer, and work out the site's origin. A missing setting or
// a failure answers with the plain "not available" page and a log line that
// names the cause, never a stack trace to the visitor.
import { AlertConfigError, readAlertConfig } from "./alert-config";
import { answerForm } from "./alert-answers";
import type { AlertServices } from "./alert-service";
import { openAlertStore } from "./alert-store";
import { createMailer } from "./mailer";

/**
 * The host's context, as much of it as these functions use: the client's IP
 * address, which only the rate limit uses, and waitUntil, which keeps the
 * function running for work after its answer is sent (Netlify's Context).
 * The local runner gives no waitUntil, so there that work is awaited before
 * the answer, and a test finds its e-mail as soon as the answer comes.
 */
export interface FunctionContext {
  ip?: string;
  waitUntil?: (work: Promise<unknown>) => void;
}

/**
 * The site's origin: the host's URL variable (the site's main address) when
 * set, otherwise the request's own origin (the local preview server).
 */
export function siteOrigin(req: Request, env: Record<string, string | undefined>): string {
  return (env.URL || new URL(req.url).origin).replace(/\/+$/, "");
}

export function alertServices(origin: string, env: Record<string, string | undefined> = process.env, afterAnswer?: (work: Promise<unknown>) => void): AlertServices {
  const config = readAlertConfig(env);
  return {
    config,
    store: openAlertStore(),
    mailer: createMailer(config.smtp, config.from),
    origin,
    now: () => new Date(),
    log: (line) => console.log(line),
    afterAnswer: afterAnswer ?? (() => undefined),
  };
}

/**
 * Runs `work` with the services; any failure becomes the "not available"
 * answer. Work it leaves for after the answer (a confirmation e-mail) is
 * handed to the host's waitUntil, so how long a sign-up takes to answer
 * never tells whether an e-mail was sent (D41: no enumeration); the mailer
 * is closed when that work is done.
 */
export async function withAlertServices(req: Request, context: FunctionContext, work: (services: AlertServices) => Promise<Response>): Promise<Response> {
  const later: Promise<unknown>[] = [];
  let services: AlertServices | undefined;
  try {
    services = alertServices(siteOrigin(req, process.env), process.env, (promise) => later.push(promise.catch((error: unknown) => console.error(error))));
    return await work(services);
  } catch (error) {
    console.error(error instanceof AlertConfigError ? error.message : error);
    return answerForm(req, "notAvailable", 503);
  } finally {
    const mailer = services?.mailer;
    const done = Promise.all(later).then(() => mailer?.close());
    if (context.waitUntil) context.waitUntil(done);
    else await done;
  }
}
