/**
 * `npm run check:links [-- --tenant a,b]`: link integrity of the built tenants in dist/
 * (scripts/lib/link-integrity.ts). Prints the internal links checked per tenant, each broken
 * link with the pages that carry it, pages missing their SEO tags and links whose whole text is
 * a generic phrase ('Learn more': scripts/lib/link-text.ts); writes the full report to
 * reports/link-integrity.json; exits non-zero when anything is broken.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtTenants } from './serve';
import { checkTenant, formatReport, onDemandRoutes } from './lib/link-integrity';
import { genericLinks } from './lib/link-text';
import { htmlFiles, pagePathOf } from '../src/build/built-pages';

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
/** Per tenant, the links whose whole text is a generic phrase, with the page each is on. */
const vague = slugs.map((slug) => {
  const client = path.join(dist, slug, 'client');
  return htmlFiles(client).flatMap((file) =>
    genericLinks(readFileSync(file, 'utf8')).map((l) => ({ page: pagePathOf(client, file), ...l })),
  );
});
console.log(`On-demand routes: ${onDemand.join(', ')}`);
console.log(formatReport(reports));
slugs.forEach((slug, i) => {
  console.log(`${slug}: ${vague[i].length} links whose text is only a generic phrase`);
  for (const v of vague[i].slice(0, 20))
    console.log(`  VAGUE   "${v.text}" → ${v.href} on ${v.page}`);
  if (vague[i].length > 20) console.log(`  VAGUE   … ${vague[i].length - 20} more`);
});
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(
  path.join(root, 'reports', 'link-integrity.json'),
  JSON.stringify(
    reports.map((r, i) => ({ ...r, genericLinkText: vague[i] })),
    null,
    2,
  ),
);
const failed = reports.filter(
  (r, i) => r.broken.length > 0 || r.seo.length > 0 || vague[i].length > 0,
);
if (failed.length > 0) {
  console.error(
    `\nLink integrity failed on ${failed.map((r) => r.slug).join(', ')} (full list: reports/link-integrity.json)`,
  );
  process.exit(1);
}
console.log('\nLink integrity: every internal link resolves.');
