/**
 * Shoppers' saved searches and watchlist alerts (domain/alerts/saved-search.ts): each belongs to
 * an account and sends its alerts by e-mail or SMS to one address. Deleting one removes it with
 * its unsent alert items; unsubscribing (the message's link) stops the alerts to that address
 * and keeps the searches.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/sql';
import type { SearchUiState } from '../../domain/search/url-state';
import type {
  AlertChannel,
  SavedSearchView,
  SubscriptionKind,
} from '../../domain/alerts/saved-search';

export interface StoredSubscription extends SavedSearchView {
  accountId: string;
  phone: string;
  state: SearchUiState | null;
}

interface Row {
  id: string;
  account_id: string;
  phone: string;
  kind: SubscriptionKind;
  url: string | null;
  state: SearchUiState | null;
  title: string;
  channel: AlertChannel;
  recipient: string;
  created_at: number;
  unsubscribed_at: number | null;
}

const COLUMNS =
  'id, account_id, phone, kind, url, state, title, channel, recipient, created_at, unsubscribed_at';

function toSubscription(r: Row): StoredSubscription {
  return {
    id: r.id,
    accountId: r.account_id,
    phone: r.phone,
    kind: r.kind,
    url: r.url,
    state: r.state,
    title: r.title,
    channel: r.channel,
    recipient: r.recipient,
    createdAt: Number(r.created_at),
    alerts: r.unsubscribed_at === null,
  };
}

/** What the garage shows of one (no account id, phone or state). */
export function viewOf(s: StoredSubscription): SavedSearchView {
  return {
    id: s.id,
    kind: s.kind,
    url: s.url,
    title: s.title,
    channel: s.channel,
    recipient: s.recipient,
    createdAt: s.createdAt,
    alerts: s.alerts,
  };
}

export type NewSubscription = Omit<StoredSubscription, 'id' | 'alerts'>;

export type AddResult =
  { ok: true; subscription: StoredSubscription } | { ok: false; reason: 'too-many' | 'already' };

export class SavedSearchStore {
  constructor(
    readonly db: Db,
    readonly tenant: string,
  ) {}

  /**
   * Saves one, unless the account already keeps `max` searches or the same search to the same
   * address (one statement: two saves at once cannot both pass the count). A watchlist
   * subscription replaces the account's earlier one.
   */
  async add(input: NewSubscription, max: number): Promise<AddResult> {
    const id = `S${randomBytes(9).toString('base64url')}`;
    const params = [
      this.tenant,
      id,
      input.accountId,
      input.phone,
      input.kind,
      input.url,
      input.state === null ? null : JSON.stringify(input.state),
      input.title,
      input.channel,
      input.recipient,
      input.createdAt,
    ];
    if (input.kind === 'watchlist') {
      const { rows } = await this.db.query<Row>(
        `INSERT INTO saved_searches (tenant, id, account_id, phone, kind, url, state, title, channel, recipient, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)
         ON CONFLICT (tenant, account_id) WHERE kind = 'watchlist'
         DO UPDATE SET channel = EXCLUDED.channel, recipient = EXCLUDED.recipient,
                       title = EXCLUDED.title, unsubscribed_at = NULL
         RETURNING ${COLUMNS}`,
        params,
      );
      return { ok: true, subscription: toSubscription(rows[0]) };
    }
    const { rows } = await this.db.query<Row & { outcome: string }>(
      `WITH mine AS (
         SELECT url, channel, recipient FROM saved_searches
          WHERE tenant = $1 AND account_id = $3 AND kind = 'search'),
       verdict AS (
         SELECT CASE
           WHEN EXISTS (SELECT 1 FROM mine WHERE url = $6 AND channel = $9 AND recipient = $10) THEN 'already'
           WHEN (SELECT count(*) FROM mine) >= $12 THEN 'too-many'
           ELSE 'ok' END AS outcome),
       added AS (
         INSERT INTO saved_searches (tenant, id, account_id, phone, kind, url, state, title, channel, recipient, created_at)
         SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11 FROM verdict WHERE outcome = 'ok'
         RETURNING ${COLUMNS})
       SELECT verdict.outcome, added.* FROM verdict LEFT JOIN added ON true`,
      [...params, max],
    );
    const r = rows[0];
    if (r.outcome !== 'ok') return { ok: false, reason: r.outcome as 'too-many' | 'already' };
    return { ok: true, subscription: toSubscription(r) };
  }

  /** An account's saved searches, oldest first (the watchlist's alerts first of all). */
  async list(accountId: string): Promise<StoredSubscription[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_searches WHERE tenant = $1 AND account_id = $2
        ORDER BY kind = 'search', created_at, id`,
      [this.tenant, accountId],
    );
    return rows.map(toSubscription);
  }

  /** Deletes one of the account's own; false when it has none of that id. */
  async remove(accountId: string, id: string): Promise<boolean> {
    const r = await this.db.query(
      'DELETE FROM saved_searches WHERE tenant = $1 AND account_id = $2 AND id = $3',
      [this.tenant, accountId, id],
    );
    return r.rowCount === 1;
  }

  /** Stops (or, `on`, restarts) every alert of an account to one address; how many changed. */
  async setAlerts(
    destination: { accountId: string; channel: AlertChannel; recipient: string },
    on: boolean,
    now: number,
  ): Promise<number> {
    const r = await this.db.query(
      `UPDATE saved_searches SET unsubscribed_at = CASE WHEN $5 THEN NULL ELSE $6::bigint END
        WHERE tenant = $1 AND account_id = $2 AND channel = $3 AND recipient = $4
          AND (unsubscribed_at IS NULL) = NOT $5`,
      [this.tenant, destination.accountId, destination.channel, destination.recipient, on, now],
    );
    return r.rowCount;
  }

  /** Every subscription whose alerts are on, with the watched cars of the watchlist's. */
  async active(): Promise<(StoredSubscription & { watched: string[] })[]> {
    const { rows } = await this.db.query<Row & { watched: string[] | null }>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `s.${c}`)
        .join(', ')},
              CASE WHEN s.kind = 'watchlist' THEN
                (SELECT array_agg(w.car_id ORDER BY w.car_id) FROM watchlist w
                  WHERE w.tenant = s.tenant AND w.phone = s.phone) END AS watched
         FROM saved_searches s
        WHERE s.tenant = $1 AND s.unsubscribed_at IS NULL
        ORDER BY s.created_at, s.id`,
      [this.tenant],
    );
    return rows.map((r) => ({ ...toSubscription(r), watched: r.watched ?? [] }));
  }
}
