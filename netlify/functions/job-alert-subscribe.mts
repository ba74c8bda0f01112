// Job alerts (D41): the sign-up form under every job listing posts here.
// The rules live in src/alerts/alert-service.ts; docs/developer-guide.md, "Job alerts".
import { subscribe } from "../../src/alerts/alert-service";
import { withAlertServices, type FunctionContext } from "../../src/alerts/alert-runtime";

export default async function jobAlertSubscribe(req: Request, context: FunctionContext): Promise<Response> {
  return withAlertServices(req, context, (services) => subscribe(req, context.ip, services));
}
