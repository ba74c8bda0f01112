// A Netlify scheduled function (D28): once a day, early in the London
// morning, rebuild the site only when a vacancy closes or a future one opens
// that day. The build publishes the days that matter at
// /jobs/closing-dates.json; this reads that file from the live site (the
// host's URL variable) and POSTs to the build hook in BUILD_HOOK_URL.
//
// Set-up: Site configuration > Build & deploy > Build hooks > Add build hook,
// then add its URL as the environment variable BUILD_HOOK_URL (scope:
// Functions). Without it the function logs why and does nothing.
import { checkAndRebuild } from "../../src/jobs/rebuild-check";

export default async function rebuildOnVacancyChange(): Promise<Response> {
  const outcome = await checkAndRebuild({
    now: new Date(),
    env: { URL: process.env.URL, BUILD_HOOK_URL: process.env.BUILD_HOOK_URL },
    fetch: globalThis.fetch,
    log: (line) => console.log(line),
  });
  return new Response(outcome, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
}

// Cron is in UTC: 00:30 UTC is 00:30 in London in winter and 01:30 in
// summer, both just after the London midnight on which vacancies change.
export const config = { schedule: "30 0 * * *" };
