/**
 * Versioned SQL migrations: `netlify/database/migrations/<number>_<name>.sql`, applied in
 * order, each in its own transaction, once. The folder is the one Netlify Database applies
 * before it publishes a deploy; `npm run db:migrate` applies the same files to any
 * DATABASE_URL and records them in `schema_migrations` (with a checksum: an applied migration
 * that was edited afterwards stops the run). Concurrent runs wait on an advisory lock.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './sql';

export const MIGRATIONS_DIR = path.join('netlify', 'database', 'migrations');
const FILE = /^(\d+)_([a-z0-9_-]+)\.sql$/;
/** pg_advisory_xact_lock's key for migrations (any constant the application uses for nothing else). */
const LOCK_KEY = 7_310_202_611;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(root: string): Migration[] {
  const dir = path.join(root, MIGRATIONS_DIR);
  return readdirSync(dir)
    .map((file) => FILE.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const sql = readFileSync(path.join(dir, m[0]), 'utf8');
      return {
        version: Number(m[1]),
        name: m[2],
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
}

const TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at bigint NOT NULL
)`;

interface Applied {
  version: number;
  name: string;
  checksum: string;
}

/** Creates the record table (under the lock: two first runs at once would collide creating it). */
async function ensureTable(db: Db): Promise<void> {
  await db.tx(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await sql.query(TABLE);
  });
}

async function applied(db: Db): Promise<Applied[]> {
  await ensureTable(db);
  return (
    await db.query<Applied>(
      'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
    )
  ).rows;
}

/** The migrations not yet applied; throws when an applied one no longer matches its file. */
export async function pendingMigrations(db: Db, migrations: Migration[]): Promise<Migration[]> {
  const done = new Map((await applied(db)).map((a) => [a.version, a]));
  for (const m of migrations) {
    const a = done.get(m.version);
    if (a && a.checksum !== m.checksum)
      throw new Error(
        `Migration ${m.version}_${m.name} was changed after it was applied to ${db.label}: add a new migration instead of editing an applied one.`,
      );
  }
  return migrations.filter((m) => !done.has(m.version));
}

/** Applies the pending migrations up to `to` (all by default); returns the ones applied. */
export async function migrate(
  db: Db,
  migrations: Migration[],
  options: { to?: number; now?: number } = {},
): Promise<Migration[]> {
  const done: Migration[] = [];
  for (const m of await pendingMigrations(db, migrations)) {
    if (options.to !== undefined && m.version > options.to) break;
    const ran = await db.tx(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // another process may have applied it while this one waited for the lock
      const again = await sql.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        m.version,
      ]);
      if (again.rowCount > 0) return false;
      for (const statement of splitStatements(m.sql)) await sql.query(statement);
      await sql.query(
        'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)',
        [m.version, m.name, m.checksum, options.now ?? Date.now()],
      );
      return true;
    });
    if (ran) done.push(m);
  }
  return done;
}

/**
 * A migration file's statements, one by one (a transaction's query takes one statement with
 * the extended protocol both engines use). Splits on semicolons outside quotes, comments and
 * dollar-quoted bodies.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end < 0 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += c;
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
