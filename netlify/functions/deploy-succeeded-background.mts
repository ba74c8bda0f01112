// Job alerts (D41), sent after each deploy. The file name subscribes it to
// the host's deploy-succeeded event, as a background function: the host
// answers the event at once and gives the run up to 15 minutes (Netlify,
// "Background Functions overview"), where a synchronous or scheduled
// function gets 60 or 30 seconds. The run stops starting new alerts after
// 12 minutes, leaving a margin for the e-mails in flight, and records in the
// store where it stopped; the scheduled job-alerts-continue.mts goes on from
// there. It never calls a function over HTTP: the host's documentation does
// not say whether a call to an event-triggered function from outside is
// signed or refused, so a design that relied on either could break (docs/developer-guide.md,
// "Job alerts").
import { sendAlertsAfterDeploy } from "../../src/alerts/alert-service";
import { alertServices, siteOrigin } from "../../src/alerts/alert-runtime";

const budgetMs = 12 * 60 * 1000;

export default async function sendJobAlerts(req: Request): Promise<Response> {
  // Deploy previews and branch deploys publish no vacancies to candidates: only production sends.
  const event = (await req.json().catch(() => ({}))) as { payload?: { context?: string } };
  const context = event.payload?.context;
  if (context && context !== "production") return new Response(`No alerts for a ${context} deploy.\n`);
  const services = alertServices(siteOrigin(req, process.env));
  try {
    return Response.json(await sendAlertsAfterDeploy(services, Date.now() + budgetMs));
  } finally {
    services.mailer.close();
  }
}
