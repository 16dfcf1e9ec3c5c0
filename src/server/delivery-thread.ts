/**
 * Lead delivery in its own thread (issue 14 item 5): a worker_threads worker runs the
 * background sender (LeadDelivery): the calls to the lead API, their timeouts, retries with
 * backoff. The request thread stores a new lead and posts 'kick' (no wait). The store keeps
 * one writer: the worker reads leads on its own connection (WAL readers never block the
 * writer), and sends its bookkeeping writes (claims, outcomes, next attempts) to the request
 * thread, which runs them in its group commit with the shoppers' writes — so the two threads
 * never wait on SQLite's write lock (a busy wait that would stall the request thread's loop).
 * Each lead still goes out under its own id as the Idempotency-Key.
 *
 * The worker runs this same module (its URL, also inside a built site's bundle), which starts
 * the sender when it finds DELIVERY_WORKER in its workerData. If the worker cannot start or
 * dies, the caller's fallback (the time-sliced sender in the request thread) takes over.
 */
import {
  Worker,
  isMainThread,
  parentPort,
  workerData,
  type MessagePort,
} from 'node:worker_threads';
import type { Upstream } from './config';
import type { BackoffOptions, DeliveryStore } from './delivery';
import type { LeadStore } from './lead-store';

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

export interface DeliveryThreadOptions extends Omit<DeliveryWorkerData, 'flag' | 'storePath'> {
  /** The request thread's store: the worker's writes run here. */
  store: DeliveryStore;
  /** The worker could not start, or died: the caller falls back to delivering in its own thread. */
  onFailure: (error: Error) => void;
}

/** The request thread's handle on the delivery worker. */
export class DeliveryThread {
  private worker: Worker | null;
  private kickQueued = false;

  constructor(options: DeliveryThreadOptions) {
    const { onFailure, store, ...rest } = options;
    const data = { ...rest, storePath: store.file };
    const url = new URL(import.meta.url);
    // a TypeScript source (tests, benchmarks): the worker needs the same loader as this process
    const needsTsx = url.pathname.endsWith('.ts') && !process.execArgv.includes('tsx');
    this.worker = new Worker(url, {
      workerData: { ...data, flag: DELIVERY_WORKER } satisfies DeliveryWorkerData,
      execArgv: needsTsx ? [...process.execArgv, '--import', 'tsx'] : undefined,
    });
    this.worker.unref();
    this.worker.on('message', (message: WriteRequest) => {
      if (message?.type === 'write') void this.runWrite(store, message);
    });
    const fail = (error: Error) => {
      if (!this.worker) return;
      this.worker = null;
      onFailure(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the delivery worker exited (${code})`)));
  }

  /** A write the worker asked for, in this thread's group commit; the reply carries the last op's result. */
  private async runWrite(store: DeliveryStore, request: WriteRequest): Promise<void> {
    let reply: WriteReply;
    try {
      const value = await store.write(() => {
        let last: unknown;
        for (const [op, args] of request.ops) last = applyOp(store, op, args);
        return last;
      }, BOOKKEEPING);
      reply = { type: 'written', id: request.id, ok: true, value };
    } catch (error) {
      reply = { type: 'written', id: request.id, ok: false, value: (error as Error).message };
    }
    this.worker?.postMessage(reply);
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

/** Delivery's own writes skip the disk sync (as in delivery.ts): the lead itself was stored durably. */
const BOOKKEEPING = { durable: false } as const;

/** The store operations a delivery write runs. */
const OPS = ['claim', 'claimDue', 'postpone', 'markDelivered', 'markFailed'] as const;
type Op = (typeof OPS)[number];

interface WriteRequest {
  type: 'write';
  id: number;
  ops: [Op, unknown[]][];
}
interface WriteReply {
  type: 'written';
  id: number;
  ok: boolean;
  value: unknown;
}

function applyOp(store: DeliveryStore, op: Op, args: unknown[]): unknown {
  if (!OPS.includes(op)) throw new Error(`not a delivery write: ${String(op)}`);
  return (store[op] as (...a: unknown[]) => unknown).apply(store, args);
}

/**
 * The worker's store: reads on its own connection; a write() runs its function against a
 * recorder and sends the recorded operations to the request thread, settling with the last
 * one's result (each delivery write is one operation, or several whose result is unused).
 */
export class RelayedStore implements DeliveryStore {
  readonly file: string;
  private recording: [Op, unknown[]][] | null = null;
  private next = 1;
  private readonly waiting = new Map<number, (reply: WriteReply) => void>();

  constructor(
    private readonly reader: Pick<LeadStore, 'get' | 'file'>,
    private readonly port: Pick<MessagePort, 'postMessage' | 'on'>,
  ) {
    this.file = reader.file;
    port.on('message', (message: WriteReply) => {
      if (message?.type !== 'written') return;
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    });
  }

  get(id: string) {
    return this.reader.get(id);
  }

  write<T>(run: () => T): Promise<T> {
    const ops: [Op, unknown[]][] = [];
    this.recording = ops;
    try {
      run();
    } finally {
      this.recording = null;
    }
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, (reply) =>
        reply.ok ? resolve(reply.value as T) : reject(new Error(String(reply.value))),
      );
      this.port.postMessage({ type: 'write', id, ops } satisfies WriteRequest);
    });
  }

  private record(op: Op, args: unknown[]): never {
    if (!this.recording)
      throw new Error(`${op} outside write(): the worker writes through the request thread`);
    this.recording.push([op, args]);
    return undefined as never;
  }

  claim(...args: Parameters<LeadStore['claim']>): boolean {
    return this.record('claim', args);
  }
  claimDue(...args: Parameters<LeadStore['claimDue']>): ReturnType<LeadStore['claimDue']> {
    return this.record('claimDue', args);
  }
  postpone(...args: Parameters<LeadStore['postpone']>): void {
    this.record('postpone', args);
  }
  markDelivered(...args: Parameters<LeadStore['markDelivered']>): void {
    this.record('markDelivered', args);
  }
  markFailed(...args: Parameters<LeadStore['markFailed']>): void {
    this.record('markFailed', args);
  }
}

/** The worker's side: a sender on the relayed store, driven by 'kick' and a retry timer. */
async function runWorker(data: DeliveryWorkerData, port: MessagePort): Promise<void> {
  const [{ LeadStore }, { LeadDelivery }] = await Promise.all([
    import('./lead-store'),
    import('./delivery'),
  ]);
  // the request thread's store checkpoints the file; this connection only reads
  const reader = new LeadStore(data.storePath, { checkpoints: false });
  const delivery = new LeadDelivery(new RelayedStore(reader, port), data.upstream, {
    timeoutMs: data.timeoutMs,
    backoff: data.backoff,
    log: data.quiet ? () => undefined : undefined,
  });
  delivery.start(data.intervalMs);
  port.on('message', (message) => {
    if (message === 'kick') delivery.kick();
    if (message === 'stop') {
      void delivery.stop();
      reader.close();
      process.exit(0);
    }
  });
  // leads left from before a restart go out now, not at the first tick
  delivery.kick();
}

if (!isMainThread && (workerData as DeliveryWorkerData | null)?.flag === DELIVERY_WORKER) {
  runWorker(workerData as DeliveryWorkerData, parentPort!).catch((error) => {
    console.error(`[leads] the delivery worker failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
