// The one place that finds and launches Chromium, for the browser tests and the
// project's own tools (npm run icons, check:a11y, bench:dev) alike.
// The path and flags live in chromium.json so that pa11y-ci (.pa11yci.cjs,
// which is plain CommonJS) reads the very same ones.
//
// Why each flag:
//   --no-sandbox              CI containers run as root, where Chromium's sandbox cannot start.
//   --disable-background-networking, --disable-component-update, --disable-sync
//                             the machines have no network; these stop Chromium calling home.
//   --no-first-run            no welcome page or profile set-up.
//   --disable-gpu             there is no GPU; software rendering is what we get anyway.
//   --disable-dev-shm-usage   containers give /dev/shm 64 MB, which large pages overflow.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import settings from "./chromium.json";

/** CHROME_PATH wins, so a machine with Chrome elsewhere can still run the tests. */
export const chromiumPath: string = process.env.CHROME_PATH ?? settings.executablePath;

export const chromiumArgs: readonly string[] = settings.args;

/** What to do when there is no browser, said once for every test that needs one. */
export function missingChromiumMessage(executablePath = chromiumPath): string {
  return `No Chromium found at ${executablePath}. ${settings.installHint}`;
}

/** Throws the install instructions when Chromium is not where we look for it. */
export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) throw new Error(missingChromiumMessage());
}

export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...extraArgs],
    // Playwright turns the back/forward cache off by default. D13 restores the
    // submit button when a page comes back from that cache, so we keep it on
    // to test what visitors' browsers really do.
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
}
