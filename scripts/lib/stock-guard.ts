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

/** The guard against the last good build in the tenant's output folder (a local or CI build). */
export function checkStockGuard(
  slug: string,
  outDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<GuardResult> {
  return checkStockAgainst(slug, lastStockCheck(outDir)?.cars ?? null, env);
}

/**
 * The live site's stock check (Netlify's own build of a site has no previous output on disk:
 * the last good build is the deploy at its URL). null when there is none or it cannot be read.
 */
export async function liveStockCheck(
  siteUrl: string | undefined,
  doFetch: typeof fetch = fetch,
): Promise<StockCheck | null> {
  if (!siteUrl) return null;
  try {
    const response = await doFetch(new URL(STOCK_CHECK_PATH, siteUrl), {
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? readStockCheck(await response.json()) : null;
  } catch {
    return null;
  }
}

/** The guard for the tenant's stock now against `previous` cars (null: no last good build). */
export async function checkStockAgainst(
  slug: string,
  previous: number | null,
  env: Record<string, string | undefined> = process.env,
): Promise<GuardResult> {
  forgetLoadedTenants();
  const tenant = await loadTenant(slug);
  const current = await listedStockCount(tenant);
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
