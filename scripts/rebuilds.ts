/**
 * The rebuilds the local server's webhook queued, ran and finished (src/server/rebuild-queue.ts):
 *
 *   npm run rebuilds                       newest first
 *   npm run rebuilds -- --tenant a --json
 *
 * The record is REBUILDS_FILE, default .data/rebuilds.json. On Netlify each rebuild is a
 * deploy in the site's deploy list, titled 'Rebuild of <slug>: content published'.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { jobSeconds, readJobsFile, type RebuildJob } from '../src/server/rebuild-queue';
import { rebuildConfig } from '../src/server/rebuild-webhook';

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, json: { type: 'boolean' } },
});
const file = path.resolve(rebuildConfig(process.env).statePath);
const record = readJobsFile(file);
const jobs = (record?.jobs ?? [])
  .filter((j) => !values.tenant || values.tenant.split(',').includes(j.tenant))
  .reverse();

const time = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 19) + 'Z';
const seconds = (job: RebuildJob) => {
  const s = jobSeconds(job);
  return s === null ? '' : `${s.toFixed(1)}s`;
};

if (values.json) {
  console.log(JSON.stringify(jobs, null, 2));
} else if (!record) {
  console.log(`No rebuilds yet (${path.relative(process.cwd(), file)}).`);
} else {
  const head = ['requested', 'tenant', 'state', 'publishes', 'waited', 'took', 'detail'];
  const rows = jobs.map((j) => [
    time(j.requestedAt),
    j.tenant,
    j.state,
    String(j.publishes),
    j.startedAt === null ? '' : `${((j.startedAt - j.requestedAt) / 1000).toFixed(1)}s`,
    seconds(j),
    j.detail,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(
    [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'),
  );
  console.log(`\n${path.relative(process.cwd(), file)}, updated ${time(record.updatedAt)}`);
}
