// Part of the one client script (main.ts): shows the home page's search,
// which needs the job board's search (JavaScript) to answer it. Its CSS has
// drawn it since the first paint; this only makes the `hidden` attribute true to that.
export function revealHomeJobSearch(root: HTMLElement): void {
  root.hidden = false;
}
