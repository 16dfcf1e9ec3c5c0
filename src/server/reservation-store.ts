/**
 * The local reservation store (SQLite through node:sqlite, as the lead store). A reservation is
 * created 'pending' when the shopper starts a payment, becomes 'paid' on the provider's verified
 * event, or 'cancelled'. Idempotent by construction:
 *   - the same idempotency key gives back the same reservation (a repeated submit);
 *   - a provider event id is applied once (a repeated or replayed webhook);
 *   - marking a paid reservation paid again changes nothing (two events for one session);
 *   - a car held by a paid, unexpired reservation cannot be reserved again.
 * The build reads the paid holds (readHolds) to mark those cars reserved.
 *
 *   RESERVATIONS_DB   default .data/{tenant}/reservations.sqlite
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { heldUntil, type PaidHold } from '../domain/checkout/reservation';
import type { ReservationBuyer } from '../domain/checkout/reservation-api';

function sqlite(): typeof import('node:sqlite') {
  const mod = process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!mod) throw new Error(`node:sqlite is not available in Node ${process.versions.node}`);
  return mod;
}

export function reservationsDbPath(
  tenant: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const template =
    env.RESERVATIONS_DB?.trim() || path.join('.data', '{tenant}', 'reservations.sqlite');
  return path.resolve(template.replace(/\{tenant\}/g, tenant));
}

export type ReservationState = 'pending' | 'paid' | 'cancelled';

export interface Reservation {
  id: string;
  idempotencyKey: string;
  carId: string;
  carSlug: string;
  /** The site path the provider sends the shopper back to (the checkout page, or the journey). */
  returnPath: string;
  source: string;
  journeyId: string | null;
  buyer: ReservationBuyer;
  amount: number;
  currency: string;
  provider: string;
  sessionId: string | null;
  redirectUrl: string | null;
  status: ReservationState;
  createdAt: number;
  paidAt: number | null;
  heldUntil: number | null;
  /** Paid while another reservation already held the car: the deposit is to be refunded. */
  refundDue: boolean;
  deliveredAt: number | null;
}

export type NewReservation = Pick<
  Reservation,
  | 'idempotencyKey'
  | 'carId'
  | 'carSlug'
  | 'returnPath'
  | 'source'
  | 'journeyId'
  | 'buyer'
  | 'amount'
  | 'currency'
  | 'provider'
>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  car_id TEXT NOT NULL,
  car_slug TEXT NOT NULL,
  return_path TEXT NOT NULL,
  source TEXT NOT NULL,
  journey_id TEXT,
  buyer TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  provider TEXT NOT NULL,
  session_id TEXT,
  redirect_url TEXT,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  held_until INTEGER,
  refund_due INTEGER NOT NULL DEFAULT 0,
  delivered_at INTEGER
);
CREATE INDEX IF NOT EXISTS reservations_car ON reservations (car_id, status, held_until);
CREATE TABLE IF NOT EXISTS payment_events (
  event_id TEXT PRIMARY KEY,
  reservation_id TEXT,
  kind TEXT NOT NULL,
  received_at INTEGER NOT NULL
);`;

interface Row {
  id: string;
  idempotency_key: string;
  car_id: string;
  car_slug: string;
  return_path: string;
  source: string;
  journey_id: string | null;
  buyer: string;
  amount: number;
  currency: string;
  provider: string;
  session_id: string | null;
  redirect_url: string | null;
  status: string;
  created_at: number;
  paid_at: number | null;
  held_until: number | null;
  refund_due: number;
  delivered_at: number | null;
}

function toReservation(r: Row): Reservation {
  return {
    id: r.id,
    idempotencyKey: r.idempotency_key,
    carId: r.car_id,
    carSlug: r.car_slug,
    returnPath: r.return_path,
    source: r.source,
    journeyId: r.journey_id,
    buyer: JSON.parse(r.buyer) as ReservationBuyer,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    sessionId: r.session_id,
    redirectUrl: r.redirect_url,
    status: r.status as ReservationState,
    createdAt: r.created_at,
    paidAt: r.paid_at,
    heldUntil: r.held_until,
    refundDue: r.refund_due === 1,
    deliveredAt: r.delivered_at,
  };
}

/** An unguessable reservation id: 'R' + time (base 36) + 8 random bytes. */
export function newReservationId(now = Date.now()): string {
  return `R${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export type CreateResult =
  { kind: 'created' | 'repeat'; reservation: Reservation } | { kind: 'held'; heldUntil: number };

export type EventResult =
  | { kind: 'applied'; reservation: Reservation }
  | { kind: 'duplicate' | 'unchanged'; reservation: Reservation | null }
  | { kind: 'unknown' };

export class ReservationStore {
  readonly #db: DatabaseSync;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new (sqlite().DatabaseSync)(file);
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 2000;');
    this.#db.exec(SCHEMA);
  }

  close(): void {
    this.#db.close();
  }

  #tx<T>(run: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const out = run();
      this.#db.exec('COMMIT');
      return out;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  #one(sql: string, ...args: (string | number)[]): Reservation | null {
    const row = this.#db.prepare(sql).get(...args) as Row | undefined;
    return row ? toReservation(row) : null;
  }

  byId(id: string): Reservation | null {
    return this.#one('SELECT * FROM reservations WHERE id = ?', id);
  }

  byKey(key: string): Reservation | null {
    return this.#one('SELECT * FROM reservations WHERE idempotency_key = ?', key);
  }

  /** The paid, unexpired reservation holding a car, if any. */
  holding(carId: string, now: number): Reservation | null {
    return this.#one(
      "SELECT * FROM reservations WHERE car_id = ? AND status = 'paid' AND held_until > ? ORDER BY paid_at LIMIT 1",
      carId,
      now,
    );
  }

  create(input: NewReservation, now: number): CreateResult {
    return this.#tx(() => {
      const repeat = this.byKey(input.idempotencyKey);
      if (repeat) return { kind: 'repeat', reservation: repeat };
      const held = this.holding(input.carId, now);
      if (held) return { kind: 'held', heldUntil: held.heldUntil! };
      const id = newReservationId(now);
      this.#db
        .prepare(
          `INSERT INTO reservations (id, idempotency_key, car_id, car_slug, return_path, source,
             journey_id, buyer, amount, currency, provider, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(
          id,
          input.idempotencyKey,
          input.carId,
          input.carSlug,
          input.returnPath,
          input.source,
          input.journeyId ?? null,
          JSON.stringify(input.buyer),
          input.amount,
          input.currency,
          input.provider,
          now,
        );
      return { kind: 'created', reservation: this.byId(id)! };
    });
  }

  attachSession(id: string, sessionId: string, redirectUrl: string): void {
    this.#db
      .prepare('UPDATE reservations SET session_id = ?, redirect_url = ? WHERE id = ?')
      .run(sessionId, redirectUrl, id);
  }

  /** Removes a reservation whose payment could not be started (so a retry starts afresh). */
  discard(id: string): void {
    this.#db.prepare("DELETE FROM reservations WHERE id = ? AND status = 'pending'").run(id);
  }

  /**
   * Applies one verified provider event, once per event id. 'paid' on a pending (or cancelled)
   * reservation marks it paid and held 48 hours; on a car another paid reservation already holds
   * it is recorded as a refund due instead, so the car is never held twice.
   */
  applyEvent(
    eventId: string,
    reservationId: string,
    kind: 'paid' | 'cancelled',
    now: number,
  ): EventResult {
    return this.#tx(() => {
      const seen = this.#db
        .prepare('SELECT event_id FROM payment_events WHERE event_id = ?')
        .get(eventId);
      if (seen) return { kind: 'duplicate', reservation: this.byId(reservationId) };
      const current = this.byId(reservationId);
      if (!current) return { kind: 'unknown' };
      this.#db
        .prepare(
          'INSERT INTO payment_events (event_id, reservation_id, kind, received_at) VALUES (?, ?, ?, ?)',
        )
        .run(eventId, reservationId, kind, now);
      if (current.status === 'paid') return { kind: 'unchanged', reservation: current };
      if (kind === 'cancelled') {
        this.#db
          .prepare("UPDATE reservations SET status = 'cancelled' WHERE id = ?")
          .run(current.id);
      } else {
        const other = this.holding(current.carId, now);
        if (other && other.id !== current.id) {
          this.#db
            .prepare("UPDATE reservations SET status = 'cancelled', refund_due = 1 WHERE id = ?")
            .run(current.id);
        } else {
          this.#db
            .prepare(
              "UPDATE reservations SET status = 'paid', paid_at = ?, held_until = ? WHERE id = ?",
            )
            .run(now, heldUntil(now), current.id);
        }
      }
      return { kind: 'applied', reservation: this.byId(current.id)! };
    });
  }

  markDelivered(id: string, now: number): void {
    this.#db.prepare('UPDATE reservations SET delivered_at = ? WHERE id = ?').run(now, id);
  }

  /** Every paid reservation's car and hold (the build's overlay). */
  holds(): PaidHold[] {
    return this.#db
      .prepare("SELECT car_id, status, held_until FROM reservations WHERE status = 'paid'")
      .all() as unknown as PaidHold[];
  }

  count(): number {
    return (this.#db.prepare('SELECT COUNT(*) AS n FROM reservations').get() as { n: number }).n;
  }
}

/** The paid holds in a tenant's store, for the build; none when the store does not exist. */
export function readHolds(file: string): PaidHold[] {
  if (!existsSync(file)) return [];
  const store = new ReservationStore(file);
  try {
    return store.holds();
  } finally {
    store.close();
  }
}
