/**
 * Stock alerts in the database: the stock each tenant's last build published (its snapshot),
 * the alert items a build's difference becomes, and the messages that carry them, each with
 * one outbox row (stores/outbox.ts) so the one sender sends it, retries it and dead-letters it
 * as it does a lead.
 *
 * A build writes through a tool connection (openToolDb: on the embedded engine, the server's
 * shared port, where a tool may not hold a transaction), so `recordBuild` is one statement:
 * the new snapshot and the items go in together, or neither does (another build of the tenant
 * recorded first).
 */
import { randomBytes } from 'node:crypto';
import type { Db, Sql } from '../../db/sql';
import type { AlertItem } from '../../domain/alerts/alert-items';
import type { AlertContent, AlertSite, PendingItem } from '../../domain/alerts/alert-message';
import type { AlertChannel } from '../../domain/alerts/saved-search';
import type { StockSnapshot } from '../../domain/alerts/stock-changes';

export interface Snapshot {
  builtAt: number;
  cars: StockSnapshot;
  site: AlertSite;
}

/** The outbox channel of an alert sent by e-mail or SMS. */
export const ALERT_OUTBOX_CHANNELS: Record<AlertChannel, string> = {
  email: 'alert-email',
  sms: 'alert-sms',
};

export interface AlertGroup {
  accountId: string;
  channel: AlertChannel;
  recipient: string;
  items: PendingItem[];
}

export interface StoredAlert {
  id: string;
  accountId: string;
  channel: AlertChannel;
  recipient: string;
  content: AlertContent;
  createdAt: number;
}

export class AlertStore {
  constructor(readonly db: Db) {}

  async snapshot(tenant: string): Promise<Snapshot | null> {
    const { rows } = await this.db.query<{
      built_at: number;
      cars: StockSnapshot;
      site: AlertSite;
    }>('SELECT built_at, cars, site FROM stock_snapshots WHERE tenant = $1', [tenant]);
    const r = rows[0];
    return r ? { builtAt: Number(r.built_at), cars: r.cars, site: r.site } : null;
  }

  /**
   * Records a build's published stock and its alert items, taken against the snapshot of
   * `previousBuiltAt` (null: the tenant had none). Nothing is written when another build
   * recorded since (its snapshot is not that one): `recorded` is then false.
   */
  async recordBuild(
    tenant: string,
    input: {
      builtAt: number;
      previousBuiltAt: number | null;
      cars: StockSnapshot;
      site: AlertSite;
      items: readonly AlertItem[];
      now: number;
    },
  ): Promise<{ recorded: boolean; items: number }> {
    const { rows } = await this.db.query<{ recorded: number; items: number }>(
      `WITH snap AS (
         INSERT INTO stock_snapshots (tenant, built_at, cars, site) VALUES ($1, $2, $3::jsonb, $4::jsonb)
         ON CONFLICT (tenant) DO UPDATE
           SET built_at = EXCLUDED.built_at, cars = EXCLUDED.cars, site = EXCLUDED.site
           WHERE stock_snapshots.built_at = $5::bigint
         RETURNING tenant),
       items AS (
         INSERT INTO alert_items (tenant, subscription_id, change, car_id, car, built_at, created_at)
         SELECT $1, i.subscription_id, i.change, i.car_id, i.car, $2, $6
           FROM jsonb_to_recordset($7::jsonb) AS i(subscription_id text, change text, car_id text, car jsonb)
          WHERE EXISTS (SELECT 1 FROM snap)
            AND EXISTS (SELECT 1 FROM saved_searches s WHERE s.tenant = $1 AND s.id = i.subscription_id)
         ON CONFLICT DO NOTHING
         RETURNING 1)
       SELECT (SELECT count(*) FROM snap)::int AS recorded, (SELECT count(*) FROM items)::int AS items`,
      [
        tenant,
        input.builtAt,
        JSON.stringify(input.cars),
        JSON.stringify(input.site),
        input.previousBuiltAt,
        input.now,
        JSON.stringify(
          input.items.map((i) => ({
            subscription_id: i.subscriptionId,
            change: i.change,
            car_id: i.carId,
            car: i.car,
          })),
        ),
      ],
    );
    return { recorded: rows[0].recorded === 1, items: rows[0].items };
  }

  /** The tenants with items waiting for a message (of one tenant, or of all). */
  async pendingTenants(tenant: string | null = null): Promise<string[]> {
    const { rows } = await this.db.query<{ tenant: string }>(
      `SELECT DISTINCT tenant FROM alert_items
        WHERE message_id IS NULL AND ($1::text IS NULL OR tenant = $1) ORDER BY tenant`,
      [tenant],
    );
    return rows.map((r) => r.tenant);
  }

  /**
   * Turns a tenant's waiting items into messages, in one transaction: one message per shopper
   * and address, rendered by `render`, each with its outbox row; items whose alerts were
   * stopped meanwhile are dropped. Items another composer holds are skipped. Returns the ids of
   * the messages made.
   */
  async compose(
    tenant: string,
    now: number,
    render: (group: AlertGroup, site: AlertSite, messageId: string) => AlertContent,
  ): Promise<string[]> {
    return this.db.tx(async (sql) => {
      await sql.query(
        `DELETE FROM alert_items i USING saved_searches s
          WHERE i.tenant = $1 AND i.message_id IS NULL AND s.tenant = i.tenant
            AND s.id = i.subscription_id AND s.unsubscribed_at IS NOT NULL`,
        [tenant],
      );
      const site = await siteOf(sql, tenant);
      if (!site) return [];
      const { rows } = await sql.query<{
        id: number;
        change: PendingItem['change'];
        car: PendingItem['car'];
        account_id: string;
        channel: AlertChannel;
        recipient: string;
        kind: string;
        title: string;
      }>(
        `SELECT i.id, i.change, i.car, s.account_id, s.channel, s.recipient, s.kind, s.title
           FROM alert_items i JOIN saved_searches s ON s.tenant = i.tenant AND s.id = i.subscription_id
          WHERE i.tenant = $1 AND i.message_id IS NULL
          ORDER BY i.id
          FOR UPDATE OF i SKIP LOCKED`,
        [tenant],
      );
      const groups = new Map<string, AlertGroup & { itemIds: number[] }>();
      for (const r of rows) {
        const key = JSON.stringify([r.account_id, r.channel, r.recipient]);
        let group = groups.get(key);
        if (!group) {
          group = {
            accountId: r.account_id,
            channel: r.channel,
            recipient: r.recipient,
            items: [],
            itemIds: [],
          };
          groups.set(key, group);
        }
        group.items.push({
          change: r.change,
          car: r.car,
          search: r.kind === 'search' ? r.title : null,
        });
        group.itemIds.push(Number(r.id));
      }
      const made: string[] = [];
      for (const group of groups.values()) {
        const id = `A${randomBytes(12).toString('base64url')}`;
        const content = render(group, site, id);
        await sql.query(
          `INSERT INTO alert_messages (tenant, id, account_id, channel, recipient, content, created_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
          [
            tenant,
            id,
            group.accountId,
            group.channel,
            group.recipient,
            JSON.stringify(content),
            now,
          ],
        );
        await sql.query(
          'UPDATE alert_items SET message_id = $2 WHERE tenant = $1 AND id = ANY($3::bigint[])',
          [tenant, id, group.itemIds],
        );
        await sql.query(
          `INSERT INTO outbox (tenant, alert_id, channel, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $4)`,
          [tenant, id, ALERT_OUTBOX_CHANNELS[group.channel], now],
        );
        made.push(id);
      }
      return made;
    });
  }

  async message(tenant: string, id: string): Promise<StoredAlert | null> {
    const { rows } = await this.db.query<{
      id: string;
      account_id: string;
      channel: AlertChannel;
      recipient: string;
      content: AlertContent;
      created_at: number;
    }>(
      `SELECT id, account_id, channel, recipient, content, created_at FROM alert_messages
        WHERE tenant = $1 AND id = $2`,
      [tenant, id],
    );
    const r = rows[0];
    return r
      ? {
          id: r.id,
          accountId: r.account_id,
          channel: r.channel,
          recipient: r.recipient,
          content: r.content,
          createdAt: Number(r.created_at),
        }
      : null;
  }

  /** The messages sent (or queued) to one address, newest last. */
  async messagesTo(tenant: string, recipient: string): Promise<StoredAlert[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM alert_messages WHERE tenant = $1 AND recipient = $2 ORDER BY created_at, id',
      [tenant, recipient],
    );
    const out: StoredAlert[] = [];
    for (const r of rows) {
      const m = await this.message(tenant, r.id);
      if (m) out.push(m);
    }
    return out;
  }
}

async function siteOf(sql: Sql, tenant: string): Promise<AlertSite | null> {
  const { rows } = await sql.query<{ site: AlertSite }>(
    'SELECT site FROM stock_snapshots WHERE tenant = $1',
    [tenant],
  );
  return rows[0]?.site ?? null;
}
