/**
 * Lead delivery in its own thread (issue 14 item 5): a worker_threads worker opens its own
 * connection to the lead store (SQLite in WAL mode: the request thread's connection and this
 * one share the file; a lead's lease keeps two senders off it) and runs the background
 * sender there: claims, calls to the lead API, retries with backoff and their bookkeeping
 * writes. The request thread only stores a new lead and posts 'kick' (no wait). Each lead
 * still goes out under its own id as the Idempotency-Key.
 *
 * The worker runs this same module (its URL, also inside a built site's bundle), which starts
 * the sender when it finds DELIVERY_WORKER in its workerData. If the worker cannot start or
 * dies, the caller's fallback (the time-sliced sender in the request thread) takes over.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Upstream } from './config';
import type { BackoffOptions } from './delivery';

export const DELIVERY_WORKER = 'dealer-sites.lead-delivery-worker';

export interface DeliveryWorkerData {
  flag: typeof DELIVERY_WORKER;
  storePath: string;
  upstream: Upstream;
  timeoutMs: number;
  /** Without its random(): functions do not cross threads. */
  backoff?: Omit<BackoffOptions, 'random'>;
  intervalMs: number;
  quiet: boolean;
}

export interface DeliveryThreadOptions extends Omit<DeliveryWorkerData, 'flag'> {
  /** The worker could not start, or died: the caller falls back to delivering in its own thread. */
  onFailure: (error: Error) => void;
}

/** The request thread's handle on the delivery worker. */
export class DeliveryThread {
  private worker: Worker | null;
  private kickQueued = false;

  constructor(options: DeliveryThreadOptions) {
    const { onFailure, ...data } = options;
    const url = new URL(import.meta.url);
    // a TypeScript source (tests, benchmarks): the worker needs the same loader as this process
    const needsTsx = url.pathname.endsWith('.ts') && !process.execArgv.includes('tsx');
    this.worker = new Worker(url, {
      workerData: { ...data, flag: DELIVERY_WORKER } satisfies DeliveryWorkerData,
      execArgv: needsTsx ? [...process.execArgv, '--import', 'tsx'] : undefined,
    });
    this.worker.unref();
    const fail = (error: Error) => {
      if (!this.worker) return;
      this.worker = null;
      onFailure(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the delivery worker exited (${code})`)));
  }

  get running(): boolean {
    return this.worker !== null;
  }

  /** A new lead is stored: the worker sends it (one message per turn of the loop, however many leads). */
  kick(): void {
    if (!this.worker || this.kickQueued) return;
    this.kickQueued = true;
    queueMicrotask(() => {
      this.kickQueued = false;
      this.worker?.postMessage('kick');
    });
  }

  /** Stops the worker (its in-flight call's lead keeps its lease and is retried later). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise<void>((r) => worker.once('exit', () => r()));
    worker.postMessage('stop');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000).unref())]);
    await worker.terminate();
  }
}

/** The worker's side: its own store connection and sender, driven by 'kick' and a retry timer. */
async function runWorker(data: DeliveryWorkerData): Promise<void> {
  const [{ LeadStore }, { LeadDelivery }] = await Promise.all([
    import('./lead-store'),
    import('./delivery'),
  ]);
  const store = new LeadStore(data.storePath);
  const delivery = new LeadDelivery(store, data.upstream, {
    timeoutMs: data.timeoutMs,
    backoff: data.backoff,
    log: data.quiet ? () => undefined : undefined,
  });
  delivery.start(data.intervalMs);
  parentPort?.on('message', (message) => {
    if (message === 'kick') delivery.kick();
    if (message === 'stop') {
      delivery.stop();
      store.close();
      process.exit(0);
    }
  });
  // leads left from before a restart go out now, not at the first tick
  delivery.kick();
}

if (!isMainThread && (workerData as DeliveryWorkerData | null)?.flag === DELIVERY_WORKER) {
  runWorker(workerData as DeliveryWorkerData).catch((error) => {
    console.error(`[leads] the delivery worker failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
