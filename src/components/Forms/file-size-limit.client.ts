// D27: a CV over the limit is refused before it is sent, as GOV.UK shows an
// error; otherwise the host refuses the whole post (413) after the upload. It
// listens in the capture phase, so a refused submit never shows "Sending...".

export function initFileSizeLimit(field: HTMLElement): void {
  const input = field.querySelector<HTMLInputElement>("input[type=file]");
  const error = field.querySelector<HTMLElement>(".field__error");
  const form = input?.form;
  const summary = form?.querySelector<HTMLElement>(".error-summary");
  if (!input || !error || !form || !summary) return;
  const maxBytes = Number(field.dataset.maxBytes);
  const hint = input.getAttribute("aria-describedby") ?? "";
  const title = document.title;

  form.addEventListener(
    "submit",
    (event) => {
      const tooLarge = [...(input.files ?? [])].some((file) => file.size > maxBytes);
      error.hidden = summary.hidden = !tooLarge;
      field.classList.toggle("field--error", tooLarge);
      // Described by the error only while it shows, so no one hears a hidden message.
      input.setAttribute("aria-describedby", tooLarge ? `${hint} ${error.id}`.trim() : hint);
      document.title = tooLarge ? (field.dataset.errorPrefix ?? "") + title : title;
      if (tooLarge) {
        event.preventDefault();
        summary.focus();
      }
    },
    true,
  );
}
