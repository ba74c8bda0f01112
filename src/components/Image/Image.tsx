// A photograph (D14, D42): a stock address gives a srcset through the host's
// `w` parameter; an upload is a <picture> of the build's WebP and fallback
// files. Explicit width and height reserve the space so nothing moves.
import { imagePlaces, type ImagePlaceName } from "../../images/places";
import { isMediaPath } from "../../images/media";
import type { Image as ImageData, PictureFile, PlacePicture } from "../../images/picture";
import { htmlAttributes } from "../html-attributes";

const srcsetWidths = [320, 480, 640, 960, 1280, 1600];

/** With a height too, the host crops to exactly width × height, as a share image must be. */
export function imageUrl(src: string, width: number, height?: number): string {
  const url = new URL(src);
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("w", String(width));
  if (height !== undefined) url.searchParams.set("h", String(height));
  url.searchParams.set("q", "70");
  return url.href;
}

export interface ImageProps {
  image: ImageData;
  place: ImagePlaceName;
  priority?: boolean;
  className?: string;
}

/** Required by the schema for every address that is not an upload. */
function stockSize(image: ImageData): { width: number; height: number } {
  return { width: image.width ?? 0, height: image.height ?? 0 };
}

function stockWidths(image: ImageData): number[] {
  return srcsetWidths.filter((width) => width <= stockSize(image).width);
}

function stockSrcset(image: ImageData): string {
  return stockWidths(image)
    .map((width) => `${imageUrl(image.src, width)} ${width}w`)
    .join(", ");
}

const srcsetOf = (files: PictureFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(", ");

/** Undefined in the editor's preview, which shows the upload itself. */
function uploadedPicture(image: ImageData, place: ImagePlaceName): PlacePicture | undefined {
  if (!image.processed) return undefined;
  const picture = image.processed.places[place];
  if (!picture)
    throw new Error(
      `${image.src} is shown as ${place}, for which the build made no files: add the field to imageUses (src/images/uses.ts)`,
    );
  return picture;
}

export function sharePicture(image: ImageData, siteUrl: string): { url: string; width: number; height: number } {
  const picture = uploadedPicture(image, "share");
  if (picture)
    return { url: `${siteUrl}${picture.fallback.files[0]!.url}`, width: picture.width, height: picture.height };
  const { width, height } = isMediaPath(image.src) ? imagePlaces.share.fixed : stockSize(image);
  return {
    url: isMediaPath(image.src) ? `${siteUrl}/${image.src}` : imageUrl(image.src, width, height),
    width,
    height,
  };
}

/** For <head>: the hero photograph at the size the browser will pick, before the stylesheet is read. */
export function ImagePreload({ image, place }: { image: ImageData; place: ImagePlaceName }) {
  const { sizes } = imagePlaces[place];
  const picture = uploadedPicture(image, place);
  if (picture) {
    return (
      <link
        rel="preload"
        as="image"
        type={picture.modern.type}
        {...htmlAttributes({ imagesrcset: srcsetOf(picture.modern.files), imagesizes: sizes, fetchpriority: "high" })}
      />
    );
  }
  if (isMediaPath(image.src)) return null;
  return (
    <link
      rel="preload"
      as="image"
      {...htmlAttributes({ imagesrcset: stockSrcset(image), imagesizes: sizes, fetchpriority: "high" })}
    />
  );
}

export function Image({ image, place, priority = false, className }: ImageProps) {
  const { sizes } = imagePlaces[place];
  const classes = className ? `image ${className}` : "image";
  const loading = {
    loading: priority ? undefined : ("lazy" as const),
    decoding: priority ? undefined : ("async" as const),
  };
  const picture = uploadedPicture(image, place);
  if (picture) {
    const fallback = picture.fallback.files;
    // Its middle width: what a browser that reads no srcset at all shows.
    const src = fallback[Math.floor((fallback.length - 1) / 2)]!.url;
    return (
      <picture className="image-picture">
        <source
          type={picture.modern.type}
          {...htmlAttributes({ srcset: srcsetOf(picture.modern.files) })}
          sizes={sizes}
        />
        <img
          className={classes}
          src={src}
          {...htmlAttributes({ srcset: srcsetOf(fallback), fetchpriority: priority ? "high" : undefined })}
          sizes={sizes}
          width={picture.width}
          height={picture.height}
          alt={image.alt}
          {...loading}
        />
      </picture>
    );
  }
  if (isMediaPath(image.src)) {
    return (
      <img className={classes} src={image.src} width={image.width} height={image.height} alt={image.alt} {...loading} />
    );
  }
  const { width, height } = stockSize(image);
  const largest = stockWidths(image).at(-1) ?? width;
  const img = (
    <img
      className={classes}
      src={imageUrl(image.src, Math.min(largest, 960))}
      {...htmlAttributes({ srcset: stockSrcset(image), fetchpriority: priority ? "high" : undefined })}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt}
      {...loading}
    />
  );
  // React hoists a preload for every non-lazy <img> except inside <picture>; the page
  // writes its own (ImagePreload), since a hoisted link would land in <main> (render.tsx).
  return priority ? <picture className="image-picture">{img}</picture> : img;
}
