// D13: a sending form's button ignores further clicks, so a message is never
// sent twice; aria-disabled, not disabled, keeps it focusable.

export function initSubmitState(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector<HTMLElement>(".submit-button__label");
  if (!button || !label) return;
  const idleLabel = label.textContent ?? "";
  const submittingLabel = button.dataset.submittingLabel ?? idleLabel;

  const isSubmitting = () => button.getAttribute("aria-disabled") === "true";

  // Fires only after native validation; a submit another enhancement stopped is not being sent.
  form.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    if (isSubmitting()) {
      event.preventDefault();
      return;
    }
    button.setAttribute("aria-disabled", "true");
    label.textContent = submittingLabel;
  });

  button.addEventListener("click", (event) => {
    if (isSubmitting()) event.preventDefault();
  });

  // Back from the thank-you page, the back/forward cache restores the button as it was left.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      button.removeAttribute("aria-disabled");
      label.textContent = idleLabel;
    }
  });
}
