// The address and the form always show the same entry (D40): the editor is
// loaded afresh when the address moves to another entry, and a save whose
// form is not the addressed entry is refused (editor-save.ts asks
// formIsTheAddressedEntry). "View Live" on this computer opens the dev
// server's page.
import type { DecapEntry } from "./decap";

/**
 * Whether Decap's form holds the entry the address names: a new entry at
 * …/new (never yet saved, so no slug), the entry of that slug at
 * …/entries/<slug>. Decap keeps the form of the entry it showed while it
 * makes the next one (for a new entry it waits on the media library first),
 * so for a moment the address and the form can disagree.
 */
export function formIsTheAddressedEntry(entry: Pick<DecapEntry, "get">, hash: string): boolean {
  const named = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|new(?:[?#]|$))/.exec(hash);
  if (!named || entry.get("collection") !== named[1]) return false;
  const slug = entry.get("slug");
  if (named[2] === undefined) return entry.get("newRecord") === true && !slug;
  return entry.get("newRecord") !== true && slug === decodeURIComponent(named[2]);
}

/**
 * On this computer, "View Live" opens the page on the dev server the editor
 * is served from, not the live site named in the configuration.
 */
export function viewLiveOnThisComputer(): void {
  if (location.hostname !== "localhost" && location.hostname !== "127.0.0.1") return;
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.origin === location.origin || !/^https?:$/.test(link.protocol) || !link.closest("[class*='Toolbar'], [class*='toolbar']")) return;
      const live = new URL(link.href);
      link.href = `${location.origin}${live.pathname}${live.search}${live.hash}`;
    },
    true,
  );
}

/** The entry an editor address names: "#/collections/vacancies/entries/nurse" → "vacancies/entries/nurse". */
const entryInAddress = (hash: string) => /^#\/collections\/([^/?#]+\/(?:entries\/[^?#]+|new))/.exec(hash)?.[1];

/**
 * The address and the form always show the same entry (D40). Decap keeps the
 * open entry's form when the address moves to another entry without leaving
 * the editor (Back, Forward, an address typed or pasted, a new entry straight
 * after a save), so a save could go to the wrong file: when the entry in the
 * address changes while one is open, the editor is loaded afresh at the new
 * address. Decap asks first if the open entry has unsaved changes, as for any
 * page it leaves.
 *
 * Each move is read from its own event (oldURL to newURL), never from the
 * address as it is when the event is handled: "Publish and create new" moves
 * to the saved entry and on to a new one in one go, and by the time the first
 * event is handled the address already names the new entry.
 */
export function reloadWhenTheAddressNamesAnotherEntry(): void {
  // Where the browser has the Navigation API (Chromium), the form is shut as the address starts to move, before it
  // changes: the hashchange event comes a moment after the new address, and in that moment the old form would take typing.
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

/**
 * Whether a move from one address to another leaves Decap's form holding the
 * entry it showed before: a move from one entry to another, except a new
 * entry's move to its own page after its first save, when the form is that entry's.
 */
export function entryFormGoesStale(fromHash: string, toHash: string): boolean {
  const from = entryInAddress(fromHash);
  const to = entryInAddress(toHash);
  if (!from || !to || from === to) return false;
  const afterFirstSave = from.endsWith("/new") && to.startsWith(from.replace(/new$/, "entries/"));
  return !afterFirstSave;
}

/**
 * While the page reloads (seconds, on a slow line), the old form stays on
 * screen, and Decap may already have put the address's entry in the toolbar
 * while the fields still hold the last entry's values: nothing typed there
 * would be kept, and a save from it could write one entry's values under
 * another's name. So the form is shut (inert, and marked unavailable to
 * assistive technology and to automation alike) and says it is opening.
 */
function holdTheFormUntilReloaded(): void {
  if (document.querySelector("[data-opening-entry]")) return;
  // A reloaded page gets back what its fields held (the browser's form restoration), and Decap's new, empty form
  // would show the last entry's values: fields marked autocomplete="off" are neither kept nor given back.
  for (const control of document.querySelectorAll("input, textarea, select")) control.setAttribute("autocomplete", "off");
  for (const child of document.body.children) {
    (child as HTMLElement).inert = true;
    child.setAttribute("aria-disabled", "true");
  }
  const notice = document.createElement("p");
  notice.setAttribute("role", "status");
  notice.dataset.openingEntry = "";
  notice.textContent = "Opening the entry…";
  notice.style.cssText = "position:fixed;inset:0;margin:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,0.85);font:600 18px/1.4 system-ui,sans-serif;color:#1f1f1f;z-index:2147483647";
  document.body.append(notice);
}
