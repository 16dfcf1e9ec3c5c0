/**
 * The rebuilds the local server's webhook queued, ran and finished (src/server/rebuild-queue.ts):
 *
 *   npm run rebuilds                       newest first
 *   npm run rebuilds -- --tenant a --json
 *
 * The record is the rebuild_jobs table of the database (DATABASE_URL, or the embedded one).
 * On Netlify each rebuild is also a deploy in the site's deploy list, titled 'Rebuild of
 * <slug>: content published'.
 */
import { parseArgs } from 'node:util';
import { openToolDb } from '../src/db/open';
import { jobSeconds, listJobs, type RebuildJob } from '../src/server/rebuild-queue';
import { terminalSafe } from './lib/terminal-text';

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, json: { type: 'boolean' } },
});
const db = await openToolDb();
const jobs = await listJobs(db, values.tenant?.split(',')).finally(() => db.close());
jobs.reverse();

const time = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 19) + 'Z';
const seconds = (job: RebuildJob) => {
  const s = jobSeconds(job);
  return s === null ? '' : `${s.toFixed(1)}s`;
};

if (values.json) {
  console.log(JSON.stringify(jobs, null, 2));
} else if (jobs.length === 0) {
  console.log(`No rebuilds yet (${db.label}).`);
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
    terminalSafe(
      [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'),
    ),
  );
  console.log(`\n${db.label}`);
}
