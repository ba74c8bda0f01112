// Both cores (issue: faster than Hugo). A large build spends its time in two
// kinds of work that need no other file while they run: validating each
// content file (front matter, schema, Markdown) and rendering and writing each
// page. Those are shared, in chunks, between the main thread and worker
// threads; everything that needs the whole site (the checks across files, the
// route table's listings, the files beside the pages, the swap) stays on the
// main thread.
//
// A worker runs the same command-line bundle as the main thread (cli.ts
// starts it as one when it is loaded in a worker), loaded by the same runner
// from the same V8 code cache (WorkerStart), so it has the same
// collections, route table and components. It is handed the loaded content
// and works out the same route table from it; pages are handed out by their
// place in that table, and a worker checks that its table has as many routes.
//
// Each thread takes its next chunk from a queue in shared memory the moment
// it finishes the last, so a worker still starting up, or a chunk of heavier
// pages, never holds the others back, and no thread waits for another to
// hand it work.
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import type { LoadJob, LoadResult, SiteContent } from "../content/load";
import { planSite, type AssetHrefs, type SitePlan } from "./plan";
import { outputPathFor, routeRenderer, type RenderMemo } from "./render";
import { linkPrevious, removeFilesConcurrently, removeFilesSync, writeInto, type Staging } from "./write";
import type { WrittenRecord } from "./out-folder";
import type { CalendarDate } from "../jobs/calendar";

/** What every thread needs to work out the route table and render pages from it, all of it plain data a worker can be sent. */
export interface SiteJob {
  content: SiteContent;
  assets: AssetHrefs;
  siteUrl: string;
  today: CalendarDate;
}

/** Where the pages are written (the build's staging folder, and the live site to link unchanged files from), and how many routes the main thread's table has; a worker's must agree. */
export interface PageJob {
  staging: Staging;
  routeCount: number;
}

/** What a thread wrote: its bytes, and the manifest's record of each file. */
export interface Written {
  bytes: number;
  records: [string, WrittenRecord][];
}

/**
 * The work items 0..total of one task, handed out in chunks to whichever
 * thread asks next. The count of items taken lives in memory every thread
 * shares, so a worker takes its next chunk the moment it finishes the last,
 * without waiting for the main thread to be free to hand it one.
 */
export interface SharedQueue {
  taken: Int32Array;
  total: number;
  threads: number;
}

function newQueue(total: number, threads: number): SharedQueue {
  return { taken: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)), total, threads };
}

/**
 * The most items in one chunk. The main thread hears from a worker only
 * between its own chunks, so a worker that becomes ready waits for the chunk
 * under way to end before it is given work: 128 files take the main thread,
 * still cold, about 40 ms, where a quarter of 4,000 took 150 ms or more.
 */
const largestChunk = 128;

/**
 * The next chunk, or undefined when every item is taken. Chunks shrink as the
 * work runs out, so no thread is left with a long chunk while the others
 * wait; none has fewer than 8 items, so messages cost little.
 */
function takeChunk(queue: SharedQueue): [number, number] | undefined {
  const left = queue.total - Atomics.load(queue.taken, 0);
  const size = Math.min(largestChunk, Math.max(8, Math.ceil(left / (4 * queue.threads))));
  const from = Atomics.add(queue.taken, 0, size);
  return from < queue.total ? [from, Math.min(queue.total, from + size)] : undefined;
}

type Request =
  | { type: "load"; jobs: LoadJob[]; facts: ReadonlyMap<string, string> | undefined; queue: SharedQueue }
  | { type: "plan"; site: SiteJob }
  | { type: "pages"; job: PageJob; queue: SharedQueue }
  | { type: "remove"; folder: string; files: readonly string[]; queue: SharedQueue };

/** A worker's replies to one request: a part for each chunk it did, then done, or failed. */
type Reply =
  | { type: "ready" }
  | { type: "loaded"; from: number; results: LoadResult[] }
  | ({ type: "written"; pages: number } & Written)
  | { type: "removed" }
  | { type: "done" }
  | { type: "failed"; message: string };
type Part = Exclude<Reply, { type: "ready" | "done" | "failed" }>;

const workerRole = "site-build-worker";

/**
 * How a worker thread starts: the runner (scripts/run.mjs) loads the
 * command-line bundle in it as it loaded it in the main thread, from V8's
 * code cache. Started from the bundle alone, a worker compiled every
 * function again as it first called it, and ran its first chunks of a build
 * at about half the main thread's speed.
 */
export interface WorkerStart {
  runner: URL;
  bundle: URL;
}

/**
 * Renders the routes from..to of the job's table and writes each page as
 * soon as it is rendered: no thread holds the site's pages in memory.
 */
export type PageWriter = (from: number, to: number) => Written;

/**
 * The route table's pages, each rendered and written into the staging folder
 * in turn. With the command line's memo (a small site, on one thread), a page
 * whose inputs are unchanged since the last build, and whose file is still as
 * that build wrote it, is linked from there without being rendered at all.
 */
export function pageWriterFor({ routes, chrome }: SitePlan, staging: Staging, memo?: RenderMemo): PageWriter {
  const render = routeRenderer(chrome, memo);
  return (from, to) => {
    const written: Written = { bytes: 0, records: [] };
    for (let index = from; index < to; index += 1) {
      const route = routes[index]!;
      const file = outputPathFor(route.path);
      const kept = memo ? render.unchanged(route)?.written : undefined;
      if (kept && linkPrevious(staging, file, kept, written.records)) {
        written.bytes += kept.size;
        continue;
      }
      written.bytes += writeInto(staging, file, render(route), written.records);
      memo?.rememberWritten(route.path, written.records.at(-1)![1]);
    }
    return written;
  };
}

/** True in a worker thread this module started: the bundle was loaded to serve the build, not to run the command line. */
export function isBuildWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === workerRole;
}

/** A worker's side: takes chunks of each task from its queue until none are left, sending back what each chunk gave. */
export function serveBuildWorker(): void {
  const port = parentPort!;
  const reply = (message: Reply) => port.postMessage(message);
  const drain = (queue: SharedQueue, doChunk: (from: number, to: number) => Part) => {
    for (let chunk = takeChunk(queue); chunk; chunk = takeChunk(queue)) reply(doChunk(...chunk));
  };
  // The validators, loaded at once by a worker started to validate (while the main thread reads site.md), else only if asked: a build whose content is unchanged validates nothing.
  const loadValidators = () => Promise.all([import("../content/load"), import("../content/collections")]);
  let validators = (workerData as { validating?: boolean }).validating ? loadValidators() : undefined;
  // A failure is reported when a load awaits it.
  validators?.catch(() => undefined);
  // Worked out as soon as the content is sent, while the main thread prepares the staging folder; an error waits for the pages request.
  let plan: SitePlan | Error | undefined;
  port.on("message", async (request: Request) => {
    if (request.type === "plan") {
      const { content, assets, siteUrl, today } = request.site;
      try {
        plan = planSite(content, assets, siteUrl, today);
      } catch (error) {
        plan = error instanceof Error ? error : new Error(String(error));
      }
      return;
    }
    try {
      if (request.type === "load") {
        const [{ loadFile }, { collections }] = await (validators ??= loadValidators());
        const { jobs, facts } = request;
        drain(request.queue, (from, to) => ({ type: "loaded", from, results: jobs.slice(from, to).map((job) => loadFile(job, collections, facts)) }));
      } else if (request.type === "pages") {
        if (!plan) throw new Error("a worker was asked for pages before it was sent the site");
        if (plan instanceof Error) throw plan;
        if (plan.routes.length !== request.job.routeCount) throw new Error(`a worker's route table has ${plan.routes.length} routes, the main thread's ${request.job.routeCount}`);
        const write = pageWriterFor(plan, request.job.staging);
        drain(request.queue, (from, to) => ({ type: "written", pages: to - from, ...write(from, to) }));
      } else {
        const { folder, files } = request;
        drain(request.queue, (from, to) => {
          removeFilesSync(folder, files.slice(from, to));
          return { type: "removed" };
        });
      }
      reply({ type: "done" });
    } catch (error) {
      // The message says which page and file (routeRenderer names them); the main thread fails the build with it.
      reply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  });
  reply({ type: "ready" });
}

/** One worker, given one task at a time. */
class BuildWorker {
  readonly #worker: Worker;
  /** Settles when the worker has loaded the bundle, or has failed to. */
  readonly ready: Promise<void>;
  #isReady = false;
  #task: { onPart: (part: Part) => void; resolve: () => void; reject: (error: Error) => void } | undefined;
  #failure: Error | undefined;

  constructor(start: WorkerStart, validating: boolean) {
    this.#worker = new Worker(start.runner, { workerData: { role: workerRole, bundle: fileURLToPath(start.bundle), validating } });
    let markReady: () => void;
    let markFailed: (error: Error) => void;
    this.ready = new Promise((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    // A build whose main thread did every chunk never asks about a worker that failed to start.
    this.ready.catch(() => undefined);
    this.#worker.on("message", (reply: Reply) => {
      if (reply.type === "ready") {
        this.#isReady = true;
        return markReady();
      }
      const task = this.#task;
      if (reply.type === "done" || reply.type === "failed") this.#task = undefined;
      if (reply.type === "done") task?.resolve();
      else if (reply.type === "failed") task?.reject(new Error(reply.message));
      else task?.onPart(reply);
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      markFailed(error);
      this.#task?.reject(error);
      this.#task = undefined;
    };
    this.#worker.on("error", fail);
    this.#worker.on("exit", (code) => fail(new Error(`a build worker stopped (exit code ${code})`)));
  }

  get isReady(): boolean {
    return this.#isReady;
  }

  /** Gives the worker a task; each part it sends back is handed to onPart, and the promise settles when it has taken the last chunk. */
  run(request: Request, onPart: (part: Part) => void): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      this.#task = { onPart, resolve, reject };
      this.#worker.postMessage(request);
    });
  }

  /** Sends the worker something to do when it is free, with no reply. */
  tell(request: Request): void {
    if (!this.#failure) this.#worker.postMessage(request);
  }

  stop(): Promise<number> {
    return this.#worker.terminate();
  }
}

const nextImmediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets messages from the workers in between two chunks of the main thread's
 * own work: two immediates, because Node polls for messages only between
 * them. A chunk run from an I/O callback is followed by that same turn's
 * immediates, so with one, a worker that had just started waited a whole
 * chunk (about 0.1 s) for its first request.
 */
async function letWorkersIn(): Promise<void> {
  await nextImmediate();
  await nextImmediate();
}

/**
 * Work items 0..total, in chunks taken from a shared queue by every thread:
 * the main thread (here) and each worker, as soon as it is ready (there: the
 * task's request, given the queue; the parts it sends back go to onPart).
 * The main thread does `first` before its own chunks, the workers already
 * at theirs. Resolves when every chunk is done.
 */
async function shareOut(
  total: number,
  workers: BuildWorker[],
  here: (from: number, to: number) => void,
  there: (queue: SharedQueue) => Request,
  onPart: (part: Part) => void,
  first?: () => Promise<void>,
): Promise<void> {
  const queue = newQueue(total, workers.length + 1);
  let failure: unknown;
  let markMainThreadDone: () => void;
  const mainThreadDone = new Promise<void>((resolve) => (markMainThreadDone = resolve));
  const remote = workers.map(async (worker) => {
    try {
      // A worker still starting when the main thread has done every chunk is not waited for.
      if (!worker.isReady) await Promise.race([worker.ready, mainThreadDone]);
      if (Atomics.load(queue.taken, 0) < total) await worker.run(there(queue), onPart);
    } catch (error) {
      // A failed worker fails the build at once, without waiting for the main thread's share.
      failure ??= error;
    }
  });
  try {
    await first?.();
  } catch (error) {
    // The main thread's own problem wins over a worker's that came meanwhile: it may be the editor's to fix (a file that would overwrite a page).
    failure = error;
  }
  for (let chunk = takeChunk(queue); chunk && failure === undefined; chunk = takeChunk(queue)) {
    here(...chunk);
    await letWorkersIn();
  }
  markMainThreadDone!();
  if (failure === undefined) await Promise.all(remote);
  if (failure !== undefined) throw failure;
}

/** Content files below which one thread does it all: a worker's start-up (about 0.1 s) would cost more than it saves. */
export const filesWorthAWorker = 600;

/**
 * The build's worker threads, started when the site turns out large enough;
 * without a bundle to start them from (tests, the dev server) or with one
 * core, everything runs on the main thread.
 */
export class BuildWorkers {
  #workers: BuildWorker[] = [];
  /** The loaded site, once planPages has it: sent to every worker, including one started after it. */
  #site: SiteJob | undefined;
  readonly #start: WorkerStart | undefined;
  readonly #count: number;

  constructor(start: WorkerStart | undefined, count: number) {
    this.#start = start;
    this.#count = start ? count : 0;
  }

  /** Whether workers were started: the site was large enough. */
  get active(): boolean {
    return this.#workers.length > 0;
  }

  /** Starts the workers if there are none yet and the work is large enough for them: as soon as the size of the site is known, so they start up while the main thread works. */
  startFor(items: number, { validating = false } = {}): BuildWorker[] {
    if (this.#workers.length === 0 && this.#start && items >= filesWorthAWorker) {
      this.#workers = Array.from({ length: this.#count }, () => new BuildWorker(this.#start!, validating));
      // A site of few content files but many pages (a board of a few hundred vacancies) starts its workers only for the pages: they need the site first.
      if (this.#site) for (const worker of this.#workers) worker.tell({ type: "plan", site: this.#site });
    }
    return this.#workers;
  }

  /** Validates every content file, each thread a chunk at a time; the results come back in the order of the jobs. */
  async loadFiles(jobs: LoadJob[], facts: ReadonlyMap<string, string> | undefined, here: (job: LoadJob) => LoadResult): Promise<LoadResult[]> {
    const results: LoadResult[] = new Array(jobs.length);
    await shareOut(
      jobs.length,
      this.startFor(jobs.length, { validating: true }),
      (from, to) => {
        for (let index = from; index < to; index += 1) results[index] = here(jobs[index]!);
      },
      (queue) => ({ type: "load", jobs, facts, queue }),
      (part) => {
        if (part.type === "loaded") part.results.forEach((result, offset) => (results[part.from + offset] = result));
      },
    );
    return results;
  }

  /** Sends the workers the loaded site, so each works out its route table while the main thread finishes its own work before the pages. */
  planPages(site: SiteJob): void {
    this.#site = site;
    for (const worker of this.#workers) worker.tell({ type: "plan", site });
  }

  /**
   * Renders and writes every page of the route table (planPages), each thread
   * a chunk at a time (here, the main thread's writer), the main thread after
   * its own work `first`; returns what was written.
   */
  async writePages(job: PageJob, here: PageWriter, onProgress?: (done: number) => void, first?: () => Promise<void>): Promise<Written> {
    const all: Written = { bytes: 0, records: [] };
    let done = 0;
    const add = (written: Written, pages: number) => {
      all.bytes += written.bytes;
      all.records.push(...written.records);
      done += pages;
      onProgress?.(done);
    };
    await shareOut(
      job.routeCount,
      this.startFor(job.routeCount),
      (from, to) => add(here(from, to), to - from),
      (queue) => ({ type: "pages", job, queue }),
      (part) => {
        if (part.type === "written") add(part, part.pages);
      },
      first,
    );
    return all;
  }

  /** Removes the listed files of a folder and the folders they leave empty (removeFilesSync), each thread a chunk at a time; without workers, concurrently through the thread pool. */
  async removeFiles(folder: string, files: readonly string[]): Promise<void> {
    const workers = this.startFor(files.length);
    if (workers.length === 0) return removeFilesConcurrently(folder, files);
    await shareOut(
      files.length,
      workers,
      (from, to) => removeFilesSync(folder, files.slice(from, to)),
      (queue) => ({ type: "remove", folder, files, queue }),
      () => undefined,
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.stop()));
    this.#workers = [];
  }
}
