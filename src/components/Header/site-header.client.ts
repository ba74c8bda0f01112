// D12: the progressive mobile menu. On small screens the script reveals the
// toggle and collapses the list; aria-expanded always says whether the list
// is showing, and Header.css shows "Menu" or "Close menu" to match. Header.css
// already shows the toggle and hides the list before this runs, so setting
// them here changes nothing on screen (D31: no layout shift). Choosing a link or pressing Escape closes it again.

/** Keep in step with the breakpoint in Header.css and base.css. */
const smallScreen = "(max-width: 74.99rem)";

export function initSiteHeader(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>("button[aria-controls]");
  const list = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !list) return;
  const media = window.matchMedia(smallScreen);

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    list.hidden = !open;
  };

  const fitToScreen = () => {
    if (media.matches) {
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
    if (media.matches && event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });

  header.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && media.matches && !list.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });

  media.addEventListener("change", fitToScreen);
  fitToScreen();
}
