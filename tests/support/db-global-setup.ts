/**
 * Vitest's global set-up for the data layer: a migrated embedded database as a template, and an
 * unmigrated one for the migrations' tests (each
 * test file loads it in well under a second instead of initialising PostgreSQL in WebAssembly
 * again), and a real PostgreSQL server for the stores' tests on PostgreSQL (TEST_DATABASE_URL
 * when given; else started here, and stopped at the end). Without PostgreSQL installed the
 * PostgreSQL runs are skipped with a note, except under `npm test` (DEALER_REQUIRE_POSTGRES) or
 * CI, where that is an error.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { migrate, readMigrations } from '../../src/db/migrate';
import type { Db } from '../../src/db/sql';
import { startPostgres, type PostgresServer } from '../../scripts/lib/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteEmpty: string;
    postgresUrl: string | null;
  }
}

let server: PostgresServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  const pglite = await PGlite.create({ parsers: { 20: (v: string) => Number(v) } });
  const db: Db = {
    kind: 'embedded',
    label: 'template',
    query: async (text, params) => {
      const r = await pglite.query(text, params);
      return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
    },
    exec: async (text) => void (await pglite.exec(text)),
    tx: (run) =>
      pglite.transaction((t) =>
        run({
          query: async (text, params) => {
            const r = await t.query(text, params);
            return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
          },
        }),
      ),
    close: () => pglite.close(),
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const save = async (name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  // before any migration too: the migrations' own tests start from nothing
  project.provide('pgliteEmpty', await save('empty.tar'));
  await migrate(db, readMigrations(process.cwd()));
  project.provide('pgliteTemplate', await save('template.tar'));
  await pglite.close();

  let url = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!url) {
    try {
      server = await startPostgres();
      url = server.url;
    } catch (error) {
      if (process.env.CI || process.env.DEALER_REQUIRE_POSTGRES) throw error;
      console.warn(`[db] PostgreSQL runs skipped: ${(error as Error).message}`);
    }
  }
  project.provide('postgresUrl', url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
