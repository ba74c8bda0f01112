// Job alerts (D41): the link in the confirmation e-mail. GET shows a page
// with one button, POST confirms; see src/alerts/alert-service.ts confirm().
import { confirm } from "../../src/alerts/alert-service";
import { withAlertServices, type FunctionContext } from "../../src/alerts/alert-runtime";

export default async function jobAlertConfirm(req: Request, context: FunctionContext): Promise<Response> {
  return withAlertServices(req, context, (services) => confirm(req, services));
}
