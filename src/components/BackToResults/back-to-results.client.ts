// Part of the one client script (main.ts): the back link above a vacancy's
// heading leads to the listing (/jobs/) without JavaScript. With it, when
// the page was opened from the results this tab last showed (the referrer is
// those results), it leads back to them, search and all, and says so.
import { rememberedResults } from "./results-memory";

export function initBackToResults(link: HTMLElement): void {
  const results = rememberedResults();
  if (!results || !(link instanceof HTMLAnchorElement) || !document.referrer) return;
  const from = new URL(document.referrer);
  if (from.origin !== location.origin || from.pathname + from.search !== results) return;
  link.href = results;
  link.textContent = link.dataset.resultsLabel ?? link.textContent;
}
