// Job alerts (D41), sent after each deploy. The file name subscribes it to
// the host's deploy-succeeded event, as a background function: the host
// answers the event at once and gives the run up to 15 minutes (Netlify,
// "Background Functions overview"), where a synchronous or scheduled
// function gets 60 or 30 seconds. The run stops starting new alerts after
// 12 minutes, leaving a margin for the e-mails in flight; whatever is left
// goes with the next run (every alert remembers what it was sent), and the
// run then asks for itself again so nothing waits for the next deploy.
import { sendAlerts } from "../../src/alerts/alert-service";
import { alertServices, siteOrigin } from "../../src/alerts/alert-runtime";

const budgetMs = 12 * 60 * 1000;

export default async function sendJobAlerts(req: Request): Promise<Response> {
  // Deploy previews and branch deploys publish no vacancies to candidates: only production sends.
  const event = (await req.json().catch(() => ({}))) as { payload?: { context?: string } };
  const context = event.payload?.context;
  if (context && context !== "production") return new Response(`No alerts for a ${context} deploy.\n`);
  const origin = siteOrigin(req, process.env);
  const services = alertServices(origin);
  try {
    const report = await sendAlerts(services, Date.now() + budgetMs);
    if (report.leftForLater > 0) {
      await fetch(`${origin}/.netlify/functions/deploy-succeeded-background`, { method: "POST", body: JSON.stringify({ payload: { context: "production" } }) });
    }
    return Response.json(report);
  } finally {
    services.mailer.close();
  }
}
