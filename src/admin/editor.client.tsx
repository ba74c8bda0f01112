// The editor at /admin/ (D32): Decap CMS, loaded before this script, wired to
// the site's own preview, save checks, navigation and upload checks.
import { contentFileFormat as contentFileFormatName } from "./cms-config";
import { keepUploadedPhotographs, refuseUploadsTheBuildWouldRefuse } from "./upload-check.client";
import { collections } from "../content/collections";
import { routePageSchemas } from "../content/validate";
import { type DecapGlobal, type Phrases, decap } from "./decap";
import { withoutDecapsLineFeed } from "./content-file";
import { stylesheet } from "./editor-content";
import { contentFileFormat, checkBeforeSave, checkBeforePublish, rememberSave } from "./editor-save";
import { PreviewTemplate } from "./editor-preview";
import { addEditorStyles } from "./field-marking";
import { viewLiveOnThisComputer, reloadWhenTheAddressNamesAnotherEntry } from "./editor-navigation";

/** Decap's own words where they read as a developer's: "Failed to persist entry: Error: …". */
function plainerWords(CMS: DecapGlobal): void {
  const en = CMS.getLocale("en");
  if (!en) return;
  const within = (phrases: Phrases | string | undefined, key: string) =>
    (typeof phrases === "object" ? phrases[key] : undefined) as Phrases | undefined;
  const ui = within(en, "ui");
  const editor = within(en, "editor");
  const widgets = within(editor, "editorWidgets");
  CMS.registerLocale("en", {
    ...en,
    ui: { ...ui, toast: { ...within(ui, "toast"), onFailToPersist: "%{details}", onFailToPublishEntry: "%{details}" } },
    editor: { ...editor, editorWidgets: { ...widgets, datetime: { ...within(widgets, "datetime"), now: "Today" } } },
  });
}

/** Every backend is handed the file without the "\n" Decap adds to its end, so a CR-only file keeps its line breaks. */
function keepCrLineBreaks(CMS: DecapGlobal): void {
  for (const name of ["github", "git-gateway", "proxy", "test-repo"]) {
    const registered = CMS.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      const persistEntry = backend.persistEntry.bind(backend);
      backend.persistEntry = (entry, options) =>
        persistEntry(
          { ...entry, dataFiles: entry.dataFiles.map((file) => ({ ...file, raw: withoutDecapsLineFeed(file.raw) })) },
          options,
        );
      return backend;
    };
  }
}

function start(): void {
  const { CMS } = decap;
  plainerWords(CMS);
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);
  refuseUploadsTheBuildWouldRefuse();
  keepUploadedPhotographs(
    "Delete selected",
    "Photographs are not deleted here: a page may still be using this one, and the site would not build without it. To use another photograph, upload it and choose it in the page's field; one no page uses is never published.",
  );
  addEditorStyles();
  CMS.registerCustomFormat(contentFileFormatName, "md", contentFileFormat);
  keepCrLineBreaks(CMS);
  for (const name of [...Object.keys(collections), "site", ...Object.keys(routePageSchemas)])
    CMS.registerPreviewTemplate(name, PreviewTemplate);
  CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave });
  CMS.registerEventListener({ name: "postSave", handler: rememberSave });
  CMS.registerEventListener({ name: "prePublish", handler: checkBeforePublish });
  viewLiveOnThisComputer();
  reloadWhenTheAddressNamesAnotherEntry();
}

if (decap.CMS) start();
