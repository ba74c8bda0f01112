// Reads one form post the way the host takes it (D22). busboy streams, so
// memory stays bounded however large the post; Request.formData() would need
// the whole body in memory and offers no limits.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { PostedForm, UploadedFile } from "./forms";
import { HttpError } from "./http-error";

export const maxPostBytes = 8 * 1024 * 1024;

const formMediaTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/** ASCII letters, digits, dots, hyphens and underscores, never a leading dot: no sender's name can reach another folder. */
export function safeFileName(fileName: string): string {
  const safe = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 100);
  return safe === "" ? "upload" : safe;
}

export async function discardUploads(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => (file.storedPath ? rm(file.storedPath, { force: true }) : undefined)));
}

/** Throws HttpError: 415 for another encoding, 400 malformed, 413 past the limit, only once the whole body has arrived so the sender can read it. */
export function readFormPost(
  req: IncomingMessage,
  uploadsDir: string | undefined,
  limit = maxPostBytes,
): Promise<PostedForm> {
  const contentType = req.headers["content-type"] ?? "";
  if (!formMediaTypes.has(mediaTypeOf(contentType))) {
    req.resume();
    return Promise.reject(
      new HttpError(415, "A form submission must be application/x-www-form-urlencoded or multipart/form-data."),
    );
  }
  let parser: busboy.Busboy;
  const maxFields = 1_000;
  const maxFiles = 20;
  try {
    // fieldSize: busboy would otherwise cut a field at 1 MB without saying so.
    // defParamCharset: browsers send filename="..." as UTF-8 (RFC 7578, 4.2), which busboy reads as Latin-1 by default.
    parser = busboy({
      headers: { ...req.headers, "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fieldSize: limit, fields: maxFields, files: maxFiles },
    });
  } catch (error) {
    req.resume();
    return Promise.reject(
      new HttpError(400, `The form submission's Content-Type cannot be read: ${(error as Error).message}.`),
    );
  }

  const fields: PostedForm["fields"] = [];
  const files: UploadedFile[] = [];
  const storing: Promise<unknown>[] = [];
  let failure: HttpError | undefined;
  let uploadsReady: Promise<unknown> | undefined;

  /** A failure is handled at the end, not as an unhandled rejection now. */
  const store = (storingOne: Promise<unknown>) => {
    storingOne.catch(() => undefined);
    storing.push(storingOne);
  };

  const fail = (error: HttpError) => {
    failure ??= error;
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
        // busboy holds back the body until the folder exists.
        await uploadsReady;
        const out = createWriteStream(upload.storedPath!, { flags: "wx" });
        await pipeline(stream, out);
        upload.size = out.bytesWritten;
      })(),
    );
  });
  parser.on("error", (error: Error) =>
    fail(new HttpError(400, `The form submission is not well formed: ${error.message}.`)),
  );

  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit && !failure)
      fail(new HttpError(413, `The form submission is larger than ${limit / 1024 / 1024} MB.`));
  });
  req.pipe(parser);

  const parsed = new Promise<void>((resolve) => parser.on("close", resolve));
  const ended = new Promise<void>((resolve) => {
    req.on("end", resolve);
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
