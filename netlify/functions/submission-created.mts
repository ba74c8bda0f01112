// The applicant's receipt (D46). The file name subscribes it to the host's
// submission-created event: the host calls it with each verified form
// submission as JSON ({ payload: { form_name, data } }); only the
// application form's are answered, with one e-mail. The rules live in
// src/alerts/application-receipt.tsx; README, "Job alerts by e-mail".
import { AlertConfigError } from "../../src/alerts/alert-config";
import { sendApplicationReceipt } from "../../src/alerts/application-receipt";
import { alertServices, siteOrigin } from "../../src/alerts/alert-runtime";

export default async function submissionCreated(req: Request): Promise<Response> {
  let services;
  try {
    services = alertServices(siteOrigin(req, process.env));
    return Response.json({ receipt: await sendApplicationReceipt(await req.text(), services) });
  } catch (error) {
    // The submission itself is kept by the host whatever happens here; only its receipt is lost, and the log says why.
    console.error(error instanceof AlertConfigError ? error.message : error);
    return Response.json({ receipt: "not-available" }, { status: 503 });
  } finally {
    services?.mailer.close();
  }
}
