// Part of the one client script (main.ts): sends the job-alert sign-up
// (JobAlertForm.tsx) without leaving the page, with the search's What and
// Where as the address shows them, and reads the answer into the live
// region. The answer's words are the page's own, already in the HTML.
export function initJobAlertForm(root: HTMLElement): void {
  const form = root.querySelector("form");
  const status = root.querySelector<HTMLElement>("[data-job-alert-status]");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!form || !status || !button) return;
  const idleLabel = button.textContent ?? "";
  const show = (outcome: string) => {
    const message = root.querySelector(`[data-job-alert-outcome="${outcome}"]`) ?? root.querySelector('[data-job-alert-outcome="failed"]');
    status.textContent = message?.textContent ?? "";
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.getAttribute("aria-disabled") === "true") return;
    // The search as shown: the job search keeps it in the address (?what=&where=&radius=&pay=).
    const query = new URLSearchParams(location.search);
    for (const name of ["what", "where", "radius", "pay"]) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (field) field.value = query.get(name) ?? "";
    }
    button.setAttribute("aria-disabled", "true");
    button.textContent = button.dataset.sendingLabel ?? idleLabel;
    status.textContent = "";
    fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), headers: { accept: "application/json" } })
      .then((response) => response.json() as Promise<{ outcome?: string }>)
      .then((answer) => {
        show(answer.outcome ?? "failed");
        if (answer.outcome === "checkEmail") form.reset();
      })
      .catch(() => show("failed"))
      .finally(() => {
        button.removeAttribute("aria-disabled");
        button.textContent = idleLabel;
      });
  });
}
