/**
 * `npm run check:links [-- --tenant a,b]`: link integrity of the built tenants in dist/
 * (scripts/lib/link-integrity.ts). Prints the internal links checked per tenant, each broken
 * link with the pages that carry it, and pages missing their SEO tags; writes the full
 * report to reports/link-integrity.json; exits non-zero when anything is broken.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtTenants } from './serve';
import { checkTenant, formatReport, onDemandRoutes } from './lib/link-integrity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { tenant: { type: 'string' }, dist: { type: 'string' } } });
const dist = path.resolve(root, values.dist ?? 'dist');
const slugs = values.tenant ? values.tenant.split(',') : builtTenants(dist);
if (slugs.length === 0) {
  console.error(`No built tenants in ${path.relative(root, dist)}/: run \`npm run build\` first`);
  process.exit(1);
}
const onDemand = onDemandRoutes(path.join(root, 'src', 'pages'));
const reports = slugs.map((slug) => {
  const client = path.join(dist, slug, 'client');
  if (!existsSync(client)) throw new Error(`${slug} is not built: ${client} is missing`);
  return checkTenant(slug, client, { onDemand });
});
console.log(`On-demand routes: ${onDemand.join(', ')}`);
console.log(formatReport(reports));
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'link-integrity.json'), JSON.stringify(reports, null, 2));
const failed = reports.filter((r) => r.broken.length > 0 || r.seo.length > 0);
if (failed.length > 0) {
  console.error(
    `\nLink integrity failed on ${failed.map((r) => r.slug).join(', ')} (full list: reports/link-integrity.json)`,
  );
  process.exit(1);
}
console.log('\nLink integrity: every internal link resolves.');
