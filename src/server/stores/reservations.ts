/**
 * Reservations (deposits) in the database. A reservation is created 'pending' when the shopper
 * starts a payment, becomes 'paid' on the provider's verified event, or 'cancelled'; a paid hold
 * past its time becomes 'expired' when the car is paid for again. Idempotent by construction:
 *   - the same idempotency key gives back the same reservation (a repeated submit);
 *   - a provider event id is applied once (a repeated or replayed webhook);
 *   - marking a paid reservation paid again changes nothing (two events for one session);
 *   - a unique index allows one paid reservation per car: a second payment for a held car,
 *     from any instance, is recorded as a refund due instead.
 * The build reads the paid holds (src/data/reservation-holds.ts) to mark those cars reserved.
 */
import { randomBytes } from 'node:crypto';
import { sqlState, UNIQUE_VIOLATION, type Db, type Sql } from '../../db/sql';
import { heldUntil } from '../../domain/checkout/reservation';
import type { ReservationBuyer } from '../../domain/checkout/reservation-api';

export type ReservationState = 'pending' | 'paid' | 'cancelled' | 'expired';

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
  refundedAt: number | null;
  refundError: string | null;
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

interface Row {
  id: string;
  idempotency_key: string;
  car_id: string;
  car_slug: string;
  return_path: string;
  source: string;
  journey_id: string | null;
  buyer: ReservationBuyer;
  amount: number;
  currency: string;
  provider: string;
  session_id: string | null;
  redirect_url: string | null;
  status: string;
  created_at: number;
  paid_at: number | null;
  held_until: number | null;
  refund_due: boolean;
  refunded_at: number | null;
  refund_error: string | null;
  delivered_at: number | null;
}

const num = (v: number | null) => (v === null ? null : Number(v));

function toReservation(r: Row): Reservation {
  return {
    id: r.id,
    idempotencyKey: r.idempotency_key,
    carId: r.car_id,
    carSlug: r.car_slug,
    returnPath: r.return_path,
    source: r.source,
    journeyId: r.journey_id,
    buyer: r.buyer,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    sessionId: r.session_id,
    redirectUrl: r.redirect_url,
    status: r.status as ReservationState,
    createdAt: Number(r.created_at),
    paidAt: num(r.paid_at),
    heldUntil: num(r.held_until),
    refundDue: r.refund_due,
    refundedAt: num(r.refunded_at),
    refundError: r.refund_error,
    deliveredAt: num(r.delivered_at),
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
  constructor(
    readonly db: Db,
    readonly tenant: string,
  ) {}

  private async one(
    where: string,
    args: unknown[],
    sql: Sql = this.db,
    lock = '',
  ): Promise<Reservation | null> {
    const { rows } = await sql.query<Row>(
      `SELECT * FROM reservations WHERE tenant = $1 AND ${where} ${lock}`,
      [this.tenant, ...args],
    );
    return rows[0] ? toReservation(rows[0]) : null;
  }

  byId(id: string): Promise<Reservation | null> {
    return this.one('id = $2', [id]);
  }

  byKey(key: string): Promise<Reservation | null> {
    return this.one('idempotency_key = $2', [key]);
  }

  /** The paid, unexpired reservation holding a car, if any. */
  holding(carId: string, now: number, sql: Sql = this.db): Promise<Reservation | null> {
    return this.one(
      "car_id = $2 AND status = 'paid' AND held_until > $3 ORDER BY paid_at LIMIT 1",
      [carId, now],
      sql,
    );
  }

  async create(input: NewReservation, now: number): Promise<CreateResult> {
    const repeat = await this.byKey(input.idempotencyKey);
    if (repeat) return { kind: 'repeat', reservation: repeat };
    const held = await this.holding(input.carId, now);
    if (held) return { kind: 'held', heldUntil: held.heldUntil! };
    const id = newReservationId(now);
    const inserted = await this.db.query(
      `INSERT INTO reservations (tenant, id, idempotency_key, car_id, car_slug, return_path, source,
         journey_id, buyer, amount, currency, provider, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, 'pending', $13)
       ON CONFLICT (tenant, idempotency_key) DO NOTHING`,
      [
        this.tenant,
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
      ],
    );
    const stored = await this.byKey(input.idempotencyKey);
    if (!stored) throw new Error('the reservation was not written');
    return { kind: inserted.rowCount === 1 ? 'created' : 'repeat', reservation: stored };
  }

  async attachSession(id: string, sessionId: string, redirectUrl: string): Promise<void> {
    await this.db.query(
      'UPDATE reservations SET session_id = $3, redirect_url = $4 WHERE tenant = $1 AND id = $2',
      [this.tenant, id, sessionId, redirectUrl],
    );
  }

  /** Removes a reservation whose payment could not be started (so a retry starts afresh). */
  async discard(id: string): Promise<void> {
    await this.db.query(
      "DELETE FROM reservations WHERE tenant = $1 AND id = $2 AND status = 'pending'",
      [this.tenant, id],
    );
  }

  /**
   * Applies one verified provider event, once per event id. 'paid' on a pending (or cancelled)
   * reservation marks it paid and held 48 hours; where another paid reservation holds the car,
   * the unique index refuses the second hold and it is recorded as a refund due instead.
   */
  applyEvent(
    eventId: string,
    reservationId: string,
    kind: 'paid' | 'cancelled',
    now: number,
  ): Promise<EventResult> {
    return this.db.tx(async (sql) => {
      // the row lock orders concurrent events of one reservation
      const current = await this.one('id = $2', [reservationId], sql, 'FOR UPDATE');
      if (!current) return { kind: 'unknown' };
      const fresh = await sql.query(
        `INSERT INTO payment_events (tenant, event_id, reservation_id, kind, received_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tenant, event_id) DO NOTHING`,
        [this.tenant, eventId, reservationId, kind, now],
      );
      if (fresh.rowCount === 0) return { kind: 'duplicate', reservation: current };
      if (current.status === 'paid') return { kind: 'unchanged', reservation: current };
      if (kind === 'cancelled') {
        await sql.query(
          "UPDATE reservations SET status = 'cancelled' WHERE tenant = $1 AND id = $2",
          [this.tenant, current.id],
        );
      } else {
        // a hold past its time no longer counts
        await sql.query(
          `UPDATE reservations SET status = 'expired'
            WHERE tenant = $1 AND car_id = $2 AND status = 'paid' AND held_until <= $3`,
          [this.tenant, current.carId, now],
        );
        await sql.query('SAVEPOINT hold');
        try {
          await sql.query(
            `UPDATE reservations SET status = 'paid', paid_at = $3, held_until = $4
              WHERE tenant = $1 AND id = $2`,
            [this.tenant, current.id, now, heldUntil(now)],
          );
          await sql.query('RELEASE SAVEPOINT hold');
        } catch (error) {
          if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
          await sql.query('ROLLBACK TO SAVEPOINT hold');
          await sql.query(
            `UPDATE reservations SET status = 'cancelled', refund_due = true WHERE tenant = $1 AND id = $2`,
            [this.tenant, current.id],
          );
        }
      }
      return {
        kind: 'applied',
        reservation: (await this.one('id = $2', [current.id], sql))!,
      };
    });
  }

  /** The outcome of refunding a refund-due deposit. */
  async recordRefund(id: string, now: number, error: string | null): Promise<void> {
    await this.db.query(
      `UPDATE reservations SET refunded_at = CASE WHEN $4::text IS NULL THEN $3::bigint END,
              refund_error = $4 WHERE tenant = $1 AND id = $2`,
      [this.tenant, id, now, error],
    );
  }

  /** Deposits still to be refunded (a failed refund is tried again). */
  async refundsDue(): Promise<Reservation[]> {
    const { rows } = await this.db.query<Row>(
      'SELECT * FROM reservations WHERE tenant = $1 AND refund_due AND refunded_at IS NULL ORDER BY created_at',
      [this.tenant],
    );
    return rows.map(toReservation);
  }

  async markDelivered(id: string, now: number): Promise<void> {
    await this.db.query('UPDATE reservations SET delivered_at = $3 WHERE tenant = $1 AND id = $2', [
      this.tenant,
      id,
      now,
    ]);
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM reservations WHERE tenant = $1',
      [this.tenant],
    );
    return Number(rows[0].n);
  }
}
