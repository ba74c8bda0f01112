// Job alerts (D41): List-Unsubscribe's one-click POST (RFC 8058) and the
// visible "stop" link of every alert; see src/alerts/alert-service.ts unsubscribe().
import { unsubscribe } from "../../src/alerts/alert-service";
import { withAlertServices, type FunctionContext } from "../../src/alerts/alert-runtime";

export default async function jobAlertUnsubscribe(req: Request, context: FunctionContext): Promise<Response> {
  return withAlertServices(req, context, (services) => unsubscribe(req, services));
}
