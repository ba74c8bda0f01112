// The browser's share sheet where it has one (not desktop Linux), else a copy of the address.
export function initVacancyShare(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("button");
  const status = root.querySelector<HTMLElement>("[role=status]");
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
