/**
 * Counters for the limits that outlast the platform's rate-limit window (at most 180 s on
 * Netlify): per phone number, per e-mail address. Fixed windows, counted in the database so
 * every instance sees the same count.
 */
import type { Db } from '../../db/sql';

export interface LongLimit {
  max: number;
  windowMs: number;
}

export class Limits {
  constructor(
    readonly db: Db,
    readonly tenant: string,
  ) {}

  /**
   * Counts one use of `key` in its current window; returns null when allowed, else the
   * milliseconds until the window ends.
   */
  async hit(key: string, limit: LongLimit, now = Date.now()): Promise<number | null> {
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    const { rows } = await this.db.query<{ count: number }>(
      `INSERT INTO rate_counters (tenant, key, window_start, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (tenant, key, window_start) DO UPDATE SET count = rate_counters.count + 1
       RETURNING count`,
      [this.tenant, key, start],
    );
    if (Number(rows[0].count) <= limit.max) return null;
    return start + limit.windowMs - now;
  }

  /**
   * Counts one use of each key in one statement; returns null when every key is within the
   * limit, else the milliseconds until the window ends.
   */
  async hitAll(
    keys: readonly string[],
    limit: LongLimit,
    now = Date.now(),
  ): Promise<number | null> {
    if (keys.length === 0) return null;
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    const { rows } = await this.db.query<{ count: number }>(
      `INSERT INTO rate_counters (tenant, key, window_start, count)
       SELECT $1, key, $2, 1 FROM unnest($3::text[]) AS key
       ON CONFLICT (tenant, key, window_start) DO UPDATE SET count = rate_counters.count + 1
       RETURNING count`,
      [this.tenant, start, [...new Set(keys)]],
    );
    return rows.some((r) => Number(r.count) > limit.max) ? start + limit.windowMs - now : null;
  }

  /** Drops windows that ended more than a day ago. */
  async sweep(now = Date.now()): Promise<void> {
    await this.db.query('DELETE FROM rate_counters WHERE window_start < $1', [now - 86_400_000]);
  }
}
