// D13: once the browser has validated a form and is sending it, its submit
// button says "Sending...", shows a spinner and ignores further clicks, so a
// message is never sent twice. aria-disabled rather than disabled keeps the
// button focusable, so keyboard and screen-reader users do not lose their place.

export function initSubmitState(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector<HTMLElement>(".submit-button__label");
  if (!button || !label) return;
  const idleLabel = label.textContent ?? "";
  const submittingLabel = button.dataset.submittingLabel ?? idleLabel;

  const isSubmitting = () => button.getAttribute("aria-disabled") === "true";

  // The submit event fires only after native validation has passed. A submit
  // another enhancement stopped (a file too large) is not being sent.
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

  // Coming back from the thank-you page restores the page from the
  // back/forward cache as it was left: make the button usable again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      button.removeAttribute("aria-disabled");
      label.textContent = idleLabel;
    }
  });
}
