/**
 * The migrations: from an empty database and from every earlier schema with data in it, on the
 * embedded engine and on PostgreSQL, ending in the same schema with the data kept; applied once
 * however many runs race; an applied migration edited afterwards stops the run.
 */
import { describe, expect, it } from 'vitest';
import {
  migrate,
  pendingMigrations,
  readMigrations,
  splitStatements,
  type Migration,
} from '../../../src/db/migrate';
import type { Db } from '../../../src/db/sql';
import { postgresDb } from '../../../src/db/postgres';
import { ENGINES, embeddedTestDb, postgresTestUrl } from '../../support/db';

const MIGRATIONS = readMigrations(process.cwd());

/** An empty database (no migrations) of each engine. */
async function emptyDb(engine: (typeof ENGINES)[number]): Promise<Db> {
  if (engine === 'postgres') {
    // postgresTestUrl migrates its schema: drop what it made to start from nothing
    const db = postgresDb(await postgresTestUrl(), { max: 4 });
    const { rows } = await db.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema()',
    );
    for (const r of rows) await db.query(`DROP TABLE IF EXISTS "${r.tablename}" CASCADE`);
    return db;
  }
  return embeddedTestDb('unmigrated');
}

async function schemaOf(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ t: string; c: string; d: string; n: string }>(
    `SELECT table_name AS t, column_name AS c, data_type AS d, is_nullable AS n
       FROM information_schema.columns WHERE table_schema = current_schema()
      ORDER BY table_name, column_name`,
  );
  const indexes = await db.query<{ i: string }>(
    `SELECT indexname AS i FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
  );
  return [
    ...rows.map((r) => `${r.t}.${r.c} ${r.d} ${r.n}`),
    ...indexes.rows.map((r) => `index ${r.i}`),
  ];
}

/** Rows a deployment at each version would hold, written through that version's tables. */
const SEED: Record<number, string[]> = {
  1: [
    `INSERT INTO leads (tenant, id, idempotency_key, kind, payload, created_at) VALUES ('t', 'L1', 'k1', 'enquiry', '{"userData":{"name":"Jo"}}', 1)`,
    `INSERT INTO outbox (tenant, lead_id, channel, next_attempt_at, created_at) VALUES ('t', 'L1', 'lead-api', 1, 1)`,
    `INSERT INTO car_views (tenant, slug, views) VALUES ('t', 'a-car', 7)`,
  ],
  2: [
    `INSERT INTO sessions (tenant, id, account_id, phone, created_at, expires_at) VALUES ('t', 'S1', 'U1', '+61411222333', 1, 99)`,
    `INSERT INTO watchlist (tenant, phone, car_id, created_at) VALUES ('t', '+61411222333', '5', 1)`,
  ],
  3: [
    `INSERT INTO reservations (tenant, id, idempotency_key, car_id, car_slug, return_path, source, buyer, amount, currency, provider, status, created_at, paid_at, held_until)
     VALUES ('t', 'R1', 'rk1', '5', 'a-car', '/', 'checkout', '{}', 20000, 'aud', 'test', 'paid', 1, 1, 99)`,
  ],
  4: [
    `INSERT INTO rebuild_jobs (id, tenant, state, publishes, requested_at, last_requested_at, due_at) VALUES ('J1', 't', 'queued', 2, 1, 1, 2)`,
  ],
  5: [
    `INSERT INTO leads (tenant, id, idempotency_key, kind, payload, context, created_at) VALUES ('t', 'L5', 'k5', 'enquiry', '{}', '{"car":null}', 5)`,
    `INSERT INTO outbox (tenant, lead_id, channel, status, next_attempt_at, created_at) VALUES ('t', 'L5', 'alarm', 'delivered', 5, 5)`,
  ],
  6: [
    `INSERT INTO saved_searches (tenant, id, account_id, phone, kind, url, state, title, channel, recipient, created_at)
     VALUES ('t', 'S1', 'U1', '+61411222333', 'search', '/search/toyota', '{"refinementList":{"make":["Toyota"]}}', 'Toyota', 'email', 'jo@example.com', 1)`,
    `INSERT INTO stock_snapshots (tenant, built_at, cars, site) VALUES ('t', 1, '{}', '{}')`,
    `INSERT INTO alert_messages (tenant, id, account_id, channel, recipient, content, created_at) VALUES ('t', 'A1', 'U1', 'email', 'jo@example.com', '{}', 1)`,
    `INSERT INTO outbox (tenant, alert_id, channel, next_attempt_at, created_at) VALUES ('t', 'A1', 'alert-email', 1, 1)`,
  ],
};

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [
    'leads',
    'outbox',
    'car_views',
    'sessions',
    'watchlist',
    'reservations',
    'rebuild_jobs',
    'saved_searches',
    'alert_messages',
  ]) {
    const exists = await db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    if (exists.rowCount === 0) continue;
    out[table] = Number(
      (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n,
    );
  }
  return out;
}

describe.each(ENGINES)('migrations on %s', (engine) => {
  it(
    'from an empty database: every migration once, then nothing pending',
    { timeout: 120_000 },
    async () => {
      const db = await emptyDb(engine);
      const applied = await migrate(db, MIGRATIONS);
      expect(applied.map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(db, MIGRATIONS)).toEqual([]);
      expect(await pendingMigrations(db, MIGRATIONS)).toEqual([]);
      await db.close();
    },
  );

  it.each(MIGRATIONS.slice(0, -1).map((m) => m.version))(
    'from the schema of migration %i with data in it: the same schema as a fresh one, data kept',
    async (version) => {
      const fresh = await emptyDb(engine);
      await migrate(fresh, MIGRATIONS);
      const expected = await schemaOf(fresh);
      await fresh.close();

      const db = await emptyDb(engine);
      await migrate(db, MIGRATIONS, { to: version });
      expect((await pendingMigrations(db, MIGRATIONS)).map((m) => m.version)).toEqual(
        MIGRATIONS.filter((m) => m.version > version).map((m) => m.version),
      );
      for (let v = 1; v <= version; v++) for (const sql of SEED[v] ?? []) await db.query(sql);
      const before = await counts(db);
      await migrate(db, MIGRATIONS);
      expect(await schemaOf(db)).toEqual(expected);
      const after = await counts(db);
      for (const [table, n] of Object.entries(before)) expect(after[table], table).toBe(n);
      // the seeded rows read back whole
      expect(
        (await db.query<{ payload: unknown }>("SELECT payload FROM leads WHERE id = 'L1'")).rows,
      ).toEqual([{ payload: { userData: { name: 'Jo' } } }]);
      await db.close();
    },
    120_000,
  );

  it(
    'an applied migration changed afterwards stops the run, naming it',
    { timeout: 120_000 },
    async () => {
      const db = await emptyDb(engine);
      await migrate(db, MIGRATIONS);
      const edited: Migration[] = MIGRATIONS.map((m, i) =>
        i === 0 ? { ...m, sql: `${m.sql}\n-- edited`, checksum: 'different' } : m,
      );
      await expect(migrate(db, edited)).rejects.toThrow(
        /0*1_leads was changed after it was applied/,
      );
      await db.close();
    },
  );
});

describe.runIf(ENGINES.includes('postgres'))('migrations racing on PostgreSQL', () => {
  it('four runs at once apply each migration once', async () => {
    const url = await postgresTestUrl();
    const base = postgresDb(url, { max: 1 });
    const { rows } = await base.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema()',
    );
    for (const r of rows) await base.query(`DROP TABLE IF EXISTS "${r.tablename}" CASCADE`);
    await base.close();
    const dbs = Array.from({ length: 4 }, () => postgresDb(url, { max: 2 }));
    const results = await Promise.all(dbs.map((db) => migrate(db, MIGRATIONS)));
    expect(
      results
        .flat()
        .map((m) => m.version)
        .sort(),
    ).toEqual(MIGRATIONS.map((m) => m.version));
    await Promise.all(dbs.map((db) => db.close()));
  });
});

describe('splitting a migration into statements', () => {
  it.each([
    ['CREATE TABLE a (x int); CREATE TABLE b (y int);', 2],
    ["INSERT INTO a VALUES ('a;b'); SELECT 1", 2],
    ["INSERT INTO a VALUES ('it''s; fine')", 1],
    ['-- a comment; with a semicolon\nCREATE TABLE a (x int);', 1],
    ['/* block; comment */ SELECT 1; SELECT 2', 2],
    ['CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql; SELECT 2', 2],
    ['CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql', 1],
    ['SELECT "a;b" FROM t', 1],
    ['  ;  ;  ', 0],
  ])('%j: %i statement(s)', (sql, n) => {
    expect(splitStatements(sql)).toHaveLength(n);
  });

  it('every migration file splits into statements PostgreSQL accepts (the runs above)', () => {
    for (const m of MIGRATIONS) expect(splitStatements(m.sql).length).toBeGreaterThan(0);
  });
});
