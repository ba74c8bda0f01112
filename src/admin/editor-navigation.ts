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
 * the editor (Back, Forward, an address typed or pasted), so a save could go
 * to the wrong file: when the entry in the address changes while one is open,
 * the editor is loaded afresh at the new address. Decap asks first if the
 * open entry has unsaved changes, as for any page it leaves.
 */
export function reloadWhenTheAddressNamesAnotherEntry(): void {
  let shown = entryInAddress(location.hash);
  window.addEventListener("hashchange", (event) => {
    const next = entryInAddress(location.hash);
    const previous = entryInAddress(new URL(event.oldURL).hash);
    // From a new entry to its own page is Decap moving on after the first save: the form is that entry's.
    const afterFirstSave = previous?.endsWith("/new") && next?.startsWith(previous.replace(/new$/, "entries/"));
    if (previous && next && previous !== next && shown === previous && !afterFirstSave) {
      holdTheFormUntilReloaded();
      location.reload();
    }
    shown = next;
  });
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
  for (const child of document.body.children) {
    (child as HTMLElement).inert = true;
    child.setAttribute("aria-disabled", "true");
  }
  const notice = document.createElement("p");
  notice.setAttribute("role", "status");
  notice.textContent = "Opening the entry…";
  notice.style.cssText = "position:fixed;inset:0;margin:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,0.85);font:600 18px/1.4 system-ui,sans-serif;color:#1f1f1f;z-index:2147483647";
  document.body.append(notice);
}
