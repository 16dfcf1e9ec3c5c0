/**
 * The messages between the build's main thread and its prerender workers, and the pool that
 * hands pages to the workers (src/build/parallel-prerender.ts starts it; each worker runs
 * src/build/prerender-worker.ts). Plain data only: everything crosses a thread by
 * structured clone, and a page's body is transferred, not copied.
 */

/** What a worker needs to render like the main thread: taken from Astro's build internals. */
export interface WorkerSetup {
  /** The prerender output folder (file: URL) and its entry's file name, as Astro's own
   * prerenderer imports them. */
  prerenderOutputDir: string;
  prerenderEntryFileName: string;
  /** internals.pagesByKeys, reduced to what rendering reads (each page's styles). */
  pages: [string, { component: string; styles: unknown[] }][];
  /** internals.entrySpecifierToBundleMap (the hashed file of each client entry). */
  bundles: [string, string][];
  /** settings.scripts (injected scripts): the page's head scripts come from them. */
  scripts: unknown[];
  /** The astro package's folder (file: URL): the worker runs Astro's own prerenderer from it. */
  astroDir: string;
}

/** One page to render: the request URL and its route, named by route pattern and component. */
export interface RenderJob {
  url: string;
  route: string;
  component: string;
  collectMetadata: boolean;
}

export type ToWorker = { type: 'render'; id: number; job: RenderJob } | { type: 'stats' };

/** What a worker did: pages rendered and its thread's CPU seconds (process.threadCpuUsage). */
export interface WorkerStats {
  pages: number;
  cpuSeconds: number;
}

/** An error crossing a thread: its name, message, stack and Astro's own fields (hint, loc, id…). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  props: Record<string, unknown>;
}

export interface RenderedPage {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** null for a response without a body. */
  body: ArrayBuffer | null;
  metadata?: unknown;
}

export type FromWorker =
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'failed'; id: number; error: SerializedError }
  | { type: 'log'; event: unknown }
  | { type: 'stats'; stats: WorkerStats };

/** The part of node:worker_threads' Worker the pool uses (a fake in the unit tests). */
export interface PoolWorker {
  postMessage(message: ToWorker): void;
  on(event: 'message', listener: (message: FromWorker) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    try {
      props[key] = structuredClone(value);
    } catch {
      props[key] = String(value);
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, props };
}

/** The error again on this side, with the worker's stack and Astro's fields (AstroError.is reads name). */
export function deserializeError(error: SerializedError): Error {
  const out = new Error(error.message);
  Object.assign(out, error.props);
  out.name = error.name;
  if (error.stack) out.stack = error.stack;
  return out;
}

interface Pending {
  job: RenderJob;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: PoolWorker;
  index: number;
  alive: boolean;
  pending: Map<number, Pending>;
  statsWaiting: ((stats: WorkerStats | null) => void)[];
}

/**
 * Sends each page to the live worker with the fewest pages in flight (the lowest index on a
 * tie) and settles its promise when that worker answers. A worker that fails or exits fails the
 * pages it held, each error naming the page; later pages go to the other workers.
 */
export class PrerenderPool {
  #slots: Slot[];
  #nextId = 1;
  #closing = false;

  constructor(workers: PoolWorker[], onLog: (event: unknown) => void = () => undefined) {
    if (workers.length === 0) throw new Error('PrerenderPool needs at least one worker');
    this.#slots = workers.map((worker, index) => ({
      worker,
      index,
      alive: true,
      pending: new Map(),
      statsWaiting: [],
    }));
    for (const slot of this.#slots) {
      slot.worker.on('message', (message) => this.#answer(slot, message, onLog));
      slot.worker.on('error', (error) => this.#lose(slot, error.message));
      slot.worker.on('exit', (code) => this.#lose(slot, `exited with code ${code}`));
    }
  }

  /** Pages in flight per worker (tests and the progress log read it). */
  get inFlight(): number[] {
    return this.#slots.map((slot) => slot.pending.size);
  }

  render(job: RenderJob): Promise<RenderedPage> {
    const live = this.#slots.filter((slot) => slot.alive);
    if (this.#closing || live.length === 0) {
      return Promise.reject(
        new Error(`No prerender worker is left to render ${pathOf(job)} (${job.component})`),
      );
    }
    const slot = live.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
    const id = this.#nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      slot.pending.set(id, { job, resolve, reject });
      slot.worker.postMessage({ type: 'render', id, job });
    });
  }

  /** Each worker's pages and CPU seconds (null for a worker lost or silent for timeoutMs). */
  stats(timeoutMs = 2000): Promise<(WorkerStats | null)[]> {
    return Promise.all(
      this.#slots.map((slot) => {
        if (!slot.alive) return Promise.resolve(null);
        return new Promise<WorkerStats | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), timeoutMs);
          slot.statsWaiting.push((stats) => {
            clearTimeout(timer);
            resolve(stats);
          });
          slot.worker.postMessage({ type: 'stats' });
        });
      }),
    );
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(
      this.#slots.map(async (slot) => {
        slot.alive = false;
        this.#failAll(slot, 'was stopped');
        await slot.worker.terminate();
      }),
    );
  }

  #answer(slot: Slot, message: FromWorker, onLog: (event: unknown) => void): void {
    if (message.type === 'log') {
      onLog(message.event);
      return;
    }
    if (message.type === 'stats') {
      for (const waiting of slot.statsWaiting.splice(0)) waiting(message.stats);
      return;
    }
    const pending = slot.pending.get(message.id);
    if (!pending) return;
    slot.pending.delete(message.id);
    if (message.type === 'rendered') pending.resolve(message.page);
    else pending.reject(deserializeError(message.error));
  }

  #lose(slot: Slot, reason: string): void {
    if (!slot.alive) return;
    slot.alive = false;
    this.#failAll(slot, reason);
  }

  #failAll(slot: Slot, reason: string): void {
    for (const waiting of slot.statsWaiting.splice(0)) waiting(null);
    for (const { job, reject } of slot.pending.values()) {
      reject(
        new Error(
          `Prerender worker ${slot.index + 1} ${reason} while rendering ${pathOf(job)} (${job.component})`,
        ),
      );
    }
    slot.pending.clear();
  }
}

function pathOf(job: RenderJob): string {
  try {
    return new URL(job.url).pathname;
  } catch {
    return job.url;
  }
}
