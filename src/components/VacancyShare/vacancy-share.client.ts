// Part of the one client script (main.ts), on an open vacancy's page: the
// share button. The browser's own share sheet where it has one (the Web
// Share API: phones, and desktops other than Linux), else a copy of the
// address, with a status message saying which happened. The e-mail and
// WhatsApp links beside it need no script.
export function initVacancyShare(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("button");
  const status = root.querySelector<HTMLElement>("[role=status]");
  // VacancyShare renders every one of these.
  const { url, title, copied, copyFailed } = root.dataset as Record<"url" | "title" | "copied" | "copyFailed", string>;
  if (!button || !status) return;
  const native = typeof navigator.share === "function";
  if (native) root.dataset.share = "native";
  button.parentElement!.hidden = false;
  button.addEventListener("click", () => {
    if (native) {
      // Closing the sheet without sharing rejects; there is nothing to say about that.
      navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => (status.textContent = copied),
      () => (status.textContent = copyFailed),
    );
  });
}
