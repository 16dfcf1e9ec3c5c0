/**
 * The rebuild queue, in the database: one job per tenant and burst of publishes.
 *
 * - Debounced per tenant: a publish opens a job that waits `debounceMs`; each further publish
 *   for that tenant within the wait joins the job (one queued job per tenant, a unique index)
 *   and restarts the wait, up to `maxWaitMs` after the first, so a steady stream of edits
 *   still builds.
 * - Never two builds of one tenant at once (one running job per tenant, a unique index): a
 *   publish during a tenant's build opens a new job, which starts after that build ends. At
 *   most `concurrency` builds run at once in this process.
 * - Every job is recorded (queued, running, succeeded, skipped, failed, with durations);
 *   `npm run rebuilds` reads them. A running job whose lease ran out (its process stopped) is
 *   recorded failed.
 *
 * Whoever holds a queue runs due jobs (`pump`): the local server's timer (start), the webhook
 * after its response (waitUntil on Netlify), and the scheduled function every minute.
 */
import { randomBytes } from 'node:crypto';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../db/sql';

export type RebuildState = 'queued' | 'running' | 'succeeded' | 'skipped' | 'failed';

export interface RebuildJob {
  id: string;
  tenant: string;
  state: RebuildState;
  /** Publishes this job answers. */
  publishes: number;
  /** Epoch ms. */
  requestedAt: number;
  lastRequestedAt: number;
  /** When the debounce ends and the build may start. */
  dueAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** What the builder said: the build's result line, the hook's answer or the error. */
  detail: string;
}

export interface BuildOutcome {
  ok: boolean;
  /** The build found the tenant unchanged and kept its output. */
  skipped?: boolean;
  detail?: string;
}

export type RebuildBuilder = (tenant: string) => Promise<BuildOutcome>;

export interface RebuildQueueOptions {
  db: Db;
  builder: RebuildBuilder;
  debounceMs: number;
  maxWaitMs: number;
  /** Builds this process runs at once. */
  concurrency?: number;
  /** A running job whose process stopped is given up after this long. */
  leaseMs?: number;
  /** Finished jobs kept in the record. */
  keepFinished?: number;
  now?: () => number;
}

export const STOPPED_DETAIL = 'the server stopped first';

export function jobSeconds(job: RebuildJob): number | null {
  if (job.startedAt === null) return null;
  return ((job.finishedAt ?? Date.now()) - job.startedAt) / 1000;
}

interface Row {
  id: string;
  tenant: string;
  state: string;
  publishes: number;
  requested_at: number;
  last_requested_at: number;
  due_at: number;
  started_at: number | null;
  finished_at: number | null;
  detail: string;
}

const n = (v: number | null) => (v === null ? null : Number(v));

function toJob(r: Row): RebuildJob {
  return {
    id: r.id,
    tenant: r.tenant,
    state: r.state as RebuildState,
    publishes: r.publishes,
    requestedAt: Number(r.requested_at),
    lastRequestedAt: Number(r.last_requested_at),
    dueAt: Number(r.due_at),
    startedAt: n(r.started_at),
    finishedAt: n(r.finished_at),
    detail: r.detail,
  };
}

/** The record, oldest first (of some tenants, or all). */
export async function listJobs(db: Db, tenants?: readonly string[]): Promise<RebuildJob[]> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM rebuild_jobs WHERE $1::text[] IS NULL OR tenant = ANY($1::text[])
      ORDER BY requested_at, id`,
    [tenants && tenants.length > 0 ? [...tenants] : null],
  );
  return rows.map(toJob);
}

export class RebuildQueue {
  readonly #o: Required<RebuildQueueOptions>;
  readonly #running = new Set<Promise<void>>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #started = false;

  constructor(options: RebuildQueueOptions) {
    this.#o = {
      concurrency: 1,
      leaseMs: 20 * 60_000,
      keepFinished: 100,
      now: Date.now,
      ...options,
    };
  }

  get db(): Db {
    return this.#o.db;
  }

  /** Records a publish for the tenant; answers the job that will build it. */
  async request(tenant: string): Promise<RebuildJob> {
    const now = this.#o.now();
    const id = `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
    const { rows } = await this.#o.db.query<Row>(
      `INSERT INTO rebuild_jobs (id, tenant, state, publishes, requested_at, last_requested_at, due_at)
       VALUES ($1, $2, 'queued', 1, $3, $3, $3 + $4::bigint)
       ON CONFLICT (tenant) WHERE state = 'queued' DO UPDATE SET
         publishes = rebuild_jobs.publishes + 1,
         last_requested_at = $3,
         due_at = LEAST($3 + $4::bigint, rebuild_jobs.requested_at + $5::bigint)
       RETURNING *`,
      [id, tenant, now, this.#o.debounceMs, this.#o.maxWaitMs],
    );
    this.#wake();
    return toJob(rows[0]);
  }

  /** Every job, oldest first. */
  list(): Promise<RebuildJob[]> {
    return listJobs(this.#o.db);
  }

  /** Records jobs whose process stopped mid-build as failed. */
  async #expireLeases(now: number): Promise<void> {
    await this.#o.db.query(
      `UPDATE rebuild_jobs SET state = 'failed', finished_at = $1, detail = $2, lease_until = NULL
        WHERE state = 'running' AND lease_until < $1`,
      [now, STOPPED_DETAIL],
    );
  }

  /** Claims the next due job whose tenant is not building, or null. */
  async #claim(now: number): Promise<RebuildJob | null> {
    try {
      const { rows } = await this.#o.db.query<Row>(
        `UPDATE rebuild_jobs SET state = 'running', started_at = $1, lease_until = $2
          WHERE id = (
            SELECT j.id FROM rebuild_jobs j
             WHERE j.state = 'queued' AND j.due_at <= $1
               AND NOT EXISTS (SELECT 1 FROM rebuild_jobs r WHERE r.tenant = j.tenant AND r.state = 'running')
             ORDER BY j.due_at, j.id LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [now, now + this.#o.leaseMs],
      );
      return rows[0] ? toJob(rows[0]) : null;
    } catch (error) {
      // another process started this tenant's build a moment earlier
      if (sqlState(error) === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  async #run(job: RebuildJob): Promise<void> {
    let outcome: BuildOutcome;
    try {
      outcome = await this.#o.builder(job.tenant);
    } catch (error) {
      outcome = { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
    const state: RebuildState = !outcome.ok ? 'failed' : outcome.skipped ? 'skipped' : 'succeeded';
    await this.#o.db.query(
      `UPDATE rebuild_jobs SET state = $2, finished_at = $3, detail = $4, lease_until = NULL WHERE id = $1`,
      [job.id, state, this.#o.now(), outcome.detail ?? ''],
    );
    await this.#prune();
  }

  async #prune(): Promise<void> {
    await this.#o.db.query(
      `DELETE FROM rebuild_jobs WHERE state IN ('succeeded', 'skipped', 'failed') AND id NOT IN (
         SELECT id FROM rebuild_jobs WHERE state IN ('succeeded', 'skipped', 'failed')
          ORDER BY finished_at DESC, id DESC LIMIT $1)`,
      [this.#o.keepFinished],
    );
  }

  /**
   * Runs every due job, at most `concurrency` at once in this process (each of its runners takes
   * the next due job when its build ends); resolves when none is left to start.
   */
  async pump(): Promise<void> {
    await this.#expireLeases(this.#o.now());
    const runner = async (): Promise<void> => {
      for (;;) {
        const job = await this.#claim(this.#o.now());
        if (!job) return;
        const run = this.#run(job);
        this.#running.add(run);
        try {
          await run;
        } finally {
          this.#running.delete(run);
        }
      }
    };
    const room = Math.max(0, this.#o.concurrency - this.#running.size);
    await Promise.all(Array.from({ length: room }, runner));
  }

  /** The time the next queued job is due, or null. */
  async #nextDue(): Promise<number | null> {
    const { rows } = await this.#o.db.query<{ due: number | null }>(
      "SELECT min(due_at) AS due FROM rebuild_jobs WHERE state = 'queued'",
    );
    return n(rows[0]?.due ?? null);
  }

  /**
   * Runs jobs until none is queued or running here, waiting for each job's debounce (a
   * serverless instance keeps this alive with waitUntil), at most `budgetMs`.
   */
  async drain(budgetMs = 60_000): Promise<void> {
    const deadline = this.#o.now() + budgetMs;
    for (;;) {
      await this.pump();
      if (this.#running.size > 0) await Promise.race(this.#running);
      const due = await this.#nextDue();
      if (due === null && this.#running.size === 0) return;
      const wait = Math.max(0, (due ?? this.#o.now()) - this.#o.now());
      if (this.#o.now() + wait > deadline) return;
      await new Promise((r) => setTimeout(r, Math.min(wait, 1_000) + 1));
    }
  }

  /** Resolves when no job is queued or running. */
  async idle(pollMs = 20): Promise<void> {
    for (;;) {
      const { rows } = await this.#o.db.query<{ busy: number }>(
        "SELECT count(*) AS busy FROM rebuild_jobs WHERE state IN ('queued', 'running')",
      );
      if (Number(rows[0].busy) === 0 && this.#running.size === 0) return;
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }

  /** Runs due jobs in this process as they fall due (the local server). */
  start(): void {
    this.#started = true;
    this.#wake();
  }

  #wake(): void {
    if (!this.#started) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    void this.#nextDue()
      .then((due) => {
        if (!this.#started) return;
        const tick = () => {
          this.#timer = null;
          void this.pump()
            .catch((e) => console.error(`[rebuild] ${(e as Error).message}`))
            .finally(() => this.#wake());
        };
        if (due === null) {
          // another process may queue jobs in this database: look again now and then
          this.#timer = setTimeout(() => this.#wake(), 5_000);
        } else {
          this.#timer = setTimeout(tick, Math.max(0, due - this.#o.now()) + 1);
        }
        this.#timer.unref?.();
      })
      .catch((e) => console.error(`[rebuild] ${(e as Error).message}`));
  }

  /** Stops the timer (tests, shutdown); queued jobs stay queued in the record. */
  stop(): void {
    this.#started = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
