// With JavaScript, the back link leads to the results this tab last showed
// when the page was opened from them (or, via data-via, from that vacancy).
import { rememberedResults } from "./results-memory";

export function initBackToResults(link: HTMLElement): void {
  const results = rememberedResults();
  if (!results || !(link instanceof HTMLAnchorElement) || !document.referrer) return;
  const from = new URL(document.referrer);
  if (
    from.origin !== location.origin ||
    (link.dataset.via ? from.pathname !== link.dataset.via : from.pathname + from.search !== results)
  )
    return;
  link.href = results;
  link.textContent = link.dataset.resultsLabel!;
}
