// Part of the one client script (main.ts): the back link above a vacancy's
// heading leads to the listing (/jobs/) without JavaScript. With it, when
// the page was opened from the results this tab last showed (the referrer is
// those results), it leads back to them, search and all, and says so.
// On the page an application lands on, the link does the same when the
// page was reached from the vacancy (data-via): the results are the ones
// that vacancy was opened from.
import { rememberedResults } from "./results-memory";

export function initBackToResults(link: HTMLElement): void {
  const results = rememberedResults();
  if (!results || !(link instanceof HTMLAnchorElement) || !document.referrer) return;
  const from = new URL(document.referrer);
  if (from.origin !== location.origin || (link.dataset.via ? from.pathname !== link.dataset.via : from.pathname + from.search !== results)) return;
  link.href = results;
  // BackToResults renders the label.
  link.textContent = link.dataset.resultsLabel!;
}
