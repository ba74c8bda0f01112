// What every job-alert function does first: read the settings, open the store
// and the mailer. A failure answers "not available" and logs its cause, never
// a stack trace to the visitor.
import { AlertConfigError, readAlertConfig } from "./alert-config";
import { answerForm } from "./alert-answers";
import type { AlertServices } from "./alert-service";
import { openAlertStore } from "./alert-store";
import { createMailer } from "./mailer";

/** The host's Context as far as used: the client's IP for the rate limit, and waitUntil (absent locally, where the work is awaited). */
export interface FunctionContext {
  ip?: string;
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The host's URL variable when set, otherwise the request's own origin (the local preview server). */
export function siteOrigin(req: Request, env: Record<string, string | undefined>): string {
  return (env.URL || new URL(req.url).origin).replace(/\/+$/, "");
}

export function alertServices(
  origin: string,
  env: Record<string, string | undefined> = process.env,
  afterAnswer?: (work: Promise<unknown>) => void,
): AlertServices {
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

/** Work left for after the answer goes to waitUntil, so a sign-up's timing never tells whether an e-mail was sent (D41). */
export async function withAlertServices(
  req: Request,
  context: FunctionContext,
  work: (services: AlertServices) => Promise<Response>,
): Promise<Response> {
  const later: Promise<unknown>[] = [];
  let services: AlertServices | undefined;
  try {
    services = alertServices(siteOrigin(req, process.env), process.env, (promise) =>
      later.push(promise.catch((error: unknown) => console.error(error))),
    );
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
