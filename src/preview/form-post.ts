// Reads one form post off the wire the way the host's form handling takes
// it (D22): application/x-www-form-urlencoded or multipart/form-data, the
// media type and its parameters in any letter case, every value of a
// repeated field, and each uploaded file streamed to disk as it arrives.
//
// busboy parses both encodings. It streams, so memory stays bounded however
// large the post, and it is the parser multer and fastify build on. The
// platform's Request.formData() would need the whole body in memory first
// and offers no limits.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { PostedForm, UploadedFile } from "./forms";
import { HttpError } from "./http-error";

/** The host refuses a form post over 8 MB in total, files included. */
export const maxPostBytes = 8 * 1024 * 1024;


const formMediaTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type alone, lower-cased: "Multipart/Form-Data; Boundary=x" → "multipart/form-data". */
function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/**
 * A name to store an upload under: ASCII letters, digits, dots, hyphens and
 * underscores, never starting with a dot, so no name the sender picks can
 * reach another folder or hide the file. Accents are kept as their letters.
 */
export function safeFileName(fileName: string): string {
  const safe = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 100);
  return safe === "" ? "upload" : safe;
}

/** Deletes stored uploads of a post that will not be recorded. */
export async function discardUploads(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => (file.storedPath ? rm(file.storedPath, { force: true }) : undefined)));
}

/**
 * Reads the request's body. Uploaded files go to `uploadsDir` as
 * `<unique id>-<safe name>`, or are read and dropped when there is none.
 * Throws HttpError for a post the host would refuse: 415 for another
 * encoding, 400 for a malformed body, 413 past maxPostBytes. It answers
 * only once the whole body has arrived, so the sender can read the answer.
 */
export function readFormPost(req: IncomingMessage, uploadsDir: string | undefined, limit = maxPostBytes): Promise<PostedForm> {
  const contentType = req.headers["content-type"] ?? "";
  if (!formMediaTypes.has(mediaTypeOf(contentType))) {
    req.resume();
    return Promise.reject(new HttpError(415, "A form submission must be application/x-www-form-urlencoded or multipart/form-data."));
  }
  let parser: busboy.Busboy;
  const maxFields = 1_000;
  const maxFiles = 20;
  try {
    // fieldSize: busboy would otherwise cut a field at 1 MB without saying so; the total is limited below.
    // defParamCharset: browsers send a file's name as its own UTF-8 bytes in filename="..." (RFC 7578,
    // section 4.2), which busboy would otherwise read as Latin-1, recording "Zoë" as "ZoÃ«". A
    // filename*=UTF-8''... parameter, where sent, names its own charset and is taken before it.
    // fields and files: far beyond any form of the site, far below what keeps the server busy for a minute.
    parser = busboy({ headers: { ...req.headers, "content-type": contentType }, defParamCharset: "utf8", limits: { fieldSize: limit, fields: maxFields, files: maxFiles } });
  } catch (error) {
    req.resume();
    return Promise.reject(new HttpError(400, `The form submission's Content-Type cannot be read: ${(error as Error).message}.`));
  }

  const fields: PostedForm["fields"] = [];
  const files: UploadedFile[] = [];
  const storing: Promise<unknown>[] = [];
  let failure: HttpError | undefined;
  let uploadsReady: Promise<unknown> | undefined;

  /** Keeps a file's storing to wait for at the end; a failure is handled there, not as an unhandled rejection now. */
  const store = (storingOne: Promise<unknown>) => {
    storingOne.catch(() => undefined);
    storing.push(storingOne);
  };

  const fail = (error: HttpError) => {
    failure ??= error;
    // Stop parsing (which ends any file being stored); the rest of the body is read and dropped.
    req.unpipe(parser);
    parser.destroy();
    req.resume();
  };

  parser.on("field", (name, value) => fields.push([name, value]));
  parser.on("fieldsLimit", () => fail(new HttpError(413, `A form submission may have at most ${maxFields} fields.`)));
  parser.on("filesLimit", () => fail(new HttpError(413, `A form submission may carry at most ${maxFiles} files.`)));
  parser.on("file", (field, stream, info) => {
    const upload: UploadedFile = { field, fileName: info.filename ?? "", size: 0, type: info.mimeType };
    files.push(upload);
    if (!uploadsDir) {
      stream.on("data", (chunk: Buffer) => (upload.size += chunk.length));
      store(finished(stream));
      return;
    }
    upload.storedPath = path.join(uploadsDir, `${randomUUID()}-${safeFileName(upload.fileName)}`);
    uploadsReady ??= mkdir(uploadsDir, { recursive: true });
    store(
      (async () => {
        // The part waits, paused, until the folder exists; busboy holds back the body meanwhile.
        await uploadsReady;
        const out = createWriteStream(upload.storedPath!, { flags: "wx" });
        await pipeline(stream, out);
        upload.size = out.bytesWritten;
      })(),
    );
  });
  parser.on("error", (error: Error) => fail(new HttpError(400, `The form submission is not well formed: ${error.message}.`)));

  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit && !failure) fail(new HttpError(413, `The form submission is larger than ${limit / 1024 / 1024} MB.`));
  });
  req.pipe(parser);

  const parsed = new Promise<void>((resolve) => parser.on("close", resolve));
  const ended = new Promise<void>((resolve) => {
    req.on("end", resolve);
    // A sender that goes away mid-post: nothing to answer, but its files must not be kept.
    const brokeOff = () => {
      if (!req.complete) fail(new HttpError(400, "The form submission broke off before its end."));
      resolve();
    };
    req.on("error", brokeOff);
    req.on("close", brokeOff);
  });

  return (async () => {
    await Promise.all([parsed, ended]);
    const stored = await Promise.allSettled(storing);
    const storeFailure = stored.find((result) => result.status === "rejected");
    if (failure || storeFailure) {
      await discardUploads(files);
      throw failure ?? storeFailure!.reason;
    }
    // An empty file input: the browser sends a part with no file name and no bytes.
    const empty = files.filter((file) => file.fileName === "" && file.size === 0);
    await discardUploads(empty);
    return { fields, files: files.filter((file) => !empty.includes(file)) };
  })();
}
