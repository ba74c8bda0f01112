// The content the editor checks and previews against: the last build's,
// fetched again for each save, with every file saved since put in.
import { checkEntry, contentWith, type ContentFileKind, type EditorSnapshot } from "./check-entry";
import { siteSchema } from "../content/schemas";
import { collections } from "../content/collections";
import type { AnyCollection, Entry } from "../content/collection";
import { routePageSchemas } from "../content/validate";

const script = document.currentScript as HTMLScriptElement | null;
const snapshotUrl = script?.dataset.snapshot ?? "/admin/site-content.json";
export const stylesheet = script?.dataset.stylesheet;

export let snapshot: EditorSnapshot | undefined;
const fetchSnapshot = (): Promise<EditorSnapshot> =>
  fetch(snapshotUrl, { credentials: "same-origin", cache: "no-store" }).then((response) => {
    if (!response.ok) throw new Error(`${snapshotUrl} answered ${response.status}`);
    return response.json() as Promise<EditorSnapshot>;
  });
export const snapshotLoaded: Promise<EditorSnapshot> = fetchSnapshot().then((loaded) => (snapshot = loaded));

/**
 * Kept in the browser's storage, not the page: the host takes minutes to
 * publish, and the editor reloads itself when the address names another entry,
 * so a save after a reload must still be checked against the one before.
 */
interface RememberedSave {
  frontMatter: Record<string, unknown>;
  body: string;
  /** Forgotten after far longer than a build takes. */
  at: number;
}
const savedStorageKey = "ouse-valley-editor:saved-files";
const rememberFor = 60 * 60 * 1000;

function rememberedSaves(): Map<string, RememberedSave> {
  try {
    const stored = JSON.parse(localStorage.getItem(savedStorageKey) ?? "{}") as Record<string, RememberedSave>;
    return new Map(Object.entries(stored).filter(([, saved]) => Date.now() - saved.at < rememberFor));
  } catch {
    // Storage turned off or unreadable: this page's own saves are still kept.
    return new Map(savedInThisPage);
  }
}
const savedInThisPage = new Map<string, RememberedSave>();

export function rememberSaved(file: string, saved: RememberedSave): void {
  savedInThisPage.set(file, saved);
  try {
    localStorage.setItem(savedStorageKey, JSON.stringify(Object.fromEntries(rememberedSaves().set(file, saved))));
  } catch {
    // Storage full or turned off: remembered for as long as this page lives.
  }
}

export async function currentContent(): Promise<EditorSnapshot> {
  const fresh = await fetchSnapshot().catch(() => snapshotLoaded);
  let content = fresh.content;
  for (const [file, saved] of new Map([...savedInThisPage, ...rememberedSaves()])) {
    const checked = checkEntry({ ...fresh, content }, file, saved.frontMatter, saved.body);
    if (checked.entry && checked.kind) content = contentWith(content, checked.kind, checked.entry);
  }
  snapshot = { ...fresh, content };
  return snapshot;
}

export function knownFiles(): Set<string> {
  const files = new Set<string>([...savedInThisPage.keys(), ...rememberedSaves().keys()]);
  if (!snapshot) return files;
  const { site, routes, ...declared } = snapshot.content;
  files.add(site.file);
  for (const entry of Object.values(routes)) files.add(entry.file);
  for (const entries of Object.values(declared) as Entry<unknown>[][])
    for (const entry of entries) files.add(entry.file);
  return files;
}

export function schemaOf(kind: ContentFileKind) {
  if (kind.kind === "site") return siteSchema;
  if (kind.kind === "route") return routePageSchemas[kind.name];
  return (collections as Record<string, AnyCollection>)[kind.name]!.schema;
}

export function entryNames(): Map<string, string> {
  const names = new Map<string, string>();
  if (!snapshot) return names;
  const { site, routes, ...declared } = snapshot.content;
  names.set(site.file, "the agency facts");
  for (const [name, entry] of Object.entries(routes))
    names.set(entry.file, `the wording of the ${name.replace(/-/g, " ")} page`);
  for (const [key, entries] of Object.entries(declared) as [
    keyof typeof collections,
    Entry<Record<string, unknown>>[],
  ][]) {
    const { noun, editor } = collections[key];
    for (const entry of entries)
      names.set(entry.file, `the ${noun} “${String(entry.data[editor.identifierField] ?? entry.slug)}”`);
  }
  return names;
}
