/**
 * The one SQL interface every store uses. Two engines speak it with the same SQL (PostgreSQL's
 * dialect, `$1` parameters): a PostgreSQL server through `pg` (production, `DATABASE_URL`, or
 * Netlify Database), and PGlite, PostgreSQL compiled to WebAssembly, in-process (the embedded
 * default). Stores never see which one they talk to.
 */
export interface QueryResult<R> {
  rows: R[];
  /** Rows a write changed (or a read returned). */
  rowCount: number;
}

export interface Sql {
  /** One statement with `$n` parameters. A jsonb value is passed as JSON text and cast (`$1::jsonb`). */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export type DbKind = 'postgres' | 'embedded';

export interface Db extends Sql {
  readonly kind: DbKind;
  /** Where it is, for logs and error messages: never a password. */
  readonly label: string;
  /** Several statements without parameters (a migration). */
  exec(text: string): Promise<void>;
  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(run: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE of an error from either engine (unique_violation is 23505). */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export const UNIQUE_VIOLATION = '23505';

/** A connection string with its password masked, for messages. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unreadable connection string)';
  }
}

/** The database could not be opened or reached: endpoints answer 503, never 500. */
export class DatabaseUnavailable extends Error {
  constructor(readonly reason: unknown) {
    super(`The database is unavailable: ${(reason as Error)?.message ?? String(reason)}`);
    this.name = 'DatabaseUnavailable';
  }
}

/** A connection-level failure (refused, reset, timed out), as opposed to an error in a query. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|57P0[1-3]|08\d{3})$/.test(code)
  )
    return true;
  const message = (error as Error | null)?.message ?? '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(
    message,
  );
}

/**
 * A Db opened on first use: each call waits for the connection, and a failed open is tried
 * again on the next call (a database that was down at start-up is used once it is back). Lets a
 * process hold its stores from the start; a failure reaches the caller as DatabaseUnavailable
 * instead of taking the process down.
 */
export function lazyDb(open: () => Promise<Db>, label = 'database'): Db {
  let current: Promise<Db> | null = null;
  let known: Db | null = null;
  const ready = (): Promise<Db> => {
    current ??= open().then(
      (db) => (known = db),
      (error: unknown) => {
        current = null;
        throw new DatabaseUnavailable(error);
      },
    );
    return current;
  };
  const db: Db = {
    get kind() {
      return known?.kind ?? 'postgres';
    },
    get label() {
      return known?.label ?? label;
    },
    query: async <R>(text: string, params?: unknown[]) => (await ready()).query<R>(text, params),
    exec: async (text: string) => (await ready()).exec(text),
    tx: async <T>(run: (sql: Sql) => Promise<T>) => (await ready()).tx(run),
    close: async () => {
      if (current) await (await current).close();
    },
  };
  return db;
}
