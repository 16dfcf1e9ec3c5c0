/**
 * Shoppers' accounts in the database: the one-time code of each number (only its HMAC), the
 * wrong guesses at it per client, sessions (a signed cookie names a row; signing out ends the
 * row, so the old cookie stops working), the watchlist, and the messages a site would have sent
 * where no provider is configured (a local clone's sign-in codes).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/sql';

export interface StoredCode {
  hash: string;
  expiresAt: number;
  sentAt: number;
  /** Wrong guesses at this code, from every client. */
  wrongTotal: number;
}

export interface StoredSession {
  id: string;
  accountId: string;
  phone: string;
  createdAt: number;
  expiresAt: number;
  endedAt: number | null;
}

export interface DevMessage {
  channel: string;
  recipient: string;
  body: string;
  createdAt: number;
}

export class AccountStore {
  constructor(
    readonly db: Db,
    readonly tenant: string,
  ) {}

  async code(phone: string): Promise<StoredCode | null> {
    const { rows } = await this.db.query<{
      hash: string;
      expires_at: number;
      sent_at: number;
      wrong_total: number;
    }>(
      'SELECT hash, expires_at, sent_at, wrong_total FROM sign_in_codes WHERE tenant = $1 AND phone = $2',
      [this.tenant, phone],
    );
    const r = rows[0];
    return r
      ? {
          hash: r.hash,
          expiresAt: Number(r.expires_at),
          sentAt: Number(r.sent_at),
          wrongTotal: r.wrong_total,
        }
      : null;
  }

  /** A new code replaces the number's old one, and the wrong guesses at it. */
  async putCode(phone: string, hash: string, expiresAt: number, now: number): Promise<void> {
    await this.db.tx(async (sql) => {
      await sql.query('DELETE FROM sign_in_codes WHERE tenant = $1 AND phone = $2', [
        this.tenant,
        phone,
      ]);
      await sql.query(
        `INSERT INTO sign_in_codes (tenant, phone, hash, expires_at, sent_at) VALUES ($1, $2, $3, $4, $5)`,
        [this.tenant, phone, hash, expiresAt, now],
      );
    });
  }

  /** This client's wrong guesses at the number's current code. */
  async wrongGuesses(phone: string, client: string): Promise<number> {
    const { rows } = await this.db.query<{ wrong: number }>(
      'SELECT wrong FROM sign_in_guesses WHERE tenant = $1 AND phone = $2 AND client = $3',
      [this.tenant, phone, client],
    );
    return rows[0]?.wrong ?? 0;
  }

  /** Counts a wrong guess by a client; returns that client's count, and every client's. */
  async countWrong(phone: string, client: string): Promise<{ client: number; total: number }> {
    return this.db.tx(async (sql) => {
      const total = await sql.query<{ wrong_total: number }>(
        `UPDATE sign_in_codes SET wrong_total = wrong_total + 1 WHERE tenant = $1 AND phone = $2
         RETURNING wrong_total`,
        [this.tenant, phone],
      );
      if (total.rowCount === 0) return { client: 0, total: 0 };
      const mine = await sql.query<{ wrong: number }>(
        `INSERT INTO sign_in_guesses (tenant, phone, client, wrong) VALUES ($1, $2, $3, 1)
         ON CONFLICT (tenant, phone, client) DO UPDATE SET wrong = sign_in_guesses.wrong + 1
         RETURNING wrong`,
        [this.tenant, phone, client],
      );
      return { client: mine.rows[0].wrong, total: total.rows[0].wrong_total };
    });
  }

  /** Uses up the code: true for the one caller that deleted it (two concurrent right answers sign in once). */
  async takeCode(phone: string, hash: string): Promise<boolean> {
    const r = await this.db.query(
      'DELETE FROM sign_in_codes WHERE tenant = $1 AND phone = $2 AND hash = $3',
      [this.tenant, phone, hash],
    );
    return r.rowCount === 1;
  }

  /** The account of a number, made on its first sign-in; the sign-in time is recorded. */
  async signIn(phone: string, accountId: string, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO accounts (tenant, id, phone, created_at, last_sign_in_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (tenant, phone) DO UPDATE SET last_sign_in_at = $4`,
      [this.tenant, accountId, phone, now],
    );
  }

  async createSession(
    accountId: string,
    phone: string,
    now: number,
    ttlMs: number,
  ): Promise<StoredSession> {
    const id = randomBytes(24).toString('base64url');
    await this.db.query(
      `INSERT INTO sessions (tenant, id, account_id, phone, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [this.tenant, id, accountId, phone, now, now + ttlMs],
    );
    return { id, accountId, phone, createdAt: now, expiresAt: now + ttlMs, endedAt: null };
  }

  /** A live session (not ended, not expired), or null. */
  async session(id: string, now: number): Promise<StoredSession | null> {
    const { rows } = await this.db.query<{
      id: string;
      account_id: string;
      phone: string;
      created_at: number;
      expires_at: number;
    }>(
      `SELECT id, account_id, phone, created_at, expires_at FROM sessions
        WHERE tenant = $1 AND id = $2 AND ended_at IS NULL AND expires_at > $3`,
      [this.tenant, id, now],
    );
    const r = rows[0];
    return r
      ? {
          id: r.id,
          accountId: r.account_id,
          phone: r.phone,
          createdAt: Number(r.created_at),
          expiresAt: Number(r.expires_at),
          endedAt: null,
        }
      : null;
  }

  async endSession(id: string, now: number): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET ended_at = $3 WHERE tenant = $1 AND id = $2 AND ended_at IS NULL',
      [this.tenant, id, now],
    );
  }

  async watchlist(phone: string): Promise<string[]> {
    const { rows } = await this.db.query<{ car_id: string }>(
      'SELECT car_id FROM watchlist WHERE tenant = $1 AND phone = $2 ORDER BY created_at, car_id',
      [this.tenant, phone],
    );
    return rows.map((r) => r.car_id);
  }

  async saveCar(phone: string, carId: string, now = Date.now()): Promise<void> {
    await this.db.query(
      `INSERT INTO watchlist (tenant, phone, car_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant, phone, car_id) DO NOTHING`,
      [this.tenant, phone, carId, now],
    );
  }

  async removeCar(phone: string, carId: string): Promise<void> {
    await this.db.query('DELETE FROM watchlist WHERE tenant = $1 AND phone = $2 AND car_id = $3', [
      this.tenant,
      phone,
      carId,
    ]);
  }

  /** Development only (no provider configured): a message the site would have sent. */
  async recordDevMessage(message: DevMessage): Promise<void> {
    await this.db.query(
      'INSERT INTO dev_messages (tenant, channel, recipient, body, created_at) VALUES ($1, $2, $3, $4, $5)',
      [this.tenant, message.channel, message.recipient, message.body, message.createdAt],
    );
  }

  async devMessages(recipient: string): Promise<DevMessage[]> {
    const { rows } = await this.db.query<{
      channel: string;
      recipient: string;
      body: string;
      created_at: number;
    }>(
      'SELECT channel, recipient, body, created_at FROM dev_messages WHERE tenant = $1 AND recipient = $2 ORDER BY id',
      [this.tenant, recipient],
    );
    return rows.map((r) => ({
      channel: r.channel,
      recipient: r.recipient,
      body: r.body,
      createdAt: Number(r.created_at),
    }));
  }
}
