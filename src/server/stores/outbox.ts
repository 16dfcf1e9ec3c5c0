/**
 * The delivery outbox: one row per lead and channel, or per stock alert message and channel
 * (a row references one or the other, never both). A sender claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (so two senders, in two processes or instances, never
 * hold one row at once), and settles each claim with its lease token: a sender whose lease ran
 * out cannot overwrite what the row's next holder recorded. Every attempt is logged.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/sql';
import type { ChannelStatus } from '../../domain/leads/delivery-status';

export interface OutboxRow {
  id: number;
  tenant: string;
  /** The lead the row sends, or null: it sends an alert message. */
  leadId: string | null;
  /** The alert message the row sends (stores/alerts.ts), or null: it sends a lead. */
  alertId: string | null;
  channel: string;
  status: ChannelStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseToken: string | null;
  lastError: string | null;
  lastStatus: number | null;
  deliveredAt: number | null;
  upstreamId: string | null;
  createdAt: number;
}

interface Row {
  id: number;
  tenant: string;
  lead_id: string | null;
  alert_id: string | null;
  channel: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  lease_token: string | null;
  last_error: string | null;
  last_status: number | null;
  delivered_at: number | null;
  upstream_id: string | null;
  created_at: number;
}

function toRow(r: Row): OutboxRow {
  return {
    id: Number(r.id),
    tenant: r.tenant,
    leadId: r.lead_id,
    alertId: r.alert_id,
    channel: r.channel,
    status: r.status as ChannelStatus,
    attempts: r.attempts,
    nextAttemptAt: Number(r.next_attempt_at),
    leaseToken: r.lease_token,
    lastError: r.last_error,
    lastStatus: r.last_status,
    deliveredAt: r.delivered_at === null ? null : Number(r.delivered_at),
    upstreamId: r.upstream_id,
    createdAt: Number(r.created_at),
  };
}

export interface Attempt {
  at: number;
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

const COLUMNS = `o.id, o.tenant, o.lead_id, o.alert_id, o.channel, o.status, o.attempts, o.next_attempt_at,
  o.lease_token, o.last_error, o.last_status, o.delivered_at, o.upstream_id, o.created_at`;

export class Outbox {
  constructor(readonly db: Db) {}

  /**
   * Claims up to `limit` pending rows due by `dueBy` (of one tenant, or of every tenant), each
   * leased until now + leaseMs. Rows another sender holds are skipped, not waited for.
   */
  async claimDue(options: {
    now: number;
    limit: number;
    leaseMs: number;
    tenant?: string | null;
    dueBy?: number;
  }): Promise<OutboxRow[]> {
    const token = randomBytes(12).toString('hex');
    const { rows } = await this.db.query<Row>(
      `WITH due AS (
         SELECT id FROM outbox
          WHERE status = 'pending' AND next_attempt_at <= $1
            AND (lease_until IS NULL OR lease_until < $2)
            AND ($3::text IS NULL OR tenant = $3)
          ORDER BY next_attempt_at, id
          LIMIT $4
          FOR UPDATE SKIP LOCKED)
       UPDATE outbox o SET lease_until = $5, lease_token = $6
         FROM due WHERE o.id = due.id
       RETURNING ${COLUMNS}`,
      [
        options.dueBy ?? options.now,
        options.now,
        options.tenant ?? null,
        options.limit,
        options.now + options.leaseMs,
        token,
      ],
    );
    return rows.map(toRow).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
  }

  /** Claims the outbox rows of one lead for an immediate attempt (none when another sender holds them). */
  async claimLead(
    tenant: string,
    leadId: string,
    now: number,
    leaseMs: number,
  ): Promise<OutboxRow[]> {
    const token = randomBytes(12).toString('hex');
    const { rows } = await this.db.query<Row>(
      `WITH due AS (
         SELECT id FROM outbox
          WHERE tenant = $1 AND lead_id = $2 AND status = 'pending'
            AND (lease_until IS NULL OR lease_until < $3)
          FOR UPDATE SKIP LOCKED)
       UPDATE outbox o SET lease_until = $4, lease_token = $5
         FROM due WHERE o.id = due.id
       RETURNING ${COLUMNS}`,
      [tenant, leadId, now, now + leaseMs, token],
    );
    return rows.map(toRow);
  }

  private async log(row: OutboxRow, attempt: Attempt): Promise<void> {
    await this.db.query(
      `INSERT INTO outbox_attempts (outbox_id, at, ok, status, error, duration_ms) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        row.id,
        attempt.at,
        attempt.ok,
        attempt.status,
        attempt.error?.slice(0, 500) ?? null,
        Math.round(attempt.durationMs),
      ],
    );
  }

  /** The channel acknowledged the row; false when the claim had lapsed (another sender holds it now). */
  async delivered(row: OutboxRow, upstreamId: string | null, attempt: Attempt): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE outbox SET status = 'delivered', delivered_at = $3, upstream_id = $4,
              attempts = attempts + 1, last_status = $5, last_error = NULL,
              lease_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.leaseToken, attempt.at, upstreamId, attempt.status],
    );
    await this.log(row, attempt);
    return r.rowCount === 1;
  }

  /** A failed attempt: the next one at `nextAttemptAt`, or (null) the row is dead-lettered. */
  async failed(row: OutboxRow, attempt: Attempt, nextAttemptAt: number | null): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $3, last_status = $4,
              next_attempt_at = COALESCE($5, next_attempt_at),
              status = CASE WHEN $5::bigint IS NULL THEN 'dead' ELSE 'pending' END,
              lease_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.leaseToken, attempt.error?.slice(0, 500) ?? null, attempt.status, nextAttemptAt],
    );
    await this.log(row, attempt);
    return r.rowCount === 1;
  }

  /** Puts a claimed row back without counting an attempt (it waits for its parent lead). */
  async postpone(row: OutboxRow, nextAttemptAt: number): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET next_attempt_at = $3, lease_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.leaseToken, nextAttemptAt],
    );
  }

  /** A lead's rows, each channel's state. */
  async ofLead(tenant: string, leadId: string): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM outbox o WHERE o.tenant = $1 AND o.lead_id = $2 ORDER BY o.channel`,
      [tenant, leadId],
    );
    return rows.map(toRow);
  }

  /** An alert message's rows, each channel's state. */
  async ofAlert(tenant: string, alertId: string): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM outbox o WHERE o.tenant = $1 AND o.alert_id = $2 ORDER BY o.channel`,
      [tenant, alertId],
    );
    return rows.map(toRow);
  }

  /** One row's attempts, oldest first. */
  async attempts(outboxId: number): Promise<Attempt[]> {
    const { rows } = await this.db.query<{
      at: number;
      ok: boolean;
      status: number | null;
      error: string | null;
      duration_ms: number;
    }>(
      'SELECT at, ok, status, error, duration_ms FROM outbox_attempts WHERE outbox_id = $1 ORDER BY at, id',
      [outboxId],
    );
    return rows.map((r) => ({
      at: Number(r.at),
      ok: r.ok,
      status: r.status,
      error: r.error,
      durationMs: r.duration_ms,
    }));
  }
}
