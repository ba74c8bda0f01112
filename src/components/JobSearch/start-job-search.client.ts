// Part of the one client script (main.ts), on the job board's listing pages
// only: reveals the search form, and imports the search itself
// (job-search.client.ts, bundled apart as /assets/job-search.<hash>.js) only
// when a candidate starts to search — first focus or typing in the form, a
// submit, or a page opened with ?what=, ?where=, ?sort= or ?pay= — so nobody who only
// browses the listing downloads it or its index (D33).
//
// Two names for two moments: initJobSearch, here, is the data-module
// enhancement main.ts starts on every listing page (named like the others,
// init…); startJobSearch, the one export of job-search.client.ts, is the
// search itself, which this calls once its bundle has been imported.
interface JobSearchModule {
  startJobSearch(root: HTMLElement): { search(): void };
}

export function initJobSearch(root: HTMLElement): void {
  const form = root.querySelector("form");
  const script = root.dataset.script;
  if (!form || !script) return;
  root.hidden = false;
  // The distance is asked for once Where names a place (D43): with Where empty the form is as short as before, so a phone's first screen still reaches the first job (D38). A search from the address shows it (job-search.client.ts).
  const where = form.elements.namedItem("where") as HTMLInputElement;
  const radius = root.querySelector<HTMLElement>(".job-search__choice--radius")!;
  const showRadius = () => (radius.hidden = !where.value.trim());
  showRadius();
  where.addEventListener("input", showRadius);
  let started: Promise<{ search(): void } | undefined> | undefined;
  let search: { search(): void } | undefined;
  const start = () =>
    (started ??= (import(script) as Promise<JobSearchModule>).then(
      (module) => (search = module.startJobSearch(root)),
      () => {
        // Offline, or the script is gone: say so; the filters and the listing still work.
        root.querySelector<HTMLElement>("[data-job-search-unavailable]")?.removeAttribute("hidden");
        return undefined;
      },
    ));
  const query = new URLSearchParams(window.location.search);
  if (["what", "where", "radius", "sort", "pay"].some((name) => query.has(name))) {
    void start();
    return;
  }
  form.addEventListener("focusin", () => void start(), { once: true });
  form.addEventListener("input", () => void start(), { once: true });
  // A submit before the search has loaded waits for it, rather than reloading the page.
  form.addEventListener("submit", (event) => {
    if (search) return;
    event.preventDefault();
    void start().then((loaded) => (loaded ? loaded.search() : form.submit()));
  });
}
