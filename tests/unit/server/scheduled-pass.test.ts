/**
 * The scheduled pass a site's Netlify function runs every minute: due leads sent, a rebuild
 * whose burst has ended started (the build hook on loopback), a failed refund tried again; and
 * the files a tenant's deploy folder gets for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scheduledPass } from '../../../src/server/scheduled-pass';
import { LeadStore } from '../../../src/server/stores/leads';
import { ReservationStore } from '../../../src/server/stores/reservations';
import { RebuildQueue } from '../../../src/server/rebuild-queue';
import { LEAD_API_CHANNEL } from '../../../src/server/delivery';
import { lazyDb } from '../../../src/db/sql';
import { MIGRATIONS_DIR } from '../../../src/db/migrate';
import { SCHEDULED_FUNCTION, writeNetlifySiteFiles } from '../../../scripts/lib/netlify-site-files';
import { testDb } from '../../support/db';
import { startUpstream } from '../../support/endpoints';
import { tempDir } from '../../support/fixture-tenant';

const db = lazyDb(() => testDb());

describe('the scheduled pass', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  const hooks: string[] = [];
  let hookServer: http.Server;
  let hookUrl = '';
  beforeAll(async () => {
    upstream = await startUpstream();
    hookServer = http.createServer((req, res) => {
      hooks.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(hookServer.address() as { port: number }).port}/build_hooks/x`;
  });
  afterAll(async () => {
    await upstream.close();
    await new Promise((r) => hookServer.close(r));
  });

  it('sends due leads, starts a rebuild whose wait is over, retries a failed refund', async () => {
    const env = {
      TENANT: 'sched-motors',
      LEAD_API_URL: upstream.url,
      NETLIFY: 'true',
      NETLIFY_BUILD_HOOK_URL: hookUrl,
      REBUILD_DEBOUNCE_MS: '1',
    };
    const leads = new LeadStore(db, 'sched-motors');
    const { lead } = await leads.insert(
      { idempotencyKey: 'sched-lead-1', kind: 'enquiry', payload: { userData: { name: 'Jo' } } },
      [LEAD_API_CHANNEL],
    );
    // another site's lead waits for its own site's pass
    await new LeadStore(db, 'other-motors').insert(
      { idempotencyKey: 'sched-lead-2', kind: 'enquiry', payload: {} },
      [LEAD_API_CHANNEL],
    );
    const queue = new RebuildQueue({
      db,
      builder: async () => ({ ok: true }),
      debounceMs: 1,
      maxWaitMs: 10,
    });
    await queue.request('sched-motors');
    const reservations = new ReservationStore(db, 'sched-motors');
    const created = await reservations.create(
      {
        idempotencyKey: 'sched-refund-xxxxxxxxxx',
        carId: '9',
        carSlug: 'c',
        returnPath: '/',
        source: 'checkout',
        journeyId: null,
        buyer: { name: 'Jo' } as never,
        amount: 20000,
        currency: 'aud',
        provider: 'test',
      },
      Date.now(),
    );
    if (created.kind !== 'created') throw new Error('not created');
    await db.query(
      `UPDATE reservations SET status = 'cancelled', refund_due = true, refund_error = 'timed out' WHERE id = $1`,
      [created.reservation.id],
    );
    await new Promise((r) => setTimeout(r, 5));

    const report = await scheduledPass(db, env, { budgetMs: 10_000 });
    expect(report.leads.delivered).toBe(1);
    expect(await leads.get(lead.id)).toMatchObject({ status: 'delivered' });
    expect((await new LeadStore(db, 'other-motors').counts()).pending).toBe(1);
    expect(hooks).toHaveLength(1);
    expect(new URL(hooks[0], 'http://x').searchParams.get('trigger_title')).toBe(
      'Rebuild of sched-motors: content published',
    );
    expect(report.refunds).toEqual({ refunded: 1, failed: 0 });
    expect(await reservations.byId(created.reservation.id)).toMatchObject({
      refundError: null,
      refundedAt: expect.any(Number),
    });
    // nothing left for the next minute
    const again = await scheduledPass(db, env, { budgetMs: 10_000 });
    expect(again).toMatchObject({ leads: { delivered: 0 }, refunds: { refunded: 0 } });
    expect(hooks).toHaveLength(1);
  }, 60_000);
});

describe('a tenant’s deploy folder', () => {
  it('gets the scheduled function (every minute) and the migrations', () => {
    const root = path.resolve(import.meta.dirname, '..', '..', '..');
    const out = tempDir('deploy-folder-');
    writeNetlifySiteFiles(root, out);
    const fn = readFileSync(path.join(out, SCHEDULED_FUNCTION), 'utf8');
    expect(fn).toContain("export const config = { schedule: '* * * * *' };");
    expect(fn).toContain(JSON.stringify(path.join(root, 'src', 'server', 'scheduled-pass.ts')));
    expect(existsSync(path.join(root, 'src', 'server', 'scheduled-pass.ts'))).toBe(true);
    expect(readdirSync(path.join(out, MIGRATIONS_DIR)).sort()).toEqual(
      readdirSync(path.join(root, MIGRATIONS_DIR)).sort(),
    );
  });
});
