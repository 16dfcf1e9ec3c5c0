/**
 * Issue 14 item 5: in a Node server (delivery.start()) a lead is answered as soon as it is
 * stored, and the background sender delivers it off the request path: it is delivered,
 * failures are retried under the same Idempotency-Key, no lead reaches the API twice under
 * two keys, and a store reopened after a crash (a lead leased by the dead process) is sent.
 * Each case runs with the sender in the request thread and in a worker thread (delivery-thread.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../../src/server/leads';
import { LeadStore } from '../../../src/server/lead-store';
import { generalEnquiry, makeDeps, post, read, startUpstream } from '../../support/endpoints';

const enquiry = leadEndpoint('enquiry');
const BACKOFF = { baseMs: 30, maxMs: 120, random: () => 0 };

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20));
}

describe.each([
  ['in the request thread (time-sliced)', false],
  ['in a worker thread', true],
])('background lead delivery %s', (_, thread) => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream({ slowMs: 1_500 });
  });
  afterAll(() => upstream.close());

  function serverDeps(storePath?: string, upstreamTimeoutMs = 300) {
    const deps = makeDeps({
      config: {
        leadApi: { url: upstream.url, key: 'k' },
        upstreamTimeoutMs,
        ...(storePath ? { storePath } : {}),
      },
      backoff: BACKOFF,
    });
    deps.delivery!.start(100, { thread, quiet: true });
    expect(deps.delivery!.threaded).toBe(thread);
    return deps;
  }

  it('answers without waiting for the lead API, then delivers each lead once', async () => {
    upstream.state.mode = 'slow'; // the API takes the lead but answers after 1.5 s
    const deps = serverDeps(undefined, 2_000);
    const t0 = Date.now();
    const reply = await enquiry(post('/api/leads/enquiry', generalEnquiry()), deps).then(read);
    expect(reply.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(500);
    upstream.state.mode = 'ok';
    const before = upstream.state.leads.size;
    const keys = await Promise.all(
      Array.from({ length: 30 }, () =>
        enquiry(post('/api/leads/enquiry', generalEnquiry()), deps).then(read),
      ),
    );
    expect(keys.every((r) => r.status === 200)).toBe(true);
    await until(() => deps.store!.pendingCount() === 0);
    expect(deps.store!.pendingCount()).toBe(0);
    // 31 leads, 31 keys at the API
    expect(upstream.state.leads.size - before).toBe(31);
    await deps.delivery!.stop();
    deps.store!.close();
  });

  it('retries failed deliveries in the background until the API takes them', async () => {
    upstream.state.mode = 'fail';
    const deps = serverDeps();
    const before = upstream.state.leads.size;
    for (let i = 0; i < 5; i++)
      expect(
        (await enquiry(post('/api/leads/enquiry', generalEnquiry()), deps).then(read)).status,
      ).toBe(200);
    await until(() => deps.store!.list().every((l) => l.attempts >= 2), 5_000);
    expect(deps.store!.pendingCount()).toBe(5);
    expect(deps.store!.list().every((l) => l.attempts >= 2)).toBe(true);
    upstream.state.mode = 'ok';
    await until(() => deps.store!.pendingCount() === 0);
    expect(deps.store!.pendingCount()).toBe(0);
    expect(upstream.state.leads.size - before).toBe(5);
    await deps.delivery!.stop();
    deps.store!.close();
  });

  it('a restarted server sends the leads a killed one had claimed, under the same keys', async () => {
    upstream.state.mode = 'ok';
    const first = makeDeps({
      config: { leadApi: { url: upstream.url, key: 'k' }, upstreamTimeoutMs: 300 },
      backoff: BACKOFF,
    });
    const file = first.store!.file;
    // the killed process stored two leads and held a lease on one (its attempt never finished)
    const a = first.store!.insert({ ...leadFields('crash-a'), status: 'pending' });
    first.store!.insert({ ...leadFields('crash-b'), status: 'pending' });
    expect(first.store!.claim(a.lead.id, Date.now() - 60_000, 1_000)).toBe(true);
    first.store!.close();

    const before = upstream.state.leads.size;
    const second = serverDeps(file);
    second.delivery!.kick();
    await until(() => second.store!.pendingCount() === 0);
    expect(second.store!.pendingCount()).toBe(0);
    expect(upstream.state.leads.size - before).toBe(2);
    const ids = new LeadStore(file);
    const stored = ids.list();
    ids.close();
    for (const lead of stored) expect(upstream.state.leads.has(lead.id)).toBe(true);
    await second.delivery!.stop();
    second.store!.close();
  });
});

function leadFields(idempotencyKey: string) {
  return { idempotencyKey, kind: 'enquiry' as const, payload: { userData: { name: 'Jo' } } };
}
