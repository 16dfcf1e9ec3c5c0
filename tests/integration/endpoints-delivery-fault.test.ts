/**
 * No lead is lost: the lead API fails, then times out (it takes the lead but answers too
 * late), then recovers. Every lead the endpoint accepted arrives exactly once (one lead per
 * idempotency key at the API), in a bounded number of retries and bounded time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../src/server/leads';
import { tradeInStart, tradeInAdjustments } from '../../src/server/trade-in';
import { backoffDelay } from '../../src/server/delivery';
import {
  afterResponses,
  generalEnquiry,
  key,
  makeDeps,
  post,
  read,
  startUpstream,
} from '../support/endpoints';

const enquiry = leadEndpoint('enquiry');
const MAX_ROUNDS = 40;
const MAX_MS = 40_000;

async function drainUntilDelivered(deps: ReturnType<typeof makeDeps>): Promise<number> {
  const started = Date.now();
  let rounds = 0;
  while (
    (await deps.leads.counts()).pending > 0 &&
    rounds < MAX_ROUNDS &&
    Date.now() - started < MAX_MS
  ) {
    rounds++;
    await deps.delivery.deliverDue({ max: 50, budgetMs: 5_000 });
    if ((await deps.leads.counts()).pending > 0) await new Promise((r) => setTimeout(r, 120));
  }
  return rounds;
}

describe('delivery through failure, timeout and recovery', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    // the slow API answers well after our timeout, and a failing one well inside it, even on a
    // loaded machine
    upstream = await startUpstream({ slowMs: 5_000 });
  });
  afterAll(() => upstream.close());

  it('every accepted lead arrives exactly once', async () => {
    const deps = makeDeps({
      config: {
        leadApi: { url: upstream.url, key: 'secret-token' },
        upstreamTimeoutMs: 3_000,
      },
      backoff: { baseMs: 50, maxMs: 200, random: () => 0 },
    });
    const accepted: string[] = [];
    const meta = afterResponses();

    // 1. The API is down: the shopper still gets a lead id; the lead waits in the store.
    upstream.state.mode = 'fail';
    const failing = await Promise.all(
      Array.from({ length: 6 }, () =>
        enquiry(post('/api/leads/enquiry', generalEnquiry()), deps, meta).then(read),
      ),
    );
    for (const r of failing) {
      expect(r.status).toBe(200);
      accepted.push(String(r.body.lead_id));
    }
    await meta.settled(); // each lead's first attempt, right after its response
    expect((await deps.leads.counts()).pending).toBe(6);
    const [row] = await deps.delivery.outbox.ofLead(deps.tenant, accepted[0]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Dashboard is down' });
    expect(row.lastStatus).toBe(500);

    // 2. The API takes leads but answers after our timeout: we cannot know, so we retry later.
    upstream.state.mode = 'slow';
    const slow = await Promise.all(
      Array.from({ length: 4 }, () =>
        enquiry(post('/api/leads/enquiry', generalEnquiry()), deps, meta).then(read),
      ),
    );
    await meta.settled();
    for (const r of slow) {
      expect(r.status).toBe(200);
      accepted.push(String(r.body.lead_id));
    }
    await new Promise((r) => setTimeout(r, 100));
    await deps.delivery.deliverDue({ max: 50, budgetMs: 5_000 });
    expect(upstream.state.leads.size).toBeGreaterThan(0);
    expect((await deps.leads.counts()).pending).toBeGreaterThan(0);

    // A shopper double-submits during the outage: still one lead.
    const k = key();
    const twice = await Promise.all([
      enquiry(post('/api/leads/enquiry', generalEnquiry(k)), deps).then(read),
      enquiry(post('/api/leads/enquiry', generalEnquiry(k)), deps).then(read),
    ]);
    expect(twice[0].body.lead_id).toBe(twice[1].body.lead_id);
    accepted.push(String(twice[0].body.lead_id));

    // 3. Recovery.
    upstream.state.mode = 'ok';
    const rounds = await drainUntilDelivered(deps);
    expect(rounds).toBeLessThan(MAX_ROUNDS);
    expect((await deps.leads.counts()).pending).toBe(0);

    const unique = new Set(accepted);
    expect(unique.size).toBe(11);
    for (const id of unique) {
      const lead = (await deps.leads.get(id))!;
      expect(lead.status).toBe('delivered');
      expect(lead.upstreamId).toMatch(/^UP-\d+$/);
    }
    // exactly once: one lead at the API per accepted lead, and no other
    expect(upstream.state.leads.size).toBe(unique.size);
    expect([...upstream.state.leads.keys()].sort()).toEqual([...unique].sort());
    // it took retries to get there
    expect(upstream.state.requests).toBeGreaterThan(unique.size);
    expect(new Set([...upstream.state.leads.values()].map((l) => l.id)).size).toBe(unique.size);
  }, 90_000);

  it('a trade-in’s adjustments wait for their start lead and carry the API’s id for it', async () => {
    const deps = makeDeps({
      config: { leadApi: { url: upstream.url }, upstreamTimeoutMs: 300 },
      backoff: { baseMs: 50, maxMs: 200, random: () => 0 },
    });
    upstream.state.mode = 'fail';
    const start = await read(
      await tradeInStart(
        post('/api/trade-in/start', {
          userData: {
            name: 'Jo',
            last_name: 'Citizen',
            email: 'jo@example.com',
            phone: '0411 222 333',
            rego: 'ABC123',
            regoState: 'QLD',
            kms: 40000,
            location_id: '100',
            PreferredContactMethod: 'Phone',
            finance: '',
            terms_agreed: true,
          },
          url: 'https://loop.example.com.au/trade-in',
          source: 'Website',
          user_agent: 'test',
          lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
          idempotencyKey: key(),
        }),
        deps,
      ),
    );
    expect(start).toMatchObject({ status: 200 });
    const adj = await read(
      await tradeInAdjustments(
        post('/api/trade-in/adjustments', {
          id: start.body.lead_id,
          adjustmentAnswers: {
            serviceHistory: 'Full',
            twoSetsOfKeys: 'Yes',
            componentsPresent: 'Yes',
            illegalModifications: 'No',
            condition: 'Good',
          },
          idempotencyKey: key(),
        }),
        deps,
      ),
    );
    expect(adj.status).toBe(200);
    upstream.state.mode = 'ok';
    await drainUntilDelivered(deps);
    const startUp = (await deps.leads.get(String(start.body.lead_id)))!.upstreamId;
    const adjustments = [...upstream.state.leads.values()].find(
      (l) => l.path === '/trade_in/adjustments',
    );
    expect(adjustments?.body).toMatchObject({ id: startUp });
  }, 30_000);

  it('backoff doubles from its base up to its cap', () => {
    const o = { baseMs: 1000, maxMs: 8000, random: () => 0 };
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, o))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(backoffDelay(1, { ...o, random: () => 1 })).toBe(1200);
  });

  it('the lead API’s key goes in the Authorization header, never to the browser', async () => {
    const seen: string[] = [];
    const deps = makeDeps({
      config: { leadApi: { url: 'http://127.0.0.1:9', key: 'dash-key' } },
      fetch: async (_url: string | URL | Request, init?: RequestInit) => {
        seen.push(String((init?.headers as Record<string, string>).authorization));
        return new Response(JSON.stringify({ lead_id: 'X1' }), { status: 200 });
      },
    });
    const meta = afterResponses();
    const result = await read(
      await enquiry(post('/api/leads/enquiry', generalEnquiry()), deps, meta),
    );
    await meta.settled();
    expect(JSON.stringify(result.body)).not.toContain('dash-key');
    expect(seen).toEqual(['Bearer dash-key']);
  });
});
