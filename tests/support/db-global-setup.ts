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
import { oncePerRun } from './once-per-run';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteEmpty: string;
    postgresUrl: string | null;
  }
}

interface Databases {
  pgliteEmpty: string;
  pgliteTemplate: string;
  postgresUrl: string | null;
  server: PostgresServer | null;
}

async function prepare(): Promise<Databases> {
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
  const pgliteEmpty = await save('empty.tar');
  await migrate(db, readMigrations(process.cwd()));
  const pgliteTemplate = await save('template.tar');
  await pglite.close();

  let server: PostgresServer | null = null;
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
  return { pgliteEmpty, pgliteTemplate, postgresUrl: url, server };
}

/** Made once per vitest run: the `unit` and `integration` projects both name this set-up. */
const databases = oncePerRun('__dealerTestDatabases', prepare, ({ server }) => server?.stop());

export async function setup(project: TestProject): Promise<void> {
  const { pgliteEmpty, pgliteTemplate, postgresUrl } = await databases.acquire();
  project.provide('pgliteEmpty', pgliteEmpty);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresUrl', postgresUrl);
}

export const teardown = () => databases.drop();
