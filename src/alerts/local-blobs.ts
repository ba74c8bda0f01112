// Netlify Blobs' own local server (@netlify/blobs/server), made fit to stand
// in for the host's store: it answers on 127.0.0.1 alone, and its conditional
// writes are atomic, as the host's are.
//
// Why not BlobsServer.start() as it comes (10.x):
// - It takes no address to listen on and listens on every interface, so
//   while `npm run dev`, `npm run preview` or `npm run alerts:data --local`
//   runs, any machine on the same network could reach the store (the bearer
//   token is all that guards it). Here the library's request handler is
//   served by a node:http server bound to 127.0.0.1.
// - Its conditional write checks, then writes (two steps), so two writers
//   with the same ETag can both win; and its ETag is the file's modification
//   time to the millisecond, which two writes close together share. The
//   host's are atomic: "`onlyIfNew` ... This is an atomic operation, which
//   previously required two separate steps, making it prone to TOCTOU bugs"
//   (netlify/primitives pull request 303, which added onlyIfNew and
//   onlyIfMatch to @netlify/blobs: https://github.com/netlify/primitives/pull/303).
//   Here every write and delete is served one at a time, and the ETag is a
//   hash of the blob's bytes, also given with every read of a blob (the
//   library's local server gives none), so a read and its tag always belong
//   together and a compare-and-set succeeds only on the bytes it read.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BlobsServer } from "@netlify/blobs/server";

/** The parts of BlobsServer (10.x) used here; private in its types, stable in its code, held to by tests/job-alerts-local-store.test.ts. */
interface BlobsServerInternals {
  address: string;
  handleRequest(req: Request): Promise<Response>;
}
interface BlobsServerClass {
  generateETag(filePath: string): Promise<string>;
}

/** An ETag of the bytes themselves: equal exactly when the content is. */
export const contentETag = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("hex")}"`;

// The library reads a blob's tag (for a conditional write and in a listing) through this one static.
(BlobsServer as unknown as BlobsServerClass).generateETag = async (filePath: string) => {
  try {
    return contentETag(await readFile(filePath));
  } catch {
    return "";
  }
};

export interface LocalBlobsServer {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A GET of one blob (site/store/key), not a listing (site/store?prefix=…): the library's paths may start with a region:… segment. */
function isBlobRead(url: URL): boolean {
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0]?.startsWith("region:")) parts.shift();
  return parts.length >= 3;
}

/** Starts the store's server on 127.0.0.1 (a free port), its files in `directory`, answering only requests that carry `token`. */
export async function startLocalBlobsServer(directory: string, token: string): Promise<LocalBlobsServer> {
  const blobs = new BlobsServer({ directory, token });
  const internals = blobs as unknown as BlobsServerInternals;
  // Writes and deletes one at a time: a conditional write's check and its write are then one step.
  let writes: Promise<unknown> = Promise.resolve();
  const oneWriteAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = writes.then(work, work);
    writes = next.catch(() => undefined);
    return next;
  };

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", internals.address);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await readBody(req));
    const request = new Request(url, { method, headers, body });
    const changes = method === "PUT" || method === "DELETE";
    const response = await (changes ? oneWriteAtATime(() => internals.handleRequest(request)) : internals.handleRequest(request));
    const bytes = new Uint8Array(await response.arrayBuffer());
    const answerHeaders = Object.fromEntries(response.headers);
    if (method === "GET" && response.status === 200 && isBlobRead(url)) answerHeaders.etag = contentETag(bytes);
    res.writeHead(response.status, answerHeaders);
    res.end(bytes);
  }

  const server = createServer((req, res) => {
    respond(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    // Loopback only: the store holds candidates' addresses.
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
  const url = `http://127.0.0.1:${port}`;
  // The library builds signed URLs and resolves paths against its own address.
  internals.address = url;
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
