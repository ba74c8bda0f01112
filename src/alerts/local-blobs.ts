// Netlify Blobs' local server, which as it comes (10.x) listens on every
// interface and lets two conditional writers both win; here it is served on
// 127.0.0.1, writes run one at a time and the ETag hashes the bytes, so a
// compare-and-set is atomic as the host's is.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BlobsServer } from "@netlify/blobs/server";

/** BlobsServer's private parts used here, held to by tests/job-alerts-local-store.test.ts. */
interface BlobsServerInternals {
  address: string;
  handleRequest(req: Request): Promise<Response>;
}
interface BlobsServerClass {
  generateETag(filePath: string): Promise<string>;
}

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
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** One blob (site/store/key), not a listing: the library's paths may start with a region:… segment. */
function isBlobRead(url: URL): boolean {
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0]?.startsWith("region:")) parts.shift();
  return parts.length >= 3;
}

export async function startLocalBlobsServer(directory: string, token: string): Promise<LocalBlobsServer> {
  const blobs = new BlobsServer({ directory, token });
  const internals = blobs as unknown as BlobsServerInternals;
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
    const response = await (changes
      ? oneWriteAtATime(() => internals.handleRequest(request))
      : internals.handleRequest(request));
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
