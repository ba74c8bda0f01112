/** Decap's global API as this script uses it: https://decapcms.org/docs/customization/ */
export interface ImmutableValue {
  toJS(): unknown;
  get(key: string): unknown;
  filter(keep: (value: unknown) => boolean): ImmutableValue;
  map(change: (value: unknown) => unknown): ImmutableValue;
}
export interface DecapEntry {
  get(key: "data"): ImmutableValue;
  get(key: "path" | "slug" | "collection" | "newRecord" | "raw"): string | boolean | undefined;
}
export interface PreviewProps {
  entry: DecapEntry;
  document?: Document;
  /** A blob: URL for an upload, new or from the repository. */
  getAsset?: (path: string) => { toString(): string } | undefined;
}
export interface DecapGlobal {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  registerEventListener(listener: {
    name: "preSave" | "postSave" | "prePublish";
    handler: (event: { entry: DecapEntry }) => unknown;
  }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(raw: string): unknown; toFile(data: Record<string, unknown>): string },
  ): void;
  getLocale(name: string): Phrases | undefined;
  /** Replacing its init changes every backend Decap makes from then on. */
  getBackend(name: string): { init: (...args: unknown[]) => DecapBackend } | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}
export interface DecapBackend {
  persistEntry(entry: { dataFiles: { raw: string }[] }, options: unknown): Promise<unknown>;
}
/** https://github.com/decaporg/decap-cms/tree/main/packages/decap-cms-locales */
export interface Phrases {
  [key: string]: string | Phrases;
}

interface DecapWindow {
  CMS: DecapGlobal;
  h: (type: string, props: Record<string, unknown>, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown>) => unknown;
}
export const decap = window as unknown as DecapWindow;
