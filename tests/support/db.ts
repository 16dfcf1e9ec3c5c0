/**
 * Test databases, each empty and migrated: the embedded engine (PGlite in memory, loaded from
 * the global set-up's template) and the real PostgreSQL server (a schema of its own per test
 * database, so test files never see each other's rows). `ENGINES` runs a store's tests on both.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { postgresDb } from '../../src/db/postgres';
import { migrate, readMigrations } from '../../src/db/migrate';
import type { Db, QueryResult, Sql } from '../../src/db/sql';

export type Engine = 'embedded' | 'postgres';

/** The engines a store's tests run on (PostgreSQL when the global set-up has a server). */
export const ENGINES: Engine[] = inject('postgresUrl') ? ['embedded', 'postgres'] : ['embedded'];

const norm = <R>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<R> => ({
  rows: r.rows as R[],
  rowCount: r.affectedRows ?? r.rows.length,
});

/** An empty embedded database in memory: migrated, or with no migration applied (`unmigrated`). */
export async function embeddedTestDb(schema: 'migrated' | 'unmigrated' = 'migrated'): Promise<Db> {
  const template = new Blob([
    readFileSync(inject(schema === 'migrated' ? 'pgliteTemplate' : 'pgliteEmpty')),
  ]);
  const pglite = await PGlite.create({
    loadDataDir: template,
    parsers: { 20: (v: string) => Number(v) },
  });
  return {
    kind: 'embedded',
    label: 'embedded (test)',
    query: async <R>(text: string, params?: unknown[]) => norm<R>(await pglite.query(text, params)),
    exec: async (text) => void (await pglite.exec(text)),
    tx: <T>(run: (sql: Sql) => Promise<T>) =>
      pglite.transaction((t) =>
        run({ query: async <R>(q: string, p?: unknown[]) => norm<R>(await t.query(q, p)) }),
      ),
    close: () => pglite.close(),
  };
}

/** The URL of a new, migrated schema of its own on the test PostgreSQL server. */
export async function postgresTestUrl(): Promise<string> {
  const base = inject('postgresUrl');
  if (!base) throw new Error('no PostgreSQL server for this run');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgresDb(base, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = postgresDb(url.toString(), { max: 1 });
  await migrate(db, readMigrations(process.cwd()));
  await db.close();
  return url.toString();
}

export async function postgresTestDb(max = 10): Promise<Db> {
  return postgresDb(await postgresTestUrl(), { max });
}

export function testDb(engine: Engine = 'embedded'): Promise<Db> {
  return engine === 'postgres' ? postgresTestDb() : embeddedTestDb();
}
