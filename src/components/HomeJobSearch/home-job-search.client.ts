// Part of the one client script (main.ts): the home page's search goes to
// the job board's listing, whose own search answers it in the browser
// (job-search.client.ts); without scripts it goes to the host's search page.
export function revealHomeJobSearch(root: HTMLElement): void {
  const form = root.querySelector("form");
  if (form && root.dataset.listing) form.action = root.dataset.listing;
}
