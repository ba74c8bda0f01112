// Job alerts (D41): the link in the confirmation e-mail. GET shows a page
// with one button, POST confirms; see src/alerts/alert-service.ts confirm().
import { confirm } from "../../src/alerts/alert-service";
import { withAlertServices } from "../../src/alerts/alert-runtime";

export default async function jobAlertConfirm(req: Request): Promise<Response> {
  return withAlertServices(req, (services) => confirm(req, services));
}
