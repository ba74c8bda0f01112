// The editor at /admin/ (D32): Decap CMS, loaded before this script as
// decap-cms.js, with things of the site's own, each in its own module, wired
// to Decap here.
//
// - The preview is the real page (editor-preview.ts), rendered from the
//   content the editor knows (editor-content.ts).
// - Nothing invalid is saved, and a save changes only what was edited
//   (editor-save.ts): a preSave listener writes the file as it will be saved,
//   reads it back as the build reads it and runs the build's own checks; a
//   problem refuses the save, naming the field by its label and marking it in
//   the form (field-marking.ts).
// - The address and the form show the same entry (editor-navigation.ts).
// - Uploads the build would refuse are refused (upload-check.client.ts), and
//   Decap's wording reads as the agency's (below).
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

/**
 * Decap's own words where they read as a developer's: a refused save is the
 * editor's sentence alone, not "Failed to persist entry: Error: …", and a
 * date field's button says Today.
 */
function plainerWords(CMS: DecapGlobal): void {
  const en = CMS.getLocale("en");
  if (!en) return;
  const within = (phrases: Phrases | string | undefined, key: string) => (typeof phrases === "object" ? phrases[key] : undefined) as Phrases | undefined;
  const ui = within(en, "ui");
  const editor = within(en, "editor");
  const widgets = within(editor, "editorWidgets");
  CMS.registerLocale("en", {
    ...en,
    ui: { ...ui, toast: { ...within(ui, "toast"), onFailToPersist: "%{details}", onFailToPublishEntry: "%{details}" } },
    editor: { ...editor, editorWidgets: { ...widgets, datetime: { ...within(widgets, "datetime"), now: "Today" } } },
  });
}

/**
 * A file written with CR line breaks alone keeps them, its last one too:
 * every backend the editor saves through (GitHub or Git Gateway on the
 * host, src/admin/editor-login.ts; decap-server's proxy on this computer;
 * the in-memory test backend) is
 * handed the file without the "\n" Decap adds to its end (content-file.ts).
 */
function keepCrLineBreaks(CMS: DecapGlobal): void {
  for (const name of ["github", "git-gateway", "proxy", "test-repo"]) {
    const registered = CMS.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const backend = init(...args);
      const persistEntry = backend.persistEntry.bind(backend);
      backend.persistEntry = (entry, options) =>
        persistEntry({ ...entry, dataFiles: entry.dataFiles.map((file) => ({ ...file, raw: withoutDecapsLineFeed(file.raw) })) }, options);
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
  for (const name of [...Object.keys(collections), "site", ...Object.keys(routePageSchemas)]) CMS.registerPreviewTemplate(name, PreviewTemplate);
  CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave });
  CMS.registerEventListener({ name: "postSave", handler: rememberSave });
  CMS.registerEventListener({ name: "prePublish", handler: checkBeforePublish });
  viewLiveOnThisComputer();
  reloadWhenTheAddressNamesAnotherEntry();
}

if (decap.CMS) start();
