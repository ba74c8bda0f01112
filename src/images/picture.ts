// What the build makes of an upload for each place (D42). No Node API: the editor's preview imports it.
import type { ImageData } from "../content/schemas";
import type { ImagePlaceName } from "./places";

export interface PictureFile {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface PlacePicture {
  /** WebP: every browser released since 2020 decodes it. */
  modern: { type: "image/webp"; files: PictureFile[] };
  fallback: { type: "image/jpeg" | "image/png"; files: PictureFile[] };
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Upright (its EXIF orientation applied). */
  width: number;
  height: number;
  places: Partial<Record<ImagePlaceName, PlacePicture>>;
}

export type Image = ImageData & { processed?: ProcessedImage };
