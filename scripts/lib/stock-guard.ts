/**
 * The stock guard's check (src/domain/vehicle/stock-guard.ts), run by every build before it
 * touches the tenant's output folder (scripts/build-tenant.mjs): the cars the site lists now,
 * read the way the build reads them, against those the last good build published in its
 * /stock-check.json. A tenant that cannot be read at all fails here too, its site untouched.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { forgetLoadedTenants, listedStockCount, loadTenant } from '../../src/data/tenant-content';
import {
  readStockCheck,
  STOCK_CHECK_PATH,
  type StockCheck,
} from '../../src/domain/vehicle/stock-check';
import {
  allowDropFromEnv,
  stockGuard,
  type StockGuardOutcome,
} from '../../src/domain/vehicle/stock-guard';

/** The last good build's stock check in a tenant's output folder (client/ of a local build, else its root). */
export function lastStockCheck(outDir: string): StockCheck | null {
  for (const dir of [path.join(outDir, 'client'), outDir]) {
    const file = path.join(dir, STOCK_CHECK_PATH.slice(1));
    if (!existsSync(file)) continue;
    try {
      return readStockCheck(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A tenant whose build is skipped as unchanged had its stock read just now (its digest) and
 * found the same: its published stock check takes the new time, the count as it was.
 */
export function touchStockCheck(outDir: string, now = new Date()): void {
  const file = path.join(outDir, 'client', STOCK_CHECK_PATH.slice(1));
  const last = lastStockCheck(outDir);
  if (!last || !existsSync(file)) return;
  writeFileSync(file, JSON.stringify({ ...last, checkedAt: now.toISOString() }));
}

export type GuardResult = StockGuardOutcome & { current: number; previous: number | null };

export async function checkStockGuard(
  slug: string,
  outDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<GuardResult> {
  forgetLoadedTenants();
  const tenant = await loadTenant(slug);
  const current = await listedStockCount(tenant);
  const previous = lastStockCheck(outDir)?.cars ?? null;
  const outcome = stockGuard({
    tenant: slug,
    previous,
    current,
    limit: tenant.website.config.stockDropLimit,
    allowDrop: allowDropFromEnv(env),
  });
  forgetLoadedTenants();
  return { ...outcome, current, previous };
}
