/**
 * The paid reservation holds a build reads to mark cars reserved ('RESERVED'): from the
 * database the site's endpoints write (DATABASE_URL, or the embedded database, reached through
 * the local server when it holds it). A build that cannot reach the database builds without
 * the overlay and says so: the next build catches up.
 */
import type { PaidHold } from '../domain/checkout/reservation';
import { openToolDb } from '../db/open';
import type { Sql } from '../db/sql';

export async function paidHolds(sql: Sql, tenant: string): Promise<PaidHold[]> {
  const { rows } = await sql.query<{ car_id: string; status: string; held_until: number }>(
    "SELECT car_id, status, held_until FROM reservations WHERE tenant = $1 AND status = 'paid'",
    [tenant],
  );
  return rows.map((r) => ({ ...r, held_until: Number(r.held_until) }));
}

/** The tenant's paid holds; none (with a warning) when the database cannot be reached. */
export async function readHolds(
  tenant: string,
  env: Record<string, string | undefined> = process.env,
): Promise<PaidHold[]> {
  let db;
  try {
    db = await openToolDb(env, undefined, { create: false, waitMs: 15_000 });
    return await paidHolds(db, tenant);
  } catch (error) {
    if (/no embedded database/.test((error as Error).message)) return [];
    console.warn(
      `[reservations] ${tenant}: reservation holds not read (${(error as Error).message}); cars show without the reserved overlay`,
    );
    return [];
  } finally {
    await db?.close();
  }
}
