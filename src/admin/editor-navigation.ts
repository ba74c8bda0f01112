// The address and the form always show the same entry (D40).
import type { DecapEntry } from "./decap";

/** Decap keeps the last form while it makes the next entry, so for a moment the address and the form can disagree. */
export function formIsTheAddressedEntry(entry: Pick<DecapEntry, "get">, hash: string): boolean {
  const named = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|new(?:[?#]|$))/.exec(hash);
  if (!named || entry.get("collection") !== named[1]) return false;
  const slug = entry.get("slug");
  if (named[2] === undefined) return entry.get("newRecord") === true && !slug;
  return entry.get("newRecord") !== true && slug === decodeURIComponent(named[2]);
}

/** On this computer "View Live" opens the dev server's page, not the live site. */
export function viewLiveOnThisComputer(): void {
  if (location.hostname !== "localhost" && location.hostname !== "127.0.0.1") return;
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (
        !link ||
        link.origin === location.origin ||
        !/^https?:$/.test(link.protocol) ||
        !link.closest("[class*='Toolbar'], [class*='toolbar']")
      )
        return;
      const live = new URL(link.href);
      link.href = `${location.origin}${live.pathname}${live.search}${live.hash}`;
    },
    true,
  );
}

const entryInAddress = (hash: string) => /^#\/collections\/([^/?#]+\/(?:entries\/[^?#]+|new))/.exec(hash)?.[1];

/**
 * Decap keeps the open form when the address moves to another entry, so a save
 * could go to the wrong file: the editor is loaded afresh instead. Each move is
 * read from its own event, since "Publish and create new" moves twice in one go.
 */
export function reloadWhenTheAddressNamesAnotherEntry(): void {
  // Chromium's Navigation API shuts the form before the address changes; hashchange comes a moment late, when the old form would take typing.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener("navigate", (event) => {
    const destination = (event as Event & { destination?: { url?: string } }).destination?.url;
    if (destination && entryFormGoesStale(location.hash, new URL(destination).hash)) holdTheFormUntilReloaded();
  });
  window.addEventListener("hashchange", (event) => {
    if (entryFormGoesStale(new URL(event.oldURL).hash, new URL(event.newURL).hash)) {
      holdTheFormUntilReloaded();
      location.reload();
    }
  });
}

/** A move between entries, except a new entry's move to its own page after its first save. */
export function entryFormGoesStale(fromHash: string, toHash: string): boolean {
  const from = entryInAddress(fromHash);
  const to = entryInAddress(toHash);
  if (!from || !to || from === to) return false;
  const afterFirstSave = from.endsWith("/new") && to.startsWith(from.replace(/new$/, "entries/"));
  return !afterFirstSave;
}

/** While the page reloads the old form's values may show under the new entry's name, so the form is made inert and says it is opening. */
function holdTheFormUntilReloaded(): void {
  if (document.querySelector("[data-opening-entry]")) return;
  // The browser's form restoration would put the last entry's values into Decap's new form.
  for (const control of document.querySelectorAll("input, textarea, select"))
    control.setAttribute("autocomplete", "off");
  for (const child of document.body.children) {
    (child as HTMLElement).inert = true;
    child.setAttribute("aria-disabled", "true");
  }
  const notice = document.createElement("p");
  notice.setAttribute("role", "status");
  notice.dataset.openingEntry = "";
  notice.textContent = "Opening the entry…";
  notice.style.cssText =
    "position:fixed;inset:0;margin:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,0.85);font:600 18px/1.4 system-ui,sans-serif;color:#1f1f1f;z-index:2147483647";
  document.body.append(notice);
}
