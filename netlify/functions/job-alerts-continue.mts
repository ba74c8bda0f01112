// Job alerts (D41): goes on with an alerts run that ran out of time. A
// scheduled function, so only the host's scheduler starts it: "scheduled
// functions don't work with payloads or POST request data"
// (https://docs.netlify.com/functions/scheduled-functions/), and a run needs
// none, because the run after a deploy (deploy-succeeded-background.mts)
// keeps where it stopped in the store. Most hours it reads one key and
// stops. A scheduled function has 30 seconds, so it starts alerts for 20 and
// leaves the rest, again recorded, for the next hour: about 800 alerts a run
// at the measured 24 ms an alert (BENCHMARKS.md).
import { continueUnfinishedAlerts } from "../../src/alerts/alert-service";
import { alertServices, siteOrigin } from "../../src/alerts/alert-runtime";

const budgetMs = 20 * 1000;

export default async function continueJobAlerts(req: Request): Promise<Response> {
  const services = alertServices(siteOrigin(req, process.env));
  try {
    const report = await continueUnfinishedAlerts(services, Date.now() + budgetMs);
    return Response.json(report ?? { unfinished: false });
  } finally {
    services.mailer.close();
  }
}

// Five past every hour: after a deploy's 12-minute run at the latest, and away from the 00:30 and 03:15 schedules.
export const config = { schedule: "5 * * * *" };
