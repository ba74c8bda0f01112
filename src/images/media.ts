// The agency's own photographs (D42): where uploads live, how a content file
// names one, and what the build accepts. Shared by the schema, the editor's
// configuration and checks, and the build; no Node API, so the editor's
// script can use it in the browser.

/** The one folder uploads are kept in, inside the content folder: they travel with the words that use them. */
export const mediaFolder = "media";

/** How a content file names an upload: `/media/team-at-the-office.jpg`. */
export const mediaPublicPath = `/${mediaFolder}/`;

/**
 * Decap lowercases an upload's name and turns spaces into hyphens; a name
 * written by hand may also keep capitals. Nothing else: no folder, no `..`,
 * nothing that could end an attribute or a header.
 */
const mediaName = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

export const isMediaPath = (src: string) => src.startsWith(mediaPublicPath);

/** The upload's file name, when `src` names one acceptably. */
export function mediaFileName(src: string): string | undefined {
  if (!isMediaPath(src)) return undefined;
  const name = src.slice(mediaPublicPath.length);
  return mediaName.test(name) ? name : undefined;
}

/**
 * What an upload may be. Photographs from a phone or a camera are well under
 * both: a 48-megapixel phone photograph is 8000 x 6000 and 5 to 15 MB. Over
 * 50 megapixels, decoding alone needs 200 MB of memory and seconds of a
 * 2-core build machine; over 25 MB it is not a photograph fit for a web page.
 */
export const uploadLimits = { bytes: 25 * 1024 * 1024, pixels: 50_000_000 } as const;

/** The formats an upload may be in: what phones, cameras and image editors save, and what sharp reads. */
export const acceptedFormats = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" } as const;

/** How the accepted formats read in a message, and in the upload dialog's hint. */
export const acceptedFormatsInWords = "a photograph in JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels";
