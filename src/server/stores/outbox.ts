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
import { ALARM_CHANNEL } from '../../domain/leads/channel-names';

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

  /**
   * Settles a claimed row and logs the attempt in one statement (the attempt is logged even when
   * the claim had lapsed); true when the claim still held.
   */
  private async settle(update: string, params: unknown[], row: OutboxRow, attempt: Attempt) {
    const n = params.length;
    const { rows } = await this.db.query<{ changed: number }>(
      `WITH changed AS (${update} RETURNING 1),
            logged AS (
              INSERT INTO outbox_attempts (outbox_id, at, ok, status, error, duration_ms)
              VALUES ($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}))
       SELECT count(*) AS changed FROM changed`,
      [
        ...params,
        row.id,
        attempt.at,
        attempt.ok,
        attempt.status,
        attempt.error?.slice(0, 500) ?? null,
        Math.round(attempt.durationMs),
      ],
    );
    return Number(rows[0].changed) === 1;
  }

  /** The channel acknowledged the row; false when the claim had lapsed (another sender holds it now). */
  delivered(row: OutboxRow, upstreamId: string | null, attempt: Attempt): Promise<boolean> {
    return this.settle(
      `UPDATE outbox SET status = 'delivered', delivered_at = $3, upstream_id = $4,
              attempts = attempts + 1, last_status = $5, last_error = NULL,
              lease_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.leaseToken, attempt.at, upstreamId, attempt.status],
      row,
      attempt,
    );
  }

  /** A failed attempt: the next one at `nextAttemptAt`, or (null) the row is dead-lettered. */
  failed(row: OutboxRow, attempt: Attempt, nextAttemptAt: number | null): Promise<boolean> {
    return this.settle(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $3, last_status = $4,
              next_attempt_at = COALESCE($5, next_attempt_at),
              status = CASE WHEN $5::bigint IS NULL THEN 'dead' ELSE 'pending' END,
              lease_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, row.leaseToken, attempt.error?.slice(0, 500) ?? null, attempt.status, nextAttemptAt],
      row,
      attempt,
    );
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

  /** The rows of many leads (a page of the delivery log), by lead. */
  async ofLeads(tenant: string, leadIds: readonly string[]): Promise<Map<string, OutboxRow[]>> {
    const out = new Map<string, OutboxRow[]>();
    if (leadIds.length === 0) return out;
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM outbox o WHERE o.tenant = $1 AND o.lead_id = ANY($2::text[])
        ORDER BY o.lead_id, o.channel`,
      [tenant, [...leadIds]],
    );
    for (const r of rows.map(toRow))
      if (r.leadId !== null) out.set(r.leadId, [...(out.get(r.leadId) ?? []), r]);
    return out;
  }

  /** A lead's rows and its follow-ups' (a trade-in's later steps), but the alarm's. */
  async ofFamily(tenant: string, rootId: string): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM outbox o JOIN leads l ON l.tenant = o.tenant AND l.id = o.lead_id
        WHERE o.tenant = $1 AND (l.id = $2 OR l.parent_id = $2) AND o.channel <> $3
        ORDER BY l.created_at, o.lead_id, o.channel`,
      [tenant, rootId, ALARM_CHANNEL],
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

  /**
   * Raises the overdue-lead alarm of every lead of the tenant (a trade-in's follow-ups count as
   * their start lead) that a channel dead-lettered, or that came in before `overdueBefore` and
   * no channel has delivered yet; rows older than `since` are not looked at again. One alarm row
   * per lead, ever: a lead that has one is skipped, whichever instance wrote it. Returns the
   * leads alarmed now.
   */
  async raiseAlarms(
    tenant: string,
    options: { now: number; overdueBefore: number; since: number },
  ): Promise<string[]> {
    const { rows } = await this.db.query<{ lead_id: string }>(
      `INSERT INTO outbox (tenant, lead_id, channel, next_attempt_at, created_at)
       SELECT DISTINCT o.tenant, COALESCE(l.parent_id, l.id), $2::text, $3::bigint, $3::bigint
         FROM outbox o JOIN leads l ON l.tenant = o.tenant AND l.id = o.lead_id
        WHERE o.tenant = $1 AND o.status <> 'delivered' AND o.channel <> $2
          AND o.created_at >= $5
          AND (o.status = 'dead'
               OR (o.created_at <= $4 AND NOT EXISTS (
                     SELECT 1 FROM outbox d WHERE d.tenant = o.tenant AND d.lead_id = o.lead_id
                        AND d.channel <> $2 AND d.status = 'delivered')))
       ON CONFLICT (tenant, lead_id, channel) DO NOTHING
       RETURNING lead_id`,
      [tenant, ALARM_CHANNEL, options.now, options.overdueBefore, options.since],
    );
    return rows.map((r) => r.lead_id);
  }

  /** The tenants with rows not yet delivered (whose alarms a pass over every tenant checks). */
  async tenantsOwed(): Promise<string[]> {
    const { rows } = await this.db.query<{ tenant: string }>(
      `SELECT DISTINCT tenant FROM outbox WHERE status <> 'delivered' ORDER BY tenant`,
    );
    return rows.map((r) => r.tenant);
  }

  /** The attempts of many rows, oldest first, by row. */
  async attemptsOf(outboxIds: readonly number[]): Promise<Map<number, Attempt[]>> {
    const out = new Map<number, Attempt[]>();
    if (outboxIds.length === 0) return out;
    const { rows } = await this.db.query<{
      outbox_id: number;
      at: number;
      ok: boolean;
      status: number | null;
      error: string | null;
      duration_ms: number;
    }>(
      `SELECT outbox_id, at, ok, status, error, duration_ms FROM outbox_attempts
        WHERE outbox_id = ANY($1::bigint[]) ORDER BY outbox_id, at, id`,
      [[...outboxIds]],
    );
    for (const r of rows) {
      const id = Number(r.outbox_id);
      out.set(id, [
        ...(out.get(id) ?? []),
        {
          at: Number(r.at),
          ok: r.ok,
          status: r.status,
          error: r.error,
          durationMs: r.duration_ms,
        },
      ]);
    }
    return out;
  }

  /** One row's attempts, oldest first. */
  async attempts(outboxId: number): Promise<Attempt[]> {
    return (await this.attemptsOf([outboxId])).get(outboxId) ?? [];
  }
}
