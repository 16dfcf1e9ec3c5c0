/**
 * No lead is lost: a lead is stored before anything else, then delivered to the dealer
 * dashboard's lead API when one is configured, and retried with exponential backoff until
 * it is. Each attempt holds a lease on the lead, so two workers (or two processes sharing
 * the store) never send it at once; the upstream also receives the lead's own id as an
 * Idempotency-Key, so a reply lost to a timeout cannot turn one lead into two.
 * Follow-up calls of a trade-in (adjustments, valuation, offer) wait for their start lead
 * and are sent with the upstream's id for it.
 * Delivery never holds the event loop: every store write goes through the store's group
 * commit (LeadStore.write), so claims and outcomes of many leads share one disk sync and a
 * page or a new lead waits at most one short commit, and every attempt awaits its call.
 * In a Node server (start()) delivery is off the request path altogether: a new lead only
 * nudges the background sender (kick). With start(…, { thread: true }) (built sites) the
 * sender runs in a worker thread on its own store connection (delivery-thread.ts), so its
 * calls, retries and bookkeeping never take the request thread's event loop; otherwise, or if
 * the worker cannot run, it sends in small batches in this thread, yielding to the event
 * loop (setImmediate) before each attempt, so pages and new leads waiting are answered first.
 */
import type { LeadStore, StoredLead, LeadKind } from './lead-store';
import type { Upstream } from './config';
import { callUpstream, type Fetch } from './upstream';
import { DeliveryThread } from './delivery-thread';

/** What delivery needs of the store (a LeadStore; in the delivery worker, writes go to the request thread's). */
export type DeliveryStore = Pick<
  LeadStore,
  'write' | 'get' | 'claim' | 'claimDue' | 'postpone' | 'markDelivered' | 'markFailed' | 'file'
>;

/** The lead API path of each kind of lead (ours: the spec does not show them). */
export const LEAD_API_PATHS: Record<LeadKind, string> = {
  enquiry: '/leads',
  'test-drive': '/leads',
  'make-an-offer': '/leads',
  'trade-in-start': '/trade_in/leads',
  'trade-in-adjustments': '/trade_in/adjustments',
  'trade-in-valuation': '/trade_in/valuations',
  'trade-in-offer': '/trade_in/offer_accepted',
  miscellaneous: '/miscellaneous',
};

/** Delivery's own writes skip the disk sync (see LeadStore.write); the lead itself was stored durably. */
const BOOKKEEPING = { durable: false } as const;

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** 0..1, for jitter; Math.random by default. */
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 2_000, maxMs: 60 * 60_000 };

/** Delay before attempt n+1 after n failures: base·2^(n−1), capped, plus up to 20% jitter. */
export function backoffDelay(failures: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exp = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp * (1 + 0.2 * (options.random ?? Math.random)()));
}

export interface DeliveryOptions {
  timeoutMs: number;
  backoff?: BackoffOptions;
  fetch?: Fetch;
  now?: () => number;
  log?: (message: string) => void;
}

/** The body the lead API receives: the stored payload, pointed at the upstream's id of its start lead. */
export function upstreamBody(
  lead: StoredLead,
  parentUpstreamId: string | null,
): Record<string, unknown> {
  const body = { ...lead.payload };
  if (lead.parentId) {
    const ref = parentUpstreamId ?? lead.parentId;
    if (lead.kind === 'trade-in-adjustments' || lead.kind === 'trade-in-valuation') body.id = ref;
    else body.lead_id = ref;
  }
  return body;
}

/** Leads one nudged background pass handles before it yields the pass (more nudges start more). */
export const KICK_BATCH = 25;
/** Calls the background sender has in flight at once (a pass sends its batch this many at a time). */
export const BACKGROUND_CONCURRENCY = 4;

/** Lets the I/O already waiting on the event loop (requests, replies) run first. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class LeadDelivery {
  readonly store: DeliveryStore;
  readonly upstream: Upstream | null;
  private readonly options: Required<Omit<DeliveryOptions, 'fetch'>> & { fetch?: Fetch };
  private timer: ReturnType<typeof setInterval> | null = null;
  private thread: DeliveryThread | null = null;
  private draining: Promise<number> | null = null;
  private kickScheduled = false;
  private kickAgain = false;

  constructor(store: DeliveryStore, upstream: Upstream | null, options: DeliveryOptions) {
    this.store = store;
    this.upstream = upstream;
    this.options = {
      timeoutMs: options.timeoutMs,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      fetch: options.fetch,
      now: options.now ?? Date.now,
      log: options.log ?? ((m) => console.warn(m)),
    };
  }

  /** True once start() runs the background sender: new leads are then never sent on the request path. */
  get background(): boolean {
    return this.timer !== null || this.thread !== null;
  }

  /** True while a worker thread does the sending (start with { thread: true }). */
  get threaded(): boolean {
    return this.thread?.running ?? false;
  }

  /**
   * A new lead is waiting: sends what is due in the background, never on the caller's path.
   * Nudges while a pass runs are folded into one more pass after it (a pass only sends the
   * leads that were due when it began).
   */
  kick(): void {
    if (!this.upstream) return;
    if (this.thread) {
      this.thread.kick();
      return;
    }
    if (this.draining) {
      this.kickAgain = true;
      return;
    }
    if (this.kickScheduled) return;
    this.kickScheduled = true;
    setImmediate(() => {
      this.kickScheduled = false;
      void this.drain({ max: KICK_BATCH, budgetMs: 10_000, concurrency: BACKGROUND_CONCURRENCY })
        .catch((e) => this.options.log(`[leads] delivery failed: ${(e as Error).message}`))
        .finally(() => {
          if (!this.kickAgain) return;
          this.kickAgain = false;
          this.kick();
        });
    });
  }

  /** The status a new lead is stored with. */
  get initialStatus(): 'pending' | 'stored' {
    return this.upstream ? 'pending' : 'stored';
  }

  private get leaseMs(): number {
    return this.options.timeoutMs + 5_000;
  }

  /** One attempt at one lead the caller has claimed. */
  private async attempt(lead: StoredLead): Promise<'delivered' | 'failed' | 'waiting'> {
    if (!this.upstream) return 'failed';
    const now = this.options.now;
    let parentUpstreamId: string | null = null;
    if (lead.parentId) {
      const parent = this.store.get(lead.parentId);
      if (parent && parent.status === 'pending') {
        await this.store.write(() => this.store.postpone(lead.id, now() + 1_000), BOOKKEEPING);
        return 'waiting';
      }
      parentUpstreamId = parent?.upstreamId ?? null;
    }
    try {
      const reply = await callUpstream(this.upstream, LEAD_API_PATHS[lead.kind], {
        body: upstreamBody(lead, parentUpstreamId),
        headers: { 'idempotency-key': lead.id },
        timeoutMs: this.options.timeoutMs,
        fetch: this.options.fetch,
      });
      const r = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
      const upstreamId = r.lead_id ?? r.id;
      await this.store.write(
        () =>
          this.store.markDelivered(lead.id, upstreamId == null ? null : String(upstreamId), now()),
        BOOKKEEPING,
      );
      return 'delivered';
    } catch (error) {
      const failures = lead.attempts + 1;
      const next = now() + backoffDelay(failures, this.options.backoff);
      await this.store.write(
        () => this.store.markFailed(lead.id, (error as Error).message, next),
        BOOKKEEPING,
      );
      this.options.log(
        `[leads] delivery of ${lead.id} (${lead.kind}) failed (attempt ${failures}): ${(error as Error).message}; next try in ${Math.round((next - now()) / 1000)} s`,
      );
      return 'failed';
    }
  }

  /** Tries a just-accepted lead now (it stays queued if this fails). */
  async deliverNow(lead: StoredLead): Promise<boolean> {
    if (!this.upstream || lead.status !== 'pending') return lead.status === 'delivered';
    const claimed = await this.store.write(
      () => this.store.claim(lead.id, this.options.now(), this.leaseMs),
      BOOKKEEPING,
    );
    if (!claimed) return false;
    return (await this.attempt(lead)) === 'delivered';
  }

  /**
   * Sends the leads that were due when the pass began (a lead retried in this pass waits for
   * the next); bounded by count and time, and it stops after 3 failures in a row per sender (the API is
   * down: no point waiting out every timeout). Returns how many were delivered.
   */
  drain(options: { max?: number; budgetMs?: number; concurrency?: number } = {}): Promise<number> {
    if (!this.upstream) return Promise.resolve(0);
    if (this.draining) return this.draining;
    const run = async () => {
      const max = options.max ?? 50;
      const concurrency = Math.max(1, options.concurrency ?? 1);
      const began = this.options.now();
      const deadline = began + (options.budgetMs ?? 30_000);
      let delivered = 0;
      let handled = 0;
      let failedInARow = 0;
      // the API looks down after 3 failures in a row per sender: stop rather than wait out every timeout
      const stopped = () => failedInARow >= 3 * concurrency || this.options.now() >= deadline;
      while (handled < max && !stopped()) {
        const batch = await this.store.write(
          () =>
            this.store.claimDue(
              this.options.now(),
              Math.min(10, max - handled),
              this.leaseMs,
              began,
            ),
          BOOKKEEPING,
        );
        if (batch.length === 0) break;
        const rest: StoredLead[] = [];
        let next = 0;
        // `concurrency` senders share the batch; each yields to the loop before its call
        const sender = async () => {
          while (next < batch.length) {
            const lead = batch[next++];
            if (stopped()) {
              rest.push(lead);
              continue;
            }
            handled++;
            await yieldToLoop();
            const outcome = await this.attempt(lead);
            if (outcome === 'delivered') {
              delivered++;
              failedInARow = 0;
            } else if (outcome === 'failed') failedInARow++;
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, sender));
        if (rest.length > 0)
          await this.store.write(() => {
            for (const r of rest) this.store.postpone(r.id, this.options.now());
          }, BOOKKEEPING);
      }
      return delivered;
    };
    this.draining = run().finally(() => (this.draining = null));
    return this.draining;
  }

  /**
   * Retries in the background (a Node server); serverless instances also drain on each request.
   * `thread`: send from a worker thread (delivery-thread.ts), falling back to this thread if
   * the worker cannot start or dies. `quiet`: the worker logs nothing (benchmarks).
   */
  start(intervalMs = 5_000, options: { thread?: boolean; quiet?: boolean } = {}): void {
    if (this.timer || this.thread || !this.upstream) return;
    if (options.thread) {
      const upstream = this.upstream;
      try {
        this.thread = new DeliveryThread({
          store: this.store,
          upstream,
          timeoutMs: this.options.timeoutMs,
          backoff: { baseMs: this.options.backoff.baseMs, maxMs: this.options.backoff.maxMs },
          intervalMs,
          quiet: options.quiet ?? false,
          onFailure: (error) => {
            this.options.log(`[leads] ${error.message}: delivering from the request thread`);
            this.thread = null;
            this.start(intervalMs);
          },
        });
        return;
      } catch (error) {
        this.options.log(`[leads] no delivery worker (${(error as Error).message})`);
        this.thread = null;
      }
    }
    this.timer = setInterval(
      () =>
        void this.drain({ concurrency: BACKGROUND_CONCURRENCY }).catch((e) =>
          this.options.log(`[leads] retry failed: ${(e as Error).message}`),
        ),
      intervalMs,
    );
    this.timer.unref?.();
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const thread = this.thread;
    this.thread = null;
    return thread ? thread.stop() : Promise.resolve();
  }
}
