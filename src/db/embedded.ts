/**
 * The embedded engine: PGlite (PostgreSQL in WebAssembly) inside this process, in a data folder
 * (default `.data/db`) or in memory. One process owns a folder at a time: it holds
 * `<folder>.owner.json` (its pid, and the loopback port where it shares the database, if it
 * does). Other local processes (`npm run leads`, a build reading reservation holds) reach the
 * owner's database through that port with the PostgreSQL protocol, or open the folder
 * themselves when nobody owns it. Several tenants' server bundles loaded in one process (the
 * local server) share one instance (`EMBEDDED` on globalThis).
 *
 * Transactions run in the owner; a tool on the shared port reads, or writes single statements
 * (PGlite runs one session: a tool's own BEGIN … COMMIT would interleave with the owner's queries).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, QueryResult, Sql } from './sql';

export const MEMORY = 'memory://';

interface Owner {
  pid: number;
  /** The loopback port of the shared database, when the owner shares it. */
  port: number | null;
}

export class EmbeddedInUse extends Error {
  constructor(
    readonly dir: string,
    readonly owner: Owner,
  ) {
    super(
      `The embedded database ${dir} is in use by process ${owner.pid}. Stop it, or set DATABASE_URL so several processes share a PostgreSQL server.`,
    );
  }
}

const ownerFile = (dir: string) => `${dir}.owner.json`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of a data folder, or null (a stale file of a dead process is removed). */
export function embeddedOwner(dir: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as Owner;
    if (typeof owner.pid === 'number' && alive(owner.pid)) return owner;
    rmSync(ownerFile(dir), { force: true });
  } catch {
    // no owner file, or an unreadable one: nobody owns the folder
  }
  return null;
}

function claim(dir: string): void {
  mkdirSync(path.dirname(dir), { recursive: true });
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(ownerFile(dir), JSON.stringify({ pid: process.pid, port: null }), {
        flag: 'wx',
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = embeddedOwner(dir);
      if (owner && owner.pid !== process.pid) throw new EmbeddedInUse(dir, owner);
      if (owner) return;
    }
  }
  throw new Error(`Could not take the embedded database ${dir}`);
}

function release(dir: string): void {
  if (embeddedOwner(dir)?.pid === process.pid) rmSync(ownerFile(dir), { force: true });
}

type PGliteInstance = import('@electric-sql/pglite').PGlite;

interface Opened {
  db: Db;
  pglite: PGliteInstance;
}

const EMBEDDED = Symbol.for('dealer-sites.embedded-db');
type Registry = Map<string, Promise<Opened>>;
const registry = (): Registry => ((globalThis as Record<symbol, Registry>)[EMBEDDED] ??= new Map());

function normalise<R>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<R> {
  return { rows: result.rows as R[], rowCount: result.affectedRows ?? result.rows.length };
}

async function open(dir: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const memory = dir === MEMORY;
  if (!memory) claim(dir);
  let pglite: PGliteInstance;
  try {
    // int8 as a JS number, as the pg engine is set up (epoch milliseconds, counts)
    pglite = await PGlite.create(memory ? undefined : dir, {
      parsers: { 20: (v: string) => Number(v) },
    });
  } catch (error) {
    if (!memory) release(dir);
    throw error;
  }
  if (!memory) process.once('exit', () => release(dir));
  const db: Db = {
    kind: 'embedded',
    label: memory ? 'embedded (in memory)' : `embedded (${dir})`,
    query: async <R>(text: string, params?: unknown[]) =>
      normalise<R>(await pglite.query(text, params)),
    exec: async (text) => {
      await pglite.exec(text);
    },
    tx: <T>(run: (sql: Sql) => Promise<T>) =>
      pglite.transaction((t) =>
        run({
          query: async <R>(text: string, params?: unknown[]) =>
            normalise<R>(await t.query(text, params)),
        }),
      ),
    close: async () => {
      registry().delete(dir);
      await pglite.close();
      if (!memory) release(dir);
    },
  };
  return { db, pglite };
}

/**
 * The embedded database of a folder (or MEMORY), opened once per process. A folder another live
 * process owns throws EmbeddedInUse (see embeddedOwner for its shared port).
 */
export async function embeddedDb(dir: string): Promise<Db> {
  const key = dir === MEMORY ? `${MEMORY}${registry().size}` : path.resolve(dir);
  if (dir === MEMORY) return (await open(MEMORY)).db; // each in-memory database is its own
  let opened = registry().get(key);
  if (!opened) {
    opened = open(key);
    registry().set(key, opened);
    opened.catch(() => registry().delete(key));
  }
  return (await opened).db;
}

/**
 * Shares this process's embedded database on a loopback port for the local tools, and writes
 * the port into the owner file. Returns a function that stops sharing.
 */
export async function shareEmbedded(dir: string): Promise<() => Promise<void>> {
  const key = path.resolve(dir);
  const opened = await registry().get(key);
  if (!opened) throw new Error(`The embedded database ${dir} is not open in this process`);
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({
    db: opened.pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: 4,
  });
  let port = 0;
  server.addEventListener('listening', (event) => {
    port = (event as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();
  writeFileSync(ownerFile(key), JSON.stringify({ pid: process.pid, port } satisfies Owner));
  return async () => {
    await server.stop();
    if (embeddedOwner(key)?.pid === process.pid)
      writeFileSync(ownerFile(key), JSON.stringify({ pid: process.pid, port: null }));
  };
}

/** The connection string of an owner's shared port. */
export function sharedUrl(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}
