/**
 * `tsx scripts/check-secrets.ts [--dist dist] [--tenant a,b]`: the CI secret grep over the
 * built tenants in dist/ (scripts/lib/secret-scan.ts): the values of the secret variables in
 * this environment and the shapes of secret keys. Prints each finding as file and kind (never
 * the secret) and exits 1 when there is one. `npm test` runs it after the build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtTenants } from './serve';
import { scanForSecrets } from './lib/secret-scan';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { tenant: { type: 'string' }, dist: { type: 'string' } } });
const dist = path.resolve(root, values.dist ?? 'dist');
const slugs = values.tenant ? values.tenant.split(',') : builtTenants(dist);
if (slugs.length === 0) {
  console.error(`No built tenants in ${dist}: run \`npm run build\` first`);
  process.exit(1);
}
const dirs = slugs.map((slug) => path.join(dist, slug));
for (const dir of dirs) if (!existsSync(dir)) throw new Error(`${dir} is missing: not built`);
const started = performance.now();
const { files, findings } = scanForSecrets(dirs);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (findings.length > 0) {
  console.error(`Secrets in the built sites (${findings.length}):`);
  for (const f of findings) console.error(`  ${path.relative(root, f.file)}: ${f.kind}`);
  process.exit(1);
}
console.log(`No secrets in ${files} built files of ${slugs.join(', ')} (${seconds} s)`);
