// Reveals the listing's search form and imports the search only when a
// candidate starts to search, so nobody who only browses downloads it or its index (D33).
interface JobSearchModule {
  startJobSearch(root: HTMLElement): { search(): void };
}

export function initJobSearch(root: HTMLElement): void {
  const form = root.querySelector("form");
  const script = root.dataset.script;
  if (!form || !script) return;
  root.hidden = false;
  // Asked for once Where names a place (D43), so a phone's first screen still reaches the first job (D38).
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
  form.addEventListener("submit", (event) => {
    if (search) return;
    event.preventDefault();
    void start().then((loaded) => (loaded ? loaded.search() : form.submit()));
  });
}
