// D12: the progressive mobile menu. On small screens the script reveals the
// toggle and collapses the list; aria-expanded always says whether the list
// is showing, and Header.css shows "Menu" or "Close menu" to match. Header.css
// already shows the toggle and hides the list before this runs, so setting
// them here changes nothing on screen (D31: no layout shift). Choosing a link or pressing Escape closes it again.

export function initSiteHeader(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>("button[aria-controls]");
  const list = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !list) return;
  // The stylesheet holds the one breakpoint (tokens.css): the links are folded wherever it shows the button.
  const folded = () => getComputedStyle(toggle).display !== "none";
  let wasFolded: boolean | undefined;

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    list.hidden = !open;
  };

  const fitToScreen = () => {
    const isFolded = folded();
    if (isFolded === wasFolded) return;
    wasFolded = isFolded;
    if (isFolded) {
      toggle.hidden = false;
      header.dataset.menu = "collapsible";
      setOpen(false);
    } else {
      toggle.hidden = true;
      delete header.dataset.menu;
      setOpen(true);
    }
  };

  toggle.addEventListener("click", () => setOpen(list.hidden));

  list.addEventListener("click", (event) => {
    if (folded() && event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });

  header.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && folded() && !list.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });

  window.addEventListener("resize", fitToScreen);
  fitToScreen();
}
