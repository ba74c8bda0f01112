// The editor's check of an upload (D42) with the build's own limits and words,
// so a file the build would refuse never reaches the repository.
import {
  acceptedFormatsInWords,
  acceptedFormats,
  headerSize,
  mediaFolder,
  refusedBecause,
  sniffFormat,
  uploadLimits,
} from "../images/media";

/** A cut-off upload lacks JPEG's end-of-image marker or PNG's IEND chunk. */
function endsWhole(bytes: Uint8Array, format: keyof typeof acceptedFormats): boolean {
  let end = bytes.length;
  // Some cameras pad a JPEG after its end marker.
  while (format === "jpeg" && end > 2 && bytes[end - 1] === 0) end--;
  if (format === "jpeg") return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  if (format === "png") return String.fromCharCode(...bytes.subarray(end - 8, end - 4)) === "IEND";
  return true;
}

export async function uploadRefusal(file: Blob): Promise<string | undefined> {
  if (file.size > uploadLimits.bytes) return refusedBecause.tooLarge(file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  if (format === "svg") return refusedBecause.svg;
  if (format === "text") return refusedBecause.text;
  if (format === "heic") return refusedBecause.heic;
  if (!format && String.fromCharCode(...bytes.subarray(0, 4)) === "GIF8") return refusedBecause.otherFormat("gif");
  if (!format) return refusedBecause.notAnImage;
  // From the header, before the browser tries to decode a vast picture.
  const fromHeader = headerSize(bytes, format);
  if (fromHeader && fromHeader.width * fromHeader.height > uploadLimits.pixels)
    return refusedBecause.tooManyPixels(fromHeader.width, fromHeader.height);
  if (!endsWhole(bytes, format)) return refusedBecause.damaged(format);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return refusedBecause.damaged(format);
  }
  const { width, height } = bitmap;
  bitmap.close();
  if (width * height > uploadLimits.pixels) return refusedBecause.tooManyPixels(width, height);
  return undefined;
}

const savedName = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

export const uploadRefusedMessage = (name: string, reason: string) =>
  `Nothing was uploaded. content/${mediaFolder}/${savedName(name)}: expected ${acceptedFormatsInWords}, found ${name}, ${reason}.`;

/**
 * "Team Photo.JPG" → "team-photo-m3x9k2.jpg". Decap's replace deletes the old
 * file at once, breaking the build while a page still uses it; a unique name is
 * never a replacement.
 */
export function uniqueUploadName(name: string, now = Date.now()): string {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const base = (dot > 0 ? name.slice(0, dot) : name)
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "photo"}-${now.toString(36)}${extension ? `.${extension}` : ""}`;
}

/** Holds back the media library's change event until the file is checked. */
export function refuseUploadsTheBuildWouldRefuse(): void {
  const handedOn = new WeakSet<Event>();
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || handedOn.has(event)) return;
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void Promise.all(files.map(async (file) => ({ file, reason: await uploadRefusal(file) }))).then((checked) => {
        const refused = checked.find(({ reason }) => reason);
        if (refused) {
          input.value = "";
          window.alert(uploadRefusedMessage(refused.file.name, refused.reason!));
          return;
        }
        const renamed = new DataTransfer();
        for (const [index, file] of files.entries())
          renamed.items.add(
            new File([file], uniqueUploadName(file.name, Date.now() + index), {
              type: file.type,
              lastModified: file.lastModified,
            }),
          );
        input.files = renamed.files;
        const again = new Event("change", { bubbles: true });
        handedOn.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}

/**
 * Decap's "Delete selected" would delete a photograph a page still uses and
 * break the next build; an unused one is never published, so keeping it costs nothing.
 */
export function keepUploadedPhotographs(deleteLabel: string, message: string): void {
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("button");
      if (!button || button.textContent?.trim() !== deleteLabel) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.alert(message);
    },
    true,
  );
}
