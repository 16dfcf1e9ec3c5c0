/**
 * Leads, in the database. A lead is accepted only once it is stored together with its outbox
 * rows (one per delivery channel), in one statement, keyed by its idempotency key (the same
 * key gives back the same lead). A lead with no channel stays in the database ('stored': the
 * embedded default, where `npm run leads` is the dealer's inbox).
 */
import { randomBytes } from 'node:crypto';
import type { Db, Sql } from '../../db/sql';
import type { LeadStatus } from '../../domain/leads/delivery-status';
import { ALARM_CHANNEL, LEAD_API_CHANNEL } from '../../domain/leads/channel-names';
import type { LeadContext } from '../../domain/leads/lead-context';
import type { LeadRecord } from '../../domain/leads/lead-view';
import type { LeadKind } from '../../domain/leads/lead-kinds';

export type { LeadKind };

/** A lead as stored: the fields the views read (LeadRecord), its key and its delivery state. */
export interface StoredLead extends LeadRecord {
  idempotencyKey: string;
  /** Derived from its outbox rows (the overdue alarm's row is no delivery of it). */
  status: LeadStatus;
  /** The dashboard lead API's id for it, once delivered there. */
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
  context?: LeadContext | null;
}

/** Which leads a listing shows: every one, those a channel still owes, or the dead letters. */
export type LeadFilter = 'all' | 'pending' | 'dead';

/** A sortable, unguessable lead id: 'L' + time (base 36) + 8 random bytes. */
export function newLeadId(now = Date.now()): string {
  return `L${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

interface Row {
  id: string;
  idempotency_key: string;
  kind: string;
  parent_id: string | null;
  form: string | null;
  category: string | null;
  subcategory: string | null;
  payload: Record<string, unknown>;
  context: LeadContext | null;
  created_at: number;
  channels: number;
  pending: number;
  dead: number;
  upstream_id: string | null;
}

/** A lead with its delivery state, summed over its outbox rows (not the alarm's). */
const DELIVERY = `o.tenant = l.tenant AND o.lead_id = l.id AND o.channel <> '${ALARM_CHANNEL}'`;
const SELECT = `SELECT l.id, l.idempotency_key, l.kind, l.parent_id, l.form, l.category, l.subcategory,
  l.payload, l.context, l.created_at,
  (SELECT count(*) FROM outbox o WHERE ${DELIVERY}) AS channels,
  (SELECT count(*) FROM outbox o WHERE ${DELIVERY} AND o.status = 'pending') AS pending,
  (SELECT count(*) FROM outbox o WHERE ${DELIVERY} AND o.status = 'dead') AS dead,
  (SELECT o.upstream_id FROM outbox o WHERE o.tenant = l.tenant AND o.lead_id = l.id AND o.channel = '${LEAD_API_CHANNEL}') AS upstream_id
  FROM leads l`;

function statusOf(r: Row): LeadStatus {
  if (Number(r.channels) === 0) return 'stored';
  if (Number(r.dead) > 0) return 'dead';
  return Number(r.pending) > 0 ? 'pending' : 'delivered';
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
    payload: r.payload,
    context: r.context ?? null,
    createdAt: Number(r.created_at),
    status: statusOf(r),
    upstreamId: r.upstream_id,
  };
}

export class LeadStore {
  constructor(
    readonly db: Db,
    readonly tenant: string,
  ) {}

  /**
   * Stores a lead and one outbox row per channel, in one transaction, unless its idempotency
   * key is known; returns the lead under that key either way.
   */
  async insert(
    lead: NewLead,
    channels: readonly string[],
    now = Date.now(),
  ): Promise<{ lead: StoredLead; created: boolean }> {
    const id = newLeadId(now);
    // one statement: the lead and its outbox rows are written together or not at all
    const { rows } = await this.db.query<{ id: string }>(
      `WITH lead AS (
         INSERT INTO leads (tenant, id, idempotency_key, kind, parent_id, form, category, subcategory, payload, context, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11)
         ON CONFLICT (tenant, idempotency_key) DO NOTHING
         RETURNING id),
       rows AS (
         INSERT INTO outbox (tenant, lead_id, channel, next_attempt_at, created_at)
         SELECT $1, lead.id, channel, $11, $11 FROM lead, unnest($12::text[]) AS channel)
       SELECT id FROM lead`,
      [
        this.tenant,
        id,
        lead.idempotencyKey,
        lead.kind,
        lead.parentId ?? null,
        lead.form ?? null,
        lead.category ?? null,
        lead.subcategory ?? null,
        JSON.stringify(lead.payload),
        lead.context ? JSON.stringify(lead.context) : null,
        now,
        [...channels],
      ],
    );
    const created = rows.length === 1;
    if (created)
      return {
        created,
        lead: {
          id,
          idempotencyKey: lead.idempotencyKey,
          kind: lead.kind,
          parentId: lead.parentId ?? null,
          form: lead.form ?? null,
          category: lead.category ?? null,
          subcategory: lead.subcategory ?? null,
          payload: lead.payload,
          context: lead.context ?? null,
          createdAt: now,
          status: channels.length > 0 ? 'pending' : 'stored',
          upstreamId: null,
        },
      };
    // a repeat: the lead its key already made
    const stored = await this.byKey(lead.idempotencyKey);
    if (!stored) throw new Error('the lead was not written');
    return { lead: stored, created };
  }

  private async one(where: string, value: string, sql: Sql = this.db): Promise<StoredLead | null> {
    const { rows } = await sql.query<Row>(`${SELECT} WHERE l.tenant = $1 AND ${where} = $2`, [
      this.tenant,
      value,
    ]);
    return rows[0] ? toLead(rows[0]) : null;
  }

  byKey(key: string): Promise<StoredLead | null> {
    return this.one('l.idempotency_key', key);
  }

  get(id: string): Promise<StoredLead | null> {
    return this.one('l.id', id);
  }

  async children(parentId: string): Promise<StoredLead[]> {
    const { rows } = await this.db.query<Row>(
      `${SELECT} WHERE l.tenant = $1 AND l.parent_id = $2 ORDER BY l.created_at, l.id`,
      [this.tenant, parentId],
    );
    return rows.map(toLead);
  }

  /**
   * The most recent leads (newest first) of one kind, or with a channel still owing them
   * ('pending') or that a channel gave up on ('dead'), older than `before` (a lead id: the
   * next page of a listing).
   */
  async list(
    options: { limit?: number; kind?: LeadKind; filter?: LeadFilter; before?: string | null } = {},
  ): Promise<StoredLead[]> {
    const limit = Math.min(Math.max(1, options.limit ?? 100), 10_000);
    const where = ['l.tenant = $1'];
    const params: unknown[] = [this.tenant];
    if (options.kind) where.push(`l.kind = $${params.push(options.kind)}`);
    if (options.filter === 'pending' || options.filter === 'dead')
      where.push(
        `EXISTS (SELECT 1 FROM outbox o WHERE ${DELIVERY} AND o.status = $${params.push(options.filter)})`,
      );
    if (options.before) {
      const n = params.push(options.before);
      where.push(
        `(l.created_at, l.id) < (SELECT b.created_at, b.id FROM leads b WHERE b.tenant = $1 AND b.id = $${n})`,
      );
    }
    const { rows } = await this.db.query<Row>(
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.push(limit)}`,
      params,
    );
    return rows.map(toLead);
  }

  /** Leads waiting for a channel, and leads a channel gave up on. */
  async counts(): Promise<{ pending: number; dead: number }> {
    const { rows } = await this.db.query<{ pending: number; dead: number }>(
      `SELECT count(DISTINCT lead_id) FILTER (WHERE status = 'pending') AS pending,
              count(DISTINCT lead_id) FILTER (WHERE status = 'dead') AS dead
         FROM outbox WHERE tenant = $1 AND channel <> $2`,
      [this.tenant, ALARM_CHANNEL],
    );
    return { pending: Number(rows[0]?.pending ?? 0), dead: Number(rows[0]?.dead ?? 0) };
  }

  /** Every tenant with leads in the database (one index probe per tenant, not a scan). */
  static async tenants(db: Db): Promise<string[]> {
    const { rows } = await db.query<{ tenant: string }>(
      `WITH RECURSIVE t AS (
         (SELECT tenant FROM leads ORDER BY tenant LIMIT 1)
         UNION ALL
         SELECT (SELECT l.tenant FROM leads l WHERE l.tenant > t.tenant ORDER BY l.tenant LIMIT 1)
           FROM t WHERE t.tenant IS NOT NULL)
       SELECT tenant FROM t WHERE tenant IS NOT NULL`,
    );
    return rows.map((r) => r.tenant);
  }

  /**
   * Deletes the leads that came in before `cutoff` with their follow-ups (a trade-in's later
   * steps go with its start), outbox rows and attempts (the retention period); returns how many.
   */
  async purgeBefore(cutoff: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM leads WHERE tenant = $1 AND (created_at < $2 OR parent_id IN
         (SELECT id FROM leads WHERE tenant = $1 AND created_at < $2))`,
      [this.tenant, cutoff],
    );
    return rowCount;
  }

  /** One payload field of every lead of a kind (the test-drive dates already booked). */
  async fieldValues(kind: LeadKind, field: string, limit = 2000): Promise<string[]> {
    const { rows } = await this.db.query<{ v: string | null }>(
      `SELECT payload->'userData'->>$3 AS v FROM leads WHERE tenant = $1 AND kind = $2
        ORDER BY created_at DESC LIMIT $4`,
      [this.tenant, kind, field, limit],
    );
    return rows.map((r) => r.v).filter((v): v is string => typeof v === 'string' && v !== '');
  }
}
