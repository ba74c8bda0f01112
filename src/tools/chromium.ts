// The one place that finds and launches Chromium; its path and flags live in
// chromium.json so that pa11y-ci (.pa11yci.cjs, CommonJS) reads the same ones.
// --no-sandbox: containers run as root, where the sandbox cannot start;
// --disable-dev-shm-usage: containers give /dev/shm 64 MB, which large pages
// overflow; the rest stop a machine with no network or GPU calling home.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import settings from "./chromium.json";

/** CHROME_PATH wins, so a machine with Chrome elsewhere can still run the tests. */
export const chromiumPath: string = process.env.CHROME_PATH ?? settings.executablePath;

export const chromiumArgs: readonly string[] = settings.args;

export function missingChromiumMessage(executablePath = chromiumPath): string {
  return `No Chromium found at ${executablePath}. ${settings.installHint}`;
}

export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) throw new Error(missingChromiumMessage());
}

export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...extraArgs],
    // Playwright turns the back/forward cache off; D13 restores the button on a page back from it, so keep it on.
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
}
