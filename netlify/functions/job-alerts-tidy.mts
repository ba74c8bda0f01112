// Job alerts (D41): once a day, delete sign-ups not confirmed within 7 days
// and the rate limit's counts of past hours. A scheduled function (30 s):
// it reads only the pending sign-ups' short list, not every alert.
import { tidyAlerts } from "../../src/alerts/alert-service";
import { alertServices, siteOrigin } from "../../src/alerts/alert-runtime";

export default async function tidyJobAlerts(req: Request): Promise<Response> {
  const services = alertServices(siteOrigin(req, process.env));
  try {
    return Response.json(await tidyAlerts(services));
  } finally {
    services.mailer.close();
  }
}

// 03:15 UTC, away from the 00:30 rebuild check.
export const config = { schedule: "15 3 * * *" };
