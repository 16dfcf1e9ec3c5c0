/**
 * Which database the server state lives in, from the environment:
 *
 *   DATABASE_URL    a PostgreSQL server (production; several processes or instances share it).
 *                   Its schema must be current: `npm run db:migrate` applies the migrations.
 *   NETLIFY_DB_URL  set by Netlify where the site has Netlify Database (`@netlify/database`
 *                   picks its driver); Netlify applies the migrations before it publishes.
 *   DATABASE_DIR    otherwise: the embedded database's folder (default .data/db), migrated when
 *                   opened; `memory://` keeps it in memory (tests).
 *
 * One connection pool (or embedded instance) per process and setting, shared by every tenant
 * the process serves: each row carries its tenant.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../data/tenant-context';
import { embeddedDb, embeddedOwner, EmbeddedInUse, MEMORY, sharedUrl } from './embedded';
import { migrate, pendingMigrations, readMigrations } from './migrate';
import { postgresDb } from './postgres';
import type { Db } from './sql';

type Env = Record<string, string | undefined>;

export type DbSettings =
  | { engine: 'postgres'; url: string }
  | { engine: 'netlify'; url: string }
  | { engine: 'embedded'; dir: string };

export const DEFAULT_DATABASE_DIR = path.join('.data', 'db');

export function dbSettings(env: Env = process.env, root = repoRoot()): DbSettings {
  const url = env.DATABASE_URL?.trim();
  if (url) return { engine: 'postgres', url };
  const netlify = env.NETLIFY_DB_URL?.trim();
  if (netlify) return { engine: 'netlify', url: netlify };
  const dir = env.DATABASE_DIR?.trim() || DEFAULT_DATABASE_DIR;
  return { engine: 'embedded', dir: dir === MEMORY ? MEMORY : path.resolve(root, dir) };
}

async function netlifyDb(url: string): Promise<Db> {
  const { getDatabase } = await import('@netlify/database');
  const connection = getDatabase();
  return postgresDb(url, { pool: connection.pool as unknown as import('pg').Pool });
}

/** Throws when a PostgreSQL database lacks migrations (the server never migrates a shared database by itself). */
async function requireCurrent(db: Db, root: string): Promise<void> {
  const pending = await pendingMigrations(db, readMigrations(root));
  if (pending.length > 0)
    throw new Error(
      `The database ${db.label} lacks ${pending.length} migration(s) (${pending.map((m) => `${m.version}_${m.name}`).join(', ')}): run \`npm run db:migrate\`.`,
    );
}

const OPEN = Symbol.for('dealer-sites.database');
type Cache = Map<string, Promise<Db>>;
const cache = (): Cache => ((globalThis as Record<symbol, Cache>)[OPEN] ??= new Map());

async function connect(settings: DbSettings, root: string): Promise<Db> {
  if (settings.engine === 'netlify') return netlifyDb(settings.url);
  if (settings.engine === 'postgres') {
    const db = postgresDb(settings.url);
    await requireCurrent(db, root);
    return db;
  }
  const db = await embeddedDb(settings.dir);
  await migrate(db, readMigrations(root));
  return db;
}

/** The server's database (opened once per process; a failure is retried on the next call). */
export function openDatabase(env: Env = process.env, root = repoRoot()): Promise<Db> {
  const settings = dbSettings(env, root);
  const key = JSON.stringify(settings);
  let db = cache().get(key);
  if (!db) {
    db = connect(settings, root);
    cache().set(key, db);
    db.catch(() => cache().delete(key));
  }
  return db;
}

export interface ToolDbOptions {
  /** false: an embedded database that does not exist yet is not made (a build reading it). */
  create?: boolean;
  /** How long to wait for another tool holding the embedded folder without sharing it. */
  waitMs?: number;
}

/**
 * A database for a local tool (`npm run leads`, a build reading reservation holds): the same
 * settings, but an embedded folder another process owns is reached through that process's
 * shared port. The caller closes it.
 */
export async function openToolDb(
  env: Env = process.env,
  root = repoRoot(),
  options: ToolDbOptions = {},
): Promise<Db> {
  const settings = dbSettings(env, root);
  if (settings.engine === 'netlify') return netlifyDb(settings.url);
  if (settings.engine === 'postgres') {
    const db = postgresDb(settings.url, { max: 2 });
    await requireCurrent(db, root).catch(async (error) => {
      await db.close();
      throw error;
    });
    return db;
  }
  if (options.create === false && settings.dir !== MEMORY && !existsSync(settings.dir))
    throw new Error(`there is no embedded database at ${settings.dir} yet`);
  const deadline = Date.now() + (options.waitMs ?? 0);
  let owner = settings.dir === MEMORY ? null : embeddedOwner(settings.dir);
  while (owner && owner.pid !== process.pid && !owner.port && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    owner = embeddedOwner(settings.dir);
  }
  if (owner && owner.pid !== process.pid) {
    if (!owner.port) throw new EmbeddedInUse(settings.dir, owner);
    return postgresDb(sharedUrl(owner.port), { max: 1 });
  }
  const db = await embeddedDb(settings.dir);
  await migrate(db, readMigrations(root));
  // this process already serves from it: the tool's close must not close the server's database
  return owner ? { ...db, close: async () => undefined } : db;
}
