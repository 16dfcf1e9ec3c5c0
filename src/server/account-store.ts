/**
 * The local store of sign-in codes, the session secret and watchlists (SQLite through
 * node:sqlite, beside the lead store: {store dir}/accounts.sqlite). Codes are kept only as an
 * HMAC of the phone and code, never in clear. In the embedded default (no lead API) the
 * watchlists live here; with a lead API they live upstream and only codes are kept here.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { StoreUnavailable } from './lead-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS codes (
  phone TEXT PRIMARY KEY, hash TEXT NOT NULL, expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS watchlist (
  phone TEXT NOT NULL, car_id TEXT NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (phone, car_id)
);
`;

export interface StoredCode {
  hash: string;
  expiresAt: number;
  attempts: number;
  sentAt: number;
}

export class AccountStore {
  private readonly db: DatabaseSync;
  readonly dir: string;

  constructor(file: string) {
    this.dir = path.dirname(file);
    try {
      mkdirSync(this.dir, { recursive: true });
      const sqlite = process.getBuiltinModule?.('node:sqlite') as
        typeof import('node:sqlite') | undefined;
      if (!sqlite) throw new Error(`node:sqlite is not available in Node ${process.versions.node}`);
      this.db = new sqlite.DatabaseSync(file);
      this.db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 2000;');
      this.db.exec(SCHEMA);
    } catch (error) {
      throw new StoreUnavailable(`The account store ${file} cannot be opened: ${String(error)}`);
    }
  }

  close(): void {
    this.db.close();
  }

  /** A secret kept in the store, made (random, 32 bytes) on first use. */
  secret(name: string): string {
    const row = this.db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as
      { value: string } | undefined;
    if (row) return row.value;
    const value = randomBytes(32).toString('hex');
    this.db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(name, value);
    return (
      this.db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as { value: string }
    ).value;
  }

  code(phone: string): StoredCode | null {
    const row = this.db
      .prepare('SELECT hash, expires_at, attempts, sent_at FROM codes WHERE phone = ?')
      .get(phone) as
      { hash: string; expires_at: number; attempts: number; sent_at: number } | undefined;
    return row
      ? { hash: row.hash, expiresAt: row.expires_at, attempts: row.attempts, sentAt: row.sent_at }
      : null;
  }

  /** A new code replaces the number's old one (and its attempts). */
  putCode(phone: string, hash: string, expiresAt: number, now: number): void {
    this.db
      .prepare(
        `INSERT INTO codes (phone, hash, expires_at, attempts, sent_at) VALUES (?, ?, ?, 0, ?)
         ON CONFLICT(phone) DO UPDATE SET hash = excluded.hash, expires_at = excluded.expires_at,
         attempts = 0, sent_at = excluded.sent_at`,
      )
      .run(phone, hash, expiresAt, now);
  }

  /** Counts a try; returns the attempts made so far, this one included. */
  countAttempt(phone: string): number {
    this.db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE phone = ?').run(phone);
    return this.code(phone)?.attempts ?? 0;
  }

  deleteCode(phone: string): void {
    this.db.prepare('DELETE FROM codes WHERE phone = ?').run(phone);
  }

  watchlist(phone: string): string[] {
    return (
      this.db
        .prepare('SELECT car_id FROM watchlist WHERE phone = ? ORDER BY created_at, rowid')
        .all(phone) as { car_id: string }[]
    ).map((r) => r.car_id);
  }

  saveCar(phone: string, carId: string, now = Date.now()): void {
    this.db
      .prepare('INSERT OR IGNORE INTO watchlist (phone, car_id, created_at) VALUES (?, ?, ?)')
      .run(phone, carId, now);
  }

  removeCar(phone: string, carId: string): void {
    this.db.prepare('DELETE FROM watchlist WHERE phone = ? AND car_id = ?').run(phone, carId);
  }

  /**
   * Development only (the embedded default, no lead API): the codes that would have been
   * texted, one JSON line each, so a developer or an e2e test can read them.
   */
  appendOutbox(entry: { phone: string; code: string; at: number }): void {
    appendFileSync(path.join(this.dir, OUTBOX_FILE), `${JSON.stringify(entry)}\n`);
  }
}

export const OUTBOX_FILE = 'sign-in-outbox.jsonl';
