/**
 * The rebuild queue and its builders: debounce per tenant, never two builds of one tenant
 * at once, the record `npm run rebuilds` reads, a local build-all run (a stub build-all in
 * a temporary repository, bounded in time) and the Netlify build hook on loopback.
 */
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  listJobs,
  RebuildQueue,
  STOPPED_DETAIL,
  type BuildOutcome,
} from '../../../src/server/rebuild-queue';
import { localBuilder, netlifyHookBuilder } from '../../../src/server/rebuild-builders';
import { lazyDb } from '../../../src/db/sql';
import { repoTempDir } from '../../support/fixture-tenant';
import { ENGINES, testDb } from '../../support/db';

const queues: RebuildQueue[] = [];
afterEach(() => queues.splice(0).forEach((q) => q.stop()));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(ENGINES)('rebuild queue on %s', (engine) => {
  const db = lazyDb(() => testDb(engine));

  /** Waits for the queue to drain, failing after `ms` instead of hanging. */
  const drained = (q: RebuildQueue, ms = 5000) =>
    Promise.race([
      q.idle(),
      sleep(ms).then(() => Promise.reject(new Error('queue did not drain'))),
    ]);

  function queue(
    builder: (tenant: string) => Promise<BuildOutcome>,
    options: Partial<ConstructorParameters<typeof RebuildQueue>[0]> = {},
  ) {
    const q = new RebuildQueue({ db, builder, debounceMs: 40, maxWaitMs: 2000, ...options });
    q.start();
    queues.push(q);
    return q;
  }

  it('debounces: several publishes within the window give one build', async () => {
    const clock = { t: 1_000_000 };
    const builds: string[] = [];
    const q = new RebuildQueue({
      db,
      builder: async (t) => (builds.push(t), { ok: true }),
      debounceMs: 40,
      maxWaitMs: 2000,
      now: () => clock.t,
    });
    await q.request('a');
    clock.t += 10;
    await q.request('a');
    clock.t += 10;
    const job = await q.request('a');
    expect(job.publishes).toBe(3);
    await q.request('b');
    clock.t += 39; // within the last publish's window: nothing starts
    await q.pump();
    expect(builds).toEqual([]);
    clock.t += 1;
    await q.pump();
    expect(builds.sort()).toEqual(['a', 'b']);
    const a = (await listJobs(db, ['a']))[0];
    expect(a).toMatchObject({ state: 'succeeded', publishes: 3 });
    // the build started after the last publish's window, not the first's
    expect((a.startedAt ?? 0) - a.lastRequestedAt).toBe(40);
    expect((a.startedAt ?? 0) - a.requestedAt).toBe(60);
  });

  it('a steady stream of publishes still builds within the maximum wait', async () => {
    const clock = { t: 2_000_000 };
    const q = new RebuildQueue({
      db,
      builder: async () => ({ ok: true }),
      debounceMs: 50,
      maxWaitMs: 120,
      now: () => clock.t,
    });
    const first = await q.request('stream');
    for (let i = 0; i < 10; i++) {
      clock.t += 25;
      await q.pump();
      await q.request('stream');
    }
    clock.t += 200; // the stream ends: its last job builds too
    await q.pump();
    const jobs = await listJobs(db, ['stream']);
    expect(jobs.length).toBeGreaterThanOrEqual(2); // the stream outlived one job's wait
    expect(jobs[0].startedAt! - first.requestedAt).toBeGreaterThanOrEqual(120);
    expect(jobs[0].startedAt! - first.requestedAt).toBeLessThan(120 + 25);
  });

  it('a started queue builds when the wait ends, on its own timer', async () => {
    const builds: string[] = [];
    const q = queue(async (t) => (builds.push(t), { ok: true }), { debounceMs: 30 });
    await q.request('timer');
    await drained(q);
    expect(builds).toEqual(['timer']);
  });

  it('never runs two builds of one tenant at once, even from two queues; a publish during a build builds after it', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const builder = async (t: string) => {
      running++;
      most = Math.max(most, running);
      order.push(`start ${t}`);
      await sleep(80);
      order.push(`end ${t}`);
      running--;
      return { ok: true };
    };
    // two processes' queues on one database
    const q = queue(builder, { debounceMs: 10, concurrency: 2 });
    queue(builder, { debounceMs: 10, concurrency: 2 });
    await q.request('one');
    // wait until 'one' is building (not a fixed sleep: a loaded machine starts it later)
    for (let waited = 0; !order.includes('start one'); waited += 5) {
      if (waited > 10_000) throw new Error("'one' never started building");
      await sleep(5);
    }
    await q.request('one');
    await drained(q);
    expect(most).toBe(1);
    expect(order).toEqual(['start one', 'end one', 'start one', 'end one']);
    expect((await listJobs(db, ['one'])).map((j) => j.state)).toEqual(['succeeded', 'succeeded']);
  });

  it('records failures and skips with their detail and duration, where `npm run rebuilds` reads them', async () => {
    const q = queue(
      async (t) => {
        await sleep(30);
        if (t === 'broken') throw new Error('Tenant "broken": invalid content');
        return t === 'same' ? { ok: true, skipped: true, detail: 'unchanged' } : { ok: true };
      },
      { debounceMs: 300, concurrency: 3 },
    );
    for (const t of ['good', 'same', 'broken']) await q.request(t);
    const names = ['good', 'same', 'broken'];
    expect((await listJobs(db, names)).map((j) => j.state)).toEqual(['queued', 'queued', 'queued']);
    await drained(q);
    // requested in the same millisecond, they list in any order
    const listed = await listJobs(db, names);
    const jobs = names.map((n) => listed.find((j) => j.tenant === n)!);
    expect(jobs.map((j) => [j.tenant, j.state])).toEqual([
      ['good', 'succeeded'],
      ['same', 'skipped'],
      ['broken', 'failed'],
    ]);
    expect(jobs[2].detail).toBe('Tenant "broken": invalid content');
    for (const j of jobs)
      expect((j.finishedAt ?? 0) - (j.startedAt ?? 0)).toBeGreaterThanOrEqual(25);
  });

  it('a build whose process stopped is recorded failed once its lease is over', async () => {
    const stuck = queue(() => new Promise<BuildOutcome>(() => undefined), {
      debounceMs: 1,
      leaseMs: 100,
    });
    await stuck.request('stuck');
    await expect.poll(async () => (await listJobs(db, ['stuck']))[0].state).toBe('running');
    stuck.stop(); // the process 'dies' mid-build
    await sleep(300); // its lease runs out
    const next = queue(async () => ({ ok: true }));
    await next.pump();
    expect((await listJobs(db, ['stuck']))[0]).toMatchObject({
      state: 'failed',
      detail: STOPPED_DETAIL,
    });
  });
});

describe('local builder: build-all for the tenant', () => {
  // A repository whose build-all.ts is a stub that writes the report build-all writes.
  const root = repoTempDir('rebuild-root-');
  writeFileSync(
    path.join(root, 'build-all.ts'),
    `import { writeFileSync } from 'node:fs';
const arg = (n: string) => process.argv[process.argv.indexOf(n) + 1];
const slug = arg('--tenant');
if (slug === 'slow') await new Promise((r) => setTimeout(r, 20_000));
if (slug === 'crash') process.exit(3);
writeFileSync(arg('--report'), JSON.stringify([
  slug === 'same'
    ? { slug, ok: true, pages: 4, seconds: 0, error: '', skipped: true, reason: 'unchanged since 2026-11-21T00:00:00.000Z' }
    : { slug, ok: true, pages: 4, seconds: 1.24, error: '', reason: 'stock changed', restored: 3 },
]));
`,
  );
  mkdirSync(path.join(root, '.data'), { recursive: true });
  const build = localBuilder({ root, timeoutMs: 4000 });

  it('runs build-all for that tenant and reports what it did', async () => {
    expect(await build('good')).toEqual({
      ok: true,
      detail: '4 pages in 1.2s (stock changed; 3 pages reused)',
    });
    expect(await build('same')).toEqual({
      ok: true,
      skipped: true,
      detail: 'unchanged since 2026-11-21T00:00:00.000Z',
    });
    expect(await build('crash')).toMatchObject({ ok: false });
  }, 30_000);

  it('stops a build that runs past its time limit', async () => {
    const started = Date.now();
    expect(await build('slow')).toEqual({ ok: false, detail: 'timed out after 4s' });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('a publish through the queue is recorded with the build’s outcome', async () => {
    const q = new RebuildQueue({
      db: lazyDb(() => testDb()),
      builder: build,
      debounceMs: 5,
      maxWaitMs: 2000,
    });
    queues.push(q);
    q.start();
    await q.request('good');
    await Promise.race([q.idle(), sleep(20_000)]);
    expect((await q.list())[0]).toMatchObject({
      tenant: 'good',
      state: 'succeeded',
      detail: '4 pages in 1.2s (stock changed; 3 pages reused)',
    });
  }, 30_000);
});

describe('Netlify builder: the build hook', () => {
  it('POSTs the hook with a deploy title, and fails on an error answer', async () => {
    const calls: { method?: string; url?: string }[] = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      calls.push({ method: req.method, url: req.url });
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const hook = netlifyHookBuilder({ url: `http://127.0.0.1:${port}/build_hooks/abc` });
      expect(await hook('loop-motors')).toMatchObject({ ok: true });
      status = 500;
      expect(await hook('loop-motors')).toMatchObject({ ok: false });
      expect(calls[0].method).toBe('POST');
      const url = new URL(calls[0].url ?? '', 'http://x');
      expect(url.pathname).toBe('/build_hooks/abc');
      expect(url.searchParams.get('trigger_title')).toBe(
        'Rebuild of loop-motors: content published',
      );
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
