/**
 * The HTML validity budget (rules.md: Page budgets): the Nu Html Checker (vnu-jar, one JVM call) over the
 * page set the page audits use (scripts/bench/lib/page-set.ts: one built page of every page
 * type) of every built tenant. Any error fails (exit 1); warnings are printed only.
 *
 *   npm run check:html                      every built tenant
 *   npm run check:html -- --tenant a,b      only these
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtTenants } from './serve';
import { auditPages, type PageRef } from './bench/lib/page-set';
import { runValidatorWithWarnings } from './bench/lib/audit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { tenant: { type: 'string' } } });
const tenants = values.tenant?.split(',') ?? builtTenants(path.join(root, 'dist'));
if (!tenants.length) throw new Error('No built tenant in dist/: run npm run build first');

const pages = new Map<string, PageRef & { tenant: string }>();
for (const tenant of tenants) {
  const set = auditPages(root, tenant);
  if (!set.length)
    throw new Error(`${tenant} is not built: run npm run build -- --tenant ${tenant}`);
  for (const p of set) pages.set(p.file, { ...p, tenant });
}
const started = Date.now();
const messages = await runValidatorWithWarnings([...pages.keys()]);
const where = (file: string) => {
  const p = pages.get(file);
  return p ? `${p.tenant} ${p.kind} ${p.path}` : file;
};
const errors = messages.filter((m) => m.type === 'error');
for (const m of messages) console.log(`${m.type} ${where(m.file)}:${m.line ?? ''} ${m.message}`);
console.log(
  `Nu Html Checker: ${pages.size} pages of ${tenants.length} tenants in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s: ${errors.length} errors, ` +
    `${messages.length - errors.length} warnings.`,
);
if (errors.length) process.exitCode = 1;
