/** Tenant selection shared by build-all, the server and the benchmarks. */
import { listTenantSlugs } from '../../src/data/tenant-context';

/** Every tenant, or the comma list given, or shard i/n of the sorted list (1-based i). */
export function selectTenants(options: {
  tenants?: string;
  shard?: string;
  root?: string;
}): string[] {
  const all = listTenantSlugs(options.root);
  let chosen = all;
  if (options.tenants) {
    // a tenant named twice is built once
    const wanted = [
      ...new Set(
        options.tenants
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = wanted.filter((w) => !all.includes(w));
    if (unknown.length)
      throw new Error(`Unknown tenant(s): ${unknown.join(', ')}. Known: ${all.join(', ')}`);
    chosen = wanted;
  }
  if (options.shard) {
    const m = /^(\d+)\/(\d+)$/.exec(options.shard);
    if (!m) throw new Error(`--shard takes i/n, e.g. 1/4 (got ${options.shard})`);
    const [i, n] = [Number(m[1]), Number(m[2])];
    if (n < 1 || i < 1 || i > n) throw new Error(`--shard ${options.shard}: need 1 <= i <= n`);
    chosen = chosen.filter((_, index) => index % n === i - 1);
  }
  return chosen;
}
