// What every job-alert function does first: read the settings, open the
// store and the mailer, and work out the site's origin. A missing setting or
// a failure answers with the plain "not available" page and a log line that
// names the cause, never a stack trace to the visitor.
import { AlertConfigError, readAlertConfig } from "./alert-config";
import { answerForm } from "./alert-answers";
import type { AlertServices } from "./alert-service";
import { openAlertStore } from "./alert-store";
import { createMailer } from "./mailer";

/** The host's minimal context: the client's IP address, which only the rate limit uses. */
export interface FunctionContext {
  ip?: string;
}

/**
 * The site's origin: the host's URL variable (the site's main address) when
 * set, otherwise the request's own origin (the local preview server).
 */
export function siteOrigin(req: Request, env: Record<string, string | undefined>): string {
  return (env.URL || new URL(req.url).origin).replace(/\/+$/, "");
}

export function alertServices(origin: string, env: Record<string, string | undefined> = process.env): AlertServices {
  const config = readAlertConfig(env);
  return {
    config,
    store: openAlertStore(),
    mailer: createMailer(config.smtp, config.from),
    origin,
    now: () => new Date(),
    log: (line) => console.log(line),
  };
}

/** Runs `work` with the services, closing the mailer after; any failure becomes the "not available" answer. */
export async function withAlertServices(req: Request, work: (services: AlertServices) => Promise<Response>): Promise<Response> {
  let services: AlertServices | undefined;
  try {
    services = alertServices(siteOrigin(req, process.env));
    return await work(services);
  } catch (error) {
    console.error(error instanceof AlertConfigError ? error.message : error);
    return answerForm(req, "notAvailable", 503);
  } finally {
    services?.mailer.close();
  }
}
