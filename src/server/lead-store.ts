/**
 * The local durable lead store (SQLite through Node's built-in node:sqlite: no native
 * dependency). Every lead an endpoint accepts is written here first, in one transaction,
 * keyed by its idempotency key (the same key gives back the same lead). With no lead API
 * configured the store is where leads live (status 'stored'); with one, a lead waits here
 * ('pending') until delivered, with its attempts, next attempt time and last error.
 * Also: local view counts, used captcha challenges and tracking calls.
 *
 * The store is synchronous (node:sqlite) and every commit waits for the disk (synchronous =
 * FULL): one commit per write blocked the event loop for 1–5 ms each under load, several
 * times per lead. The request and delivery paths therefore go through `write`, a group
 * commit: the writes queued in one turn of the event loop run in one transaction on the
 * next, and the disk sync a new lead needs runs on libuv's thread pool (syncWal), the WAL
 * checkpoints in a worker thread: the loop never waits for the disk on these paths.
 * Statements are prepared once per connection.
 */
import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/**
 * node:sqlite, loaded when the store opens: a runtime without it (an older serverless Node)
 * then has no local store and leads go straight to the lead API, instead of every endpoint
 * failing to load.
 */
function sqlite(): typeof import('node:sqlite') {
  const mod = process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!mod) throw new Error(`node:sqlite is not available in Node ${process.versions.node}`);
  return mod;
}

export type LeadKind =
  | 'enquiry'
  | 'test-drive'
  | 'make-an-offer'
  | 'trade-in-start'
  | 'trade-in-adjustments'
  | 'trade-in-valuation'
  | 'trade-in-offer'
  | 'miscellaneous';

export type LeadStatus = 'stored' | 'pending' | 'delivered';

export interface StoredLead {
  id: string;
  idempotencyKey: string;
  kind: LeadKind;
  parentId: string | null;
  form: string | null;
  category: string | null;
  subcategory: string | null;
  payload: Record<string, unknown>;
  createdAt: number;
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  deliveredAt: number | null;
  upstreamId: string | null;
}

export interface NewLead {
  idempotencyKey: string;
  kind: LeadKind;
  parentId?: string | null;
  form?: string | null;
  category?: string | null;
  subcategory?: string | null;
  payload: Record<string, unknown>;
  /** 'pending' when a lead API will receive it; 'stored' when the store is its destination. */
  status: 'pending' | 'stored';
}

export class StoreUnavailable extends Error {}

interface Row {
  id: string;
  idempotency_key: string;
  kind: string;
  parent_id: string | null;
  form: string | null;
  category: string | null;
  subcategory: string | null;
  payload: string;
  created_at: number;
  status: string;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  delivered_at: number | null;
  upstream_id: string | null;
}

function toLead(r: Row): StoredLead {
  return {
    id: r.id,
    idempotencyKey: r.idempotency_key,
    kind: r.kind as LeadKind,
    parentId: r.parent_id,
    form: r.form,
    category: r.category,
    subcategory: r.subcategory,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    createdAt: r.created_at,
    status: r.status as LeadStatus,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
    upstreamId: r.upstream_id,
  };
}

/** A sortable, unguessable lead id: 'L' + time (base 36) + 8 random bytes. */
export function newLeadId(now = Date.now()): string {
  return `L${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  parent_id TEXT,
  form TEXT,
  category TEXT,
  subcategory TEXT,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until INTEGER,
  last_error TEXT,
  delivered_at INTEGER,
  upstream_id TEXT
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_parent ON leads (parent_id);
CREATE TABLE IF NOT EXISTS views (slug TEXT PRIMARY KEY, views INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS captcha_used (signature TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tracking (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, payload TEXT NOT NULL, created_at INTEGER NOT NULL);
`;

/**
 * Checkpoints (copying the WAL into the database file, with its disk syncs: 20–500 ms on a
 * busy disk) run in a worker thread on its own connection, so they never hold the event
 * loop; the main connection checkpoints itself only if the WAL outgrows WAL_FALLBACK_PAGES.
 * Plain CommonJS evaluated in the worker: nothing to bundle.
 */
const CHECKPOINT_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const db = new (process.getBuiltinModule('node:sqlite').DatabaseSync)(workerData.file);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL;');
const checkpoint = () => { try { db.exec('PRAGMA wal_checkpoint(PASSIVE)'); } catch {} };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
`;
const CHECKPOINT_EVERY_MS = 1_000;
const WAL_FALLBACK_PAGES = 20_000;

/** Most writes one group commit runs (the rest wait for the next turn, so a commit stays short). */
const GROUP_MAX = 256;

interface QueuedWrite {
  run: () => unknown;
  durable: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class LeadStore {
  readonly file: string;
  private db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private queue: QueuedWrite[] = [];
  private flushing = false;
  private sync: 'FULL' | 'NORMAL' = 'FULL';
  private checkpointer: Worker | null = null;

  /** `checkpoints: false`: no checkpoint worker (a second connection to a store another one checkpoints). */
  constructor(file: string, options: { checkpoints?: boolean } = {}) {
    this.file = file;
    try {
      if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
      this.db = new (sqlite().DatabaseSync)(file);
      this.db.exec(
        'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;',
      );
      this.db.exec(SCHEMA);
      if (file !== ':memory:' && options.checkpoints !== false) this.startCheckpointer();
    } catch (error) {
      throw new StoreUnavailable(
        `The lead store ${file} cannot be opened: ${(error as Error).message}`,
      );
    }
  }

  private startCheckpointer(): void {
    try {
      this.checkpointer = new Worker(CHECKPOINT_WORKER, {
        eval: true,
        workerData: { file: this.file, everyMs: CHECKPOINT_EVERY_MS },
      });
      this.checkpointer.unref();
      this.checkpointer.on('error', () => (this.checkpointer = null));
      this.db.exec(`PRAGMA wal_autocheckpoint = ${WAL_FALLBACK_PAGES}`);
    } catch {
      this.checkpointer = null; // no worker threads here: SQLite checkpoints on commit, as by default
    }
  }

  close(): void {
    this.checkpointer?.postMessage('close');
    this.checkpointer = null;
    this.flush();
    this.statements.clear();
    this.db.close();
  }

  /** A prepared statement, compiled once per connection. */
  private prepare(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Runs `run` (synchronous writes through this store) in the next group commit and settles
   * with its result once the transaction is committed; a write that throws rejects alone.
   * The commit itself does not wait for the disk (WAL, synchronous = NORMAL: safe from a
   * process crash). A durable write (a new lead) settles only once the WAL is synced to disk
   * (syncWal, off the event loop), as synchronous = FULL would have it. Delivery bookkeeping
   * (leases, attempts, outcomes) passes durable: false and settles at once: a power cut can
   * undo the last few, and a lead whose 'delivered' is undone is sent again under the same
   * Idempotency-Key, which the lead API takes as the same lead.
   */
  write<T>(run: () => T, options: { durable?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        run,
        durable: options.durable ?? true,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (this.queue.length === 1 && !this.flushing) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const group = this.queue.splice(0, GROUP_MAX);
    const results: { ok: boolean; value: unknown }[] = [];
    try {
      // A file store commits without syncing on the loop; durable writes wait for syncWal.
      const sync = this.file === ':memory:' ? 'FULL' : 'NORMAL';
      if (sync !== this.sync) this.db.exec(`PRAGMA synchronous = ${sync}`);
      this.sync = sync;
      this.db.exec('BEGIN IMMEDIATE');
      for (const w of group) {
        this.db.exec('SAVEPOINT w');
        try {
          results.push({ ok: true, value: w.run() });
          this.db.exec('RELEASE w');
        } catch (error) {
          this.db.exec('ROLLBACK TO w; RELEASE w');
          results.push({ ok: false, value: error });
        }
      }
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      const failure = new StoreUnavailable(
        `The lead store could not be written: ${(error as Error).message}`,
      );
      for (const w of group) w.reject(failure);
      this.flushing = false;
      if (this.queue.length > 0) setImmediate(() => this.flush());
      return;
    }
    // direct (synchronous) calls outside write() keep their own sync on commit
    this.db.exec('PRAGMA synchronous = FULL');
    this.sync = 'FULL';
    this.flushing = false;
    const settle = (w: QueuedWrite, i: number) =>
      results[i].ok ? w.resolve(results[i].value) : w.reject(results[i].value);
    const durable = this.file !== ':memory:' && group.some((w) => w.durable);
    group.forEach((w, i) => !(durable && w.durable) && settle(w, i));
    if (durable) void this.syncWal().then(() => group.forEach((w, i) => w.durable && settle(w, i)));
    if (this.queue.length > 0) setImmediate(() => this.flush());
  }

  /**
   * What synchronous = FULL does at each commit in WAL mode (sync the WAL file), done on
   * libuv's thread pool instead of the event loop: fsync flushes every written page of the
   * file, whichever descriptor wrote it. A failed sync (a failing disk) is logged and the
   * write still settles: the lead is committed and will be delivered; answering 503 would
   * make the shopper's retry go to the lead API under a second key.
   */
  private async syncWal(): Promise<void> {
    try {
      const handle = await open(`${this.file}-wal`, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      console.error(`[leads] syncing the lead store failed: ${(error as Error).message}`);
    }
  }

  /** Inserts a lead unless its idempotency key is known; returns the lead under that key either way. */
  insert(lead: NewLead, now = Date.now()): { lead: StoredLead; created: boolean } {
    try {
      const result = this.prepare(
        `INSERT INTO leads (id, idempotency_key, kind, parent_id, form, category, subcategory, payload, created_at, status, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING`,
      ).run(
        newLeadId(now),
        lead.idempotencyKey,
        lead.kind,
        lead.parentId ?? null,
        lead.form ?? null,
        lead.category ?? null,
        lead.subcategory ?? null,
        JSON.stringify(lead.payload),
        now,
        lead.status,
        lead.status === 'pending' ? now : null,
      );
      const stored = this.byKey(lead.idempotencyKey);
      if (!stored) throw new Error('the lead was not written');
      return { lead: stored, created: Number(result.changes) === 1 };
    } catch (error) {
      throw new StoreUnavailable(`The lead could not be stored: ${(error as Error).message}`);
    }
  }

  byKey(key: string): StoredLead | null {
    const row = this.prepare('SELECT * FROM leads WHERE idempotency_key = ?').get(key) as
      Row | undefined;
    return row ? toLead(row) : null;
  }

  get(id: string): StoredLead | null {
    const row = this.prepare('SELECT * FROM leads WHERE id = ?').get(id) as Row | undefined;
    return row ? toLead(row) : null;
  }

  children(parentId: string): StoredLead[] {
    return (
      this.prepare('SELECT * FROM leads WHERE parent_id = ? ORDER BY created_at, rowid').all(
        parentId,
      ) as unknown as Row[]
    ).map(toLead);
  }

  list(options: { limit?: number; kind?: LeadKind } = {}): StoredLead[] {
    const limit = Math.min(Math.max(1, options.limit ?? 100), 10_000);
    const rows = options.kind
      ? this.prepare(
          'SELECT * FROM leads WHERE kind = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
        ).all(options.kind, limit)
      : this.prepare('SELECT * FROM leads ORDER BY created_at DESC, rowid DESC LIMIT ?').all(limit);
    return (rows as unknown as Row[]).map(toLead);
  }

  /** Claims up to `limit` pending leads due by `dueBy`, each leased for `leaseMs` so no other worker sends it meanwhile. */
  claimDue(now: number, limit: number, leaseMs: number, dueBy = now): StoredLead[] {
    const rows = this.prepare(
      `SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
         ORDER BY created_at, rowid LIMIT ?`,
    ).all(dueBy, now, limit) as unknown as Row[];
    const claim = this.prepare(
      `UPDATE leads SET lease_until = ? WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)`,
    );
    return rows
      .filter((r) => Number(claim.run(now + leaseMs, r.id, now).changes) === 1)
      .map(toLead);
  }

  /** Claims one lead for an immediate attempt (false when another worker holds it or it is no longer pending). */
  claim(id: string, now: number, leaseMs: number): boolean {
    const r = this.prepare(
      `UPDATE leads SET lease_until = ? WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)`,
    ).run(now + leaseMs, id, now);
    return Number(r.changes) === 1;
  }

  markDelivered(id: string, upstreamId: string | null, now = Date.now()): void {
    this.prepare(
      `UPDATE leads SET status = 'delivered', delivered_at = ?, upstream_id = ?, attempts = attempts + 1, lease_until = NULL, last_error = NULL WHERE id = ?`,
    ).run(now, upstreamId, id);
  }

  markFailed(id: string, error: string, nextAttemptAt: number): void {
    this.prepare(
      'UPDATE leads SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?',
    ).run(nextAttemptAt, error.slice(0, 500), id);
  }

  /** Puts a lead back without counting an attempt (its parent is not delivered yet). */
  postpone(id: string, nextAttemptAt: number): void {
    this.prepare('UPDATE leads SET next_attempt_at = ?, lease_until = NULL WHERE id = ?').run(
      nextAttemptAt,
      id,
    );
  }

  pendingCount(): number {
    return Number(
      (
        this.prepare(`SELECT COUNT(*) AS n FROM leads WHERE status = 'pending'`).get() as {
          n: number;
        }
      ).n,
    );
  }

  /** Records a view and returns the new count, starting from the car's known views. */
  addView(slug: string, startFrom: number): number {
    this.prepare(
      'INSERT INTO views (slug, views) VALUES (?, ?) ON CONFLICT(slug) DO UPDATE SET views = views + 1',
    ).run(slug, Math.max(0, Math.floor(startFrom)) + 1);
    return Number(
      (this.prepare('SELECT views FROM views WHERE slug = ?').get(slug) as { views: number }).views,
    );
  }

  /** Marks a captcha challenge used; false when it already was (a replay). Expired entries are swept. */
  useCaptcha(signature: string, expiresAt: number, now = Date.now()): boolean {
    this.prepare('DELETE FROM captcha_used WHERE expires_at < ?').run(now);
    const r = this.prepare(
      'INSERT INTO captcha_used (signature, expires_at) VALUES (?, ?) ON CONFLICT(signature) DO NOTHING',
    ).run(signature, expiresAt);
    return Number(r.changes) === 1;
  }

  track(kind: string, payload: unknown, now = Date.now()): void {
    this.prepare('INSERT INTO tracking (kind, payload, created_at) VALUES (?, ?, ?)').run(
      kind,
      JSON.stringify(payload),
      now,
    );
  }

  tracked(kind: string): { payload: unknown; createdAt: number }[] {
    return (
      this.prepare('SELECT payload, created_at FROM tracking WHERE kind = ? ORDER BY id').all(
        kind,
      ) as { payload: string; created_at: number }[]
    ).map((r) => ({
      payload: JSON.parse(r.payload),
      createdAt: r.created_at,
    }));
  }
}
