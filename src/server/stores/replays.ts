/**
 * Signed requests accepted once, across instances: a webhook's signature is remembered until
 * its timestamp is too old to pass the age check anyway, so a replay is refused without
 * keeping anything forever.
 */
import type { Db } from '../../db/sql';

export class ReplayGuard {
  constructor(
    readonly db: Db,
    /** Which webhook (signatures of different webhooks never collide). */
    readonly scope: string,
  ) {}

  /** 'fresh' (and now remembered until `expiresAtSeconds`) or 'replay'. */
  async accept(
    signature: string,
    expiresAtSeconds: number,
    nowSeconds: number,
  ): Promise<'fresh' | 'replay'> {
    await this.db.query('DELETE FROM webhook_replays WHERE expires_at < $1', [nowSeconds]);
    const r = await this.db.query(
      `INSERT INTO webhook_replays (scope, signature, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (scope, signature) DO NOTHING`,
      [this.scope, signature, expiresAtSeconds],
    );
    return r.rowCount === 1 ? 'fresh' : 'replay';
  }
}
