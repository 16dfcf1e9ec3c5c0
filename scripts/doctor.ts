/**
 * `npm run doctor -- --tenant <slug>`: checks a tenant's configuration, its content API and
 * search host with the configured credentials, and every payload; prints each problem with
 * its fix. Exits 1 when something would fail the build.
 */
import { parseArgs } from 'node:util';
import { formatReport, runDoctor } from './lib/doctor';

const { values } = parseArgs({ options: { tenant: { type: 'string' } } });
if (!values.tenant) {
  console.error('Usage: npm run doctor -- --tenant <slug>');
  process.exit(2);
}
const report = await runDoctor(values.tenant);
console.log(formatReport(report));
process.exit(report.problems.some((p) => p.level === 'error') ? 1 : 0);
