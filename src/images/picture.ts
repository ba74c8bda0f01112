// What the build makes of an uploaded photograph for each place it shows in
// (D42): the files of each format, and the size the picture is drawn at. The
// pipeline (process.ts) makes it; the Image component only reads it. No
// Node API: the editor's preview imports the types.
import type { ImageData } from "../content/schemas";
import type { ImagePlaceName } from "./places";

export interface PictureFile {
  /** The URL path, named by a hash of its bytes: /assets/images/team-at-work-634.3f9c0a1b2d.webp */
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** One place's picture: the modern format for browsers that take it, and a fallback in the source's kind. */
export interface PlacePicture {
  /** WebP: every browser released since 2020 decodes it (D42's "modern format"). */
  modern: { type: "image/webp"; files: PictureFile[] };
  /** JPEG for a photograph, PNG for a picture with transparency. */
  fallback: { type: "image/jpeg" | "image/png"; files: PictureFile[] };
  /** The width and height attributes: the shape of the files (cropped, where the place crops). */
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The photograph's own size, upright (its EXIF orientation applied). */
  width: number;
  height: number;
  places: Partial<Record<ImagePlaceName, PlacePicture>>;
}

/** An image of the content as the pages see it: an upload carries what the build made of it. */
export type Image = ImageData & { processed?: ProcessedImage };
