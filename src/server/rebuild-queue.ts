/**
 * The rebuild queue: one job per tenant and burst of publishes.
 *
 * - Debounced per tenant: a publish opens a job that waits `debounceMs`; each further
 *   publish for that tenant within the wait joins the job and restarts the wait, up to
 *   `maxWaitMs` after the first, so a steady stream of edits still builds.
 * - Never two builds of one tenant at once: a publish during a tenant's build opens a new
 *   job, which starts after that build ends. At most `concurrency` builds run in all.
 * - Every job is recorded (queued, running, succeeded, skipped, failed, with durations) and,
 *   with `statePath`, written to a JSON file that `npm run rebuilds` reads.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  builder: RebuildBuilder;
  debounceMs: number;
  maxWaitMs: number;
  concurrency?: number;
  /** Where the jobs are written for `npm run rebuilds`; null keeps them in memory only. */
  statePath?: string | null;
  /** Finished jobs kept in the record. */
  keepFinished?: number;
  now?: () => number;
}

const FINISHED: RebuildState[] = ['succeeded', 'skipped', 'failed'];

export function jobSeconds(job: RebuildJob): number | null {
  if (job.startedAt === null) return null;
  return ((job.finishedAt ?? Date.now()) - job.startedAt) / 1000;
}

export class RebuildQueue {
  readonly #o: Required<Omit<RebuildQueueOptions, 'statePath'>> & { statePath: string | null };
  readonly #jobs: RebuildJob[] = [];
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #running = new Set<string>();
  readonly #waiters: (() => void)[] = [];
  #seq = 0;

  constructor(options: RebuildQueueOptions) {
    this.#o = {
      concurrency: 1,
      keepFinished: 100,
      now: Date.now,
      ...options,
      statePath: options.statePath ?? null,
    };
    this.#jobs.push(...readJobs(this.#o.statePath, this.#o.now()));
  }

  /** Records a publish for the tenant; answers the job that will build it. */
  request(tenant: string): RebuildJob {
    const now = this.#o.now();
    const open = this.#jobs.find((j) => j.tenant === tenant && j.state === 'queued');
    if (open) {
      open.publishes++;
      open.lastRequestedAt = now;
      open.dueAt = Math.min(now + this.#o.debounceMs, open.requestedAt + this.#o.maxWaitMs);
      this.#schedule(open);
      this.#save();
      return { ...open };
    }
    const job: RebuildJob = {
      id: `${now.toString(36)}-${(++this.#seq).toString(36)}`,
      tenant,
      state: 'queued',
      publishes: 1,
      requestedAt: now,
      lastRequestedAt: now,
      dueAt: now + this.#o.debounceMs,
      startedAt: null,
      finishedAt: null,
      detail: '',
    };
    this.#jobs.push(job);
    this.#schedule(job);
    this.#save();
    return { ...job };
  }

  /** Every job, oldest first (copies). */
  list(): RebuildJob[] {
    return this.#jobs.map((j) => ({ ...j }));
  }

  /** Resolves when no job is queued or running. */
  idle(): Promise<void> {
    if (!this.#busy()) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Cancels the timers (tests, shutdown); queued jobs stay queued in the record. */
  stop(): void {
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }

  #busy(): boolean {
    return this.#jobs.some((j) => j.state === 'queued' || j.state === 'running');
  }

  #schedule(job: RebuildJob): void {
    const previous = this.#timers.get(job.id);
    if (previous) clearTimeout(previous);
    const timer = setTimeout(
      () => {
        this.#timers.delete(job.id);
        this.#pump();
      },
      Math.max(0, job.dueAt - this.#o.now()),
    );
    this.#timers.set(job.id, timer);
  }

  /** Starts every due job (its wait timer has fired) whose tenant is not building, within the concurrency. */
  #pump(): void {
    for (const job of this.#jobs) {
      if (this.#running.size >= this.#o.concurrency) break;
      // (not job.dueAt against the clock: a timer may fire a millisecond before Date.now() says it is due)
      if (job.state !== 'queued' || this.#timers.has(job.id)) continue;
      if (this.#running.has(job.tenant)) continue;
      void this.#run(job);
    }
  }

  async #run(job: RebuildJob): Promise<void> {
    this.#running.add(job.tenant);
    job.state = 'running';
    job.startedAt = this.#o.now();
    this.#save();
    let outcome: BuildOutcome;
    try {
      outcome = await this.#o.builder(job.tenant);
    } catch (error) {
      outcome = { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
    job.state = !outcome.ok ? 'failed' : outcome.skipped ? 'skipped' : 'succeeded';
    job.finishedAt = this.#o.now();
    job.detail = outcome.detail ?? '';
    this.#running.delete(job.tenant);
    this.#prune();
    this.#save();
    this.#pump();
    if (!this.#busy()) for (const resolve of this.#waiters.splice(0)) resolve();
  }

  #prune(): void {
    const finished = this.#jobs.filter((j) => FINISHED.includes(j.state));
    for (const old of finished.slice(0, Math.max(0, finished.length - this.#o.keepFinished)))
      this.#jobs.splice(this.#jobs.indexOf(old), 1);
  }

  #save(): void {
    const file = this.#o.statePath;
    if (!file) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(
        tmp,
        `${JSON.stringify({ updatedAt: this.#o.now(), jobs: this.#jobs }, null, 2)}\n`,
      );
      renameSync(tmp, file);
    } catch (error) {
      console.error(`[rebuild] could not write ${file}:`, error);
    }
  }
}

/** The jobs as last written to the record (what `npm run rebuilds` shows). */
export function readJobsFile(file: string): { updatedAt: number; jobs: RebuildJob[] } | null {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      updatedAt?: number;
      jobs?: RebuildJob[];
    };
    return { updatedAt: data.updatedAt ?? 0, jobs: data.jobs ?? [] };
  } catch {
    return null;
  }
}

/** A new queue's history: a job a stopped server left queued or running is marked failed. */
function readJobs(file: string | null, now: number): RebuildJob[] {
  const jobs = file ? (readJobsFile(file)?.jobs ?? []) : [];
  return jobs.map((j) =>
    FINISHED.includes(j.state)
      ? j
      : {
          ...j,
          state: 'failed',
          finishedAt: j.finishedAt ?? now,
          detail: 'the server stopped first',
        },
  );
}
