/**
 * In a long-running Node server a lead is answered as soon as it is stored; its first attempt
 * runs after the response, and the server's loop (DeliveryLoop) retries what failed until the
 * lead API takes it: each lead once, under its own key. No background thread, no process
 * memory: a loop started later (a restarted server) sends what an earlier one left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../../src/server/leads';
import { DeliveryLoop } from '../../../src/server/delivery';
import {
  afterResponses,
  generalEnquiry,
  makeDeps,
  post,
  read,
  startUpstream,
} from '../../support/endpoints';

const enquiry = leadEndpoint('enquiry');

async function until(done: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await done()) && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 50));
}

describe('the Node server’s delivery loop', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream({ slowMs: 1_500 });
  });
  afterAll(() => upstream.close());

  it('answers without waiting for the lead API, then the loop delivers each lead once', async () => {
    const deps = makeDeps({
      config: { leadApi: { url: upstream.url, key: 'k' }, upstreamTimeoutMs: 2_000 },
      backoff: { baseMs: 30, maxMs: 120, random: () => 0 },
    });
    await deps.leads.counts(); // the database is open
    upstream.state.mode = 'slow'; // the API takes a lead but answers after 1.5 s
    const t0 = Date.now();
    const first = await enquiry(post('/api/leads/enquiry', generalEnquiry()), deps).then(read);
    expect(first.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(1_000);

    upstream.state.mode = 'fail';
    const meta = afterResponses();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        enquiry(post('/api/leads/enquiry', generalEnquiry()), deps, meta).then(read),
      ),
    );
    await meta.settled(); // each first attempt, after its response, failed
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await deps.leads.counts()).pending).toBeGreaterThanOrEqual(20);

    // the server restarts: a new loop on the same database, and the API is back
    upstream.state.mode = 'ok';
    const loop = new DeliveryLoop(deps.delivery, 100);
    loop.start();
    try {
      await until(async () => (await deps.leads.counts()).pending === 0);
    } finally {
      await loop.stop();
    }
    expect((await deps.leads.counts()).pending).toBe(0);
    // 21 leads, 21 keys at the API, whatever was retried
    const ids = new Set([first, ...replies].map((r) => String(r.body.lead_id)));
    expect(ids.size).toBe(21);
    expect([...upstream.state.leads.keys()].sort()).toEqual([...ids].sort());
    expect(upstream.state.requests).toBeGreaterThan(21);
  }, 30_000);
});
