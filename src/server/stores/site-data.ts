/** A site's small counters and records: view counts, tracked events, used captcha challenges. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/sql';

export class SiteData {
  constructor(
    readonly db: Db,
    readonly tenant: string,
  ) {}

  /** Records a view and returns the new count, starting from the car's known views. */
  async addView(slug: string, startFrom: number): Promise<number> {
    const { rows } = await this.db.query<{ views: number }>(
      `INSERT INTO car_views (tenant, slug, views) VALUES ($1, $2, $3)
       ON CONFLICT (tenant, slug) DO UPDATE SET views = car_views.views + 1
       RETURNING views`,
      [this.tenant, slug, Math.max(0, Math.floor(startFrom)) + 1],
    );
    return Number(rows[0].views);
  }

  async track(kind: string, payload: unknown, now = Date.now()): Promise<void> {
    await this.db.query(
      'INSERT INTO site_events (tenant, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4)',
      [this.tenant, kind, JSON.stringify(payload), now],
    );
  }

  async tracked(kind: string): Promise<{ payload: unknown; createdAt: number }[]> {
    const { rows } = await this.db.query<{ payload: unknown; created_at: number }>(
      'SELECT payload, created_at FROM site_events WHERE tenant = $1 AND kind = $2 ORDER BY id',
      [this.tenant, kind],
    );
    return rows.map((r) => ({ payload: r.payload, createdAt: Number(r.created_at) }));
  }

  /** Marks a captcha challenge used; false when it already was (a replay). Expired entries are swept. */
  async useCaptcha(signature: string, expiresAt: number, now = Date.now()): Promise<boolean> {
    await this.db.query('DELETE FROM captcha_used WHERE tenant = $1 AND expires_at < $2', [
      this.tenant,
      now,
    ]);
    const r = await this.db.query(
      `INSERT INTO captcha_used (tenant, signature, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (tenant, signature) DO NOTHING`,
      [this.tenant, signature, Math.round(expiresAt)],
    );
    return r.rowCount === 1;
  }

  /**
   * A secret the site's instances share, made (random, 32 bytes) on first use: the default
   * signing key for sessions, captcha challenges and the test payment provider where the
   * environment sets none.
   */
  async secret(name: string): Promise<string> {
    await this.db.query(
      `INSERT INTO app_secrets (tenant, name, value) VALUES ($1, $2, $3) ON CONFLICT (tenant, name) DO NOTHING`,
      [this.tenant, name, randomBytes(32).toString('hex')],
    );
    const { rows } = await this.db.query<{ value: string }>(
      'SELECT value FROM app_secrets WHERE tenant = $1 AND name = $2',
      [this.tenant, name],
    );
    return rows[0].value;
  }
}
