// Images on the external stock-photo host (D14). The host resizes by its `w`
// parameter, so one source gives a srcset; explicit width and height reserve
// the space, so nothing moves while the picture loads, or if it never does.
import type { Image as ImageData } from "../../content/schemas";
import { htmlAttributes } from "../html-attributes";

/** Widths offered to the browser; it picks by the `sizes` it is given and the screen's density. */
const srcsetWidths = [320, 480, 640, 960, 1280, 1600];

/** With a height too, the host crops to exactly width × height (fit=crop), as a share image must be. */
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
  /** The CSS width the image is shown at, for the browser to choose from the srcset. */
  sizes: string;
  /** The one image that is the page's largest first paint: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
}

function offeredWidths(image: ImageData): number[] {
  return srcsetWidths.filter((width) => width <= image.width);
}

function imageSrcset(image: ImageData): string {
  return offeredWidths(image).map((width) => `${imageUrl(image.src, width)} ${width}w`).join(", ");
}

/**
 * For <head>: asks for the page's largest first paint (the hero photograph)
 * before the stylesheet is read, at the size the browser will pick.
 */
export function ImagePreload({ image, sizes }: { image: ImageData; sizes: string }) {
  return <link rel="preload" as="image" {...htmlAttributes({ imagesrcset: imageSrcset(image), imagesizes: sizes, fetchpriority: "high" })} />;
}

export function Image({ image, sizes, priority = false, className }: ImageProps) {
  const largest = offeredWidths(image).at(-1) ?? image.width;
  const img = (
    <img
      className={className ? `image ${className}` : "image"}
      src={imageUrl(image.src, Math.min(largest, 960))}
      {...htmlAttributes({ srcset: imageSrcset(image), fetchpriority: priority ? "high" : undefined })}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
    />
  );
  // React writes a preload into <head> for every <img> that is not lazy,
  // except inside <picture>. The page writes its own (ImagePreload), where
  // it can be seen and tested; a page's own part is rendered apart from the
  // head (src/pipeline/render.tsx), where a hoisted link would land in <main>.
  return priority ? <picture className="image-picture">{img}</picture> : img;
}
