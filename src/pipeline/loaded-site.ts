// Stage 1's result on its own, so the list of files beside the pages
// (src/outputs.ts), which build.ts uses, can name it without importing build.ts.
import type { SiteContent } from "../content/load";
import type { CalendarDate } from "../jobs/calendar";
import type { EditorLogin } from "../admin/editor-login";
import type { ImageFile } from "../images/process";
import type { Assets } from "./assets";

/** Stage 1's result: the content loaded and checked, and the stylesheet and scripts bundled. */
export interface LoadedSite {
  content: SiteContent;
  contentDir: string;
  assets: Assets;
  /** The files made of the uploaded photographs (D42), added beside the pages. */
  images: ImageFile[];
  imagesProcessed: number;
  siteUrl: string;
  /** The host's URL variable, when set: the editor's checks fill {{url}} with it as the build does. */
  siteUrlOverride: string | undefined;
  editorLogin: EditorLogin;
  today: CalendarDate;
}
