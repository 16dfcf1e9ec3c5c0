/** The PostgreSQL server engine: a `pg` pool (or Netlify Database's, which is one). */
import pg from 'pg';
import { maskUrl, type Db, type QueryResult, type Sql } from './sql';

/** int8 (bigint, count(*)) as a JS number: our int8 columns hold epoch milliseconds and counts. */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

interface Queryable {
  query(text: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function normalise<R>(result: pg.QueryResult): QueryResult<R> {
  return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
}

function sqlOf(client: Queryable): Sql {
  return {
    query: async <R>(text: string, params?: unknown[]) =>
      normalise<R>(await client.query(text, params)),
  };
}

export interface PostgresOptions {
  /** Connections this process opens at most (a serverless instance needs few). */
  max?: number;
  /** A pool made elsewhere (Netlify Database's `getDatabase().pool`). */
  pool?: pg.Pool;
}

export function postgresDb(url: string, options: PostgresOptions = {}): Db {
  const pool =
    options.pool ??
    new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      types,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
    });
  // an idle client's error (the server restarted) must not take the process down
  pool.on('error', (error) => console.error(`[db] idle connection error: ${error.message}`));
  const direct = sqlOf(pool);
  return {
    kind: 'postgres',
    label: maskUrl(url),
    query: direct.query.bind(direct),
    exec: async (text) => {
      await pool.query(text);
    },
    async tx<T>(run: (sql: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await run(sqlOf(client));
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
