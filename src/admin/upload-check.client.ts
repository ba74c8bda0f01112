// The editor's check of a photograph as it is uploaded (D42), before Decap
// writes anything: the build's own limits and words (src/images/media.ts), so
// a file the build would refuse never reaches the repository. The build
// checks again, with sharp, whatever the editor let through.
import { acceptedFormatsInWords, acceptedFormats, mediaFolder, refusedBecause, sniffFormat, uploadLimits } from "../images/media";

/** Whether the file ends as its format ends, which a cut-off upload does not: JPEG's end-of-image marker, PNG's IEND chunk. */
function endsWhole(bytes: Uint8Array, format: keyof typeof acceptedFormats): boolean {
  let end = bytes.length;
  // Some cameras pad a JPEG after its end marker.
  while (format === "jpeg" && end > 2 && bytes[end - 1] === 0) end--;
  if (format === "jpeg") return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  if (format === "png") return String.fromCharCode(...bytes.subarray(end - 8, end - 4)) === "IEND";
  return true;
}

/** Why the build would refuse this upload, in its words after "found <name>, "; undefined when it is fine. */
export async function uploadRefusal(file: Blob): Promise<string | undefined> {
  if (file.size > uploadLimits.bytes) return refusedBecause.tooLarge(file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  if (format === "svg") return refusedBecause.svg;
  if (format === "text") return refusedBecause.text;
  if (format === "heic") return refusedBecause.heic;
  if (!format) return refusedBecause.notAnImage;
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

/** Decap's name for an upload (lower case, spaces as hyphens), for the message. */
const savedName = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

/** The sentence an editor reads when an upload is refused: the file, what was expected and what was found (D3). */
export const uploadRefusedMessage = (name: string, reason: string) =>
  `Nothing was uploaded. content/${mediaFolder}/${savedName(name)}: expected ${acceptedFormatsInWords}, found ${name}, ${reason}.`;

/**
 * Checks every file chosen in Decap's media library before Decap sees it:
 * the change event is held back, the file checked, and then either refused
 * with a message (the choice cleared) or handed on to Decap unchanged.
 */
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
        const again = new Event("change", { bubbles: true });
        handedOn.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
