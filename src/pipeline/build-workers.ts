// Both cores (issue: faster than Hugo). A large build spends its time in two
// kinds of work that need no other file while they run: validating each
// content file (front matter, schema, Markdown) and rendering and writing each
// page. Those are shared, in chunks, between the main thread and worker
// threads; everything that needs the whole site (the checks across files, the
// route table's listings, the files beside the pages, the swap) stays on the
// main thread.
//
// A worker runs the same command-line bundle as the main thread (cli.ts
// starts it as one when it is loaded in a worker), so it has the same
// collections, route table and components. It is handed the loaded content
// and works out the same route table from it; pages are handed out by their
// place in that table, and a worker checks that its table has as many routes.
//
// Chunks are handed out as each thread finishes its last, so a worker still
// starting up, or a chunk of heavier pages, never holds the others back.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { collections } from "../content/collections";
import { loadFile, type LoadJob, type LoadResult, type SiteContent } from "../content/load";
import { planSite, type AssetHrefs, type SitePlan } from "./plan";
import { outputPathFor, routeRenderer, type RenderMemo } from "./render";
import { removeFilesSync, writeInto, type Staging } from "./write";
import type { WrittenRecord } from "./out-folder";
import type { CalendarDate } from "../jobs/calendar";

/** What every thread needs to render its share of the pages, all of it plain data a worker can be sent. */
export interface PageJob {
  content: SiteContent;
  assets: AssetHrefs;
  siteUrl: string;
  today: CalendarDate;
  /** Where the pages are written: the build's staging folder, and the live site to link unchanged files from. */
  staging: Staging;
  /** The number of routes the main thread's table has; a worker's must agree. */
  routeCount: number;
}

/** What a thread wrote: its bytes, and the manifest's record of each file. */
export interface Written {
  bytes: number;
  records: [string, WrittenRecord][];
}

type Request =
  | { type: "load-start"; jobs: LoadJob[]; facts: ReadonlyMap<string, string> | undefined }
  | { type: "load"; from: number; to: number }
  | { type: "pages-start"; job: PageJob }
  | { type: "pages"; from: number; to: number }
  | { type: "remove"; folder: string; files: readonly string[] };

type Reply = { type: "ready" } | { type: "removed" } | { type: "loaded"; results: LoadResult[] } | { type: "started" } | ({ type: "written" } & Written) | { type: "failed"; message: string };

const workerRole = "site-build-worker";

/**
 * Renders the routes from..to of the job's table and writes each page as
 * soon as it is rendered: no thread holds the site's pages in memory.
 */
export type PageWriter = (from: number, to: number) => Written;

/** A page job's writer on this thread: its own route table from the content, each page rendered and written in turn. */
export function pageWriterFor(job: PageJob, plan: SitePlan = planSite(job.content, job.assets, job.siteUrl, job.today), memo?: RenderMemo): { routeCount: number; write: PageWriter } {
  const { routes, chrome } = plan;
  const render = routeRenderer(chrome, memo);
  return {
    routeCount: routes.length,
    write: (from, to) => {
      const written: Written = { bytes: 0, records: [] };
      for (let index = from; index < to; index += 1) written.bytes += writeInto(job.staging, outputPathFor(routes[index]!.path), render(routes[index]!), written.records);
      return written;
    },
  };
}

/** True in a worker thread this module started: the bundle was loaded to serve the build, not to run the command line. */
export function isBuildWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === workerRole;
}

/** A worker's side: answers the main thread's requests one at a time, in order. */
export function serveBuildWorker(): void {
  const port = parentPort!;
  let load: { jobs: LoadJob[]; facts: ReadonlyMap<string, string> | undefined } | undefined;
  let pages: { write: PageWriter } | undefined;
  const reply = (message: Reply) => port.postMessage(message);
  port.on("message", (request: Request) => {
    try {
      if (request.type === "load-start") {
        load = { jobs: request.jobs, facts: request.facts };
        reply({ type: "started" });
      } else if (request.type === "load") {
        reply({ type: "loaded", results: load!.jobs.slice(request.from, request.to).map((job) => loadFile(job, collections, load!.facts)) });
      } else if (request.type === "pages-start") {
        const writer = pageWriterFor(request.job);
        if (writer.routeCount !== request.job.routeCount) throw new Error(`a worker's route table has ${writer.routeCount} routes, the main thread's ${request.job.routeCount}`);
        pages = writer;
        reply({ type: "started" });
      } else if (request.type === "pages") {
        reply({ type: "written", ...pages!.write(request.from, request.to) });
      } else {
        removeFilesSync(request.folder, request.files);
        reply({ type: "removed" });
      }
    } catch (error) {
      // The message says which page and file (routeRenderer names them); the main thread fails the build with it.
      reply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  });
  reply({ type: "ready" });
}

/** One worker, asked one thing at a time. */
class BuildWorker {
  readonly #worker: Worker;
  readonly ready: Promise<void>;
  #pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  #failure: Error | undefined;

  constructor(script: URL) {
    this.#worker = new Worker(script, { workerData: { role: workerRole } });
    let markReady: () => void;
    this.ready = new Promise((resolve) => (markReady = resolve));
    this.#worker.on("message", (reply: Reply) => {
      if (reply.type === "ready") return markReady();
      const pending = this.#pending;
      this.#pending = undefined;
      if (reply.type === "failed") pending?.reject(new Error(reply.message));
      else pending?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#failure = error;
      this.#pending?.reject(error);
      this.#pending = undefined;
    };
    this.#worker.on("error", fail);
    this.#worker.on("exit", (code) => fail(new Error(`a build worker stopped (exit code ${code})`)));
  }

  ask<T extends Reply>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      this.#pending = { resolve: resolve as (reply: Reply) => void, reject };
      this.#worker.postMessage(request);
    });
  }

  stop(): Promise<number> {
    return this.#worker.terminate();
  }
}

/** Lets messages from the workers in between two chunks of the main thread's own work. */
const letWorkersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Work items 0..total, in chunks, done by whichever thread is free: the main
 * thread (here) and each worker (there). Resolves when every chunk is done.
 */
async function shareOut(total: number, workers: BuildWorker[], here: (from: number, to: number) => void, there: (worker: BuildWorker, from: number, to: number) => Promise<void>): Promise<void> {
  // Small enough to balance the threads at the end, large enough that messages cost little.
  const chunk = Math.max(8, Math.ceil(total / (32 * (workers.length + 1))));
  let next = 0;
  const take = () => {
    const from = next;
    next = Math.min(total, next + chunk);
    return [from, next] as const;
  };
  const remote = workers.map(async (worker) => {
    await worker.ready;
    while (next < total) {
      const [from, to] = take();
      await there(worker, from, to);
    }
  });
  // A failed worker fails the build at once, without waiting for the main thread's share.
  let failure: unknown;
  remote.forEach((promise) => promise.catch((error: unknown) => (failure ??= error)));
  while (next < total && failure === undefined) {
    const [from, to] = take();
    here(from, to);
    await letWorkersIn();
  }
  if (failure !== undefined) throw failure;
  await Promise.all(remote);
}

/**
 * A worker's start is awaited before it is given its first chunk; if the main
 * thread has done every chunk by then, a worker that failed to start did no
 * work and its failure is of no consequence, not an unhandled rejection.
 */
function handled<T>(promises: Promise<T>[]): Promise<T>[] {
  for (const promise of promises) promise.catch(() => undefined);
  return promises;
}

/** Content files below which one thread does it all: a worker's start-up (about 0.1 s) would cost more than it saves. */
export const filesWorthAWorker = 600;

/**
 * The build's worker threads, started when the site turns out large enough;
 * without a script to start them from (tests, the dev server) or with one
 * core, everything runs on the main thread.
 */
export class BuildWorkers {
  #workers: BuildWorker[] = [];
  readonly #script: URL | undefined;
  readonly #count: number;

  constructor(script: URL | undefined, count: number) {
    this.#script = script;
    this.#count = script ? count : 0;
  }

  /** Whether workers were started: the site was large enough. */
  get active(): boolean {
    return this.#workers.length > 0;
  }

  /** Starts the workers if there are none yet and the work is large enough for them: as soon as the size of the site is known, so they start up while the main thread works. */
  startFor(items: number): BuildWorker[] {
    if (this.#workers.length === 0 && this.#script && items >= filesWorthAWorker) {
      this.#workers = Array.from({ length: this.#count }, () => new BuildWorker(this.#script!));
    }
    return this.#workers;
  }

  /** Validates every content file, each thread a chunk at a time; the results come back in the order of the jobs. */
  async loadFiles(jobs: LoadJob[], facts: ReadonlyMap<string, string> | undefined): Promise<LoadResult[]> {
    const workers = this.startFor(jobs.length);
    const results: LoadResult[] = new Array(jobs.length);
    const started = handled(workers.map((worker) => worker.ask({ type: "load-start", jobs, facts })));
    await shareOut(
      jobs.length,
      workers,
      (from, to) => {
        for (let index = from; index < to; index += 1) results[index] = loadFile(jobs[index]!, collections, facts);
      },
      async (worker, from, to) => {
        await started[workers.indexOf(worker)];
        const reply = await worker.ask<{ type: "loaded"; results: LoadResult[] }>({ type: "load", from, to });
        reply.results.forEach((result, offset) => (results[from + offset] = result));
      },
    );
    return results;
  }

  /** Renders and writes every page of the job's route table, each thread a chunk at a time; returns what was written. */
  async writePages(job: PageJob, here: { routeCount: number; write: PageWriter }, onProgress?: (done: number) => void): Promise<Written> {
    const workers = this.startFor(job.routeCount);
    const started = handled(workers.map((worker) => worker.ask({ type: "pages-start", job })));
    const all: Written = { bytes: 0, records: [] };
    const add = (written: Written) => {
      all.bytes += written.bytes;
      all.records.push(...written.records);
    };
    let done = 0;
    const report = (pages: number) => {
      done += pages;
      onProgress?.(done);
    };
    await shareOut(
      job.routeCount,
      workers,
      (from, to) => {
        add(here.write(from, to));
        report(to - from);
      },
      async (worker, from, to) => {
        await started[workers.indexOf(worker)];
        add(await worker.ask<{ type: "written" } & Written>({ type: "pages", from, to }));
        report(to - from);
      },
    );
    return all;
  }

  /** Removes the listed files of a folder and the folders they leave empty (removeFilesSync), each thread a chunk at a time. */
  async removeFiles(folder: string, files: readonly string[]): Promise<void> {
    const workers = this.startFor(files.length);
    await shareOut(
      files.length,
      workers,
      (from, to) => removeFilesSync(folder, files.slice(from, to)),
      async (worker, from, to) => {
        await worker.ask({ type: "remove", folder, files: files.slice(from, to) });
      },
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.stop()));
    this.#workers = [];
  }
}
