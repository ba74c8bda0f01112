// Part of the one client script (main.ts): sends the job-alert sign-up
// (JobAlertForm.tsx) without leaving the page, with the search's What, Where
// and minimum pay as the address shows them, and reads the answer into the
// live region: the page's own words, naming the address and the search.
export function initJobAlertForm(root: HTMLElement): void {
  const form = root.querySelector("form");
  const status = root.querySelector<HTMLElement>("[data-job-alert-status]");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!form || !status || !button) return;
  const idleLabel = button.textContent ?? "";
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const searchName = root.querySelector<HTMLElement>("[data-job-alert-search]");
  const show = (outcome: string, address: string) => {
    const message = root.querySelector<HTMLElement>(`[data-job-alert-outcome="${outcome}"]`) ?? root.querySelector<HTMLElement>('[data-job-alert-outcome="failed"]');
    // The slots are filled as text: an address is never markup.
    for (const slot of message?.querySelectorAll<HTMLElement>("[data-template]") ?? []) {
      slot.textContent = slot.dataset.template!.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name === "recipient" ? address : name === "search" ? (searchName?.textContent ?? "") : whole));
    }
    status.textContent = [...(message?.children.length ? message.children : [message])].map((part) => part?.textContent ?? "").join(" ");
    // On a phone the answer lands under the fold, below the form: brought into view, so the sign-up is seen to have worked (the cold trial).
    status.scrollIntoView({ block: "nearest" });
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.getAttribute("aria-disabled") === "true") return;
    // The search as shown: the job search keeps it in the address (?what=&where=&radius=&pay=).
    const query = new URLSearchParams(location.search);
    for (const name of ["what", "where", "radius", "pay"]) (form.elements.namedItem(name) as HTMLInputElement).value = query.get(name) ?? "";
    const address = email.value.trim();
    button.setAttribute("aria-disabled", "true");
    button.textContent = button.dataset.sendingLabel ?? idleLabel;
    status.textContent = "";
    fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), headers: { accept: "application/json" } })
      .then((response) => response.json() as Promise<{ outcome?: string }>)
      .then((answer) => {
        show(answer.outcome ?? "failed", address);
        if (answer.outcome === "checkEmail") form.reset();
      })
      .catch(() => show("failed", address))
      .finally(() => {
        button.removeAttribute("aria-disabled");
        button.textContent = idleLabel;
      });
  });
}
