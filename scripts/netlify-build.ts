/**
 * Netlify build of one tenant (TENANT from the site's environment): generates its sample
 * store when it has no content API, checks its stock against the live deploy's (the stock
 * guard), then runs `astro build` with the Netlify adapter, and records the build's stock
 * difference for shoppers' alerts.
 */
import { execa } from 'execa';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTenantEntry } from '../src/data/tenant-context';
import { writeRateLimitEdgeFunctions } from './lib/netlify-rate-limits';
import { checkStockAgainst, liveStockCheck } from './lib/stock-guard';
import { recordStockAlerts } from '../src/build/stock-alerts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slug = process.env.TENANT;
if (!slug) {
  console.error(
    'Set TENANT=<slug> in the Netlify site environment (one of the folders in tenants/).',
  );
  process.exit(1);
}
const entry = readTenantEntry(slug, root);
const usesApi = (entry.content ?? (process.env.CONTENT_API_HOST ? 'api' : 'sample')) === 'api';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
if (!usesApi)
  await execa(process.execPath, [bin('tsx'), 'scripts/generate-sample-data.ts', '--tenant', slug], {
    cwd: root,
    stdio: 'inherit',
  });
// the stock guard against the live deploy (its /stock-check.json at Netlify's URL), before the
// build: a stop fails this deploy and Netlify keeps the live one (docs/stock-lifecycle.md)
const live = await liveStockCheck(process.env.URL);
const guard = await checkStockAgainst(slug, live?.cars ?? null, process.env);
if (!guard.ok) {
  console.error(guard.message);
  process.exit(1);
}
console.log(
  guard.note ??
    `[stock-guard] ${slug}: ${guard.current} cars listed${live ? ` (the live site has ${live.cars})` : ' (no live stock check to compare with)'}`,
);
await execa(process.execPath, [bin('astro'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { NETLIFY: 'true', TENANT: slug },
});
// the build's stock difference becomes shoppers' alerts (src/build/stock-alerts.ts); the site's
// scheduled function sends them within the minute (a deploy preview sends none)
const alerts = await recordStockAlerts(slug, process.env).catch((e: Error) => ({
  note: `[alerts] ${slug}: no stock alerts recorded: ${e.message}`,
}));
console.log(alerts.note);
// Netlify's per-IP, per-endpoint rate limits: the middleware's limits, as edge function rules.
const rules = writeRateLimitEdgeFunctions(root);
console.log(`Rate limits: ${rules.length} endpoint rules in netlify/edge-functions/`);
