// Sends the job-alert sign-up in place and moves focus to the answer. A
// refused address is marked as GOV.UK marks errors, but with no error summary:
// the client script's 2 KB budget (D11) has no room for it.
export function initJobAlertForm(root: HTMLElement): void {
  const form = root.querySelector("form");
  const status = root.querySelector<HTMLElement>("[data-job-alert-status]");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  const error = form?.querySelector<HTMLElement>(".field__error");
  if (!form || !status || !button || !error) return;
  const idleLabel = button.textContent ?? "";
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const intro = root.querySelector<HTMLElement>(".job-alert__intro")!;
  const searchName = root.querySelector<HTMLElement>("[data-job-alert-search]");
  /** Described by the message only while it shows, so no one hears a hidden one. */
  const refuse = (refused: boolean) => {
    error.hidden = !refused;
    email.setAttribute("aria-invalid", String(refused));
    email.setAttribute("aria-describedby", refused ? error.id : "");
  };
  const show = (outcome: string, address: string) => {
    if (outcome === "badAddress") {
      refuse(true);
      return email.focus();
    }
    const message =
      root.querySelector<HTMLElement>(`[data-job-alert-outcome="${outcome}"]`) ??
      root.querySelector<HTMLElement>('[data-job-alert-outcome="failed"]')!;
    for (const slot of message.querySelectorAll<HTMLElement>("[data-template]")) {
      slot.textContent = slot.dataset.template!.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name === "recipient" ? address : name === "search" ? (searchName?.textContent ?? "") : whole,
      );
    }
    // Serialising escapes the slots' text, so an address read back is text again, never markup.
    status.innerHTML = message.innerHTML;
    form.hidden = intro.hidden = outcome === "checkEmail";
    // On a phone an answer under the form would land below the fold.
    status.focus();
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.getAttribute("aria-disabled") === "true") return;
    const query = new URLSearchParams(location.search);
    for (const name of ["what", "where", "radius", "pay"])
      (form.elements.namedItem(name) as HTMLInputElement).value = query.get(name) ?? "";
    const address = email.value.trim();
    button.setAttribute("aria-disabled", "true");
    button.textContent = button.dataset.sendingLabel ?? idleLabel;
    status.textContent = "";
    refuse(false);
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { accept: "application/json" },
    })
      .then((response) => response.json() as Promise<{ outcome?: string }>)
      // Not reset: the form is hidden, so nothing is left to send twice.
      .then((answer) => show(answer.outcome ?? "failed", address))
      .catch(() => show("failed", address))
      .finally(() => {
        button.removeAttribute("aria-disabled");
        button.textContent = idleLabel;
      });
  });
}
